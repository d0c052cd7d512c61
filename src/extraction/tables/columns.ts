import { isWeekday } from '../parse/dates.js';
import type { AmountCell, DateCell } from './lineCells.js';
import type { LineTokens } from './lineTokens.js';

/**
 * Columns found from how figures align down a page, before (and without) reading any header word:
 * amounts of one column end on one vertical line (their last digits align), dates of one column start
 * on one.
 */

/** A column of amounts: where their digits end, and how far left they reach. */
export interface MoneyColumn {
  /** The x where the column's figures end (their digits' right edge). */
  right: number;
  /** The leftmost x any of its figures starts at. */
  left: number;
  /** Lines seen with a figure in it. */
  support: number;
  /** Where its figures' whole print ends (past the digits: `36.01-`, `419,35 CR`). */
  printRight: number;
  /** Its figures start on one line and end wherever their length takes them (`10,000.00` over `-34.90`). */
  leftAligned?: boolean;
}

/** A page's table geometry: its date column and money columns, from the lines that look like rows. */
export interface PageTemplate {
  /** Left edge of the date column, or null when no line reads as a dated row. */
  dateX: number | null;
  money: MoneyColumn[];
}

/** How far apart two right edges may be and still be one column: a little over a digit's width. */
export const alignTolerance = (size: number): number => Math.max(3.5, size * 0.5);

/**
 * Whether a figure sits in a column ending at `right`: by its digits (a sign sticking out past the
 * column's edge) or by its whole print (a sign kept inside the column's edge, `39.17-` under `496.92`).
 */
export const alignsWith = (a: { x0: number; x1: number; digitsX1: number }, right: number, tolerance: number, printRight?: number, leftEdge?: number): boolean =>
  // A left-aligned column's figures share their first character's edge instead.
  (leftEdge !== undefined && Math.abs(a.x0 - leftEdge) <= tolerance) ||
  Math.abs(a.digitsX1 - right) <= tolerance ||
  Math.abs(a.x1 - right) <= tolerance ||
  // An unmarked figure under marked ones (`36.01-` over `1,234.56`) ends where their marks do; a
  // marked one among figures printed with a currency sign (`279,54 € CR` under `109,89 €`) ends its
  // print where theirs end.
  (printRight !== undefined && (Math.abs(a.digitsX1 - printRight) <= tolerance || Math.abs(a.x1 - printRight) <= tolerance));

/** Whether a figure sits in a column: by its right edge, or by its left where the column is set flush left. */
export const fitsColumn = (a: { x0: number; x1: number; digitsX1: number }, column: { right: number; left: number; printRight?: number; leftAligned?: boolean }, tolerance: number): boolean =>
  alignsWith(a, column.right, tolerance, column.printRight, column.leftAligned ? column.left : undefined);

/**
 * The date a row starts with: the first date on the line with at most two words before it (a check
 * number, a type code) and no amount before it.
 */
export const leadingDate = (t: LineTokens): DateCell | null => {
  const first = t.dates[0];
  if (!first || first.from > 2) return null;
  if (t.amounts.some((a) => a.x1 <= first.x0)) return null;
  // `Value Date: 13/03/2018`: a date its words name as another date is not the row's.
  const before = t.line.words.slice(0, first.from).map((w) => w.text);
  if (before.some((w) => /:$|^(value|valuta|wert|effective|valeur|date|datum|fecha|data)$/i.test(w))) return null;
  // A day's heading led by its weekday (`Wednesday, December 2, 2020`) starts where the weekday does,
  // so headings of long and short weekdays stand in one date column.
  if (before.length > 0 && before.every(isWeekday)) return { ...first, x0: t.line.words[0]!.x0 };
  return first;
};

/**
 * The page's template: dated lines with a free amount to the right of the date are rows beyond doubt;
 * the most common left edge of their dates is the date column, and the right edges of their amounts,
 * clustered, are the money columns.
 */
export const pageTemplate = (lines: readonly LineTokens[]): PageTemplate => {
  const seeds: { date: DateCell; amounts: AmountCell[]; size: number }[] = [];
  lines.forEach((t, i) => {
    const date = leadingDate(t);
    if (!date) return;
    const amounts = (t.free.length > 0 ? t.free : amountsBelow(lines, i)).filter((a) => a.x0 >= date.x1);
    if (amounts.length > 0) seeds.push({ date, amounts, size: t.size });
  });
  if (seeds.length < 2) {
    const trailing = trailingDateSeeds(lines);
    if (trailing.length > seeds.length) seeds.splice(0, seeds.length, ...trailing);
  }
  if (seeds.length === 0) return { dateX: null, money: [] };
  const size = median(seeds.map((s) => s.size));
  const dateClusters = cluster(seeds.map((s, i) => ({ at: s.date.x0, line: i })), alignTolerance(size) + 1);
  // The leftmost well-supported date column: a transaction date printed once a day sits left of a
  // posting date printed on every row.
  const most = Math.max(...dateClusters.map((c) => c.lines.size));
  const main = dateClusters.filter((c) => c.lines.size >= Math.max(2, most * 0.25) || c.lines.size === most).sort((a, b) => a.at - b.at)[0]!;
  const inColumn = seeds.filter((_, i) => main.lines.has(i));
  const money = moneyColumns(inColumn.flatMap((s, line) => s.amounts.map((a) => ({ cell: a, line }))), size);
  return { dateX: main.at, money };
};

/**
 * Rows whose date column stands right of the text and the money (`ELECTRONIC BANKING PAYMENT  0.00
 * -92.71  0.00  20240222  6,536,806.66`): lines whose one date starts where the dates of at least two
 * other such lines start, each with figures of its own. The figures are all the line's.
 */
const trailingDateSeeds = (lines: readonly LineTokens[]): { date: DateCell; amounts: AmountCell[]; size: number }[] => {
  const candidates = lines.filter((t) => t.dates.length === 1 && t.free.length > 0 && t.free.some((a) => a.x1 <= t.dates[0]!.x0));
  if (candidates.length < 3) return [];
  const size = median(candidates.map((t) => t.size));
  const columns = cluster(candidates.map((t, i) => ({ at: t.dates[0]!.x0, line: i })), alignTolerance(size) + 1);
  const main = columns.reduce((a, b) => (b.lines.size > a.lines.size ? b : a));
  if (main.lines.size < 3) return [];
  return candidates.filter((_, i) => main.lines.has(i)).map((t) => ({ date: t.dates[0]!, amounts: [...t.free], size: t.size }));
};

/** A dated line's figures printed last: on the first of the next three close, undated lines that has any. */
export const amountsBelow = (lines: readonly LineTokens[], i: number): readonly AmountCell[] => {
  const dated = lines[i]!;
  // Right of the row's text, or left of where it starts (an amount column before the description):
  // a figure inside the text below (`ORIGINAL AMOUNT 95.21 EUR`) is not the row's.
  const textEnd = Math.max(0, ...dated.textWords.map((w) => w.x1));
  const textStart = Math.min(Infinity, ...dated.textWords.map((w) => w.x0));
  let above = dated;
  for (const next of lines.slice(i + 1, i + 4)) {
    if (next.dates.length > 0 || next.line.y0 - above.line.y1 > Math.max(4, above.line.y1 - above.line.y0) * 1.6) return [];
    // …nor one that words follow (`133.93 EUR`), bar a direction mark (`£2.86 DR`).
    const last = next.free[next.free.length - 1];
    const wordsAfter = !!last && next.textWords.some((w) => w.x0 >= last.x1 && !/^(dr|cr|d|c)\.?$/i.test(w.text));
    // …nor one set a word space after the line's own text (`ESTRANGEIRA 112,04 GBP`): a column stands apart.
    const inline = next.free.some((a) => next.textWords.some((w) => w.x1 <= a.x0 && a.x0 - w.x1 < next.size * 1.5));
    if (next.free.length > 0) return next.free.every((a) => a.x0 > textEnd || a.x1 <= textStart) && !wordsAfter && !inline ? next.free : [];
    above = next;
  }
  return [];
};

/** Money columns from figures (each with the index of its line), clustered on their digits' right edge. */
export const moneyColumns = (cells: readonly { cell: AmountCell; line: number }[], size: number): MoneyColumn[] => {
  const tol = alignTolerance(size);
  const clusters = cluster(cells.map((c) => ({ at: c.cell.digitsX1, line: c.line, x0: c.cell.x0, x1: c.cell.x1 })), tol);
  // `419,35 CR` under `94,41`: a mark kept inside the column's edge moves the digits left, not the
  // edge. Groups whose print ends where the other's digits end are one column.
  const merged: Cluster[] = [];
  for (const c of clusters) {
    const last = merged[merged.length - 1];
    if (last && (Math.abs(c.x1 - last.at) <= tol || Math.abs(last.x1 - c.at) <= tol)) {
      const big = last.lines.size >= c.lines.size ? last : c;
      merged[merged.length - 1] = { at: big.at, x0: Math.min(last.x0, c.x0), x1: big.x1, lines: new Set([...last.lines, ...c.lines]) };
    } else merged.push(c);
  }
  const columns: MoneyColumn[] = merged.map((c) => ({ right: c.at, left: c.x0, support: c.lines.size, printRight: c.x1 }));
  return leftAlignedColumns(cells, columns, tol).sort((a, b) => a.right - b.right);
};

/**
 * Figures that start on one line while their right edges scatter over several of the clusters above
 * (`10,000.00`, `-4,000.00`, `-34.90` set flush left under `Amount`): one left-aligned column, where
 * by right edges alone the longer figures would read as columns of their own.
 */
const leftAlignedColumns = (cells: readonly { cell: AmountCell; line: number }[], columns: MoneyColumn[], tol: number): MoneyColumn[] => {
  const starts = cluster(cells.map((c) => ({ at: c.cell.x0, line: c.line })), tol);
  let out = columns;
  for (const s of starts) {
    if (s.lines.size < 3) continue;
    const members = cells.filter((c) => Math.abs(c.cell.x0 - s.at) <= tol);
    const ends = members.map((m) => m.cell.digitsX1);
    const from = Math.min(...ends) - tol;
    const to = Math.max(...ends) + tol;
    const covered = out.filter((col) => col.right >= from && col.right <= to);
    // Right edges spread wider than one column's (figures of several lengths), or split over two
    // clusters however close (`15.00` and `1394.04` set flush left a few points apart), or figures a
    // digit apart in length starting on the very same point (`86.52` under `555.97`), and no figure
    // starting elsewhere ends among them (a right-aligned column keeps figures of every length).
    const spread = Math.max(...ends) - Math.min(...ends);
    const starts = members.map((m) => m.cell.x0);
    const flush = Math.max(...starts) - Math.min(...starts) <= 1 && spread >= tol * 0.8;
    if (covered.length < 2 && spread <= 1.5 * tol && !flush) continue;
    const strays = cells.filter((c) => c.cell.digitsX1 >= from && c.cell.digitsX1 <= to && Math.abs(c.cell.x0 - s.at) > tol);
    if (strays.length > members.length * 0.2) continue;
    const right = Math.max(...members.map((m) => m.cell.digitsX1));
    const printRight = Math.max(...members.map((m) => m.cell.x1));
    out = [...out.filter((col) => !covered.includes(col)), { right, left: Math.min(...members.map((m) => m.cell.x0)), support: new Set(members.map((m) => m.line)).size, printRight, leftAligned: true }];
  }
  return out;
};

interface Cluster {
  /** The median position of its members. */
  at: number;
  /** Leftmost x0 of its members, when given. */
  x0: number;
  /** The median right edge of its members' whole print, when given. */
  x1: number;
  lines: Set<number>;
}

/** Single-linkage clustering of positions on one axis: neighbours closer than `tolerance` join. */
const cluster = (points: readonly { at: number; line: number; x0?: number; x1?: number }[], tolerance: number): Cluster[] => {
  const sorted = [...points].sort((a, b) => a.at - b.at);
  const out: Cluster[] = [];
  let members: typeof sorted = [];
  const flush = (): void => {
    if (members.length === 0) return;
    out.push({ at: median(members.map((m) => m.at)), x0: Math.min(...members.map((m) => m.x0 ?? m.at)), x1: median(members.map((m) => m.x1 ?? m.at)), lines: new Set(members.map((m) => m.line)) });
    members = [];
  };
  for (const p of sorted) {
    if (members.length > 0 && p.at - members[members.length - 1]!.at > tolerance) flush();
    members.push(p);
  }
  flush();
  return out;
};

export const median = (xs: readonly number[]): number => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
