/** Factories with overrides for domain messages (Outline's test/factories.ts). */
import type { JobAnalyzed, JobCreated, PageExtracted } from '../../src/domain/job/job.events.js';
import type { StatementData } from '../../src/domain/statement.js';

export const NOW = '2026-11-22T14:15:03.000Z';

export const buildJobCreated = (overrides: Partial<JobCreated['data']> = {}): JobCreated => ({
  type: 'JobCreated',
  data: {
    jobId: 'job_20261122_141503_k3v9q2xa',
    accountId: 'acct_acme',
    batchId: 'batch_1',
    filename: 'march.pdf',
    company: 'Acme Ltd',
    client: 'user-7',
    blobKey: 'a'.repeat(64),
    pagesTotal: 2,
    createdAt: NOW,
    ...overrides,
  },
});

export const buildPageExtracted = (overrides: Partial<PageExtracted['data']> = {}): PageExtracted => ({
  type: 'PageExtracted',
  data: {
    jobId: 'job_20261122_141503_k3v9q2xa',
    page: 1,
    layoutKey: 'b'.repeat(64),
    pagesDone: 1,
    pagesTotal: 2,
    extractedAt: NOW,
    ...overrides,
  },
});

/** A minimal but complete `data` object. */
export const buildStatementData = (overrides: Partial<StatementData> = {}): StatementData => ({
  bank_name: 'First Test Bank',
  account_number_last_4: '4321',
  currency: 'USD',
  statement_start_date: '2026-10-01',
  statement_end_date: '2026-10-31',
  opening_balance: 100,
  end_month_balance: 150,
  total_deposits: 75,
  total_withdrawals: 25,
  daily_average_balance: 120.5,
  deposit_count: 1,
  withdrawal_count: 1,
  transaction_count: 2,
  balance_equation_valid: true,
  balance_equation_variance: 0,
  is_multi_month: false,
  months_covered: ['2026-10'],
  negative_balance_count: 0,
  negative_balance_dates: [],
  recurring_debits: [],
  large_transactions: [],
  loans_detected: false,
  loan_transactions: [],
  loan_commitments: [],
  intra_company_transactions: [],
  transactions: [
    { date: '2026-10-02', description: 'Deposit', amount: 75, type: 'deposit', balance: 175, page: 1, category: 'revenue', category_evidence: { rule: 'default_deposit', basis: 'default', detail: 'no rule above matched' } },
    { date: '2026-10-03', description: 'Card', amount: 25, type: 'withdrawal', balance: 150, page: 1, category: 'card_purchase', category_evidence: { rule: 'default_withdrawal', basis: 'default', detail: 'no rule above matched' } },
  ],
  anomalies: [],
  warnings: [],
  ...overrides,
});

export const buildJobAnalyzed = (overrides: Partial<JobAnalyzed['data']> = {}): JobAnalyzed => ({
  type: 'JobAnalyzed',
  data: { jobId: 'job_20261122_141503_k3v9q2xa', data: buildStatementData(), completedAt: NOW, ...overrides },
});
