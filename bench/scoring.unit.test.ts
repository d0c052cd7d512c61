import { describe, expect, it } from 'vitest';
import type { ProcessingResult, StatementData } from '../src/domain/statement.js';
import { checkTargets, scoreStatement, scoreTransactions, totalScores, type ExpectedStatement, type ExpectedTransaction, type ReadTransaction } from './scoring.js';

const row = (date: string, amount: number, type: 'deposit' | 'withdrawal', balance: number | null = null): ExpectedTransaction => ({ date, description: 'x', amount, type, balance });
const extracted = (date: string, amount: number, type: 'deposit' | 'withdrawal', balance: number | null = null): ReadTransaction => ({ date, description: 'y', amount, type, balance, page: 1 });

const buildTruth = (over: Partial<ExpectedStatement> = {}): ExpectedStatement => ({
  bank_name: 'Harbor Federal Bank',
  currency: 'USD',
  account_number_last_4: '3918',
  statement_start_date: '2024-03-01',
  statement_end_date: '2024-03-31',
  opening_balance: 100,
  end_month_balance: 150,
  total_deposits: 80,
  total_withdrawals: 30,
  deposit_count: 1,
  withdrawal_count: 1,
  transaction_count: 2,
  balance_equation_valid: true,
  is_multi_month: false,
  months_covered: ['2024-03'],
  negative_balance_dates: [],
  transactions: [row('2024-03-02', 80, 'deposit', 180), row('2024-03-03', 30, 'withdrawal', 150)],
  ...over,
});

const buildData = (over: Partial<StatementData> = {}): StatementData => ({
  bank_name: 'HARBOR FEDERAL  BANK',
  account_number_last_4: '3918',
  currency: 'USD',
  statement_start_date: '2024-03-01',
  statement_end_date: '2024-03-31',
  opening_balance: 100,
  end_month_balance: 150.004,
  total_deposits: 80,
  total_withdrawals: 30,
  daily_average_balance: 140,
  deposit_count: 1,
  withdrawal_count: 1,
  transaction_count: 2,
  balance_equation_valid: true,
  balance_equation_variance: 0,
  is_multi_month: false,
  months_covered: ['2024-03'],
  negative_balance_count: 0,
  negative_balance_dates: [],
  recurring_debits: [],
  large_transactions: [],
  loans_detected: false,
  loan_transactions: [],
  loan_commitments: [],
  intra_company_transactions: [],
  transactions: [extracted('2024-03-02', 80, 'deposit', 180), extracted('2024-03-03', 30, 'withdrawal', 150)].map((t) => ({ ...t, category: 'other' as const, category_evidence: { rule: 'none', basis: 'default' as const, detail: '' } })),
  anomalies: [],
  warnings: [],
  ...over,
});

describe('scoreTransactions', () => {
  it('scores a perfect extraction as precision, recall and F1 of 1', () => {
    const s = scoreTransactions([row('2024-01-02', 10, 'deposit')], [extracted('2024-01-02', 10, 'deposit')]);
    expect([s.precision, s.recall, s.f1]).toEqual([1, 1, 1]);
  });

  it('matches duplicates as a multiset, so a row read once of two printed counts as one missing', () => {
    const truth = [row('2024-01-02', 10, 'withdrawal'), row('2024-01-02', 10, 'withdrawal')];
    const s = scoreTransactions(truth, [extracted('2024-01-02', 10, 'withdrawal')]);
    expect(s.matched).toBe(1);
    expect(s.missing).toHaveLength(1);
    expect(s.precision).toBe(1);
    expect(s.recall).toBe(0.5);
    expect(s.f1).toBeCloseTo(2 / 3, 10);
  });

  it('does not match a row whose type, date or amount differs, and lists it as extra', () => {
    const truth = [row('2024-01-02', 10, 'withdrawal')];
    for (const wrong of [extracted('2024-01-02', 10, 'deposit'), extracted('2024-01-03', 10, 'withdrawal'), extracted('2024-01-02', 10.01, 'withdrawal')]) {
      const s = scoreTransactions(truth, [wrong]);
      expect(s.matched).toBe(0);
      expect(s.extra).toEqual([wrong]);
      expect(s.f1).toBe(0);
    }
  });

  it('matches amounts by cents, so float noise in the extracted decimal does not matter', () => {
    expect(scoreTransactions([row('2024-01-02', 0.3, 'deposit')], [extracted('2024-01-02', 0.1 + 0.2, 'deposit')]).matched).toBe(1);
  });

  it('counts a matched balance right within 0.01 and wrong beyond it or when missing', () => {
    const truth = [row('2024-01-02', 10, 'deposit', 110), row('2024-01-03', 5, 'deposit', 115), row('2024-01-04', 5, 'deposit', 120), row('2024-01-05', 1, 'deposit', null)];
    const out = [extracted('2024-01-02', 10, 'deposit', 110.01), extracted('2024-01-03', 5, 'deposit', 115.02), extracted('2024-01-04', 5, 'deposit', null), extracted('2024-01-05', 1, 'deposit', 999)];
    const s = scoreTransactions(truth, out);
    expect(s.balanceCompared).toBe(3);
    expect(s.balanceMatched).toBe(1);
  });

  it('scores an empty truth with nothing extracted as perfect and with rows extracted as zero precision', () => {
    expect(scoreTransactions([], []).f1).toBe(1);
    expect(scoreTransactions([], [extracted('2024-01-02', 1, 'deposit')]).precision).toBe(0);
  });
});

describe('scoreStatement', () => {
  it('accepts the bank name in any case and spacing and amounts within 0.01', () => {
    const s = scoreStatement({ status: 'auto_analyzed', data: buildData() }, buildTruth());
    expect(s.metadata.fields.filter((f) => !f.ok)).toEqual([]);
    expect(s.metadata.correct).toBe(16);
  });

  it('skips the fields a truth leaves null', () => {
    const s = scoreStatement({ status: 'auto_analyzed', data: buildData() }, buildTruth({ opening_balance: null, total_deposits: null }));
    expect(s.metadata.compared).toBe(14);
    expect(s.metadata.fields.map((f) => f.field)).not.toContain('opening_balance');
  });

  it('marks a wrong field, an amount off by more than 0.01, and a wrong month list', () => {
    const data = buildData({ currency: 'EUR', end_month_balance: 150.02, months_covered: ['2024-03', '2024-04'] });
    const wrong = scoreStatement({ status: 'auto_analyzed', data }, buildTruth()).metadata.fields.filter((f) => !f.ok).map((f) => f.field);
    expect(wrong).toEqual(['currency', 'end_month_balance', 'months_covered']);
  });

  it('scores a failed result as every row missing and every field wrong, keeping the error', () => {
    const failed: ProcessingResult = { status: 'failed', error: { code: 'no_transactions_found', message: 'nothing' } };
    const s = scoreStatement(failed, buildTruth());
    expect(s.transactions.recall).toBe(0);
    expect(s.metadata.correct).toBe(0);
    expect(s.error).toBe('no_transactions_found: nothing');
    expect(s.equationReportedValid).toBe(false);
  });
});

describe('totalScores and checkTargets', () => {
  it('micro-averages rows and fields across files and reports each target as met or missed', () => {
    const good = scoreStatement({ status: 'auto_analyzed', data: buildData() }, buildTruth());
    const failed = scoreStatement({ status: 'failed', error: { code: 'invalid_pdf', message: 'bad' } }, buildTruth());
    const totals = totalScores([good, failed]);
    expect(totals.files).toBe(2);
    expect(totals.failedFiles).toBe(1);
    expect(totals.expected).toBe(4);
    expect(totals.matched).toBe(2);
    expect(totals.recall).toBe(0.5);
    expect(totals.metadataAccuracy).toBe(0.5);
    expect(totals.equationValidOnReconciling).toBe(1);
    expect(checkTargets(totals).map((t) => t.met)).toEqual([false, false, false]);
    expect(checkTargets(totalScores([good])).map((t) => t.met)).toEqual([true, true, true]);
  });
});
