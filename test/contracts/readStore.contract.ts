/**
 * The contract every `ReadStore` adapter passes (SQLite in embedded mode, PostgreSQL in distributed
 * mode). The factory opens a fresh, empty store (its own file or schema); the suite closes it after each
 * test. Opening a second handle on the same store (`reopen`) checks what two projectors sharing it see.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountRow, ApiKeyRow, CompanyReportRow, JobRow, ReadModelChanges, ReadStore } from '../../src/application/readModels.js';
import { emptyChanges } from '../../src/application/readModels.js';
import type { StatementData } from '../../src/domain/statement.js';

export interface ReadStoreHandles {
  store: ReadStore;
  /** Another handle on the same store, as a second projector process would open it. */
  reopen: () => Promise<ReadStore>;
}

export type ReadStoreFactory = () => Promise<ReadStoreHandles>;

export const buildJob = (overrides: Partial<JobRow> = {}): JobRow => ({
  jobId: 'job_20261122_141503_aaaaaaaa',
  accountId: 'acc_1',
  batchId: 'batch_1',
  status: 'processing',
  company: 'Acme Ltd',
  filename: 'march.pdf',
  client: 'user-7',
  blobKey: 'f'.repeat(64),
  createdAt: '2026-11-22T14:15:03.000Z',
  completedAt: null,
  pagesDone: 0,
  pagesTotal: 3,
  errorCode: null,
  errorMessage: null,
  data: null,
  sortKey: 10,
  ...overrides,
});

const buildAccount = (overrides: Partial<AccountRow> = {}): AccountRow => ({
  accountId: 'acc_1', name: 'default', plan: 'starter', pagesLimit: 500, createdAt: '2026-11-01T00:00:00.000Z', ...overrides,
});

const buildKey = (overrides: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
  keyId: 'key_1', accountId: 'acc_1', name: 'ci', prefix: 'll_live_Ab12', hash: 'a'.repeat(64), createdAt: '2026-11-02T00:00:00.000Z',
  lastUsedAt: null, revokedAt: null, allowedIps: [], role: 'admin', ...overrides,
});

/** A result with every kind of value a read model must carry back unchanged. */
const sampleData = (): StatementData => ({
  bank_name: 'Zürich Kantonalbank — 東京支店', account_number_last_4: '0042', currency: 'CHF',
  statement_start_date: '2026-03-01', statement_end_date: '2026-04-30', opening_balance: 1200.5, end_month_balance: -35.25,
  total_deposits: 100000, total_withdrawals: 101235.75, daily_average_balance: 412.07, deposit_count: 2, withdrawal_count: 1,
  transaction_count: 3, balance_equation_valid: true, balance_equation_variance: 0, is_multi_month: true, months_covered: ['2026-03', '2026-04'],
  negative_balance_count: 1, negative_balance_dates: ['2026-04-30'], recurring_debits: [], large_transactions: [], loans_detected: false,
  loan_transactions: [], loan_commitments: [], intra_company_transactions: [], transactions: [], anomalies: [], warnings: ['page 2 needed OCR'],
});

const changes = (overrides: Partial<ReadModelChanges>): ReadModelChanges => ({ ...emptyChanges(), ...overrides });

/** A report row whose JSON has the field order, nulls, nesting and characters a report carries. */
const buildCompanyReportRow = (overrides: Partial<CompanyReportRow> = {}): CompanyReportRow => ({
  accountId: 'acc_1',
  company: 'Acme Ltd',
  report: {
    company: overrides.company ?? 'Acme Ltd', currency: 'USD', statements: [],
    months: [{
      month: '2026-10', deposits: 1200.5, true_revenue: 1000.25, withdrawals: 300, deposit_count: 3, withdrawal_count: 2, ending_balance: null,
      average_daily_balance: -12.75, negative_days: 2, nsf_count: 1, largest_deposit: 800, days_covered: 31,
    }],
    totals: { months: 1, deposits: 1200.5, true_revenue: 1000.25, withdrawals: 300, negative_days: 2, nsf_count: 1, largest_deposit: 800 },
    averages: { deposits: 1200.5, true_revenue: 1000.25, withdrawals: 300, ending_balance: null, average_daily_balance: -12.75, negative_days: 2, nsf_count: 1 },
    continuity: [{ type: 'gap', statements: ['job_a', 'job_b'], detail: 'Zürich — 東京: 3 days', days: 3 }],
    positions: [], stacking: false, updated_at: '2026-11-22T14:16:00.000Z',
  },
  ...overrides,
});

export const describeReadStoreContract = (name: string, factory: ReadStoreFactory): void => {
  describe(`ReadStore contract: ${name}`, () => {
    const opened: ReadStore[] = [];
    const open = async (): Promise<ReadStoreHandles> => {
      const handles = await factory();
      opened.push(handles.store);
      return {
        store: handles.store,
        reopen: async () => {
          const other = await handles.reopen();
          opened.push(other);
          return other;
        },
      };
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).reverse().map((store) => store.close()));
    });

    it('starts empty, with its checkpoint before the first event', async () => {
      const { store } = await open();
      expect(await store.checkpoint()).toBe(-1);
      expect(await store.getJob('job_unknown')).toBeNull();
      expect(await store.listAccounts()).toEqual([]);
      expect(await store.snapshot()).toEqual(emptyChanges());
    });

    it('writes rows and moves the checkpoint in one commit, and reads every row back unchanged', async () => {
      const { store } = await open();
      const job = buildJob({ status: 'auto_analyzed', completedAt: '2026-11-22T14:16:00.000Z', pagesDone: 3, data: sampleData() });
      const key = buildKey({ allowedIps: ['10.0.0.1', '2001:db8::1'], role: 'extract' });
      expect(await store.commit(changes({
        jobs: [job], quotas: [{ accountId: 'acc_1', month: '2026-11', pagesUsed: 3 }], accounts: [buildAccount()], apiKeys: [key],
        keyAccess: [{ keyId: 'key_1', ip: '10.0.0.1', at: '2026-11-22T14:15:00.000Z', position: 41 }],
      }), -1, 42)).toBe(true);
      expect(await store.checkpoint()).toBe(42);
      expect(await store.getJob(job.jobId)).toEqual(job);
      expect(JSON.stringify((await store.getJob(job.jobId))?.data)).toBe(JSON.stringify(job.data));
      expect(await store.getQuota('acc_1', '2026-11')).toEqual({ accountId: 'acc_1', month: '2026-11', pagesUsed: 3 });
      expect(await store.getQuota('acc_1', '2026-12')).toBeNull();
      expect(await store.getAccount('acc_1')).toEqual(buildAccount());
      expect(await store.getApiKey('key_1')).toEqual(key);
      expect(await store.getApiKeyByHash(key.hash)).toEqual(key);
      expect(await store.getApiKeyByHash('b'.repeat(64))).toBeNull();
      expect(await store.listKeyAccess('key_1', 10)).toEqual([{ keyId: 'key_1', ip: '10.0.0.1', at: '2026-11-22T14:15:00.000Z', position: 41 }]);
    });

    it('refuses a commit whose starting checkpoint is stale, changing nothing', async () => {
      const { store } = await open();
      await store.commit(changes({ jobs: [buildJob()] }), -1, 5);
      expect(await store.commit(changes({ jobs: [buildJob({ status: 'failed' })], quotas: [{ accountId: 'acc_1', month: '2026-11', pagesUsed: 9 }] }), -1, 7)).toBe(false);
      expect(await store.checkpoint()).toBe(5);
      expect((await store.getJob(buildJob().jobId))?.status).toBe('processing');
      expect(await store.getQuota('acc_1', '2026-11')).toBeNull();
    });

    it('lets exactly one of two projectors commit from the same checkpoint', async () => {
      const { store, reopen } = await open();
      const other = await reopen();
      const results = await Promise.all([
        store.commit(changes({ quotas: [{ accountId: 'acc_1', month: '2026-11', pagesUsed: 1 }] }), -1, 3),
        other.commit(changes({ quotas: [{ accountId: 'acc_1', month: '2026-11', pagesUsed: 2 }] }), -1, 3),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = results[0] === true ? 1 : 2;
      expect(await other.getQuota('acc_1', '2026-11')).toMatchObject({ pagesUsed: winner });
      expect(await other.checkpoint()).toBe(3);
    });

    it('updates a job as it progresses, keeping what never changes', async () => {
      const { store } = await open();
      const job = buildJob();
      await store.commit(changes({ jobs: [job] }), -1, 1);
      await store.commit(changes({ jobs: [{ ...job, pagesDone: 2 }] }), 1, 2);
      const failed = { ...job, pagesDone: 2, status: 'failed' as const, completedAt: '2026-11-22T14:20:00.000Z', errorCode: 'encrypted_pdf' as const, errorMessage: 'needs a password' };
      await store.commit(changes({ jobs: [failed] }), 2, 3);
      expect(await store.getJob(job.jobId)).toEqual(failed);
    });

    it('lists an account\'s jobs newest first, by cursor, status, company and batch, and the jobs still processing', async () => {
      const { store } = await open();
      const jobs = [
        buildJob({ jobId: 'job_a', sortKey: 1, company: 'Acme Ltd', status: 'auto_analyzed' }),
        buildJob({ jobId: 'job_b', sortKey: 2, company: 'Acme Ltd' }),
        buildJob({ jobId: 'job_c', sortKey: 3, company: 'Other Co' }),
        buildJob({ jobId: 'job_d', sortKey: 4, company: 'Acme Ltd', status: 'failed', batchId: 'batch_2' }),
        buildJob({ jobId: 'job_x', sortKey: 5, accountId: 'acc_2' }),
      ];
      await store.commit(changes({ jobs }), -1, 1);
      const ids = (rows: JobRow[]): string[] => rows.map((j) => j.jobId);
      expect(ids(await store.listJobs('acc_1', { limit: 10 }))).toEqual(['job_d', 'job_c', 'job_b', 'job_a']);
      expect(ids(await store.listJobs('acc_1', { limit: 2 }))).toEqual(['job_d', 'job_c']);
      expect(ids(await store.listJobs('acc_1', { limit: 2, beforeSortKey: 3 }))).toEqual(['job_b', 'job_a']);
      expect(ids(await store.listJobs('acc_1', { limit: 10, status: 'processing' }))).toEqual(['job_c', 'job_b']);
      expect(ids(await store.listJobs('acc_1', { limit: 10, company: 'Acme Ltd', status: 'failed' }))).toEqual(['job_d']);
      expect(ids(await store.listJobs('acc_3', { limit: 10 }))).toEqual([]);
      expect(ids(await store.listJobs('acc_1', { limit: 10, batchId: 'batch_2' }))).toEqual(['job_d']);
      expect(ids(await store.listJobs('acc_2', { limit: 10, batchId: 'batch_2' }))).toEqual([]);
      expect(ids(await store.listProcessingJobs())).toEqual(['job_b', 'job_c', 'job_x']);
    });

    it('lists every job of every account that refers to a blob, with its status and end time', async () => {
      const { store } = await open();
      const pdf = 'c'.repeat(64);
      await store.commit(changes({
        jobs: [
          buildJob({ jobId: 'job_done', blobKey: pdf, status: 'auto_analyzed', completedAt: '2026-11-22T15:00:00.000Z' }),
          buildJob({ jobId: 'job_again', accountId: 'acc_2', blobKey: pdf }),
          buildJob({ jobId: 'job_other', blobKey: 'd'.repeat(64) }),
        ],
      }), -1, 1);
      const users = await store.listJobsByBlob(pdf);
      expect(users.sort((a, b) => a.jobId.localeCompare(b.jobId))).toEqual([
        { jobId: 'job_again', status: 'processing', completedAt: null },
        { jobId: 'job_done', status: 'auto_analyzed', completedAt: '2026-11-22T15:00:00.000Z' },
      ]);
      expect(await store.listJobsByBlob('e'.repeat(64))).toEqual([]);
    });

    it('keeps accounts, plan changes and keys, listing them in creation order', async () => {
      const { store } = await open();
      await store.commit(changes({
        accounts: [buildAccount({ accountId: 'acc_2', name: 'beta', createdAt: '2026-11-03T00:00:00.000Z' }), buildAccount()],
        apiKeys: [buildKey({ keyId: 'key_2', hash: 'c'.repeat(64), createdAt: '2026-11-05T00:00:00.000Z' }), buildKey()],
      }), -1, 1);
      await store.commit(changes({
        accounts: [buildAccount({ plan: 'business', pagesLimit: 25_000 })],
        apiKeys: [buildKey({ revokedAt: '2026-11-06T00:00:00.000Z', lastUsedAt: '2026-11-05T10:00:00.000Z' })],
      }), 1, 2);
      expect((await store.listAccounts()).map((a) => [a.accountId, a.plan])).toEqual([['acc_1', 'business'], ['acc_2', 'starter']]);
      expect((await store.listApiKeys('acc_1')).map((k) => [k.keyId, k.revokedAt])).toEqual([['key_1', '2026-11-06T00:00:00.000Z'], ['key_2', null]]);
      expect(await store.listApiKeys('acc_2')).toEqual([]);
    });

    it('records each key access once however often it is replayed, newest first', async () => {
      const { store } = await open();
      const access = (position: number) => ({ keyId: 'key_1', ip: '10.0.0.1', at: `2026-11-22T14:0${position}:00.000Z`, position });
      await store.commit(changes({ keyAccess: [access(1), access(2)] }), -1, 2);
      await store.commit(changes({ keyAccess: [access(2), access(3)] }), 2, 3);
      expect((await store.listKeyAccess('key_1', 10)).map((a) => a.position)).toEqual([3, 2, 1]);
      expect((await store.listKeyAccess('key_1', 2)).map((a) => a.position)).toEqual([3, 2]);
    });

    it('keeps a company report per account and exact company name, its JSON unchanged, the newest write winning', async () => {
      const { store } = await open();
      const acme = buildCompanyReportRow();
      const lower = buildCompanyReportRow({ company: 'acme ltd' });
      const other = buildCompanyReportRow({ accountId: 'acc_2' });
      await store.commit(changes({ companyReports: [acme, lower, other] }), -1, 1);
      expect(await store.getCompanyReport('acc_1', 'Acme Ltd')).toEqual(acme);
      expect(JSON.stringify((await store.getCompanyReport('acc_1', 'Acme Ltd'))?.report)).toBe(JSON.stringify(acme.report));
      expect((await store.getCompanyReport('acc_1', 'acme ltd'))?.company).toBe('acme ltd');
      expect(await store.getCompanyReport('acc_3', 'Acme Ltd')).toBeNull();
      const later = buildCompanyReportRow({ report: { ...acme.report, stacking: true, updated_at: '2026-11-23T09:00:00.000Z' } });
      await store.commit(changes({ companyReports: [later] }), 1, 2);
      expect(await store.getCompanyReport('acc_1', 'Acme Ltd')).toEqual(later);
      expect(await store.getCompanyReport('acc_2', 'Acme Ltd')).toEqual(other);
    });

    it('lists the companies whose jobs have no report yet (read models made before reports)', async () => {
      const { store } = await open();
      await store.commit(changes({
        jobs: [
          buildJob({ jobId: 'job_a', company: 'Acme Ltd' }), buildJob({ jobId: 'job_b', company: 'Acme Ltd', sortKey: 11 }),
          buildJob({ jobId: 'job_c', company: 'Beta|Co' }), buildJob({ jobId: 'job_d', accountId: 'acc_2', company: 'Acme Ltd' }),
        ],
        companyReports: [buildCompanyReportRow({ company: 'Beta|Co' })],
      }), -1, 1);
      expect(await store.listCompaniesWithoutReport()).toEqual([{ accountId: 'acc_1', company: 'Acme Ltd' }, { accountId: 'acc_2', company: 'Acme Ltd' }]);
      await store.commit(changes({ companyReports: [buildCompanyReportRow(), buildCompanyReportRow({ accountId: 'acc_2' })] }), 1, 1);
      expect(await store.listCompaniesWithoutReport()).toEqual([]);
    });

    it('keeps reactor checkpoints apart from the projections checkpoint, and through a reset', async () => {
      const { store } = await open();
      expect(await store.reactorCheckpoint('enqueuePages')).toBe(-1);
      await store.saveReactorCheckpoint('enqueuePages', 17);
      await store.saveReactorCheckpoint('enqueuePages', 19);
      expect(await store.reactorCheckpoint('enqueuePages')).toBe(19);
      expect(await store.reactorCheckpoint('other')).toBe(-1);
      expect(await store.checkpoint()).toBe(-1);
    });

    it('empties every read model and rewinds the checkpoint on reset', async () => {
      const { store, reopen } = await open();
      await store.commit(changes({
        jobs: [buildJob()], quotas: [{ accountId: 'acc_1', month: '2026-11', pagesUsed: 3 }], accounts: [buildAccount()], apiKeys: [buildKey()],
        keyAccess: [{ keyId: 'key_1', ip: '10.0.0.1', at: '2026-11-22T14:15:00.000Z', position: 4 }], companyReports: [buildCompanyReportRow()],
      }), -1, 4);
      await store.saveReactorCheckpoint('enqueuePages', 4);
      await store.reset();
      expect(await store.checkpoint()).toBe(-1);
      expect(await store.snapshot()).toEqual(emptyChanges());
      expect(await store.reactorCheckpoint('enqueuePages')).toBe(4);
      expect(await (await reopen()).checkpoint()).toBe(-1);
      expect(await store.commit(changes({ jobs: [buildJob()] }), -1, 4)).toBe(true);
    });

    it('gives a snapshot of every row in a stable order whatever the order of writing', async () => {
      const { store } = await open();
      await store.commit(changes({
        jobs: [buildJob({ jobId: 'job_b' }), buildJob({ jobId: 'job_a' })],
        quotas: [{ accountId: 'acc_2', month: '2026-11', pagesUsed: 1 }, { accountId: 'acc_1', month: '2026-12', pagesUsed: 2 }, { accountId: 'acc_1', month: '2026-11', pagesUsed: 3 }],
        accounts: [buildAccount({ accountId: 'acc_2', name: 'beta' }), buildAccount()],
        apiKeys: [buildKey({ keyId: 'key_b', hash: 'b'.repeat(64) }), buildKey()],
        keyAccess: [{ keyId: 'key_1', ip: '::1', at: '2026-11-22T14:15:00.000Z', position: 9 }, { keyId: 'key_1', ip: '::1', at: '2026-11-22T14:14:00.000Z', position: 8 }],
        companyReports: [buildCompanyReportRow({ company: 'b' }), buildCompanyReportRow({ accountId: 'acc_2', company: 'a' }), buildCompanyReportRow({ company: 'B' })],
      }), -1, 9);
      const snap = await store.snapshot();
      expect(snap.jobs.map((j) => j.jobId)).toEqual(['job_a', 'job_b']);
      expect(snap.quotas.map((q) => `${q.accountId}/${q.month}`)).toEqual(['acc_1/2026-11', 'acc_1/2026-12', 'acc_2/2026-11']);
      expect(snap.accounts.map((a) => a.accountId)).toEqual(['acc_1', 'acc_2']);
      expect(snap.apiKeys.map((k) => k.keyId)).toEqual(['key_1', 'key_b']);
      expect(snap.keyAccess.map((a) => a.position)).toEqual([8, 9]);
      expect(snap.companyReports.map((c) => `${c.accountId}/${c.company}`)).toEqual(['acc_1/B', 'acc_1/b', 'acc_2/a']);
    });
  });
};
