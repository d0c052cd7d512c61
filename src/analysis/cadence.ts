import type { IsoDate } from '../domain/statement.js';
import { businessDaysBetween, daysBetween } from './dates.js';

export type Cadence = 'daily' | 'weekly' | 'biweekly' | 'monthly';

/** Calendar-day gaps each cadence accepts before the slack setting widens them (a 28-day February, a 31-day month). */
const NOMINAL: Record<Exclude<Cadence, 'daily'>, [number, number]> = {
  weekly: [7, 7],
  biweekly: [14, 14],
  monthly: [28, 31],
};

/**
 * The one cadence that every gap between consecutive dates fits, or null. Daily means every business
 * day: one business day apart, or two when a bank holiday fell between (Friday to Tuesday). The slack
 * lets a weekly or monthly debit move to the next business day; it is capped below half the nominal
 * gap so a weekly series can never pass for daily or biweekly.
 */
export const cadenceOf = (sortedDates: readonly IsoDate[], slackDays: number): Cadence | null => {
  if (sortedDates.length < 2) return null;
  const pairs = sortedDates.slice(1).map((date, i) => [sortedDates[i]!, date] as const);
  if (pairs.every(([a, b]) => isNextBusinessDay(a, b))) return 'daily';
  for (const cadence of ['weekly', 'biweekly', 'monthly'] as const) {
    const [min, max] = NOMINAL[cadence];
    const slack = Math.min(slackDays, Math.floor(min / 2) - 1);
    if (pairs.every(([a, b]) => daysBetween(a, b) >= min - slack && daysBetween(a, b) <= max + slack)) return cadence;
  }
  return null;
};

const isNextBusinessDay = (a: IsoDate, b: IsoDate): boolean => {
  const gap = daysBetween(a, b);
  if (gap < 1 || gap > 4) return false;
  return gap === 1 || businessDaysBetween(a, b) <= 2;
};

/** How many times a cadence falls in an average month: what turns a payment into a monthly figure. */
export const PER_MONTH: Record<Cadence, number> = {
  daily: 260 / 12,
  weekly: 52 / 12,
  biweekly: 26 / 12,
  monthly: 1,
};
