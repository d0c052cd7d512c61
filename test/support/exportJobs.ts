/** Analysed jobs for the writers' tests and the export bench: a tricky statement, or `rows` plain rows. */
import type { AnalysedJob } from '../../src/exports/statement.js';
import type { ResultTransaction, StatementData } from '../../src/domain/statement.js';
import { formatCents } from '../../src/exports/statement.js';

/** The category a row gets when nothing in it says more (the exports do not depend on it). */
const uncategorised = { category: 'other', category_evidence: { rule: 'default', basis: 'default', detail: 'nothing in the row says what it is' } } as const;

const base = (transactions: ResultTransaction[], overrides: Partial<StatementData>): StatementData => ({
  bank_name: 'First Test Bank', account_number_last_4: '4321', currency: 'USD',
  statement_start_date: '2026-10-01', statement_end_date: '2026-10-31',
  opening_balance: 1000, end_month_balance: 0, total_deposits: 0, total_withdrawals: 0, daily_average_balance: 1000,
  deposit_count: 0, withdrawal_count: 0, transaction_count: transactions.length,
  balance_equation_valid: true, balance_equation_variance: 0, is_multi_month: false, months_covered: ['2026-10'],
  negative_balance_count: 0, negative_balance_dates: [], recurring_debits: [], large_transactions: [], loans_detected: false,
  loan_transactions: [], loan_commitments: [], intra_company_transactions: [], transactions, anomalies: [], warnings: [],
  ...overrides,
});

export const analysedJob = (data: StatementData, overrides: Partial<AnalysedJob> = {}): AnalysedJob => ({
  job_id: 'job_20261101_120000_abcd1234', batch_id: 'batch_0123456789abcdef', status: 'auto_analyzed', company: 'Acme Ltd',
  filename: 'october.pdf', client: 'analyst-7', created_at: '2026-11-01T12:00:00.000Z', completed_at: '2026-11-01T12:00:03.250Z',
  progress: { pages_done: 2, pages_total: 2 }, data, ...overrides,
});

/** Rows that break naive writers: commas, quotes, line breaks, formulas, markup, non-ASCII, a missing balance. */
export const trickyJob = (overrides: Partial<AnalysedJob> = {}): AnalysedJob =>
  analysedJob(base([
    { date: '2026-10-02', description: 'PAYROLL ACME, INC "OCT"', amount: 2500.1, type: 'deposit', balance: 3500.1, page: 1, ...uncategorised },
    { date: '2026-10-03', description: '=HYPERLINK("http://evil.example","click")', amount: 0.1, type: 'withdrawal', balance: 3500, page: 1, ...uncategorised },
    { date: '2026-10-04', description: '+1 555 0100 CALL', amount: 0.2, type: 'withdrawal', balance: 3499.8, page: 1, ...uncategorised },
    { date: '2026-10-05', description: '-REFUND- AT&T <wireless>', amount: 12.34, type: 'deposit', balance: 3512.14, page: 2, ...uncategorised },
    { date: '2026-10-06', description: '@SUM(A1:A9) Café Zürich\nsecond line', amount: 1234567.89, type: 'withdrawal', balance: null, page: 2, ...uncategorised },
  ], {
    end_month_balance: -1231055.75, total_deposits: 2512.44, total_withdrawals: 1234568.19, deposit_count: 2, withdrawal_count: 3,
    negative_balance_count: 1, negative_balance_dates: ['2026-10-06'],
    large_transactions: [{ date: '2026-10-06', type: 'withdrawal', amount: 1234567.89, description: '@SUM(A1:A9) Café Zürich', reason: 'above 50,000' }],
    anomalies: [{ type: 'round_cash_deposit', severity: 'low', date: '2026-10-02', amount: 2500.1, description: 'PAYROLL', reason: 'round' }],
    warnings: ['page 2 needed OCR'],
  }), overrides);

/**
 * `rows` transactions alternating deposits and withdrawals, balances chained in cents (the bench's
 * 500-row statement).
 */
export const longJob = (rows: number): AnalysedJob => {
  let balance = 100_000;
  const transactions: ResultTransaction[] = Array.from({ length: rows }, (_, i) => {
    const cents = 1_000 + ((i * 7_919) % 90_000);
    const deposit = i % 3 === 0;
    balance += deposit ? cents : -cents;
    return {
      date: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`, description: `CARD PURCHASE MERCHANT ${i} REF ${100000 + i}`,
      amount: Number(formatCents(cents)), type: deposit ? 'deposit' : 'withdrawal', balance: Number(formatCents(balance)), page: 1 + Math.floor(i / 40), ...uncategorised,
    };
  });
  return analysedJob(base(transactions, { end_month_balance: Number(formatCents(balance)) }));
};
