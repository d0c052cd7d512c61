/**
 * The contract every `LiveUpdates` adapter passes (in process for embedded mode, NATS subjects for
 * distributed mode). The factory opens a fresh bus; `ready()` resolves once subscriptions made so far
 * are in force (immediately in process; after a round trip to the NATS server).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { JobUpdate, LiveUpdates } from '../../src/application/ports.js';

export interface LiveUpdatesHandles {
  bus: LiveUpdates;
  ready: () => Promise<void>;
}

export type LiveUpdatesFactory = () => Promise<LiveUpdatesHandles>;

const update = (overrides: Partial<JobUpdate> = {}): JobUpdate => ({
  accountId: 'acc_1', jobId: 'job_20261122_141503_aaaaaaaa', status: 'processing', pagesDone: 0, pagesTotal: 3, at: '2026-11-22T14:15:03.000Z', ...overrides,
});

const eventually = async (predicate: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Lets anything already sent arrive: proves an absence without a fixed sleep. */
const settle = async (handles: LiveUpdatesHandles): Promise<void> => {
  const marker = update({ accountId: 'acc_marker', jobId: `marker_${Math.random()}` });
  let seen = false;
  const subscription = handles.bus.subscribe('acc_marker', (u) => (seen ||= u.jobId === marker.jobId));
  await handles.ready();
  await handles.bus.publish(marker);
  await eventually(() => seen);
  await subscription.stop();
};

export const describeLiveUpdatesContract = (name: string, factory: LiveUpdatesFactory): void => {
  describe(`LiveUpdates contract: ${name}`, () => {
    const opened: LiveUpdates[] = [];
    const open = async (): Promise<LiveUpdatesHandles> => {
      const handles = await factory();
      opened.push(handles.bus);
      return handles;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });

    it('delivers an account\'s updates in order to every subscriber of that account, and to no other account', async () => {
      const handles = await open();
      const first: JobUpdate[] = [];
      const second: JobUpdate[] = [];
      const other: JobUpdate[] = [];
      handles.bus.subscribe('acc_1', (u) => first.push(u));
      handles.bus.subscribe('acc_1', (u) => second.push(u));
      handles.bus.subscribe('acc_2', (u) => other.push(u));
      await handles.ready();
      const updates = [update({ pagesDone: 1 }), update({ pagesDone: 2 }), update({ pagesDone: 3, status: 'auto_analyzed' })];
      for (const u of updates) await handles.bus.publish(u);
      await eventually(() => first.length === 3 && second.length === 3);
      await settle(handles);
      expect(first).toEqual(updates);
      expect(second).toEqual(updates);
      expect(other).toEqual([]);
    });

    it('keeps account ids that look like subject wildcards apart', async () => {
      const handles = await open();
      const star: JobUpdate[] = [];
      const dotted: JobUpdate[] = [];
      handles.bus.subscribe('*', (u) => star.push(u));
      handles.bus.subscribe('acc.1', (u) => dotted.push(u));
      await handles.ready();
      await handles.bus.publish(update({ accountId: 'acc.1' }));
      await handles.bus.publish(update({ accountId: 'acc 2' }));
      await eventually(() => dotted.length === 1);
      await settle(handles);
      expect(star).toEqual([]);
      expect(dotted.map((u) => u.accountId)).toEqual(['acc.1']);
    });

    it('delivers nothing to a subscription once stopped, and keeps the others going', async () => {
      const handles = await open();
      const stopped: JobUpdate[] = [];
      const kept: JobUpdate[] = [];
      const subscription = handles.bus.subscribe('acc_1', (u) => stopped.push(u));
      handles.bus.subscribe('acc_1', (u) => kept.push(u));
      await handles.ready();
      await subscription.stop();
      await handles.bus.publish(update());
      await eventually(() => kept.length === 1);
      await settle(handles);
      expect(stopped).toEqual([]);
    });

    it('keeps delivering to other subscribers when one listener throws', async () => {
      const handles = await open();
      const seen: JobUpdate[] = [];
      handles.bus.subscribe('acc_1', () => {
        throw new Error('listener bug');
      });
      handles.bus.subscribe('acc_1', (u) => seen.push(u));
      await handles.ready();
      await handles.bus.publish(update({ pagesDone: 1 }));
      await handles.bus.publish(update({ pagesDone: 2 }));
      await eventually(() => seen.length === 2);
    });
  });
};
