import { describe, expect, it } from 'vitest';
import { deposit, withdrawal } from '../testing/statementFactory.js';
import { findFees } from './fees.js';

describe('NSF, returned item and overdraft fees', () => {
  it.each([
    ['NSF FEE ITEM 1042', 'nsf_fee', 'high'],
    ['INSUFFICIENT FUNDS CHARGE', 'nsf_fee', 'high'],
    ['RETURNED ITEM FEE NSF', 'nsf_fee', 'high'],
    ['RETURNED ITEM CHARGEBACK', 'returned_item', 'high'],
    ['Rücklastschrift Entgelt', 'returned_item', 'high'],
    ['OVERDRAFT FEE', 'overdraft_fee', 'medium'],
    ['Sollzinsen Überziehung', 'overdraft_fee', 'medium'],
  ])('reads %j as %s', (description, type, severity) => {
    expect(findFees([withdrawal('2024-03-05', 3_500, description)])).toMatchObject([{ type, severity, date: '2024-03-05', amount: 3_500 }]);
  });

  it('counts a returned deposit coming back in as a returned item but not an overdraft transfer as a fee', () => {
    const rows = [deposit('2024-03-05', 40_000, 'RETURNED PAYMENT ACH'), deposit('2024-03-06', 40_000, 'OVERDRAFT PROTECTION TRANSFER FROM SAVINGS')];

    expect(findFees(rows).map((f) => f.type)).toEqual(['returned_item']);
  });

  it('ignores ordinary fees and purchases', () => {
    expect(findFees([withdrawal('2024-03-05', 1_200, 'MONTHLY SERVICE FEE'), withdrawal('2024-03-05', 1_200, 'CARD PURCHASE STAPLES')])).toEqual([]);
  });
});
