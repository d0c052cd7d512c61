import { describe, expect, it } from 'vitest';
import { withdrawal } from '../testing/statementFactory.js';
import { balanceBreakFindings } from './balanceBreaks.js';
import { findBalanceEquationBreak } from './balanceEquation.js';

describe('running-balance breaks', () => {
  it('reports each break with the expected and printed balance and the row it is on', () => {
    const rows = [withdrawal('2024-03-04', 1_000, 'RENT'), withdrawal('2024-03-05', 2_000, 'CARD PURCHASE STAPLES')];

    const findings = balanceBreakFindings([{ index: 1, date: '2024-03-05', page: 2, expected: 47_000, printed: 56_000 }], rows);

    expect(findings).toEqual([
      {
        type: 'running_balance_break',
        severity: 'high',
        date: '2024-03-05',
        amount: 9_000,
        description: 'CARD PURCHASE STAPLES',
        reason: 'page 2: printed balance 560.00, but the previous balance and this row give 470.00 (off by 90.00)',
      },
    ]);
  });
});

describe('balance equation', () => {
  it('is silent when the equation holds and reports the variance when it does not', () => {
    expect(findBalanceEquationBreak(100_000, 90_000, 0)).toEqual([]);
    expect(findBalanceEquationBreak(100_000, 90_000, 1_250)).toMatchObject([{ type: 'balance_equation_mismatch', severity: 'high', amount: 1_250 }]);
  });
});
