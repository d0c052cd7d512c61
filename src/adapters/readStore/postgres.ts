/**
 * Read models in PostgreSQL (distributed mode): the same tables and queries as the SQLite read store,
 * shared by every gateway and projector. Rows and the checkpoint move in one transaction whose first
 * statement locks the checkpoint row, so of two projectors that read the same checkpoint only one
 * commits; the other gets `false` and re-reads (what `ReadStore.commit` promises).
 * A result is stored as `json`, not `jsonb`: `json` keeps the text as written, so its fields come back
 * in the order the presenters and the interface list them.
 */
import pg from 'pg';
import type {
  AccountRow,
  ApiKeyRow,
  CompanyKey,
  CompanyReportRow,
  JobListFilter,
  JobRow,
  KeyAccessRow,
  QuotaRow,
  ReadModelChanges,
  ReadStore,
} from '../../application/readModels.js';

export interface PostgresReadStoreOptions {
  /** `postgres://…`; ignored when `pool` is given. */
  connectionString?: string;
  /** A pool owned by the caller (it is not ended by `close()`). */
  pool?: pg.Pool;
  /** Schema holding the read-model tables; created when missing. Default `public`. */
  schema?: string;
}

const PROJECTIONS = 'projections';

const schemaSql = (s: string): string => `
  CREATE TABLE IF NOT EXISTS ${s}.checkpoints (name text PRIMARY KEY, position bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS ${s}.jobs (
    job_id text PRIMARY KEY, account_id text NOT NULL, batch_id text NOT NULL, status text NOT NULL,
    company text NOT NULL, filename text NOT NULL, client text NOT NULL, blob_key text NOT NULL,
    created_at text NOT NULL, completed_at text, pages_done integer NOT NULL, pages_total integer NOT NULL,
    error_code text, error_message text, data json, sort_key bigint NOT NULL
  );
  CREATE INDEX IF NOT EXISTS jobs_by_account ON ${s}.jobs (account_id, sort_key DESC);
  CREATE INDEX IF NOT EXISTS jobs_processing ON ${s}.jobs (status) WHERE status = 'processing';
  CREATE INDEX IF NOT EXISTS jobs_by_blob ON ${s}.jobs (blob_key);
  CREATE INDEX IF NOT EXISTS jobs_by_batch ON ${s}.jobs (batch_id);
  -- The company report projection reads a company's jobs on every result of one.
  CREATE INDEX IF NOT EXISTS jobs_by_company ON ${s}.jobs (account_id, company, sort_key DESC);
  CREATE TABLE IF NOT EXISTS ${s}.quotas (account_id text NOT NULL, month text NOT NULL, pages_used integer NOT NULL, PRIMARY KEY (account_id, month));
  CREATE TABLE IF NOT EXISTS ${s}.accounts (account_id text PRIMARY KEY, name text NOT NULL UNIQUE, plan text NOT NULL, pages_limit integer NOT NULL, created_at text NOT NULL);
  CREATE TABLE IF NOT EXISTS ${s}.api_keys (
    key_id text PRIMARY KEY, account_id text NOT NULL, name text NOT NULL, prefix text NOT NULL, hash text NOT NULL UNIQUE,
    created_at text NOT NULL, last_used_at text, revoked_at text, allowed_ips jsonb NOT NULL
  );
  -- Read models made before keys had roles: their keys were all allowed to manage keys.
  ALTER TABLE ${s}.api_keys ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'admin';
  CREATE INDEX IF NOT EXISTS api_keys_by_account ON ${s}.api_keys (account_id);
  CREATE TABLE IF NOT EXISTS ${s}.key_access (position bigint PRIMARY KEY, key_id text NOT NULL, ip text NOT NULL, at text NOT NULL);
  CREATE INDEX IF NOT EXISTS key_access_by_key ON ${s}.key_access (key_id, position DESC);
  CREATE TABLE IF NOT EXISTS ${s}.company_reports (account_id text NOT NULL, company text NOT NULL, report json NOT NULL, PRIMARY KEY (account_id, company));
  INSERT INTO ${s}.checkpoints (name, position) VALUES ('${PROJECTIONS}', -1) ON CONFLICT (name) DO NOTHING;
  ${commitFunctionSql(s)}
`;

/**
 * `commit_changes(name, from, to, jobs, quotas, accounts, api_keys, key_access, company_reports)`: the rows (JSON arrays
 * keyed by column) and the checkpoint move in one transaction, or nothing does and it returns false.
 * The checkpoint row is locked first, so of two projectors that read the same checkpoint one waits,
 * then sees the new value and changes nothing. Rows arrive as `json`, not `jsonb`, so a job's `data`
 * keeps its text, and with it the order of its fields. (Read models created by a release before the
 * company reports keep that release's eight-argument function beside this one, unused.)
 */
function commitFunctionSql(s: string): string {
  return `
  CREATE OR REPLACE FUNCTION ${s}.commit_changes(
    p_name text, p_from bigint, p_to bigint, p_jobs json, p_quotas json, p_accounts json, p_api_keys json, p_key_access json,
    p_company_reports json
  ) RETURNS boolean LANGUAGE plpgsql AS $fn$
  DECLARE
    v_position bigint;
  BEGIN
    SELECT position INTO v_position FROM ${s}.checkpoints WHERE name = p_name FOR UPDATE;
    IF coalesce(v_position, -1) <> p_from THEN
      RETURN false;
    END IF;
    INSERT INTO ${s}.jobs SELECT * FROM json_populate_recordset(NULL::${s}.jobs, p_jobs)
      ON CONFLICT (job_id) DO UPDATE SET status = excluded.status, completed_at = excluded.completed_at, pages_done = excluded.pages_done,
        error_code = excluded.error_code, error_message = excluded.error_message, data = excluded.data;
    INSERT INTO ${s}.quotas SELECT * FROM json_populate_recordset(NULL::${s}.quotas, p_quotas)
      ON CONFLICT (account_id, month) DO UPDATE SET pages_used = excluded.pages_used;
    INSERT INTO ${s}.accounts SELECT * FROM json_populate_recordset(NULL::${s}.accounts, p_accounts)
      ON CONFLICT (account_id) DO UPDATE SET plan = excluded.plan, pages_limit = excluded.pages_limit;
    INSERT INTO ${s}.api_keys SELECT * FROM json_populate_recordset(NULL::${s}.api_keys, p_api_keys)
      ON CONFLICT (key_id) DO UPDATE SET last_used_at = excluded.last_used_at, revoked_at = excluded.revoked_at, allowed_ips = excluded.allowed_ips;
    INSERT INTO ${s}.key_access SELECT * FROM json_populate_recordset(NULL::${s}.key_access, p_key_access)
      ON CONFLICT (position) DO NOTHING;
    INSERT INTO ${s}.company_reports SELECT * FROM json_populate_recordset(NULL::${s}.company_reports, p_company_reports)
      ON CONFLICT (account_id, company) DO UPDATE SET report = excluded.report;
    UPDATE ${s}.checkpoints SET position = p_to WHERE name = p_name;
    RETURN true;
  END
  $fn$;`;
}

interface JobRecord {
  job_id: string; account_id: string; batch_id: string; status: JobRow['status']; company: string; filename: string;
  client: string; blob_key: string; created_at: string; completed_at: string | null; pages_done: number; pages_total: number;
  error_code: JobRow['errorCode']; error_message: string | null; data: JobRow['data']; sort_key: string;
}
interface AccountRecord { account_id: string; name: string; plan: AccountRow['plan']; pages_limit: number; created_at: string }
interface KeyRecord {
  key_id: string; account_id: string; name: string; prefix: string; hash: string; created_at: string;
  last_used_at: string | null; revoked_at: string | null; allowed_ips: string[]; role: ApiKeyRow['role'];
}
interface AccessRecord { position: string; key_id: string; ip: string; at: string }
interface QuotaRecord { account_id: string; month: string; pages_used: number }
interface CompanyReportRecord { account_id: string; company: string; report: CompanyReportRow['report'] }

// bigint columns come back as strings; sort keys and positions stay far below 2^53.
const toJob = (r: JobRecord): JobRow => ({
  jobId: r.job_id, accountId: r.account_id, batchId: r.batch_id, status: r.status, company: r.company, filename: r.filename,
  client: r.client, blobKey: r.blob_key, createdAt: r.created_at, completedAt: r.completed_at, pagesDone: r.pages_done,
  pagesTotal: r.pages_total, errorCode: r.error_code, errorMessage: r.error_message, data: r.data, sortKey: Number(r.sort_key),
});
const toAccount = (r: AccountRecord): AccountRow => ({ accountId: r.account_id, name: r.name, plan: r.plan, pagesLimit: r.pages_limit, createdAt: r.created_at });
const toKey = (r: KeyRecord): ApiKeyRow => ({
  keyId: r.key_id, accountId: r.account_id, name: r.name, prefix: r.prefix, hash: r.hash, createdAt: r.created_at,
  lastUsedAt: r.last_used_at, revokedAt: r.revoked_at, allowedIps: r.allowed_ips, role: r.role,
});
const toAccess = (r: AccessRecord): KeyAccessRow => ({ keyId: r.key_id, ip: r.ip, at: r.at, position: Number(r.position) });
const toQuota = (r: QuotaRecord): QuotaRow => ({ accountId: r.account_id, month: r.month, pagesUsed: r.pages_used });
const toCompanyReport = (r: CompanyReportRecord): CompanyReportRow => ({ accountId: r.account_id, company: r.company, report: r.report });

/** Opens (and migrates) the read store in `schema`. */
export const createPostgresReadStore = async (options: PostgresReadStoreOptions): Promise<PostgresReadStore> => {
  const ownsPool = options.pool === undefined;
  const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString, max: 10 });
  const store = new PostgresReadStore(pool, ownsPool, options.schema ?? 'public');
  try {
    await store.migrate();
  } catch (error) {
    if (ownsPool) await pool.end();
    throw error;
  }
  return store;
};

/** `ReadStore` over plain PostgreSQL tables; see the module comment for the commit guard. */
export class PostgresReadStore implements ReadStore {
  readonly #s: string;

  constructor(
    private readonly pool: pg.Pool,
    private readonly ownsPool: boolean,
    private readonly schema: string,
  ) {
    this.#s = pg.escapeIdentifier(schema);
  }

  /** Creates the schema and tables when missing; safe from several processes at once. */
  async migrate(): Promise<void> {
    await this.#transaction(async (client) => {
      // Concurrent CREATE … IF NOT EXISTS can still collide in the catalogue; one lock avoids that.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ledgerlens.read.${this.schema}.migrate`]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${this.#s}`);
      await client.query(schemaSql(this.#s));
    });
  }

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async #checkpointOf(name: string): Promise<number> {
    const { rows } = await this.pool.query<{ position: string }>(`SELECT position FROM ${this.#s}.checkpoints WHERE name = $1`, [name]);
    return rows[0] === undefined ? -1 : Number(rows[0].position);
  }

  async checkpoint(): Promise<number> {
    return this.#checkpointOf(PROJECTIONS);
  }

  /**
   * One call of `commit_changes` (see `commitFunctionSql`): a projector commits after every batch of
   * events, and one round trip instead of one per row keeps that cheap.
   */
  async commit(changes: ReadModelChanges, from: number, to: number): Promise<boolean> {
    const { rows } = await this.pool.query<{ committed: boolean }>(
      `SELECT ${this.#s}.commit_changes($1, $2, $3, $4::json, $5::json, $6::json, $7::json, $8::json, $9::json) AS committed`,
      [
        PROJECTIONS,
        from,
        to,
        JSON.stringify(changes.jobs.map((j) => ({
          job_id: j.jobId, account_id: j.accountId, batch_id: j.batchId, status: j.status, company: j.company, filename: j.filename,
          client: j.client, blob_key: j.blobKey, created_at: j.createdAt, completed_at: j.completedAt, pages_done: j.pagesDone,
          pages_total: j.pagesTotal, error_code: j.errorCode, error_message: j.errorMessage, data: j.data, sort_key: j.sortKey,
        }))),
        JSON.stringify(changes.quotas.map((q) => ({ account_id: q.accountId, month: q.month, pages_used: q.pagesUsed }))),
        JSON.stringify(changes.accounts.map((a) => ({ account_id: a.accountId, name: a.name, plan: a.plan, pages_limit: a.pagesLimit, created_at: a.createdAt }))),
        JSON.stringify(changes.apiKeys.map((k) => ({
          key_id: k.keyId, account_id: k.accountId, name: k.name, prefix: k.prefix, hash: k.hash, created_at: k.createdAt,
          last_used_at: k.lastUsedAt, revoked_at: k.revokedAt, allowed_ips: k.allowedIps, role: k.role,
        }))),
        JSON.stringify(changes.keyAccess.map((a) => ({ position: a.position, key_id: a.keyId, ip: a.ip, at: a.at }))),
        JSON.stringify(changes.companyReports.map((c) => ({ account_id: c.accountId, company: c.company, report: c.report }))),
      ],
    );
    return rows[0]?.committed === true;
  }

  async reset(): Promise<void> {
    const s = this.#s;
    await this.#transaction(async (client) => {
      await client.query(`SELECT position FROM ${s}.checkpoints WHERE name = $1 FOR UPDATE`, [PROJECTIONS]);
      await client.query(`TRUNCATE ${s}.jobs, ${s}.quotas, ${s}.accounts, ${s}.api_keys, ${s}.key_access, ${s}.company_reports`);
      await client.query(`UPDATE ${s}.checkpoints SET position = -1 WHERE name = $1`, [PROJECTIONS]);
    });
  }

  async #one<R extends pg.QueryResultRow, T>(sql: string, params: unknown[], map: (r: R) => T): Promise<T | null> {
    const { rows } = await this.pool.query<R>(sql, params);
    return rows[0] === undefined ? null : map(rows[0]);
  }

  async #all<R extends pg.QueryResultRow, T>(sql: string, params: unknown[], map: (r: R) => T): Promise<T[]> {
    const { rows } = await this.pool.query<R>(sql, params);
    return rows.map(map);
  }

  getJob(jobId: string): Promise<JobRow | null> {
    return this.#one(`SELECT * FROM ${this.#s}.jobs WHERE job_id = $1`, [jobId], toJob);
  }

  listJobs(accountId: string, filter: JobListFilter): Promise<JobRow[]> {
    const params: unknown[] = [accountId];
    const where = ['account_id = $1'];
    const add = (clause: string, value: unknown): void => {
      params.push(value);
      where.push(`${clause} $${params.length}`);
    };
    if (filter.beforeSortKey !== undefined) add('sort_key <', filter.beforeSortKey);
    if (filter.status !== undefined) add('status =', filter.status);
    if (filter.company !== undefined) add('company =', filter.company);
    if (filter.batchId !== undefined) add('batch_id =', filter.batchId);
    params.push(filter.limit);
    return this.#all(`SELECT * FROM ${this.#s}.jobs WHERE ${where.join(' AND ')} ORDER BY sort_key DESC LIMIT $${params.length}`, params, toJob);
  }

  listProcessingJobs(): Promise<JobRow[]> {
    return this.#all(`SELECT * FROM ${this.#s}.jobs WHERE status = 'processing' ORDER BY sort_key`, [], toJob);
  }

  listJobsByBlob(blobKey: string): Promise<Pick<JobRow, 'jobId' | 'status' | 'completedAt'>[]> {
    return this.#all(`SELECT job_id, status, completed_at FROM ${this.#s}.jobs WHERE blob_key = $1`, [blobKey], (r: Pick<JobRecord, 'job_id' | 'status' | 'completed_at'>) => ({
      jobId: r.job_id, status: r.status, completedAt: r.completed_at,
    }));
  }

  getQuota(accountId: string, month: string): Promise<QuotaRow | null> {
    return this.#one(`SELECT * FROM ${this.#s}.quotas WHERE account_id = $1 AND month = $2`, [accountId, month], toQuota);
  }

  getAccount(accountId: string): Promise<AccountRow | null> {
    return this.#one(`SELECT * FROM ${this.#s}.accounts WHERE account_id = $1`, [accountId], toAccount);
  }

  listAccounts(): Promise<AccountRow[]> {
    // COLLATE "C": the byte order SQLite uses, so both stores list in the same order.
    return this.#all(`SELECT * FROM ${this.#s}.accounts ORDER BY created_at COLLATE "C", name COLLATE "C"`, [], toAccount);
  }

  getApiKey(keyId: string): Promise<ApiKeyRow | null> {
    return this.#one(`SELECT * FROM ${this.#s}.api_keys WHERE key_id = $1`, [keyId], toKey);
  }

  getApiKeyByHash(hash: string): Promise<ApiKeyRow | null> {
    return this.#one(`SELECT * FROM ${this.#s}.api_keys WHERE hash = $1`, [hash], toKey);
  }

  listApiKeys(accountId: string): Promise<ApiKeyRow[]> {
    return this.#all(`SELECT * FROM ${this.#s}.api_keys WHERE account_id = $1 ORDER BY created_at COLLATE "C", key_id COLLATE "C"`, [accountId], toKey);
  }

  listKeyAccess(keyId: string, limit: number): Promise<KeyAccessRow[]> {
    return this.#all(`SELECT * FROM ${this.#s}.key_access WHERE key_id = $1 ORDER BY position DESC LIMIT $2`, [keyId, limit], toAccess);
  }

  getCompanyReport(accountId: string, company: string): Promise<CompanyReportRow | null> {
    return this.#one(`SELECT * FROM ${this.#s}.company_reports WHERE account_id = $1 AND company = $2`, [accountId, company], toCompanyReport);
  }

  listCompaniesWithoutReport(): Promise<CompanyKey[]> {
    const s = this.#s;
    return this.#all(
      `SELECT account_id, company FROM (
         SELECT DISTINCT j.account_id, j.company FROM ${s}.jobs j
         WHERE NOT EXISTS (SELECT 1 FROM ${s}.company_reports c WHERE c.account_id = j.account_id AND c.company = j.company)
       ) missing ORDER BY account_id COLLATE "C", company COLLATE "C"`,
      [],
      (r: { account_id: string; company: string }) => ({ accountId: r.account_id, company: r.company }),
    );
  }

  reactorCheckpoint(name: string): Promise<number> {
    return this.#checkpointOf(`reactor:${name}`);
  }

  async saveReactorCheckpoint(name: string, position: number): Promise<void> {
    await this.pool.query(
      `INSERT INTO ${this.#s}.checkpoints (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
      [`reactor:${name}`, position],
    );
  }

  async snapshot(): Promise<ReadModelChanges> {
    const s = this.#s;
    return {
      jobs: await this.#all(`SELECT * FROM ${s}.jobs ORDER BY job_id COLLATE "C"`, [], toJob),
      quotas: await this.#all(`SELECT * FROM ${s}.quotas ORDER BY account_id COLLATE "C", month COLLATE "C"`, [], toQuota),
      accounts: await this.#all(`SELECT * FROM ${s}.accounts ORDER BY account_id COLLATE "C"`, [], toAccount),
      apiKeys: await this.#all(`SELECT * FROM ${s}.api_keys ORDER BY key_id COLLATE "C"`, [], toKey),
      keyAccess: await this.#all(`SELECT * FROM ${s}.key_access ORDER BY position`, [], toAccess),
      companyReports: await this.#all(`SELECT * FROM ${s}.company_reports ORDER BY account_id COLLATE "C", company COLLATE "C"`, [], toCompanyReport),
    };
  }

  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }
}
