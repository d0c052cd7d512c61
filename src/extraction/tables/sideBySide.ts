/**
 * Listings printed side by side: a page whose transaction header names the same columns twice or more
 * across its width (`Date Description Amount    Date Description Amount`, a grid of cheques three
 * across) holds as many listings, the left one read first. Every line from that header down is cut
 * where each further header starts and the page is read strip by strip, so each listing's rows come
 * out whole and in order. The cut ends at the first line a word spans (a notice across the page under
 * the listings).
 *
 * A page set in two columns like a newspaper (a card bill whose listing runs down the left half and
 * on down the right) has no doubled header to say so; a gutter does: a strip no word crosses, with
 * dated rows ending in a figure on both sides of it.
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';
import { findHeaderAt, type HeaderCell } from './headers.js';
import { findDates } from './lineCells.js';

/** The page with side-by-side listings read one after the other; the page itself when it has none. */
export const readSideBySide = (page: PageLayout): PageLayout => {
  for (let i = 0; i < page.lines.length; i++) {
    // (Cheap first: a doubled header prints some word twice and no figure.)
    if (!repeatsAWord(page.lines[i]!)) continue;
    const header = findHeaderAt(page.lines, i);
    if (!header) continue;
    const cuts = listingCuts(header.cells);
    if (cuts === null) continue;
    const end = page.lines.findIndex((l, k) => k >= i && cuts.some((cut) => crosses(l, cut)));
    return inTurn(page, i, end < 0 ? page.lines.length : end, cuts);
  }
  return readBesidePanel(page) ?? readTwoColumns(page);
};

/**
 * A panel of notes down one side of the transaction table (`Pay via our new Mobile App`, `Scan QR or
 * Click here to pay` left of a card bill's `Transaction Date … Amount`): the header's first cell is
 * words no heading reads as, set apart from the date heading after it, and words stand left of that
 * gap on the lines below while none crosses it. The panel is read first, then the table, each whole.
 */
const readBesidePanel = (page: PageLayout): PageLayout | null => {
  for (let i = 0; i < page.lines.length; i++) {
    // (Cheap first: a header prints no figure, and the panel's gap parts it.)
    const line = page.lines[i]!;
    if (line.words.length < 4 || line.words.some((w) => /\d/.test(w.text))) continue;
    if (!line.words.some((w, k) => k > 0 && w.x0 - line.words[k - 1]!.x1 >= w.size * 3)) continue;
    const header = findHeaderAt(page.lines, i);
    const [panel, first] = header?.cells ?? [];
    if (!panel || !first || panel.role !== 'other' || panel.known || first.role !== 'date') continue;
    const size = line.words[0]!.size;
    if (first.x0 - panel.x1 < size * 3) continue;
    const cut = first.x0 - 2;
    const end = page.lines.findIndex((l, k) => k > i && crosses(l, cut));
    const to = end < 0 ? page.lines.length : end;
    const besides = page.lines.slice(i + 1, to).filter((l) => l.words.some((w) => w.x1 <= cut) && l.words.some((w) => w.x0 >= cut)).length;
    if (besides < 2) continue;
    return inTurn(page, i, to, [cut]);
  }
  return null;
};

const crosses = (line: Line, cut: number): boolean => line.words.some((w) => w.x0 < cut && w.x1 > cut);

/** The page with its lines `from` to `to` (exclusive) read strip by strip, left to right, between the cuts. */
const inTurn = (page: PageLayout, from: number, to: number, cuts: readonly number[]): PageLayout => {
  const region = page.lines.slice(from, to);
  const edges = [-Infinity, ...cuts, Infinity];
  const strips = edges.slice(1).map((right, k) => region.map((l) => part(l, (w) => w.x0 >= edges[k]! && w.x1 <= right)).filter((l): l is Line => l !== null));
  const starts = strips.reduce<number[]>((at, strip) => [...at, at[at.length - 1]! + strip.length], [from]);
  return { ...page, lines: [...page.lines.slice(0, from), ...strips.flat(), ...page.lines.slice(to)], listingStarts: starts };
};

/** Dated rows on each side of a gutter: fewer, and the page is read as one listing. */
const MIN_ROWS_A_SIDE = 3;

/** The page read column by column where a gutter parts two listings of dated rows; the page itself otherwise. */
const readTwoColumns = (page: PageLayout): PageLayout => {
  // Of several edges (a panel of notes, then payments, then purchases, each column's dates after a
  // gap), the gutter is the one with the most dated rows on both sides of it.
  let best: { from: number; to: number; rows: number; cut: number } | null = null;
  for (const cut of gutters(page.lines)) {
    // The run of lines no word crosses that holds the rows (a notice across the page ends it).
    let from = 0;
    for (let i = 0; i <= page.lines.length; i++) {
      if (i < page.lines.length && !crosses(page.lines[i]!, cut) && !rowAcross(page.lines[i]!, cut)) continue;
      const block = page.lines.slice(from, i);
      const rows = Math.min(datedRows(block, (w) => w.x1 <= cut), datedRows(block, (w) => w.x0 >= cut));
      if (rows >= MIN_ROWS_A_SIDE && (!best || rows > best.rows)) best = { from, to: i, rows, cut };
      from = i + 1;
    }
  }
  return best ? inTurn(page, best.from, best.to, [best.cut]) : page;
};

/**
 * Where a second column of dated rows may start: each left edge shared by dates that follow a wide gap
 * inside lines (three lines at least), just left of it.
 */
const gutters = (lines: readonly Line[]): number[] => {
  const starts: number[] = [];
  for (const line of lines) {
    for (const d of findDates(line.words, false)) {
      const before = line.words[d.from - 1];
      if (before && d.x0 - before.x1 >= Math.max(8, before.size * 1.5)) starts.push(d.x0);
    }
  }
  starts.sort((a, b) => a - b);
  const edges: number[] = [];
  for (let k = 0; k + MIN_ROWS_A_SIDE - 1 < starts.length; k++) {
    if (starts[k + MIN_ROWS_A_SIDE - 1]! - starts[k]! > 2) continue;
    const edge = starts[k]! - 1;
    if (edges.length === 0 || edge - edges[edges.length - 1]! > 2) edges.push(edge);
  }
  return edges;
};

/**
 * One row across the gutter: its date and text left of it, its figures right of it with no date of
 * their own (`27 OCT 20  CONTACTLESS CHIPOTLE     AUD 530.50-  AUD 6292.32` over a grid of daily
 * balances printed in two columns further down).
 */
const rowAcross = (line: Line, cut: number): boolean => {
  const left = line.words.filter((w) => w.x1 <= cut);
  const right = line.words.filter((w) => w.x0 >= cut);
  if (left.length < 2 || right.length === 0 || findDates(right, false).length > 0) return false;
  return findDates(left, false)[0]?.from === 0 && !FIGURE.test(left[left.length - 1]!.text) && right.some((w) => FIGURE.test(w.text));
};

/** Lines whose words on one side of the gutter are a row: a date first, words, a figure last. */
const datedRows = (lines: readonly Line[], side: (w: Word) => boolean): number =>
  lines.filter((l) => {
    const words = l.words.filter(side);
    if (words.length < 3) return false;
    const date = findDates(words, false)[0];
    return date?.from === 0 && words.slice(date.to + 1, -1).some((w) => /\p{L}{2,}/u.test(w.text)) && FIGURE.test(words[words.length - 1]!.text);
  }).length;

/** A money figure with two decimals, signs and marks around it allowed. */
const FIGURE = /^[-+(]?\p{Sc}?\d[\d.,' ]*[.,]\d{2}\)?-?$/u;

/**
 * Where a header's second and further listings start: its cells' roles, read left to right, are one
 * sequence repeated two, three or four times (two cells at least each, starting with a date, a
 * description or a number before a date); null when they are not.
 */
const listingCuts = (cells: readonly HeaderCell[]): number[] | null => {
  const n = cells.length;
  for (const copies of [2, 3, 4]) {
    const size = n / copies;
    if (!Number.isInteger(size) || size < 2) continue;
    if (!cells.every((c, k) => c.role === cells[k % size]!.role)) continue;
    // (Or with a number before its date: `Check  Date  Amount    Check  Date  Amount`, a grid of cheques.)
    const first = cells[0]!.role;
    if (first !== 'date' && first !== 'description' && !(first === 'other' && cells.slice(1, size).some((c) => c.role === 'date'))) return null;
    if (!cells.slice(0, size).some((c) => c.role === 'amount' || c.role === 'debit' || c.role === 'credit')) return null;
    // Just before each further listing's first heading: figures set right of their heading (`Amount`)
    // may run past it, up to the gap.
    return Array.from({ length: copies - 1 }, (_, k) => cells[(k + 1) * size]!.x0 - 2);
  }
  return null;
};

const repeatsAWord = (line: Line): boolean => {
  if (line.words.length < 4 || line.words.some((w) => /\d/.test(w.text))) return false;
  const seen = new Set<string>();
  for (const w of line.words) {
    const t = w.text.toLowerCase();
    if (seen.has(t)) return true;
    seen.add(t);
  }
  return false;
};

const part = (line: Line, keep: (w: Word) => boolean): Line | null => {
  const words = line.words.filter(keep);
  if (words.length === 0) return null;
  return { words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: Math.min(...words.map((w) => w.y0)), y1: Math.max(...words.map((w) => w.y1)) };
};
