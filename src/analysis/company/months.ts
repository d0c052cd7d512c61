/**
 * The report's months: what came in, what of it was earned, what went out, and how the balance lived,
 * per calendar month over the counted statements. Money stays in cents here.
 */
import { NOT_REVENUE } from '../../domain/categories.js';
import type { Cents } from '../../domain/money.js';
import type { IsoDate } from '../../domain/statement.js';
import { endOfDayBalances } from '../dailyBalances.js';
import { monthOf } from '../dates.js';
import type { CountedRow, OrderedStatement } from './statements.js';

export interface MonthFigures {
  month: string;
  deposits: Cents;
  trueRevenue: Cents;
  withdrawals: Cents;
  depositCount: number;
  withdrawalCount: number;
  endingBalance: Cents | null;
  averageDailyBalance: Cents | null;
  negativeDays: number;
  nsfCount: number;
  largestDeposit: Cents | null;
  daysCovered: number;
}

/** End-of-day balances of every day a counted statement covers; an earlier statement's day stands. */
export const companyDays = (ordered: readonly OrderedStatement[]): Map<IsoDate, Cents> => {
  const days = new Map<IsoDate, Cents>();
  for (const s of ordered) {
    if (s.excluded !== null) continue;
    for (const d of endOfDayBalances(s.rows, s.opening, s.start, s.end)) if (!days.has(d.date)) days.set(d.date, d.balance);
  }
  return days;
};

/** True revenue: every deposit except money that only passed through (own transfers, loans, refunds). */
export const isRevenue = (row: CountedRow): boolean => row.type === 'deposit' && !NOT_REVENUE.has(row.category);

export const monthFigures = (rows: readonly CountedRow[], days: ReadonlyMap<IsoDate, Cents>): MonthFigures[] => {
  const months = new Map<string, MonthFigures>();
  const monthFor = (month: string): MonthFigures => {
    let m = months.get(month);
    if (!m) {
      m = { month, deposits: 0, trueRevenue: 0, withdrawals: 0, depositCount: 0, withdrawalCount: 0, endingBalance: null, averageDailyBalance: null, negativeDays: 0, nsfCount: 0, largestDeposit: null, daysCovered: 0 };
      months.set(month, m);
    }
    return m;
  };
  for (const row of rows) {
    const m = monthFor(monthOf(row.date));
    if (row.type === 'deposit') {
      m.deposits += row.amount;
      m.depositCount += 1;
      if (isRevenue(row)) m.trueRevenue += row.amount;
      if (m.largestDeposit === null || row.amount > m.largestDeposit) m.largestDeposit = row.amount;
    } else {
      m.withdrawals += row.amount;
      m.withdrawalCount += 1;
    }
    if (row.category === 'nsf_returned_item') m.nsfCount += 1;
  }
  const balanceSums = new Map<string, number>();
  for (const [date, balance] of [...days].sort((a, b) => a[0].localeCompare(b[0]))) {
    const m = monthFor(monthOf(date));
    m.daysCovered += 1;
    m.endingBalance = balance;
    if (balance < 0) m.negativeDays += 1;
    balanceSums.set(m.month, (balanceSums.get(m.month) ?? 0) + balance);
  }
  for (const m of months.values()) if (m.daysCovered > 0) m.averageDailyBalance = Math.round((balanceSums.get(m.month) ?? 0) / m.daysCovered);
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
};
