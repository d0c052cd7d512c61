/**
 * `buildCompanyReport`: a company's analysed statements in, its underwriting report out (issue 14).
 * Pure and deterministic: the same statements in any order give the same report, so the projection
 * that serves it can rebuild it from the log at any time. Cents inside, decimals in the result.
 */
import type { CompanyReport, Position, ReportMonth, ReportStatement } from '../../domain/companyReport.js';
import { toDecimal, type Cents } from '../../domain/money.js';
import { findContinuity } from './continuity.js';
import { companyDays, monthFigures, type MonthFigures } from './months.js';
import { findPositions, type PositionFigures } from './positions.js';
import { countedRows, orderStatements, type CompanyStatementInput, type OrderedStatement } from './statements.js';

export type { CompanyStatementInput } from './statements.js';

/** A share to four places (0.1234 = 12.34 %); null when there is nothing to share. */
const share = (part: Cents, whole: Cents): number | null => (whole <= 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

const mean = (values: readonly number[]): number => (values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

const meanOrNull = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : mean(known);
};

const decimalOrNull = (cents: Cents | null): number | null => (cents === null ? null : toDecimal(cents));

const statementOf = (s: OrderedStatement): ReportStatement => ({
  job_id: s.input.jobId,
  filename: s.input.filename,
  bank_name: s.input.data.bank_name,
  account_number_last_4: s.input.data.account_number_last_4,
  account_holder: s.input.data.account_holder ?? null,
  statement_start_date: s.start,
  statement_end_date: s.end,
  opening_balance: toDecimal(s.opening),
  end_month_balance: toDecimal(s.closing),
  counted: s.excluded === null,
});

const monthOf = (m: MonthFigures): ReportMonth => ({
  month: m.month,
  deposits: toDecimal(m.deposits),
  true_revenue: toDecimal(m.trueRevenue),
  withdrawals: toDecimal(m.withdrawals),
  deposit_count: m.depositCount,
  withdrawal_count: m.withdrawalCount,
  ending_balance: decimalOrNull(m.endingBalance),
  average_daily_balance: decimalOrNull(m.averageDailyBalance),
  negative_days: m.negativeDays,
  nsf_count: m.nsfCount,
  largest_deposit: decimalOrNull(m.largestDeposit),
  days_covered: m.daysCovered,
});

const positionOf = (p: PositionFigures, months: ReadonlyMap<string, MonthFigures>): Position => {
  const revenueWhilePaying = [...p.months.keys()].reduce((sum, month) => sum + (months.get(month)?.trueRevenue ?? 0), 0);
  return {
    creditor: p.creditor,
    cadence: p.cadence,
    typical_amount: toDecimal(p.typicalAmount),
    first_date: p.firstDate,
    last_date: p.lastDate,
    count: p.count,
    total_paid: toDecimal(p.totalPaid),
    months: [...p.months].map(([month, total]) => ({ month, total: toDecimal(total), holdback_share: share(total, months.get(month)?.trueRevenue ?? 0) })),
    holdback_share: share(p.totalPaid, revenueWhilePaying),
    funded: p.funded ? { date: p.funded.date, amount: toDecimal(p.funded.amount) } : null,
    stacked_on: p.stackedOn,
  };
};

export const buildCompanyReport = (company: string, statements: readonly CompanyStatementInput[]): CompanyReport => {
  const ordered = orderStatements(statements);
  const rows = countedRows(ordered);
  const figures = monthFigures(rows, companyDays(ordered));
  const byMonth = new Map(figures.map((m) => [m.month, m]));
  const firstDay = ordered.find((s) => s.excluded === null)?.start ?? '';
  const positions = findPositions(rows, firstDay).map((p) => positionOf(p, byMonth));
  const sum = (pick: (m: MonthFigures) => number): number => figures.reduce((n, m) => n + pick(m), 0);
  const largest = figures.reduce<Cents | null>((best, m) => (m.largestDeposit !== null && (best === null || m.largestDeposit > best) ? m.largestDeposit : best), null);
  const main = ordered.find((s) => s.excluded === null);
  const updated = statements.map((s) => s.completedAt).sort().at(-1) ?? null;
  return {
    company,
    currency: main?.input.data.currency ?? 'USD',
    statements: ordered.map(statementOf),
    months: figures.map(monthOf),
    totals: {
      months: figures.length,
      deposits: toDecimal(sum((m) => m.deposits)),
      true_revenue: toDecimal(sum((m) => m.trueRevenue)),
      withdrawals: toDecimal(sum((m) => m.withdrawals)),
      negative_days: sum((m) => m.negativeDays),
      nsf_count: sum((m) => m.nsfCount),
      largest_deposit: decimalOrNull(largest),
    },
    averages: {
      deposits: toDecimal(mean(figures.map((m) => m.deposits))),
      true_revenue: toDecimal(mean(figures.map((m) => m.trueRevenue))),
      withdrawals: toDecimal(mean(figures.map((m) => m.withdrawals))),
      ending_balance: decimalOrNull(meanOrNull(figures.map((m) => m.endingBalance))),
      average_daily_balance: decimalOrNull(meanOrNull(figures.map((m) => m.averageDailyBalance))),
      // Per month, to two places: "1.5 negative days a month" reads better than a rounded 2.
      negative_days: figures.length === 0 ? 0 : Math.round((sum((m) => m.negativeDays) / figures.length) * 100) / 100,
      nsf_count: figures.length === 0 ? 0 : Math.round((sum((m) => m.nsfCount) / figures.length) * 100) / 100,
    },
    continuity: findContinuity(ordered),
    positions,
    stacking: positions.some((p) => p.stacked_on.length > 0),
    updated_at: updated,
  };
};
