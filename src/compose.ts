/**
 * The one place that picks adapters. Settings (src/config.ts) choose the event store, the work queue,
 * the blob store and the roles this process plays; the use cases, deciders and projections are the
 * same in every mode.
 */
import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { openFileBlobStore } from './adapters/blobStore/file.js';
import { PRIVATE_DIR_MODE } from './adapters/privateFiles.js';
import { createPostgresEventStore } from './adapters/eventStore/postgres.js';
import { openSqliteEventStore } from './adapters/eventStore/sqlite.js';
import { createInProcessLiveUpdates } from './adapters/liveUpdates/inProcess.js';
import { InMemoryRateLimitStore } from './adapters/rateLimits/inMemory.js';
import { openSqliteReadStore } from './adapters/readStore/sqlite.js';
import { createInProcessWorkQueue } from './adapters/workQueue/inProcess.js';
import type { LedgerLensAdmin, LedgerLensApi } from './application/api.js';
import { startBatchReactor } from './application/batchReactor.js';
import { startBlobRetention } from './application/blobRetention.js';
import type { CoreDeps } from './application/core.js';
import { createJobWorker } from './application/jobWork.js';
import { createLedgerLens } from './application/ledgerLens.js';
import type { NatsConnection } from 'nats';
import type { BlobStore, Clock, EventStore, Extractor, LiveUpdates, RateLimitStore, Subscription, WorkQueue } from './application/ports.js';
import type { ReadStore } from './application/readModels.js';
import { recoverProcessingJobs } from './application/recovery.js';
import { ConfigError, type Config } from './config.js';
import { createExtractionPool, type ExtractionPool } from './workers/extractionPool.js';
import { createProjector, type Projector } from '../projections/projector.js';
import { startWebhookDispatcher } from './webhooks/dispatcher.js';
import { startWebhookReactor } from './webhooks/reactor.js';
import { DEFAULT_RETRY_POLICY } from './webhooks/retryPolicy.js';
import { createWebhookApi } from './webhooks/service.js';
import { lazyWebhookFollower } from './webhooks/state.js';

export interface LedgerLensService {
  config: Config;
  api: LedgerLensApi;
  admin: LedgerLensAdmin;
  store: EventStore;
  readStore: ReadStore;
  projector: Projector;
  /** Request and concurrency counters of the REST guard: per process, or shared by every gateway (NATS). */
  rateLimits: RateLimitStore;
  /** Starts the roles of `config.roles`: projections and the batch reactor, workers. */
  start(): Promise<void>;
  /** Stops taking work, lets running tasks finish, closes every store. */
  stop(): Promise<void>;
}

export interface ComposeOptions {
  logger?: Logger;
  clock?: Clock;
}

const systemClock: Clock = { now: () => new Date() };

// ---- adapter choice: one function per port ----

const openEventStore = async (config: Config): Promise<EventStore> => {
  switch (config.eventStore) {
    case 'sqlite':
      return openSqliteEventStore({ path: join(config.dataDir, 'events.sqlite') });
    case 'postgres':
      return createPostgresEventStore({ connectionString: config.databaseUrl, schema: config.databaseSchema });
    case 'eventstoredb': {
      if (config.eventStoreUrl === null) throw new ConfigError('LEDGERLENS_EVENT_STORE=eventstoredb needs EVENTSTORE_URL (esdb://host:2113?tls=false)');
      const { createEventStoreDbEventStore } = await import('./adapters/eventStore/eventStoreDb.js');
      return createEventStoreDbEventStore({ connectionString: config.eventStoreUrl });
    }
  }
};

/** Embedded mode keeps read models in SQLite beside the log; distributed mode shares them in PostgreSQL. */
const openReadStore = async (config: Config): Promise<ReadStore> => {
  switch (config.eventStore) {
    case 'sqlite':
      return openSqliteReadStore(join(config.dataDir, 'read.sqlite'));
    case 'postgres':
    case 'eventstoredb': {
      const { createPostgresReadStore } = await import('./adapters/readStore/postgres.js');
      return createPostgresReadStore({ connectionString: config.databaseUrl, schema: config.databaseSchema });
    }
  }
};

/**
 * One NATS connection per process, shared by the work queue, live updates and rate limits, opened
 * only when the settings ask for NATS (the embedded mode never loads the client).
 */
const natsConnector = (config: Config) => {
  let connection: Promise<NatsConnection> | null = null;
  return {
    get: (): Promise<NatsConnection> =>
      (connection ??= import('./adapters/nats/connection.js').then(({ connectNats }) =>
        connectNats({ url: config.natsUrl, name: `ledgerlens-${[...config.roles].join('+')}-${process.pid}` }))),
    close: async (): Promise<void> => {
      const nc = await connection;
      if (nc !== undefined && nc !== null && !nc.isClosed()) await nc.drain();
    },
  };
};
type NatsConnector = ReturnType<typeof natsConnector>;

/**
 * One delivery more than the attempts a task gets: that last delivery only fails the job, so a job
 * whose worker died during its last attempt (no handler left to fail it) still ends `failed`.
 */
const deliveriesFor = (config: Config): number => config.maxTaskAttempts + 1;

const openWorkQueue = async (config: Config, nats: NatsConnector): Promise<WorkQueue> => {
  switch (config.workQueue) {
    case 'inprocess':
      return createInProcessWorkQueue({ maxAttempts: deliveriesFor(config) });
    case 'nats': {
      const { createNatsWorkQueue } = await import('./adapters/workQueue/natsJetStream.js');
      return createNatsWorkQueue({ connection: await nats.get(), maxDeliveries: deliveriesFor(config), ackWaitMs: config.taskAckWaitMs });
    }
  }
};

const openLiveUpdates = async (config: Config, nats: NatsConnector): Promise<LiveUpdates> => {
  switch (config.workQueue) {
    case 'inprocess':
      return createInProcessLiveUpdates();
    case 'nats': {
      const { createNatsLiveUpdates } = await import('./adapters/liveUpdates/nats.js');
      return createNatsLiveUpdates({ connection: await nats.get() });
    }
  }
};

/** Memory a process gives to the blobs it read or wrote last (the NATS blob store; files have the OS's cache). */
const BLOB_CACHE_BYTES = 64 * 1024 * 1024;

/** Files in the data directory (embedded), or the NATS object store every process reaches (distributed). */
const openBlobStore = async (config: Config, nats: NatsConnector): Promise<BlobStore> => {
  switch (config.blobStore) {
    case 'file':
      return openFileBlobStore(join(config.dataDir, 'blobs'));
    case 'nats': {
      const [{ createNatsBlobStore }, { cachedBlobStore }] = await Promise.all([import('./adapters/blobStore/nats.js'), import('./adapters/blobStore/cached.js')]);
      // A job's tasks read its PDF over and over, and its analysis reads the layouts its pages left.
      return cachedBlobStore(await createNatsBlobStore({ connection: await nats.get() }), { maxBytes: BLOB_CACHE_BYTES });
    }
  }
};

/** Rate limits must hold across gateway replicas once there can be several (NATS mode). */
const openRateLimits = async (config: Config, nats: NatsConnector): Promise<RateLimitStore> => {
  switch (config.workQueue) {
    case 'inprocess':
      return new InMemoryRateLimitStore();
    case 'nats': {
      const { createNatsKvRateLimitStore } = await import('./adapters/rateLimits/natsKv.js');
      return createNatsKvRateLimitStore({ connection: await nats.get() });
    }
  }
};

/**
 * The extraction pool starts its threads on first use, or at `start()` for a serving process, which
 * waits for them: an operator command (`keys list`) never pays for them, and a process says it is ready
 * only once its threads have loaded the engine, so its first task does not pay for their start.
 */
const lazyExtractor = (config: Config): Extractor & { warmUp(): Promise<void> } => {
  let pool: ExtractionPool | null = null;
  const get = (): ExtractionPool =>
    (pool ??= createExtractionPool({ threads: config.extractionThreads, timeoutMs: config.extractionTimeoutMs, memoryMb: config.extractionMemoryMb }));
  return {
    checkPdf: (bytes) => get().checkPdf(bytes),
    decryptPdf: (bytes, password) => get().decryptPdf(bytes, password),
    readPages: (pdf, pages) => get().readPages(pdf, pages),
    assemble: (pdf, layouts, analysis) => get().assemble(pdf, layouts, analysis),
    renderPage: (pdf, page, width) => get().renderPage(pdf, page, width),
    close: async () => pool?.close(),
    warmUp: () => get().ready(),
  };
};

export const composeLedgerLens = async (config: Config, options: ComposeOptions = {}): Promise<LedgerLensService> => {
  const logger = options.logger ?? pino({ level: 'silent' });
  const clock = options.clock ?? systemClock;
  // Bank statements live here: only the service's user may enter (an older, looser directory is tightened).
  await mkdir(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(config.dataDir, PRIVATE_DIR_MODE);

  const store = await openEventStore(config);
  const readStore = await openReadStore(config);
  const nats = natsConnector(config);
  const blobs = await openBlobStore(config, nats);
  const queue = await openWorkQueue(config, nats);
  const liveUpdates = await openLiveUpdates(config, nats);
  const rateLimits = await openRateLimits(config, nats);
  const extractor = lazyExtractor(config);
  const projector = createProjector({ store, readStore, liveUpdates, logger });
  const deps: CoreDeps = { store, readStore, blobs, queue, extractor, liveUpdates, sync: projector, clock, logger, pagesPerTask: config.pagesPerTask };
  const core = createLedgerLens(deps);
  const webhooks = lazyWebhookFollower(store);
  const webhookApi = createWebhookApi({ store, follower: webhooks, clock, allowInsecure: config.webhooks.allowInsecure });
  const api: LedgerLensApi = { ...core.api, ...webhookApi };
  const { admin } = core;

  const running: Subscription[] = [];
  return {
    config,
    api,
    admin,
    store,
    readStore,
    projector,
    rateLimits,
    async start() {
      if (config.roles.has('gateway') || config.roles.has('worker')) await extractor.warmUp();
      // A gateway serves webhook reads: fold their history now rather than on the first request.
      if (config.roles.has('gateway')) void webhooks.state;
      if (config.roles.has('projector')) {
        await projector.start();
        running.push(await startBatchReactor(deps));
        running.push(startBlobRetention(deps, { retentionMs: config.blobRetentionMs }));
        running.push(await startWebhookReactor({ store, readStore, logger, clock, publicUrl: config.publicUrl }));
        running.push(startWebhookDispatcher({ store, follower: webhooks, clock, logger }, {
          timeoutMs: config.webhooks.timeoutMs,
          allowPrivate: config.webhooks.allowInsecure,
          retry: { ...DEFAULT_RETRY_POLICY, baseMs: config.webhooks.retryBaseMs },
          disableAfterMs: config.webhooks.disableAfterMs,
          concurrency: 16,
        }));
      }
      if (config.roles.has('worker')) {
        // Only the in-process queue forgets its tasks when the process dies.
        if (config.workQueue === 'inprocess') await recoverProcessingJobs(deps);
        // A NATS worker pulls only as many tasks as it has extraction threads, leaving the rest on the
        // server for other workers; the in-process queue can keep a second task ready per thread.
        const concurrency = config.workQueue === 'nats' ? config.extractionThreads : config.extractionThreads * 2;
        running.push(await queue.consume(createJobWorker(deps, { maxAttempts: config.maxTaskAttempts }), { concurrency }));
      }
    },
    async stop() {
      for (const subscription of running.splice(0).reverse()) await subscription.stop();
      await webhooks.stop();
      await projector.stop();
      await queue.close();
      await extractor.close();
      await liveUpdates.close();
      await rateLimits.close();
      await nats.close();
      await readStore.close();
      await store.close();
    },
  };
};
