/**
 * Blob retention over a real SQLite log and read models and blob files: what a sweep deletes, what it
 * keeps for other jobs of the same file, and that the job's row and result stay.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFileBlobStore } from '../adapters/blobStore/file.js';
import { openSqliteEventStore } from '../adapters/eventStore/sqlite.js';
import { openSqliteReadStore } from '../adapters/readStore/sqlite.js';
import { streams } from '../domain/ids.js';
import type { BatchAccepted } from '../domain/quota/quota.events.js';
import { buildJobAnalyzed, buildJobCreated, buildPageExtracted } from '../../test/support/factories.js';
import { createProjector, type Projector } from '../../projections/projector.js';
import { createBlobRetention } from './blobRetention.js';
import type { BlobStore, EventStore } from './ports.js';
import type { ReadStore } from './readModels.js';

const RETENTION_MS = 60_000;
const utf8 = new TextEncoder();

let dir: string;
let store: EventStore;
let readStore: ReadStore;
let blobs: BlobStore;
let projector: Projector;
/** The sweep's clock: the real time plus `ahead` ms, so a test can move past the retention. */
let ahead = 0;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ledgerlens-retention-'));
  store = openSqliteEventStore({ path: join(dir, 'events.sqlite'), pollIntervalMs: 20 });
  readStore = openSqliteReadStore(join(dir, 'read.sqlite'));
  blobs = openFileBlobStore(join(dir, 'blobs'));
  projector = createProjector({ store, readStore });
  ahead = 0;
});
afterEach(async () => {
  await readStore.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const sweep = async (overrides: Partial<Parameters<typeof createBlobRetention>[0]> = {}): Promise<void> =>
  createBlobRetention(
    { store, readStore, blobs, clock: { now: () => new Date(Date.now() + ahead) }, logger: pino({ level: 'silent' }), ...overrides },
    { retentionMs: RETENTION_MS },
  ).sweep();

interface StoredJob {
  jobId: string;
  pdf: string;
  layouts: string[];
}

/** A job of `pdf` accepted, created and given its pages' layouts (stored as blobs), as the workers leave it. */
const startJob = async (jobId: string, pdf: Uint8Array, layouts: string[]): Promise<StoredJob> =>
  recordJob(jobId, await blobs.put(pdf), await Promise.all(layouts.map((layout) => blobs.put(utf8.encode(layout)))));

/** The events and read-model rows of a job whose blobs are `blobKey` and `layoutKeys`; writes no blob. */
const recordJob = async (jobId: string, blobKey: string, layoutKeys: string[]): Promise<StoredJob> => {
  const layouts = layoutKeys;
  const { accountId, filename, company } = buildJobCreated().data;
  const batch: BatchAccepted = {
    type: 'BatchAccepted',
    data: { batchId: `batch_${jobId}`, accountId, client: 'test', acceptedAt: new Date().toISOString(), jobs: [{ jobId, filename, company, blobKey, pagesTotal: layouts.length }] },
  };
  await store.appendToStream(`quota-${accountId}-2026-11`, [batch], { expectedVersion: 'any' });
  await store.appendToStream(
    streams.job(jobId),
    [
      buildJobCreated({ jobId, blobKey, pagesTotal: layouts.length, batchId: `batch_${jobId}` }),
      ...layoutKeys.map((layoutKey, i) => buildPageExtracted({ jobId, page: i + 1, layoutKey, pagesDone: i + 1, pagesTotal: layouts.length })),
    ],
    { expectedVersion: 'no_stream' },
  );
  await projector.catchUp();
  return { jobId, pdf: blobKey, layouts: layoutKeys };
};

const finish = async (job: StoredJob): Promise<void> => {
  const { currentVersion } = await store.readStream(streams.job(job.jobId));
  await store.appendToStream(streams.job(job.jobId), [buildJobAnalyzed({ jobId: job.jobId })], { expectedVersion: currentVersion });
  await projector.catchUp();
};

const held = async (keys: string[]): Promise<boolean[]> => Promise.all(keys.map((key) => blobs.has(key)));

describe('blob retention', () => {
  it('deletes the PDF and page layouts of a job once it has been finished for the retention, and keeps its row and result', async () => {
    const job = await startJob('job_20261123_100000_retained', utf8.encode('%PDF-1.7 one'), ['page one', 'page two']);
    await finish(job);
    const row = await readStore.getJob(job.jobId);

    await sweep();
    expect(await held([job.pdf, ...job.layouts])).toEqual([true, true, true]);

    ahead = RETENTION_MS + 1_000;
    await sweep();
    expect(await held([job.pdf, ...job.layouts])).toEqual([false, false, false]);
    expect(await readStore.getJob(job.jobId)).toEqual(row);
    expect(row).toMatchObject({ status: 'auto_analyzed', data: buildJobAnalyzed().data.data });
  });

  it('never touches the blobs of a job still processing', async () => {
    const job = await startJob('job_20261123_100000_inflight', utf8.encode('%PDF-1.7 busy'), ['page one']);
    ahead = RETENTION_MS * 10;
    await sweep();
    expect(await held([job.pdf, ...job.layouts])).toEqual([true, true]);
  });

  it('keeps what another job of the same file still needs, and deletes it once that job is past the retention too', async () => {
    const pdf = utf8.encode('%PDF-1.7 uploaded twice');
    const first = await startJob('job_20261123_100000_firstone', pdf, ['shared page', 'first only']);
    await finish(first);
    const second = await startJob('job_20261123_100000_secondon', pdf, ['shared page']);
    ahead = RETENTION_MS + 1_000;

    await sweep();
    // The second job is processing: its PDF and its layout stay; the layout only the first recorded goes.
    expect(await held([first.pdf, first.layouts[0]!, first.layouts[1]!])).toEqual([true, true, false]);

    await finish(second);
    ahead = 0;
    await sweep();
    expect(await held([first.pdf, first.layouts[0]!])).toEqual([true, true]);
    ahead = RETENTION_MS + 1_000;
    await sweep();
    expect(await held([first.pdf, first.layouts[0]!])).toEqual([false, false]);
  });

  it('goes through the log in order and stops at the first job not yet due, resuming there', async () => {
    const older = await startJob('job_20261123_100000_olderjob', utf8.encode('%PDF-1.7 older'), ['older page']);
    await finish(older);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const newer = await startJob('job_20261123_100000_newerjob', utf8.encode('%PDF-1.7 newer'), ['newer page']);
    await finish(newer);
    // Due: the job finished 300 ms before the other; not due: the one finished a moment ago.
    ahead = RETENTION_MS - 150;
    await sweep();
    expect(await held([older.pdf, newer.pdf])).toEqual([false, true]);
    ahead = RETENTION_MS + 1_000;
    await sweep();
    expect(await held([newer.pdf])).toEqual([false]);
  });

  it('puts the PDF back when an upload of the same bytes is committed while it is being deleted', async () => {
    const pdf = utf8.encode('%PDF-1.7 raced');
    const old = await startJob('job_20261123_100000_oldupload', pdf, ['page']);
    await finish(old);
    ahead = RETENTION_MS + 1_000;
    // The upload found the PDF stored (no write), and its batch commits while retention deletes it.
    const racing: BlobStore = {
      ...blobs,
      delete: async (key) => {
        await blobs.delete(key);
        if (key === old.pdf) await recordJob('job_20261123_100000_newupload', old.pdf, []);
      },
    };
    await sweep({ blobs: racing });
    expect(Buffer.from(await blobs.get(old.pdf)).equals(Buffer.from(pdf))).toBe(true);
  });
});
