/**
 * The embedded work queue: tasks in memory, run by this process. Nothing here survives a restart;
 * that is the job of recovery at start (src/application/recovery.ts), which re-enqueues the missing
 * work of every job still `processing` in the log.
 *
 * Tasks wait per account, in two lanes (jobs under way first, then new jobs), and a free slot takes
 * the next task of the account whose turn it is (`FairShare`: round-robin weighted by plan), so one
 * account's 300-page upload does not hold back another account's 1-page statement.
 */
import type { Subscription, WorkContext, WorkOutcome, WorkQueue, WorkTask } from '../../application/ports.js';
import { FairShare, LANES, laneOf, type Lane } from './fairShare.js';

export interface InProcessWorkQueueOptions {
  /** Deliveries of one task; the last one is flagged so the handler can fail the job cleanly. */
  maxAttempts: number;
  /** How long a finished task's dedupe id is remembered (NATS JetStream's duplicate window is 2 min). */
  dedupeWindowMs?: number;
}

interface Pending {
  task: WorkTask;
  dedupeId: string;
  attempt: number;
}

type Handler = (task: WorkTask, context: WorkContext) => Promise<WorkOutcome>;

export const createInProcessWorkQueue = (options: InProcessWorkQueueOptions): WorkQueue => {
  const dedupeWindowMs = options.dedupeWindowMs ?? 120_000;
  /** Each account's queued tasks, by lane. */
  const lanes = new Map<string, Record<Lane, Pending[]>>();
  const share = new FairShare();
  /** Dedupe ids queued, running, waiting for a retry, or finished within the window (value: expiry or 0). */
  const known = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let consumer: { handler: Handler; concurrency: number; running: number; stopped: boolean; idle: Set<() => void> } | null = null;
  let closed = false;

  const isKnown = (dedupeId: string): boolean => {
    const expiry = known.get(dedupeId);
    if (expiry === undefined) return false;
    if (expiry !== 0 && expiry < Date.now()) {
      known.delete(dedupeId);
      return false;
    }
    return true;
  };

  /** `lane`: where the task waits; a retry waits with the jobs under way, its job being one. */
  const push = (pending: Pending, lane: Lane = laneOf(pending.task)): void => {
    const account = pending.task.accountId;
    let queued = lanes.get(account);
    if (queued === undefined) {
      queued = { running: [], new: [] };
      lanes.set(account, queued);
    }
    queued[lane].push(pending);
    share.waiting(account);
    pump();
  };

  /** The next task of the account whose turn it is, taken off its lane. */
  const take = (): Pending | undefined => {
    const account = share.next();
    if (account === undefined) return undefined;
    const queued = lanes.get(account)!;
    const pending = (LANES.map((lane) => queued[lane]).find((q) => q.length > 0) ?? []).shift();
    if (queued.running.length === 0 && queued.new.length === 0) {
      lanes.delete(account);
      share.drained(account);
    }
    if (pending !== undefined) share.served(account, pending.task.plan);
    return pending;
  };

  const finish = (pending: Pending): void => {
    known.set(pending.dedupeId, Date.now() + dedupeWindowMs);
  };

  const run = async (pending: Pending, handler: Handler): Promise<WorkOutcome> => {
    const context: WorkContext = { attempt: pending.attempt, isLastAttempt: pending.attempt >= options.maxAttempts, heartbeat: () => undefined };
    try {
      return await handler(pending.task, context);
    } catch {
      return { kind: 'retry', delayMs: 250 * pending.attempt };
    }
  };

  const pump = (): void => {
    const c = consumer;
    if (c === null || c.stopped) return;
    while (c.running < c.concurrency) {
      const pending = take();
      if (pending === undefined) break;
      c.running++;
      void run(pending, c.handler).then((outcome) => {
        c.running--;
        if (outcome.kind === 'retry' && pending.attempt < options.maxAttempts && !closed) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            push({ ...pending, attempt: pending.attempt + 1 }, 'running');
          }, outcome.delayMs);
          timers.add(timer);
        } else {
          finish(pending);
        }
        if (c.running === 0) for (const wake of c.idle) wake();
        pump();
      });
    }
  };

  return {
    async enqueue(task, dedupeId) {
      if (closed) throw new Error('the work queue is closed');
      if (isKnown(dedupeId)) return;
      known.set(dedupeId, 0);
      push({ task, dedupeId, attempt: 1 });
    },
    async consume(handler, { concurrency }) {
      if (consumer !== null && !consumer.stopped) throw new Error('the in-process work queue has one consumer');
      const c = { handler, concurrency, running: 0, stopped: false, idle: new Set<() => void>() };
      consumer = c;
      pump();
      return {
        async stop() {
          c.stopped = true;
          if (c.running > 0) await new Promise<void>((resolve) => c.idle.add(resolve));
        },
      } satisfies Subscription;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (consumer !== null) {
        consumer.stopped = true;
        const c = consumer;
        if (c.running > 0) await new Promise<void>((resolve) => c.idle.add(resolve));
      }
    },
  };
};
