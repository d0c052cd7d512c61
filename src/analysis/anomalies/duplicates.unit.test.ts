import { describe, expect, it } from 'vitest';
import { deposit, withdrawal } from '../testing/statementFactory.js';
import { findDuplicates } from './duplicates.js';

describe('duplicate transactions', () => {
  it('flags rows with the same date, amount and description once per group', () => {
    const rows = [
      withdrawal('2024-03-05', 12_500, 'ACH DEBIT CITY WATER 88123', null),
      withdrawal('2024-03-05', 12_500, 'ach debit  city water 88123', null),
      withdrawal('2024-03-05', 12_500, 'ACH DEBIT CITY WATER 88123', null),
    ];

    const findings = findDuplicates(rows, 0);

    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ type: 'duplicate_transaction', severity: 'medium', date: '2024-03-05', amount: 12_500 });
    expect(findings[0]!.reason).toMatch(/^3 withdrawals of 125\.00 with the same description on 2024-03-05/);
  });

  it('keeps apart rows that differ in date, amount, direction or description', () => {
    const rows = [
      withdrawal('2024-03-05', 12_500, 'CHECK 1001'),
      withdrawal('2024-03-06', 12_500, 'CHECK 1001'),
      withdrawal('2024-03-05', 12_501, 'CHECK 1001'),
      deposit('2024-03-05', 12_500, 'CHECK 1001'),
      withdrawal('2024-03-05', 12_500, 'CHECK 1002'),
    ];

    expect(findDuplicates(rows, 0)).toEqual([]);
  });

  it('widens to neighbouring days when the window setting asks', () => {
    const rows = [withdrawal('2024-03-05', 12_500, 'CHECK 1001'), withdrawal('2024-03-06', 12_500, 'CHECK 1001')];

    expect(findDuplicates(rows, 1)[0]?.reason).toMatch(/between 2024-03-05 and 2024-03-06/);
  });
});
