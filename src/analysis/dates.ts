import type { IsoDate } from '../domain/statement.js';

/**
 * Calendar arithmetic on `YYYY-MM-DD` strings, in UTC so no time zone can shift a day. The analysis
 * never reads the clock: every date comes from the statement.
 */
const DAY_MS = 86_400_000;

const toMs = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromMs(toMs(date) + days * DAY_MS);

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export const daysBetween = (a: IsoDate, b: IsoDate): number => Math.round((toMs(b) - toMs(a)) / DAY_MS);

/** Every calendar day from `start` to `end`, both included; empty when `end` is before `start`. */
export const eachDay = (start: IsoDate, end: IsoDate): IsoDate[] => {
  const days: IsoDate[] = [];
  for (let ms = toMs(start); ms <= toMs(end); ms += DAY_MS) days.push(fromMs(ms));
  return days;
};

/** `YYYY-MM` of a date. */
export const monthOf = (date: IsoDate): string => date.slice(0, 7);

/** Every `YYYY-MM` from the month of `start` to the month of `end`, both included. */
export const monthsBetween = (start: IsoDate, end: IsoDate): string[] => {
  const months: string[] = [];
  let year = Number(start.slice(0, 4));
  let month = Number(start.slice(5, 7));
  const last = monthOf(end);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
};

/** Monday to Friday (bank holidays are not known here). */
export const isBusinessDay = (date: IsoDate): boolean => {
  const weekday = new Date(toMs(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Business days strictly after `a` up to and including `b`. */
export const businessDaysBetween = (a: IsoDate, b: IsoDate): number =>
  eachDay(addDays(a, 1), b).filter(isBusinessDay).length;
