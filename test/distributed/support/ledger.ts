/**
 * What the fault tests check after the dust settles, read straight from the event log and the read
 * models (not through HTTP, whose rate limits would get in the way): every job finished, no event
 * written twice, and the quota equal to the pages of the batches the service accepted.
 */
import type { LedgerLensService } from '../../../src/compose.js';
import type { JobRow } from '../../../src/application/readModels.js';
import { streams } from '../../../src/domain/ids.js';
import type { Plan } from '../../../src/application/api.js';

export interface JobAudit {
  jobId: string;
  status: JobRow['status'];
  pagesTotal: number;
  /** `PageExtracted` events per page; exactly one each when nothing was written twice. */
  extractionsPerPage: number[];
  /** `JobAnalyzed` plus `JobFailed` events; exactly one once the job is done. */
  terminalEvents: number;
}

/** An account on `plan` with a fresh key, created through the operator use cases. */
export const accountWithKey = async (service: LedgerLensService, name: string, plan: Plan, pagesLimit = 100_000): Promise<{ accountId: string; key: string }> => {
  const { account } = await service.admin.ensureAccount(name, plan === 'enterprise' ? 'starter' : plan);
  if (plan === 'enterprise') await service.admin.changePlan(name, 'enterprise', pagesLimit);
  const { secret } = await service.admin.createKey(name, 'distributed-test');
  return { accountId: account.id, key: secret };
};

/** Every job of the account in the read models (the projections have caught up first). */
export const jobsOf = async (service: LedgerLensService, accountId: string): Promise<JobRow[]> => {
  await service.projector.catchUp();
  return service.readStore.listJobs(accountId, { limit: 10_000 });
};

export const auditJob = async (service: LedgerLensService, job: JobRow): Promise<JobAudit> => {
  const { events } = await service.store.readStream(streams.job(job.jobId));
  const extractionsPerPage = Array.from({ length: job.pagesTotal }, (_, i) => events.filter((e) => e.type === 'PageExtracted' && (e.data as { page: number }).page === i + 1).length);
  return {
    jobId: job.jobId,
    status: job.status,
    pagesTotal: job.pagesTotal,
    extractionsPerPage,
    terminalEvents: events.filter((e) => e.type === 'JobAnalyzed' || e.type === 'JobFailed').length,
  };
};

/** Pages charged to the account this month, from the quota read model. */
export const pagesUsed = async (service: LedgerLensService, accountId: string): Promise<number> => {
  await service.projector.catchUp();
  const month = new Date().toISOString().slice(0, 7);
  return (await service.readStore.getQuota(accountId, month))?.pagesUsed ?? 0;
};
