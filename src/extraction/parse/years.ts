import type { IsoDate } from '../../domain/statement.js';
import { dayMonth, iso, resolveDate, type DateOrder, type RawDate } from './dates.js';

export interface YearEvidence {
  /** The statement period, when printed (either end may be missing). */
  start: IsoDate | null;
  end: IsoDate | null;
  /** Every date printed in the document (rows, headers, notes). */
  rawDates: readonly RawDate[];
  /** The PDF's creation time (ISO), the last resort. */
  creationDate: string | null;
}

/**
 * Completes every row date to ISO, deciding the years once for the document from all the evidence:
 * 1. the printed period: a date without a year takes the year that puts it inside (or nearest) the
 *    period, so December rows of a December-January statement get the earlier year;
 * 2. without a period, the years the rows print themselves span the period;
 * 3. without either, whole dates printed elsewhere in the document that hold the rows between them
 *    (`Kontostand am 31.12.2023` over rows of `02.01.`, `… am 31.01.2024` under them);
 * 4. without those, the period is the latest one that ends on or before the PDF's creation date
 *    (a statement is made after its period ends, often days later, never before);
 * 5. failing that, the year most printed anywhere in the document.
 */
export const decideYears = (printedDates: readonly (RawDate | null)[], order: DateOrder, evidence: YearEvidence): (IsoDate | null)[] => {
  const dates = withoutStrayYears(printedDates, evidence);
  if (evidence.start || evidence.end) {
    const period = { start: evidence.start, end: evidence.end, fallbackYear: null };
    const read = dates.map((d) => (d ? resolveDate(d, order, period) : null));
    // `23-07-13` under a July 2023 period is year first, `6-11-01` under November 2024 a Japanese
    // era's year first: the reading the period holds wins.
    const readAs = (first: (d: RawDate) => RawDate['yearFirst']): (IsoDate | null)[] =>
      dates.map((d, i) => {
        const f = d ? first(d) : undefined;
        return f ? iso(f.year, f.month, f.day) : read[i] ?? null;
      });
    const [best] = [read, readAs((d) => d.yearFirst), readAs((d) => d.eraFirst)].sort((a, b) => inPeriod(b, period) - inPeriod(a, period));
    return best!;
  }

  const withYears = dates.flatMap((d) => (d && d.year !== null ? [resolveDate(d, order, { start: null, end: null, fallbackYear: d.year })] : [])).filter((x): x is IsoDate => x !== null).sort();
  if (withYears.length > 0) {
    const period = { start: withYears[0]!, end: withYears[withYears.length - 1]!, fallbackYear: null };
    return dates.map((d) => (d ? resolveDate(d, order, period) : null));
  }

  const printed = printedBetween(dates, order, evidence.rawDates);
  if (printed) return printed;

  const created = evidence.creationDate?.slice(0, 10) ?? null;
  const end = created ? latestEndBefore(dates, order, created) : null;
  if (end) return dates.map((d) => (d ? resolveDate(d, order, { start: null, end, fallbackYear: null }) : null));

  const years = evidence.rawDates.filter((d) => d.year !== null).map((d) => d.year!);
  const fallbackYear = years.length ? mode(years) : created ? Number(created.slice(0, 4)) : null;
  return dates.map((d) => (d ? resolveDate(d, order, { start: null, end: null, fallbackYear }) : null));
};

/**
 * A row's year printed more than a year away from the year most rows print, and from the period's
 * (where one is printed), is a misreading (`2626-02-28` among rows of 2026 on a scan): the row reads as
 * if it printed no year. (Rows whose years disagree with the period as a whole outvote it: the period
 * was misread, not they.)
 */
const withoutStrayYears = (dates: readonly (RawDate | null)[], evidence: YearEvidence): (RawDate | null)[] => {
  const years = dates.flatMap((d) => (d?.year != null ? [d.year] : []));
  if (years.length < 3) return [...dates];
  const usual = mode(years);
  const near = (year: number, low: number, high: number): boolean => year >= low - 1 && year <= high + 1;
  const period = evidence.start || evidence.end ? [Number((evidence.start ?? evidence.end)!.slice(0, 4)), Number((evidence.end ?? evidence.start)!.slice(0, 4))] : null;
  const stray = (year: number): boolean => !near(year, usual, usual) && (period === null || !near(year, period[0]!, period[1]!));
  return dates.map((d) => (d?.year != null && stray(d.year) ? { ...d, year: null } : d));
};

/**
 * The rows read between the first and last whole dates the document prints, where those lie within a
 * year of each other and hold nearly every row; null otherwise (a date of issue alone, an account
 * opened years before).
 */
const printedBetween = (dates: readonly (RawDate | null)[], order: DateOrder, rawDates: readonly RawDate[]): (IsoDate | null)[] | null => {
  const whole = rawDates.flatMap((d) => (d.year !== null ? [resolveDate(d, order, { start: null, end: null, fallbackYear: d.year })] : [])).filter((x): x is IsoDate => x !== null).sort();
  if (whole.length < 2) return null;
  const period = { start: whole[0]!, end: whole[whole.length - 1]!, fallbackYear: null };
  if (period.start === period.end || Date.parse(period.end) - Date.parse(period.start) > 400 * 86_400_000) return null;
  const read = dates.map((d) => (d ? resolveDate(d, order, period) : null));
  const rows = read.filter((d) => d !== null).length;
  return rows > 0 && inPeriod(read, period) >= rows * 0.8 ? read : null;
};

/**
 * The last day of the rows' period, placed in the latest year that keeps it on or before `created`.
 * The period's last day is the latest day and month among the rows, or, when the rows run from late
 * in one year into the next (December, then January), the latest of the early months.
 */
const latestEndBefore = (dates: readonly (RawDate | null)[], order: DateOrder, created: IsoDate): IsoDate | null => {
  const dms = dates.flatMap((d) => (d ? [dayMonth(d, order)] : [])).filter((x): x is { day: number; month: number } => x !== null);
  if (dms.length === 0) return null;
  const months = new Set(dms.map((x) => x.month));
  const rollover = [...months].some((m) => m >= 11) && [...months].some((m) => m <= 2);
  const pool = rollover ? dms.filter((x) => x.month <= 6) : dms;
  const last = pool.reduce((a, b) => (b.month * 100 + b.day > a.month * 100 + a.day ? b : a));
  const createdYear = Number(created.slice(0, 4));
  for (const year of [createdYear, createdYear - 1, createdYear - 2]) {
    const end = iso(year, last.month, last.day);
    if (end && end <= created) return end;
  }
  return null;
};

/** How many dates fall inside the period (a missing end is taken two months from the other). */
const inPeriod = (dates: readonly (IsoDate | null)[], period: { start: IsoDate | null; end: IsoDate | null }): number => {
  const start = period.start ?? '0000-01-01';
  const end = period.end ?? '9999-12-31';
  return dates.filter((d) => d !== null && d >= start && d <= end).length;
};

const mode = (xs: readonly number[]): number => {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
};
