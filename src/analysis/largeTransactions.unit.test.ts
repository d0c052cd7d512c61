import { describe, expect, it } from 'vitest';
import { findLargeTransactions } from './largeTransactions.js';
import { defaultAnalysisSettings } from './settings.js';
import { deposit, withdrawal } from './testing/statementFactory.js';

const find = (rows: Parameters<typeof findLargeTransactions>[0], over = {}) =>
  findLargeTransactions(rows, { ...defaultAnalysisSettings, ...over });

describe('large transactions', () => {
  it('flags a deposit above 50,000.00 and names the threshold', () => {
    const [finding, ...rest] = find([deposit('2024-03-04', 5_000_001, 'WIRE IN GRANITE HOLDINGS')]);

    expect(rest).toEqual([]);
    expect(finding!.reason).toBe('deposit of 50,000.01 is above the large-deposit threshold of 50,000.00');
  });

  it('does not flag a deposit of exactly 50,000.00 on the absolute rule', () => {
    expect(find([deposit('2024-03-04', 5_000_000)])).toEqual([]);
  });

  it('flags a deposit above 1.5 times the average deposit of its month', () => {
    // March deposits 1,000 + 1,000 + 4,000: average 2,000; 4,000 is 2.00 times it.
    const rows = [deposit('2024-03-01', 100_000), deposit('2024-03-10', 100_000), deposit('2024-03-20', 400_000)];

    const findings = find(rows);

    expect(findings.map((f) => f.row.amount)).toEqual([400_000]);
    expect(findings[0]!.reason).toMatch(/2\.00 times the 2024-03 average deposit of 2,000\.00 \(3 deposits\), above the 1\.5x threshold/);
  });

  it('compares each deposit with its own calendar month only', () => {
    // 3,000 would be large against February's 1,000s, but March holds only 3,000s.
    const rows = [deposit('2024-02-05', 100_000), deposit('2024-02-06', 100_000), deposit('2024-03-05', 300_000), deposit('2024-03-06', 300_000)];

    expect(find(rows)).toEqual([]);
  });

  it('lists withdrawals above their threshold and ignores smaller ones', () => {
    const rows = [withdrawal('2024-03-05', 7_500_000, 'WIRE OUT'), withdrawal('2024-03-05', 900_000, 'RENT')];

    expect(find(rows).map((f) => [f.row.amount, f.reason])).toEqual([
      [7_500_000, 'withdrawal of 75,000.00 is above the large-withdrawal threshold of 50,000.00'],
    ]);
  });

  it('follows the thresholds given in the settings', () => {
    const rows = [deposit('2024-03-01', 100_000), deposit('2024-03-02', 120_000)];

    expect(find(rows, { monthlyAverageMultiple: 1.05 }).map((f) => f.row.amount)).toEqual([120_000]);
    expect(find(rows, { largeDepositThreshold: 110_000 }).map((f) => f.reason)).toEqual([
      'deposit of 1,200.00 is above the large-deposit threshold of 1,100.00',
    ]);
  });

  it('skips the monthly-average rule in months with fewer deposits than the setting asks', () => {
    const rows = [deposit('2024-03-01', 100_000), deposit('2024-03-20', 400_000)];

    expect(find(rows)).toHaveLength(1);
    expect(find(rows, { monthlyAverageMinDeposits: 3 })).toEqual([]);
  });
});
