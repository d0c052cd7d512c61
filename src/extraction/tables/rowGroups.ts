import type { Word } from '../layout/pageLayout.js';
import type { RawDate } from '../parse/dates.js';
import type { RawRow, RowCell, SummaryLine, Table } from './buildRows.js';
import type { AmountCell } from './lineCells.js';
import { hasWords, type LineTokens } from './lineTokens.js';

interface ItemBase {
  tokens: LineTokens;
  page: number;
  /** The row date printed on the line, if any. */
  date: RawDate | null;
  /** The date is the line's posting date, standing in for its blank transaction date. */
  standInDate?: boolean;
  /** Words that are neither the row date nor a money cell. */
  textWords: Word[];
  text: string;
}

/** One line of a table as read: what kind of line it is, and what it holds. */
export type TableItem =
  | (ItemBase & { kind: 'anchor'; cells: RowCell[]; unreadable: number[] })
  | (ItemBase & { kind: 'dated' })
  | (ItemBase & { kind: 'text' })
  | (ItemBase & { kind: 'summary'; summary: Omit<SummaryLine, 'rowsBefore' | 'tableId'> })
  | (ItemBase & { kind: 'skip' });

export type RowPart = { kind: 'row'; row: RawRow } | { kind: 'summary'; summary: Omit<SummaryLine, 'rowsBefore' | 'tableId'> };

/**
 * Groups a table's lines into rows. Every row has exactly one anchor, the line with its figures;
 * the text lines between two anchors belong to the row above (a description wrapped under its
 * amount, the common case) or to the row below (the amount printed on a row's last line). What
 * decides, in order: a dated line starts a row; a line set at the indent where rows start (a type
 * code column) starts a row, where continuation lines sit at another indent; a wider gap between
 * lines than within rows; and the way this table's unambiguous rows are printed.
 */
export const groupRows = (items: readonly TableItem[], table: Pick<Table, 'id' | 'section' | 'ocr'>, dateAbove: RawDate | null = null): { parts: RowPart[]; datesOnEveryRow: boolean; lastDate: RawDate | null } => {
  const anchors = items.flatMap((it, k) => (it.kind === 'anchor' ? [k] : []));
  const indent = rowStartIndent(items);
  const amountLast = amountOnLastLine(items);
  /** owner[k]: the anchor item index line k belongs to, or -1. */
  const owner = new Array<number>(items.length).fill(-1);
  for (const a of anchors) owner[a] = a;

  // Walk the stretches between hard boundaries (anchors and summaries).
  let prevAnchor = -1;
  let k = 0;
  while (k < items.length) {
    if (items[k]!.kind === 'anchor') {
      prevAnchor = k;
      k++;
      continue;
    }
    if (items[k]!.kind === 'summary' || items[k]!.kind === 'skip') {
      // A summary line closes the row above: lines after it cannot continue that row.
      if (items[k]!.kind === 'summary') prevAnchor = -1;
      k++;
      continue;
    }
    let end = k;
    while (end < items.length && (items[end]!.kind === 'text' || items[end]!.kind === 'dated')) end++;
    const next = end < items.length && items[end]!.kind === 'anchor' ? end : -1;
    const split = splitGap(items, k, end, prevAnchor, next, indent, amountLast);
    for (let j = k; j < end; j++) owner[j] = j < split ? prevAnchor : next;
    k = end;
  }

  const parts: RowPart[] = [];
  let lastDate: RawDate | null = dateAbove;
  const members = new Map<number, number[]>();
  owner.forEach((o, j) => {
    if (o >= 0) members.set(o, [...(members.get(o) ?? []), j]);
  });
  const rows: RawRow[] = [];
  /** Rows whose own lines print a date (not one taken from a dated balance line above). */
  const datePrinted = new Set<RawRow>();
  /** A dated balance line (`12th Feb Balance brought forward`) dates the row under it as its own. */
  let summaryDate: RawDate | null = null;
  for (let j = 0; j < items.length; j++) {
    const it = items[j]!;
    if (it.kind === 'summary') {
      parts.push({ kind: 'summary', summary: it.summary });
      if (it.date) lastDate = summaryDate = it.date;
      continue;
    }
    if (it.kind !== 'anchor') continue;
    const lines = (members.get(j) ?? [j]).map((m) => items[m]!);
    const own = lines.find((l) => l.date !== null)?.date ?? summaryDate;
    summaryDate = null;
    if (own) lastDate = own;
    const row = toRow(lines, it, own ?? lastDate, own !== null, table);
    if (lines.some((l) => l.date !== null)) datePrinted.add(row);
    rows.push(row);
    parts.push({ kind: 'row', row });
  }
  // Dates on every row: two rows in a row print the same date somewhere, and hardly a row goes
  // without one (a date printed once a day and again at the top of a new page shares dates too).
  const undated = rows.filter((r) => !r.ownDate).length;
  const datesOnEveryRow = undated === 0 || (sharesDates(rows) && undated <= rows.length * 0.1);
  // Where every row prints its date, an undated line with figures is a total or a note, not a row; so
  // are undated lines after a table's last dated row when no undated row sits between dated ones.
  // Such lines stay tentative: the statement's figures may prove one a row (`INT INTEREST CHARGED 5.29`).
  const lastDated = rows.map((r) => r.ownDate).lastIndexOf(true);
  const interleaved = rows.some((r, i) => !r.ownDate && i < lastDated);
  // (A trailing row with its words, a movement and a balance is the day's last row, its date printed once above.)
  const fullRow = (r: RawRow): boolean => r.cells.length >= 2 && hasWords(r.description);
  // (Nor is a line before such a day's last row: `ADEUDO … (2,476.48)` over `ADEUDO … (4,238.35) 136,573.40`.)
  const lastFull = rows.reduce((at, r, i) => (r.ownDate || fullRow(r) ? i : at), -1);
  const notRow = (r: RawRow, i: number): boolean => !r.ownDate && !table.ocr && (datesOnEveryRow || (!interleaved && lastDated >= 1 && i > lastFull && !fullRow(r)));
  // A line of bare figures in a table whose rows have words is a formula or a total (`$1,477.44 DR
  // $9,922.36 $10,944.41` under `Opening balance - Total debits + Total credits`). A row that prints
  // its own date is a row whatever its description (`04-06-2015  51991*5815/443621565-20/05/15  149.25`).
  const worded = rows.filter((r) => hasWords(r.description)).length;
  const bare = (r: RawRow): boolean => !r.ownDate && worded >= rows.length * 0.8 && !hasWords(r.description) && /\d/.test(r.description);
  const dropped = new Set(rows.filter((r) => bare(r)));
  rows.forEach((r, i) => {
    if (!dropped.has(r) && notRow(r, i)) r.tentative = true;
  });
  const kept = parts
    .filter((p) => p.kind !== 'row' || !dropped.has(p.row))
    .map((p, i, all) => (p.kind === 'row' && !datePrinted.has(p.row) && (inBoxOfTotals(p.row, all[i - 1], all[i + 1]) || totalsSecondFigure(p.row, all[i - 1])) ? boxLine(p.row) : p));
  return { parts: kept, datesOnEveryRow, lastDate };
};

/**
 * A line without a date of its own whose one figure stands in the column of the box lines around it, a
 * total above it and the box's closing balance below (`Summe Gutschriften` / `Ausgänge` / `Kontostand neu`):
 * a total of that box whose label the vocabulary does not know, not a transaction.
 */
const inBoxOfTotals = (row: RawRow, before: RowPart | undefined, after: RowPart | undefined): boolean => {
  if (row.cells.length !== 1 || before?.kind !== 'summary' || after?.kind !== 'summary') return false;
  const column = row.cells[0]!.column;
  // (Between two totals it is an addend: `Total transações inter.` / `Repasse de IOF 2,53` / `Total lançamentos inter.`.)
  const closesBox = after.summary.kind === 'closing' || after.summary.kind === 'balance';
  return before.summary.kind === 'total' && closesBox && before.summary.column === column && after.summary.column === column && before.summary.page === row.page && after.summary.page === row.page;
};

/**
 * A figure alone on the line under a total, no words and no date of its own (`Total this page
 * 2254.61` over `1511.26` in the other money column): the total's second figure, not a row.
 */
const totalsSecondFigure = (row: RawRow, before: RowPart | undefined): boolean =>
  before?.kind === 'summary' && before.summary.kind === 'total' && before.summary.page === row.page && row.cells.length === 1 && row.description.trim() === '';

const boxLine = (row: RawRow): RowPart => ({ kind: 'summary', summary: { kind: 'total', amount: row.cells[0]!.cell, page: row.page, text: row.description, date: null, column: row.cells[0]!.column } });

/** The index (k..end) at which the lines stop belonging to the row above and start the row below. */
const splitGap = (items: readonly TableItem[], k: number, end: number, prev: number, next: number, indent: Indent | null, amountLast: boolean): number => {
  if (next < 0) return prev < 0 ? k : end;
  // (Before the first row: a dated line without figures over a row that prints its own date is no
  // part of it, `04/09  RETAIL INTEREST RATE = 17.00%` over `08/09  TOUCH'N GO … 102.00`.)
  if (prev < 0) {
    const dated = items.slice(k, end).some((it) => it.kind === 'dated');
    if (dated && items[next]!.date && !amountLast) return end;
    return amountLast || dated ? k : end;
  }
  // A dated line starts the row below, unless that row prints its own date.
  const dated = items.slice(k, end).findIndex((it) => it.kind === 'dated');
  if (dated >= 0) return items[next]!.date ? end : k + dated;
  if (items[next]!.date) return end;
  // A line at the row-start indent starts the row below. (A row below whose line holds its figure
  // alone, an app's `-£5.77` under its text, says nothing by its indent: the gaps decide.)
  if (indent && hasWords(items[next]!.text)) {
    for (let j = k; j < end; j++) if (startsAt(items[j]!, indent.start, indent.tolerance)) return j;
    if (startsAt(items[next]!, indent.continuation, indent.tolerance)) return k;
    return end;
  }
  // A gap clearly wider than the others separates two rows.
  const tops = [items[prev]!, ...items.slice(k, end), items[next]!];
  if (tops.every((it) => it.page === tops[0]!.page)) {
    const gaps = tops.slice(1).map((it, g) => it.tokens.line.y0 - tops[g]!.tokens.line.y1);
    const widest = gaps.indexOf(Math.max(...gaps));
    const others = gaps.filter((_, g) => g !== widest);
    if (others.length > 0 && gaps[widest]! > Math.max(...others) * 1.5 + 1) return k + widest;
  }
  return amountLast ? k : end;
};

interface Indent {
  start: number;
  continuation: number;
  tolerance: number;
}

/**
 * Where rows start and where their continuation lines start, when the two differ: dated lines (which
 * start rows beyond doubt) give the start; undated lines that sit elsewhere, consistently, give the
 * continuation. Null when the table gives no such signal (continuations under the row's text).
 */
const rowStartIndent = (items: readonly TableItem[]): Indent | null => {
  const starts = items.filter((it) => it.date !== null && (it.kind === 'anchor' || it.kind === 'dated')).map(firstX).filter((x): x is number => x !== null);
  const others = items.filter((it) => it.date === null && (it.kind === 'anchor' || it.kind === 'text')).map(firstX).filter((x): x is number => x !== null);
  if (starts.length < 2 || others.length < 2) return null;
  const tolerance = 3;
  const start = mode(starts, tolerance);
  const away = others.filter((x) => Math.abs(x - start) > tolerance);
  const at = others.length - away.length;
  if (away.length < 2 || at < 1) return null;
  const continuation = mode(away, tolerance);
  return Math.abs(continuation - start) > tolerance * 2 ? { start, continuation, tolerance } : null;
};

/**
 * Whether this table prints a row's figures on its last line: seen where a dated line without figures
 * is followed by text and then undated figures, more often than a dated line with figures is followed
 * by text and then the next dated line.
 */
const amountOnLastLine = (items: readonly TableItem[]): boolean => {
  let last = 0;
  let first = 0;
  for (let j = 0; j < items.length; j++) {
    const it = items[j]!;
    if (it.date === null) continue;
    let m = j + 1;
    while (m < items.length && items[m]!.kind === 'text') m++;
    const after = items[m];
    if (!after) continue;
    // A dated line without figures, its figures on the line under it (or after a few lines of text).
    if (it.kind === 'dated' && after.kind === 'anchor' && after.date === null) last++;
    if (m === j + 1) continue;
    if (it.kind === 'anchor' && after.date !== null) first++;
  }
  return last > first;
};

const startsAt = (it: TableItem, x: number, tolerance: number): boolean => {
  const fx = firstX(it);
  return fx !== null && Math.abs(fx - x) <= tolerance;
};

const firstX = (it: TableItem): number | null => it.textWords[0]?.x0 ?? null;

const mode = (xs: readonly number[], tolerance: number): number => {
  let best = xs[0]!;
  let count = 0;
  for (const x of xs) {
    const n = xs.filter((y) => Math.abs(y - x) <= tolerance).length;
    if (n > count) [best, count] = [x, n];
  }
  return best;
};

/** Two rows in a row printed with the same date: this table prints a date on every row. */
const sharesDates = (rows: readonly RawRow[]): boolean => {
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]!;
    const b = rows[i]!;
    if (a.ownDate && b.ownDate && a.date && b.date && a.date.a === b.date.a && a.date.b === b.date.b) return true;
  }
  return false;
};

const toRow = (lines: readonly TableItem[], anchor: Extract<TableItem, { kind: 'anchor' }>, date: RawDate | null, ownDate: boolean, table: Pick<Table, 'id' | 'section'>): RawRow => {
  const words = lines.flatMap((l) => l.text).filter(Boolean);
  const ls = lines.map((l) => l.tokens.line);
  const onPage = ls.filter((_, i) => lines[i]!.page === anchor.page);
  const empty: AmountCell | null = null;
  return {
    date,
    ownDate,
    description: words.join(' ').replace(/\s+/g, ' ').trim(),
    cells: anchor.cells,
    unreadable: anchor.unreadable,
    section: table.section,
    tableId: table.id,
    page: anchor.page,
    box: {
      x0: Math.min(...onPage.map((l) => l.x0)),
      y0: Math.min(...onPage.map((l) => l.y0)),
      x1: Math.max(...onPage.map((l) => l.x1)),
      y1: Math.max(...onPage.map((l) => l.y1)),
    },
    debit: empty,
    credit: empty,
    amount: empty,
    balance: empty,
  };
};
