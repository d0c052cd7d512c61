import { describe, expect, it } from 'vitest';
import type { Caller, JobView } from '../application/api.js';
import type { JobUpdate } from '../application/ports.js';
import { AppError } from '../domain/errors.js';
import { isLaterThan, jobUpdateStream, MAX_BUFFERED_UPDATES, watchOneJob } from './jobUpdateStream.js';

const caller: Caller = { accountId: 'acc_1', accountName: 'acme', keyId: 'key_1', plan: 'starter', role: 'admin' };

const update = (overrides: Partial<JobUpdate> = {}): JobUpdate => ({
  accountId: 'acc_1',
  jobId: 'job_a',
  status: 'processing',
  pagesDone: 0,
  pagesTotal: 2,
  at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** A hand-driven `watchJobs`: `push` delivers to every open listener, `open` counts them. */
const feed = () => {
  const listeners = new Set<(u: JobUpdate) => void>();
  return {
    watchJobs: (_caller: Caller, listener: (u: JobUpdate) => void) => {
      listeners.add(listener);
      return { stop: async () => void listeners.delete(listener) };
    },
    push: (u: JobUpdate) => listeners.forEach((listener) => listener(u)),
    open: () => listeners.size,
  };
};

const jobView = (overrides: Partial<JobView> = {}): JobView => ({
  job_id: 'job_a',
  batch_id: 'batch_a',
  status: 'processing',
  company: 'Acme',
  filename: 'a.pdf',
  client: 'u1',
  created_at: '2026-11-01T00:00:00.000Z',
  progress: { pages_done: 0, pages_total: 2 },
  ...overrides,
});

const take = async (iterator: AsyncIterator<JobUpdate>, count: number): Promise<JobUpdate[]> => {
  const seen: JobUpdate[] = [];
  for (let i = 0; i < count; i++) {
    const result = await iterator.next();
    if (result.done) break;
    seen.push(result.value);
  }
  return seen;
};

describe('jobUpdateStream', () => {
  it('delivers updates pushed before and after next() is called, in order', async () => {
    const { watchJobs, push } = feed();
    const stream = jobUpdateStream(watchJobs, caller);
    push(update({ pagesDone: 1 }));
    const pending = stream.next();
    push(update({ jobId: 'job_b' }));
    expect((await pending).value).toMatchObject({ jobId: 'job_a', pagesDone: 1 });
    expect((await stream.next()).value).toMatchObject({ jobId: 'job_b' });
  });

  it('keeps only the chosen job and ends after its terminal update', async () => {
    const { watchJobs, push, open } = feed();
    const stream = jobUpdateStream(watchJobs, caller, { jobId: 'job_a', endAtTerminal: true });
    push(update({ jobId: 'job_b', pagesDone: 1 }));
    push(update({ pagesDone: 1 }));
    push(update({ status: 'auto_analyzed', pagesDone: 2 }));
    expect((await take(stream, 5)).map((u) => [u.jobId, u.status, u.pagesDone])).toEqual([
      ['job_a', 'processing', 1],
      ['job_a', 'auto_analyzed', 2],
    ]);
    expect(open()).toBe(0);
  });

  it('stops the core subscription when the client returns while waiting', async () => {
    const { watchJobs, open } = feed();
    const stream = jobUpdateStream(watchJobs, caller);
    const pending = stream.next();
    await stream.return?.();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(open()).toBe(0);
  });

  it(`ends with service_unavailable once ${MAX_BUFFERED_UPDATES} updates wait for a slow client`, async () => {
    const { watchJobs, push, open } = feed();
    const stream = jobUpdateStream(watchJobs, caller);
    for (let i = 0; i <= MAX_BUFFERED_UPDATES; i++) push(update({ pagesDone: i }));
    expect(open()).toBe(0);
    await take(stream, MAX_BUFFERED_UPDATES);
    await expect(stream.next()).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});

describe('isLaterThan', () => {
  it('orders pages done, then the end of the job', () => {
    expect(isLaterThan(update({ pagesDone: 2 }), update({ pagesDone: 1 }))).toBe(true);
    expect(isLaterThan(update({ pagesDone: 1 }), update({ pagesDone: 1 }))).toBe(false);
    expect(isLaterThan(update({ status: 'failed' }), update({ pagesDone: 2 }))).toBe(true);
    expect(isLaterThan(update({ pagesDone: 2 }), update({ status: 'auto_analyzed', pagesDone: 2 }))).toBe(false);
    expect(isLaterThan(update({ status: 'auto_analyzed', pagesDone: 2 }), update({ status: 'auto_analyzed', pagesDone: 2 }))).toBe(false);
  });
});

describe('watchOneJob', () => {
  it('starts with the current state and drops updates the state already includes', async () => {
    const { watchJobs, push } = feed();
    // Updates committed while the state is being read arrive both in the state and on the feed.
    const getJob = async () => {
      push(update({ pagesDone: 1 }));
      return jobView({ progress: { pages_done: 1, pages_total: 2 } });
    };
    const stream = await watchOneJob({ watchJobs, getJob }, caller, 'job_a');
    push(update({ pagesDone: 1 }));
    push(update({ pagesDone: 2 }));
    push(update({ status: 'auto_analyzed', pagesDone: 2 }));
    expect((await take(stream, 10)).map((u) => [u.status, u.pagesDone])).toEqual([
      ['processing', 1],
      ['processing', 2],
      ['auto_analyzed', 2],
    ]);
  });

  it('gives a finished job its final state, then done', async () => {
    const { watchJobs, open } = feed();
    const getJob = async () => jobView({ status: 'auto_analyzed', progress: { pages_done: 2, pages_total: 2 }, completed_at: '2026-11-01T00:01:00.000Z' });
    const stream = await watchOneJob({ watchJobs, getJob }, caller, 'job_a');
    expect(await take(stream, 10)).toEqual([
      { accountId: 'acc_1', jobId: 'job_a', status: 'auto_analyzed', pagesDone: 2, pagesTotal: 2, at: '2026-11-01T00:01:00.000Z' },
    ]);
    expect(open()).toBe(0);
  });

  it('refuses an unknown job (or another account\'s) as job_not_found and leaves no subscription open', async () => {
    const { watchJobs, open } = feed();
    const refusal = watchOneJob({ watchJobs, getJob: async () => null }, caller, 'job_x');
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: 'job_not_found' });
    expect(open()).toBe(0);
  });
});
