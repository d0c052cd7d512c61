/**
 * Turns the core's push feed (`watchJobs`, fed by the job projection after each commit) into the
 * AsyncIterator a GraphQL subscription consumes. Stopping the iterator (client unsubscribes, socket
 * closes) stops the core subscription. Pure plumbing, no GraphQL types.
 */
import type { Caller, LedgerLensApi } from '../application/api.js';
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

const isTerminal = (update: JobUpdate): boolean => update.status !== 'processing';

export const jobUpdateStream = (
  watchJobs: LedgerLensApi['watchJobs'],
  caller: Caller,
  options: JobUpdateStreamOptions = {},
): AsyncIterableIterator<JobUpdate> => {
  const buffered: JobUpdate[] = [];
  let waiting: ((result: IteratorResult<JobUpdate>) => void) | null = null;
  let failure: AppError | null = null;
  let ended = false;

  const subscription = watchJobs(caller, (update) => {
    if (ended || (options.jobId !== undefined && update.jobId !== options.jobId)) return;
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

  const iterator: AsyncIterableIterator<JobUpdate> = {
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
