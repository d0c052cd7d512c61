import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseStatement, defaultAnalysisSettings } from './index.js';
import { buildSignals, buildStatement, deposit, withdrawal, withRunningBalances } from './testing/statementFactory.js';

/** A small business month: a loan, weekly loan payments, a sweep to savings, a subscription and an overdraft. */
const businessMonths = () => {
  const rows = withRunningBalances(20_000, [
    withdrawal('2024-05-02', 30_000, 'CARD PURCHASE STAPLES 0088'),
    deposit('2024-05-03', 7_500_000, 'NORTHSTAR CAPITAL LOAN PROCEEDS DISBURSEMENT 771203'),
    withdrawal('2024-05-06', 1_599, 'RECURRING CARD NETFLIX.COM REF 1002'),
    withdrawal('2024-05-08', 187_500, 'NORTHSTAR CAPITAL LOAN PAYMENT'),
    withdrawal('2024-05-10', 500_000, 'ONLINE TRANSFER TO SAVINGS ...4821 REF 405907'),
    withdrawal('2024-05-15', 187_500, 'NORTHSTAR CAPITAL LOAN PAYMENT'),
    withdrawal('2024-05-22', 187_500, 'NORTHSTAR CAPITAL LOAN PAYMENT'),
    withdrawal('2024-06-06', 1_599, 'RECURRING CARD NETFLIX.COM REF 2291'),
    withdrawal('2024-06-06', 3_500, 'NSF FEE'),
  ]);
  return buildStatement({
    accountHolder: 'Brightline Supply LLC',
    periodStart: '2024-05-01',
    periodEnd: '2024-06-30',
    openingBalance: 20_000,
    closingBalance: rows[rows.length - 1]!.balance,
    runningBalancePrinted: true,
    transactions: rows,
    signals: buildSignals({ producer: 'iLovePDF' }),
    warnings: ['page 2 was read with OCR'],
  });
};

describe('analyseStatement', () => {
  it('reports the summary in decimals from cents', () => {
    const data = analyseStatement(businessMonths());

    expect(data).toMatchObject({
      bank_name: 'First Test Bank',
      account_number_last_4: '4321',
      currency: 'USD',
      statement_start_date: '2024-05-01',
      statement_end_date: '2024-06-30',
      opening_balance: 200,
      total_deposits: 75_000,
      total_withdrawals: 10_991.98,
      end_month_balance: 64_208.02,
      deposit_count: 1,
      withdrawal_count: 8,
      transaction_count: 9,
      balance_equation_valid: true,
      balance_equation_variance: 0,
      is_multi_month: true,
      months_covered: ['2024-05', '2024-06'],
      negative_balance_count: 1,
      negative_balance_dates: ['2024-05-02'],
    });
    expect(data.transactions[1]).toEqual({
      date: '2024-05-03',
      description: 'NORTHSTAR CAPITAL LOAN PROCEEDS DISBURSEMENT 771203',
      amount: 75_000,
      type: 'deposit',
      balance: 74_900,
      page: 1,
      bbox: [40, 200, 560, 212],
      category: 'loan_proceeds',
      category_evidence: { rule: 'loan_wording', basis: 'description', detail: 'description has "LOAN PROCEEDS"' },
    });
  });

  it("publishes each transaction's row box as bbox [x0, y0, x1, y1] in points, rounded to hundredths", () => {
    const parsed = businessMonths();
    const first = parsed.transactions[0]!;
    const data = analyseStatement({ ...parsed, transactions: [{ ...first, box: { x0: 36.123, y0: 100.456, x1: 570.5, y1: 111.994 } }, ...parsed.transactions.slice(1)] });
    expect(data.transactions[0]!.bbox).toEqual([36.12, 100.46, 570.5, 111.99]);
  });

  it('finds the patterns and risks of the statement', () => {
    const data = analyseStatement(businessMonths());

    expect(data.recurring_debits.map((r) => [r.creditor, r.frequency, r.count])).toEqual([
      ['NETFLIX.COM', 'monthly', 2],
      ['NORTHSTAR CAPITAL LOAN', 'weekly', 3],
    ]);
    expect(data.large_transactions.map((l) => [l.date, l.type, l.amount])).toEqual([['2024-05-03', 'deposit', 75_000]]);
    expect(data.loans_detected).toBe(true);
    expect(data.loan_transactions.map((l) => l.type)).toEqual(['disbursement', 'payment', 'payment', 'payment']);
    expect(data.loan_commitments).toEqual([
      {
        lender: 'NORTHSTAR CAPITAL',
        frequency: 'weekly',
        payment_amount: 1_875,
        payment_count: 3,
        total_paid: 5_625,
        first_date: '2024-05-08',
        last_date: '2024-05-22',
        estimated_monthly_payment: 8_125,
      },
    ]);
    expect(data.intra_company_transactions).toMatchObject([{ date: '2024-05-10', amount: 5_000, type: 'withdrawal', counterparty: 'own account ending 4821' }]);
    expect(data.anomalies.map((a) => [a.type, a.severity])).toEqual([
      ['pdf_editing_tool', 'high'],
      ['nsf_fee', 'high'],
    ]);
    expect(data.anomalies[1]).toMatchObject({ date: '2024-06-06', amount: 35 });
    expect(data.anomalies[0]).not.toHaveProperty('date');
    expect(data.warnings).toEqual(['page 2 was read with OCR']);
  });

  it('lists no negative-balance days for a credit card, whose balance owed is not an overdraft', () => {
    const rows = [withdrawal('2024-03-04', 50_000, 'CARD PURCHASE SHOP'), withdrawal('2024-03-09', 20_000, 'CARD PURCHASE CAFE')];
    const statement = { periodStart: '2024-03-01', periodEnd: '2024-03-31', openingBalance: -10_000, transactions: rows };
    expect(analyseStatement(buildStatement({ ...statement, accountKind: 'credit_card' }))).toMatchObject({ negative_balance_count: 0, negative_balance_dates: [] });
    expect(analyseStatement(buildStatement({ ...statement, accountKind: 'bank_account' })).negative_balance_dates).toEqual(['2024-03-04', '2024-03-09']);
  });

  it('lists no negative-balance days when the statement prints no balance at all, rather than counting from an assumed zero', () => {
    const rows = [withdrawal('2024-03-04', 50_000, 'CARD PURCHASE SHOP')];
    const statement = { periodStart: '2024-03-01', periodEnd: '2024-03-31', openingBalance: null, closingBalance: null, transactions: rows, accountKind: 'bank_account' as const };
    expect(analyseStatement(buildStatement(statement))).toMatchObject({ negative_balance_count: 0, negative_balance_dates: [] });
    expect(analyseStatement(buildStatement({ ...statement, openingBalance: 10_000 })).negative_balance_dates).toEqual(['2024-03-04']);
  });

  it('reports no loans for an ordinary month', () => {
    const data = analyseStatement(buildStatement({ transactions: [withdrawal('2024-03-04', 2_000, 'CARD PURCHASE LIDL')] }));

    expect([data.loans_detected, data.loan_transactions, data.loan_commitments]).toEqual([false, [], []]);
  });

  it('applies settings given by the caller over the defaults', () => {
    const parsed = buildStatement({ transactions: [deposit('2024-03-04', 1_000_000, 'WIRE IN')] });

    expect(analyseStatement(parsed).large_transactions).toEqual([]);
    expect(analyseStatement(parsed, { largeDepositThreshold: 500_000 }).large_transactions).toHaveLength(1);
    expect(defaultAnalysisSettings.largeDepositThreshold).toBe(5_000_000);
  });

  it('holds the balance equation and counts every row for any statement rebuilt from its rows', () => {
    const row = fc.record({ day: fc.integer({ min: 1, max: 30 }), amount: fc.integer({ min: 1, max: 9_000_000 }), isDeposit: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000, max: 2_000_000 }), fc.array(row, { minLength: 1, maxLength: 50 }), (opening, specs) => {
        const rows = withRunningBalances(
          opening,
          [...specs].sort((a, b) => a.day - b.day).map((r) => {
            const date = `2024-04-${String(r.day).padStart(2, '0')}`;
            return r.isDeposit ? deposit(date, r.amount, 'ACH CREDIT CUSTOMER') : withdrawal(date, r.amount, 'CARD PURCHASE SHOP');
          }),
        );
        const data = analyseStatement(buildStatement({ periodStart: '2024-04-01', periodEnd: '2024-04-30', openingBalance: opening, transactions: rows }));
        const balances = [opening, ...rows.map((r) => r.balance!)];
        return (
          data.balance_equation_valid &&
          data.balance_equation_variance === 0 &&
          data.deposit_count + data.withdrawal_count === data.transaction_count &&
          data.daily_average_balance * 100 >= Math.min(...balances) - 0.5 &&
          data.daily_average_balance * 100 <= Math.max(...balances) + 0.5 &&
          data.negative_balance_count === data.negative_balance_dates.length
        );
      }),
    );
  });
});
