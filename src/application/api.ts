/**
 * The application's use cases, as the edges (REST routes, GraphQL resolvers, CLI) call them. Each
 * one authenticates nothing and renders nothing: the edge does that, then calls exactly one of these.
 * Refusals are thrown as `AppError`s (src/domain/errors.ts); reads return plain views.
 */
import type { AnalysisOverrides } from '../analysis/settingsInput.js';
import type { CompanyReport } from '../domain/companyReport.js';
import type { StatementData, JobFailureCode } from '../domain/statement.js';
import type { PageImage, Subscription, JobUpdate } from './ports.js';
import type { WebhookApi } from '../webhooks/service.js';

import type { ApiKeyRole } from '../domain/account/account.events.js';
import type { Plan } from '../domain/account/plans.js';
import type { JobStatus } from '../domain/job/job.decider.js';

export type { ApiKeyRole, JobStatus, Plan };

/** Who is calling, once a key has been checked. */
export interface Caller {
  accountId: string;
  accountName: string;
  keyId: string;
  plan: Plan;
  /** What the key may do: `admin` keys also manage the account's keys. */
  role: ApiKeyRole;
}

export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

export interface UploadBatchInput {
  caller: Caller;
  userId: string;
  /** One name for every file, or one per file in order. */
  companyNames: string[];
  files: UploadedFile[];
  /**
   * Passwords of protected PDFs: none, one for every file, or one per file in order (an empty one for a
   * file that needs none). Used once to open each file, whose decrypted copy is what is stored; never
   * recorded anywhere.
   */
  passwords?: string[];
  /**
   * The caller's `Idempotency-Key`: a retry with the same key and body within 24 hours gets the first
   * answer again and creates and charges nothing.
   */
  idempotencyKey?: string;
  /** The batch's analysis settings (checked), laid over the account's defaults. */
  analysis?: AnalysisOverrides;
}

export interface JobSummaryView {
  job_id: string;
  company: string;
  filename: string;
  status: 'processing';
}

export interface UploadResponseView {
  /** The batch the upload created: its jobs can be exported together (`GET /v1/batches/{batch_id}/export`). */
  batch_id: string;
  client: string;
  total_files: number;
  jobs: JobSummaryView[];
}

export interface JobView {
  job_id: string;
  /** The upload the job came with. */
  batch_id: string;
  status: JobStatus;
  company: string;
  filename: string;
  client: string;
  created_at: string;
  completed_at?: string;
  progress: { pages_done: number; pages_total: number };
  data?: StatementData;
  error?: { code: JobFailureCode; message: string };
}

export interface JobListQuery {
  limit: number;
  cursor?: string;
  status?: JobStatus;
  company?: string;
}

export interface JobListView {
  jobs: JobView[];
  next_cursor: string | null;
}

/** Analysis settings as results echo them: the rules' version and every setting under its public name. */
export interface AnalysisSettingsView {
  version: string;
  settings: Record<string, number>;
}

export interface UsageView {
  plan: Plan;
  period_start: string;
  period_end: string;
  pages_limit: number;
  pages_used: number;
  pages_remaining: number;
  resets_at: string;
}

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  allowed_ips: string[];
  role: ApiKeyRole;
}

export interface CreatedApiKey {
  key: ApiKeyView;
  /** The full secret, shown once. */
  secret: string;
}

/** Webhook registration and deliveries (src/webhooks/service.ts) are part of the same API. */
export interface LedgerLensApi extends WebhookApi {
  /** Bearer secret (and the caller's IP) to a caller, or null for a missing, unknown or revoked key. */
  authenticate(secret: string, ip: string): Promise<Caller | null>;
  uploadBatch(input: UploadBatchInput): Promise<UploadResponseView>;
  /** Null for an unknown job or another account's job. */
  getJob(caller: Caller, jobId: string): Promise<JobView | null>;
  listJobs(caller: Caller, query: JobListQuery): Promise<JobListView>;
  getUsage(caller: Caller): Promise<UsageView>;
  /**
   * An analysed job of the caller's account, for an export: `job_not_found` (unknown or another
   * account's), `job_not_ready` (still processing) or `job_failed` otherwise.
   */
  getJobForExport(caller: Caller, jobId: string): Promise<JobView & { status: 'auto_analyzed'; data: StatementData }>;
  /**
   * Every job of one of the caller's batches, in upload order, all finished: `batch_not_found`
   * (unknown or another account's) or `job_not_ready` (a job still processing) otherwise.
   */
  getBatchForExport(caller: Caller, batchId: string): Promise<JobView[]>;
  /**
   * Page `page` of a job's PDF as PNG, about `width` pixels wide. `job_not_found` for an unknown job or
   * another account's; `page_not_found` for a page the PDF does not have, or once the PDF is no longer
   * kept (blob retention).
   */
  renderJobPage(caller: Caller, jobId: string, page: number, width: number): Promise<PageImage>;
  /**
   * The company report over every analysed statement uploaded with this `company_name`; null when the
   * account has no job of that company.
   */
  getCompanyReport(caller: Caller, company: string): Promise<CompanyReport | null>;
  /**
   * Analyses an `auto_analyzed` job again from its stored page layouts with `analysis` over its
   * settings; nothing is uploaded or charged. `job_not_found`, or `job_not_reanalysable` for a job
   * not analysed (yet) or whose layouts retention deleted.
   */
  reanalyseJob(caller: Caller, jobId: string, analysis: AnalysisOverrides): Promise<JobView>;
  /** Replaces the account's default analysis settings of later uploads. Needs an `admin` key. */
  setAnalysisDefaults(caller: Caller, analysis: AnalysisOverrides): Promise<AnalysisSettingsView>;
  /** Key management needs an `admin` key (`forbidden` otherwise). */
  listApiKeys(caller: Caller): Promise<ApiKeyView[]>;
  /** The new key keeps the caller's IP restrictions. Needs an `admin` key. */
  createApiKey(caller: Caller, name: string, role: ApiKeyRole): Promise<CreatedApiKey>;
  /** Throws `key_not_found` for a key of another account. Needs an `admin` key. */
  revokeApiKey(caller: Caller, keyId: string): Promise<void>;
  /** Pushes each job update of the caller's account after its projection committed it. */
  watchJobs(caller: Caller, listener: (update: JobUpdate) => void): Subscription;
  /**
   * Calls `listener` with the id of every key revoked from now on, wherever it was revoked (this
   * gateway, another one, the CLI): it follows `ApiKeyRevoked` in the event log itself, so every
   * gateway hears every revocation, whichever process projected it.
   */
  watchRevokedKeys(listener: (keyId: string) => void): Promise<Subscription>;
}

export interface AccountView {
  id: string;
  name: string;
  plan: Plan;
  /** Monthly page quota (set per account on the enterprise plan). */
  pages_limit: number;
  created_at: string;
}

/**
 * Operator use cases (the `ledgerlens keys|accounts` CLI and first-start bootstrap), addressed by
 * account name rather than by a caller's key.
 */
export interface LedgerLensAdmin {
  /** Creates the account if it does not exist yet; an existing one keeps its plan unless `plan` is given. */
  ensureAccount(name: string, plan?: Plan): Promise<{ account: AccountView; created: boolean }>;
  listAccounts(): Promise<AccountView[]>;
  /** `pagesLimit` only applies to (and is required for) the enterprise plan. */
  changePlan(accountName: string, plan: Plan, pagesLimit?: number): Promise<AccountView>;
  /** An operator's key is `admin` unless `role` says otherwise. */
  createKey(accountName: string, keyName: string, options?: { allowedIps?: string[]; role?: ApiKeyRole }): Promise<CreatedApiKey>;
  listKeys(accountName: string): Promise<ApiKeyView[]>;
  revokeKey(accountName: string, keyId: string): Promise<void>;
  /** The account as an operator acting for it (`ledgerlens webhooks ...`): an admin caller with no key. */
  operatorCaller(accountName: string): Promise<Caller>;
  /** A key's recorded uses, newest first (at most one a minute per key). */
  keyAccessLog(accountName: string, keyId: string, limit: number): Promise<{ at: string; ip: string }[]>;
  /** Replaces the account's default analysis settings (checked by the caller: `parseAnalysisSettings`). */
  setAnalysisDefaults(accountName: string, analysis: AnalysisOverrides): Promise<AnalysisSettingsView>;
}
