/**
 * XLSX exports through ExcelJS: dates are real dates and figures real numbers, each with a number
 * format, so a spreadsheet sorts and sums them; every sheet's header row is frozen. A statement gets a
 * Transactions, a Summary and a Flags sheet; a batch a Summary sheet (one row per statement), one
 * transactions sheet per statement and one Flags sheet for all; a company report one sheet per section. Text goes in as string cells, which a
 * spreadsheet never evaluates, so a description like "=1+1" stays text here without escaping.
 */
import ExcelJS from 'exceljs';
import type { Cell, ColumnKind, Table } from './companyTables.js';
import { centsToNumber, type BatchEntry, type ExportStatement } from './statement.js';

const MONEY_FORMAT = '#,##0.00;-#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

/** An ISO day as the UTC midnight ExcelJS turns into a date serial (no time zone can move it a day). */
const day = (iso: string): Date => new Date(`${iso}T00:00:00.000Z`);
const money = (cents: number | null): number | null => (cents === null ? null : centsToNumber(cents));

interface Column {
  header: string;
  key: string;
  width: number;
  numFmt?: string;
}

const addSheet = (workbook: ExcelJS.Workbook, name: string, columns: Column[], rows: Record<string, unknown>[]): ExcelJS.Worksheet => {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({ header, key, width, ...(numFmt ? { style: { numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return sheet;
};

const TRANSACTION_COLUMNS: Column[] = [
  { header: 'Date', key: 'date', width: 12, numFmt: DATE_FORMAT },
  { header: 'Description', key: 'description', width: 60 },
  { header: 'Amount', key: 'amount', width: 14, numFmt: MONEY_FORMAT },
  { header: 'Type', key: 'type', width: 12 },
  { header: 'Balance', key: 'balance', width: 14, numFmt: MONEY_FORMAT },
  { header: 'Page', key: 'page', width: 6 },
];

const transactionRows = (s: ExportStatement): Record<string, unknown>[] =>
  s.rows.map((r) => ({ date: day(r.date), description: r.description, amount: money(r.amount), type: r.type, balance: money(r.balance), page: r.page }));

/** The statement's figures as label / value pairs (one statement's Summary sheet). */
const summaryPairs = (s: ExportStatement): [string, unknown, string?][] => [
  ['Job', s.jobId],
  ['File', s.filename],
  ['Company', s.company],
  ['Bank', s.data.bank_name],
  ['Account (last 4)', s.data.account_number_last_4],
  ['Currency', s.data.currency],
  ['Period start', day(s.data.statement_start_date), DATE_FORMAT],
  ['Period end', day(s.data.statement_end_date), DATE_FORMAT],
  ['Opening balance', money(s.opening), MONEY_FORMAT],
  ['Closing balance', money(s.closing), MONEY_FORMAT],
  ['Total deposits', money(s.totalDeposits), MONEY_FORMAT],
  ['Total withdrawals', money(s.totalWithdrawals), MONEY_FORMAT],
  ['Deposits', s.data.deposit_count],
  ['Withdrawals', s.data.withdrawal_count],
  ['Transactions', s.data.transaction_count],
  ['Daily average balance', s.data.daily_average_balance, MONEY_FORMAT],
  ['Balance equation valid', s.data.balance_equation_valid],
  ['Balance equation variance', s.data.balance_equation_variance, MONEY_FORMAT],
  ['Negative balance days', s.data.negative_balance_count],
  ['Loans detected', s.data.loans_detected],
];

const FLAG_COLUMNS: Column[] = [
  { header: 'Kind', key: 'kind', width: 18 },
  { header: 'Type', key: 'type', width: 26 },
  { header: 'Severity', key: 'severity', width: 10 },
  { header: 'Date', key: 'date', width: 12, numFmt: DATE_FORMAT },
  { header: 'Amount', key: 'amount', width: 14, numFmt: MONEY_FORMAT },
  { header: 'Description', key: 'description', width: 50 },
  { header: 'Reason', key: 'reason', width: 60 },
];

/** What a lender reads: anomalies, large transactions, negative-balance days and the reviewer's warnings. */
const flagRows = (s: ExportStatement): Record<string, unknown>[] => [
  ...s.data.anomalies.map((a) => ({
    kind: 'anomaly', type: a.type, severity: a.severity, date: a.date === undefined ? null : day(a.date),
    amount: a.amount ?? null, description: a.description, reason: a.reason,
  })),
  ...s.data.large_transactions.map((t) => ({ kind: 'large_transaction', type: t.type, date: day(t.date), amount: t.amount, description: t.description, reason: t.reason })),
  ...s.data.negative_balance_dates.map((d) => ({ kind: 'negative_balance', date: day(d) })),
  ...s.data.warnings.map((w) => ({ kind: 'warning', description: w })),
];

const newWorkbook = (created: string): ExcelJS.Workbook => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LedgerLens';
  // The job's completion time, not the export's: the same job exports the same workbook.
  workbook.created = new Date(created);
  workbook.modified = new Date(created);
  return workbook;
};

const toBuffer = async (workbook: ExcelJS.Workbook): Promise<Buffer> => Buffer.from(await workbook.xlsx.writeBuffer());

export const statementXlsx = async (s: ExportStatement): Promise<Buffer> => {
  const workbook = newWorkbook(s.completedAt);
  addSheet(workbook, 'Transactions', TRANSACTION_COLUMNS, transactionRows(s));
  const summary = addSheet(workbook, 'Summary', [{ header: 'Field', key: 'field', width: 28 }, { header: 'Value', key: 'value', width: 40 }], []);
  for (const [field, value, numFmt] of summaryPairs(s)) {
    const row = summary.addRow({ field, value });
    if (numFmt) row.getCell('value').numFmt = numFmt;
  }
  addSheet(workbook, 'Flags', FLAG_COLUMNS, flagRows(s));
  return toBuffer(workbook);
};

/** Sheet names: at most 31 characters, none of `[]:*?/\`, unique (the statement's place in the batch leads). */
export const sheetNameFor = (index: number, filename: string): string =>
  `${index + 1} ${filename.replace(/\.pdf$/i, '').replace(/[[\]:*?/\\]/g, '_')}`.slice(0, 31).trim().replace(/'+$/, '');

const BATCH_SUMMARY_COLUMNS: Column[] = [
  { header: 'Job', key: 'job', width: 30 },
  { header: 'File', key: 'file', width: 30 },
  { header: 'Company', key: 'company', width: 24 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Bank', key: 'bank', width: 28 },
  { header: 'Account (last 4)', key: 'account', width: 10 },
  { header: 'Currency', key: 'currency', width: 9 },
  { header: 'Period start', key: 'start', width: 12, numFmt: DATE_FORMAT },
  { header: 'Period end', key: 'end', width: 12, numFmt: DATE_FORMAT },
  { header: 'Opening balance', key: 'opening', width: 16, numFmt: MONEY_FORMAT },
  { header: 'Closing balance', key: 'closing', width: 16, numFmt: MONEY_FORMAT },
  { header: 'Total deposits', key: 'deposits', width: 16, numFmt: MONEY_FORMAT },
  { header: 'Total withdrawals', key: 'withdrawals', width: 16, numFmt: MONEY_FORMAT },
  { header: 'Transactions', key: 'count', width: 12 },
  { header: 'Balance equation valid', key: 'valid', width: 12 },
  { header: 'Sheet', key: 'sheet', width: 31 },
  { header: 'Error', key: 'error', width: 50 },
];

export const batchXlsx = async (entries: readonly BatchEntry[]): Promise<Buffer> => {
  const created = entries.map((e) => (e.status === 'auto_analyzed' ? e.statement.completedAt : '')).sort().at(-1) || new Date(0).toISOString();
  const workbook = newWorkbook(created);
  const summary = addSheet(workbook, 'Summary', BATCH_SUMMARY_COLUMNS, []);
  const flags: Record<string, unknown>[] = [];
  entries.forEach((entry, index) => {
    if (entry.status === 'failed') {
      const f = entry.failed;
      summary.addRow({ job: f.jobId, file: f.filename, company: f.company, status: 'failed', error: `${f.error.code}: ${f.error.message}` });
      return;
    }
    const s = entry.statement;
    const sheet = sheetNameFor(index, s.filename);
    summary.addRow({
      job: s.jobId, file: s.filename, company: s.company, status: 'auto_analyzed', bank: s.data.bank_name, account: s.data.account_number_last_4,
      currency: s.data.currency, start: day(s.data.statement_start_date), end: day(s.data.statement_end_date), opening: money(s.opening),
      closing: money(s.closing), deposits: money(s.totalDeposits), withdrawals: money(s.totalWithdrawals), count: s.rows.length,
      valid: s.data.balance_equation_valid, sheet,
    });
    addSheet(workbook, sheet, TRANSACTION_COLUMNS, transactionRows(s));
    flags.push(...flagRows(s).map((row) => ({ job: s.jobId, ...row })));
  });
  addSheet(workbook, 'Flags', [{ header: 'Job', key: 'job', width: 30 }, ...FLAG_COLUMNS], flags);
  return toBuffer(workbook);
};

const SHARE_FORMAT = '0.00%';
const MONTH_FORMAT = 'yyyy-mm';

/** A company report cell as its typed value and number format: money, shares and dates stay numbers. */
const typedCell = (kind: ColumnKind, value: Cell): { value: unknown; numFmt?: string } => {
  if (value === null) return { value: null };
  switch (kind) {
    case 'money':
      return { value: centsToNumber(value as number), numFmt: MONEY_FORMAT };
    case 'share':
      return { value, numFmt: SHARE_FORMAT };
    case 'date':
      return { value: day(String(value)), numFmt: DATE_FORMAT };
    case 'month':
      // "Total" and "Average" label their rows in the month column: those stay text.
      return /^\d{4}-\d{2}$/.test(String(value)) ? { value: day(`${String(value)}-01`), numFmt: MONTH_FORMAT } : { value };
    case 'text':
    case 'count':
    case 'decimal':
    case 'boolean':
      return { value };
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
};

/** The company report: one sheet per section (companyTables.ts), frozen headers, typed cells. */
export const companyReportXlsx = async (tables: readonly Table[], created: string): Promise<Buffer> => {
  const workbook = newWorkbook(created);
  for (const table of tables) {
    const sheet = addSheet(workbook, table.title, table.columns.map(({ header, key, width }) => ({ header, key, width })), []);
    for (const values of table.rows) {
      const row = sheet.addRow([]);
      values.forEach((value, i) => {
        const { value: typed, numFmt } = typedCell(table.columns[i]!.kind, value);
        const cell = row.getCell(i + 1);
        cell.value = typed as ExcelJS.CellValue;
        if (numFmt !== undefined) cell.numFmt = numFmt;
      });
    }
  }
  return toBuffer(workbook);
};
