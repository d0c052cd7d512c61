/**
 * CSV exports (RFC 4180): UTF-8, CRLF line ends, a header row, ISO dates, `.` decimals, signed amounts.
 * Text a spreadsheet would read as a formula (a cell starting with `=`, `+`, `-`, `@`, or a tab or
 * carriage return that hides one) is prefixed with `'`, so opening the file never runs a cell:
 * "=HYPERLINK(...)" in a payee name stays text. Figures we format ourselves (`-49.25`) are not text
 * and are written as they are.
 */
import type { Cell, ColumnKind, Table } from './companyTables.js';
import { formatCents, type BatchEntry, type ExportStatement, type FailedStatement } from './statement.js';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: neutralised if it could start a formula, then quoted if it holds a comma, quote or line break. */
export const textCell = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A figure or date we formatted: never a formula, quoted only if it had to be (it never has to). */
const plainCell = (value: string): string => value;

const line = (cells: string[]): string => `${cells.join(',')}\r\n`;

export const TRANSACTION_COLUMNS = ['date', 'description', 'amount', 'type', 'balance', 'page'] as const;

const rowCells = (row: ExportStatement['rows'][number]): string[] => [
  plainCell(row.date),
  textCell(row.description),
  plainCell(formatCents(row.amount)),
  plainCell(row.type),
  row.balance === null ? '' : plainCell(formatCents(row.balance)),
  plainCell(String(row.page)),
];

/** One statement's transactions. */
export const statementCsv = (statement: ExportStatement): string =>
  line([...TRANSACTION_COLUMNS]) + statement.rows.map((row) => line(rowCells(row))).join('');

export const SUMMARY_COLUMNS = [
  'job_id', 'filename', 'company', 'status', 'bank_name', 'account_number_last_4', 'currency', 'statement_start_date',
  'statement_end_date', 'opening_balance', 'closing_balance', 'total_deposits', 'total_withdrawals', 'transaction_count',
  'balance_equation_valid', 'error',
] as const;

const summaryCells = (s: ExportStatement): string[] => [
  plainCell(s.jobId), textCell(s.filename), textCell(s.company), 'auto_analyzed', textCell(s.data.bank_name),
  textCell(s.data.account_number_last_4), plainCell(s.data.currency), plainCell(s.data.statement_start_date),
  plainCell(s.data.statement_end_date), formatCents(s.opening), formatCents(s.closing), formatCents(s.totalDeposits),
  formatCents(s.totalWithdrawals), String(s.rows.length), String(s.data.balance_equation_valid), '',
];

const failedCells = (f: FailedStatement): string[] => [
  plainCell(f.jobId), textCell(f.filename), textCell(f.company), 'failed', '', '', '', '', '', '', '', '', '', '', '',
  textCell(`${f.error.code}: ${f.error.message}`),
];

/**
 * A batch: a summary section (one row per statement, failed ones included, in upload order), then one
 * section per analysed statement, each after a blank line, with its own header row led by `job_id`
 * and `filename`.
 */
export const batchCsv = (entries: readonly BatchEntry[]): string => {
  const summary = line([...SUMMARY_COLUMNS]) +
    entries.map((e) => line(e.status === 'auto_analyzed' ? summaryCells(e.statement) : failedCells(e.failed))).join('');
  const sections = entries.flatMap((e) => (e.status === 'auto_analyzed' ? [e.statement] : [])).map((s) =>
    '\r\n' + line(['job_id', 'filename', ...TRANSACTION_COLUMNS]) +
    s.rows.map((row) => line([plainCell(s.jobId), textCell(s.filename), ...rowCells(row)])).join(''),
  );
  return summary + sections.join('');
};

/** A cell of a company report table: text guarded, figures written as we formatted them, money from cents. */
const tableCell = (kind: ColumnKind, value: Cell): string => {
  if (value === null) return '';
  switch (kind) {
    case 'text':
      return textCell(String(value));
    case 'money':
      return plainCell(formatCents(value as number));
    case 'count':
    case 'decimal':
    case 'share':
    case 'boolean':
    case 'date':
    case 'month':
      // Numbers as the JSON writes them (shares to four places, averages to two): no float is summed here.
      return plainCell(String(value));
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
};

/**
 * The company report: one table per section, each as its title on a line of its own, a header row of
 * the JSON's field names, its rows, and a blank line before the next section; a spreadsheet opens it
 * as the report's tables one under the other.
 */
export const companyReportCsv = (tables: readonly Table[]): string =>
  tables
    .map((t) => line([textCell(t.title)]) + line(t.columns.map((c) => c.key)) + t.rows.map((row) => line(row.map((v, i) => tableCell(t.columns[i]!.kind, v)))).join(''))
    .join('\r\n');
