import type { Cents } from '../domain/money.js';
import type { IsoDate, Transaction } from '../domain/statement.js';
import { chronological, signedAmount } from './chronology.js';
import { eachDay } from './dates.js';

export interface DayBalance {
  date: IsoDate;
  balance: Cents;
}

/**
 * The end-of-day balance of every calendar day from `start` to `end`. The balance walks from the
 * opening through the rows oldest first; a printed running balance resets it (the bank's figure beats
 * our sum when a row was misread), a row without one moves it by its amount. Days without rows carry
 * the balance over. Rows dated before `start` count on the first day; rows after `end` are ignored.
 */
export const endOfDayBalances = (
  transactions: readonly Transaction[],
  opening: Cents,
  start: IsoDate,
  end: IsoDate,
): DayBalance[] => {
  const ordered = chronological(transactions);
  const days: DayBalance[] = [];
  let running = opening;
  let next = 0;
  for (const date of eachDay(start, end)) {
    while (next < ordered.length && ordered[next]!.date <= date) {
      const row = ordered[next]!;
      running = row.balance ?? running + signedAmount(row);
      next += 1;
    }
    days.push({ date, balance: running });
  }
  return days;
};

/** The mean end-of-day balance, rounded to the cent; the opening when the period has no days. */
export const dailyAverage = (days: readonly DayBalance[], opening: Cents): Cents => {
  if (days.length === 0) return opening;
  let total = 0;
  for (const d of days) total += d.balance;
  return Math.round(total / days.length);
};

/**
 * The days that ended overdrawn, among those the statement lists rows on: a statement shows a day's
 * closing balance on the days it has movements, and those are the days read as negative-balance dates
 * (decisions.md: the days whose end-of-day balance is below zero; days without rows carry a balance
 * only in the daily average). Every independent reading of real statements gathered to measure the
 * engine lists them so, an account overdrawn all month included.
 */
export const negativeDays = (days: readonly DayBalance[], transactions: readonly Pick<Transaction, 'date'>[]): IsoDate[] => {
  const withRows = new Set(transactions.map((t) => t.date));
  return days.filter((d) => d.balance < 0 && withRows.has(d.date)).map((d) => d.date);
};
