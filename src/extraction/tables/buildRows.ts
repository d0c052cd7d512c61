import type { Box } from '../../domain/statement.js';
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';
import type { DecimalMark } from '../parse/amounts.js';
import type { RawDate } from '../parse/dates.js';
import { findHeaderAt, hasMovementColumn, type Column, type TableHeader } from './headers.js';
import { findAmounts, findDates, type AmountCell } from './lineCells.js';
import { sectionOf, summaryKindOf, type SectionKind, type SummaryKind } from './vocabulary.js';

/** One transaction row as printed, before dates are completed and directions decided. */
export interface RawRow {
  /** The row's date, or the last date printed above it in its table (dates printed once a day). */
  date: RawDate | null;
  description: string;
  debit: AmountCell | null;
  credit: AmountCell | null;
  amount: AmountCell | null;
  balance: AmountCell | null;
  /** Something was printed in the balance column but could not be read (`2,540.BB`). */
  balanceUnreadable: boolean;
  /** Direction the table's section title implies (`Deposits and additions`), if any. */
  section: SectionKind | null;
  /** Whether this table prints a running balance column. */
  tableHasBalance: boolean;
  /** Whether the table's one amount column carries signs elsewhere (unsigned then means money in). */
  tableId: number;
  page: number;
  box: Box;
}

/** A line that states a balance or total instead of a transaction (`Balance brought forward 2,937.11`). */
export interface SummaryLine {
  kind: SummaryKind;
  amount: AmountCell | null;
  page: number;
  text: string;
}

export interface TableScan {
  rows: RawRow[];
  summaries: SummaryLine[];
  /** Numbers of the pages with at least one transaction table. */
  tablePages: number[];
}

interface ActiveTable {
  id: number;
  header: TableHeader;
  section: SectionKind | null;
  /** Right edges of amounts read per money column, to accept unpunctuated integers that align. */
  rightEdges: Map<Column, number>;
  /** The last date printed in this table: rows without one take it (dates printed once a day). */
  lastDate: RawDate | null;
}

interface OpenRow extends RawRow {
  lastY1: number;
  lineH: number;
}

const MONEY_ROLES = new Set(['debit', 'credit', 'amount', 'balance']);

/**
 * Walks every page's lines, finds transaction tables from their headers, and builds rows: a row
 * starts at a line with a date (or an amount once the open row has one), description lines below it
 * join it, and balance, total and subtotal lines are kept apart as summaries. A table runs on over
 * the next page when that page has no header of its own.
 */
export const buildRows = (pages: readonly PageLayout[], mark: DecimalMark): TableScan => {
  const rows: RawRow[] = [];
  const summaries: SummaryLine[] = [];
  const tablePages = new Set<number>();
  let active: ActiveTable | null = null;
  /**
   * A table that a loose line (a page footer) ended and that nothing replaced before the page ran
   * out: it continues on the next page when that page prints no header of its own.
   */
  let resumable: ActiveTable | null = null;
  let tableCount = 0;

  for (const page of pages) {
    const lines = page.lines;
    if (!active && resumable) active = resumable;
    resumable = null;
    let open: OpenRow | null = null;
    let rowsOnPage = 0;
    const close = (): void => {
      if (open) rows.push(finish(open));
      open = null;
    };
    for (let i = 0; i < lines.length; i++) {
      const header = findHeaderAt(lines, i);
      if (header) {
        close();
        const section = sectionAbove(lines, i);
        // A grid of date/balance pairs side by side is a daily balance table, not transactions; a
        // table with a description column and two dates ("Data contabile", "Data valuta") is not one.
        const count = (roles: string[]): number => header.columns.filter((c) => roles.includes(c.role)).length;
        const duplicated = count(['date']) > 1 && count(['amount', 'balance', 'debit', 'credit']) > 1 && count(['description']) === 0;
        active =
          hasMovementColumn(header) && section !== 'balance' && !duplicated
            ? { id: ++tableCount, header, section, rightEdges: new Map(), lastDate: null }
            : null;
        resumable = null;
        i = header.lastLine;
        rowsOnPage = 0;
        continue;
      }
      if (!active) continue;
      const line = lines[i]!;
      const cells = readLine(line, active, mark, page.ocr);
      if (cells.date) active.lastDate = cells.date;
      const summary = summaryKindOf(cells.text);
      if (summary) {
        close();
        summaries.push({ kind: summary, amount: cells.balance ?? cells.movement[0]?.cell ?? null, page: page.page, text: cells.text });
        continue;
      }
      const lineH = Math.max(4, line.y1 - line.y0);
      const near: boolean = open !== null && line.y0 - open.lastY1 < Math.max(open.lineH, lineH) * 1.4;
      const startsRow =
        cells.date !== null ||
        (cells.movement.length > 0 && !cells.textInDateColumn && (open === null || hasMovement(open) || !near));
      if (startsRow) {
        close();
        tablePages.add(page.page);
        rowsOnPage++;
        open = newRow(cells, active, page.page, line, lineH);
      } else if (open && near && (cells.movement.length > 0 || cells.balance)) {
        addMoney(open, cells);
        extend(open, line, cells.text);
      } else if (open && near && cells.text && !cells.textInDateColumn) {
        extend(open, line, cells.text);
      } else {
        // A loose line after this page's rows ends the table (`Summe Zahlungseingänge`, a footer);
        // before any row it is the page's own header or letterhead above a continued table.
        if (rowsOnPage > 0) {
          resumable = active;
          active = null;
        }
        close();
      }
    }
    close();
  }
  return { rows, summaries, tablePages: [...tablePages] };
};

interface LineCells {
  date: RawDate | null;
  movement: { role: 'debit' | 'credit' | 'amount'; cell: AmountCell }[];
  balance: AmountCell | null;
  balanceUnreadable: boolean;
  text: string;
  /** Text starts left of the description column, where only dates belong (`Kontonummer`, `Summe`). */
  textInDateColumn: boolean;
}

/** The columns a line is read against, looked up once per table header rather than once per line. */
interface TableColumns {
  columns: readonly Column[];
  /** Words left of this belong to something printed beside the table. */
  left: number;
  dateCol: Column | undefined;
  valueCol: Column | undefined;
  descCol: Column | undefined;
  firstMoney: Column | undefined;
  balCol: Column | undefined;
}

const COLUMNS = new WeakMap<TableHeader, TableColumns>();
const tableColumns = (header: TableHeader): TableColumns => {
  let found = COLUMNS.get(header);
  if (!found) {
    const { columns } = header;
    found = {
      columns,
      left: Math.min(...columns.map((c) => c.x0)) - 24,
      dateCol: columns.find((c) => c.role === 'date'),
      valueCol: columns.find((c) => c.role === 'valueDate'),
      descCol: columns.find((c) => c.role === 'description'),
      firstMoney: columns.find((c) => MONEY_ROLES.has(c.role)),
      balCol: columns.find((c) => c.role === 'balance'),
    };
    COLUMNS.set(header, found);
  }
  return found;
};

const WHOLE_NUMBER = /^\d{1,6}$/;
const ENDS_IN_DIGIT = /\d$/;
const HAS_DIGIT = /\d/;

const readLine = (fullLine: Line, table: ActiveTable, mark: DecimalMark, ocr: boolean): LineCells => {
  const { columns, left, dateCol, valueCol, descCol, firstMoney, balCol } = tableColumns(table.header);
  // Only words within the table's extent belong to it: a guide or a side panel can share its lines.
  // A line wholly inside keeps its own words array, so the dates found on it are shared with the
  // other passes that read it.
  const words = fullLine.words.every((w) => w.x1 > left) ? fullLine.words : fullLine.words.filter((w) => w.x1 > left);
  const used = new Set<number>();
  let date: RawDate | null = null;
  for (const d of findDates(words, ocr)) {
    const inDateCol = dateCol && overlaps(d, dateCol, 12);
    const leading = d.from === 0 && (!descCol || d.x1 <= descCol.x0 + 4) && (!firstMoney || d.x1 < firstMoney.x0);
    if (!date && (inDateCol || leading)) {
      date = d.raw;
      mark_(used, d.from, d.to);
    } else if (valueCol && overlaps(d, valueCol, 8)) mark_(used, d.from, d.to);
  }
  const movement: LineCells['movement'] = [];
  let balance: AmountCell | null = null;
  for (const a of findAmounts(words, mark)) {
    const col = moneyColumnFor(a, columns, descCol);
    if (!col) continue;
    mark_(used, a.from, a.to);
    table.rightEdges.set(col, a.x1);
    if (col.role === 'balance') balance ??= a;
    else movement.push({ role: col.role as 'debit' | 'credit' | 'amount', cell: a });
  }
  // "2 Ineterst Payment": a whole number whose right edge aligns with the amounts above it is money.
  if (date && movement.length === 0) {
    words.forEach((w, k) => {
      if (used.has(k) || !WHOLE_NUMBER.test(w.text) || Number(w.text) === 0 || movement.length > 0) return;
      // "120 00" is a broken amount, not the whole number 00 beside a reference 120.
      const left = words[k - 1];
      if (left && ENDS_IN_DIGIT.test(left.text) && w.x0 - left.x1 < w.size) return;
      for (const [col, right] of table.rightEdges) {
        if (col.role !== 'balance' && Math.abs(w.x1 - right) < 2) {
          movement.push({ role: col.role as 'debit' | 'credit' | 'amount', cell: { cents: Number(w.text) * 100, negative: false, positive: false, x0: w.x0, x1: w.x1, text: w.text, from: k, to: k, font: w.font } });
          used.add(k);
        }
      }
    });
  }
  const balanceUnreadable =
    !balance && !!balCol && words.some((w, k) => !used.has(k) && HAS_DIGIT.test(w.text) && overlaps(w, balCol, 4) && w.x0 > (descCol?.x1 ?? 0));
  if (balanceUnreadable && balCol) words.forEach((w, k) => overlaps(w, balCol, 4) && used.add(k));
  // The words left over are the line's text; the first of them tells where that text starts.
  let text = '';
  let firstText: Word | undefined;
  for (let k = 0; k < words.length; k++) {
    if (used.has(k)) continue;
    const w = words[k]!;
    if (firstText === undefined) {
      firstText = w;
      text = w.text;
    } else text = `${text} ${w.text}`;
  }
  text = text.trim();
  const textInDateColumn = !!firstText && !!descCol && !!dateCol && dateCol.x1 < descCol.x0 && firstText.x0 < descCol.x0 - 10 && firstText.x1 < descCol.x0;
  return { date, movement, balance, balanceUnreadable, text, textInDateColumn };
};

/** The money column an amount sits in: the one it overlaps most, else the nearest within reach. */
const moneyColumnFor = (a: AmountCell, columns: readonly Column[], descCol: Column | undefined): Column | null => {
  let best: Column | null = null;
  let bestScore = -Infinity;
  for (const c of columns) {
    if (!MONEY_ROLES.has(c.role)) continue;
    const overlap = Math.min(a.x1, c.x1) - Math.max(a.x0, c.x0);
    const score = overlap > 0 ? overlap : -Math.min(Math.abs(a.x1 - c.x1), Math.abs(a.x0 - c.x0), Math.abs(a.x0 - c.x1), Math.abs(a.x1 - c.x0));
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (!best || bestScore < -30) return null;
  // An amount well inside the description column is part of the text ("MIETE 600,00 EUR").
  if (descCol && bestScore < 0 && a.x1 < descCol.x1 && a.x0 >= descCol.x0) return null;
  return best;
};

const overlaps = (a: { x0: number; x1: number }, c: { x0: number; x1: number }, slack: number): boolean =>
  Math.min(a.x1, c.x1 + slack) - Math.max(a.x0, c.x0 - slack) > 0;

const mark_ = (used: Set<number>, from: number, to: number): void => {
  for (let k = from; k <= to; k++) used.add(k);
};

const hasMovement = (r: RawRow): boolean => r.debit !== null || r.credit !== null || r.amount !== null;

const newRow = (cells: LineCells, table: ActiveTable, page: number, line: Line, lineH: number): OpenRow => {
  const row: OpenRow = {
    date: cells.date ?? table.lastDate,
    description: cells.text,
    debit: null,
    credit: null,
    amount: null,
    balance: null,
    balanceUnreadable: false,
    section: table.section,
    tableHasBalance: table.header.columns.some((c) => c.role === 'balance'),
    tableId: table.id,
    page,
    box: { x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1 },
    lastY1: line.y1,
    lineH,
  };
  addMoney(row, cells);
  return row;
};

const addMoney = (row: OpenRow, cells: LineCells): void => {
  for (const m of cells.movement) {
    if (m.role === 'debit') row.debit ??= m.cell;
    else if (m.role === 'credit') row.credit ??= m.cell;
    else row.amount ??= m.cell;
  }
  row.balance ??= cells.balance;
  row.balanceUnreadable ||= cells.balanceUnreadable && !row.balance;
};

const extend = (row: OpenRow, line: Line, text: string): void => {
  if (text) row.description = row.description ? `${row.description} ${text}` : text;
  row.box = { x0: Math.min(row.box.x0, line.x0), y0: Math.min(row.box.y0, line.y0), x1: Math.max(row.box.x1, line.x1), y1: Math.max(row.box.y1, line.y1) };
  row.lastY1 = line.y1;
};

const finish = (row: OpenRow): RawRow => ({
  date: row.date,
  description: row.description,
  debit: row.debit,
  credit: row.credit,
  amount: row.amount,
  balance: row.balance,
  balanceUnreadable: row.balanceUnreadable,
  section: row.section,
  tableHasBalance: row.tableHasBalance,
  tableId: row.tableId,
  page: row.page,
  box: row.box,
});

/** The section title printed just above a header (`DEPOSITS AND ADDITIONS`), within a few lines. */
const sectionAbove = (lines: readonly Line[], headerIndex: number): SectionKind | null => {
  const header = lines[headerIndex]!;
  for (let k = headerIndex - 1; k >= 0 && k >= headerIndex - 3; k--) {
    const line = lines[k]!;
    if (header.y0 - line.y1 > 60) break;
    // A title shares its line with side notes ("There were 3 deposits totaling $2,240.99"):
    // read each run of words between wide gaps on its own.
    // A run followed by a figure is a label with its value ("Ending balance 7,783.60" in a summary
    // box), not a title.
    const parts = runs(line);
    for (let r = 0; r < parts.length; r++) {
      if (/^[-+($£€]*\d/.test(parts[r + 1] ?? '')) continue;
      const kind = sectionOf(parts[r]!);
      if (kind) return kind;
    }
  }
  return null;
};

const runs = (line: Line): string[] => {
  const out: string[][] = [];
  line.words.forEach((w, k) => {
    const prev = line.words[k - 1];
    if (!prev || w.x0 - prev.x1 > Math.max(12, w.size * 3)) out.push([w.text]);
    else out[out.length - 1]!.push(w.text);
  });
  return out.map((ws) => ws.join(' '));
};
