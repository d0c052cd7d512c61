/**
 * Figures the job page draws from the result's transactions: the end-of-day balance of every day of
 * the period (as the analysis computes `daily_average_balance`: opening plus the day's movements,
 * carried over days without any), and the rows whose printed running balance breaks the chain.
 */
import type { StatementData, Transaction } from '../api/types.ts';

export interface DayBalance {
  /** `YYYY-MM-DD`. */
  date: string;
  balance: number;
}

const cents = (n: number): number => Math.round(n * 100);
const signed = (t: Transaction): number => (t.type === 'deposit' ? cents(t.amount) : -cents(t.amount));

const nextDay = (iso: string): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export const dailyBalances = (data: StatementData): DayBalance[] => {
  const byDay = new Map<string, number>();
  for (const t of data.transactions) byDay.set(t.date, (byDay.get(t.date) ?? 0) + signed(t));
  const first = [data.statement_start_date, ...data.transactions.map((t) => t.date)].sort()[0]!;
  const last = [data.statement_end_date, ...data.transactions.map((t) => t.date)].sort().at(-1)!;
  const days: DayBalance[] = [];
  let running = cents(data.opening_balance);
  // At most ten years of days, whatever a misread date says.
  for (let date = first; date <= last && days.length < 3660; date = nextDay(date)) {
    running += byDay.get(date) ?? 0;
    days.push({ date, balance: running / 100 });
  }
  return days;
};

export interface BalanceBreak {
  /** What the previous row's balance and this row's amount give. */
  expected: number;
}

/** Index of each row whose printed balance is not the previous printed balance plus or minus its amount. */
export const runningBalanceBreaks = (transactions: readonly Transaction[]): Map<number, BalanceBreak> => {
  const breaks = new Map<number, BalanceBreak>();
  let previous: number | null = null;
  transactions.forEach((t, i) => {
    if (t.balance === null) return;
    if (previous !== null) {
      const expected = previous + signed(t);
      if (expected !== cents(t.balance)) breaks.set(i, { expected: expected / 100 });
    }
    previous = cents(t.balance);
  });
  return breaks;
};
