import type { Line, Word } from '../layout/pageLayout.js';
import { parseAmount, type NumberFormat, type ParsedAmount } from '../parse/amounts.js';
import { matchDate, type RawDate } from '../parse/dates.js';

const HAS_DIGIT = /\d/;

/** An amount found on a line, with where it sits. */
export interface AmountCell extends ParsedAmount {
  x0: number;
  x1: number;
  text: string;
  /** Index of the first and last word it was read from. */
  from: number;
  to: number;
  font: string;
  /**
   * Where the figure's last digit ends: amounts in a column align on their digits, while a trailing
   * sign or code (`540,00-`, `12.00 CR`) sticks out past the column's edge.
   */
  digitsX1: number;
}

/** A date found on a line. */
export interface DateCell {
  raw: RawDate;
  /** Read from another date column, standing in for the row's blank one. */
  standIn?: boolean;
  x0: number;
  x1: number;
  from: number;
  to: number;
}

/**
 * What a span of words must look like before it is worth parsing: a digit, a mark, two digits and no
 * third (a mark glued on after them, `67,588.05CR`, is for the parser to judge).
 */
const AMOUNT_SHAPE = /\d[.,]\d{2}(?!\d)|(?:^|[^\d.,])[.,]\d{2}$/;
/** A whole amount (no decimals) needs only a digit. */
const WHOLE_SHAPE = /\d/;

/**
 * Parsed amounts by printed text, per decimal mark: a document prints the same figures and the same
 * candidate spans line after line, and several passes (rows, metadata) read the same lines. Null
 * records a text that is not an amount. Bounded, so a long document cannot grow it without end.
 */
const PARSED: Record<string, Map<string, ParsedAmount | null>> = { '.2': new Map(), ',2': new Map(), '.0': new Map(), ',0': new Map(), '.2t': new Map(), ',2t': new Map() };

/** One decimal digit ending an ungrouped figure (`1200.0`, `-7.5 CR`), in a document that prints figures trimmed. */
const ONE_DECIMAL = { '.': /^([^\d]{0,4}\d+\.\d)(?=[^\d.,]{0,4}$)/, ',': /^([^\d]{0,4}\d+,\d)(?=[^\d.,]{0,4}$)/ } as const;

const amountOf = (text: string, format: NumberFormat): ParsedAmount | null => {
  const cache = PARSED[`${format.mark}${format.decimals}${format.trimmed ? 't' : ''}`]!;
  let parsed = cache.get(text);
  if (parsed === undefined) {
    const padded = format.trimmed ? text.replace(ONE_DECIMAL[format.mark], '$10') : text;
    parsed = (format.decimals === 0 ? WHOLE_SHAPE : AMOUNT_SHAPE).test(padded) ? parseAmount(padded, format.mark, format.decimals) : null;
    if (cache.size > 50_000) cache.clear();
    cache.set(text, parsed);
  }
  return parsed;
};

/** The font name OCR'd words carry (ocr/recognise). */
const OCR_FONT = 'ocr';

/**
 * OCR reads the thousands mark of small print as the decimal mark now and then (`2.068.93` for
 * `2,068.93`, `1,234,56` for `1.234,56`): groups of three and a last group of two can only be that
 * figure. The text with the document's own marks, or null when it has not that shape.
 */
const misgroupedByOcr = (text: string, format: NumberFormat): string | null => {
  if (format.decimals === 0) return null;
  const m = /^(\D*?)(\d{1,3}(?:[.,]\d{3})+)[.,](\d{2})(\D*)$/.exec(text);
  if (!m) return null;
  return `${m[1]}${m[2]!.replace(/[.,]/g, format.mark === '.' ? ',' : '.')}${format.mark}${m[3]}${m[4]}`;
};

/**
 * OCR reads a faint decimal mark as a space now and then (`468,308 52` for `468,308.52`): a grouped
 * whole figure and two digits set right after it. The figure with the document's mark, or null.
 */
const decimalMarkLostByOcr = (whole: string, cents: string, format: NumberFormat): string | null => {
  if (format.decimals === 0 || !/^\d{2}[)-]?$/.test(cents)) return null;
  const thousands = format.mark === '.' ? ',' : '.';
  if (!new RegExp(`^[-(]?\\D{0,3}\\d{1,3}(?:\\${thousands}\\d{3})+$`).test(whole)) return null;
  return `${whole}${format.mark}${cents}`;
};

/**
 * Every amount on a line, reading neighbouring words together where the print splits one amount
 * (`+ 154,00`, `1 234,56`, `12.00 CR`, `$ 1,234.56`, `2,291.2 9`, `3 197 998` without decimals).
 * The longest reading wins.
 */
/** A figure closed by its two decimals (and maybe a sign or bracket): nothing more of it follows. */
const CLOSED_FIGURE = /\d[.,]\d{2}[)-]?$/;

export const findAmounts = (words: readonly Word[], format: NumberFormat): AmountCell[] => {
  const whole = format.decimals === 0;
  // Spaces group thousands: `11 450 000 000` spans five words when no decimals close it.
  const widest = whole ? 5 : 3;
  const out: AmountCell[] = [];
  const count = words.length;
  const digits: boolean[] = new Array<boolean>(count);
  // Which words print a `.` or `,`: a span without one cannot have an amount's shape.
  const marks: boolean[] = new Array<boolean>(count);
  for (let k = 0; k < count; k++) {
    const text = words[k]!.text;
    digits[k] = HAS_DIGIT.test(text);
    marks[k] = text.includes('.') || text.includes(',');
  }
  let i = 0;
  while (i < count) {
    // Every amount has digits within the (up to three) words it spans: most words of a line have none.
    if (!digits[i] && !digits[i + 1] && !digits[i + 2] && (!whole || !digits[i + 3])) {
      i++;
      continue;
    }
    let best: AmountCell | null = null;
    for (let n = Math.min(widest, count - i); n >= 1 && !best; n--) {
      // The words of one amount sit close together.
      let tight = true;
      let marked = marks[i]!;
      for (let k = i + 1; k < i + n && tight; k++) {
        // (An OCR'd word's size is a capital's height, about seven tenths of an em.)
        tight = words[k]!.x0 - words[k - 1]!.x1 < Math.max(3, words[k]!.size * (words[k]!.font === OCR_FONT ? 1.4 : 0.9));
        marked ||= marks[k]!;
      }
      if (!tight || (!marked && !whole)) continue;
      // A word that is a whole figure with its decimals ends there: the next is another figure
      // (`905,00  1.243,18` read close together by OCR), however near.
      if (n > 1 && !whole && digits[i + 1] && CLOSED_FIGURE.test(words[i]!.text) && amountOf(words[i]!.text, format)) continue;
      // One word as printed; two or three read with spaces, then glued (`2,291.2 9`).
      let spaced = words[i]!.text;
      let glued = spaced;
      for (let k = i + 1; k < i + n; k++) {
        spaced += ` ${words[k]!.text}`;
        glued += words[k]!.text;
      }
      let text = spaced;
      let parsed = amountOf(spaced, format);
      if (!parsed && n > 1) {
        text = glued;
        parsed = amountOf(glued, format);
      }
      if (!parsed && n === 2 && words[i]!.font === OCR_FONT) {
        const rejoined = decimalMarkLostByOcr(words[i]!.text, words[i + 1]!.text, format);
        if (rejoined !== null) {
          text = spaced;
          parsed = amountOf(rejoined, format);
        }
      }
      if (!parsed && words[i]!.font === OCR_FONT) {
        const regrouped = misgroupedByOcr(glued, format);
        if (regrouped !== null) {
          text = glued;
          parsed = amountOf(regrouped, format);
        }
      }
      if (parsed) {
        let digitWord = i;
        while (digitWord < i + n && !digits[digitWord]) digitWord++;
        const font = words[digitWord < i + n ? digitWord : i]!.font;
        // Fields written out: an object spread here took most of the line's time in V8's slow clone path.
        best = { cents: parsed.cents, negative: parsed.negative, positive: parsed.positive, x0: words[i]!.x0, x1: words[i + n - 1]!.x1, text, from: i, to: i + n - 1, font, digitsX1: digitsEnd(words, i, i + n - 1) };
      }
    }
    if (best) {
      // A sign's letters set just after a figure that took all the words it may (`27 820,00 Ft  T`) are its own.
      const next = words[best.to + 1];
      if (next && !best.negative && !best.positive && SIGN_WORD.test(next.text) && next.x0 - words[best.to]!.x1 < Math.max(3, next.size * 0.9)) {
        const signed = amountOf(`${best.text} ${next.text}`, format);
        if (signed && (signed.negative || signed.positive)) best = { ...best, negative: signed.negative, positive: signed.positive, x1: next.x1, text: `${best.text} ${next.text}`, to: best.to + 1 };
      }
      out.push(best);
      i = best.to + 1;
    } else i++;
  }
  return out;
};

/** A direction's letters printed as a word of their own after a figure. */
const SIGN_WORD = /^(CR|DR|Cr|Dr|KT|DT|Kt|Dt|C|D|H|S|K|T|입|출)\.?$/;

/** The right edge of the last digit of words[from..to], estimating character widths within a word. */
const digitsEnd = (words: readonly Word[], from: number, to: number): number => {
  for (let k = to; k >= from; k--) {
    const w = words[k]!;
    const text = w.text;
    let last = text.length - 1;
    while (last >= 0 && !(text.charCodeAt(last) >= 48 && text.charCodeAt(last) <= 57)) last--;
    if (last < 0) continue;
    if (last === text.length - 1) return w.x1;
    return w.x0 + ((w.x1 - w.x0) * (last + 1)) / text.length;
  }
  return words[to]!.x1;
};

/**
 * Dates found per line, per tolerance: the table pass, the date-order vote and the period search read
 * the same lines. Keyed by the words array, which a line keeps; callers only read the cells.
 */
const DATES = new WeakMap<readonly Word[], { strict?: readonly DateCell[]; tolerant?: readonly DateCell[] }>();

/** Every date on a line (a date may span up to three words). */
export const findDates = (words: readonly Word[], ocrTolerant: boolean): readonly DateCell[] => {
  let memo = DATES.get(words);
  if (!memo) {
    memo = {};
    DATES.set(words, memo);
  }
  const known = ocrTolerant ? memo.tolerant : memo.strict;
  if (known) return known;
  const found = scanDates(words, ocrTolerant);
  if (ocrTolerant) memo.tolerant = found;
  else memo.strict = found;
  return found;
};

const scanDates = (words: readonly Word[], ocrTolerant: boolean): DateCell[] => {
  const out: DateCell[] = [];
  const count = words.length;
  let texts: string[] | null = null;
  let i = 0;
  let digitHere = count > 0 && HAS_DIGIT.test(words[0]!.text);
  while (i < count) {
    const digitNext = i + 1 < count && HAS_DIGIT.test(words[i + 1]!.text);
    // A date has a digit in its first or second word (`05.01.`, `Jan 05`).
    let raw: RawDate | null = null;
    if (digitHere || digitNext) {
      texts ??= words.map((w) => w.text);
      // A date's words sit together: `AUG 04` far left of an address's `88` is not 4 August 2088.
      let end = i;
      while (end + 1 < count && end < i + 4 && words[end + 1]!.x0 - words[end]!.x1 < Math.max(6, words[end]!.size * 1.5)) end++;
      raw = matchDate(end + 1 < count ? texts.slice(0, end + 1) : texts, i, ocrTolerant);
    }
    if (raw) {
      const to = i + raw.words - 1;
      out.push({ raw, x0: words[i]!.x0, x1: words[to]!.x1, from: i, to });
      i = to + 1;
      digitHere = i < count && HAS_DIGIT.test(words[i]!.text);
    } else {
      i++;
      digitHere = digitNext;
    }
  }
  return out;
};

/** Words of a line not used by the given cells, as text. */
export const remainingText = (line: Line, used: ReadonlySet<number>): string =>
  line.words
    .filter((_, k) => !used.has(k))
    .map((w) => w.text)
    .join(' ')
    .trim();
