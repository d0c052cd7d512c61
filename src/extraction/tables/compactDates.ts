/**
 * Six-digit dates run together (`250601`, `010625`), as some banking systems print a date column. Six
 * digits alone could be any reference, so they are read as dates only by evidence: a column of them
 * (one left edge on several lines), every one a valid date one way, and the part that stays the same
 * down the column where that way puts the year (`25` leading `250601`, `250603`, `250618`: year
 * first). Their words are rewritten in ISO form (`2025-06-01`), which the rest reads like any date.
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

/** The page with a column of six-digit dates rewritten as ISO dates; the page itself when it has none. */
export const readCompactDates = (page: PageLayout): PageLayout => {
  const candidates = page.lines.flatMap((line, li) => line.words.flatMap((w, wi) => (SIX_DIGITS.test(w.text) && wi < 3 ? [{ li, wi, w }] : [])));
  if (candidates.length < MIN_LINES) return page;
  const tol = 3;
  const columns: (typeof candidates)[] = [];
  for (const c of [...candidates].sort((a, b) => a.w.x0 - b.w.x0)) {
    const last = columns[columns.length - 1];
    if (last && c.w.x0 - last[last.length - 1]!.w.x0 <= tol) last.push(c);
    else columns.push([c]);
  }
  const rewrite = new Map<string, string>();
  for (const column of columns) {
    if (new Set(column.map((c) => c.li)).size < MIN_LINES) continue;
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
