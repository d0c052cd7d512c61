/**
 * The read-model port: the rows the projections keep (job, result, quota, accounts, keys, company
 * reports) and the small store they live in. Embedded mode keeps them in SQLite (`adapters/readStore/sqlite.ts`);
 * distributed mode in PostgreSQL. Every query is plain SQL over these rows, so either store can serve it.
 */
import type { ApiKeyRole } from '../domain/account/account.events.js';
import type { Plan } from '../domain/account/plans.js';
import type { CompanyReport } from '../domain/companyReport.js';
import type { JobFailureCode, StatementData } from '../domain/statement.js';

import type { JobStatus } from '../domain/job/job.decider.js';

export type { JobStatus };

/** One job, its progress and (once analysed) its result. */
export interface JobRow {
  jobId: string;
  accountId: string;
  batchId: string;
  status: JobStatus;
  company: string;
  filename: string;
  client: string;
  blobKey: string;
  createdAt: string;
  completedAt: string | null;
  pagesDone: number;
  pagesTotal: number;
  errorCode: JobFailureCode | null;
  errorMessage: string | null;
  data: StatementData | null;
  /** Newest first order: the batch's global position, then the file's place in the batch. */
  sortKey: number;
}

export interface QuotaRow {
  accountId: string;
  /** `YYYY-MM`. */
  month: string;
  pagesUsed: number;
}

export interface AccountRow {
  accountId: string;
  name: string;
  plan: Plan;
  pagesLimit: number;
  createdAt: string;
}

export interface ApiKeyRow {
  keyId: string;
  accountId: string;
  name: string;
  prefix: string;
  /** SHA-256 hex of the secret. */
  hash: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  allowedIps: string[];
  role: ApiKeyRole;
}

/** One recorded use of a key (sampled: at most one per key per minute, see account.events.ts). */
export interface KeyAccessRow {
  keyId: string;
  ip: string;
  at: string;
  /** Global position of the `ApiKeyUsed` event: the row's identity, so a replay writes it once. */
  position: number;
}

/**
 * One company's report (issue 14), kept by the company report projection: every job of the account
 * uploaded with this `company_name` has one, from the batch that accepted the first of them.
 */
export interface CompanyReportRow {
  accountId: string;
  /** The `company_name` exactly as uploaded. */
  company: string;
  report: CompanyReport;
}

/** An account's company, named as its jobs were uploaded. */
export interface CompanyKey {
  accountId: string;
  company: string;
}

/** Rows to upsert in one commit (key access rows are inserted, ignoring ones already there). */
export interface ReadModelChanges {
  jobs: JobRow[];
  quotas: QuotaRow[];
  accounts: AccountRow[];
  apiKeys: ApiKeyRow[];
  keyAccess: KeyAccessRow[];
  companyReports: CompanyReportRow[];
}

export interface JobListFilter {
  limit: number;
  /** Only jobs with a smaller sort key (the cursor). */
  beforeSortKey?: number;
  status?: JobStatus;
  company?: string;
  /** Only the jobs of one upload. */
  batchId?: string;
}

export interface ReadStore {
  /** Global position of the last event the projections applied; -1 before any. */
  checkpoint(): Promise<number>;
  /**
   * Writes `changes` and moves the checkpoint from `from` to `to`, in one transaction. Returns false,
   * changing nothing, when the checkpoint is no longer `from` (another projector got there first).
   */
  commit(changes: ReadModelChanges, from: number, to: number): Promise<boolean>;
  /** Empties every read model and sets the checkpoint back to -1 (before a rebuild). */
  reset(): Promise<void>;

  getJob(jobId: string): Promise<JobRow | null>;
  /** An account's jobs, newest first. */
  listJobs(accountId: string, filter: JobListFilter): Promise<JobRow[]>;
  /** Every job still `processing` (recovery at start). */
  listProcessingJobs(): Promise<JobRow[]>;
  /** Every job, of any account, whose PDF is the blob `blobKey` (blob retention: who still needs it). */
  listJobsByBlob(blobKey: string): Promise<Pick<JobRow, 'jobId' | 'status' | 'completedAt'>[]>;
  getQuota(accountId: string, month: string): Promise<QuotaRow | null>;
  getAccount(accountId: string): Promise<AccountRow | null>;
  listAccounts(): Promise<AccountRow[]>;
  getApiKey(keyId: string): Promise<ApiKeyRow | null>;
  getApiKeyByHash(hash: string): Promise<ApiKeyRow | null>;
  listApiKeys(accountId: string): Promise<ApiKeyRow[]>;
  /** A key's most recent recorded uses, newest first. */
  listKeyAccess(keyId: string, limit: number): Promise<KeyAccessRow[]>;
  getCompanyReport(accountId: string, company: string): Promise<CompanyReportRow | null>;
  /**
   * Companies that have jobs but no report row: none once the company report projection has run over
   * them; all of them in read models built before it existed (the projector fills those in at start).
   */
  listCompaniesWithoutReport(): Promise<CompanyKey[]>;

  /** A reactor's own checkpoint (-1 when it never ran). */
  reactorCheckpoint(name: string): Promise<number>;
  saveReactorCheckpoint(name: string, position: number): Promise<void>;

  /** Every row of every read model in a stable order: what "rebuild equals live" compares. */
  snapshot(): Promise<ReadModelChanges>;
  close(): Promise<void>;
}

export const emptyChanges = (): ReadModelChanges => ({ jobs: [], quotas: [], accounts: [], apiKeys: [], keyAccess: [], companyReports: [] });
