import { describe, expect, it } from 'vitest';
import { InMemoryRateLimitStore } from './inMemory.js';

describe('InMemoryRateLimitStore', () => {
  it('counts requests per account within one window', async () => {
    const store = new InMemoryRateLimitStore();
    expect(await store.hit('a', 60_000, 60_000)).toBe(1);
    expect(await store.hit('a', 60_000, 60_000)).toBe(2);
    expect(await store.hit('b', 60_000, 60_000)).toBe(1);
  });

  it('starts a fresh count when a new window opens', async () => {
    const store = new InMemoryRateLimitStore();
    await store.hit('a', 0, 60_000);
    await store.hit('a', 0, 60_000);
    expect(await store.hit('a', 60_000, 60_000)).toBe(1);
  });

  it('counts a late-clock request in the window already open', async () => {
    const store = new InMemoryRateLimitStore();
    await store.hit('a', 60_000, 60_000);
    expect(await store.hit('a', 0, 60_000)).toBe(2);
  });

  it('grants concurrency slots up to the limit and frees them on release', async () => {
    const store = new InMemoryRateLimitStore();
    expect(await store.acquire('a', 2)).toBe(true);
    expect(await store.acquire('a', 2)).toBe(true);
    expect(await store.acquire('a', 2)).toBe(false);
    expect(await store.acquire('b', 2)).toBe(true);
    await store.release('a');
    expect(await store.acquire('a', 2)).toBe(true);
  });
});
