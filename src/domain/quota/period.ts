/** The monthly quota period: a calendar month in UTC, reset at 00:00 UTC on the 1st. */

/** `YYYY-MM` of an instant, in UTC. */
export const monthOf = (instant: Date): string => instant.toISOString().slice(0, 7);

export interface QuotaPeriod {
  month: string;
  /** `YYYY-MM-DD`, the 1st. */
  start: string;
  /** `YYYY-MM-DD`, the last day. */
  end: string;
  /** ISO timestamp of the next reset (00:00 UTC on the 1st of the next month). */
  resetsAt: string;
}

export const quotaPeriodOf = (instant: Date): QuotaPeriod => {
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1));
  const next = new Date(Date.UTC(year, month + 1, 1));
  const last = new Date(next.getTime() - 24 * 3600 * 1000);
  return { month: monthOf(instant), start: start.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10), resetsAt: next.toISOString() };
};
