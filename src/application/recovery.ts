/**
 * Recovery at start, for a queue that forgets (the in-process one): every job the read models show
 * `processing` gets its missing work enqueued again. Together with the batch reactor's checkpoint this
 * means a process killed mid-batch finishes every accepted job when it starts again, and the deciders
 * make sure no page or analysis is recorded twice.
 */
import type { BatchReactorDeps } from './batchReactor.js';
import { createJobsOfBatch, planOf } from './batchReactor.js';
import { enqueueRemainingWork, loadJob } from './jobWork.js';

export const recoverProcessingJobs = async (deps: BatchReactorDeps): Promise<number> => {
  const rows = await deps.readStore.listProcessingJobs();
  for (const row of rows) {
    const job = await loadJob(deps.store, row.jobId);
    if (job.status === 'none') {
      await createJobsOfBatch(deps, {
        batchId: row.batchId, accountId: row.accountId, client: row.client, acceptedAt: row.createdAt,
        jobs: [{ jobId: row.jobId, filename: row.filename, company: row.company, blobKey: row.blobKey, pagesTotal: row.pagesTotal }],
      });
      continue;
    }
    await enqueueRemainingWork(deps, job, await planOf(deps, row.accountId));
  }
  if (rows.length > 0) deps.logger.info({ jobs: rows.length }, 'resumed jobs that were processing');
  return rows.length;
};
