/**
 * The ports the application core talks through. Only `src/compose.ts` picks the adapters behind them
 * (embedded: SQLite, in-process worker pool, local files; distributed: EventStoreDB or PostgreSQL,
 * NATS JetStream). Adapters translate vendor errors into the errors declared here.
 */
import type { Plan } from '../domain/account/plans.js';

// ---------------------------------------------------------------- events

/** A message as the domain writes it: `{ type, data, metadata }`, JSON-safe throughout. */
export interface EventMessage<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata?: Record<string, unknown>;
}

/** An event as the store gives it back. */
export interface StoredEvent<E extends EventMessage = EventMessage> {
  streamName: string;
  /** 0-based position of the event inside its stream (its revision). */
  streamPosition: number;
  /** Position in the store's global order; strictly increasing, gaps allowed. */
  globalPosition: number;
  type: E['type'];
  data: E['data'];
  metadata: Record<string, unknown>;
  /** ISO timestamp set by the store. */
  recordedAt: string;
}

/**
 * What the caller believes the stream's current version is. A number is the stream position of its
 * last event (so a stream with one event has version 0); `no_stream` means it must not exist yet;
 * `any` skips the check.
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  /** The stream's version after the append (position of the last appended event). */
  nextExpectedVersion: number;
  /** Global position of the last appended event. */
  lastGlobalPosition: number;
}

/** Thrown by `appendToStream` when the stream's version is not the expected one. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamName} is at ${String(actual)}, expected ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

export interface ReadStreamResult<E extends EventMessage = EventMessage> {
  /** Version of the stream (position of its last event), or 'no_stream' when it has none. */
  currentVersion: number | 'no_stream';
  events: StoredEvent<E>[];
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Global position to start after (-1 for the whole log). */
  after: number;
  /** Event types the subscriber wants; all when missing. Filtered in the store, so others cost nothing. */
  types?: readonly string[];
}

export interface EventStore {
  readStream<E extends EventMessage>(streamName: string): Promise<ReadStreamResult<E>>;
  appendToStream(
    streamName: string,
    events: readonly EventMessage[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  /** Events of every stream with globalPosition > `after` (-1 for all), in global order. */
  readAll(options: { after: number; limit: number }): Promise<StoredEvent[]>;
  /**
   * Catch-up subscription: delivers every event after `after` (only those of `types`, when given) in
   * global order, then new ones as they are appended. Events come in batches of what the log already
   * holds, so a busy reader handles many in one call; one handler call at a time, never an empty
   * batch. A handler that throws gets the same batch again after a short delay: the subscription
   * never skips an event.
   */
  subscribe(options: SubscribeOptions, handler: (events: readonly StoredEvent[]) => Promise<void>): Subscription;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- work dispatch

/**
 * Whose work a task is. Queues keep work per account and serve accounts in turn, more turns to a
 * bigger plan (`schedulingWeight`), so one account's large batch cannot hold back another's small job.
 */
export interface TaskOwner {
  accountId: string;
  plan: Plan;
}

/**
 * Extract some pages of a job's PDF (a few consecutive ones: a task's fixed costs, a queue round trip,
 * a read and an append, and opening the document on the thread, are then shared by its pages).
 */
export interface PageTask extends TaskOwner {
  kind: 'extract_pages';
  jobId: string;
  blobKey: string;
  /** 1-based page numbers, ascending. */
  pages: number[];
  pagesTotal: number;
  /**
   * The job is under way (some of its pages are recorded, or these were handed back by a task that
   * stopped at a page needing OCR): its pages keep their place ahead of the account's new jobs.
   */
  underWay: boolean;
}

/** Assemble and analyse a job whose pages are all extracted (a job under way, by definition). */
export interface AnalyseTask extends TaskOwner {
  kind: 'analyse_job';
  jobId: string;
}

export type WorkTask = PageTask | AnalyseTask;

/** What a task handler can tell the queue while it works. */
export interface WorkContext {
  /** 1-based delivery attempt. */
  attempt: number;
  /** True when this is the last delivery the queue will make. */
  isLastAttempt: boolean;
  /** Keeps a long task (an OCR page) from being redelivered while it still runs. */
  heartbeat(): void;
}

/**
 * Returned by a handler: `done` acknowledges; `retry` asks for a redelivery after `delayMs`
 * (a transient failure). A handler that throws is treated as `retry`.
 */
export type WorkOutcome = { kind: 'done' } | { kind: 'retry'; delayMs: number };

/**
 * Work dispatch, fair between accounts: each account's tasks wait in its own queue, and a free slot
 * takes the next task of the account whose turn it is (round-robin, weighted by plan). An account
 * with nothing queued that enqueues a task gets the next turn, ahead of a busy account's backlog; a
 * task already running is never interrupted. Inside an account, tasks of jobs under way (analyses,
 * pages handed back) go before pages of its new jobs, and each group is first in, first out.
 */
export interface WorkQueue {
  /** At-least-once; the same `dedupeId` enqueued twice within the queue's window runs once. */
  enqueue(task: WorkTask, dedupeId: string): Promise<void>;
  /** Starts consuming with at most `concurrency` tasks in flight. */
  consume(
    handler: (task: WorkTask, context: WorkContext) => Promise<WorkOutcome>,
    options: { concurrency: number },
  ): Promise<Subscription>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- blobs

/**
 * Content-addressed bytes: the key is the SHA-256 hex of the content (files in the data directory, or
 * a NATS JetStream object store). Every operation refuses a key that is not one.
 */
export interface BlobStore {
  put(bytes: Uint8Array): Promise<string>;
  /** Throws when the key is unknown. */
  get(key: string): Promise<Uint8Array>;
  has(key: string): Promise<boolean>;
  /** Removes the blob (retention of finished jobs); removing one that is not there is harmless. */
  delete(key: string): Promise<void>;
}

// ---------------------------------------------------------------- live updates

/** A job's status as pushed to subscribers, after the projection that a GET reads has committed it. */
export interface JobUpdate {
  accountId: string;
  jobId: string;
  status: 'processing' | 'auto_analyzed' | 'failed';
  pagesDone: number;
  pagesTotal: number;
  /** ISO timestamp. */
  at: string;
}

export interface LiveUpdates {
  publish(update: JobUpdate): Promise<void>;
  /** Every update of one account (filter by job in the caller). */
  subscribe(accountId: string, listener: (update: JobUpdate) => void): Subscription;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- clock and ids

export interface Clock {
  now(): Date;
}

// ---------------------------------------------------------------- shared counters (rate limits)

/**
 * Counters shared by every gateway replica: a fixed-window request counter and a concurrent-request
 * gauge per account. Embedded mode keeps them in memory; distributed mode in a NATS key-value bucket.
 */
export interface RateLimitStore {
  /**
   * Adds `requests` (default one) to the account's window that starts at `windowStart` (ms); returns
   * the count after them. Several at once: a GraphQL operation of several mutations.
   */
  hit(accountId: string, windowStart: number, windowMs: number, requests?: number): Promise<number>;
  /** Takes a concurrency slot if fewer than `limit` are held; returns false when full. */
  acquire(accountId: string, limit: number): Promise<boolean>;
  release(accountId: string): Promise<void>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- extraction (run off the event loop)

/** What the upload checks of each file before anything is created or charged. */
export type PdfCheck =
  | { ok: true; pageCount: number }
  /** `pdf_too_complex`: a page whose content passes the limits of one page (see workers/pageContentLimits.ts). */
  | { ok: false; code: 'invalid_pdf' | 'encrypted_pdf' | 'pdf_too_complex'; message: string };

/** What opening a password-protected upload gives: the bytes to process, or why they cannot be opened. */
export type DecryptOutcome =
  | { ok: true; bytes: Uint8Array; decrypted: boolean }
  | { ok: false; code: 'encrypted_pdf' | 'invalid_pdf'; message: string };

/** A stored PDF: its bytes and their blob key (SHA-256), by which extraction threads keep it open. */
export interface StoredPdf {
  key: string;
  bytes: Uint8Array;
}

/**
 * The extraction engine as the application runs it: on a pool of worker threads (embedded and
 * worker processes alike), each call under a time and memory limit. A call that breaks a limit
 * rejects with `ExtractionLimitError`; the job then fails with that code instead of taking the
 * process down.
 */
export interface Extractor {
  checkPdf(bytes: Uint8Array): Promise<PdfCheck>;
  /**
   * Opens a password-protected PDF with `password` and returns an unencrypted copy to store instead
   * (a file that needs no password comes back as it is); `encrypted_pdf` when the password does not
   * open it.
   */
  decryptPdf(bytes: Uint8Array, password: string): Promise<DecryptOutcome>;
  /**
   * The layouts of `pages` as JSON (the `PageLayout` of src/extraction), in the order asked, ready to
   * store as blobs. The time limit applies per page. A call of several pages stops at the first page
   * that needs OCR (seconds, where a text page takes milliseconds) and returns the layouts before it,
   * maybe none, so the slow pages can spread over other threads and workers; a call of one page
   * always reads it.
   */
  readPages(pdf: StoredPdf, pages: number[]): Promise<string[]>;
  /**
   * Parses and analyses a job's page layouts (JSON, in page order) into its processing result, with
   * `analysis` over the default settings (internal names and units, checked at the edge).
   */
  assemble(pdf: StoredPdf, pageLayouts: string[], analysis?: Readonly<Record<string, number>>): Promise<import('../domain/statement.js').ProcessingResult>;
  /** Page `page` (1-based) as a PNG about `width` pixels wide (less for a page too large to render that wide). */
  renderPage(pdf: StoredPdf, page: number, width: number): Promise<PageImage>;
  close(): Promise<void>;
}

/** The most pixels one page render may have, whatever the page's declared size (a Legal page at 2,000 px wide is 6.6 Mpx). */
export const MAX_PAGE_IMAGE_PIXELS = 8_000_000;

/** A rendered page and the page's size in PDF points (what a row's `bbox` is measured in). */
export interface PageImage {
  png: Uint8Array;
  widthPt: number;
  heightPt: number;
}

/** A task that ran past the pool's time limit or memory limit. */
export class ExtractionLimitError extends Error {
  constructor(
    readonly code: 'extraction_timeout' | 'memory_limit',
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionLimitError';
  }
}
