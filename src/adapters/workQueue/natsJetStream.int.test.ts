/**
 * The work-queue contract against the machine's NATS JetStream, one stream per queue the suite opens
 * (unique names, deleted afterwards), plus what only a networked queue must prove: two workers share
 * one queue, and a task held by a worker that dies is redelivered to another.
 */
import { randomBytes } from 'node:crypto';
import { AckPolicy, DeliverPolicy, JSONCodec, RetentionPolicy, StorageType, connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeWorkQueueContract } from '../../../test/contracts/workQueue.contract.js';
import type { PageTask, WorkTask } from '../../application/ports.js';
import { createNatsWorkQueue } from './natsJetStream.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const run = `ll_test_${randomBytes(5).toString('hex')}`;
const streams: string[] = [];
let admin: NatsConnection;
let counter = 0;

/** A fresh stream and subject space for one queue. */
const names = (): { stream: string; subjectPrefix: string } => {
  counter += 1;
  const stream = `${run}_${counter}`.toUpperCase();
  streams.push(stream);
  return { stream, subjectPrefix: `${run}.${counter}.work` };
};

beforeAll(async () => {
  admin = await connect({ servers: NATS_URL });
});

afterAll(async () => {
  const jsm = await admin.jetstreamManager();
  for (const stream of streams) await jsm.streams.delete(stream).catch(() => false);
  await admin.drain();
});

describeWorkQueueContract('nats jetstream', (options) => createNatsWorkQueue({ url: NATS_URL, ...names(), ...options, retryDelayMs: 200 }));

const task = (page: number): PageTask => ({
  kind: 'extract_pages', jobId: 'job_shared', accountId: 'acct_shared', plan: 'business', blobKey: 'b'.repeat(64), pages: [page], pagesTotal: 20, underWay: false,
});
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('NATS JetStream work queue', () => {
  it('shares the tasks of one queue between two workers, each task handled once', async () => {
    const where = names();
    const a = await createNatsWorkQueue({ url: NATS_URL, ...where, name: 'worker-a' });
    const b = await createNatsWorkQueue({ url: NATS_URL, ...where, name: 'worker-b' });
    try {
      const handledBy = new Map<number, string[]>();
      const handler = (worker: string) => async (t: PageTask | { kind: 'analyse_job' }) => {
        if (t.kind === 'extract_pages') handledBy.set(t.pages[0]!, [...(handledBy.get(t.pages[0]!) ?? []), worker]);
        await sleep(20);
        return { kind: 'done' } as const;
      };
      await a.consume(handler('a'), { concurrency: 2 });
      await b.consume(handler('b'), { concurrency: 2 });
      for (let page = 1; page <= 20; page++) await a.enqueue(task(page), `job_shared:${page}`);
      const deadline = Date.now() + 10_000;
      while (handledBy.size < 20 && Date.now() < deadline) await sleep(20);
      await sleep(300);
      expect([...handledBy.values()].every((workers) => workers.length === 1)).toBe(true);
      expect(handledBy.size).toBe(20);
      const workers = new Set([...handledBy.values()].flat());
      expect(workers).toEqual(new Set(['a', 'b']));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('redelivers a task held by a worker whose connection died to another worker, as attempt 2', async () => {
    const where = names();
    const crashing = await createNatsWorkQueue({ url: NATS_URL, ...where, ackWaitMs: 1_000, name: 'crashing' });
    const survivor = await createNatsWorkQueue({ url: NATS_URL, ...where, ackWaitMs: 1_000, name: 'survivor' });
    try {
      let taken = false;
      await crashing.consume(async () => {
        taken = true;
        return new Promise(() => undefined); // hangs, as a worker killed mid-page would
      }, { concurrency: 1 });
      await crashing.enqueue(task(1), 'job_shared:crash');
      while (!taken) await sleep(10);
      // Simulate SIGKILL: the connection goes away without ack or nak.
      await (crashing as unknown as { nc: NatsConnection }).nc.close();
      const attempts: number[] = [];
      await survivor.consume(async (_t, context) => {
        attempts.push(context.attempt);
        return { kind: 'done' };
      }, { concurrency: 1 });
      const deadline = Date.now() + 10_000;
      while (attempts.length === 0 && Date.now() < deadline) await sleep(20);
      expect(attempts).toEqual([2]);
    } finally {
      await survivor.close();
    }
  });

  it('leaves tasks a busy worker cannot start on the server, for a worker that joins later', async () => {
    const where = names();
    const busy = await createNatsWorkQueue({ url: NATS_URL, ...where, name: 'busy' });
    const late = await createNatsWorkQueue({ url: NATS_URL, ...where, name: 'late' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      const busyPages: number[] = [];
      await busy.consume(async (t) => {
        if (t.kind === 'extract_pages') busyPages.push(t.pages[0]!);
        await held;
        return { kind: 'done' };
      }, { concurrency: 1 });
      for (let page = 1; page <= 5; page++) await busy.enqueue(task(page), `job_shared:busy:${page}`);
      while (busyPages.length === 0) await sleep(10);
      await sleep(300);
      const latePages: number[] = [];
      await late.consume(async (t) => {
        if (t.kind === 'extract_pages') latePages.push(t.pages[0]!);
        return { kind: 'done' };
      }, { concurrency: 2 });
      const deadline = Date.now() + 10_000;
      while (latePages.length < 4 && Date.now() < deadline) await sleep(20);
      expect(busyPages).toHaveLength(1);
      expect([...busyPages, ...latePages].sort()).toEqual([1, 2, 3, 4, 5]);
    } finally {
      release();
      await Promise.all([busy.close(), late.close()]);
    }
  });

  it('is fair across workers: a small account waits for no more than the tasks already running', async () => {
    const where = names();
    const workers = await Promise.all(['w1', 'w2'].map((name) => createNatsWorkQueue({ url: NATS_URL, ...where, name })));
    let release: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (release = resolve));
    try {
      const order: string[] = [];
      for (const worker of workers) {
        await worker.consume(async (t) => {
          order.push(`${t.accountId}:${t.kind === 'extract_pages' ? t.pages[0] : 'analysis'}`);
          if (t.accountId === 'acct_big' && order.length <= 2) await running;
          return { kind: 'done' };
        }, { concurrency: 1 });
      }
      for (let page = 1; page <= 10; page++) await workers[0]!.enqueue({ ...task(page), accountId: 'acct_big' }, `big:${page}`);
      const deadline = Date.now() + 10_000;
      while (order.length < 2 && Date.now() < deadline) await sleep(10);
      await workers[1]!.enqueue({ ...task(1), accountId: 'acct_small', plan: 'starter' }, 'small:1');
      await sleep(300);
      release();
      while (order.length < 11 && Date.now() < deadline) await sleep(10);
      expect(order.indexOf('acct_small:1')).toBe(2);
      expect(order).toHaveLength(11);
    } finally {
      release();
      await Promise.all(workers.map((w) => w.close()));
    }
  });

  it('serves the tasks an older version queued for its single consumer, after removing that consumer', async () => {
    const where = names();
    const jsm = await admin.jetstreamManager();
    await jsm.streams.add({ name: where.stream, subjects: [`${where.subjectPrefix}.>`], retention: RetentionPolicy.Workqueue, storage: StorageType.File });
    await jsm.consumers.add(where.stream, { durable_name: 'workers', ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All });
    // What the version before lanes published: no account, no plan, on `<prefix>.<kind>`.
    const old = { kind: 'extract_pages', jobId: 'job_old', blobKey: 'c'.repeat(64), pages: [3], pagesTotal: 3 };
    await admin.jetstream().publish(`${where.subjectPrefix}.extract_pages`, JSONCodec().encode(old), { msgID: 'job_old:3' });

    const queue = await createNatsWorkQueue({ url: NATS_URL, ...where });
    try {
      expect((await jsm.consumers.list(where.stream).next()).map((c) => c.name)).not.toContain('workers');
      const handled: WorkTask[] = [];
      await queue.consume(async (t) => {
        handled.push(t);
        return { kind: 'done' };
      }, { concurrency: 1 });
      const deadline = Date.now() + 10_000;
      while (handled.length === 0 && Date.now() < deadline) await sleep(20);
      expect(handled).toEqual([{ ...old, accountId: '', plan: 'starter', underWay: false }]);
    } finally {
      await queue.close();
    }
  });
});
