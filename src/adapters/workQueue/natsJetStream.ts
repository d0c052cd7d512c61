/**
 * Work dispatch on NATS JetStream (distributed mode). One work-queue-retention stream holds page and
 * analysis tasks, on one subject per account and lane, each served by its own durable pull consumer;
 * every worker pulls from them in turn, fair between accounts (natsLanes.ts explains the lanes, and
 * fairShare.ts the turns). Each task goes to one worker at a time and is removed once acknowledged.
 *
 * Why not one consumer over the whole stream, as before: it hands out tasks in the order they were
 * queued, so one account's 300-page upload held back every other account's work for a minute. With a
 * consumer per lane a worker chooses whose task comes next, and it needs nothing but the stream: no
 * scheduler process, no state outside JetStream, any number of gateways and workers.
 *
 * The at-least-once rules the worker relies on (nats.js `jetstream/examples/07_consume_jobs.js`):
 * - `ack` only when the handler returns `done`, i.e. after the resulting event is appended;
 * - `heartbeat()` is `working()`, which resets the ack timer during a long OCR page;
 * - `retry` (or a throw) is `nak(delay)`, which counts as a delivery;
 * - at the last delivery (`max_deliver`) the handler is told so and decides (it appends `JobFailed`);
 *   if it still asks for a retry the message is `term`ed, so it never lingers half-handled.
 * Tasks are published with `msgID` = dedupe id, so the server drops a duplicate within its window.
 * A worker pulls one task per free slot, so it never holds more tasks than it can run.
 */
import {
  AckPolicy,
  DeliverPolicy,
  JSONCodec,
  RetentionPolicy,
  StorageType,
  nanos,
  type ConsumerConfig,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { Subscription, WorkContext, WorkOutcome, WorkQueue, WorkTask } from '../../application/ports.js';
import { openConnection, releaseConnection, type NatsConnectionSource } from '../nats/connection.js';
import { LaneBoard, type LaneRef } from './natsLanes.js';

export type NatsWorkQueueOptions = NatsConnectionSource & {
  /** Stream name; default `LEDGERLENS_WORK`. Tests pass a unique one. */
  stream?: string;
  /** Subjects are `<prefix>.<account>.<lane>`; default `ledgerlens.work`. */
  subjectPrefix?: string;
  /** Lane consumers are named `<consumer>_<account>_<lane>`; default `workers`. */
  consumer?: string;
  /** Deliveries before the task is given up; default 5. */
  maxDeliveries?: number;
  /** Redelivery after this long without ack or heartbeat; default 30 s. */
  ackWaitMs?: number;
  /** The server drops a task whose dedupe id it saw within this window; default 10 minutes. */
  dedupeWindowMs?: number;
  /** Delay before redelivering a task whose handler threw; default 1 s. */
  retryDelayMs?: number;
  /** How often a worker reads which lanes hold tasks (see natsLanes.ts); default 1 s. */
  scanIntervalMs?: number;
};

type Handler = (task: WorkTask, context: WorkContext) => Promise<WorkOutcome>;

const codec = JSONCodec<WorkTask>();
const RECONNECT_PAUSE_MS = 250;
/** A lane consumer nobody pulled from for this long is removed by the server; the next task re-creates it. */
const LANE_IDLE_MS = 60 * 60_000;
/** A worker re-asserts a lane's consumer when it last did so longer ago than this (it may have been removed as idle). */
const LANE_RECHECK_MS = 60_000;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a pull waits on an empty lane. Not `no_wait`: NATS 2.9 leaves a `no_wait` pull unanswered
 * when another pull on the same consumer takes the last task at the same moment (the client then
 * waits out its whole request timeout); a pull with a short expiry is always answered.
 */
const PULL_WAIT_MS = 5;
/** A pull answered by nothing within this long is given up (the lane is asked again later). */
const PULL_TIMEOUT_MS = 2_000;

/** A pull that found no task the consumer may hand out now (none queued, or all in other workers' hands). */
const isNoMessages = (error: unknown): boolean => ['404', '408'].includes((error as { code?: string } | null)?.code ?? '');

/** Creates (or updates) the stream, then returns the queue. */
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

/** `WorkQueue` over one JetStream work-queue stream and a durable pull consumer per account lane. */
export class NatsJetStreamWorkQueue implements WorkQueue {
  readonly stream: string;
  readonly subjectPrefix: string;
  readonly consumer: string;
  readonly #maxDeliveries: number;
  readonly #ackWaitMs: number;
  readonly #dedupeWindowMs: number;
  readonly #retryDelayMs: number;
  readonly #scanIntervalMs: number;
  readonly #js: JetStreamClient;
  /** The same, with a request timeout for pulls a little above their expiry. */
  readonly #pullJs: JetStreamClient;
  readonly #subscriptions = new Set<Subscription>();
  /** When this process last created or confirmed each lane's consumer. */
  readonly #consumersSeen = new Map<string, number>();

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
    this.#scanIntervalMs = options.scanIntervalMs ?? 1_000;
    this.#js = nc.jetstream();
    this.#pullJs = nc.jetstream({ timeout: PULL_TIMEOUT_MS });
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
    // The single consumer over the whole stream that served every task before lanes existed: a
    // work-queue stream takes no consumer whose subjects overlap another's, so it must go. Its tasks
    // stay in the stream and are served by the lanes.
    const legacy = await jsm.consumers.info(this.stream, this.consumer).catch(() => null);
    if (legacy !== null && (legacy.config.filter_subject ?? '') === '') await jsm.consumers.delete(this.stream, this.consumer);
  }

  async enqueue(task: WorkTask, dedupeId: string): Promise<void> {
    const subject = LaneBoard.subjectOf(this.subjectPrefix, task);
    await this.#js.publish(subject, codec.encode(task), { msgID: dedupeId });
    // The doorbell: workers hear of the task now rather than at their next scan. Losing it costs
    // only that wait, never the task.
    this.nc.publish(LaneBoard.doorbellOf(this.subjectPrefix, subject));
  }

  /** Creates the lane's consumer unless this process did so (or saw it) recently. */
  async #ensureConsumer(jsm: JetStreamManager, lane: LaneRef): Promise<void> {
    const seen = this.#consumersSeen.get(lane.consumer);
    if (seen !== undefined && Date.now() - seen < LANE_RECHECK_MS) return;
    const config: Partial<ConsumerConfig> = {
      durable_name: lane.consumer,
      filter_subject: lane.subject,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      max_deliver: this.#maxDeliveries,
      ack_wait: nanos(this.#ackWaitMs),
      inactive_threshold: nanos(LANE_IDLE_MS),
    };
    try {
      await jsm.consumers.add(this.stream, config);
    } catch {
      // It exists with other settings (an older deployment's ack wait): bring it up to date.
      await jsm.consumers.update(this.stream, lane.consumer, config);
    }
    this.#consumersSeen.set(lane.consumer, Date.now());
  }

  /**
   * One task from the lane, or null when it has none to hand out now. The (deprecated) single-message
   * `pull` is used because it can wait only `PULL_WAIT_MS` on an empty lane, so a slot is not held
   * while another account's task waits (the newer `fetch()` and `next()` wait at least a second).
   * Throws when NATS cannot answer.
   */
  async #pull(jsm: JetStreamManager, lane: LaneRef): Promise<JsMsg | null> {
    await this.#ensureConsumer(jsm, lane);
    try {
      return await this.#pullJs.pull(this.stream, lane.consumer, PULL_WAIT_MS);
    } catch (error) {
      if (isNoMessages(error)) return null;
      this.#consumersSeen.delete(lane.consumer);
      throw error;
    }
  }

  /**
   * Marks every lane the stream holds tasks on; returns false when NATS could not be asked. A task
   * stays in the stream until it is acknowledged, so a lane whose count is no more than the tasks this
   * worker holds from it has nothing for this worker to pull.
   */
  async #scan(jsm: JetStreamManager, board: LaneBoard, holding: ReadonlyMap<LaneRef, number>): Promise<boolean> {
    try {
      const info = await jsm.streams.info(this.stream, { subjects_filter: `${this.subjectPrefix}.>` });
      for (const [subject, count] of Object.entries(info.state.subjects ?? {})) {
        const lane = board.laneOf(subject);
        if (lane !== null && count > (holding.get(lane) ?? 0)) board.ready(lane);
      }
      return true;
    } catch {
      return false;
    }
  }

  async consume(handler: Handler, options: { concurrency: number }): Promise<Subscription> {
    const concurrency = Math.max(1, Math.floor(options.concurrency));
    const jsm = await this.nc.jetstreamManager();
    const board = new LaneBoard(this.subjectPrefix, this.consumer);
    /** Tasks this worker holds (pulled, not yet acknowledged), per lane. */
    const holding = new Map<LaneRef, number>();
    let stopping = false;
    let wakeScans: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (wakeScans = resolve));

    const doorbells = this.nc.subscribe(`${this.subjectPrefix}-ready.>`, {
      callback: (error, msg) => {
        const lane = error === null ? board.laneOf(msg.subject) : null;
        if (lane !== null) board.ready(lane);
      },
    });
    await this.#scan(jsm, board, holding);
    const scans = (async () => {
      while (!stopping) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, this.#scanIntervalMs))), stopped]);
        clearTimeout(timer);
        if (!stopping && !this.nc.isClosed()) await this.#scan(jsm, board, holding);
      }
    })();

    const slot = async (): Promise<void> => {
      // A closed connection (closed by its owner) never comes back; a reconnecting one does.
      while (!stopping && !this.nc.isClosed()) {
        const lane = board.next();
        if (lane === undefined) {
          await board.wait();
          continue;
        }
        const mark = board.markOf(lane);
        let msg: JsMsg | null;
        try {
          msg = await this.#pull(jsm, lane);
        } catch {
          // NATS is restarting: the next scan marks the lane again once it answers.
          board.empty(lane);
          await sleep(RECONNECT_PAUSE_MS);
          continue;
        }
        if (msg === null) {
          board.empty(lane, mark);
          continue;
        }
        if (stopping) {
          // Arrived while stop() was running: hand it straight back, not after the ack window.
          msg.nak();
          return;
        }
        // The last task the lane had for anyone: do not come back to it (a wasted pull waits
        // PULL_WAIT_MS) until a doorbell or a scan says it holds more.
        if (msg.info.pending === 0) board.empty(lane, mark);
        holding.set(lane, (holding.get(lane) ?? 0) + 1);
        try {
          await this.#handle(msg, handler, (task) => board.served(lane, task.plan));
        } finally {
          const held = (holding.get(lane) ?? 1) - 1;
          if (held > 0) holding.set(lane, held);
          else holding.delete(lane);
        }
      }
    };
    const slots = Array.from({ length: concurrency }, () => slot());

    const subscription: Subscription = {
      stop: async () => {
        if (stopping) return;
        stopping = true;
        board.wakeAll();
        wakeScans();
        doorbells.unsubscribe();
        await Promise.all(slots);
        await scans;
        this.#subscriptions.delete(subscription);
      },
    };
    this.#subscriptions.add(subscription);
    return subscription;
  }

  /** Runs one task; `served` counts it to its account's turns first. */
  async #handle(msg: JsMsg, handler: Handler, served: (task: WorkTask) => void): Promise<void> {
    const attempt = msg.info.deliveryCount;
    const isLastAttempt = attempt >= this.#maxDeliveries;
    let task: WorkTask;
    try {
      task = withOwner(codec.decode(msg.data));
    } catch {
      // Not a task of ours: redelivering it cannot help.
      msg.term();
      return;
    }
    served(task);
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

/**
 * Tasks queued before fair scheduling carry no account, plan or lane: they are served as the smallest
 * plan's, and their pages as pages of a new job. The worker takes the account from the job itself.
 */
const withOwner = (task: WorkTask): WorkTask => {
  const t = task as Partial<WorkTask> & Pick<WorkTask, 'kind'>;
  if (t.accountId !== undefined && t.plan !== undefined) return task;
  return { ...task, accountId: t.accountId ?? '', plan: t.plan ?? 'starter', ...(task.kind === 'extract_pages' ? { underWay: task.underWay ?? false } : {}) };
};
