import type { Box } from '../../domain/statement.js';
import { wordRuns, type Line, type PageLayout, type Word } from '../layout/pageLayout.js';
import type { NumberFormat } from '../parse/amounts.js';
import { isWeekday, type RawDate } from '../parse/dates.js';
import { boilerplateLines } from './boilerplate.js';
import { joinBalanceLines } from './balanceLines.js';
import { withBookedDates } from './bookedDates.js';
import { sectionsFromLeadingTotals } from './leadingTotals.js';
import { alignsWith, alignTolerance, amountsBelow, fitsColumn, leadingDate, pageTemplate, type MoneyColumn, type PageTemplate } from './columns.js';
import { findHeaderAt, hasMovementCell, lineCells, type ColumnRole, type HeaderCell, type TableHeader } from './headers.js';
import { DATE_ROLES, MONEY_ROLES } from './headerWords.js';
import type { AmountCell, DateCell } from './lineCells.js';
import { hasWords, printsPointDates, tokeniseLines, wordsText, type LineTokens } from './lineTokens.js';
import { groupRows, type TableItem } from './rowGroups.js';
import { isPendingTitle, sectionOf, summaryKindOf, type SectionKind, type SummaryKind } from './vocabulary.js';

/** What a money column turns out to hold, once labels and arithmetic have had their say. */
export type MoneyRole = 'debit' | 'credit' | 'amount' | 'balance' | 'ignore';

/** A money column of a table: its geometry, the header's word for it, and its decided role. */
export interface TableColumn {
  /** Where its figures' digits end. */
  right: number;
  left: number;
  /** Where their whole print ends, marks included, when the page's template saw it. */
  printRight?: number;
  /** Its figures align on their left edge (`left`), not their right. */
  leftAligned?: boolean;
  /** What the header says it is, when a header names it. */
  label: ColumnRole | null;
  /** Decided after the rows are read (reconcile/columnRoles). */
  role: MoneyRole | null;
  /** The role came from the balances' votes alone (no header word for a direction): rows unvoted may differ. */
  byVotes?: boolean;
}

/** A transaction table: found from a header, or from figures aligned like rows under no header. */
export interface Table {
  id: number;
  header: TableHeader | null;
  section: SectionKind | null;
  columns: TableColumn[];
  /** Rows print a date each (two rows in a row share one somewhere), so a row without one is suspect. */
  datesOnEveryRow: boolean;
  /** Every row's figures were read from OCR words. */
  ocr: boolean;
}

/** A money cell of a row: the column it sits in and the amount printed. */
export interface RowCell {
  column: number;
  cell: AmountCell;
}

/** One transaction row as printed, before dates are completed and directions decided. */
export interface RawRow {
  /** The row's own date, or the last date printed above it in its table (dates printed once a day). */
  date: RawDate | null;
  /** The date was printed on this row, not carried from the row above. */
  ownDate: boolean;
  description: string;
  cells: RowCell[];
  /** Money columns where something was printed that does not read as an amount (`2,540.BB`, `120 00`). */
  unreadable: number[];
  section: SectionKind | null;
  tableId: number;
  page: number;
  box: Box;
  /** Filled from the cells once the columns' roles are decided. */
  debit: AmountCell | null;
  credit: AmountCell | null;
  amount: AmountCell | null;
  balance: AmountCell | null;
  /**
   * A second figure of money out on the row, in a column of its own that the balances prove moves
   * with the first (`-230.00` under Money Out, `-1.00` under Fee): a charge booked as a row of its own.
   */
  charge?: AmountCell | null;
  /**
   * An undated line with figures in a table whose rows print their dates: a total or a note, unless
   * the statement's own figures need it to come out (see `parseStatement`).
   */
  tentative?: boolean;
}

/** A line that states a balance or total instead of a transaction (`Balance brought forward 2,937.11`). */
export interface SummaryLine {
  kind: SummaryKind;
  amount: AmountCell | null;
  page: number;
  text: string;
  /** The date printed on the line (`09/01/2018 Beginning Balance`), if any. */
  date?: RawDate | null;
  /** How many rows come before it in the document: a balance line before every row is an opening. */
  rowsBefore: number;
  tableId: number;
  /** The table's column its figure stands in, where it stands in one. */
  column?: number;
}

export interface TableScan {
  tables: Table[];
  rows: RawRow[];
  summaries: SummaryLine[];
  /** Numbers of the pages with at least one transaction row. */
  tablePages: number[];
  /** The lines read as rows of a table (`page:lineIndex`): metadata labels are not looked for there. */
  rowLines: Set<string>;
  /** The end-of-day balances a daily-balance table prints (`03-21 $6,119.32`), in print order. */
  dailyBalances: DailyBalance[];
  /** A transaction table's header was found (whether or not rows follow it). */
  transactionHeader: boolean;
}

/** One date and the balance printed beside it in a daily-balance table. */
export interface DailyBalance {
  date: RawDate;
  amount: AmountCell;
  page: number;
}

interface ActiveTable extends Table {
  /** Where the header or the template puts the dates. */
  dateZone: { x0: number; x1: number } | null;
  /** Other date columns (value dates): their dates are neither the row's date nor description. */
  /** Other date columns: `booked` where the header names a date of booking (not a value date). */
  otherDateZones: { x0: number; x1: number; booked: boolean }[];
  /** Where the row text starts: text left of it is not part of the table. */
  textLeft: number | null;
  /** The money cells the header names, to place figures that align with nothing yet. */
  headerMoney: HeaderCell[];
  items: TableItem[];
  /** The bottom of the last line taken, and the usual gap between rows, to tell a continuation from a footer. */
  lastY1: number;
  lastPage: number;
  rowGaps: number[];
  lastAnchorY0: number | null;
  /** The right edge of the widest row seen: text beyond it is not the table's. */
  rightmost: number | null;
  /** The page on which a closing balance line was read, if any: figures alone after it are not rows. */
  closedOnPage: number | null;
  /** The page on which an opening was stated again after the closing: the summary box's lines are not rows. */
  boxAfterClose: number | null;
}

/** A header's posting or booking date, and its date of the transaction itself. */
const POSTED_DATE = /\b(post(ed|ing)?|booking|booked|buchung\w*|boek\w*)\b/i;
const TRANSACTION_DATE = /\b(trans(action)?|txn|tran|purchase|trade|document|operation)\b/i;

/**
 * Walks every page's lines and finds transaction tables: from a header (read word by word, so
 * unknown, bilingual and abbreviated headers still read), or, where no header stands, from lines that
 * align with the page's template of dated rows. Money columns come from where figures align; the
 * header only names them. A table runs on over the next page when that page prints no header of its
 * own. Section titles (`CHECKS PAID`) set the direction of the rows below them; balance and total
 * lines are kept apart as summaries; boilerplate repeated on every page is skipped.
 */
export const buildRows = (pages: readonly PageLayout[], format: NumberFormat): TableScan => {
  const tables: ActiveTable[] = [];
  const summaries: SummaryLine[] = [];
  const boiler = boilerplateLines(pages);
  const pointDates = printsPointDates(pages.flatMap((p) => p.lines.map((l) => l.words)), format);
  let active: ActiveTable | null = null;
  /** A table that a loose line (a page footer) ended: it continues on the next page when nothing replaces it. */
  let resumable: ActiveTable | null = null;
  let pending: { kind: SectionKind; page: number; line: number } | null = null;
  /** The header over the table a section title just ended, for the section's rows. */
  let sectionHeader: TableHeader | null = null;
  /** Under a header or title of something else (daily balances, rates, other accounts) until the next one. */
  let skipping = false;
  /** Under a daily-balance header or title: its date and balance pairs are kept, not read as rows. */
  let daily = false;
  /** Where a title over transactions not booked yet stands: a header just under it heads those, not the statement's. */
  let pendingTitle: { page: number; line: number } | null = null;
  const dailyBalances: DailyBalance[] = [];

  const open = (header: TableHeader | null, template: PageTemplate, section: SectionKind | null, ocr: boolean, page: number): ActiveTable => {
    const headerDates = header?.cells.filter((c) => DATE_ROLES.has(c.role)) ?? [];
    // The row's date is the first date column where the rows print one (a transaction date before a
    // posting date), unless the header calls that column a value date.
    const over = template.dateX === null ? undefined : header?.cells.find((c) => c.x0 - 12 <= template.dateX! && template.dateX! <= c.x1 + 4);
    // (A column the header does not name counts only where the header names no transaction date column.)
    const desc = header?.cells.find((c) => c.role === 'description');
    // Dates inside the description's column, where the header names a date column of its own, date a
    // purchase in the text (`CARD PURCHASE 12/03 LOBLAWS` left of a `DATE` column), not the row.
    const namesDate = headerDates.some((c) => c.role === 'date');
    const datesInText = namesDate && over?.role !== 'date' && !!desc && template.dateX !== null && template.dateX > desc.x0 + 2;
    const datedColumn = !datesInText && (!over || over.role === 'date' || over.role === 'description' || (!over.known && !namesDate));
    // Beside a posting date, the transaction date is the row's date wherever it stands (`Posting Date |
    // Transaction Date`, `Posting date | Document date`): when the money moved, as a card's purchase
    // date is, even where a running balance moves on the posting day.
    const happened = headerDates.some((c) => POSTED_DATE.test(c.label)) ? headerDates.find((c) => c.role === 'date' && TRANSACTION_DATE.test(c.label) && !POSTED_DATE.test(c.label)) : undefined;
    const geometric = !happened && template.dateX !== null && (!header || (datedColumn && (!headerDates.length || template.dateX <= Math.min(...headerDates.map((c) => c.x1)))));
    const mainDate = happened ?? (geometric ? geometricDateZone(template.dateX!, header) : headerDates.find((c) => c.role === 'date') ?? headerDates[0]);
    const table: ActiveTable = {
      id: tables.length + 1,
      header,
      section,
      columns: [],
      datesOnEveryRow: false,
      ocr,
      dateZone: mainDate ? { x0: mainDate.x0, x1: mainDate.x1 } : null,
      otherDateZones: headerDates.filter((c) => c !== mainDate && !(c.x0 - 12 <= mainDate!.x0 && mainDate!.x0 <= c.x1 + 4)).map((c) => ({ x0: c.x0, x1: c.x1, booked: c.role === 'date' })),
      textLeft: desc ? desc.x0 : null,
      headerMoney: header?.cells.filter((c) => MONEY_ROLES.has(c.role) || (c.role === 'valueDate' && !c.label.match(/dat/i))) ?? [],
      items: [],
      lastY1: header?.y1 ?? 0,
      lastPage: page,
      rowGaps: [],
      lastAnchorY0: null,
      rightmost: null,
      closedOnPage: null,
      boxAfterClose: null,
    };
    // The template's columns, with the header's word for each where the header has one.
    // Figures under a header cell that names something else (`Branch`, `Check No`) are codes, not money.
    // A column seen on one line only stands when the header names money over it.
    const named = (m: MoneyColumn): boolean => !!header && header.cells.some((c) => MONEY_ROLES.has(c.role) && c.x0 - 6 < m.right && m.left < c.x1 + 6);
    for (const m of template.money) {
      if (header && (m.right <= Math.min(...header.cells.map((c) => c.x0)) - 40 || underCodeCell(header, m) || (m.support < 2 && !named(m)) || withinDescription(header, m))) continue;
      addColumn(table, m.right, m.left, m.printRight, m.leftAligned);
    }
    tables.push(table);
    return table;
  };

  for (const page of pages) {
    const lines = page.lines;
    const tokens = tokeniseLines(lines, format, page.ocr, pointDates);
    // Listings printed side by side (see `readSideBySide`) each have their own columns.
    const starts = page.listingStarts ?? [];
    const bounds = [0, ...starts, lines.length];
    const templates = bounds.slice(1).map((end, k) => pageTemplate(tokens.slice(bounds[k], end)));
    let template = templates[0]!;
    if (!active && resumable) active = resumable;
    resumable = null;
    let anchorsOnPage = 0;
    for (let i = 0; i < lines.length; i++) {
      const t = tokens[i]!;
      const listing = starts.indexOf(i);
      if (listing >= 0) {
        template = templates[listing + 1]!;
        // The next listing starts afresh under its own header.
        if (listing > 0) active = resumable = null;
      }
      const header = findHeaderAt(lines, i);
      if (header) {
        sectionHeader = null;
        const titled = pending && pending.page === page.page && i - pending.line <= 6 ? pending.kind : sectionAbove(lines, i);
        // A header naming money moving and a description heads transactions, whatever a title over a
        // summary box above it said (`Balance summary`).
        const section = titled === 'balance' && hasMovementCell(header) && header.cells.some((c) => c.role === 'description') ? null : titled;
        pending = null;
        // A table paused at a footer does not resume on the next page past a header of its own.
        resumable = null;
        // A header naming dates and balances only (no movement, no description) heads a daily-balance
        // table: not transactions.
        const balancesOnly = !hasMovementCell(header) && header.cells.some((c) => c.role === 'balance') && !header.cells.some((c) => c.role === 'description');
        // Transactions have dates: a header naming neither a date nor money moving heads a list of
        // accounts or balances.
        const undated = !header.cells.some((c) => c.role === 'date') && !hasMovementCell(header);
        const headsPending = pendingTitle !== null && pendingTitle.page === page.page && i - pendingTitle.line <= 6;
        active = balancesOnly || undated || headsPending ? null : open(header, template, section, page.ocr, page.page);
        // The rows under a header that is not a transaction table's are not to start one of their own.
        skipping = !active;
        daily = balancesOnly || section === 'balance';
        if (active && section === 'balance') active = null;
        if (active) active.lastPage = page.page;
        anchorsOnPage = 0;
        i = header.lastLine;
        continue;
      }
      // Letterhead repeated on every page sits above a continued table, where a row's wrapped text
      // could otherwise be taken for the previous page's last row running on.
      if (anchorsOnPage === 0 && boiler.has(`${page.page}:${i}`)) continue;
      // Transactions not booked yet, listed after the statement's own: none of its rows.
      if (t.free.length === 0 && isPendingTitle(wordsText(t.line.words))) {
        pendingTitle = { page: page.page, line: i };
        if (active) resumable = null;
        active = null;
        skipping = true;
        daily = false;
        pending = null;
        continue;
      }
      const title = titleOf(t, active, lines[i - 1], tokens[i + 1]);
      if (title) {
        skipping = title === 'balance';
        daily = title === 'balance';
        // A section title inside a table (`Credits`, `Debit` under `Date Description Amount`) starts a
        // section whose rows keep the header's columns.
        sectionHeader = active?.header && active.lastPage === page.page ? active.header : null;
        active = null;
        pending = { kind: title, page: page.page, line: i };
        continue;
      }
      if (!active && daily) {
        dailyBalances.push(...balancePairs(t, page.page));
        continue;
      }
      if (!active) {
        if (skipping || !startsRow(t, template, tokens.slice(i + 1, i + 4))) continue;
        // A title heads the rows right under it (a header line or two between them at most).
        const section = pending && pending.page === page.page && i - pending.line <= 3 ? pending.kind : null;
        if (section === 'balance') continue;
        active = open(section !== null ? sectionHeader : null, template, section, page.ocr, page.page);
      }
      const item = readLine(t, active, page);
      if (item === 'loose' && textOverLoneFigure(t, tokens[i + 1], active)) {
        // Text over a line holding only a figure in one of the table's money columns is the next row's
        // (an app's export: `PAGO CON TARJETA CEPSA` over `-38,89 €`), however far below the last row
        // it stands while the rows' spacing is not known yet.
        take(active, { tokens: t, page: page.page, date: null, textWords: t.line.words, text: wordsText(t.line.words), kind: 'text' }, page.page);
        continue;
      }
      if (item === 'loose' && anchorsOnPage > 0 && textOverComingRow(tokens, i, active)) {
        // A tall row's text set above its figures (cells centred in their row, a web table printed) is
        // the next row's, however wide the gap above it.
        take(active, { tokens: t, page: page.page, date: null, textWords: t.line.words, text: wordsText(t.line.words), kind: 'text' }, page.page);
        continue;
      }
      if (item === 'loose') {
        // A loose line after this page's rows ends the table (a footer, a note); before any row it is the
        // page's own letterhead above a continued table.
        if (anchorsOnPage > 0) {
          resumable = active;
          active = null;
          // The loose line may itself start the next table.
          if (startsRow(t, template, tokens.slice(i + 1, i + 4))) {
            active = open(null, template, null, page.ocr, page.page);
            const again = readLine(t, active, page);
            if (again !== 'loose') take(active, again, page.page);
          }
        }
        continue;
      }
      if (item.kind === 'anchor') anchorsOnPage++;
      take(active, item, page.page);

    }
  }

  // Rows: each table's lines grouped into rows, then its summaries placed in document order.
  const rows: RawRow[] = [];
  let carried: RawDate | null = null;
  for (const table of tables) {
    // A table continued under a repeated header starts with the last date printed above it.
    const grouped = groupRows(withoutCommonStandIns(table.items), table, continues(table, tables[tables.indexOf(table) - 1]) ? carried : null);
    carried = grouped.lastDate ?? carried;
    table.datesOnEveryRow = grouped.datesOnEveryRow;
    // (Balances printed on a line of their own under each row become the rows' balances.)
    for (const part of joinBalanceLines(grouped.parts, table.columns)) {
      if (part.kind === 'summary') summaries.push({ ...part.summary, rowsBefore: rows.length, tableId: table.id });
      else rows.push(part.row);
    }
  }
  const live = tables.filter((t) => rows.some((r) => r.tableId === t.id));
  return {
    tables: live.map(({ id, header, section, columns, datesOnEveryRow, ocr }) => ({ id, header, section, columns, datesOnEveryRow, ocr })),
    rows: withBookedDates(sectionsFromLeadingTotals(rows, summaries)),
    summaries,
    tablePages: [...new Set(rows.map((r) => r.page))],
    rowLines: rowLinesOf(tables),
    dailyBalances,
    transactionHeader: tables.some((t) => t.header !== null && hasMovementCell(t.header)),
  };
};

/**
 * The lines read as rows of a table (`page:lineIndex`), and every line between a table's first and
 * last row on a page that is no balance line, or between a table and the one without a header that
 * runs on from it: text among rows is theirs (`21ST OCT - 24TH NOV 2016` under a fee's row names what
 * it charged for), never the statement's period or its issuer.
 */
const rowLinesOf = (tables: readonly ActiveTable[]): Set<string> => {
  const lines = new Set<string>();
  const balanceLines = new Set<string>();
  let previous: { page: number; index: number } | null = null;
  const fill = (page: number, from: number, to: number): void => {
    for (let i = from + 1; i < to; i++) if (!balanceLines.has(`${page}:${i}`)) lines.add(`${page}:${i}`);
  };
  for (const t of tables) {
    const rowItems = t.items.filter((it) => it.kind !== 'summary');
    for (const it of t.items) if (it.kind === 'summary' && it.summary.kind !== 'note') balanceLines.add(`${it.page}:${it.tokens.index}`);
    const first = rowItems[0];
    if (first && !t.header && previous?.page === first.page && previous.index < first.tokens.index) fill(first.page, previous.index, first.tokens.index);
    const byPage = new Map<number, number[]>();
    for (const it of rowItems) {
      lines.add(`${it.page}:${it.tokens.index}`);
      byPage.set(it.page, [...(byPage.get(it.page) ?? []), it.tokens.index]);
    }
    for (const [page, at] of byPage) fill(page, Math.min(...at), Math.max(...at));
    const last = rowItems[rowItems.length - 1];
    if (last) previous = { page: last.page, index: last.tokens.index };
  }
  return lines;
};

/**
 * A posting date stands in for a blank transaction date only where the blank is rare (an interest line
 * at the end of a card's listing). Blanks on many rows are a date printed once a day: those rows carry
 * the date printed above them, whatever their posting date.
 */
const withoutCommonStandIns = (items: TableItem[]): TableItem[] => {
  const standIns = items.filter((it) => it.standInDate);
  const rows = items.filter((it) => it.kind === 'anchor').length;
  if (standIns.length <= 1 || standIns.length <= rows * 0.1) return items;
  return items.map((it) => (it.standInDate ? { ...it, date: null, standInDate: false } : it));
};

/** A daily-balance line's dates, each with the first figure right of it (`03-21 $6,119.32 03-24 $8,282.28`). */
const balancePairs = (t: LineTokens, page: number): DailyBalance[] => {
  if (hasWords(wordsText(t.textWords))) return [];
  return t.dates.flatMap((d, k) => {
    const next = t.dates[k + 1];
    const amount = t.amounts.find((a) => a.x0 > d.x1 && (!next || a.x1 < next.x0));
    return amount ? [{ date: d.raw, amount, page }] : [];
  });
};

/** A table continues the one before it when it prints the same header again (a new page) or none. */
const continues = (table: ActiveTable, before: ActiveTable | undefined): boolean => {
  if (!before || !table.header) return true;
  if (!before.header) return false;
  const roles = (h: TableHeader): string => h.cells.map((c) => c.role).join(',');
  return roles(table.header) === roles(before.header);
};

/**
 * A line of a summary box's labels with no figure, one of them the closing balance (`Opening Balance
 * Total Debits Total Credits Closing Balance`): the figures under it are the box's, as after a closing line.
 */
const namesClosing = (summary: Omit<SummaryLine, 'rowsBefore' | 'tableId'>): boolean => {
  if (summary.amount !== null) return false;
  const words = summary.text.split(' ');
  return words.some((_, k) => k > 0 && summaryKindOf(words.slice(k).join(' ')) === 'closing');
};

const take = (table: ActiveTable, item: TableItem, page: number): void => {
  if (item.kind === 'anchor') {
    if (table.lastAnchorY0 !== null && table.lastPage === page) table.rowGaps.push(item.tokens.line.y0 - table.lastAnchorY0);
    table.lastAnchorY0 = item.tokens.line.y0;
  }
  if (table.lastPage !== page) table.lastAnchorY0 = item.kind === 'anchor' ? item.tokens.line.y0 : null;
  table.items.push(item);
  if (item.kind === 'summary' && (item.summary.kind === 'closing' || namesClosing(item.summary))) table.closedOnPage = page;
  // An opening stated again after the closing, on its page: a summary box restating the period follows.
  else if (item.kind === 'summary' && item.summary.kind === 'opening' && table.closedOnPage === page) table.boxAfterClose = page;
  table.lastY1 = item.tokens.line.y1;
  table.lastPage = page;
  // (A dated line is a row's too: where figures stand left of the text, under the date, the row's
  // text runs further right than its figures' line.)
  if (item.kind === 'anchor' || item.kind === 'dated') table.rightmost = Math.max(table.rightmost ?? 0, item.tokens.line.x1);
  // Only a dated row says where row text starts: an undated line with figures may be a total set
  // at the margin (`Totais Depósitos`).
  if ((item.kind === 'anchor' || item.kind === 'dated') && item.date) {
    const first = item.textWords[0];
    if (first && (table.textLeft === null || first.x0 < table.textLeft)) table.textLeft = first.x0;
  }
};

/** Whether figures spanning left..right stand under a header cell naming a code or reference, and under no money cell. */
const underCodeCell = (header: TableHeader, span: { left: number; right: number }): boolean => {
  const over = header.cells.filter((c) => Math.min(c.x1, span.right) - Math.max(c.x0, span.left) > 0);
  // A word the vocabulary does not know (`Ope`) heads codes too when it stands left of the description
  // and the header names the money moving right of it: amounts follow a row's text, codes come before
  // it. (A balance named alone leaves the movement unnamed: the unknown word may be it, `Cantidad`.)
  const desc = header.cells.find((c) => c.role === 'description');
  const codesSide = !!desc && span.right < desc.x0 && header.cells.some((c) => (c.role === 'debit' || c.role === 'credit' || c.role === 'amount') && c.x0 > desc.x1);
  return over.length > 0 && over.every((c) => c.role === 'other' && (c.known || codesSide));
};

/**
 * Whether figures spanning left..right stand inside the description's column, well before the next
 * header cell, under a header that names its money columns elsewhere: figures quoted in the text
 * (`Int:92.00`, an interest line repeated down a page), not a column of their own.
 */
const withinDescription = (header: TableHeader, span: { left: number; right: number }): boolean => {
  const desc = header.cells.filter((c) => c.role === 'description' && c.x0 <= span.left).reduce<HeaderCell | null>((a, c) => (a === null || c.x0 > a.x0 ? c : a), null);
  // (A header naming only the balance leaves the movement's column unnamed: a heading OCR lost, `Belopp`.)
  if (!desc || !header.cells.some((c) => MONEY_ROLES.has(c.role) && c.role !== 'balance' && c.x0 > desc.x0)) return false;
  const next = header.cells.filter((c) => c.x0 > desc.x0).reduce<HeaderCell | null>((a, c) => (a === null || c.x0 < a.x0 ? c : a), null);
  return next !== null && span.right < next.x0 - 6;
};

/** Adds (or finds) the money column whose figures end at `right`; returns its index. */
const addColumn = (table: ActiveTable, right: number, left: number, printRight?: number, leftAligned?: boolean): number => {
  // Where figures print a currency after them (`426,000 JPY`), the header word may stand over that.
  const label = labelFor(table.headerMoney.concat(table.header?.cells.filter((c) => !MONEY_ROLES.has(c.role)) ?? []), left, Math.max(right, printRight ?? right));
  // Appended, never re-sorted: rows already read refer to columns by index.
  table.columns.push({ right, left, label, role: null, ...(printRight !== undefined && printRight > right ? { printRight } : {}), ...(leftAligned ? { leftAligned } : {}) });
  return table.columns.length - 1;
};

/**
 * The header's word for a column spanning left..right: the header cell it overlaps most, else the
 * nearest one within reach. A date or description word over figures says nothing about them;
 * `Valor` over figures is the amount (Portuguese), not a value date.
 */
const labelFor = (cells: readonly HeaderCell[], left: number, right: number): ColumnRole | null => {
  let best: HeaderCell | null = null;
  let bestScore = -Infinity;
  // Under two short headings at once (a wide figure under `Dr  In`), the one its digits end under.
  const overlapping = cells.filter((c) => Math.min(c.x1, right) - Math.max(c.x0, left) > 0).length;
  for (const c of cells) {
    const overlap = Math.min(c.x1, right) - Math.max(c.x0, left);
    const score = overlap > 0 ? (overlapping > 1 ? overlap - Math.abs(c.x1 - right) : overlap) : -Math.min(Math.abs(c.x1 - right), Math.abs(c.x0 - left), Math.abs(c.x0 - right), Math.abs(c.x1 - left));
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  // Overlapping none, figures between two cells belong to the left one's band: headings set flush left
  // over figures set flush right (`Debit` at the column's left, `-92.71` ending by the next `Credit`).
  if (bestScore <= 0) {
    const sorted = [...cells].sort((a, b) => a.x0 - b.x0);
    const band = sorted.findIndex((c, k) => c.x0 <= left && right < (sorted[k + 1]?.x0 ?? -Infinity));
    if (band >= 0) {
      best = sorted[band]!;
      bestScore = 0;
    }
  }
  if (!best || bestScore < -30) return null;
  if (MONEY_ROLES.has(best.role)) return best.role;
  if (best.role === 'valueDate' && !/dat/i.test(best.label)) return 'amount';
  return null;
};

/** A balance its label calls a debtor's (`SOLDE DEBITEUR AU 30/05/2025  468,60`) is overdrawn; a creditor's is not. */
// (`Saldo i vår favør`, in the bank's favour, is owed to it; `i Deres favør`, in the holder's, is not.)
const DEBTOR = /\b(d[ée]biteur|devedor|deudor|debtor|debitore|overdrawn|i (v[åa]r|bankens) fav[øo]r)\b/i;
const CREDITOR = /\b(cr[ée]diteur|credor|acreedor|creditore|in credit|i (deres|din|dykkar) fav[øo]r)\b/i;
const signedByLabel = (figure: AmountCell, label: string): AmountCell => {
  if (figure.negative || figure.positive) return figure;
  if (DEBTOR.test(label)) return { ...figure, negative: true };
  if (CREDITOR.test(label)) return { ...figure, positive: true };
  return figure;
};

/** `December 1, 2021 to January 31, 2022`, `01.10.-31.10.2024`: a line that opens with a period, not a transaction. */
const RANGE_WORD = /^(to|through|thru|until|till|-|–|—|bis|au|al|a|ate|até|tot|do|til|t\.o\.m\.?|hasta|tot en met|fino al|jusqu'au|till och med)$/i;
const isDateRange = (t: LineTokens): boolean => {
  const [a, b] = t.dates;
  if (!a || !b) return false;
  const between = t.line.words.slice(a.to + 1, b.from);
  return between.length === 1 && RANGE_WORD.test(between[0]!.text);
};

/**
 * Whether a line starts a table where no header stands: a dated row that fits the page's template,
 * its figure on the line or, where rows print their amount last, on an undated line close under it.
 */
const startsRow = (t: LineTokens, template: PageTemplate, below: readonly LineTokens[] = []): boolean => {
  const date = leadingDate(t);
  if (!date || isDateRange(t)) return false;
  const tol = alignTolerance(t.size);
  const fits = (a: AmountCell): boolean => template.money.some((m) => m.support >= 2 && fitsColumn(a, m, tol));
  // A day's heading that states the total of the rows under it (`03 SET 2025  Total de entradas + 667,69`):
  // its words say what it is, so it needs no other dated line on the page to align with.
  const summary = summaryKindOf(wordsText(t.textWords), true);
  // The first row's figure stands under the total's.
  if (summary === 'total') {
    const next = below[0];
    const total = t.free[t.free.length - 1];
    return !!next && !!total && next.dates.length === 0 && hasWords(wordsText(next.textWords)) && next.free.some((a) => fits(a) || alignsWith(a, total.digitsX1, tol));
  }
  if (template.dateX === null || Math.abs(date.x0 - template.dateX) > tol + 1) return false;
  if (!hasWords(wordsText(t.textWords))) {
    // A date set as a heading over its day's rows (`02.02.2023` over `COMPRA TARJ. NORTHWIND  -20,00 €`).
    const next = below[0];
    return t.free.length === 0 && !!next && next.dates.length === 0 && hasWords(wordsText(next.textWords)) && next.free.some(fits);
  }
  if (summary) return false;
  if (t.free.some((a) => a.x0 >= date.x1 && fits(a))) return true;
  if (t.free.length > 0) return false;
  // The row's text may run over a line or two before its figure (`CASH WITHDRAWAL ATM` / `CONF# 319…  £22.42`).
  const figures = amountsBelow([t, ...below], 0);
  return figures.length > 0 && figures.every(fits);
};

/**
 * A section title: a short line of words, no figures, naming a kind of transaction. Inside a table, a
 * line set close under the previous one within the text column is a description's second line
 * (`REFUND CREDIT`), not a title.
 */
const titleOf = (t: LineTokens, active: ActiveTable | null, above: Line | undefined, below: LineTokens | undefined): SectionKind | null => {
  if (t.free.length > 0 || t.dates.length > 0 || t.line.words.length > 10) return null;
  // A line a dated row with figures overlaps, set right of the row's date, is that tall row's text set
  // about its figures (`INFINITY PAYMENT RECEIVED, THANK` over `08/09/2018 … 50,257.11 CR` over `YOU`):
  // titles stand clear of the rows, or at their left edge.
  if (below && below.free.length > 0 && below.line.y0 < t.line.y1 - 0.5 && below.dates.some((d) => d.x1 < t.line.words[0]!.x0)) return null;
  // `Number of withdrawals 38` is a summary figure, not a title; a count in brackets may stand in one.
  if (t.line.words.some((w) => /^[\d.,]+$/.test(w.text))) return null;
  // A line naming several columns is a header's (`Amount Debited Credit`), not a section's title.
  if (lineCells(t.line).filter((c) => c.known && c.role !== 'other').length >= 3) return null;
  const kind = sectionOf(wordsText(t.line.words));
  if (!kind || !readsAsTitle(wordsText(t.line.words))) return null;
  // Phrases set apart on one line that name different directions (a margin note `credits such as
  // payments` beside the title `General Payments & Charges`) give no title.
  const parts = runs(t.line);
  if (parts.length > 1 && new Set(parts.map(sectionOf).filter((k) => k !== null)).size > 1) return null;
  // Under dates printed in a column of their own, a line that starts where the rows' text starts is a
  // description's first line (`ANNULATION VERSEMENT STARK SUPPLY` over its figures), not a title:
  // titles stand out to the left, at the table's edge.
  const zone = active?.dateZone;
  if (active && zone && active.textLeft !== null && active.textLeft > zone.x1 + 4 && Math.abs(t.line.words[0]!.x0 - active.textLeft) <= 2) return null;
  if (active && above && active.lastY1 === above.y1) {
    const gap = t.line.y0 - above.y1;
    const first = t.line.words[0]!;
    // (A title starts with a capital: `cartão de crédito` under `Valor adicionado para Pix no Crédito`
    // runs the description on, however far below.)
    // (Where no dated row has said where text starts yet, the line above's text says it.)
    const inText = first.x0 >= (active.textLeft ?? above.words[0]!.x0) - 2;
    if (inText && ((active.textLeft !== null && gap < (t.line.y1 - t.line.y0) * 0.9) || /^\p{Ll}/u.test(first.text))) return null;
  }
  return kind;
};

/** Reads one line of a table: a row's anchor (figures in its money columns), a dated line, text, a summary, or loose. */
const readLine = (t: LineTokens, table: ActiveTable, page: PageLayout): TableItem | 'loose' => {
  const line = t.line;
  // A period (`Desde 1 febrero 2023 hasta 30 abril 2023` in a running head) is no row, nor a page's
  // number in a footer (`Halaman 1`, whose `1` a currency without decimals reads as a figure).
  if ((t.free.length === 0 && isDateRange(t)) || PAGE_NUMBER.test(wordsText(line.words))) return 'loose';
  // Nor a footer ending in its page count whose only figures are the count's (`Old. 2 - 2`, `ページ 2 - 2`,
  // read as `2 -` where figures print no decimals).
  if (t.free.length > 0 && PAGE_TAIL.test(wordsText(line.words)) && t.free.every((c) => /^[-–]?\s*\d{1,3}\s*[-–]?$/.test(c.text))) return 'loose';
  const tol = alignTolerance(t.size);
  const date = rowDate(t, table);
  const used = new Set<DateCell>(date ? [date] : []);
  // Other dates standing apart from the text are a value-date column, not description; a date inside
  // the text (`AGIOS DU 31/01/22 AU 28/02/22`) stays part of it.
  const figureWords = new Set<number>();
  for (const a of t.amounts) for (let k = a.from; k <= a.to; k++) figureWords.add(k);
  for (const d of t.dates) {
    if (d === date) continue;
    const left = t.line.words[d.from - 1];
    const inText = !!left && d.x0 - left.x1 <= t.size * 2 && !figureWords.has(d.from - 1) && !(date && d.from - 1 <= date.to && d.from - 1 >= date.from);
    // (Nor is a date that starts the text under the header's description: `OCT 24`, a month paid for.)
    const startsDescription = !!table.header?.cells.some((c) => c.role === 'description' && Math.abs(d.x0 - c.x0) <= t.size);
    if (table.otherDateZones.some((z) => overlaps(d, z, 8)) || (!inText && !startsDescription)) used.add(d);
  }
  const cells: RowCell[] = [];
  const unaligned: AmountCell[] = [];
  for (const a of t.free) {
    const column = table.columns.findIndex((c) => fitsColumn(a, c, tol));
    if (column >= 0 && !cells.some((c) => c.column === column)) cells.push({ column, cell: a });
    else unaligned.push(a);
  }
  const summary = summaryKindOf(textOf(line.words, cells, used, unaligned), date !== null);
  if (!summary) {
    for (const a of unaligned) {
      // A figure aligned with nothing yet opens a column where the header names one above it, or, under
      // no header, where it ends a dated line right of the text (the first deposit of a statement whose
      // other rows are all withdrawals).
      // (An undated figure under a cell whose column rows have already filled, but not aligned with
      // it, is something else's: a summary box's value below the table.)
      // (Or set just right of its heading, before the next heading starts: `Paid In` over `45.00`.)
      const under = table.headerMoney.find((c) => overlaps(a, c, 6)) ?? table.headerMoney.find((c) => besideHeading(a, c, table.header, t.size));
      // (A filled column another header cell names, `Paid out` ending close to `Receipts`, is not this cell's.)
      const named = !!under && (!!date || !table.columns.some((c, k) => overlaps({ x0: c.left, x1: c.right }, under, 6) && (c.label === null || c.label === under.role) && filled(table, k)));
      const trailing = !t.textWords.some((w) => w.x0 > a.x1);
      const opens = table.header ? named : !!date && trailing && (table.textLeft === null || a.x0 > table.textLeft);
      if (!opens) continue;
      const column = addColumn(table, a.digitsX1, a.x0);
      if (!cells.some((c) => c.column === column)) cells.push({ column, cell: a });
    }
  }
  // "2/19 2 Ineterst Payment": a whole number whose right edge aligns with a money column is money.
  if (date && cells.length === 0 && !summary) {
    const whole = wholeNumberCell(t, table, tol, used);
    if (whole) cells.push(whole);
  }
  cells.sort((a, b) => a.cell.x0 - b.cell.x0);
  markIndicators(t.line.words, cells, used, markColumn(table.header));
  // Words that are neither date nor cell make the line's text, in print order.
  const cellWords = new Set<number>();
  for (const c of cells) for (let k = c.cell.from; k <= c.cell.to; k++) cellWords.add(k);
  for (const d of used) for (let k = d.from; k <= d.to; k++) cellWords.add(k);
  const words = line.words;
  const textWords: Word[] = [];
  // (The weekday printed beside the row's date, `Wednesday, December 2, 2020`, is the date's, not text.)
  const weekday = (k: number): boolean => !!date && (k === date.from - 1 || k === date.to + 1) && isWeekday(words[k]!.text);
  for (let k = 0; k < words.length; k++) if (!cellWords.has(k) && !partOfDateAbove(words[k]!, table) && !weekday(k)) textWords.push(words[k]!);
  const text = wordsText(textWords);
  const unreadable = unreadableColumns(textWords, table, tol).filter((c) => !cells.some((x) => x.column === c));
  const base = { tokens: t, page: page.page, date: date?.raw ?? null, textWords, text, ...(date?.standIn ? { standInDate: true } : {}) };
  if (summary && (cells.length > 0 || unaligned.length > 0 || summary !== 'balance')) {
    const figure = cells.length ? cells[cells.length - 1]!.cell : unaligned[unaligned.length - 1] ?? null;
    const bal = figure && summary !== 'total' ? signedByLabel(figure, text) : figure;
    // (The day a balance is stated on may follow its label: `SOLDE DEBITEUR AU 30/05/2025`.)
    const on = date ?? (t.dates.length === 1 ? t.dates[0]! : null);
    const column = cells.length ? cells[cells.length - 1]!.column : undefined;
    return { ...base, kind: 'summary', summary: { kind: summary, amount: bal, page: page.page, text, date: on?.raw ?? null, ...(column !== undefined ? { column } : {}) } };
  }
  // Figures without words or a date after the closing balance are a summary box's values
  // (`$1,308.22 DR   $23,137.65   $24,230.04   $215.83 DR` under their labels), not a row; and so are
  // undated lines with words in a box that states the opening again (`Money in   £8,519.59`).
  if (table.closedOnPage === page.page && !date && (table.boxAfterClose === page.page || !hasWords(textOf(line.words, cells, used, unaligned)))) return 'loose';
  // `Serial #: 1321   Amount: $600.00` under a cheque's image: a field and its value, not a row.
  if (!date && cells.length > 0 && cells.every((c) => labelledValue(line.words, c.cell))) return 'loose';
  if (cells.length > 0) {
    // A grid of date/amount pairs with no words is a daily-balance table (a value date is no pair's,
    // nor a date inside the row's text: `0000A722 2024-11-23T08:49:42 5326*6906`, a cash machine's).
    // (Pairs: a figure between each date and the next. Two dates side by side, a row's transaction and
    // value dates, then its figures, are one row: `10 Aug  10 Aug  DR  10.00  16.30`.)
    const pairDates = t.dates.filter((d) => used.has(d) && !table.otherDateZones.some((z) => overlaps(d, z, 8)));
    const paired = pairDates.every((d, k) => k === 0 || cells.some((c) => c.cell.x0 > pairDates[k - 1]!.x1 && c.cell.x1 < d.x0));
    if (pairDates.length >= 2 && cells.length >= 2 && paired && !hasWords(wordsText(textWords))) return { ...base, kind: 'skip' };
    return { ...base, kind: 'anchor', cells, unreadable };
  }
  // A figure printed in a money column that does not read (`2,540.BB`) still makes the line a row.
  if (unreadable.length > 0 && date) return { ...base, kind: 'anchor', cells: [], unreadable };
  if (date) return { ...base, kind: 'dated' };
  // A line of marks alone (`_`, `|`, a rule's speck read by OCR) carries no words.
  if (!textWords.some((w) => /[\p{L}\d]/u.test(w.text))) return { ...base, kind: 'skip' };
  // Text: a continuation of a row when set close to the table's last line and inside its text column.
  const lineH = Math.max(4, line.y1 - line.y0);
  const usualGap = table.rowGaps.length ? median(table.rowGaps) : 0;
  const gap = page.page === table.lastPage ? line.y0 - table.lastY1 : 0;
  const near = gap < Math.max(lineH * 1.6, usualGap * 1.15);
  // A row's serial number set on a line of its own (centred in a tall row), under the header's cell
  // for it (`S No.`), or left of the text close under the last row: part of the table, not its end,
  // and no part of a description.
  const serialCell = (w: Word): boolean =>
    /^\d{1,5}\.?$/.test(w.text) && (table.header ? table.header.cells.some((c) => c.role === 'other' && overlaps(w, c, 6)) : near && table.textLeft !== null && w.x1 < table.textLeft);
  const ownWords = textWords.filter((w) => !serialCell(w));
  if (ownWords.length === 0) return { ...base, kind: 'skip' };
  const continued = ownWords.length === textWords.length ? base : { ...base, textWords: ownWords, text: wordsText(ownWords) };
  // Inside the text column: right of the date column, or no more than a letter or two left of where
  // row text starts (a type code printed a little left of the description heading).
  const x0 = ownWords[0]!.x0;
  const inside = table.textLeft === null || x0 >= table.textLeft - t.size || (table.dateZone !== null && x0 > table.dateZone.x1 + 2 && x0 < table.textLeft);
  // (Past the figures where the header names text there: `Additional Details` right of `Balance`.)
  const figuresEnd = Math.max(...table.columns.map((c) => c.right));
  const textBeyond = table.columns.length > 0 && !!table.header?.cells.some((c) => c.role === 'description' && c.x0 > figuresEnd);
  const rightEdge = table.rightmost === null || textBeyond ? Infinity : table.rightmost + 20;
  // Long running text is a paragraph (a notice under the table), not a description's next line.
  if (near && inside && line.x1 <= rightEdge && text.length <= 160) return { ...continued, kind: 'text' };
  if (page.page !== table.lastPage && inside) return { ...continued, kind: 'text' };
  return 'loose';
};

/**
 * A line of words only, right of the table's date column, whose next line holds nothing but one figure
 * standing in a money column the table's rows have filled.
 */
const textOverLoneFigure = (t: LineTokens, next: LineTokens | undefined, table: ActiveTable): boolean => {
  if (!next || t.free.length > 0 || t.dates.length > 0 || !hasWords(wordsText(t.line.words)) || table.rowGaps.length > 0) return false;
  if (table.textLeft !== null && t.line.words[0]!.x0 < table.textLeft - t.size) return false;
  if (next.dates.length > 0 || next.free.length !== 1 || hasWords(wordsText(next.textWords))) return false;
  const tol = alignTolerance(next.size);
  return table.columns.some((c, k) => filled(table, k) && fitsColumn(next.free[0]!, c, tol)) && next.line.y0 - t.line.y1 < (t.line.y1 - t.line.y0) * 3;
};

/**
 * A short line of words inside the table's text column, over a few more such lines (or lines dated in
 * another date column), then a line with its own date whose figures stand in two or more money columns
 * the table's rows have filled (in the one, where they fill one): the text of that coming row, printed
 * above its figures.
 */
const textOverComingRow = (tokens: readonly LineTokens[], i: number, table: ActiveTable): boolean => {
  const t = tokens[i]!;
  const x0 = t.line.words[0]?.x0 ?? 0;
  if (t.free.length > 0 || !hasWords(wordsText(t.line.words)) || wordsText(t.line.words).length > 60) return false;
  // (Inside the text column as a row's next line is: from a letter left of its heading, or right of the date column.)
  const inside = table.textLeft !== null && (x0 >= table.textLeft - t.size || (table.dateZone !== null && x0 > table.dateZone.x1 + 2));
  if (!inside || (table.rightmost !== null && t.line.x1 > table.rightmost)) return false;
  const tol = alignTolerance(t.size);
  const lineH = Math.max(4, t.line.y1 - t.line.y0);
  const filledCount = table.columns.filter((_, k) => filled(table, k)).length;
  for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
    const next = tokens[j]!;
    // (Lines of one block: no wider gap than a few lines' height.)
    if (next.line.y0 - tokens[j - 1]!.line.y1 > lineH * 4) return false;
    const columns = new Set(next.free.flatMap((a) => table.columns.flatMap((c, k) => (filled(table, k) && fitsColumn(a, c, tol) ? [k] : []))));
    // (Two columns where the rows fill two or more, an amount and a balance; one where they fill one.)
    if (next.free.length > 0) return next.dates.length > 0 && columns.size >= Math.min(2, filledCount) && !summaryKindOf(wordsText(next.textWords), true);
  }
  return false;
};

/** Whether rows of the table have printed a figure in column `k` (not merely the page's template). */
const filled = (table: ActiveTable, k: number): boolean => table.items.some((it) => it.kind === 'anchor' && it.cells.some((c) => c.column === k));

/** A figure set right after a label's colon (`Amount: $600.00`). */
const labelledValue = (words: readonly Word[], cell: AmountCell): boolean => {
  const before = words[cell.from - 1];
  return !!before && before.text.endsWith(':') && cell.x0 - before.x1 < before.size * 2;
};

/**
 * A year or a time of day alone in a date column: the second line of a date printed over two (`28 Dec`
 * over `2019`, `20 Sep` over `7:57 AM`).
 */
const partOfDateAbove = (w: Word, table: ActiveTable): boolean =>
  /^((19|20)\d{2}|\d{1,2}:\d{2}(:\d{2})?|[ap]\.?m\.?)$/i.test(w.text) && [table.dateZone, ...table.otherDateZones].some((z) => z !== null && overlaps(w, z, 8));

/** The header's column of direction marks (`D/C`, `Dr/Cr`, `S/H`, `CR/DR`), if it has one. */
const markColumn = (header: TableHeader | null): HeaderCell | null =>
  header?.cells.find((c) => /^(d\s*\/\s*c|dr\s*\/\s*cr|cr\s*\/\s*dr|s\s*\/\s*h|c\s*\/\s*d|dc|drcr|type)\.?$/i.test(c.label.trim())) ?? null;

/** Direction marks printed in a column of their own beside an amount: money out, money in. */
const OUT_MARK = /^(dr|d|db|deb|debit|débit|debet|s|soll|wn|obc|ob|af)\.?$/i;
const IN_MARK = /^(cr|c|cred|credit|crédit|h|haben|ma|uzn|bij)\.?$/i;

/**
 * `118,52    Wn`, `1,000.00   CR`: a direction mark set apart from the figure, in a column of its own,
 * signs the figure before it (the word right after the cell, before any other text). The mark's
 * words become part of the cell, so they do not end up in the description.
 */
const markIndicators = (words: readonly Word[], cells: RowCell[], dates: ReadonlySet<DateCell>, column: HeaderCell | null): void => {
  for (const c of cells) {
    if (c.cell.negative || c.cell.positive) continue;
    const k = c.cell.to + 1;
    const w = words[k];
    if (!w || w.x0 - c.cell.x1 > Math.max(60, w.size * 8) || [...dates].some((d) => k >= d.from && k <= d.to)) continue;
    const out = OUT_MARK.test(w.text);
    if (!out && !IN_MARK.test(w.text)) continue;
    // Not the first word of running text (`C MOV TIT COBRANCA`): nothing with letters right after it,
    // unless the mark stands under the header's `D/C` column.
    const next = words[k + 1];
    const underColumn = !!column && w.x1 > column.x0 - 2 && w.x0 < column.x1 + 2;
    if (!underColumn && next && next.x0 - w.x1 < w.size * 2 && /\p{L}/u.test(next.text)) continue;
    c.cell = { ...c.cell, negative: out, positive: !out, to: k, x1: w.x1 };
  }
};

/** A whole number (no decimals printed) standing where a money column ends, as that column's figure. */
const wholeNumberCell = (t: LineTokens, table: ActiveTable, tol: number, dates: ReadonlySet<DateCell>): RowCell | null => {
  const words = t.line.words;
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (!/^[1-9]\d{0,5}$/.test(w.text) || [...dates].some((d) => k >= d.from && k <= d.to)) continue;
    // "120 00" is a broken amount, not the whole number 00 beside a reference 120.
    const left = words[k - 1];
    if (left && /\d$/.test(left.text) && w.x0 - left.x1 < w.size) continue;
    // `Sheet number 3 of 3`, `Page 2 / 4`: a count of pages.
    if (PAGE_COUNT.test(`${words[k - 2]?.text ?? ''} ${left?.text ?? ''} ${w.text}`) || PAGE_COUNT.test(`${left?.text ?? ''} ${w.text} ${words[k + 1]?.text ?? ''} ${words[k + 2]?.text ?? ''}`)) continue;
    const column = table.columns.findIndex((c) => Math.abs(w.x1 - c.right) <= tol / 2);
    if (column < 0) continue;
    return { column, cell: { cents: Number(w.text) * 100, negative: false, positive: false, x0: w.x0, x1: w.x1, text: w.text, from: k, to: k, font: w.font, digitsX1: w.x1 } };
  }
  return null;
};

/** What a page is called, in the main languages. */
const PAGE_WORD = 'page|pag\\.?|p[aá]g\\.?|p[aá]gina|seite|sheet|sheet number|folio|feuille|blad|sida|side|sivu|strona|str\\.?|stran|str[aá]nka|strana|stranica|oldal|old\\.|lapa|puslapis|leht|halaman|hal\\.?|muka surat|trang|sayfa|σελίδα|σελ\\.?|страница|стр\\.?|сторінка|стор\\.?|ページ|頁|페이지';
/** A page and maybe its count, ending a line: `Page 2 of 3`, `Lapa 1 no 1`, `Old. 2 - 2`. */
const PAGE_AND_COUNT = `(${PAGE_WORD})\\s*\\d+(\\s*(of|\\/|-|–|von|de|sur|di|van|av|z|из|з|από|dari|no|iš)\\s*\\d+)?$`;
/** A line that only numbers its page: `Page 2 of 3`, `Halaman 1`, `Lapa 1 no 1`, `Страница 2`. */
const PAGE_NUMBER = new RegExp(`^${PAGE_AND_COUNT}`, 'iu');
/** A line ending in its page and count: `… Old. 2 - 2`, `… ページ 1 - 2`, `… Page 3 of 4`. */
const PAGE_TAIL = new RegExp(`(?<!\\p{L})${PAGE_AND_COUNT}`, 'iu');
/** A page count: `3 of 3`, `2 / 4`, `1 von 2`, `1 de 3`, `1 sur 2`, `Page 3`, `Sheet number 3`. */
const PAGE_COUNT = new RegExp(`(?:^|\\s)\\d+ (?:of|\\/|-|–|von|de|sur|di|van|av|z) \\d+$|(?<!\\p{L})(?:${PAGE_WORD})\\s+\\d+$`, 'iu');

/** The text of a line without its row date, value dates and cells: what says whether it is a summary. */
const textOf = (words: readonly Word[], cells: readonly RowCell[], dates: ReadonlySet<DateCell>, figures: readonly AmountCell[]): string => {
  const skip = new Set<number>();
  for (const c of cells) for (let k = c.cell.from; k <= c.cell.to; k++) skip.add(k);
  for (const d of dates) for (let k = d.from; k <= d.to; k++) skip.add(k);
  for (const a of figures) for (let k = a.from; k <= a.to; k++) skip.add(k);
  return wordsText(words.filter((_, k) => !skip.has(k)));
};

/** The row's date: in the date column when the table knows it, else the date a line starts with. */
const rowDate = (t: LineTokens, table: ActiveTable): DateCell | null => {
  const zone = table.dateZone;
  // Words in the text column before a date (`ON 13/10` under `DEBIT CARD PURCHASE`) are a description
  // running on, where the rows' dates stand in a column of their own left of the text.
  // So is a date that starts a line in the text column, clear of the date column (`11/05 SUPERMERCADO`
  // under `COMPRA CARTAO DEB MC`: the day of the purchase, not of the row).
  const inText = (d: DateCell): boolean =>
    zone !== null && table.textLeft !== null && table.textLeft > zone.x0 && t.line.words[0]!.x0 >= table.textLeft - 2 && (d.from > 0 || !overlaps(d, zone, 0));
  if (zone) {
    // Near the zone, unless it stands in the next date column (a posting date where the day's
    // transaction date is left blank).
    const inZone = t.dates.find((d) => overlaps(d, zone, 12) && (overlaps(d, zone, 0) || !table.otherDateZones.some((z) => overlaps(d, z, 0))));
    if (inZone && !inText(inZone)) return inZone;
  }
  const lead = leadingDate(t);
  if (lead && !inText(lead) && !table.otherDateZones.some((z) => overlaps(lead, z, 8))) {
    // Dates elsewhere on the line (`AGIOS DU 31/01/22 AU 28/02/22`) are description, not the row's date.
    if (!zone || lead.x0 < zone.x1 + 40) return lead;
  }
  // With the row's date column left blank, the date in the table's other booking-date column (a posting
  // date under no transaction date: `PURCHASE INTEREST CHARGE`) stands in for it, on a row with figures
  // (see `withoutCommonStandIns`). A value date does not: beside a date printed once a day, it is the
  // day's row's value date.
  const standIn = t.amounts.length > 0 ? t.dates.find((d) => table.otherDateZones.some((z) => z.booked && overlaps(d, z, 0)) && !inText(d)) : undefined;
  return standIn ? { ...standIn, standIn: true } : null;
};

/**
 * Money columns where a word with digits ends that did not read as an amount: a misprint (`2,540.BB`,
 * `2,7843.55`) or a broken figure (`120 00`). The running balance can rebuild what they should say.
 */
const unreadableColumns = (textWords: readonly Word[], table: ActiveTable, tol: number): number[] => {
  const out: number[] = [];
  for (const w of textWords) {
    if (!/\d/.test(w.text) || !/^[\d.,'A-Za-z$£€-]+$/.test(w.text)) continue;
    const column = table.columns.findIndex((c) => Math.abs(w.x1 - c.right) <= tol);
    if (column >= 0 && !out.includes(column)) out.push(column);
  }
  return out;
};

/** A figure starting just right of a heading's end, no other heading between them. */
const besideHeading = (a: AmountCell, c: HeaderCell, header: TableHeader | null, size: number): boolean =>
  a.x0 >= c.x1 && a.x0 - c.x1 <= size * 3 && !(header?.cells.some((o) => o !== c && o.x0 > c.x1 && o.x0 < a.x1) ?? false);

const overlaps = (a: { x0: number; x1: number }, c: { x0: number; x1: number }, slack: number): boolean =>
  Math.min(a.x1, c.x1 + slack) - Math.max(a.x0, c.x0 - slack) > 0;

/** A date column found by geometry: from where the dates start, ending where the header's next cell starts (`DATA MOV` beside `DATA VAL`). */
const geometricDateZone = (x0: number, header: TableHeader | null): { x0: number; x1: number; role: 'date' } => {
  const nextCell = Math.min(...(header?.cells ?? []).filter((c) => c.x0 > x0 + 2).map((c) => c.x0 - 1));
  return { x0, x1: Math.min(x0 + 30, nextCell), role: 'date' };
};

/** The median of a list that only grows, sorted again only when it has grown (asked once per text line). */
const MEDIANS = new WeakMap<readonly number[], { n: number; value: number }>();
const median = (xs: readonly number[]): number => {
  const known = MEDIANS.get(xs);
  if (known?.n === xs.length) return known.value;
  const value = [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  MEDIANS.set(xs, { n: xs.length, value });
  return value;
};

/** The section title printed just above a header (`DEPOSITS AND ADDITIONS`), within a few lines. */
const sectionAbove = (lines: readonly Line[], headerIndex: number): SectionKind | null => {
  const header = lines[headerIndex]!;
  for (let k = headerIndex - 1; k >= 0 && k >= headerIndex - 3; k--) {
    const line = lines[k]!;
    if (header.y0 - line.y1 > 60) break;
    // A title shares its line with side notes ("There were 3 deposits totaling $2,240.99"): read each
    // run of words between wide gaps on its own. A run followed by a figure is a label with its value
    // ("Ending balance 7,783.60" in a summary box), not a title; nor is a total's label.
    const parts = runs(line);
    for (let r = 0; r < parts.length; r++) {
      if (/^[-+($£€]*\d|^[-+(]?(\p{Sc}|[A-Z]{1,3}\$|Rs\.?|kr\.?|[A-Z]{3})\s?-?\d/u.test(parts[r + 1] ?? '')) continue;
      const kind = readsAsTitle(parts[r]!) && !summaryKindOf(parts[r]!) ? sectionOf(parts[r]!) : null;
      if (kind) return kind;
    }
  }
  return null;
};

/**
 * A title starts as one and is no sentence: text that starts with a small letter or ends with a full
 * stop is a sentence's piece (a margin note `or refunds.`, `advances, interest and fees charged` beside
 * a table), whatever kind of money it names.
 */
const readsAsTitle = (text: string): boolean => !/^\p{Ll}/u.test(text) && !/\p{L}{3,}\.$/u.test(text);

const runs = (line: Line): string[] => wordRuns(line, 3).map((ws) => wordsText(ws));
