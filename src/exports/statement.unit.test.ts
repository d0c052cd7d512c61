import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDecimal } from '../domain/money.js';
import { trickyJob } from '../../test/support/exportJobs.js';
import { exportStatementOf, formatCents } from './statement.js';

describe('export statement', () => {
  it('formats cents with a point and two places by integer arithmetic', () => {
    expect([0, 5, -5, 100, 123456, -123456, 10].map(formatCents)).toEqual(['0.00', '0.05', '-0.05', '1.00', '1234.56', '-1234.56', '0.10']);
  });

  it('formats any amount so that it reads back to the same cents', () => {
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => fromDecimal(Number(formatCents(cents))) === cents));
  });

  it('signs withdrawals negative and keeps a missing balance missing', () => {
    const s = exportStatementOf(trickyJob());
    expect(s.rows.map((r) => r.amount)).toEqual([250010, -10, -20, 1234, -123456789]);
    expect(s.rows.map((r) => r.balance)).toEqual([350010, 350000, 349980, 351214, null]);
    expect(s.rows.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    expect(s.closing).toBe(-123105575);
  });
});
