import type { Line, Word } from '../layout/pageLayout.js';
import { parseAmount, type DecimalMark, type ParsedAmount } from '../parse/amounts.js';
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
}

/** A date found on a line. */
export interface DateCell {
  raw: RawDate;
  x0: number;
  x1: number;
  from: number;
  to: number;
}

/**
 * Every amount on a line, reading neighbouring words together where the print splits one amount
 * (`+ 154,00`, `1 234,56`, `12.00 CR`, `$ 1,234.56`, `2,291.2 9`). The longest reading wins.
 */
export const findAmounts = (words: readonly Word[], mark: DecimalMark): AmountCell[] => {
  const out: AmountCell[] = [];
  const digits = words.map((w) => HAS_DIGIT.test(w.text));
  let i = 0;
  while (i < words.length) {
    // Every amount has digits within the (up to three) words it spans: most words of a line have none.
    if (!digits[i] && !digits[i + 1] && !digits[i + 2]) {
      i++;
      continue;
    }
    let best: AmountCell | null = null;
    for (let n = Math.min(3, words.length - i); n >= 1 && !best; n--) {
      const span = words.slice(i, i + n);
      if (!span.every((w, k) => k === 0 || w.x0 - span[k - 1]!.x1 < Math.max(3, w.size * 0.9))) continue;
      const joins = n === 1 ? [span[0]!.text] : [span.map((w) => w.text).join(' '), span.map((w) => w.text).join('')];
      for (const text of joins) {
        if (!/\d[.,]\d{2}\b|\d[.,]\d{2}$/.test(text)) continue;
        const parsed = parseAmount(text, mark);
        if (parsed) {
          const digitWord = span.find((w) => /\d/.test(w.text)) ?? span[0]!;
          best = { ...parsed, x0: span[0]!.x0, x1: span[n - 1]!.x1, text, from: i, to: i + n - 1, font: digitWord.font };
          break;
        }
      }
    }
    if (best) {
      out.push(best);
      i = best.to + 1;
    } else i++;
  }
  return out;
};

/** Every date on a line (a date may span up to three words). */
export const findDates = (words: readonly Word[], ocrTolerant: boolean): DateCell[] => {
  const texts = words.map((w) => w.text);
  const out: DateCell[] = [];
  const digits = texts.map((t) => HAS_DIGIT.test(t));
  let i = 0;
  while (i < texts.length) {
    // A date has a digit in its first or second word (`05.01.`, `Jan 05`).
    const raw = digits[i] || digits[i + 1] ? matchDate(texts, i, ocrTolerant) : null;
    if (raw) {
      const to = i + raw.words - 1;
      out.push({ raw, x0: words[i]!.x0, x1: words[to]!.x1, from: i, to });
      i = to + 1;
    } else i++;
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
