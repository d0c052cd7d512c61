/**
 * The job worker over a real SQLite log and blob files, with the extraction pool replaced by a
 * scripted one (the pool itself is tested in src/workers): what it appends for each way a task can go.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFileBlobStore } from '../adapters/blobStore/file.js';
import { openSqliteEventStore } from '../adapters/eventStore/sqlite.js';
import { streams } from '../domain/ids.js';
import { buildJobCreated, buildStatementData } from '../../test/support/factories.js';
import { createJobWorker, enqueueRemainingWork, runJobCommand, type JobDeps } from './jobWork.js';
import { ExtractionLimitError, type EventStore, type Extractor, type PageTask, type WorkContext, type WorkQueue, type WorkTask } from './ports.js';

let dir: string;
let store: EventStore;
let enqueued: WorkTask[];
let deps: JobDeps;
let readPages: Extractor['readPages'];

const context = (attempt: number): WorkContext => ({ attempt, isLastAttempt: false, heartbeat: () => undefined });
const typesOf = async (jobId: string) => (await store.readStream(streams.job(jobId))).events.map((e) => e.type);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ledgerlens-jobwork-'));
  store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  enqueued = [];
  readPages = async (_pdf, pages) => pages.map((page) => JSON.stringify({ page, width: 612, height: 792, ocr: false, lines: [], warnings: [] }));
  const queue: WorkQueue = {
    enqueue: async (task) => void enqueued.push(task),
    consume: () => Promise.reject(new Error('not used')),
    close: async () => undefined,
  };
  const extractor: Extractor = {
    checkPdf: async () => ({ ok: true, pageCount: 2 }),
    decryptPdf: async (bytes) => ({ ok: true, bytes, decrypted: false }),
    readPages: (pdf, pages) => readPages(pdf, pages),
    assemble: async () => ({ status: 'auto_analyzed', data: buildStatementData() }),
    renderPage: () => Promise.reject(new Error('not used')),
    close: async () => undefined,
  };
  const blobs = openFileBlobStore(join(dir, 'blobs'));
  deps = { store, blobs, queue, extractor, clock: { now: () => new Date('2026-11-23T10:00:00Z') }, logger: pino({ level: 'silent' }), pagesPerTask: 1 };
  const blobKey = await blobs.put(new TextEncoder().encode('%PDF-1.7 two pages'));
  await runJobCommand(store, { type: 'CreateJob', data: { ...buildJobCreated({ blobKey, pagesTotal: 2 }).data }, metadata: { now: '2026-11-23T10:00:00Z' } });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const jobId = buildJobCreated().data.jobId;
/** The account of `buildJobCreated`, on the plan its tasks were queued under. */
const owner = { accountId: buildJobCreated().data.accountId, plan: 'business' } as const;
const page = (n: number): PageTask => ({ kind: 'extract_pages', jobId, blobKey: 'x'.repeat(64), pages: [n], pagesTotal: 2, underWay: false, ...owner });
const analysis = (id = jobId): WorkTask => ({ kind: 'analyse_job', jobId: id, ...owner });

describe('job worker', () => {
  it('records each page once however often it is delivered, and the last page asks for the analysis', async () => {
    const work = createJobWorker(deps, { maxAttempts: 3 });
    expect(await work(page(1), context(1))).toEqual({ kind: 'done' });
    expect(await work(page(1), context(2))).toEqual({ kind: 'done' });
    expect(enqueued).toEqual([]);
    await work(page(2), context(1));
    expect(await typesOf(jobId)).toEqual(['JobCreated', 'PageExtracted', 'PageExtracted']);
    expect(enqueued).toEqual([analysis()]);

    await work(analysis(), context(1));
    await work(analysis(), context(2));
    expect(await typesOf(jobId)).toEqual(['JobCreated', 'PageExtracted', 'PageExtracted', 'JobAnalyzed']);
  });

  it('records the pages of one task in one append, reads only those a redelivery still misses, and enqueues tasks of pagesPerTask pages', async () => {
    const asked: number[][] = [];
    const inner = readPages;
    readPages = async (pdf, pages) => {
      asked.push(pages);
      return inner(pdf, pages);
    };
    const work = createJobWorker({ ...deps, pagesPerTask: 2 }, { maxAttempts: 3 });
    expect(await work(page(2), context(1))).toEqual({ kind: 'done' });
    expect(await work({ ...page(1), pages: [1, 2] }, context(2))).toEqual({ kind: 'done' });
    expect(asked).toEqual([[2], [1]]);
    const { events } = await store.readStream(streams.job(jobId));
    expect(events.map((e) => [e.type, (e.data as { page?: number }).page])).toEqual([['JobCreated', undefined], ['PageExtracted', 2], ['PageExtracted', 1]]);
    expect(enqueued).toEqual([analysis()]);

    // A job of 5 pages is split into tasks of 2, 2 and 1 pages.
    const blobKey = await deps.blobs.put(new TextEncoder().encode('%PDF-1.7 five pages'));
    const five = buildJobCreated({ jobId: 'job_20261123_100000_fivepage', blobKey, pagesTotal: 5 }).data;
    const { state } = await runJobCommand(store, { type: 'CreateJob', data: five, metadata: { now: '2026-11-23T10:00:00Z' } });
    enqueued = [];
    await enqueueRemainingWork({ queue: deps.queue, pagesPerTask: 2 }, state, 'professional');
    expect(enqueued.map((t) => (t.kind === 'extract_pages' ? t.pages : []))).toEqual([[1, 2], [3, 4], [5]]);
    // Queued for its account under the plan given; a job with no page recorded yet is new.
    expect(enqueued.map((t) => [t.accountId, t.plan, t.kind === 'extract_pages' && t.underWay])).toEqual(Array(3).fill([five.accountId, 'professional', false]));
  });

  it('records the pages read before one that needs OCR, and hands that page and the rest back one to a task', async () => {
    const blobKey = await deps.blobs.put(new TextEncoder().encode('%PDF-1.7 a scan of four pages'));
    const scan = buildJobCreated({ jobId: 'job_20261123_100000_scannedx', blobKey, pagesTotal: 4 }).data;
    await runJobCommand(store, { type: 'CreateJob', data: scan, metadata: { now: '2026-11-23T10:00:00Z' } });
    const inner = readPages;
    const work = createJobWorker({ ...deps, pagesPerTask: 4 }, { maxAttempts: 3 });
    const task = (pages: number[]): WorkTask => ({ kind: 'extract_pages', jobId: scan.jobId, blobKey, pages, pagesTotal: 4, underWay: false, ...owner });
    const extracted = async () => (await store.readStream(streams.job(scan.jobId))).events.filter((e) => e.type === 'PageExtracted').map((e) => (e.data as { page: number }).page);

    // Page 2 needs OCR: page 1 is recorded, pages 2, 3 and 4 go back as tasks of their own.
    readPages = async (pdf, pages) => (await inner(pdf, pages)).slice(0, pages.length > 1 ? 1 : pages.length);
    enqueued = [];
    expect(await work(task([1, 2, 3, 4]), context(1))).toEqual({ kind: 'done' });
    expect(await extracted()).toEqual([1]);
    expect(enqueued.map((t) => (t.kind === 'extract_pages' ? t.pages : t.kind))).toEqual([[2], [3], [4]]);
    // Pages handed back belong to a job under way: they keep their place ahead of the account's new jobs.
    expect(enqueued.every((t) => t.kind === 'extract_pages' && t.underWay && t.plan === 'business')).toBe(true);

    // The first page of a task needs OCR: nothing is recorded, every page goes back on its own.
    readPages = async (pdf, pages) => (pages.length > 1 ? [] : inner(pdf, pages));
    enqueued = [];
    expect(await work(task([2, 3, 4]), context(1))).toEqual({ kind: 'done' });
    expect(await extracted()).toEqual([1]);
    expect(enqueued.map((t) => (t.kind === 'extract_pages' ? t.pages : t.kind))).toEqual([[2], [3], [4]]);

    // A task of one page is always read; the last one asks for the analysis.
    for (const page of [2, 3, 4]) await work(task([page]), context(1));
    expect(await extracted()).toEqual([1, 2, 3, 4]);
    expect(enqueued.at(-1)).toEqual(analysis(scan.jobId));
  });

  it('reads a page again from the PDF when its layout was deleted with another job that shared it', async () => {
    const work = createJobWorker(deps, { maxAttempts: 3 });
    await work(page(1), context(1));
    await work(page(2), context(1));
    const { events } = await store.readStream(streams.job(jobId));
    const layoutOfPage2 = events.map((e) => e.data as { page?: number; layoutKey?: string }).find((d) => d.page === 2)!.layoutKey!;
    await deps.blobs.delete(layoutOfPage2);
    const asked: number[][] = [];
    const inner = readPages;
    readPages = async (pdf, pages) => {
      asked.push(pages);
      return inner(pdf, pages);
    };
    let assembled: string[] = [];
    const assembling: JobDeps = { ...deps, extractor: { ...deps.extractor, assemble: async (_pdf, layouts) => ((assembled = layouts), { status: 'auto_analyzed', data: buildStatementData() }) } };
    expect(await createJobWorker(assembling, { maxAttempts: 3 })(analysis(), context(1))).toEqual({ kind: 'done' });
    expect(asked).toEqual([[2]]);
    expect(assembled.map((layout) => (JSON.parse(layout) as { page: number }).page)).toEqual([1, 2]);
    expect(await typesOf(jobId)).toEqual(['JobCreated', 'PageExtracted', 'PageExtracted', 'JobAnalyzed']);
  });

  it('fails the job with extraction_timeout when a page breaks the time limit', async () => {
    readPages = () => Promise.reject(new ExtractionLimitError('extraction_timeout', 'extraction took longer than the 100 ms limit'));
    await createJobWorker(deps, { maxAttempts: 3 })(page(1), context(1));
    const { events } = await store.readStream(streams.job(jobId));
    expect(events.at(-1)).toMatchObject({ type: 'JobFailed', data: { code: 'extraction_timeout' } });
  });

  it('retries an unexpected error, then fails the job with internal_error on its last attempt', async () => {
    readPages = () => Promise.reject(new Error('disk on fire'));
    const work = createJobWorker(deps, { maxAttempts: 2 });
    expect(await work(page(1), context(1))).toMatchObject({ kind: 'retry' });
    expect(await typesOf(jobId)).toEqual(['JobCreated']);
    expect(await work(page(1), context(2))).toEqual({ kind: 'done' });
    expect((await store.readStream(streams.job(jobId))).events.at(-1)).toMatchObject({ type: 'JobFailed', data: { code: 'internal_error' } });
  });

  it('fails the job on a delivery past its attempts, which is what follows a worker killed during the last one', async () => {
    let ran = false;
    readPages = async () => {
      ran = true;
      return ['{}'];
    };
    await createJobWorker(deps, { maxAttempts: 3 })(page(1), context(4));
    expect(ran).toBe(false);
    expect((await store.readStream(streams.job(jobId))).events.at(-1)).toMatchObject({ type: 'JobFailed', data: { code: 'internal_error' } });
  });
});
