import { describe, expect, it } from 'vitest';
import { matchDate } from './dates.js';
import { decideYears } from './years.js';

const raw = (text: string) => matchDate(text.split(' '), 0)!;

describe('decideYears', () => {
  it('reads a passbook\'s dates by a Japanese era\'s year with no era letter (`6-11-01` is 2024-11-01) where the printed period holds them so', () => {
    const dates = [raw('6-11-01'), raw('6-11-03'), raw('6-11-28')];
    const evidence = { start: '2024-11-01', end: '2024-11-30', rawDates: [], creationDate: null };
    expect(decideYears(dates, 'dmy', evidence)).toEqual(['2024-11-01', '2024-11-03', '2024-11-28']);
  });

  it('reads a row year printed far from the period as a misreading (`2626-02-28` among rows of 2026), the period deciding it', () => {
    const dates = [raw('2026-02-22'), raw('2626-02-28'), raw('2026-03-01')];
    const evidence = { start: '2026-01-10', end: '2026-03-09', rawDates: [], creationDate: null };
    expect(decideYears(dates, 'dmy', evidence)).toEqual(['2026-02-22', '2026-02-28', '2026-03-01']);
  });

  it('reads a stray year among rows printing their years, with no period, by the year most rows print', () => {
    const dates = [raw('2026-01-11'), raw('2026-01-13'), raw('2626-02-28'), raw('2026-03-01')];
    expect(decideYears(dates, 'dmy', { start: null, end: null, rawDates: [], creationDate: null })).toEqual(['2026-01-11', '2026-01-13', '2026-02-28', '2026-03-01']);
  });

  it('keeps a year a row prints within a year of the period (a December row of a January statement)', () => {
    const dates = [raw('31/12/2025'), raw('02/01/2026')];
    expect(decideYears(dates, 'dmy', { start: '2026-01-01', end: '2026-01-31', rawDates: [], creationDate: null })).toEqual(['2025-12-31', '2026-01-02']);
  });
});
