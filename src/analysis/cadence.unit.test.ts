import { describe, expect, it } from 'vitest';
import { cadenceOf } from './cadence.js';

describe('cadence of a series of dates', () => {
  it.each([
    [['2024-03-07', '2024-03-08', '2024-03-11', '2024-03-12'], 'daily'],
    [['2024-03-01', '2024-03-08', '2024-03-15', '2024-03-22'], 'weekly'],
    [['2024-03-01', '2024-03-15', '2024-03-29'], 'biweekly'],
    [['2024-01-31', '2024-02-29', '2024-04-01'], 'monthly'],
    [['2024-03-01', '2024-03-09'], 'weekly'],
  ])('reads %j as %s', (dates, cadence) => {
    expect(cadenceOf(dates, 3)).toBe(cadence);
  });

  it('finds no cadence in irregular or single dates', () => {
    expect(cadenceOf(['2024-03-01', '2024-03-04', '2024-03-20'], 3)).toBeNull();
    expect(cadenceOf(['2024-03-01'], 3)).toBeNull();
    expect(cadenceOf(['2024-03-01', '2024-03-01'], 3)).toBeNull();
  });

  it('caps the slack below half the nominal gap, so four days apart is never weekly', () => {
    expect(cadenceOf(['2024-03-04', '2024-03-08'], 10)).toBeNull();
    expect(cadenceOf(['2024-03-04', '2024-03-09'], 10)).toBe('weekly');
  });
});
