/**
 * The job read model: status, page progress and, once analysed, the result (`data`). A job's row
 * appears with the batch that accepted it, so a GET right after the upload finds it `processing`.
 */
import type { JobRow } from '../../src/application/readModels.js';
import type { StoredEvent } from '../../src/application/ports.js';
import type { JobEvent } from '../../src/domain/job/job.events.js';
import type { BatchAccepted } from '../../src/domain/quota/quota.events.js';

/** A batch holds at most 20 files; this spacing keeps each file's sort key inside its batch's slot. */
const FILES_PER_BATCH_SLOT = 1000;

export type JobProjectionEvent = StoredEvent<JobEvent | BatchAccepted>;

/** The job ids an event concerns. */
export const jobIdsOf = (event: JobProjectionEvent): string[] =>
  event.type === 'BatchAccepted' ? (event.data as BatchAccepted['data']).jobs.map((j) => j.jobId) : [(event.data as JobEvent['data']).jobId];

export const evolveJob = (row: JobRow | null, event: JobProjectionEvent, jobId: string): JobRow | null => {
  const e = { type: event.type, data: event.data } as JobEvent | BatchAccepted;
  switch (e.type) {
    case 'BatchAccepted': {
      if (row !== null) return row;
      const index = e.data.jobs.findIndex((j) => j.jobId === jobId);
      const job = e.data.jobs[index];
      if (job === undefined) return row;
      return {
        jobId, accountId: e.data.accountId, batchId: e.data.batchId, status: 'processing', company: job.company,
        filename: job.filename, client: e.data.client, blobKey: job.blobKey, createdAt: e.data.acceptedAt, completedAt: null,
        pagesDone: 0, pagesTotal: job.pagesTotal, errorCode: null, errorMessage: null, data: null,
        // Newest batch first; inside a batch, the files in upload order.
        sortKey: event.globalPosition * FILES_PER_BATCH_SLOT + (FILES_PER_BATCH_SLOT - 1 - index),
      };
    }
    case 'JobCreated':
      // The batch already made the row; a job created without one (never by our reactor) is ignored.
      return row;
    case 'PageExtracted':
      if (row === null || row.status !== 'processing') return row;
      return { ...row, pagesDone: Math.max(row.pagesDone, e.data.pagesDone) };
    case 'JobAnalyzed':
      if (row === null) return row;
      return { ...row, status: 'auto_analyzed', completedAt: e.data.completedAt, pagesDone: row.pagesTotal, data: e.data.data };
    case 'JobFailed':
      if (row === null) return row;
      return { ...row, status: 'failed', completedAt: e.data.failedAt, errorCode: e.data.code, errorMessage: e.data.message };
    default: {
      const _exhaustive: never = e;
      return _exhaustive;
    }
  }
};
