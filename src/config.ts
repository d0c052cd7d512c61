/**
 * Settings, read once from the environment at start. Every one has a default that runs the embedded
 * mode on a fresh machine; the README's configuration table lists them all.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

export type EventStoreKind = 'sqlite' | 'postgres' | 'eventstoredb';
export type WorkQueueKind = 'inprocess' | 'nats';
export type BlobStoreKind = 'file' | 'nats';
export type Role = 'gateway' | 'worker' | 'projector';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  eventStore: EventStoreKind;
  workQueue: WorkQueueKind;
  /**
   * Where uploaded PDFs and page layouts live: files in the data directory, or a NATS JetStream object
   * store that every process reaches without a shared disk (the default with the NATS work queue).
   */
  blobStore: BlobStoreKind;
  /** How long the blobs of a finished job are kept before they are deleted (its row and result stay). */
  blobRetentionMs: number;
  roles: ReadonlySet<Role>;
  databaseUrl: string;
  /** PostgreSQL schema of the event log and read models (distributed mode); one per deployment or test run. */
  databaseSchema: string;
  natsUrl: string;
  eventStoreUrl: string | null;
  /** Worker threads that run extraction in this process. */
  extractionThreads: number;
  /** Time limit of one page's extraction (with OCR), or of a job's analysis. */
  extractionTimeoutMs: number;
  /** Heap limit of one extraction thread. */
  extractionMemoryMb: number;
  /**
   * Pages one extraction task reads. A task's fixed costs (a queue round trip, an event-store read and
   * append, a projection commit, opening the document) are shared by its pages; pages that need OCR
   * are handed back one to a task whatever this says (see `Extractor.readPages`).
   */
  pagesPerTask: number;
  /** Deliveries of one task before its job fails. */
  maxTaskAttempts: number;
  /** NATS mode: a task neither acknowledged nor kept alive (workers beat every 5 s) for this long is redelivered. */
  taskAckWaitMs: number;
  /** Honour `X-Forwarded-For` (only behind a proxy you trust). */
  trustProxy: boolean;
  /** Time a client has to send a whole request, headers and body (a stalled upload is cut off with 408). */
  requestTimeoutMs: number;
  /** `NODE_ENV=production`: GraphQL hands out no schema (no introspection, no "Did you mean" suggestions). */
  production: boolean;
  /** Base of the links in webhook bodies (`https://api.example.com`); null: links are paths. */
  publicUrl: string | null;
  webhooks: {
    /** `http` URLs and loopback, private and link-local targets (development and tests only). */
    allowInsecure: boolean;
    /** One attempt's time limit. */
    timeoutMs: number;
    /** First retry's wait; each next one doubles (with jitter), capped at 6 hours, for a day. */
    retryBaseMs: number;
    /** An endpoint whose attempts keep failing this long is disabled. */
    disableAfterMs: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const oneOf = <T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T => {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
  return value as T;
};

const integer = (name: string, value: string | undefined, fallback: number, min: number, max: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${value}"`);
  return n;
};

const ROLES: readonly Role[] = ['gateway', 'worker', 'projector'];

const rolesOf = (value: string | undefined): ReadonlySet<Role> => {
  if (value === undefined || value.trim() === '') return new Set(ROLES);
  const roles = value.split(',').map((r) => r.trim()).filter((r) => r !== '');
  for (const role of roles) oneOf('LEDGERLENS_ROLES', role, ROLES, 'gateway');
  return new Set(roles as Role[]);
};

const DAY_MS = 24 * 60 * 60_000;

const publicUrlOf = (value: string | undefined): string | null => {
  if (value === undefined || value === '') return null;
  if (!/^https?:\/\/[^\s/]+/.test(value)) throw new ConfigError(`LEDGERLENS_PUBLIC_URL must be an http(s) URL; got "${value}"`);
  return value.replace(/\/+$/, '');
};

export const loadConfig = (env: NodeJS.ProcessEnv): Config => {
  const workQueue = oneOf('LEDGERLENS_WORK_QUEUE', env.LEDGERLENS_WORK_QUEUE, ['inprocess', 'nats'], 'inprocess');
  return {
    port: integer('PORT', env.PORT, 3000, 0, 65535),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.LEDGERLENS_DATA_DIR ?? 'data'),
    eventStore: oneOf('LEDGERLENS_EVENT_STORE', env.LEDGERLENS_EVENT_STORE, ['sqlite', 'postgres', 'eventstoredb'], 'sqlite'),
    workQueue,
    // With NATS there for the work queue, blobs go there too: no disk need be shared.
    blobStore: oneOf('LEDGERLENS_BLOB_STORE', env.LEDGERLENS_BLOB_STORE, ['file', 'nats'], workQueue === 'nats' ? 'nats' : 'file'),
    blobRetentionMs: integer('LEDGERLENS_BLOB_RETENTION_MS', env.LEDGERLENS_BLOB_RETENTION_MS, 7 * DAY_MS, 1_000, 10 * 365 * DAY_MS),
    roles: rolesOf(env.LEDGERLENS_ROLES),
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    databaseSchema: env.LEDGERLENS_DATABASE_SCHEMA ?? 'public',
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    eventStoreUrl: env.EVENTSTORE_URL ?? null,
    extractionThreads: integer('LEDGERLENS_EXTRACTION_THREADS', env.LEDGERLENS_EXTRACTION_THREADS, availableParallelism(), 1, 256),
    extractionTimeoutMs: integer('LEDGERLENS_EXTRACTION_TIMEOUT_MS', env.LEDGERLENS_EXTRACTION_TIMEOUT_MS, 60_000, 100, 3_600_000),
    extractionMemoryMb: integer('LEDGERLENS_EXTRACTION_MEMORY_MB', env.LEDGERLENS_EXTRACTION_MEMORY_MB, 512, 64, 16_384),
    pagesPerTask: integer('LEDGERLENS_PAGES_PER_TASK', env.LEDGERLENS_PAGES_PER_TASK, 4, 1, 100),
    maxTaskAttempts: integer('LEDGERLENS_MAX_TASK_ATTEMPTS', env.LEDGERLENS_MAX_TASK_ATTEMPTS, 3, 1, 100),
    taskAckWaitMs: integer('LEDGERLENS_TASK_ACK_WAIT_MS', env.LEDGERLENS_TASK_ACK_WAIT_MS, 30_000, 6_000, 3_600_000),
    trustProxy: env.LEDGERLENS_TRUST_PROXY === 'true',
    requestTimeoutMs: integer('LEDGERLENS_REQUEST_TIMEOUT_MS', env.LEDGERLENS_REQUEST_TIMEOUT_MS, 60_000, 1_000, 3_600_000),
    production: env.NODE_ENV === 'production',
    publicUrl: publicUrlOf(env.LEDGERLENS_PUBLIC_URL),
    webhooks: {
      allowInsecure: env.LEDGERLENS_WEBHOOK_ALLOW_INSECURE === '1',
      timeoutMs: integer('LEDGERLENS_WEBHOOK_TIMEOUT_MS', env.LEDGERLENS_WEBHOOK_TIMEOUT_MS, 10_000, 100, 60_000),
      retryBaseMs: integer('LEDGERLENS_WEBHOOK_RETRY_BASE_MS', env.LEDGERLENS_WEBHOOK_RETRY_BASE_MS, 30_000, 10, 3_600_000),
      disableAfterMs: integer('LEDGERLENS_WEBHOOK_DISABLE_AFTER_MS', env.LEDGERLENS_WEBHOOK_DISABLE_AFTER_MS, DAY_MS, 1_000, 30 * DAY_MS),
    },
  };
};
