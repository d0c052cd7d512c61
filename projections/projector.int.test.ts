/**
 * The projector over real SQLite stores: two projectors sharing one set of read models (two gateways)
 * take turns on the same jobs, and whichever commits, the rows end as a rebuild from the log makes
 * them. This is what keeps a projector's remembered rows honest: rows it committed are reused only
 * while nobody else moved the checkpoint.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../src/adapters/eventStore/sqlite.js';
import { openSqliteReadStore } from '../src/adapters/readStore/sqlite.js';
import type { EventStore } from '../src/application/ports.js';
import type { ReadStore } from '../src/application/readModels.js';
import { streams } from '../src/domain/ids.js';
import type { BatchAccepted, PagesReserved } from '../src/domain/quota/quota.events.js';
import { buildJobCreated, buildPageExtracted } from '../test/support/factories.js';
import { createProjector, rebuildProjections } from './projector.js';

let dir: string;
let store: EventStore;
const readStores: ReadStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ledgerlens-projector-'));
  store = openSqliteEventStore({ path: join(dir, 'events.sqlite'), pollIntervalMs: 20 });
});
afterEach(async () => {
  for (const readStore of readStores.splice(0)) await readStore.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const openReadStore = (name: string): ReadStore => {
  const readStore = openSqliteReadStore(join(dir, `${name}.sqlite`));
  readStores.push(readStore);
  return readStore;
};

describe('projector', () => {
  it('ends with the rows a rebuild gives when two projectors take turns on the same jobs', async () => {
    const shared = join(dir, 'read.sqlite');
    const a = openSqliteReadStore(shared);
    const b = openSqliteReadStore(shared);
    readStores.push(a, b);
    // The first projector's commits can be held at the door, so the second commits in between.
    let hold: { entered: () => void; release: Promise<void> } | null = null;
    const heldA: ReadStore = Object.assign(Object.create(a) as ReadStore, {
      commit: async (...args: Parameters<ReadStore['commit']>) => {
        const current = hold;
        if (current !== null) {
          hold = null;
          current.entered();
          await current.release;
        }
        return a.commit(...args);
      },
    });
    const following = createProjector({ store, readStore: heldA });
    const other = createProjector({ store, readStore: b });
    await following.start();
    try {
      const jobId = buildJobCreated().data.jobId;
      const stream = streams.job(jobId);
      const { accountId, batchId, filename, company, blobKey } = buildJobCreated().data;
      const batch: BatchAccepted = {
        type: 'BatchAccepted',
        data: { batchId, accountId, client: 'test', acceptedAt: '2026-11-23T10:00:00.000Z', jobs: [{ jobId, filename, company, blobKey, pagesTotal: 6 }] },
      };
      await store.appendToStream(`quota-${accountId}-2026-11`, [batch], { expectedVersion: 'no_stream' });
      const created = await store.appendToStream(stream, [buildJobCreated({ pagesTotal: 6 })], { expectedVersion: 'no_stream' });
      await following.waitFor(created.lastGlobalPosition);
      let version = 0;
      for (let page = 1; page <= 6; page++) {
        // Each page comes with a reservation of 5 pages on the account's month: a quota row adds up,
        // so a projector that kept using its own stale row would count wrong.
        const reserved: PagesReserved = {
          type: 'PagesReserved',
          data: { batchId: `batch_${page}`, accountId, month: '2026-11', pages: 5, pagesLimit: 1000, reservedAt: '2026-11-23T10:00:00.000Z' },
        };
        // Every other page, the second projector commits first, behind the first one's back.
        let release = (): void => undefined;
        const entered = new Promise<void>((resolve) => {
          if (page % 2 === 0) hold = { entered: resolve, release: new Promise<void>((r) => (release = r)) };
        });
        await store.appendToStream(`quota-${accountId}-2026-11`, [reserved], { expectedVersion: page - 1 });
        const appended = await store.appendToStream(stream, [buildPageExtracted({ page, pagesDone: page, pagesTotal: 6 })], { expectedVersion: version++ });
        if (page % 2 === 0) {
          await entered;
          await other.catchUp();
          release();
        }
        await following.waitFor(appended.lastGlobalPosition);
      }
      expect((await a.getJob(jobId))?.pagesDone).toBe(6);
      expect((await a.getQuota(accountId, '2026-11'))?.pagesUsed).toBe(30);
      const rebuilt = openReadStore('rebuilt');
      await rebuildProjections({ store, readStore: rebuilt });
      expect(await a.snapshot()).toEqual(await rebuilt.snapshot());
    } finally {
      await following.stop();
    }
  });
});
