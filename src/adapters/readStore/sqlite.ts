/**
 * Read models in SQLite, a file of their own beside the event log (`read.sqlite`): a rebuild can empty
 * it without touching the log. Rows and the checkpoint are written in one transaction, guarded by the
 * checkpoint's expected value, so two projectors on one file (the server and a CLI command) never
 * apply an event twice.
 */
import Database from 'better-sqlite3';
import { prepareSqliteFile } from '../privateFiles.js';
import type {
  AccountRow,
  ApiKeyRow,
  CompanyReportRow,
  JobListFilter,
  JobRow,
  KeyAccessRow,
  QuotaRow,
  ReadModelChanges,
  ReadStore,
} from '../../application/readModels.js';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS jobs (
    job_id TEXT PRIMARY KEY, account_id TEXT NOT NULL, batch_id TEXT NOT NULL, status TEXT NOT NULL,
    company TEXT NOT NULL, filename TEXT NOT NULL, client TEXT NOT NULL, blob_key TEXT NOT NULL,
    created_at TEXT NOT NULL, completed_at TEXT, pages_done INTEGER NOT NULL, pages_total INTEGER NOT NULL,
    error_code TEXT, error_message TEXT, data TEXT, sort_key INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS jobs_by_account ON jobs (account_id, sort_key DESC);
  CREATE INDEX IF NOT EXISTS jobs_processing ON jobs (status) WHERE status = 'processing';
  CREATE INDEX IF NOT EXISTS jobs_by_blob ON jobs (blob_key);
  CREATE INDEX IF NOT EXISTS jobs_by_batch ON jobs (batch_id);
  CREATE INDEX IF NOT EXISTS jobs_by_company ON jobs (account_id, company, sort_key DESC);
  CREATE TABLE IF NOT EXISTS quotas (account_id TEXT NOT NULL, month TEXT NOT NULL, pages_used INTEGER NOT NULL, PRIMARY KEY (account_id, month));
  CREATE TABLE IF NOT EXISTS accounts (account_id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, plan TEXT NOT NULL, pages_limit INTEGER NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS api_keys (
    key_id TEXT PRIMARY KEY, account_id TEXT NOT NULL, name TEXT NOT NULL, prefix TEXT NOT NULL, hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL, last_used_at TEXT, revoked_at TEXT, allowed_ips TEXT NOT NULL, role TEXT NOT NULL DEFAULT 'admin'
  );
  CREATE INDEX IF NOT EXISTS api_keys_by_account ON api_keys (account_id);
  CREATE TABLE IF NOT EXISTS key_access (position INTEGER PRIMARY KEY, key_id TEXT NOT NULL, ip TEXT NOT NULL, at TEXT NOT NULL);
  CREATE INDEX IF NOT EXISTS key_access_by_key ON key_access (key_id, position DESC);
  CREATE TABLE IF NOT EXISTS company_reports (account_id TEXT NOT NULL, company TEXT NOT NULL, report TEXT NOT NULL, PRIMARY KEY (account_id, company));
`;

const PROJECTIONS = 'projections';

interface JobRecord {
  job_id: string; account_id: string; batch_id: string; status: JobRow['status']; company: string; filename: string;
  client: string; blob_key: string; created_at: string; completed_at: string | null; pages_done: number; pages_total: number;
  error_code: JobRow['errorCode']; error_message: string | null; data: string | null; sort_key: number;
}
interface AccountRecord { account_id: string; name: string; plan: AccountRow['plan']; pages_limit: number; created_at: string }
interface KeyRecord {
  key_id: string; account_id: string; name: string; prefix: string; hash: string; created_at: string;
  last_used_at: string | null; revoked_at: string | null; allowed_ips: string; role: ApiKeyRow['role'];
}
interface AccessRecord { position: number; key_id: string; ip: string; at: string }
interface QuotaRecord { account_id: string; month: string; pages_used: number }
interface CompanyReportRecord { account_id: string; company: string; report: string }

const toJob = (r: JobRecord): JobRow => ({
  jobId: r.job_id, accountId: r.account_id, batchId: r.batch_id, status: r.status, company: r.company, filename: r.filename,
  client: r.client, blobKey: r.blob_key, createdAt: r.created_at, completedAt: r.completed_at, pagesDone: r.pages_done,
  pagesTotal: r.pages_total, errorCode: r.error_code, errorMessage: r.error_message,
  data: r.data === null ? null : (JSON.parse(r.data) as JobRow['data']), sortKey: r.sort_key,
});
const toAccount = (r: AccountRecord): AccountRow => ({ accountId: r.account_id, name: r.name, plan: r.plan, pagesLimit: r.pages_limit, createdAt: r.created_at });
const toKey = (r: KeyRecord): ApiKeyRow => ({
  keyId: r.key_id, accountId: r.account_id, name: r.name, prefix: r.prefix, hash: r.hash, createdAt: r.created_at,
  lastUsedAt: r.last_used_at, revokedAt: r.revoked_at, allowedIps: JSON.parse(r.allowed_ips) as string[], role: r.role,
});
const toAccess = (r: AccessRecord): KeyAccessRow => ({ keyId: r.key_id, ip: r.ip, at: r.at, position: r.position });
const toQuota = (r: QuotaRecord): QuotaRow => ({ accountId: r.account_id, month: r.month, pagesUsed: r.pages_used });
const toCompanyReport = (r: CompanyReportRecord): CompanyReportRow => ({ accountId: r.account_id, company: r.company, report: JSON.parse(r.report) as CompanyReportRow['report'] });

export const openSqliteReadStore = (path: string): ReadStore => {
  prepareSqliteFile(path);
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  db.exec(SCHEMA);
  // Read models made before keys had roles: their keys were all allowed to manage keys.
  if (!db.prepare<[], { name: string }>('PRAGMA table_info(api_keys)').all().some((c) => c.name === 'role')) {
    db.exec("ALTER TABLE api_keys ADD COLUMN role TEXT NOT NULL DEFAULT 'admin'");
  }

  const getCheckpoint = db.prepare<[string], { position: number }>('SELECT position FROM checkpoints WHERE name = ?');
  const setCheckpoint = db.prepare('INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position');
  const upsertJob = db.prepare(`
    INSERT INTO jobs VALUES (@job_id, @account_id, @batch_id, @status, @company, @filename, @client, @blob_key, @created_at,
      @completed_at, @pages_done, @pages_total, @error_code, @error_message, @data, @sort_key)
    ON CONFLICT (job_id) DO UPDATE SET status = excluded.status, completed_at = excluded.completed_at, pages_done = excluded.pages_done,
      error_code = excluded.error_code, error_message = excluded.error_message, data = excluded.data`);
  const upsertQuota = db.prepare('INSERT INTO quotas VALUES (@account_id, @month, @pages_used) ON CONFLICT (account_id, month) DO UPDATE SET pages_used = excluded.pages_used');
  const upsertAccount = db.prepare(
    'INSERT INTO accounts VALUES (@account_id, @name, @plan, @pages_limit, @created_at) ON CONFLICT (account_id) DO UPDATE SET plan = excluded.plan, pages_limit = excluded.pages_limit',
  );
  const upsertKey = db.prepare(`
    INSERT INTO api_keys (key_id, account_id, name, prefix, hash, created_at, last_used_at, revoked_at, allowed_ips, role)
    VALUES (@key_id, @account_id, @name, @prefix, @hash, @created_at, @last_used_at, @revoked_at, @allowed_ips, @role)
    ON CONFLICT (key_id) DO UPDATE SET last_used_at = excluded.last_used_at, revoked_at = excluded.revoked_at, allowed_ips = excluded.allowed_ips`);
  const insertAccess = db.prepare('INSERT OR IGNORE INTO key_access VALUES (@position, @key_id, @ip, @at)');
  const upsertCompanyReport = db.prepare(
    'INSERT INTO company_reports VALUES (@account_id, @company, @report) ON CONFLICT (account_id, company) DO UPDATE SET report = excluded.report',
  );

  const checkpointOf = (name: string): number => getCheckpoint.get(name)?.position ?? -1;

  const commit = db.transaction((changes: ReadModelChanges, from: number, to: number): boolean => {
    if (checkpointOf(PROJECTIONS) !== from) return false;
    for (const j of changes.jobs) {
      upsertJob.run({
        job_id: j.jobId, account_id: j.accountId, batch_id: j.batchId, status: j.status, company: j.company, filename: j.filename,
        client: j.client, blob_key: j.blobKey, created_at: j.createdAt, completed_at: j.completedAt, pages_done: j.pagesDone,
        pages_total: j.pagesTotal, error_code: j.errorCode, error_message: j.errorMessage,
        data: j.data === null ? null : JSON.stringify(j.data), sort_key: j.sortKey,
      });
    }
    for (const q of changes.quotas) upsertQuota.run({ account_id: q.accountId, month: q.month, pages_used: q.pagesUsed });
    for (const a of changes.accounts) upsertAccount.run({ account_id: a.accountId, name: a.name, plan: a.plan, pages_limit: a.pagesLimit, created_at: a.createdAt });
    for (const k of changes.apiKeys) {
      upsertKey.run({
        key_id: k.keyId, account_id: k.accountId, name: k.name, prefix: k.prefix, hash: k.hash, created_at: k.createdAt,
        last_used_at: k.lastUsedAt, revoked_at: k.revokedAt, allowed_ips: JSON.stringify(k.allowedIps), role: k.role,
      });
    }
    for (const a of changes.keyAccess) insertAccess.run({ position: a.position, key_id: a.keyId, ip: a.ip, at: a.at });
    for (const c of changes.companyReports) upsertCompanyReport.run({ account_id: c.accountId, company: c.company, report: JSON.stringify(c.report) });
    setCheckpoint.run(PROJECTIONS, to);
    return true;
  });

  const reset = db.transaction(() => {
    db.exec('DELETE FROM jobs; DELETE FROM quotas; DELETE FROM accounts; DELETE FROM api_keys; DELETE FROM key_access; DELETE FROM company_reports;');
    setCheckpoint.run(PROJECTIONS, -1);
  });

  const jobById = db.prepare<[string], JobRecord>('SELECT * FROM jobs WHERE job_id = ?');
  const processing = db.prepare<[], JobRecord>("SELECT * FROM jobs WHERE status = 'processing' ORDER BY sort_key");
  const byBlob = db.prepare<[string], Pick<JobRecord, 'job_id' | 'status' | 'completed_at'>>('SELECT job_id, status, completed_at FROM jobs WHERE blob_key = ?');
  const quotaOf = db.prepare<[string, string], QuotaRecord>('SELECT * FROM quotas WHERE account_id = ? AND month = ?');
  const accountById = db.prepare<[string], AccountRecord>('SELECT * FROM accounts WHERE account_id = ?');
  const allAccounts = db.prepare<[], AccountRecord>('SELECT * FROM accounts ORDER BY created_at, name');
  const keyById = db.prepare<[string], KeyRecord>('SELECT * FROM api_keys WHERE key_id = ?');
  const keyByHash = db.prepare<[string], KeyRecord>('SELECT * FROM api_keys WHERE hash = ?');
  const keysOf = db.prepare<[string], KeyRecord>('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, key_id');
  const accessOf = db.prepare<[string, number], AccessRecord>('SELECT * FROM key_access WHERE key_id = ? ORDER BY position DESC LIMIT ?');
  const companyReportOf = db.prepare<[string, string], CompanyReportRecord>('SELECT * FROM company_reports WHERE account_id = ? AND company = ?');
  const companiesWithoutReport = db.prepare<[], { account_id: string; company: string }>(`
    SELECT DISTINCT j.account_id, j.company FROM jobs j
    WHERE NOT EXISTS (SELECT 1 FROM company_reports c WHERE c.account_id = j.account_id AND c.company = j.company)
    ORDER BY j.account_id, j.company`);

  return {
    async checkpoint() {
      return checkpointOf(PROJECTIONS);
    },
    async commit(changes, from, to) {
      return commit.immediate(changes, from, to);
    },
    async reset() {
      reset.immediate();
    },
    async getJob(jobId) {
      const r = jobById.get(jobId);
      return r ? toJob(r) : null;
    },
    async listJobs(accountId, filter: JobListFilter) {
      const where = ['account_id = ?'];
      const params: (string | number)[] = [accountId];
      const filterBy = (clause: string, value: string | number | undefined): void => {
        if (value === undefined) return;
        where.push(clause);
        params.push(value);
      };
      filterBy('sort_key < ?', filter.beforeSortKey);
      filterBy('status = ?', filter.status);
      filterBy('company = ?', filter.company);
      filterBy('batch_id = ?', filter.batchId);
      const sql = `SELECT * FROM jobs WHERE ${where.join(' AND ')} ORDER BY sort_key DESC LIMIT ?`;
      return db.prepare<(string | number)[], JobRecord>(sql).all(...params, filter.limit).map(toJob);
    },
    async listProcessingJobs() {
      return processing.all().map(toJob);
    },
    async listJobsByBlob(blobKey) {
      return byBlob.all(blobKey).map((r) => ({ jobId: r.job_id, status: r.status, completedAt: r.completed_at }));
    },
    async getQuota(accountId, month) {
      const r = quotaOf.get(accountId, month);
      return r ? toQuota(r) : null;
    },
    async getAccount(accountId) {
      const r = accountById.get(accountId);
      return r ? toAccount(r) : null;
    },
    async listAccounts() {
      return allAccounts.all().map(toAccount);
    },
    async getApiKey(keyId) {
      const r = keyById.get(keyId);
      return r ? toKey(r) : null;
    },
    async getApiKeyByHash(hash) {
      const r = keyByHash.get(hash);
      return r ? toKey(r) : null;
    },
    async listApiKeys(accountId) {
      return keysOf.all(accountId).map(toKey);
    },
    async listKeyAccess(keyId, limit) {
      return accessOf.all(keyId, limit).map(toAccess);
    },
    async getCompanyReport(accountId, company) {
      const r = companyReportOf.get(accountId, company);
      return r ? toCompanyReport(r) : null;
    },
    async listCompaniesWithoutReport() {
      return companiesWithoutReport.all().map((r) => ({ accountId: r.account_id, company: r.company }));
    },
    async reactorCheckpoint(name) {
      return checkpointOf(`reactor:${name}`);
    },
    async saveReactorCheckpoint(name, position) {
      setCheckpoint.run(`reactor:${name}`, position);
    },
    async snapshot() {
      return {
        jobs: db.prepare<[], JobRecord>('SELECT * FROM jobs ORDER BY job_id').all().map(toJob),
        quotas: db.prepare<[], QuotaRecord>('SELECT * FROM quotas ORDER BY account_id, month').all().map(toQuota),
        accounts: db.prepare<[], AccountRecord>('SELECT * FROM accounts ORDER BY account_id').all().map(toAccount),
        apiKeys: db.prepare<[], KeyRecord>('SELECT * FROM api_keys ORDER BY key_id').all().map(toKey),
        keyAccess: db.prepare<[], AccessRecord>('SELECT * FROM key_access ORDER BY position').all().map(toAccess),
        companyReports: db.prepare<[], CompanyReportRecord>('SELECT * FROM company_reports ORDER BY account_id, company').all().map(toCompanyReport),
      };
    },
    async close() {
      db.close();
    },
  };
};
