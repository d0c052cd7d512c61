import type { Cents } from '../domain/money.js';
import type { BalanceBreak, IsoDate, ParsedStatement, PrintedTotals, Transaction, TransactionType } from '../domain/statement.js';
import { lineText, type PageLayout } from './layout/pageLayout.js';
import { documentText, metadataAs, readCurrency, readMetadata, type StatementMetadata } from './metadata/readMetadata.js';
import { detectNumberFormat } from './parse/amounts.js';
import { decideDateOrder, printsYearFirst, resolveDate, shiftDays, type DateOrder, type RawDate } from './parse/dates.js';
import { decideYears } from './parse/years.js';
import type { PdfInspection } from './pdf/statementPdf.js';
import { balanceRunsOwed, decideColumnRoles } from './reconcile/columnRoles.js';
import { balanceSignsOf, signedBalance, type BalanceSigns } from './reconcile/balanceSigns.js';
import { applyRunningBalance, impliedOpening, type Candidate } from './reconcile/runningBalance.js';
import { buildRows, type RawRow, type SummaryLine, type Table, type TableScan } from './tables/buildRows.js';
import { findDates, type AmountCell } from './tables/lineCells.js';
import { wordsSayDeposit } from './tables/vocabulary.js';
import { repeatedOrBalanceTables } from './tables/repeatedListings.js';
import { otherAccountTables } from './tables/otherAccounts.js';
import { readCompactDates } from './tables/compactDates.js';
import { readDatesUnderRows } from './tables/datesUnderRows.js';
import { splitGluedDates } from './tables/gluedDates.js';
import { readSideBySide } from './tables/sideBySide.js';
import { joinWrappedFigures } from './tables/wrappedFigures.js';
import { readDirectionWords } from './tables/directionWords.js';
import { readDelimitedLines } from './tables/delimitedLines.js';
import { trimTrailingDots } from './tables/trailingDots.js';
import { readRightToLeft } from './tables/rightToLeft.js';
import { mixedAmountFontPages } from './signals/amountFonts.js';

/**
 * Layout analysis over all pages of a statement: the document's conventions (number format, date
 * order, currency), tables and rows, the roles of money columns settled by arithmetic, directions
 * settled by the running balance, the years of the dates decided once, and the metadata of headers
 * and summary boxes. Pure and fast: the pages were read (and OCR'd) before, possibly in parallel.
 */
export const parseStatement = (pages: PageLayout[], inspection: PdfInspection): ParsedStatement => {
  // (A page set right to left is mirrored to read as written; a data export printed as delimited text is set out in columns; full stops closing every figure
  // and date are dropped; dates run into their descriptions are parted; listings printed side by side
  // are read one after the other; six-digit dates are read as dates; a date printed under its row's
  // text moves up to the row; figures wrapped in a narrow cell are joined again; a column of
  // direction words signs them.)
  const ordered = [...pages].sort((a, b) => a.page - b.page).map((p) => readDirectionWords(joinWrappedFigures(readDatesUnderRows(readCompactDates(readSideBySide(splitGluedDates(trimTrailingDots(readDelimitedLines(readRightToLeft(p))))))))));
  const warnings = ordered.flatMap((p) => p.warnings);
  const text = documentText(ordered);
  const currency = readCurrency(text);
  const format = detectNumberFormat(allLines(ordered), currency);

  const rawDates: RawDate[] = [];
  let dotted = 0;
  let slashed = 0;
  for (const p of ordered)
    for (const l of p.lines)
      for (const d of findDates(l.words, false)) {
        const t = l.words[d.from]!.text;
        // `22.12` where amounts print a decimal point is an amount (`USD 22.12 DR`), no evidence of dates.
        if (format.mark === '.' && format.decimals === 2 && d.from === d.to && /^\d{1,2}\.\d{2}$/.test(t)) continue;
        rawDates.push(d.raw);
        if (/^\d{1,2}\.\d{1,2}\.?/.test(t)) dotted++;
        else if (/^\d{1,2}\/\d{1,2}/.test(t)) slashed++;
      }
  const creationDate = plausibleCreationDate(inspection.signals.creationDate);
  const dayFirst = decideDateOrder(rawDates, { dotted: dotted > slashed, currency, creationDate });
  // Years printed in four digits (`März 2026`, `31/03/2026`), not part of a longer number or a figure.
  const fullYears = new Set([...text.matchAll(/(?<![\d.,])(?:19|20)\d{2}(?!\d|[.,]\d)/g)].map((m) => Number(m[0])));
  const order = printsYearFirst(rawDates, dayFirst, creationDate, fullYears) ? 'ymd' : dayFirst;
  const scan = buildRows(ordered, format);
  let meta = readMetadata(ordered, inspection.info, format, order, { text, currency: statementCurrency(ordered, scan) ?? currency, rowLines: scan.rowLines });
  const rowsOf = (id: number): RawRow[] => scan.rows.filter((r) => r.tableId === id);
  // A card, by its words; or, where its words lean that way, by balances that rise with money out.
  let isCard = meta.isCard;
  // (Not an account named so twice over and never a card: its balances rising with money out are an
  // overdraft's, `Openingsaldo 172,568.59 Dt` on a current account.)
  if (!isCard && !(meta.cardCues === 0 && meta.accountCues >= 2)) {
    for (const table of scan.tables) decideColumnRoles(table, rowsOf(table.id), { isCard: false, totals: meta.printedTotals });
    // Or, with no balance to tell, a signed column whose mark is only on the rare row (a card's payments
    // and refunds; an account's withdrawals are most of its rows). Without a word for a card, the rows
    // marked must also read as payments and refunds.
    isCard = scan.tables.some((t) => {
      const rows = rowsOf(t.id);
      // A word for a card lets a short listing count (four rows, one payment).
      // A column headed money out whose figures raise the balance is proof enough; the weaker signs
      // of a card need a word for one.
      if (!rarelyMarked(t, rows, meta.cardCues > 0 ? 4 : 6)) return balanceRunsOwed(t, rows, meta.cardCues === 0) === true || signedLikeACard(rows);
      return meta.cardCues > 0 || minusRowsReadAsCredits(rows);
    });
  }
  const context = { pages: ordered, scan, order, rawDates, creationDate, ocrPages: new Set(ordered.filter((p) => p.ocr).map((p) => p.page)) };
  const asJudged = readTransactions(context, isCard, metadataAs(meta, isCard));
  // The other kind's reading, kept when the statement's own figures (opening plus movements equals
  // closing, printed totals) agree with it and not with the first.
  const otherReading = readTransactions(context, !isCard, metadataAs(meta, !isCard));
  // The figures must agree better with the other reading; words that speak for the first kind (several
  // more account features than card features, or the reverse) ask for a clearer margin.
  const wordsAgainst = isCard ? meta.cardCues - meta.accountCues : meta.accountCues - meta.cardCues;
  // A card reading with no word for a card must reconcile outright (a misread scan agrees with either
  // reading by chance).
  const cardWithoutWords = !isCard && meta.cardCues === 0 && otherReading.checks.disagreed > 0;
  let reading = agreement(otherReading) > agreement(asJudged) + (wordsAgainst >= 2 ? 1 : 0) && !cardWithoutWords ? otherReading : asJudged;
  if (reading === otherReading) isCard = !isCard;
  // A card's statement that prints what is owed with a minus, charges too (`-27,69`, `Neuer Saldo
  // -2.459,70`), reads as an account does; titled a card's, it is reported as one (no overdraft days).
  const reportAsCard = isCard || meta.cardTitled;
  // Tentative rows are read as rows where the statement's figures agree better with them (which they
  // cannot where every figure agrees already).
  if (reading.checks.disagreed > 0 && scan.rows.some((r) => r.tentative)) {
    const judged = metadataAs(meta, isCard);
    const withTentative = readTransactions({ ...context, withTentative: true }, isCard, judged);
    // (Reading sets the columns' roles: the reading kept is read last.)
    reading = agreement(withTentative) > agreement(reading) ? withTentative : readTransactions(context, isCard, judged);
  }
  meta = reading.meta;
  const { transactions, balanceBreaks, opening, closing, runningBalancePrinted, periodStart, periodEnd, rows } = reading;
  warnings.push(...reading.warnings);
  const sortedDates = transactions.map((t) => t.date).sort();
  const ocrPages = ordered.filter((p) => p.ocr).map((p) => p.page);
  // A table headed for transactions with no row, opening and closing the same: a quiet period.
  const listsNoTransactions = transactions.length === 0 && scan.transactionHeader && opening !== null && opening === closing;
  if (listsNoTransactions) warnings.push('the statement lists no transactions: no activity in the period');
  else if (transactions.length === 0) warnings.push('no transaction table was found');

  return {
    bankName: meta.bankName,
    ...(meta.bankNameGuessed ? { bankNameGuessed: true } : {}),
    accountHolder: meta.accountHolder,
    accountLast4: reading.listingAccount ?? meta.accountLast4,
    currency: meta.currency,
    ...periodOf(periodStart, periodEnd, sortedDates),
    openingBalance: opening,
    closingBalance: closing,
    printedTotals: meta.printedTotals,
    runningBalancePrinted,
    accountKind: reportAsCard ? 'credit_card' : 'bank_account',
    transactions,
    ...(listsNoTransactions ? { listsNoTransactions } : {}),
    balanceBreaks,
    signals: { ...inspection.signals, ocrPages, pagesWithMixedAmountFonts: mixedAmountFontPages(rows, ocrPages) },
    warnings,
  };
};


interface ReadingContext {
  pages: readonly PageLayout[];
  scan: ReturnType<typeof buildRows>;
  /** Read the tentative rows too (undated lines with figures where rows print dates). */
  withTentative?: boolean;
  order: DateOrder;
  rawDates: RawDate[];
  creationDate: string | null;
  /** Pages read by OCR: their figures may be misread (see `applyRunningBalance`). */
  ocrPages: ReadonlySet<number>;
}

interface Reading {
  meta: StatementMetadata;
  /** The last four digits of the account a listing's title names, where a box over several accounts states another's first. */
  listingAccount: string | null;
  rows: RawRow[];
  transactions: Transaction[];
  balanceBreaks: BalanceBreak[];
  opening: Cents | null;
  closing: Cents | null;
  runningBalancePrinted: boolean;
  periodStart: IsoDate | null;
  periodEnd: IsoDate | null;
  warnings: string[];
  /** How many of the statement's own figures the rows agree with (see `agreement`). */
  checks: { agreed: number; disagreed: number };
}

/**
 * The transactions as a bank account's or a card's (directions, signs of balances, which tables are
 * kept), with what the statement prints to check them by. Sets the columns' roles as it reads.
 */
const readTransactions = (context: ReadingContext, isCard: boolean, judged: StatementMetadata): Reading => {
  const { scan, order, rawDates, creationDate } = context;
  const warnings: string[] = [];
  const listed = context.withTentative ? scan.rows : scan.rows.filter((r) => !r.tentative);
  const rowsOf = (id: number): RawRow[] => listed.filter((r) => r.tableId === id);
  for (const r of scan.rows) r.debit = r.credit = r.amount = r.balance = r.charge = null;
  for (const table of scan.tables) decideColumnRoles(table, rowsOf(table.id), { isCard, totals: judged.printedTotals });
  const dropped = repeatedOrBalanceTables(scan.tables, listed);
  for (const id of otherAccountTables(scan.rows, scan.summaries, (id) => !dropped.has(id))) dropped.set(id, 'another account listed after the statement\'s own');
  for (const [id, why] of dropped) {
    const page = listed.find((r) => r.tableId === id)?.page;
    if (why.includes('second time')) warnings.push(`page ${page}: ${why}, not counted again`);
    if (why.startsWith('another account')) warnings.push(`page ${page}: ${why}: its rows are not this account's`);
  }
  const rows = listed.filter((r) => !dropped.has(r.tableId));
  const printedSigns = balanceSignsOf(isCard, rows.flatMap((r) => (r.balance ? [r.balance] : [])));
  const throughout = isCard ? null : balancesThroughout(rows, printedSigns);
  const balanceSigns = throughout ? { ...printedSigns, throughout } : printedSigns;
  // The summary's balances read with the signs the rows' balances show; on a card without them, with
  // the signs its own box shows: one balance plain and another with a minus makes the plain one owed
  // and the minus a credit (`Balance brought forward 2,610.34` … `Closing balance -1,599.77`).
  const boxBalances = [judged.figures.opening, ...judged.figures.closing].filter((f) => f !== null);
  const boxMixed = isCard && boxBalances.some((f) => f.owed) && boxBalances.some((f) => f.signed < 0);
  const meta = balanceSigns.minusIsCredit || (boxMixed && !rows.some((r) => r.balance)) ? metadataAs(judged, true, true) : judged;

  // Dates: years decided once for the document; a row without a date takes the date of the row above.
  // A period printed without years (`Del 01/12 al 28/02`), or else a statement date (`31.08.`), takes
  // its years with the rows'.
  const printedPeriod = meta.periodStart !== null || meta.periodEnd !== null;
  const yearlessEnds = meta.periodWithoutYears ? [meta.periodWithoutYears.a, meta.periodWithoutYears.b] : meta.statementDateWithoutYear ? [meta.statementDateWithoutYear] : [];
  const yearless = printedPeriod ? [] : yearlessEnds;
  const resolved = decideYears([...yearless, ...rows.map((r) => r.date), ...scan.dailyBalances.map((d) => d.date)], order, { start: meta.periodStart, end: meta.periodEnd, rawDates, creationDate: creationDate });
  const dates = resolved.slice(yearless.length, yearless.length + rows.length);
  const daily = scan.dailyBalances.flatMap((d, k) => {
    const date = resolved[yearless.length + rows.length + k];
    return date ? [{ date, balance: signedBalance(d.amount, balanceSigns) }] : [];
  });
  // With no period printed, a dated balance before the first row (`09/01/2018 Beginning Balance`,
  // `SOLDE DEBITEUR AU 30/05/2025`) starts it and one after the last row ends it.
  const datedBalanceLine = (s: SummaryLine, kind: 'opening' | 'closing'): boolean => (s.kind === kind || s.kind === 'balance') && !!s.date && s.date.year !== null;
  // The closing one follows the last row kept: a second account's listing after it (`LIVRET BLEU`,
  // its table dropped) may print its own rows and balances.
  const rowsToLastKept = rows.length ? scan.rows.lastIndexOf(rows[rows.length - 1]!) + 1 : 0;
  const afterRows = scan.summaries.filter((s) => s.rowsBefore >= rowsToLastKept && datedBalanceLine(s, 'closing'));
  const closingSummary = rowsToLastKept === scan.rows.length ? afterRows.at(-1) : afterRows[0];
  const resolvedOn = (raw: RawDate | null | undefined): IsoDate | null => (raw ? resolveDate(raw, order, { start: null, end: null, fallbackYear: raw.year }) : null);
  // (Or the first and last balances a summary box states on a day: `Kontostand am 31.12.2023`.)
  const closingOn = meta.periodEnd !== null ? null : resolvedOn(closingSummary?.date) ?? meta.closingOn ?? null;
  const lastRowOn = dates.reduce<IsoDate | null>((a, d) => (d && (a === null || d > a) ? d : a), null);
  // (A balance brought forward on a day without its year, `31/03 Balance From Last Statement`, takes
  // the year that puts it last before the period's end.)
  const broughtForward = scan.summaries.find((s) => s.rowsBefore === 0 && (s.kind === 'opening' || s.kind === 'balance') && !!s.date);
  const before = meta.periodEnd ?? lastRowOn;
  const broughtOn = broughtForward?.date?.year === null ? (before ? resolveDate(broughtForward.date, order, { start: null, end: before, fallbackYear: null }) : null) : resolvedOn(broughtForward?.date);
  const openingOn = meta.periodStart !== null ? null : broughtOn ?? meta.openingOn ?? null;
  const periodStart = yearless.length === 2 ? resolved[0] ?? null : meta.periodStart ?? startAfterOpening(openingOn, dates[0] ?? null);
  const periodEnd = yearless.length ? resolved[yearless.length - 1] ?? null : meta.periodEnd ?? (closingOn !== null && lastRowOn !== null && closingOn >= lastRowOn ? closingOn : null);
  let lastDate: IsoDate | null = null;
  // An undated line of interest or fees kept after the last dated row where rows print their dates
  // (`Interest charged on purchases 14.69` closing a card's listing) is charged when the period
  // closes; any other takes the day above it (`PAIEMENT PAR CARTE UBER`, the day's second row).
  const lastOwnDated = rows.findLastIndex((r) => r.ownDate);
  const printed = rows.map((row, i) => {
    const date = dates[i] ?? null;
    if (date) lastDate = date;
    if (row.tentative && i > lastOwnDated && periodEnd !== null && PERIOD_END_CHARGE.test(row.description) && (date ?? lastDate ?? periodEnd) <= periodEnd) return { row, date: periodEnd };
    return { row, date: date ?? lastDate };
  });
  // A listing printed newest first (a bank's web page printed) is read oldest first, so each balance
  // follows from the one before it in time.
  const newestFirst = runsNewestFirst(printed.map((d, i) => (dates[i] ? d.date : null)));
  const dated = newestFirst ? [...printed].reverse() : printed;
  if (newestFirst) warnings.push('the rows are listed newest first: their balances were read oldest first');
  // A day's balance printed on a line of its own (`17/02/2025  Saldo do dia  R$ 41,83`) is the balance
  // after that day's last row: the row printed next to it (above it, or below it when newest first).
  for (const s of scan.summaries) {
    if (s.kind !== 'balance' || !s.amount || !s.date) continue;
    const row = scan.rows[newestFirst ? s.rowsBefore : s.rowsBefore - 1];
    if (row && !row.balance && row.date && sameDay(row.date, s.date) && rows.includes(row)) row.balance = s.amount;
  }

  // Which signs the statement's amount columns print: a minus (or DR) and a plus (or CR). A statement
  // keeps one convention throughout, so a page that happens to hold no payment still reads by it.
  // (A card printing a plus on most rows, its charges, and a minus on the few others, its payments,
  // signs them as the amount owed moves.)
  const plusRows = rows.filter((r) => r.amount?.positive && plusSigned(r.amount)).length;
  const amountSigns = { negative: rows.some((r) => r.amount?.negative), positive: rows.some((r) => r.amount?.positive), plus: plusRows > rows.filter((r) => r.amount?.negative).length };
  const candidates: (Candidate & { row: RawRow; date: IsoDate | null; description?: string })[] = dated.flatMap(({ row, date }) => {
    const { amount, type, certainty } = direction(row, isCard, amountSigns);
    const table = scan.tables.find((t) => t.id === row.tableId);
    const unreadableBalance = !row.balance && row.unreadable.some((c) => table?.columns[c]?.role === 'balance');
    const candidate = {
      amount,
      type,
      certainty,
      balance: row.balance ? signedBalance(row.balance, balanceSigns) : null,
      // Only a figure printed but unreadable (`2,540.BB`) is rebuilt; a blank balance cell (balance printed
      // once a day) stays null, as printed.
      expectsBalance: unreadableBalance,
      misreadable: context.ocrPages.has(row.page),
      row,
      date,
    };
    if (!row.charge || type !== 'withdrawal') return [candidate];
    // A charge beside the payment is a row of its own after it, which the row's balance follows.
    const charge = { ...candidate, amount: row.charge.cents, certainty: 'printed' as const, description: `${chargeLabel(table, row)}: ${row.description}` };
    return [{ ...candidate, balance: null, expectsBalance: false }, charge];
  });

  // The opening balance: the summary box, else a "balance brought forward" line (or a balance stated
  // before any row), else what the first printed balance implies.
  // Only before the first row and after the last: `Balance brought forward` atop page 2 opens a page, not the statement.
  const keptIndex = new Set(rows.map((r) => scan.rows.indexOf(r)));
  const keptBefore = (at: number): number => [...keptIndex].filter((k) => k < at).length;
  const atStart = (s: SummaryLine): boolean => keptBefore(s.rowsBefore) === 0;
  const atEnd = (s: SummaryLine): boolean => keptBefore(s.rowsBefore) === rows.length;
  // Newest first, a balance stated under the last row is the oldest (the opening), one over the first
  // row the newest (the closing); a line labelled as either says which it is wherever it stands.
  const openingLine = newestFirst
    ? scan.summaries.find((s) => s.amount && ((s.kind === 'opening' && (atStart(s) || atEnd(s))) || (s.kind === 'balance' && atEnd(s))))
    : scan.summaries.find((s) => s.amount && (s.kind === 'opening' || s.kind === 'balance') && atStart(s));
  // Balances stated after the last row: the statement's closing is the one the rows reconcile to (a
  // second account's listing may follow with balances of its own), else the last.
  const closingLines = newestFirst
    ? scan.summaries.filter((s) => s.amount && ((s.kind === 'closing' && (atStart(s) || atEnd(s))) || (s.kind === 'balance' && atStart(s)))).reverse()
    : scan.summaries.filter((s) => s.amount && (s.kind === 'closing' || s.kind === 'balance') && atEnd(s));
  const closingLine = closingLines[closingLines.length - 1];
  // A `Balance brought forward` that is some row's balance carries a page over, not the statement's opening.
  const rowBalances = new Set(candidates.map((c) => c.balance).filter((b) => b !== null));
  const openingFigure = openingLine?.amount ? signedBalance(byColumn(openingLine, scan, isCard), balanceSigns) : null;
  // (Its label read with no sign, the line's column gives one: the same figure, overdrawn.)
  const labelledOpening = meta.openingBalance !== null && openingFigure !== null && openingFigure === -meta.openingBalance && openingFigure < 0 ? openingFigure : meta.openingBalance;
  // So does one printed only between rows (`Saldo a transportar` / `Saldo transportado` over a page
  // break, the page's last row printing no balance), when no line before the rows states it.
  const statedAt = (figure: Cents, where: (s: SummaryLine) => boolean): boolean =>
    scan.summaries.some((s) => s.amount && (s.kind === 'opening' || s.kind === 'closing' || s.kind === 'balance') && where(s) && signedBalance(s.amount, balanceSigns) === figure);
  const carriedOver = (figure: Cents, edge: (s: SummaryLine) => boolean): boolean => statedAt(figure, (s) => !atStart(s) && !atEnd(s)) && !statedAt(figure, edge);
  const labelled = labelledOpening !== null && (rowBalances.has(labelledOpening) || carriedOver(labelledOpening, atStart)) ? null : labelledOpening;
  // A summary box over several accounts (`Ihre Konten im Überblick`) may state another account's
  // balances first: where the opening line over the rows leads to the first row's balance and the
  // labelled figure does not, the line is this listing's opening, and the box's closing is not its close.
  const firstRow = candidates[0];
  const leadsToFirst = (figure: Cents): boolean => !!firstRow && firstRow.balance !== null && firstRow.amount !== null && (figure + firstRow.amount === firstRow.balance || figure - firstRow.amount === firstRow.balance);
  const otherAccountsBox = labelled !== null && openingFigure !== null && labelled !== openingFigure && leadsToFirst(openingFigure) && !leadsToFirst(labelled);
  const printedOpening: Cents | null = otherAccountsBox ? openingFigure : labelled ?? openingFigure;
  let opening = printedOpening;
  if (opening !== null) dropBalanceLines(candidates, opening);
  const runningBalancePrinted = candidates.some((c) => c.row.balance !== null);
  if (opening === null) firstRowByItsWords(candidates, scan.tables);
  const { breaks, overruled } = applyRunningBalance(candidates, opening);
  settleGuessesByTotals(candidates, meta.printedTotals);
  if (opening === null && runningBalancePrinted) opening = impliedOpening(candidates);

  const transactions: Transaction[] = [];
  const balanceBreaks: BalanceBreak[] = [];
  const breakAt = new Map(breaks.map((b) => [b.index, b]));
  candidates.forEach((c, i) => {
    if (c.amount === null || c.amount === 0 || c.date === null) return;
    if (c.movedNothing) {
      warnings.push(`page ${c.row.page}: a row on ${c.date} (${fmt(c.amount)}) left the balance unchanged: a notice, not a transaction`);
      return;
    }
    const type: TransactionType = c.type ?? 'withdrawal';
    const b = breakAt.get(i);
    if (b) {
      balanceBreaks.push({ index: transactions.length, date: c.date, page: c.row.page, expected: b.expected, printed: b.printed });
      warnings.push(`page ${c.row.page}: running balance break on ${c.date}: expected ${fmt(b.expected)}, printed ${fmt(b.printed)}`);
    }
    if (c.repaired && c.misread !== undefined) warnings.push(`page ${c.row.page}: ${c.repaired} on ${c.date} read by OCR as ${fmt(c.misread)}, rebuilt from the running balance`);
    else if (c.repaired) warnings.push(`page ${c.row.page}: unreadable ${c.repaired} on ${c.date} rebuilt from the running balance`);
    transactions.push({
      date: c.date,
      description: c.description ?? c.row.description,
      amount: c.amount,
      type,
      balance: runningBalancePrinted ? c.balance : null,
      page: c.row.page,
      box: c.row.box,
    });
  });

  // A daily-balance table, where nothing else states them, gives the opening (its first balance less
  // what moved up to that day) and the closing (its last balance); every other day's balance checks the rows.
  const flowTo = (date: IsoDate): Cents => transactions.filter((t) => t.date <= date).reduce((sum, t) => sum + (t.type === 'deposit' ? t.amount : -t.amount), 0);
  if (opening === null && daily.length > 0) opening = daily[0]!.balance - flowTo(daily[0]!.date);
  const dailyOpening = opening;
  const dailyChecks = dailyOpening === null ? [] : daily.map((d) => d.balance === dailyOpening + flowTo(d.date));
  const lastDaily = daily.length > 0 ? daily[daily.length - 1]!.balance : null;
  const lastBalance = [...transactions].reverse().find((t) => t.balance !== null)?.balance ?? lastDaily;
  // Of the closing figures printed, the one the rows reconcile to ("Balance carried forward" closes
  // every page; only the last page's is the statement's); else the first printed.
  const flow = transactions.reduce((sum, t) => sum + (t.type === 'deposit' ? t.amount : -t.amount), 0);
  const closingFigures = [...meta.closingCandidates, ...closingLines.map((l) => signedBalance(l.amount!, balanceSigns))];
  // Of several opening figures printed (a card's box per kind of balance, `Pay In Full` $0.00 beside
  // `Pay Over Time` $5,199.87, then the account's), the one the rows lead from to a printed closing;
  // where no running balance says which.
  if (!runningBalancePrinted && opening !== null && !closingFigures.includes(opening + flow)) {
    const reconciling = meta.openingCandidates.find((o) => closingFigures.includes(o + flow));
    if (reconciling !== undefined) opening = reconciling;
  }
  const reconciled = opening === null ? undefined : [...closingFigures, ...meta.statedBalances].find((c) => c === opening + flow);
  // A printed closing that is the balance of a row before the last closes a page (`Balance c/f`): the
  // rows' last balance closes the statement.
  const earlier = new Set(transactions.slice(0, -1).map((t) => t.balance).filter((b) => b !== null));
  // (Nor does a balance printed only between rows, where a line after the last row states another.)
  const labelledClosing = otherAccountsBox || (meta.closingBalance !== null && closingLine?.amount && carriedOver(meta.closingBalance, atEnd)) ? null : meta.closingBalance;
  const printedClosing = labelledClosing ?? (closingLine?.amount ? signedBalance(closingLine.amount, balanceSigns) : null);
  const pageClosing = printedClosing !== null && lastBalance !== null && printedClosing !== lastBalance && earlier.has(printedClosing);
  // With nothing else to go by, a balance stated after the rows (`Solde au 13 129,18`) closes them.
  const statedLast = opening === null ? meta.statedBalances[meta.statedBalances.length - 1] ?? null : null;
  const closing = reconciled ?? (pageClosing ? lastBalance : printedClosing) ?? lastBalance ?? statedLast;
  const checks = { agreed: 0, disagreed: 0 };
  const tally = (ok: boolean): void => void (ok ? checks.agreed++ : checks.disagreed++);
  if (printedOpening !== null && closingFigures.length > 0) tally(closingFigures.some((c) => c === printedOpening + flow));
  const deposits = transactions.filter((t) => t.type === 'deposit').reduce((sum, t) => sum + t.amount, 0);
  const withdrawals = transactions.filter((t) => t.type === 'withdrawal').reduce((sum, t) => sum + t.amount, 0);
  if (meta.printedTotals?.deposits) tally(meta.printedTotals.deposits === deposits);
  if (meta.printedTotals?.withdrawals) tally(meta.printedTotals.withdrawals === withdrawals);
  checks.disagreed += balanceBreaks.length + overruled;
  for (const ok of dailyChecks) tally(ok);
  // Read oldest first, reported as printed.
  if (newestFirst) {
    transactions.reverse();
    for (const b of balanceBreaks) b.index = transactions.length - 1 - b.index;
    balanceBreaks.reverse();
  }
  const listingAccount = otherAccountsBox && firstRow ? listingNumber(context.pages, firstRow.row, scan.tables.find((t) => t.id === firstRow.row.tableId)) : null;
  return { meta, listingAccount, rows, transactions, balanceBreaks, opening, closing, runningBalancePrinted, periodStart, periodEnd, warnings, checks };
};

/**
 * A balance line's figure, signed by the column it stands in where nothing else signs it: an account's
 * balance printed under the money-out column (`Saldo fra kontoutskrift … 4 311,17` under `Ut av konto`,
 * a balance under `Soll`) is overdrawn.
 */
const byColumn = (line: SummaryLine, scan: TableScan, isCard: boolean): AmountCell => {
  const figure = line.amount!;
  if (isCard || figure.negative || figure.positive || line.column === undefined) return figure;
  const role = scan.tables.find((t) => t.id === line.tableId)?.columns[line.column]?.role;
  return role === 'debit' ? { ...figure, negative: true } : figure;
};

/** The number a listing's title prints over its header (`Privatgirokonto 890793800965`): whose rows they are. */
const listingNumber = (pages: readonly PageLayout[], row: RawRow, table: Table | undefined): string | null => {
  const page = pages.find((p) => p.page === row.page);
  const top = table?.header?.y0 ?? row.box.y0;
  const above = (page?.lines ?? []).filter((l) => l.y1 <= top + 0.5 && top - l.y1 < 40).reverse();
  for (const line of above) {
    const text = lineText(line);
    const number = /(?:^|\s)(\d[\d -]{5,}\d)$/.exec(text);
    if (number && /\p{L}{3}/u.test(text)) return number[1]!.replace(/\D/g, '').slice(-4);
  }
  return null;
};

/**
 * The period's first day from the date of its opening line, where no row comes before it: that day, or
 * the day after when the line is dated the last day of a month before the rows (`31/03/2025 SALDO
 * ANTERIOR`: the previous statement's close).
 */
const startAfterOpening = (openingOn: IsoDate | null, firstRow: IsoDate | null): IsoDate | null => {
  if (openingOn === null || (firstRow !== null && firstRow < openingOn)) return null;
  const next = shiftDays(openingOn, 1);
  return next.endsWith('-01') && firstRow !== null && firstRow > openingOn ? next : openingOn;
};

/** Interest and fees, in the main languages: charged when a period closes. */
const PERIOD_END_CHARGE = /\b(interest|int\.?|fees?|charges?|zinsen|entgelte?|geb[üu]hren|agios|int[ée]r[êe]ts|frais|intereses|comisi[oó]n(es)?|juros|tarifas?|interessi|commissioni|spese|rente|kosten|odsetki|op[łl]aty|r[äa]nta|avgift(er)?|renter|gebyr(er)?)\b/i;

/** Whether a listing's own dates run backwards in time: most steps from one dated row to the next go back. */
const runsNewestFirst = (dates: readonly (IsoDate | null)[]): boolean => {
  const own = dates.filter((d): d is IsoDate => d !== null);
  let back = 0;
  let forward = 0;
  for (let i = 1; i < own.length; i++) {
    if (own[i]! < own[i - 1]!) back++;
    else if (own[i]! > own[i - 1]!) forward++;
  }
  return back >= 2 && back > forward * 3;
};

/**
 * With no opening, no balance decides the first row: where only the balances' votes made its column
 * money out (a month of withdrawals under `Amount`), its words may say it came in (`Utbetaling lån`).
 * An unmarked figure only: a sign or mark printed on it says otherwise.
 */
const firstRowByItsWords = (candidates: (Candidate & { row: RawRow })[], tables: readonly Table[]): void => {
  const first = candidates.find((c) => c.amount !== null);
  if (!first || first.type !== 'withdrawal') return;
  const debit = first.row.cells.find((x) => x.cell === first.row.debit);
  if (!debit || debit.cell.negative || debit.cell.positive) return;
  const voted = tables.find((t) => t.id === first.row.tableId)?.columns[debit.column]?.byVotes;
  if (voted && wordsSayDeposit(first.row.description)) [first.type, first.certainty] = ['deposit', 'guess'];
};

/** Beyond this many rows guessed by their words, the totals are not searched for their directions. */
const MAX_GUESSES = 14;

/**
 * Rows whose direction only their words guessed (no column, sign, section or running balance said
 * it) take the directions that make the printed totals come out, where exactly one choice does: the
 * first row of a listing with no opening balance, a card's odd refund.
 */
const settleGuessesByTotals = (rows: (Candidate & { row: RawRow })[], totals: PrintedTotals | null): void => {
  if (!totals || (totals.deposits === null && totals.withdrawals === null)) return;
  const byWords = (r: Candidate & { row: RawRow }): boolean => r.certainty === 'guess' && r.row.section !== 'deposit' && r.row.section !== 'withdrawal';
  const guessed = rows.filter((r) => byWords(r) && r.amount !== null && r.amount > 0);
  if (guessed.length === 0 || guessed.length > MAX_GUESSES) return;
  let knownIn = 0;
  let knownOut = 0;
  for (const r of rows) {
    if (byWords(r) || r.amount === null) continue;
    if (r.type === 'deposit') knownIn += r.amount;
    else if (r.type === 'withdrawal') knownOut += r.amount;
  }
  let found: number | null = null;
  for (let mask = 0; mask < 1 << guessed.length; mask++) {
    let moneyIn = knownIn;
    let moneyOut = knownOut;
    guessed.forEach((r, k) => (mask & (1 << k) ? (moneyIn += r.amount!) : (moneyOut += r.amount!)));
    if ((totals.deposits === null || totals.deposits === moneyIn) && (totals.withdrawals === null || totals.withdrawals === moneyOut)) {
      if (found !== null) return;
      found = mask;
    }
  }
  if (found === null) return;
  guessed.forEach((r, k) => {
    r.type = found & (1 << k) ? 'deposit' : 'withdrawal';
    r.certainty = 'printed';
  });
};

/** The statement's own figures a reading agrees with, less those it contradicts. */
const agreement = (r: Reading): number => r.checks.agreed - r.checks.disagreed;

/**
 * A card's payments and credits in the main languages (`Pagamento em 09 JAN`, `PAGO RECIBIDO`,
 * `Gutschrift`). (Not the words that also name a purchase paid by card: `Kartenzahlung`, `PAGO CON
 * TARJETA`, `PAIEMENT PAR CARTE`, `Betaling`, `PAGAMENTO POS`.)
 */
const CARD_CREDIT_WORDS =
  /(?<!\p{L})(payments?|credit|refund|rebate|cashback|reversal|returns?|returned|retour|abono|estorno|reembolso|devoluci[oó]n|remboursement|gutschrift|r[üu]ckerstattung|rimborso|storno|terugbetaling|pembayaran|bayaran|sp[łl]ata|wp[łl]ata|погашение|возврат)(?!\p{L})|(?<!\p{L})(pagamentos?|pago|paiement|zahlung) (efetuado|recebido|recibido|ricevuto|re[çc]u|erhalten|em \d|de (la |su )?(fatura|tarjeta))|thank you|(?<!\p{L})(merci|danke|dank u|gracias|obrigad[oa]|grazie|takk?|tack)(?!\p{L})/iu;
/** A charge for a payment (`LATE PAYMENT FEE`, `FINANCE CHARGES`, `Juros do rotativo`), unless it is given back (`FEE REVERSAL`). */
const CARD_CHARGE_WORDS =
  /(?<!\p{L})(fees?|charges?|interest|penalty|late|overlimit|gst|igst|cgst|sgst|vat|tax|juros|encargos|iof|anuidade|tarifa|multa|intereses|comisi[oó]n|cuota|frais|int[ée]r[êe]ts|cotisation|geb[üu]hr(en)?|zinsen|commissione|interessi)(?!\p{L})/iu;
const CARD_RETURN_WORDS = /(?<!\p{L})(refund|rebate|cashback|reversal|reversed|waiver|waived|credit|estorno|reembolso|devoluci[oó]n|remboursement|r[üu]ckerstattung|rimborso|storno)(?!\p{L})/iu;
const cardWordsSayCredit = (description: string): boolean =>
  CARD_CHARGE_WORDS.test(description) ? CARD_RETURN_WORDS.test(description) : CARD_CREDIT_WORDS.test(description);

/**
 * The direction a row's print says, before the running balance has its say: its column, its sign,
 * the section it sits in (whatever its words say), and only then its words.
 */
const direction = (row: RawRow, isCard: boolean, table: { negative: boolean; positive: boolean; plus: boolean }): Pick<Candidate, 'amount' | 'type' | 'certainty'> => {
  // A zero printed in the other column (`0.00`, `0.0`) is that column left empty.
  const credit = row.credit && (row.credit.cents !== 0 || !row.debit) ? row.credit : null;
  const debit = row.debit && (row.debit.cents !== 0 || !row.credit) ? row.debit : null;
  if (credit && !debit) return { amount: credit.cents, type: 'deposit', certainty: 'printed' };
  if (debit && !credit) return { amount: debit.cents, type: 'withdrawal', certainty: 'printed' };
  const a = row.amount ?? debit ?? credit;
  if (!a) return { amount: null, type: null, certainty: null };
  if (isCard) {
    // On a card, money in is a payment or credit: printed with CR or a minus. Where both marks are
    // printed (DR and CR), DR is a charge; where only one is, the unmarked rows are charges. A plus
    // beside minuses is what adds to the amount owed: a charge (`+1,587.78`, `-2,034.96` paid).
    if (a.positive && table.plus && table.negative && plusSigned(a)) return { amount: a.cents, type: 'withdrawal', certainty: 'printed' };
    if (a.negative && table.plus) return { amount: a.cents, type: 'deposit', certainty: 'printed' };
    if (a.positive) return { amount: a.cents, type: 'deposit', certainty: 'printed' };
    if (a.negative) return { amount: a.cents, type: table.positive ? 'withdrawal' : 'deposit', certainty: 'printed' };
    if (table.negative || table.positive) return { amount: a.cents, type: 'withdrawal', certainty: 'printed' };
    if (row.section === 'deposit' || row.section === 'withdrawal') return { amount: a.cents, type: row.section, certainty: 'guess' };
    return { amount: a.cents, type: cardWordsSayCredit(row.description) ? 'deposit' : 'withdrawal', certainty: 'guess' };
  }
  if (a.negative) return { amount: a.cents, type: 'withdrawal', certainty: 'printed' };
  if (a.positive) return { amount: a.cents, type: 'deposit', certainty: 'printed' };
  if (row.section === 'deposit' || row.section === 'withdrawal') return { amount: a.cents, type: row.section, certainty: 'guess' };
  // One mark printed, on the other kind of row: a minus on withdrawals makes the unmarked deposits,
  // a CR on deposits makes the unmarked withdrawals.
  if (table.negative) return { amount: a.cents, type: 'deposit', certainty: 'printed' };
  if (table.positive) return { amount: a.cents, type: 'withdrawal', certainty: 'printed' };
  return { amount: a.cents, type: wordsSayDeposit(row.description) ? 'deposit' : 'withdrawal', certainty: 'guess' };
};

/** What the header calls the column a row's charge stands in (`Fee*` -> `Fee`); `Charge` where no header names it. */
const chargeLabel = (table: Table | undefined, row: RawRow): string => {
  const column = table?.columns[row.cells.find((x) => x.cell === row.charge)?.column ?? -1];
  const cell = column && table?.header?.cells.find((h) => h.x0 < column.right + 2 && h.x1 > column.left - 2);
  return cell?.label.replace(/[^\p{L}\p{N} ]+/gu, '').trim() || 'Charge';
};

/**
 * Where the rows' own directions (their columns, their signs) say an account's balances are all in
 * credit or all overdrawn, whatever the balances' marks: `+1938,00 €` taking `741,92 € D` to
 * `2679,92 € D` (a letter that is no sign), or `30,000.00 Kt` taking a plain `172,579.42` down to
 * `142,579.42` (plain figures of an overdraft). Null where the balances read as printed agree as well.
 */
const balancesThroughout = (rows: readonly RawRow[], printed: BalanceSigns): 'held' | 'owed' | null => {
  // (Where money in is marked, `Kt` or `CR`, and nothing else, the plain figures are money out.)
  const inMarked = rows.some((r) => r.amount?.positive) && !rows.some((r) => r.amount?.negative);
  const agree = { printed: 0, held: 0, owed: 0 };
  let previous: NonNullable<RawRow['balance']> | null = null;
  for (const r of rows) {
    if (!r.balance) continue;
    const a = r.amount;
    const moved = r.credit && !r.debit ? r.credit.cents : r.debit && !r.credit ? -r.debit.cents : a?.positive ? a.cents : a?.negative || (a && inMarked) ? -a.cents : null;
    if (previous !== null && moved !== null && moved !== 0) {
      if (signedBalance(r.balance, printed) === signedBalance(previous, printed) + moved) agree.printed++;
      if (r.balance.cents === previous.cents + moved) agree.held++;
      if (-r.balance.cents === -previous.cents + moved) agree.owed++;
    }
    previous = r.balance;
  }
  const best = agree.held >= agree.owed ? 'held' : 'owed';
  return agree[best] >= 3 && agree[best] > agree.printed * 3 ? best : null;
};

/**
 * An undated line among the rows whose one figure is the balance the rows above it leave
 * (`Günlük Bakiyeler 3809,19 TL` under the day's rows, `Balance summary 55,077.49`) states that
 * balance: it is the row above's balance, not a movement. Found by the arithmetic from the opening,
 * whatever its words; the walk stops at the first row whose direction is not known.
 */
const dropBalanceLines = (candidates: (Candidate & { row: RawRow })[], opening: Cents): void => {
  let running = opening;
  let previous: Candidate | null = null;
  for (const c of candidates) {
    if (c.amount === null) continue;
    if (!c.row.ownDate && c.balance === null && previous !== null && c.amount === Math.abs(running)) {
      previous.balance ??= running;
      c.amount = null;
      continue;
    }
    if (c.type === null) return;
    running = c.balance ?? running + (c.type === 'deposit' ? c.amount : -c.amount);
    previous = c;
  }
};

/** A figure signed by a plus (`+1,587.78`, `+$21.00`), not by a letter (`CR`). */
const plusSigned = (a: AmountCell): boolean => /^\(?\+/.test(a.text.trim());

/**
 * A table without balances whose one amount column marks under a quarter of its rows, all with the
 * same mark (a minus, or a plus or CR): a card's payments and refunds among its charges.
 */
const rarelyMarked = (table: { columns: { role: string | null }[] }, rows: readonly RawRow[], fewest = 6): boolean => {
  if (table.columns.some((c) => c.role === 'balance')) return false;
  const amounts = rows.map((r) => r.amount).filter((a): a is NonNullable<RawRow['amount']> => a !== null);
  if (amounts.length < fewest) return false;
  const negative = amounts.filter((a) => a.negative).length;
  const positive = amounts.filter((a) => a.positive).length;
  if (negative > 0 && positive > 0) return false;
  return negative + positive > 0 && negative + positive <= amounts.length * 0.25;
};

/**
 * A signed column beside a balance reads both ways (a card's charges raising what is owed, or an
 * account's deposits raising what is held); the words settle it: the rare rows with a minus read as
 * payments (`Indbetaling tak`, `PAYMENT - THANK YOU`) and the many without it do not read as money in.
 */
const signedLikeACard = (rows: readonly RawRow[]): boolean => {
  const amounts = rows.filter((r) => r.amount !== null);
  if (amounts.length < 6 || amounts.some((r) => r.amount!.positive)) return false;
  const minus = amounts.filter((r) => r.amount!.negative);
  const plain = amounts.filter((r) => !r.amount!.negative);
  if (minus.length === 0 || minus.length > amounts.length * 0.25) return false;
  return minusRowsReadAsCredits(rows) && plain.filter((r) => wordsSayDeposit(r.description)).length <= plain.length * 0.2;
};

/**
 * Whether most rows printed with a minus read as a card's credits (`PAYMENT - THANK YOU`, `REFUND`).
 * (A plus is not asked about: an account's rare deposits print one too, and read as money in.)
 */
const minusRowsReadAsCredits = (rows: readonly RawRow[]): boolean => {
  const marked = rows.filter((r) => r.amount?.negative);
  return marked.length > 0 && marked.filter((r) => CARD_CREDIT_WORDS.test(r.description) || wordsSayDeposit(r.description)).length >= marked.length * 0.6;
};

/**
 * The currency read again once the rows are known: from the text outside the rows and the figures in
 * the rows' money columns, so that a foreign amount in a description (`ORIGINAL AMOUNT 95.21 CHF`)
 * does not outvote the statement's own.
 */
/**
 * The PDF's creation date as evidence of when the statement was made, or null: a tool's fixed
 * placeholder (`D:20000101000000`, as reproducible builds write) or a date before PDF existed says nothing.
 */
const plausibleCreationDate = (created: string | null): string | null =>
  created === null || created.startsWith('2000-01-01T00:00:00') || created.slice(0, 4) < '1993' ? null : created;

const statementCurrency = (pages: readonly PageLayout[], scan: ReturnType<typeof buildRows>): string | null => {
  const outside = pages.flatMap((p) => p.lines.filter((_, i) => !scan.rowLines.has(`${p.page}:${i}`)).map((l) => l.words.map((w) => w.text).join(' ')));
  const cells = scan.rows.flatMap((r) => r.cells.map((c) => c.cell.text));
  return readCurrency([...outside, ...cells].join('\n'));
};

/**
 * The period: as printed, completed by the rows' first and last dates. A lone date (a statement date)
 * that every row comes after opens the period rather than closing it.
 */
const periodOf = (start: IsoDate | null, end: IsoDate | null, sortedDates: readonly IsoDate[]): { periodStart: IsoDate | null; periodEnd: IsoDate | null } => {
  const first = sortedDates[0] ?? null;
  const last = sortedDates[sortedDates.length - 1] ?? null;
  if (start === null && end !== null && first !== null && end < first) return { periodStart: end, periodEnd: last };
  return { periodStart: start ?? first, periodEnd: end ?? last };
};

/** The same printed day (a year printed on one side only still agrees). */
const sameDay = (a: RawDate, b: RawDate): boolean => a.kind === b.kind && a.a === b.a && a.b === b.b && (a.year === null || b.year === null || a.year === b.year);

/** Every line's words, page by page. */
const allLines = (pages: readonly PageLayout[]): PageLayout['lines'][number]['words'][] => pages.flatMap((p) => p.lines.map((l) => l.words));

const fmt = (c: Cents): string => (c / 100).toFixed(2);
