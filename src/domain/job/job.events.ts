/** Events of one job's stream (`job-<jobId>`). Payloads are JSON-safe; bytes travel as blob keys. */
import type { Message } from '../message.js';
import type { JobFailureCode, StatementData } from '../statement.js';

export type JobCreated = Message<
  'JobCreated',
  {
    jobId: string;
    accountId: string;
    batchId: string;
    filename: string;
    company: string;
    /** The caller's `user_id`, echoed as `client`. */
    client: string;
    /** Blob key (SHA-256) of the uploaded PDF. */
    blobKey: string;
    pagesTotal: number;
    /** ISO timestamp of the upload (the batch's acceptance), not of this event. */
    createdAt: string;
    /** The job's analysis settings (see `AcceptedJob.analysis`); absent means the defaults. */
    analysis?: Readonly<Record<string, number>>;
  }
>;

export type PageExtracted = Message<
  'PageExtracted',
  {
    jobId: string;
    /** 1-based. */
    page: number;
    /** Blob key of the page's `PageLayout` JSON. */
    layoutKey: string;
    /** Pages recorded so far, this one included: the process manager and projections read progress from it. */
    pagesDone: number;
    pagesTotal: number;
    extractedAt: string;
  }
>;

/**
 * The job's result. Appended again when the job is re-analysed with other settings (`reanalysis`
 * true, `analysis` the settings it used): the latest one is the job's result.
 */
export type JobAnalyzed = Message<
  'JobAnalyzed',
  { jobId: string; data: StatementData; completedAt: string; reanalysis?: boolean; analysis?: Readonly<Record<string, number>> }
>;

export type JobFailed = Message<'JobFailed', { jobId: string; code: JobFailureCode; message: string; failedAt: string }>;

export type JobEvent = JobCreated | PageExtracted | JobAnalyzed | JobFailed;

export const JOB_EVENT_TYPES: ReadonlySet<string> = new Set<JobEvent['type']>(['JobCreated', 'PageExtracted', 'JobAnalyzed', 'JobFailed']);

export const isJobEvent = (event: Message): event is JobEvent => JOB_EVENT_TYPES.has(event.type);
