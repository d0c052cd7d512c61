/**
 * The one contract every `EventStore` adapter passes (Emmett's `emmett-tests` way). Each adapter's
 * integration test calls `describeEventStoreContract(name, factory)`. The suite works on a store that
 * other tests share: every test writes to streams with fresh random names and reads the global log only
 * after a position it appended itself.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConcurrencyError, type EventMessage, type EventStore, type StoredEvent } from '../../src/application/ports.js';

/** Opens a store for one test; the suite closes it after the test. */
export type EventStoreFactory = () => Promise<EventStore>;

const uniqueStream = (prefix = 'contract'): string => `${prefix}-${randomUUID()}`;
const event = (n: number, extra: Record<string, unknown> = {}): EventMessage => ({ type: 'Numbered', data: { n, ...extra }, metadata: { source: 'contract' } });

/** Resolves once `predicate` holds, polling; fails the test after `timeoutMs`. */
const eventually = async (predicate: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

export const describeEventStoreContract = (name: string, factory: EventStoreFactory): void => {
  describe(`EventStore contract: ${name}`, () => {
    const opened: EventStore[] = [];
    const open = async (): Promise<EventStore> => {
      const store = await factory();
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it('reads an unknown stream as empty, with no version', async () => {
      const store = await open();
      expect(await store.readStream(uniqueStream())).toEqual({ currentVersion: 'no_stream', events: [] });
    });

    it('appends events and reads them back in order with their stream positions and JSON data intact', async () => {
      const store = await open();
      const stream = uniqueStream();
      const data = { n: 1, text: 'Zürich café — 東京', cents: 123456, nested: { list: [1, null, 'x'] }, flag: true };
      const first = await store.appendToStream(stream, [{ type: 'First', data, metadata: { now: '2026-11-22T14:15:03.000Z' } }], { expectedVersion: 'no_stream' });
      expect(first.nextExpectedVersion).toBe(0);
      const second = await store.appendToStream(stream, [event(2), event(3)], { expectedVersion: 0 });
      expect(second.nextExpectedVersion).toBe(2);
      expect(second.lastGlobalPosition).toBeGreaterThan(first.lastGlobalPosition);

      const read = await store.readStream(stream);
      expect(read.currentVersion).toBe(2);
      expect(read.events.map((e) => [e.streamPosition, e.type])).toEqual([[0, 'First'], [1, 'Numbered'], [2, 'Numbered']]);
      expect(read.events[0]!.data).toEqual(data);
      expect(read.events[0]!.metadata).toMatchObject({ now: '2026-11-22T14:15:03.000Z' });
      expect(read.events.every((e) => e.streamName === stream && !Number.isNaN(Date.parse(e.recordedAt)))).toBe(true);
      expect(read.events[2]!.globalPosition).toBe(second.lastGlobalPosition);
    });

    it('refuses an append whose expected version is not the stream version', async () => {
      const store = await open();
      const stream = uniqueStream();
      await expect(store.appendToStream(stream, [event(1)], { expectedVersion: 0 })).rejects.toMatchObject({ name: 'ConcurrencyError', actual: 'no_stream' });
      await store.appendToStream(stream, [event(1)], { expectedVersion: 'no_stream' });
      await expect(store.appendToStream(stream, [event(2)], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(store.appendToStream(stream, [event(2)], { expectedVersion: 5 })).rejects.toMatchObject({ expected: 5, actual: 0 });
      expect((await store.readStream(stream)).events).toHaveLength(1);
    });

    it('appends with expected version any whatever the stream holds', async () => {
      const store = await open();
      const stream = uniqueStream();
      await store.appendToStream(stream, [event(1)], { expectedVersion: 'any' });
      const result = await store.appendToStream(stream, [event(2)], { expectedVersion: 'any' });
      expect(result.nextExpectedVersion).toBe(1);
    });

    it('lets exactly one of many concurrent appends at the same version win', async () => {
      const store = await open();
      const stream = uniqueStream();
      await store.appendToStream(stream, [event(0)], { expectedVersion: 'no_stream' });
      const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.appendToStream(stream, [event(i + 1)], { expectedVersion: 0 })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream(stream)).events).toHaveLength(2);
    });

    it('orders every stream in one global log, read after a position with a limit', async () => {
      const store = await open();
      const a = uniqueStream();
      const b = uniqueStream();
      const start = await store.appendToStream(a, [event(1)], { expectedVersion: 'no_stream' });
      await store.appendToStream(b, [event(2)], { expectedVersion: 'no_stream' });
      await store.appendToStream(a, [event(3), event(4)], { expectedVersion: 0 });
      const ours = async (limit: number): Promise<StoredEvent[]> =>
        (await store.readAll({ after: start.lastGlobalPosition - 1, limit })).filter((e) => e.streamName === a || e.streamName === b);
      const all = await ours(1000);
      expect(all.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
      for (let i = 1; i < all.length; i++) expect(all[i]!.globalPosition).toBeGreaterThan(all[i - 1]!.globalPosition);
      const firstTwo = await store.readAll({ after: start.lastGlobalPosition - 1, limit: 2 });
      expect(firstTwo).toHaveLength(2);
      expect(firstTwo[0]!.globalPosition).toBe(start.lastGlobalPosition);
    });

    it('catches up from a position, then delivers new events in global order without skipping', async () => {
      const store = await open();
      const a = uniqueStream();
      const b = uniqueStream();
      const start = await store.appendToStream(a, [event(1), event(2)], { expectedVersion: 'no_stream' });
      const seen: StoredEvent[] = [];
      const subscription = store.subscribe({ after: start.lastGlobalPosition - 2 }, async (events) => {
        expect(events.length).toBeGreaterThan(0);
        for (const e of events) if (e.streamName === a || e.streamName === b) seen.push(e);
      });
      await Promise.all([
        (async () => {
          for (let i = 3; i <= 12; i++) await store.appendToStream(a, [event(i)], { expectedVersion: 'any' });
        })(),
        (async () => {
          for (let i = 100; i < 110; i++) await store.appendToStream(b, [event(i)], { expectedVersion: 'any' });
        })(),
      ]);
      await eventually(() => seen.length === 22);
      await subscription.stop();
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.globalPosition).toBeGreaterThan(seen[i - 1]!.globalPosition);
      expect(seen.filter((e) => e.streamName === a).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    });

    it('redelivers a batch whose handler threw, and moves on only after it succeeds', async () => {
      const store = await open();
      const stream = uniqueStream();
      const start = await store.appendToStream(stream, [event(1), event(2)], { expectedVersion: 'no_stream' });
      const attempts: number[][] = [];
      let failuresLeft = 2;
      let deliveredTwo = false;
      const subscription = store.subscribe({ after: start.lastGlobalPosition - 2 }, async (events) => {
        const ours = events.filter((e) => e.streamName === stream).map((e) => (e.data as { n: number }).n);
        if (ours.length === 0) return;
        attempts.push(ours);
        if (ours.includes(1) && failuresLeft-- > 0) throw new Error('transient');
        if (ours.includes(2)) deliveredTwo = true;
      });
      await eventually(() => deliveredTwo);
      await subscription.stop();
      // However the store cuts batches ([1, 2] together, or [1] then [2]), the batch starting with
      // event 1 is handed over again until a call succeeds, and nothing after it comes before that.
      expect(attempts.slice(0, 3).map((batch) => batch[0])).toEqual([1, 1, 1]);
      expect(attempts.flat().filter((n) => n === 1)).toHaveLength(3);
      expect(attempts.flat()).toContain(2);
    });

    it('delivers only the event types asked for, in global order, and skips the rest', async () => {
      const store = await open();
      const stream = uniqueStream();
      const start = await store.appendToStream(stream, [{ type: 'Wanted', data: { n: 1 } }, event(2), { type: 'Wanted', data: { n: 3 } }], { expectedVersion: 'no_stream' });
      const seen: StoredEvent[] = [];
      const subscription = store.subscribe({ after: start.lastGlobalPosition - 3, types: ['Wanted'] }, async (events) => {
        for (const e of events) if (e.streamName === stream) seen.push(e);
      });
      await store.appendToStream(stream, [event(4), { type: 'Wanted', data: { n: 5 } }], { expectedVersion: 2 });
      await eventually(() => seen.length === 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await subscription.stop();
      expect(seen.map((e) => [e.type, (e.data as { n: number }).n])).toEqual([['Wanted', 1], ['Wanted', 3], ['Wanted', 5]]);
    });

    it('delivers nothing more once stopped', async () => {
      const store = await open();
      const stream = uniqueStream();
      const start = await store.appendToStream(stream, [event(1)], { expectedVersion: 'no_stream' });
      const seen: number[] = [];
      const subscription = store.subscribe({ after: start.lastGlobalPosition - 1 }, async (events) => {
        for (const e of events) if (e.streamName === stream) seen.push((e.data as { n: number }).n);
      });
      await eventually(() => seen.length === 1);
      await subscription.stop();
      await store.appendToStream(stream, [event(2)], { expectedVersion: 0 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen).toEqual([1]);
    });
  });
};
