/** Commands on one job. `now` comes in metadata; every command is safe to deliver more than once. */
import type { Command } from '../message.js';
import type { JobFailureCode, StatementData } from '../statement.js';
import type { JobCreated } from './job.events.js';

/** Sent by the batch reactor for each job of an accepted batch. */
export type CreateJob = Command<'CreateJob', Omit<JobCreated['data'], never>>;

/** Sent by a page worker once the layouts of the pages of its task are stored. */
export type RecordPageExtractions = Command<'RecordPageExtractions', { jobId: string; pages: { page: number; layoutKey: string }[] }>;

/** Sent by the analysis worker with the finished `data` object. */
export type CompleteAnalysis = Command<'CompleteAnalysis', { jobId: string; data: StatementData }>;

export type FailJob = Command<'FailJob', { jobId: string; code: JobFailureCode; message: string }>;

/**
 * Sent by the re-analysis use case: the job's stored page layouts analysed again with `analysis`
 * (internal names and units). Nothing is extracted or charged again.
 */
export type RecordReanalysis = Command<'RecordReanalysis', { jobId: string; data: StatementData; analysis: Readonly<Record<string, number>> }>;

export type JobCommand = CreateJob | RecordPageExtractions | CompleteAnalysis | FailJob | RecordReanalysis;
