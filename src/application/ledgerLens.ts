/**
 * The core's two faces: `LedgerLensApi` for callers with a key (REST, GraphQL) and
 * `LedgerLensAdmin` for operators (CLI, first start). Reads come from the read models; writes go
 * through the deciders (uploads.ts, accounts.ts).
 */
import { quotaPeriodOf } from '../domain/quota/period.js';
import type { ApiKeyRevoked } from '../domain/account/account.events.js';
import { AppError } from '../domain/errors.js';
import { createAccounts } from './accounts.js';
import { createReanalysis } from './reanalysis.js';
import type { LedgerLensAdmin, LedgerLensApi } from './api.js';
import type { CoreDeps } from './core.js';
import { createUploads } from './uploads.js';
import { decodeCursor, encodeCursor, jobView } from './views.js';

import type { WebhookApi } from '../webhooks/service.js';

/** The core's API without webhooks, which src/compose.ts adds (they follow the log in a process of their own making). */
export type CoreApi = Omit<LedgerLensApi, keyof WebhookApi>;

export const createLedgerLens = (deps: CoreDeps): { api: CoreApi; admin: LedgerLensAdmin } => {
  const { store, readStore, liveUpdates, clock, blobs, extractor } = deps;
  const accounts = createAccounts(deps);

  const api: CoreApi = {
    authenticate: accounts.authenticate,
    uploadBatch: createUploads(deps),

    async getJob(caller, jobId) {
      const row = await readStore.getJob(jobId);
      // Another account's job is indistinguishable from one that does not exist.
      return row !== null && row.accountId === caller.accountId ? jobView(row) : null;
    },

    async listJobs(caller, query) {
      let beforeSortKey: number | undefined;
      if (query.cursor !== undefined) {
        const decoded = decodeCursor(query.cursor);
        if (decoded === null) throw new AppError('invalid_request', '"cursor" is not one this API returned.');
        beforeSortKey = decoded;
      }
      const rows = await readStore.listJobs(caller.accountId, {
        limit: query.limit + 1,
        ...(beforeSortKey !== undefined ? { beforeSortKey } : {}),
        ...(query.status !== undefined ? { status: query.status } : {}),
        ...(query.company !== undefined ? { company: query.company } : {}),
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { jobs: page.map(jobView), next_cursor: rows.length > query.limit && last !== undefined ? encodeCursor(last.sortKey) : null };
    },

    async getUsage(caller) {
      const period = quotaPeriodOf(clock.now());
      const [account, quota] = await Promise.all([readStore.getAccount(caller.accountId), readStore.getQuota(caller.accountId, period.month)]);
      const pagesLimit = account?.pagesLimit ?? 0;
      const pagesUsed = quota?.pagesUsed ?? 0;
      return {
        plan: account?.plan ?? caller.plan,
        period_start: `${period.start}T00:00:00.000Z`,
        period_end: `${period.end}T23:59:59.999Z`,
        pages_limit: pagesLimit,
        pages_used: pagesUsed,
        pages_remaining: Math.max(0, pagesLimit - pagesUsed),
        resets_at: period.resetsAt,
      };
    },

    async getJobForExport(caller, jobId) {
      const job = await api.getJob(caller, jobId);
      if (job === null) throw new AppError('job_not_found', `No job ${jobId.slice(0, 100)} in this account.`);
      if (job.status === 'processing') throw new AppError('job_not_ready', `Job ${job.job_id} is still processing; export it once it is auto_analyzed.`);
      if (job.status === 'failed' || job.data === undefined) {
        throw new AppError('job_failed', `Job ${job.job_id} failed (${job.error?.code ?? 'internal_error'}); it has no result to export.`);
      }
      return { ...job, status: 'auto_analyzed', data: job.data };
    },

    async getBatchForExport(caller, batchId) {
      // A batch holds at most 20 files; 21 shows a read model that breaks that rule rather than hiding it.
      const rows = batchId.length > 100 ? [] : await readStore.listJobs(caller.accountId, { limit: 21, batchId });
      if (rows.length === 0) throw new AppError('batch_not_found', `No batch ${batchId.slice(0, 100)} in this account.`);
      const waiting = rows.filter((row) => row.status === 'processing').length;
      if (waiting > 0) throw new AppError('job_not_ready', `${waiting} of the batch's ${rows.length} jobs are still processing; export it once every job finished.`);
      // Newest first is the batch's upload order inside one batch (see the job projection's sort key).
      return rows.map(jobView);
    },

    async renderJobPage(caller, jobId, page, width) {
      const row = await readStore.getJob(jobId);
      if (row === null || row.accountId !== caller.accountId) throw new AppError('job_not_found', `No job ${jobId} in this account.`);
      if (page > row.pagesTotal) throw new AppError('page_not_found', `Job ${jobId} has ${row.pagesTotal} page${row.pagesTotal === 1 ? '' : 's'}; there is no page ${page}.`);
      if (!(await blobs.has(row.blobKey))) throw new AppError('page_not_found', `The PDF of job ${jobId} is no longer kept (uploaded files are deleted some time after their job finished).`);
      return extractor.renderPage({ key: row.blobKey, bytes: await blobs.get(row.blobKey) }, page, width);
    },

    async getCompanyReport(caller, company) {
      // Kept by the company report projection (projections/company/): a read, not a fold.
      return (await readStore.getCompanyReport(caller.accountId, company))?.report ?? null;
    },

    reanalyseJob: createReanalysis(deps),
    setAnalysisDefaults: accounts.setAnalysisDefaults,

    listApiKeys: accounts.listApiKeys,
    createApiKey: accounts.createApiKey,
    revokeApiKey: accounts.revokeApiKey,

    watchJobs(caller, listener) {
      return liveUpdates.subscribe(caller.accountId, listener);
    },

    async watchRevokedKeys(listener) {
      // Revocations up to the read models' checkpoint are in them already: `authenticate` refuses those keys.
      const after = await readStore.checkpoint();
      return store.subscribe({ after, types: ['ApiKeyRevoked'] }, async (events) => {
        for (const event of events) listener((event.data as ApiKeyRevoked['data']).keyId);
      });
    },
  };

  return { api, admin: accounts.admin };
};
