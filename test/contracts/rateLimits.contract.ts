/**
 * The contract every `RateLimitStore` adapter passes (in memory for embedded mode, a NATS key-value
 * bucket for distributed mode). The factory opens a fresh, empty store; `peer()` opens another handle
 * on the same counters, as a second gateway replica would. The in-memory store has no peer (its
 * counters are one process's by design), so the replica test is only defined for stores that have one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimitStore } from '../../src/application/ports.js';

export interface RateLimitHandles {
  store: RateLimitStore;
  /** Another gateway's handle on the same counters; absent when the store is one process's only. */
  peer?: () => Promise<RateLimitStore>;
}

export type RateLimitStoreFactory = () => Promise<RateLimitHandles>;

const MINUTE = 60_000;

export const describeRateLimitStoreContract = (name: string, factory: RateLimitStoreFactory, options: { sharedByReplicas: boolean }): void => {
  describe(`RateLimitStore contract: ${name}`, () => {
    const opened: RateLimitStore[] = [];
    const open = async (): Promise<{ store: RateLimitStore; peer: (() => Promise<RateLimitStore>) | undefined }> => {
      const handles = await factory();
      opened.push(handles.store);
      const peer = handles.peer;
      return {
        store: handles.store,
        peer: peer === undefined ? undefined : async () => {
          const other = await peer();
          opened.push(other);
          return other;
        },
      };
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    it('counts requests per account within one window', async () => {
      const { store } = await open();
      expect(await store.hit('acc_a', MINUTE, MINUTE)).toBe(1);
      expect(await store.hit('acc_a', MINUTE, MINUTE)).toBe(2);
      expect(await store.hit('acc_b', MINUTE, MINUTE)).toBe(1);
    });

    it('counts several requests at once (an operation of several mutations)', async () => {
      const { store } = await open();
      expect(await store.hit('acc_a', MINUTE, MINUTE, 5)).toBe(5);
      expect(await store.hit('acc_a', MINUTE, MINUTE)).toBe(6);
      expect(await store.hit('acc_a', 2 * MINUTE, MINUTE, 3)).toBe(3);
    });

    it('starts a fresh count when a new window opens, and counts a late-clock request in the open one', async () => {
      const { store } = await open();
      await store.hit('acc_a', 0, MINUTE);
      await store.hit('acc_a', 0, MINUTE);
      expect(await store.hit('acc_a', MINUTE, MINUTE)).toBe(1);
      expect(await store.hit('acc_a', 0, MINUTE)).toBe(2);
    });

    it('counts every one of many concurrent hits exactly once', async () => {
      const { store } = await open();
      const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit('acc_burst', MINUTE, MINUTE)));
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });

    it('grants concurrency slots up to the limit and frees one on release', async () => {
      const { store } = await open();
      expect(await store.acquire('acc_a', 2)).toBe(true);
      expect(await store.acquire('acc_a', 2)).toBe(true);
      expect(await store.acquire('acc_a', 2)).toBe(false);
      expect(await store.acquire('acc_b', 2)).toBe(true);
      await store.release('acc_a');
      expect(await store.acquire('acc_a', 2)).toBe(true);
      expect(await store.acquire('acc_a', 2)).toBe(false);
    });

    it('never grants more slots than the limit to concurrent requests', async () => {
      const { store } = await open();
      const granted = await Promise.all(Array.from({ length: 12 }, () => store.acquire('acc_race', 5)));
      expect(granted.filter(Boolean)).toHaveLength(5);
    });

    if (options.sharedByReplicas) it('shares windows and slots between gateway replicas', async () => {
      const { store, peer } = await open();
      if (peer === undefined) throw new Error(`${name}: a store shared by replicas needs a peer() in its factory`);
      const other = await peer();
      const counts = await Promise.all([
        ...Array.from({ length: 10 }, () => store.hit('acc_shared', MINUTE, MINUTE)),
        ...Array.from({ length: 10 }, () => other.hit('acc_shared', MINUTE, MINUTE)),
      ]);
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const granted = await Promise.all([
        ...Array.from({ length: 4 }, () => store.acquire('acc_shared', 3)),
        ...Array.from({ length: 4 }, () => other.acquire('acc_shared', 3)),
      ]);
      expect(granted.filter(Boolean)).toHaveLength(3);
      const holder = granted.slice(0, 4).some(Boolean) ? store : other;
      await holder.release('acc_shared');
      expect(await (holder === store ? other : store).acquire('acc_shared', 3)).toBe(true);
    });
  });
};
