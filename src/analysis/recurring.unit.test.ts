import { describe, expect, it } from 'vitest';
import { findRecurringDebits } from './recurring.js';
import { defaultAnalysisSettings } from './settings.js';
import { deposit, withdrawal } from './testing/statementFactory.js';

const find = (rows: Parameters<typeof findRecurringDebits>[0]) => findRecurringDebits(rows, defaultAnalysisSettings);

describe('recurring debits', () => {
  it('finds a monthly subscription whose references change every month', () => {
    const rows = [
      withdrawal('2024-01-05', 1_599, 'RECURRING CARD NETFLIX.COM CARD 4411 REF 829133'),
      withdrawal('2024-02-05', 1_599, 'RECURRING CARD NETFLIX.COM CARD 4411 REF 120044'),
      withdrawal('2024-03-06', 1_599, 'RECURRING CARD NETFLIX.COM CARD 4411 REF 553001'),
    ];

    const [series, ...others] = find(rows);

    expect(others).toEqual([]);
    expect(series).toMatchObject({ creditor: 'NETFLIX.COM', cadence: 'monthly' });
    expect(series!.rows.map((r) => r.date)).toEqual(['2024-01-05', '2024-02-05', '2024-03-06']);
  });

  it('accepts a utility bill whose amount varies a little', () => {
    const rows = [
      withdrawal('2024-01-12', 8_410, 'CITY WATER BILL PAYMENT ACCT 448812'),
      withdrawal('2024-02-12', 8_990, 'CITY WATER BILL PAYMENT ACCT 448812'),
    ];

    expect(find(rows).map((s) => s.cadence)).toEqual(['monthly']);
  });

  it('needs three occurrences before calling a debit weekly', () => {
    const twice = [withdrawal('2024-03-06', 5_000, 'GYM CLUB'), withdrawal('2024-03-13', 5_000, 'GYM CLUB')];
    const thrice = [...twice, withdrawal('2024-03-20', 5_000, 'GYM CLUB')];

    expect(find(twice)).toEqual([]);
    expect(find(thrice).map((s) => s.cadence)).toEqual(['weekly']);
  });

  it('recognises a debit on every business day across weekends', () => {
    const days = ['2024-03-07', '2024-03-08', '2024-03-11', '2024-03-12', '2024-03-13'];
    const rows = days.map((d) => withdrawal(d, 48_500, 'QUICKFUND DAILY ACH DEBIT'));

    expect(find(rows)).toMatchObject([{ creditor: 'QUICKFUND', cadence: 'daily' }]);
  });

  it('does not call two similar supermarket bills a month apart a recurring debit', () => {
    const rows = [
      withdrawal('2024-01-09', 8_412, 'CARD PURCHASE WHOLE FOODS MKT 1123'),
      withdrawal('2024-01-20', 2_210, 'CARD PURCHASE WHOLE FOODS MKT 1123'),
      withdrawal('2024-02-09', 8_730, 'CARD PURCHASE WHOLE FOODS MKT 1123'),
    ];

    expect(find(rows)).toEqual([]);
  });

  it('ignores deposits and debits at irregular intervals', () => {
    const rows = [
      deposit('2024-01-15', 300_000, 'PAYROLL ACME'),
      deposit('2024-02-15', 300_000, 'PAYROLL ACME'),
      withdrawal('2024-01-03', 2_000, 'PARKING GARAGE'),
      withdrawal('2024-01-21', 2_000, 'PARKING GARAGE'),
      withdrawal('2024-03-02', 2_000, 'PARKING GARAGE'),
    ];

    expect(find(rows)).toEqual([]);
  });

  it('keeps two series of different amounts at one creditor apart', () => {
    const rows = ['2024-01-04', '2024-02-04', '2024-03-04'].flatMap((d) => [
      withdrawal(d, 999, 'APPLE.COM/BILL'),
      withdrawal(d, 299, 'APPLE.COM/BILL'),
    ]);

    expect(find(rows).map((s) => s.rows.map((r) => r.amount))).toEqual([
      [299, 299, 299],
      [999, 999, 999],
    ]);
  });
});

describe('recurring debits at a till or a cash machine', () => {
  it('needs identical amounts for card purchases at a shop', () => {
    const similar = [withdrawal('2024-03-02', 7_625, 'CARD PURCHASE CVS PHARMACY 2231'), withdrawal('2024-03-16', 7_927, 'CARD PURCHASE CVS PHARMACY 2231')];
    const identical = ['2024-01-03', '2024-02-03', '2024-03-04'].map((d) => withdrawal(d, 4_900, 'CARD PURCHASE IRON GYM 0042'));

    expect(find(similar)).toEqual([]);
    expect(find(identical).map((s) => s.creditor)).toEqual(['IRON GYM']);
  });

  it('never counts cash withdrawals, however regular', () => {
    const rows = ['2024-03-01', '2024-03-15', '2024-03-29'].map((d) => withdrawal(d, 4_000, 'ATM WITHDRAWAL SPRINGFIELD IL #0042'));

    expect(find(rows)).toEqual([]);
  });
});
