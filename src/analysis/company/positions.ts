/**
 * Positions: every loan or cash-advance repayment series across the company's months, one object per
 * creditor, with its cadence, typical payment, what it takes of true revenue (the holdback), and
 * whether it was funded while another was still being paid (stacking). The rows come filed by the
 * category rules (`loan_repayment`, `loan_proceeds`), so a series found by its cadence alone counts.
 */
import { sumCents, type Cents } from '../../domain/money.js';
import type { IsoDate, LoanFrequency } from '../../domain/statement.js';
import { daysBetween, monthOf } from '../dates.js';
import { groupBy } from '../groupBy.js';
import { lenderOf, typicalAmount } from '../loans.js';
import type { CountedRow } from './statements.js';

export interface PositionFigures {
  creditor: string;
  cadence: LoanFrequency;
  typicalAmount: Cents;
  firstDate: IsoDate;
  lastDate: IsoDate;
  count: number;
  totalPaid: Cents;
  /** Payments per month. */
  months: Map<string, Cents>;
  funded: { date: IsoDate; amount: Cents } | null;
  stackedOn: string[];
}

/** Fewest payments that make a series: one payment is not yet a position anyone can read a cadence from. */
const MIN_PAYMENTS = 2;

/**
 * The cadence from the median gap between payments, so one missed or moved payment (or a month
 * without a statement) does not hide a daily advance: up to 3 days apart is every business day.
 */
export const cadenceFromGaps = (sortedDates: readonly IsoDate[]): LoanFrequency => {
  const gaps = sortedDates.slice(1).map((d, i) => daysBetween(sortedDates[i]!, d)).sort((a, b) => a - b);
  const median = gaps[Math.floor((gaps.length - 1) / 2)];
  if (median === undefined) return 'irregular';
  if (median >= 1 && median <= 3) return 'daily';
  if (median >= 6 && median <= 8) return 'weekly';
  if (median >= 13 && median <= 15) return 'biweekly';
  if (median >= 27 && median <= 33) return 'monthly';
  return 'irregular';
};

/** A series first paid this soon after the report opens, with no funding seen, was already running before it. */
const ALREADY_RUNNING_DAYS = 35;

/** `reportStart`: the first day the counted statements cover. */
export const findPositions = (rows: readonly CountedRow[], reportStart: IsoDate): PositionFigures[] => {
  const proceeds = groupBy(rows.filter((r) => r.category === 'loan_proceeds'), (r) => lenderOf(r.description));
  const series = groupBy(rows.filter((r) => r.category === 'loan_repayment'), (r) => lenderOf(r.description));
  const positions: PositionFigures[] = [];
  for (const [creditor, payments] of series) {
    if (payments.length < MIN_PAYMENTS) continue;
    const ordered = [...payments].sort((a, b) => a.date.localeCompare(b.date));
    const months = new Map<string, Cents>();
    for (const p of ordered) months.set(monthOf(p.date), (months.get(monthOf(p.date)) ?? 0) + p.amount);
    // The proceeds that funded this series: the last one paid in before its first payment, else the first seen.
    const paidIn = (proceeds.get(creditor) ?? []).sort((a, b) => a.date.localeCompare(b.date));
    const funding = paidIn.filter((p) => p.date <= ordered[0]!.date).at(-1) ?? paidIn[0];
    positions.push({
      creditor,
      cadence: cadenceFromGaps(ordered.map((p) => p.date)),
      typicalAmount: typicalAmount(ordered.map((p) => p.amount)),
      firstDate: ordered[0]!.date,
      lastDate: ordered.at(-1)!.date,
      count: ordered.length,
      totalPaid: sumCents(ordered.map((p) => p.amount)),
      months,
      funded: funding ? { date: funding.date, amount: funding.amount } : null,
      stackedOn: [],
    });
  }
  // Stacking: a position that starts (is funded, or first paid) while another is being paid. One
  // already running when the first statement opens (paid within its first month, funding unseen) was
  // funded before anything the report can see, so it stacks on nothing it shows.
  for (const p of positions) {
    const start = p.funded?.date ?? (daysBetween(reportStart, p.firstDate) <= ALREADY_RUNNING_DAYS ? null : p.firstDate);
    if (start === null) continue;
    p.stackedOn = positions.filter((q) => q !== p && q.firstDate < start && start <= q.lastDate).map((q) => q.creditor).sort();
  }
  return positions.sort((a, b) => a.firstDate.localeCompare(b.firstDate) || a.creditor.localeCompare(b.creditor));
};
