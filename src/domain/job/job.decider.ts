/**
 * The job decider: what may happen to one uploaded file. Every decision is safe under at-least-once
 * delivery: a command that was already applied decides nothing (an empty list), so a redelivered page
 * or a replayed reactor never appends twice.
 */
import { AppError } from '../errors.js';
import type { Decider } from '../message.js';
import type { JobCommand } from './job.commands.js';
import type { JobEvent } from './job.events.js';

export type JobStatus = 'processing' | 'auto_analyzed' | 'failed';

export type Job =
  | { status: 'none' }
  | {
      status: JobStatus;
      jobId: string;
      accountId: string;
      blobKey: string;
      pagesTotal: number;
      /** Layout blob key by 1-based page number, for the pages recorded so far. */
      pageLayouts: Readonly<Record<number, string>>;
      /** The analysis settings of the job's latest analysis (or of its upload, before one); absent: the defaults. */
      analysis?: Readonly<Record<string, number>>;
    };

export const initialState = (): Job => ({ status: 'none' });

/** Thrown for a command that can only come from a bug (a page of a job that was never created). */
export class JobInvariantError extends Error {
  override name = 'JobInvariantError';
}

export const decide = (command: JobCommand, state: Job): JobEvent[] => {
  const now = command.metadata.now;
  if (command.type === 'CreateJob') {
    // Already created: the reactor is replaying a batch it handled before.
    if (state.status !== 'none') return [];
    return [{ type: 'JobCreated', data: { ...command.data } }];
  }
  if (state.status === 'none') throw new JobInvariantError(`${command.type} for job ${command.data.jobId}, which does not exist`);
  if (command.type === 'RecordReanalysis') {
    // Only a finished, analysed job has a result to replace; one still processing gets its own analysis.
    if (state.status !== 'auto_analyzed') throw new AppError('job_not_reanalysable', `Job ${command.data.jobId} is ${state.status}: only an auto_analyzed job can be analysed again.`);
    const { jobId, data, analysis } = command.data;
    return [{ type: 'JobAnalyzed', data: { jobId, data, completedAt: now, reanalysis: true, analysis } }];
  }
  // A finished job takes no more work: late or redelivered tasks decide nothing.
  if (state.status !== 'processing') return [];

  switch (command.type) {
    case 'RecordPageExtractions': {
      const { pages, jobId } = command.data;
      for (const { page } of pages) {
        if (!Number.isInteger(page) || page < 1 || page > state.pagesTotal) {
          throw new JobInvariantError(`page ${page} is outside 1..${state.pagesTotal} of job ${jobId}`);
        }
      }
      // Pages already recorded (a redelivered task) or listed twice decide nothing.
      const recorded = new Set(Object.keys(state.pageLayouts).map(Number));
      const events: JobEvent[] = [];
      for (const { page, layoutKey } of pages) {
        if (recorded.has(page)) continue;
        recorded.add(page);
        events.push({ type: 'PageExtracted', data: { jobId, page, layoutKey, pagesDone: recorded.size, pagesTotal: state.pagesTotal, extractedAt: now } });
      }
      return events;
    }
    case 'CompleteAnalysis': {
      const missing = missingPages(state);
      if (missing.length > 0) throw new JobInvariantError(`job ${command.data.jobId} analysed with pages ${missing.join(', ')} missing`);
      return [{ type: 'JobAnalyzed', data: { jobId: command.data.jobId, data: command.data.data, completedAt: now } }];
    }
    case 'FailJob':
      return [{ type: 'JobFailed', data: { ...command.data, failedAt: now } }];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const evolve = (state: Job, event: JobEvent): Job => {
  switch (event.type) {
    case 'JobCreated': {
      const { jobId, accountId, blobKey, pagesTotal, analysis } = event.data;
      return { status: 'processing', jobId, accountId, blobKey, pagesTotal, pageLayouts: {}, ...(analysis !== undefined ? { analysis } : {}) };
    }
    case 'PageExtracted':
      if (state.status === 'none') return state;
      return { ...state, pageLayouts: { ...state.pageLayouts, [event.data.page]: event.data.layoutKey } };
    case 'JobAnalyzed':
      if (state.status === 'none') return state;
      return { ...state, status: 'auto_analyzed', ...(event.data.analysis !== undefined ? { analysis: event.data.analysis } : {}) };
    case 'JobFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** The 1-based pages of a job not recorded yet (all of them for a job that does not exist). */
export const missingPages = (state: Job): number[] => {
  if (state.status === 'none') return [];
  const missing: number[] = [];
  for (let page = 1; page <= state.pagesTotal; page++) if (state.pageLayouts[page] === undefined) missing.push(page);
  return missing;
};

export const jobDecider: Decider<JobCommand, JobEvent, Job> = { decide, evolve, initialState };
