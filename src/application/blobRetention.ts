/**
 * Deletes the bytes of finished jobs once they are `retentionMs` old (`LEDGERLENS_BLOB_RETENTION_MS`):
 * the uploaded PDF and its page layouts. The job's row, its result and its events stay: a GET, a
 * list and a projection rebuild never read a blob. Runs with the projector role.
 *
 * It follows the log from its own checkpoint, in order, and stops at the first job that finished
 * too recently, so every sweep reads only what is new or due. Blobs are content-addressed, so two
 * jobs of the same file share them: a job's blobs are kept while another job of the same PDF is
 * processing or finished within the retention (that job's own turn deletes them later), and a PDF is
 * read before it is deleted and put back if an upload of the same bytes is committed meanwhile.
 */
import type { JobEvent } from '../domain/job/job.events.js';
import { streams } from '../domain/ids.js';
import type { CoreDeps } from './core.js';
import type { StoredEvent, Subscription } from './ports.js';

const RETENTION = 'blob-retention';
const PAGE = 500;

export type BlobRetentionDeps = Pick<CoreDeps, 'store' | 'readStore' | 'blobs' | 'clock' | 'logger'>;

export interface BlobRetentionOptions {
  retentionMs: number;
  /** Time between sweeps; default a tenth of the retention, from 1 s to 1 minute. */
  sweepEveryMs?: number;
}

const isTerminal = (event: StoredEvent): boolean => event.type === 'JobAnalyzed' || event.type === 'JobFailed';

/** A job's PDF key and the layout keys of its pages, from its events. */
const blobsOf = async (store: CoreDeps['store'], jobId: string): Promise<{ pdf: string | null; layouts: string[] }> => {
  const { events } = await store.readStream<JobEvent>(streams.job(jobId));
  let pdf: string | null = null;
  const layouts: string[] = [];
  for (const event of events) {
    if (event.type === 'JobCreated') pdf = (event.data as Extract<JobEvent, { type: 'JobCreated' }>['data']).blobKey;
    if (event.type === 'PageExtracted') layouts.push((event.data as Extract<JobEvent, { type: 'PageExtracted' }>['data']).layoutKey);
  }
  return { pdf, layouts };
};

export const createBlobRetention = (deps: BlobRetentionDeps, options: BlobRetentionOptions) => {
  const { store, readStore, blobs, clock, logger } = deps;

  /** Other jobs of the same PDF that still need its blobs: processing, or finished after `cutoff`. */
  const otherUsers = async (jobId: string, pdf: string, cutoff: string): Promise<string[]> =>
    (await readStore.listJobsByBlob(pdf))
      .filter((job) => job.jobId !== jobId && (job.status === 'processing' || (job.completedAt ?? '') > cutoff))
      .map((job) => job.jobId);

  /** Deletes what only `jobId` (of the jobs still keeping theirs) refers to. */
  const release = async (jobId: string, cutoff: string): Promise<void> => {
    const { pdf, layouts } = await blobsOf(store, jobId);
    if (pdf === null) return;
    const others = await otherUsers(jobId, pdf, cutoff);
    if (others.length > 0) {
      // The same PDF is in use: keep it, and whatever layouts those jobs recorded too.
      const kept = new Set((await Promise.all(others.map((other) => blobsOf(store, other)))).flatMap((b) => b.layouts));
      for (const key of layouts) if (!kept.has(key)) await blobs.delete(key);
      return;
    }
    for (const key of layouts) await blobs.delete(key);
    // An upload of the same bytes may have found the PDF stored (and kept it) a moment ago; its job
    // is in the read model once its batch is committed, and the upload checks after that commit
    // that its blobs are still there. Between the two, this puts the bytes back.
    const bytes = await blobs.get(pdf).catch(() => null);
    await blobs.delete(pdf);
    if (bytes !== null && (await otherUsers(jobId, pdf, cutoff)).length > 0) await blobs.put(bytes);
  };

  /** Deletes the blobs of every job finished before now minus the retention; resolves when done. */
  const sweep = async (): Promise<void> => {
    const now = clock.now().getTime();
    const cutoff = new Date(now - options.retentionMs).toISOString();
    let after = await readStore.reactorCheckpoint(RETENTION);
    let released = 0;
    try {
      for (;;) {
        const events = await store.readAll({ after, limit: PAGE });
        for (const event of events) {
          if (isTerminal(event)) {
            if (event.recordedAt > cutoff) return;
            await release((event.data as { jobId: string }).jobId, cutoff);
            released++;
          }
          after = event.globalPosition;
        }
        if (events.length < PAGE) return;
        // Saved per page: a sweep cut short resumes from here.
        await readStore.saveReactorCheckpoint(RETENTION, after);
      }
    } finally {
      await readStore.saveReactorCheckpoint(RETENTION, after);
      if (released > 0) logger.info({ jobs: released, retentionMs: options.retentionMs }, 'deleted the blobs of jobs finished before the retention');
    }
  };

  return { sweep };
};

/** Sweeps now and then every `sweepEveryMs`; a failed sweep is logged and tried again at the next. */
export const startBlobRetention = (deps: BlobRetentionDeps, options: BlobRetentionOptions): Subscription => {
  const every = options.sweepEveryMs ?? Math.min(60_000, Math.max(1_000, Math.floor(options.retentionMs / 10)));
  const { sweep } = createBlobRetention(deps, options);
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): void => {
    // One sweep at a time: a slow one (a first sweep over a long log) is not joined by the next.
    if (stopped || running !== null) return;
    running = sweep()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'deleting the blobs of finished jobs failed; trying again later'))
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, every);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
