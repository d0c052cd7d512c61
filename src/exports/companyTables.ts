/**
 * The company report as tables, one per section (the report itself, months with their total and
 * average rows, continuity, positions, each position's months, statements), with a kind per column.
 * The CSV and XLSX writers render the same tables, so the two files always hold the same figures.
 *
 * The report's money is decimals (two places, the JSON edge): each is turned back into integer cents
 * here, once, exactly (`fromDecimal`); the writers format or place cents and never add them up. Totals
 * and averages are the report's own, computed in cents by the analysis.
 */
import type { CompanyReport, ContinuityFinding, ReportStatement } from '../domain/companyReport.js';
import { fromDecimal, type Cents } from '../domain/money.js';

/**
 * How a column's values are written: `money` in cents, `share` a fraction (0.1234 is 12.34 %),
 * `decimal` a figure to two places that is not money (average negative days a month), `month` a
 * `YYYY-MM` (or a row label such as "Total" in the months table).
 */
export type ColumnKind = 'text' | 'money' | 'count' | 'decimal' | 'share' | 'date' | 'month' | 'boolean';

export type Cell = string | number | boolean | null;

export interface Column {
  /** snake_case, as the JSON names the field: the CSV header. */
  key: string;
  /** What a spreadsheet reader sees as the XLSX header. */
  header: string;
  kind: ColumnKind;
  width: number;
}

export interface Table {
  /** The section's title (a line of its own in CSV, the sheet's name in XLSX). */
  title: string;
  columns: Column[];
  /** Values in column order; money as cents. */
  rows: Cell[][];
}

const cents = (value: number | null | undefined): Cents | null => (value === null || value === undefined ? null : fromDecimal(value));

const col = (key: string, header: string, kind: ColumnKind, width = 14): Column => ({ key, header, kind, width });

const reportTable = (r: CompanyReport): Table => ({
  title: 'Report',
  columns: [
    col('company', 'Company', 'text', 30), col('currency', 'Currency', 'text', 9), col('statements', 'Statements', 'count', 11),
    col('months', 'Months', 'count', 8), col('stacking', 'Stacking', 'boolean', 9), col('updated_at', 'Updated at', 'text', 26),
  ],
  rows: [[r.company, r.currency, r.statements.length, r.totals.months, r.stacking, r.updated_at]],
});

const monthsTable = (r: CompanyReport): Table => ({
  title: 'Months',
  columns: [
    col('month', 'Month', 'month', 10), col('deposits', 'Deposits', 'money', 16), col('true_revenue', 'True revenue', 'money', 16),
    col('withdrawals', 'Withdrawals', 'money', 16), col('deposit_count', 'Deposits (count)', 'count', 10),
    col('withdrawal_count', 'Withdrawals (count)', 'count', 10), col('ending_balance', 'Ending balance', 'money', 16),
    col('average_daily_balance', 'Average daily balance', 'money', 16), col('negative_days', 'Negative days', 'decimal', 10),
    col('nsf_count', 'NSF count', 'decimal', 10), col('largest_deposit', 'Largest deposit', 'money', 16), col('days_covered', 'Days covered', 'count', 10),
  ],
  rows: [
    ...r.months.map((m): Cell[] => [
      m.month, cents(m.deposits), cents(m.true_revenue), cents(m.withdrawals), m.deposit_count, m.withdrawal_count,
      cents(m.ending_balance), cents(m.average_daily_balance), m.negative_days, m.nsf_count, cents(m.largest_deposit), m.days_covered,
    ]),
    // The report's totals and per-month averages under the months, where a spreadsheet reader looks for them.
    ['Total', cents(r.totals.deposits), cents(r.totals.true_revenue), cents(r.totals.withdrawals), null, null, null, null,
      r.totals.negative_days, r.totals.nsf_count, cents(r.totals.largest_deposit), null],
    ['Average', cents(r.averages.deposits), cents(r.averages.true_revenue), cents(r.averages.withdrawals), null, null,
      cents(r.averages.ending_balance), cents(r.averages.average_daily_balance), r.averages.negative_days, r.averages.nsf_count, null, null],
  ],
});

/** A finding names its statements by job id; the file names beside them are what a reader recognises. */
const continuityTable = (r: CompanyReport): Table => {
  const filenameOf = new Map(r.statements.map((s: ReportStatement) => [s.job_id, s.filename]));
  return {
    title: 'Continuity',
    columns: [
      col('type', 'Finding', 'text', 26), col('first_job_id', 'First statement (job)', 'text', 30), col('first_filename', 'First statement (file)', 'text', 26),
      col('second_job_id', 'Second statement (job)', 'text', 30), col('second_filename', 'Second statement (file)', 'text', 26),
      col('days', 'Days', 'count', 7), col('difference', 'Difference', 'money', 14), col('detail', 'Detail', 'text', 60),
    ],
    rows: r.continuity.map((f: ContinuityFinding): Cell[] => [
      f.type, f.statements[0], filenameOf.get(f.statements[0]) ?? null, f.statements[1], filenameOf.get(f.statements[1]) ?? null,
      f.days ?? null, cents(f.difference), f.detail,
    ]),
  };
};

const positionsTable = (r: CompanyReport): Table => ({
  title: 'Positions',
  columns: [
    col('creditor', 'Creditor', 'text', 26), col('cadence', 'Cadence', 'text', 10), col('typical_amount', 'Typical amount', 'money', 14),
    col('first_date', 'First seen', 'date', 12), col('last_date', 'Last seen', 'date', 12), col('count', 'Payments', 'count', 9),
    col('total_paid', 'Total paid', 'money', 16), col('holdback_share', 'Holdback', 'share', 10), col('funded_date', 'Funded on', 'date', 12),
    col('funded_amount', 'Funded amount', 'money', 16), col('stacked_on', 'Stacked on', 'text', 40),
  ],
  rows: r.positions.map((p): Cell[] => [
    p.creditor, p.cadence, cents(p.typical_amount), p.first_date, p.last_date, p.count, cents(p.total_paid), p.holdback_share,
    p.funded?.date ?? null, cents(p.funded?.amount), p.stacked_on.join('; '),
  ]),
});

const positionMonthsTable = (r: CompanyReport): Table => ({
  title: 'Position months',
  columns: [col('creditor', 'Creditor', 'text', 26), col('month', 'Month', 'month', 10), col('total', 'Paid', 'money', 16), col('holdback_share', 'Holdback', 'share', 10)],
  rows: r.positions.flatMap((p) => p.months.map((m): Cell[] => [p.creditor, m.month, cents(m.total), m.holdback_share])),
});

const statementsTable = (r: CompanyReport): Table => ({
  title: 'Statements',
  columns: [
    col('job_id', 'Job', 'text', 30), col('filename', 'File', 'text', 26), col('bank_name', 'Bank', 'text', 26),
    col('account_number_last_4', 'Account (last 4)', 'text', 10), col('account_holder', 'Holder', 'text', 26),
    col('statement_start_date', 'Period start', 'date', 12), col('statement_end_date', 'Period end', 'date', 12),
    col('opening_balance', 'Opening balance', 'money', 16), col('end_month_balance', 'Closing balance', 'money', 16), col('counted', 'Counted', 'boolean', 9),
  ],
  rows: r.statements.map((s): Cell[] => [
    s.job_id, s.filename, s.bank_name, s.account_number_last_4, s.account_holder, s.statement_start_date, s.statement_end_date,
    cents(s.opening_balance), cents(s.end_month_balance), s.counted,
  ]),
});

/** Every section of the report, in the order a reader goes through them. */
export const companyReportTables = (report: CompanyReport): Table[] => [
  reportTable(report), monthsTable(report), continuityTable(report), positionsTable(report), positionMonthsTable(report), statementsTable(report),
];
