import { describe, expect, it } from 'vitest';
import { findPrintedTotalsMismatch } from './printedTotals.js';

const computed = { deposits: 500_000, withdrawals: 320_000, depositCount: 4, withdrawalCount: 12 };

describe('printed totals against the rows', () => {
  it('finds nothing when the printed totals agree or are absent', () => {
    expect(findPrintedTotalsMismatch({ deposits: 500_000, withdrawals: 320_000, depositCount: 4, withdrawalCount: null }, computed, 0)).toEqual([]);
    expect(findPrintedTotalsMismatch(null, computed, 0)).toEqual([]);
  });

  it('flags each total that disagrees, with both figures', () => {
    const findings = findPrintedTotalsMismatch({ deposits: 510_000, withdrawals: 320_000, depositCount: 5, withdrawalCount: 12 }, computed, 0);

    expect(findings.map((f) => [f.severity, f.amount])).toEqual([
      ['high', 10_000],
      ['medium', undefined],
    ]);
    expect(findings[0]!.reason).toBe('the statement prints total deposits of 5,100.00, its rows add up to 5,000.00 (off by -100.00)');
    expect(findings[1]!.reason).toBe('the statement prints 5 deposits, 4 were read');
  });
});
