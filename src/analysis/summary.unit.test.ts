import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarise, UNKNOWN_BANK } from './summary.js';
import { buildStatement, deposit, withdrawal, withRunningBalances } from './testing/statementFactory.js';

describe('summarise', () => {
  it('totals and counts deposits and withdrawals in cents', () => {
    const parsed = buildStatement({
      openingBalance: 100_000,
      closingBalance: 129_990,
      transactions: [deposit('2024-03-02', 50_010), withdrawal('2024-03-03', 10_010), withdrawal('2024-03-04', 10_010)],
    });

    const s = summarise(parsed);

    expect(s).toMatchObject({ deposits: 50_010, withdrawals: 20_020, depositCount: 1, withdrawalCount: 2, transactionCount: 3 });
    expect(s.variance).toBe(0);
  });

  it('reports the variance when the printed closing balance disagrees with the rows', () => {
    const parsed = buildStatement({ openingBalance: 100_000, closingBalance: 90_000, transactions: [withdrawal('2024-03-02', 9_999)] });

    expect(summarise(parsed).variance).toBe(1);
  });

  it('derives the opening balance from the first running balance when none is printed', () => {
    const rows = withRunningBalances(25_000, [withdrawal('2024-03-02', 5_000), deposit('2024-03-03', 1_000)]);
    const parsed = buildStatement({ openingBalance: null, transactions: rows, runningBalancePrinted: true });

    const s = summarise(parsed);

    expect(s.opening).toBe(25_000);
    expect(s.closing).toBe(21_000);
    expect(s.warnings.join()).toMatch(/derived from the first running balance/);
  });

  it('reads a newest-first statement oldest first for the opening and closing balances', () => {
    const rows = withRunningBalances(25_000, [withdrawal('2024-03-02', 5_000), deposit('2024-03-09', 1_000)]);
    const parsed = buildStatement({ openingBalance: null, transactions: [...rows].reverse() });

    expect(summarise(parsed)).toMatchObject({ opening: 25_000, closing: 21_000, variance: 0 });
  });

  it('closes at opening plus deposits minus withdrawals when nothing else says', () => {
    const parsed = buildStatement({ openingBalance: 1_000, transactions: [deposit('2024-03-02', 500), withdrawal('2024-03-03', 2_000)] });

    expect(summarise(parsed).closing).toBe(-500);
  });

  it('takes the period from the transactions when it is not printed', () => {
    const parsed = buildStatement({
      periodStart: null,
      periodEnd: null,
      transactions: [deposit('2024-02-11', 1), withdrawal('2024-01-30', 1)],
    });

    const s = summarise(parsed);

    expect([s.periodStart, s.periodEnd]).toEqual(['2024-01-30', '2024-02-11']);
    expect(s.warnings.join()).toMatch(/period/);
  });

  it('fills unknown identity fields with placeholders and warns about each', () => {
    const s = summarise(buildStatement({ bankName: null, accountLast4: null, currency: null }));

    expect([s.bankName, s.accountLast4, s.currency]).toEqual([UNKNOWN_BANK, '', 'USD']);
    expect(s.warnings.join('\n')).toMatch(/bank name.*\n.*account number.*\n.*currency/);
  });

  it('reports only the last four characters of a longer account number', () => {
    expect(summarise(buildStatement({ accountLast4: 'DE44 2005 0550 1234 5678 90' })).accountLast4).toBe('7890');
  });

  it('keeps the balance equation for any statement whose closing is rebuilt from its rows', () => {
    const row = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
      isDeposit: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.array(row, { maxLength: 40 }), (opening, specs) => {
        const rows = [...specs].sort((a, b) => a.day - b.day).map((r) => {
          const date = `2024-03-${String(r.day).padStart(2, '0')}`;
          return r.isDeposit ? deposit(date, r.amount) : withdrawal(date, r.amount);
        });
        const s = summarise(buildStatement({ openingBalance: opening, transactions: withRunningBalances(opening, rows) }));
        return s.variance === 0;
      }),
    );
  });
});
