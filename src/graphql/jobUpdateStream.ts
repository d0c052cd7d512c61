/**
 * Turns the core's push feed (`watchJobs`, fed by the job projection after each commit) into the
 * AsyncIterator a GraphQL subscription consumes. Stopping the iterator (client unsubscribes, socket
 * closes) stops the core subscription at once, even while it waits for the next update (an async
 * generator could not: its `return()` would wait for that update). Pure plumbing, no GraphQL types.
 */
import type { Caller, JobView, LedgerLensApi } from '../application/api.js';
import type { JobUpdate } from '../application/ports.js';
import { AppError } from '../domain/errors.js';

/** Updates waiting for a slow client before the subscription is ended rather than growing without bound. */
export const MAX_BUFFERED_UPDATES = 1_000;

export interface JobUpdateStreamOptions {
  /** Only updates of this job (all of the account's when absent). */
  jobId?: string;
  /** End the stream after the job's terminal update (`auto_analyzed` or `failed`); needs `jobId`. */
  endAtTerminal?: boolean;
}

export interface JobUpdateStream extends AsyncIterableIterator<JobUpdate> {
  /**
   * Puts the job's current state first and drops every update that is not later than it: those the
   * feed delivered between subscribing and reading the state, and any still in flight.
   */
  startFrom(current: JobUpdate): void;
}

const isTerminal = (update: JobUpdate): boolean => update.status !== 'processing';

/**
 * A job only moves forward: pages done grow while it is `processing`, then it ends once. The
 * projection pushes an update only when one of the two changed, so "later" is exact.
 */
export const isLaterThan = (update: JobUpdate, than: JobUpdate): boolean =>
  isTerminal(update) !== isTerminal(than) ? isTerminal(update) : !isTerminal(update) && update.pagesDone > than.pagesDone;

/** The push shape of a job read from the read model. */
export const updateOfJob = (job: JobView, accountId: string): JobUpdate => ({
  accountId,
  jobId: job.job_id,
  status: job.status,
  pagesDone: job.progress.pages_done,
  pagesTotal: job.progress.pages_total,
  at: job.completed_at ?? job.created_at,
});

export const jobUpdateStream = (
  watchJobs: LedgerLensApi['watchJobs'],
  caller: Caller,
  options: JobUpdateStreamOptions = {},
): JobUpdateStream => {
  let buffered: JobUpdate[] = [];
  let waiting: ((result: IteratorResult<JobUpdate>) => void) | null = null;
  let failure: AppError | null = null;
  let ended = false;
  let floor: JobUpdate | null = null;

  const accept = (update: JobUpdate): void => {
    if (ended) return;
    const last = options.endAtTerminal === true && isTerminal(update);
    if (waiting) {
      const deliver = waiting;
      waiting = null;
      deliver({ value: update, done: false });
    } else if (buffered.length >= MAX_BUFFERED_UPDATES) {
      failure = new AppError('service_unavailable', 'The subscriber fell too far behind; subscribe again.');
      void finish();
      return;
    } else {
      buffered.push(update);
    }
    if (last) void finish();
  };

  const subscription = watchJobs(caller, (update) => {
    if (options.jobId !== undefined && update.jobId !== options.jobId) return;
    if (floor !== null && !isLaterThan(update, floor)) return;
    accept(update);
  });

  /** Stops the core feed; updates already buffered are still delivered before `done`. */
  const finish = async (): Promise<void> => {
    if (ended) return;
    ended = true;
    if (waiting && buffered.length === 0) {
      const deliver = waiting;
      waiting = null;
      deliver({ value: undefined, done: true });
    }
    await subscription.stop();
  };

  const iterator: JobUpdateStream = {
    startFrom: (current) => {
      floor = current;
      const pending = [current, ...buffered.filter((update) => isLaterThan(update, current))];
      buffered = [];
      // Already ended (a terminal update came in while the state was read): keep what is pending.
      if (ended) buffered = pending;
      else for (const update of pending) accept(update);
    },
    next: () => {
      const update = buffered.shift();
      if (update) return Promise.resolve({ value: update, done: false });
      if (failure) return Promise.reject(failure);
      if (ended) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: async () => {
      buffered.length = 0;
      await finish();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
};

/**
 * One job's updates, starting with its current state: a client that subscribes after uploading
 * misses nothing, and one that subscribes to a finished job gets its final state and `done`.
 * Throws `job_not_found` for an unknown job or another account's, as the `job` query does.
 */
export const watchOneJob = async (
  api: Pick<LedgerLensApi, 'watchJobs' | 'getJob'>,
  caller: Caller,
  jobId: string,
): Promise<JobUpdateStream> => {
  // Subscribe before reading, so nothing committed in between is lost.
  const stream = jobUpdateStream(api.watchJobs.bind(api), caller, { jobId, endAtTerminal: true });
  let job: JobView | null;
  try {
    job = await api.getJob(caller, jobId);
  } catch (error) {
    await stream.return?.();
    throw error;
  }
  if (job === null) {
    await stream.return?.();
    throw new AppError('job_not_found', `No job ${jobId}.`);
  }
  stream.startFrom(updateOfJob(job, caller.accountId));
  return stream;
};
