import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyAverage, endOfDayBalances, negativeDays } from './dailyBalances.js';
import { deposit, withdrawal } from './testing/statementFactory.js';

describe('end-of-day balances', () => {
  it('carries the balance over days without transactions', () => {
    const days = endOfDayBalances([withdrawal('2024-03-02', 300)], 1_000, '2024-03-01', '2024-03-04');

    expect(days.map((d) => d.balance)).toEqual([1_000, 700, 700, 700]);
  });

  it('lets a printed running balance override the rebuilt one', () => {
    const rows = [withdrawal('2024-03-01', 300, 'MISREAD ROW', 650), withdrawal('2024-03-02', 50)];

    const days = endOfDayBalances(rows, 1_000, '2024-03-01', '2024-03-02');

    expect(days.map((d) => d.balance)).toEqual([650, 600]);
  });

  it('counts rows dated before the period on its first day and ignores rows after it', () => {
    const rows = [deposit('2024-02-28', 100), deposit('2024-04-02', 5_000)];

    const days = endOfDayBalances(rows, 0, '2024-03-01', '2024-03-02');

    expect(days.map((d) => d.balance)).toEqual([100, 100]);
  });

  it('averages over every calendar day of the period', () => {
    // 10 days at 1,000.00 and 20 days at 4,000.00 average 3,000.00, not the 2,500.00 of the two figures.
    const days = endOfDayBalances([deposit('2024-04-11', 300_000)], 100_000, '2024-04-01', '2024-04-30');

    expect(dailyAverage(days, 100_000)).toBe(300_000);
  });

  it('lists the days with rows that end overdrawn, not the quiet days the balance stays below zero over', () => {
    const rows = [withdrawal('2024-03-02', 1_500), deposit('2024-03-02', 200), withdrawal('2024-03-03', 100), deposit('2024-03-05', 1_000)];

    const days = endOfDayBalances(rows, 1_000, '2024-03-01', '2024-03-06');

    // Overdrawn from the 2nd to the 4th; the 4th has no row, the 5th ends in credit.
    expect(days.filter((d) => d.balance < 0).map((d) => d.date)).toEqual(['2024-03-02', '2024-03-03', '2024-03-04']);
    expect(negativeDays(days, rows)).toEqual(['2024-03-02', '2024-03-03']);
  });

  it('keeps the daily average between the lowest and highest end-of-day balance', () => {
    const row = fc.record({ day: fc.integer({ min: 1, max: 30 }), amount: fc.integer({ min: 1, max: 5_000_000 }), isDeposit: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: -5_000_000, max: 5_000_000 }), fc.array(row, { maxLength: 60 }), (opening, specs) => {
        const rows = specs.map((r) => {
          const date = `2024-06-${String(r.day).padStart(2, '0')}`;
          return r.isDeposit ? deposit(date, r.amount) : withdrawal(date, r.amount);
        });
        const days = endOfDayBalances(rows, opening, '2024-06-01', '2024-06-30');
        const balances = days.map((d) => d.balance);
        const average = dailyAverage(days, opening);
        return days.length === 30 && average >= Math.min(...balances) && average <= Math.max(...balances);
      }),
    );
  });
});
