import { CURRENCY_CODES } from '../metadata/currency.js';
import type { Line, Word } from '../layout/pageLayout.js';
import type { NumberFormat } from '../parse/amounts.js';
import { findAmounts, findDates, type AmountCell, type DateCell } from './lineCells.js';

/** A line with the dates and amounts printed on it. */
export interface LineTokens {
  line: Line;
  /** Index of the line on its page. */
  index: number;
  dates: readonly DateCell[];
  amounts: readonly AmountCell[];
  /**
   * Amounts that stand on their own, as a table cell does. An amount inside running text
   * (`FOREIGN CURRENCY 7.00 USD`, `MIETE 600,00 EUR FUER MAI`) has words close on both sides.
   */
  free: readonly AmountCell[];
  /** The line's usual font size. */
  size: number;
  /** The words not part of a date or an amount, in order. */
  textWords: readonly Word[];
}

/**
 * Tokens of every line of a page, in order. `pointDates`: whether the document prints its dates with
 * the decimal point (`20.07`); where it does not, `12.18` is always an amount.
 */
export const tokeniseLines = (lines: readonly Line[], format: NumberFormat, ocr: boolean, pointDates = true): LineTokens[] =>
  lines.map((line, index) => tokeniseLine(line, index, format, ocr, pointDates));

const tokeniseLine = (line: Line, index: number, format: NumberFormat, ocr: boolean, pointDates: boolean): LineTokens => {
  const words = line.words;
  // `20.07` reads as a date and as an amount: where it ends a line's figures rather than starting the
  // line, it is the amount.
  // (Where amounts print no decimals, `12.26` can only be a date.)
  // (Where figures print trimmed, `14.6` too.)
  const ambiguous = (d: DateCell): boolean =>
    format.decimals === 2 && d.from === d.to && (AMBIGUOUS[format.mark].test(words[d.from]!.text) || (!!format.trimmed && AMBIGUOUS_TRIMMED[format.mark].test(words[d.from]!.text)));
  const dates = findDates(words, ocr).filter((d) => !ambiguous(d) || (d.from === 0 && pointDates));
  const used = new Uint8Array(words.length);
  for (const d of dates) for (let k = d.from; k <= d.to; k++) used[k] = 1;
  // A date's words are not also an amount (`12.05` in a German date).
  const amounts = findAmounts(words, format).filter((a) => {
    for (let k = a.from; k <= a.to; k++) if (used[k]) return false;
    return true;
  });
  for (const a of amounts) for (let k = a.from; k <= a.to; k++) used[k] = 1;
  const size = medianSize(words);
  const free = amounts.filter((a) => !embedded(words, a, size, used));
  const textWords: Word[] = [];
  for (let k = 0; k < words.length; k++) if (!used[k]) textWords.push(words[k]!);
  return { line, index, dates, amounts, free, size, textWords };
};

/** A short date that is also an amount with two decimals in the document's format. */
const AMBIGUOUS = { '.': /^\d{1,2}\.\d{2}$/, ',': /^\d{1,2},\d{2}$/ } as const;
const AMBIGUOUS_TRIMMED = { '.': /^\d{1,2}\.\d$/, ',': /^\d{1,2},\d$/ } as const;

/** An amount with a text word close on its left and on its right is part of that text. */
const embedded = (words: readonly Word[], a: AmountCell, size: number, used: Uint8Array): boolean => {
  const left = words[a.from - 1];
  const right = words[a.to + 1];
  if (!left || !right || used[a.from - 1] || used[a.to + 1]) return false;
  const near = Math.max(2, size * 0.8);
  return words[a.from]!.x0 - left.x1 < near && right.x0 - words[a.to]!.x1 < near && /\p{L}/u.test(left.text) && /\p{L}/u.test(right.text);
};

const medianSize = (words: readonly Word[]): number => {
  if (words.length === 0) return 8;
  const sizes = words.map((w) => w.size || w.y1 - w.y0).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)]! || 8;
};

/** The text of some words, single-spaced. */
export const wordsText = (words: readonly Word[]): string => words.map((w) => w.text).join(' ');

const CODES = new Set<string>(CURRENCY_CODES);
/**
 * Whether text holds words, not only figures and the marks around them: a currency code (`EUR`)
 * or a debit/credit mark (`DR`, `CR`) beside a figure is not a description.
 */
export const hasWords = (text: string): boolean =>
  text.split(/\s+/).some((w) => /\p{L}{2,}/u.test(w) && !CODES.has(w.replace(/[^A-Za-z]/g, '')) && !LOCAL_SYMBOLS.has(w.replace(/[^\p{L}]/gu, '')) && !/^(DR|CR|Dr|Cr)\.?$/.test(w));
/** Currencies' local symbols written in letters (`(RM)` under a total's label, `Rp`, `zł`, `Kč`). */
const LOCAL_SYMBOLS = new Set(['RM', 'Rp', 'Rs', 'kr', 'Kr', 'zł', 'Kč', 'Ft', 'lei', 'TL', 'KSh', 'Ksh']);

/**
 * Whether a document prints dates with the decimal point as separator (`05.01.2024`, `05.01.`), judged
 * from its dates that cannot be amounts; a document of `30-Sep-2022` or `01/08` dates does not.
 */
export const printsPointDates = (lines: Iterable<readonly Word[]>, format: NumberFormat): boolean => {
  if (format.mark !== '.') return false;
  // Lines that start with a day and month that could be an amount (`03.05 STANDING ORDER … 756.19`),
  // then words, then a figure of their own: read as rows, a date starts each of them.
  let rowLike = 0;
  for (const words of lines) {
    for (const d of findDates(words, false)) {
      const text = words[d.from]!.text;
      if (/^\d{1,2}\.\d{1,2}(\.\d{2,4})?\.?$/.test(text) && !AMBIGUOUS['.'].test(text)) return true;
    }
    if (startsWithDayAndMonth(words)) rowLike++;
  }
  return rowLike >= 3;
};

const startsWithDayAndMonth = (words: readonly Word[]): boolean => {
  const m = /^(\d{2})\.(\d{2})$/.exec(words[0]?.text ?? '');
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 31 || Number(m[2]) < 1 || Number(m[2]) > 12) return false;
  // `26.12 SEK @ 0.70293`: a figure followed by its currency is a foreign amount, not a date.
  const next = words[1]?.text ?? '';
  return /\p{L}{2,}/u.test(next) && !CODES.has(next) && words.slice(2).some((w) => AMOUNT_TEXT.test(w.text));
};
const AMOUNT_TEXT = /\d[.,]\d{2}\)?-?$/;
