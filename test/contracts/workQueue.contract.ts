/**
 * The contract every `WorkQueue` adapter passes (in-process and NATS JetStream). Each adapter's test
 * calls `describeWorkQueueContract(name, factory)`; the factory opens a fresh, empty queue with the
 * given redelivery settings, and the suite closes it after each test.
 *
 * Timing: an adapter may redeliver a task that is neither acknowledged nor kept alive by a heartbeat
 * after `ackWaitMs`; the suite uses 1 s so that "not redelivered" is observed over a real ack window.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageTask, TaskOwner, WorkContext, WorkQueue, WorkTask } from '../../src/application/ports.js';

export interface WorkQueueTestOptions {
  /** Deliveries before the queue gives a task up. */
  maxDeliveries: number;
  /** How long a delivery may go without ack or heartbeat before it is redelivered. */
  ackWaitMs: number;
}

export type WorkQueueFactory = (options: WorkQueueTestOptions) => Promise<WorkQueue>;

const ACK_WAIT_MS = 1_000;

const pageTask = (page = 1, jobId = `job_${randomUUID().slice(0, 8)}`, owner: TaskOwner = { accountId: 'acct_contract', plan: 'business' }, underWay = false): PageTask => ({
  kind: 'extract_pages',
  jobId,
  ...owner,
  blobKey: 'a'.repeat(64),
  pages: [page],
  pagesTotal: 10,
  underWay,
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `predicate` holds, polling; fails the test after `timeoutMs`. */
const eventually = async (predicate: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(10);
  }
};

interface Delivery {
  task: WorkTask;
  attempt: number;
  isLastAttempt: boolean;
  at: number;
}

export const describeWorkQueueContract = (name: string, factory: WorkQueueFactory): void => {
  describe(`WorkQueue contract: ${name}`, () => {
    const opened: WorkQueue[] = [];
    const open = async (options: Partial<WorkQueueTestOptions> = {}): Promise<WorkQueue> => {
      const queue = await factory({ maxDeliveries: 3, ackWaitMs: ACK_WAIT_MS, ...options });
      opened.push(queue);
      return queue;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((queue) => queue.close()));
    });

    it('delivers an enqueued task on its first attempt and never again once it is done', async () => {
      const queue = await open();
      const deliveries: Delivery[] = [];
      await queue.consume(async (task, context) => {
        deliveries.push({ task, attempt: context.attempt, isLastAttempt: context.isLastAttempt, at: Date.now() });
        return { kind: 'done' };
      }, { concurrency: 1 });
      const task = pageTask(4);
      await queue.enqueue(task, `${task.jobId}:4`);
      await eventually(() => deliveries.length === 1);
      await sleep(ACK_WAIT_MS + 500);
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({ task, attempt: 1, isLastAttempt: false });
    });

    it('runs a task enqueued twice with the same dedupe id once, and tasks with other ids separately', async () => {
      const queue = await open();
      const task = pageTask(1);
      await queue.enqueue(task, `${task.jobId}:1`);
      await queue.enqueue(task, `${task.jobId}:1`);
      await queue.enqueue({ ...task, pages: [2] }, `${task.jobId}:2`);
      const pages: number[] = [];
      await queue.consume(async (t) => {
        if (t.kind === 'extract_pages') pages.push(t.pages[0]!);
        return { kind: 'done' };
      }, { concurrency: 2 });
      await eventually(() => pages.length >= 2);
      await sleep(500);
      expect(pages.sort()).toEqual([1, 2]);
    });

    it('redelivers a task whose handler asks for a retry, after the delay, as the next attempt', async () => {
      const queue = await open();
      const deliveries: Delivery[] = [];
      await queue.consume(async (task, context) => {
        deliveries.push({ task, attempt: context.attempt, isLastAttempt: context.isLastAttempt, at: Date.now() });
        return context.attempt === 1 ? { kind: 'retry', delayMs: 300 } : { kind: 'done' };
      }, { concurrency: 1 });
      const analysis: WorkTask = { kind: 'analyse_job', jobId: 'job_retry', accountId: 'acct_contract', plan: 'starter' };
      await queue.enqueue(analysis, 'job_retry:analyse');
      await eventually(() => deliveries.length === 2);
      expect(deliveries.map((d) => d.attempt)).toEqual([1, 2]);
      expect(deliveries[1]!.task).toEqual(analysis);
      // The redelivery honours the requested delay (a little slack for timer granularity).
      expect(deliveries[1]!.at - deliveries[0]!.at).toBeGreaterThanOrEqual(250);
    });

    it('treats a handler that throws as a retry', async () => {
      const queue = await open();
      const attempts: number[] = [];
      await queue.consume(async (_task, context) => {
        attempts.push(context.attempt);
        if (context.attempt === 1) throw new Error('transient');
        return { kind: 'done' };
      }, { concurrency: 1 });
      await queue.enqueue(pageTask(), 'throws-once');
      await eventually(() => attempts.length === 2, 15_000);
      expect(attempts).toEqual([1, 2]);
    });

    it('tells the handler which delivery is the last and stops delivering after it', async () => {
      const queue = await open({ maxDeliveries: 3 });
      const deliveries: Delivery[] = [];
      await queue.consume(async (task, context) => {
        deliveries.push({ task, attempt: context.attempt, isLastAttempt: context.isLastAttempt, at: Date.now() });
        return { kind: 'retry', delayMs: 50 };
      }, { concurrency: 1 });
      await queue.enqueue(pageTask(), 'always-retries');
      await eventually(() => deliveries.length === 3);
      await sleep(ACK_WAIT_MS + 500);
      expect(deliveries.map((d) => [d.attempt, d.isLastAttempt])).toEqual([[1, false], [2, false], [3, true]]);
    });

    it('never runs more tasks at once than the concurrency it was given, and runs them all', async () => {
      const queue = await open();
      let running = 0;
      let most = 0;
      const done = new Set<number>();
      await queue.consume(async (task) => {
        running += 1;
        most = Math.max(most, running);
        await sleep(100);
        running -= 1;
        if (task.kind === 'extract_pages') done.add(task.pages[0]!);
        return { kind: 'done' };
      }, { concurrency: 2 });
      const jobId = `job_${randomUUID().slice(0, 8)}`;
      for (let page = 1; page <= 7; page++) await queue.enqueue(pageTask(page, jobId), `${jobId}:${page}`);
      await eventually(() => done.size === 7);
      expect(most).toBe(2);
    });

    it('keeps a long task that sends heartbeats from being redelivered', async () => {
      const queue = await open();
      const attempts: number[] = [];
      await queue.consume(async (_task, context) => {
        attempts.push(context.attempt);
        // Runs for 2.5 ack windows, proving it is alive every 300 ms.
        for (let elapsed = 0; elapsed < ACK_WAIT_MS * 2.5; elapsed += 300) {
          await sleep(300);
          context.heartbeat();
        }
        return { kind: 'done' };
      }, { concurrency: 2 });
      await queue.enqueue(pageTask(), 'long-ocr-page');
      await eventually(() => attempts.length >= 1);
      await sleep(ACK_WAIT_MS * 3);
      expect(attempts).toEqual([1]);
    });

    it('waits for the running task when stopped, then leaves later tasks for the next consumer', async () => {
      const queue = await open();
      const first: number[] = [];
      let finished = false;
      const subscription = await queue.consume(async (task) => {
        if (task.kind === 'extract_pages') first.push(task.pages[0]!);
        await sleep(300);
        finished = true;
        return { kind: 'done' };
      }, { concurrency: 1 });
      const jobId = `job_${randomUUID().slice(0, 8)}`;
      await queue.enqueue(pageTask(1, jobId), `${jobId}:1`);
      await eventually(() => first.length === 1);
      await subscription.stop();
      expect(finished).toBe(true);

      await queue.enqueue(pageTask(2, jobId), `${jobId}:2`);
      await sleep(300);
      expect(first).toEqual([1]);
      const second: Array<[number, number]> = [];
      await queue.consume(async (task: WorkTask, context: WorkContext) => {
        if (task.kind === 'extract_pages') second.push([task.pages[0]!, context.attempt]);
        return { kind: 'done' };
      }, { concurrency: 1 });
      await eventually(() => second.length === 1);
      expect(second).toEqual([[2, 1]]);
    });

    describe('fair between accounts', () => {
      /**
       * One slot, held by a task of a third account while the tasks under test are enqueued, so the
       * order they are served in is the queue's choice, not the order they arrived in. `settleMs` lets
       * a networked queue's workers hear of the new tasks before the slot frees up.
       */
      const servedOrder = async (enqueue: (queue: WorkQueue) => Promise<number>, settleMs = 300): Promise<string[]> => {
        const queue = await open();
        const order: string[] = [];
        let release: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => (release = resolve));
        await queue.consume(async (task) => {
          if (task.accountId === 'acct_gate') await gate;
          else order.push(task.kind === 'extract_pages' ? `${task.accountId}:${task.underWay ? 'under way' : 'new'}:${task.pages[0]}` : `${task.accountId}:analysis`);
          return { kind: 'done' };
        }, { concurrency: 1 });
        const gateTask = pageTask(1, `job_${randomUUID().slice(0, 8)}`, { accountId: 'acct_gate', plan: 'starter' });
        await queue.enqueue(gateTask, `${gateTask.jobId}:gate`);
        await sleep(settleMs);
        const total = await enqueue(queue);
        await sleep(settleMs);
        release();
        await eventually(() => order.length === total);
        return order;
      };
      const enqueuePages = async (queue: WorkQueue, owner: TaskOwner, pages: number, underWay = false): Promise<void> => {
        const jobId = `job_${randomUUID().slice(0, 8)}`;
        for (let page = 1; page <= pages; page++) await queue.enqueue(pageTask(page, jobId, owner, underWay), `${jobId}:${page}`);
      };

      it("serves an account that had nothing queued next, ahead of a busy account's backlog, without stopping its running task", async () => {
        const queue = await open();
        const order: string[] = [];
        let release: () => void = () => undefined;
        const running = new Promise<void>((resolve) => (release = resolve));
        await queue.consume(async (task) => {
          const label = `${task.accountId}:${task.kind === 'extract_pages' ? task.pages[0] : 'analysis'}`;
          order.push(label);
          if (label === 'acct_big:1') await running;
          return { kind: 'done' };
        }, { concurrency: 1 });
        await enqueuePages(queue, { accountId: 'acct_big', plan: 'enterprise' }, 6);
        await eventually(() => order.length === 1);
        await enqueuePages(queue, { accountId: 'acct_small', plan: 'starter' }, 1);
        await sleep(300);
        release();
        await eventually(() => order.length === 7);
        expect(order).toEqual(['acct_big:1', 'acct_small:1', 'acct_big:2', 'acct_big:3', 'acct_big:4', 'acct_big:5', 'acct_big:6']);
      });

      it('gives accounts with work queued turns in proportion to their plans', async () => {
        const order = await servedOrder(async (queue) => {
          // First in, first out would serve all four starter tasks first; equal turns would serve 4 of each.
          await enqueuePages(queue, { accountId: 'acct_starter', plan: 'starter' }, 4);
          await enqueuePages(queue, { accountId: 'acct_business', plan: 'business' }, 8);
          return 12;
        });
        // A business task counts a quarter of a starter one: 8 to 2 while both have work.
        expect(order.slice(0, 10).filter((t) => t.startsWith('acct_starter'))).toHaveLength(2);
      });

      it("serves an account's tasks of jobs under way before the pages of its new jobs, each in the order queued", async () => {
        const owner: TaskOwner = { accountId: 'acct_one', plan: 'professional' };
        const order = await servedOrder(async (queue) => {
          await enqueuePages(queue, owner, 2);
          await enqueuePages(queue, owner, 1, true);
          await queue.enqueue({ kind: 'analyse_job', jobId: 'job_underway', ...owner }, 'job_underway:analyse');
          await enqueuePages(queue, owner, 1);
          return 5;
        });
        expect(order).toEqual(['acct_one:under way:1', 'acct_one:analysis', 'acct_one:new:1', 'acct_one:new:2', 'acct_one:new:1']);
      });
    });
  });
};
