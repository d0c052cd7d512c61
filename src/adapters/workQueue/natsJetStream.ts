/**
 * Work dispatch on NATS JetStream (distributed mode). One work-queue-retention stream holds page and
 * analysis tasks; workers share one durable pull consumer, so each task goes to one worker at a time
 * and is removed once acknowledged.
 *
 * The at-least-once rules the worker relies on (nats.js `jetstream/examples/07_consume_jobs.js`):
 * - `ack` only when the handler returns `done`, i.e. after the resulting event is appended;
 * - `heartbeat()` is `working()`, which resets the ack timer during a long OCR page;
 * - `retry` (or a throw) is `nak(delay)`, which counts as a delivery;
 * - at the last delivery (`max_deliver`) the handler is told so and decides (it appends `JobFailed`);
 *   if it still asks for a retry the message is `term`ed, so it never lingers half-handled.
 * Tasks are published with `msgID` = dedupe id, so the server drops a duplicate within its window.
 * A worker pulls one message per free slot, so it never holds more tasks than it can run.
 */
import {
  AckPolicy,
  DeliverPolicy,
  JSONCodec,
  RetentionPolicy,
  StorageType,
  nanos,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { Subscription, WorkContext, WorkOutcome, WorkQueue, WorkTask } from '../../application/ports.js';
import { openConnection, releaseConnection, type NatsConnectionSource } from '../nats/connection.js';

export type NatsWorkQueueOptions = NatsConnectionSource & {
  /** Stream name; default `LEDGERLENS_WORK`. Tests pass a unique one. */
  stream?: string;
  /** Subjects are `<prefix>.<task kind>`; default `ledgerlens.work`. */
  subjectPrefix?: string;
  /** Durable consumer shared by every worker; default `workers`. */
  consumer?: string;
  /** Deliveries before the task is given up; default 5. */
  maxDeliveries?: number;
  /** Redelivery after this long without ack or heartbeat; default 30 s. */
  ackWaitMs?: number;
  /** The server drops a task whose dedupe id it saw within this window; default 10 minutes. */
  dedupeWindowMs?: number;
  /** Delay before redelivering a task whose handler threw; default 1 s. */
  retryDelayMs?: number;
  /** How long one idle pull waits on the server before it is renewed; default 5 s (at least 1 s). */
  pullExpiresMs?: number;
};

type Handler = (task: WorkTask, context: WorkContext) => Promise<WorkOutcome>;

const codec = JSONCodec<WorkTask>();
const RECONNECT_PAUSE_MS = 250;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates (or updates) the stream and consumer, then returns the queue. */
export const createNatsWorkQueue = async (options: NatsWorkQueueOptions): Promise<NatsJetStreamWorkQueue> => {
  const { nc, owned } = await openConnection(options);
  const queue = new NatsJetStreamWorkQueue(nc, owned, options);
  try {
    await queue.ensureTopology(await nc.jetstreamManager());
  } catch (error) {
    await releaseConnection(nc, owned);
    throw error;
  }
  return queue;
};

/** `WorkQueue` over one JetStream work-queue stream and one durable pull consumer. */
export class NatsJetStreamWorkQueue implements WorkQueue {
  readonly stream: string;
  readonly subjectPrefix: string;
  readonly consumer: string;
  readonly #maxDeliveries: number;
  readonly #ackWaitMs: number;
  readonly #dedupeWindowMs: number;
  readonly #retryDelayMs: number;
  readonly #pullExpiresMs: number;
  readonly #js: JetStreamClient;
  readonly #subscriptions = new Set<Subscription>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly ownsConnection: boolean,
    options: NatsWorkQueueOptions,
  ) {
    this.stream = options.stream ?? 'LEDGERLENS_WORK';
    this.subjectPrefix = options.subjectPrefix ?? 'ledgerlens.work';
    this.consumer = options.consumer ?? 'workers';
    this.#maxDeliveries = options.maxDeliveries ?? 5;
    this.#ackWaitMs = options.ackWaitMs ?? 30_000;
    this.#dedupeWindowMs = options.dedupeWindowMs ?? 10 * 60_000;
    this.#retryDelayMs = options.retryDelayMs ?? 1_000;
    this.#pullExpiresMs = Math.max(1_000, options.pullExpiresMs ?? 5_000);
    this.#js = nc.jetstream();
  }

  /** Idempotent: every gateway and worker runs it at start. */
  async ensureTopology(jsm: JetStreamManager): Promise<void> {
    const streamConfig = {
      name: this.stream,
      subjects: [`${this.subjectPrefix}.>`],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      duplicate_window: nanos(this.#dedupeWindowMs),
    };
    try {
      await jsm.streams.info(this.stream);
      await jsm.streams.update(this.stream, streamConfig);
    } catch {
      await jsm.streams.add(streamConfig);
    }
    const consumerConfig: Partial<ConsumerConfig> = {
      durable_name: this.consumer,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: this.#maxDeliveries,
      ack_wait: nanos(this.#ackWaitMs),
    };
    try {
      await jsm.consumers.info(this.stream, this.consumer);
      await jsm.consumers.update(this.stream, this.consumer, consumerConfig);
    } catch {
      await jsm.consumers.add(this.stream, consumerConfig);
    }
  }

  async enqueue(task: WorkTask, dedupeId: string): Promise<void> {
    await this.#js.publish(`${this.subjectPrefix}.${task.kind}`, codec.encode(task), { msgID: dedupeId });
  }

  async consume(handler: Handler, options: { concurrency: number }): Promise<Subscription> {
    const concurrency = Math.max(1, Math.floor(options.concurrency));
    const consumer = await this.#js.consumers.get(this.stream, this.consumer);
    let stopping = false;
    const openFetches = new Set<ConsumerMessages>();

    // One loop per slot, each pulling a single message and handling it before it asks for the next.
    // Why not `consume()`: its client refills its buffer as messages *arrive*, not as they are handled,
    // so a busy worker would hoard tasks (and let their ack timers run out) while idle workers starve.
    // A pull of one per free slot means a worker never holds more tasks than it has slots.
    const slot = async (): Promise<void> => {
      // A closed connection (closed by its owner) never comes back; a reconnecting one does.
      while (!stopping && !this.nc.isClosed()) {
        let fetch: ConsumerMessages;
        try {
          fetch = await consumer.fetch({ max_messages: 1, expires: this.#pullExpiresMs });
        } catch {
          await sleep(RECONNECT_PAUSE_MS); // NATS is restarting: try again shortly
          continue;
        }
        openFetches.add(fetch);
        try {
          for await (const msg of fetch) {
            if (stopping) {
              // Arrived while stop() was closing the pull: hand it straight back, not after ack_wait.
              msg.nak();
              continue;
            }
            await this.#handle(msg, handler);
          }
        } catch {
          // Missed heartbeats or a lost connection end the pull with an error: pull again.
          if (!stopping) await sleep(RECONNECT_PAUSE_MS);
        } finally {
          openFetches.delete(fetch);
        }
      }
    };
    const slots = Array.from({ length: concurrency }, () => slot());

    const subscription: Subscription = {
      stop: async () => {
        if (stopping) return;
        stopping = true;
        await Promise.all([...openFetches].map((fetch) => fetch.close().catch(() => undefined)));
        await Promise.all(slots);
        this.#subscriptions.delete(subscription);
      },
    };
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async #handle(msg: JsMsg, handler: Handler): Promise<void> {
    const attempt = msg.info.deliveryCount;
    const isLastAttempt = attempt >= this.#maxDeliveries;
    let task: WorkTask;
    try {
      task = codec.decode(msg.data);
    } catch {
      // Not a task of ours: redelivering it cannot help.
      msg.term();
      return;
    }
    let outcome: WorkOutcome;
    try {
      outcome = await handler(task, { attempt, isLastAttempt, heartbeat: () => msg.working() });
    } catch {
      outcome = { kind: 'retry', delayMs: this.#retryDelayMs };
    }
    switch (outcome.kind) {
      case 'done':
        msg.ack();
        return;
      case 'retry':
        if (isLastAttempt) msg.term();
        else msg.nak(Math.max(0, outcome.delayMs));
        return;
      default: {
        const _exhaustive: never = outcome;
        throw new Error(`unknown work outcome ${JSON.stringify(_exhaustive)}`);
      }
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.#subscriptions].map((s) => s.stop()));
    await releaseConnection(this.nc, this.ownsConnection);
  }
}
