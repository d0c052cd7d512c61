import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../adapters/eventStore/sqlite.js';
import { AppError } from '../domain/errors.js';
import { decide, evolve, initialState, type ReserveBatch } from '../domain/quota/quota.decider.js';
import { handleCommand, loadState } from './handleCommand.js';
import type { EventStore } from './ports.js';

describe('handleCommand', () => {
  let dir: string;
  let store: EventStore;
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('re-reads and re-decides on a version clash, so concurrent batches never pass the quota together', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerlens-hc-'));
    store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    // Two store instances on one file, as two processes would be: their appends really race.
    const other = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    const reserve = (i: number): ReserveBatch => ({
      type: 'ReserveBatch',
      data: { batchId: `b${i}`, accountId: 'acct_a', month: '2026-11', client: 'c', pagesLimit: 50, jobs: [{ jobId: `j${i}`, filename: 'f.pdf', company: 'C', blobKey: 'k', pagesTotal: 10 }] },
      metadata: { now: '2026-11-22T00:00:00.000Z' },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => handleCommand(i % 2 ? store : other, 'quota-acct_a-2026-11', decide, evolve, initialState, reserve(i))),
    );
    await other.close();
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('limit_exceeded');
    const { events } = await store.readStream('quota-acct_a-2026-11');
    expect(events.filter((e) => e.type === 'PagesReserved')).toHaveLength(5);
  });

  it('lets commands on one stream take turns within a process, so a burst loses no round to itself', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerlens-hc-'));
    const inner = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    let clashes = 0;
    // The store as the process sees it, counting the version clashes its appends meet.
    store = {
      ...inner,
      readStream: (name) => inner.readStream(name),
      appendToStream: async (name, events, options) => {
        try {
          return await inner.appendToStream(name, events, options);
        } catch (error) {
          clashes++;
          throw error;
        }
      },
      close: () => inner.close(),
    };
    const reserve = (i: number): ReserveBatch => ({
      type: 'ReserveBatch',
      data: { batchId: `b${i}`, accountId: 'acct_a', month: '2026-11', client: 'c', pagesLimit: 500, jobs: [{ jobId: `j${i}`, filename: 'f.pdf', company: 'C', blobKey: 'k', pagesTotal: 1 }] },
      metadata: { now: '2026-11-22T00:00:00.000Z' },
    });
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => handleCommand(store, 'quota-acct_a-2026-11', decide, evolve, initialState, reserve(i))));
    expect(results.every((r) => r.events.some((e) => e.type === 'PagesReserved'))).toBe(true);
    expect(clashes).toBe(0);
  });

  it('decides on a state the caller already read, and on a clash reads again instead of trusting it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledgerlens-hc-'));
    store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
    const reserve = (i: number, pages: number): ReserveBatch => ({
      type: 'ReserveBatch',
      data: { batchId: `b${i}`, accountId: 'acct_a', month: '2026-11', client: 'c', pagesLimit: 50, jobs: [{ jobId: `j${i}`, filename: 'f.pdf', company: 'C', blobKey: 'k', pagesTotal: pages }] },
      metadata: { now: '2026-11-22T00:00:00.000Z' },
    });
    const stream = 'quota-acct_a-2026-11';
    const known = await loadState(store, stream, evolve, initialState);
    const first = await handleCommand(store, stream, decide, evolve, initialState, reserve(1, 30), known);
    expect(first.events.map((e) => e.type)).toContain('PagesReserved');
    // `known` is stale now (it has no pages used): the append clashes, the command reads the 30 pages
    // used and the quota refuses another 30.
    await expect(handleCommand(store, stream, decide, evolve, initialState, reserve(2, 30), known)).rejects.toMatchObject({ code: 'limit_exceeded' });
    const { events } = await store.readStream(stream);
    expect(events.filter((e) => e.type === 'PagesReserved')).toHaveLength(1);
  });
});
