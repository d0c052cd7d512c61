import { describe, expect, it } from 'vitest';
import { addDays, businessDaysBetween, daysBetween, eachDay, isBusinessDay, monthsBetween } from './dates.js';

describe('calendar arithmetic', () => {
  it('lists every month a period touches, across a year end', () => {
    expect(monthsBetween('2023-12-15', '2024-02-01')).toEqual(['2023-12', '2024-01', '2024-02']);
    expect(monthsBetween('2024-03-01', '2024-03-31')).toEqual(['2024-03']);
  });

  it('lists every day of a period, leap day included', () => {
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDay('2024-03-02', '2024-03-01')).toEqual([]);
  });

  it('counts days and business days between dates', () => {
    expect(daysBetween('2024-01-31', '2024-03-01')).toBe(30);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(isBusinessDay('2024-03-09')).toBe(false);
    expect(businessDaysBetween('2024-03-08', '2024-03-11')).toBe(1);
  });
});
