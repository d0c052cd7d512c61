/**
 * Dates printed as digits alone, as some banking systems print a date column:
 * - six digits run together (`250601`, `010625`). Six digits alone could be any reference, so they are
 *   read as dates only by evidence: a column of them (one left edge on several lines), every one a
 *   valid date one way, and the part that stays the same down the column where that way puts the year
 *   (`25` leading `250601`, `250603`, `250618`: year first). Their words are rewritten in ISO form
 *   (`2025-06-01`), which the rest reads like any date.
 * - a month and a day as two pairs of digits (`08 01`, `08 04` in a `Date` column after the figures):
 *   a column of them, the month the pair that stays the same down it. They are rewritten as a day and
 *   a month's name (`01 Aug`), the year left to the rest of the document.
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';
import { iso } from '../parse/dates.js';
import { findDates } from './lineCells.js';

const SIX_DIGITS = /^\d{6}$/;
/** A column holds at least this many lines. */
const MIN_LINES = 3;

type Order = 'ymd' | 'dmy';

/** Whether a line prints a date of its own, not counting a figure that reads as one too (`10.12`). */
const printsADate = (line: Line): boolean => findDates(line.words, false).some((d) => d.from !== d.to || !/^\d{1,2}[.,]\d{2}$/.test(line.words[d.from]!.text));

/** Words found on several lines that share one left edge (within 3 points): the columns they make. */
const columnsOf = <T extends { li: number; w: Word }>(candidates: readonly T[]): T[][] => {
  const columns: T[][] = [];
  for (const c of [...candidates].sort((a, b) => a.w.x0 - b.w.x0)) {
    const last = columns[columns.length - 1];
    if (last && c.w.x0 - last[last.length - 1]!.w.x0 <= 3) last.push(c);
    else columns.push([c]);
  }
  return columns.filter((column) => new Set(column.map((c) => c.li)).size >= MIN_LINES);
};

/** The page with a column of six-digit dates, or of paired digits, rewritten as dates; the page itself when it has none. */
export const readCompactDates = (page: PageLayout): PageLayout => readPairedDates(readSixDigitDates(page));

const readSixDigitDates = (page: PageLayout): PageLayout => {
  const candidates = page.lines.flatMap((line, li) => line.words.flatMap((w, wi) => (SIX_DIGITS.test(w.text) && wi < 3 ? [{ li, wi, w }] : [])));
  if (candidates.length < MIN_LINES) return page;
  const rewrite = new Map<string, string>();
  for (const column of columnsOf(candidates)) {
    // Rows that print a date of their own besides make the six digits a reference (a cheque number).
    if (column.filter((c) => printsADate(page.lines[c.li]!)).length * 2 >= column.length) continue;
    const order = orderOf(column.map((c) => c.w.text));
    if (!order) continue;
    for (const c of column) rewrite.set(`${c.li}:${c.wi}`, isoOf(c.w.text, order)!);
  }
  if (rewrite.size === 0) return page;
  const lines = page.lines.map((line, li): Line => {
    if (!line.words.some((_, wi) => rewrite.has(`${li}:${wi}`))) return line;
    return { ...line, words: line.words.map((w, wi): Word => (rewrite.has(`${li}:${wi}`) ? { ...w, text: rewrite.get(`${li}:${wi}`)! } : w)) };
  });
  return { ...page, lines };
};

/** How a column of six-digit words reads as dates, or null when it does not (or not one way only). */
const orderOf = (texts: readonly string[]): Order | null => {
  const same = (from: number): boolean => new Set(texts.map((t) => t.slice(from, from + 2))).size === 1;
  const valid = (order: Order): boolean => texts.every((t) => isoOf(t, order) !== null);
  // The year stays while days change: `25` leading every one, or ending every one.
  if (same(0) && !same(4) && valid('ymd')) return 'ymd';
  if (same(4) && !same(0) && valid('dmy')) return 'dmy';
  return null;
};

const isoOf = (text: string, order: Order): string | null => {
  const [a, b, c] = [text.slice(0, 2), text.slice(2, 4), text.slice(4, 6)];
  const [yy, mm, dd] = order === 'ymd' ? [a, b, c] : [c, b, a];
  return iso(2000 + Number(yy), Number(mm), Number(dd));
};

const TWO_DIGITS = /^\d{2}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A column of two pairs of digits set a space apart (`08 01`) on lines that print no other date, each
 * pair a valid month and day one way: the pair that changes least down the column is the month.
 */
const readPairedDates = (page: PageLayout): PageLayout => {
  const candidates = page.lines.flatMap((line, li) =>
    line.words.flatMap((w, wi) => {
      const next = line.words[wi + 1];
      const before = line.words[wi - 1];
      const after = line.words[wi + 2];
      if (!next || !TWO_DIGITS.test(w.text) || !TWO_DIGITS.test(next.text) || next.x0 - w.x1 > w.size * 1.5) return [];
      // (Not groups of a figure's digits: `1 08 01`, `08 01 250,00`.)
      if ((before && /^\d{1,3}$/.test(before.text) && w.x0 - before.x1 <= w.size * 1.5) || (after && /^\d{3}\b/.test(after.text) && after.x0 - next.x1 <= next.size * 1.5)) return [];
      return [{ li, wi, w, pair: [Number(w.text), Number(next.text)] as const }];
    }),
  );
  if (candidates.length < MIN_LINES) return page;
  const rewrite = new Map<string, [string, string]>();
  for (const column of columnsOf(candidates)) {
    if (column.some((c) => printsADate(page.lines[c.li]!))) continue;
    const distinct = (k: 0 | 1): number => new Set(column.map((c) => c.pair[k])).size;
    const valid = (m: 0 | 1): boolean => column.every((c) => iso(2000, c.pair[m], c.pair[m === 0 ? 1 : 0]) !== null);
    const month = distinct(0) < distinct(1) && valid(0) ? 0 : distinct(1) < distinct(0) && valid(1) ? 1 : null;
    if (month === null) continue;
    for (const c of column) {
      const day = String(c.pair[month === 0 ? 1 : 0]).padStart(2, '0');
      rewrite.set(`${c.li}:${c.wi}`, [day, MONTHS[c.pair[month] - 1]!]);
    }
  }
  if (rewrite.size === 0) return page;
  const lines = page.lines.map((line, li): Line => {
    if (!line.words.some((_, wi) => rewrite.has(`${li}:${wi}`))) return line;
    const words = line.words.map((w) => ({ ...w }));
    line.words.forEach((_, wi) => {
      const to = rewrite.get(`${li}:${wi}`);
      if (to) [words[wi]!.text, words[wi + 1]!.text] = to;
    });
    return { ...line, words };
  });
  return { ...page, lines };
};
