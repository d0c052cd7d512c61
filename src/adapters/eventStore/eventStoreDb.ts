/**
 * The event store on EventStoreDB (the owner's choice for distributed mode), through
 * `@eventstore/db-client` 6.x. Only this file knows the client; its errors stop here
 * (`WrongExpectedVersionError` becomes our `ConcurrencyError`, `StreamNotFoundError` an empty stream,
 * as in EventSourcing.NodeJS `streams.ts`).
 *
 * Positions. Our `globalPosition` is the event's `$all` commit position as a number. On EventStoreDB
 * 20+ every event appended through gRPC is its own log record whose commit and prepare positions are
 * both its log offset, so commit positions strictly increase along `$all` and `{commit: n, prepare: n}`
 * is exactly the event at `n`. Offsets are bytes of the transaction log, exact as numbers up to 8 PiB.
 * `readAll`/`subscribe` take an `after` that need not be a record boundary (`-1`, or a position the
 * caller computed): when the server refuses it as a starting point, we read from the start and skip.
 * No EventStoreDB server runs on our CI machines; the shared contract suite runs against this adapter
 * when `EVENTSTORE_URL` is set.
 */
import {
  ANY,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AllStreamSubscription,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  ConcurrencyError,
  type AppendResult,
  type EventMessage,
  type EventStore,
  type ExpectedVersion,
  type ReadStreamResult,
  type StoredEvent,
  type SubscribeOptions,
  type Subscription,
} from '../../application/ports.js';

export interface EventStoreDbOptions {
  /** `esdb://host:2113?tls=false` (or `esdb+discover://…` for a cluster). */
  connectionString: string;
  /** Pause before a handler that threw is called again, and before a dropped subscription resumes. Default 250 ms. */
  retryDelayMs?: number;
}

/** The value that marks "no position" in a stream read from servers that do not give one. */
const NO_POSITION = 2n ** 64n - 1n;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const toNumber = (value: bigint, what: string): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${what} ${value} is past 2^53`);
  return Number(value);
};

/** Our expected version in the client's terms: revisions are bigints, "no stream" and "any" constants. */
const toExpectedRevision = (expected: ExpectedVersion): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
};

/** The position `after` a global position, or the start of `$all`. */
const positionAfter = (after: number): ReadPosition => (after < 0 ? START : { commit: BigInt(after), prepare: BigInt(after) });

type RecordedEvent = NonNullable<ResolvedEvent['event']>;

const toStored = (recorded: RecordedEvent, position: Position | undefined): StoredEvent => {
  const metadata = recorded.metadata;
  return {
    streamName: recorded.streamId,
    streamPosition: toNumber(recorded.revision, 'revision'),
    // -1 only from servers older than 20.6 that leave stream reads without a position.
    globalPosition: position === undefined || position.commit === NO_POSITION ? -1 : toNumber(position.commit, 'commit position'),
    type: recorded.type,
    data: recorded.data,
    metadata: metadata !== undefined && typeof metadata === 'object' && !(metadata instanceof Uint8Array) && !Array.isArray(metadata) ? (metadata) : {},
    recordedAt: recorded.created.toISOString(),
  };
};

/** Our own events from a `$all` read: no system events (`$`-typed), no links, no other tools' binary events. */
const ourEvent = (resolved: AllStreamResolvedEvent): StoredEvent | null => {
  const recorded = resolved.event;
  if (recorded === undefined || recorded.type.startsWith('$') || recorded.streamId.startsWith('$') || !recorded.isJson) return null;
  return toStored(recorded, recorded.position);
};

/** A starting position the server did not accept (not a record boundary). */
const isBadPosition = (error: unknown): boolean =>
  error instanceof Error && /position|invalid argument|out of range/i.test(error.message) && !(error instanceof StreamNotFoundError);

export const createEventStoreDbEventStore = async (options: EventStoreDbOptions): Promise<EventStoreDbEventStore> => {
  const client = EventStoreDBClient.connectionString(options.connectionString);
  return new EventStoreDbEventStore(client, options);
};

export class EventStoreDbEventStore implements EventStore {
  readonly #retryDelayMs: number;
  readonly #subscriptions = new Set<Subscription>();

  constructor(
    private readonly client: EventStoreDBClient,
    options: Omit<EventStoreDbOptions, 'connectionString'> = {},
  ) {
    this.#retryDelayMs = options.retryDelayMs ?? 250;
  }

  async readStream<E extends EventMessage>(streamName: string): Promise<ReadStreamResult<E>> {
    const events: StoredEvent<E>[] = [];
    try {
      for await (const resolved of this.client.readStream(streamName, { direction: FORWARDS, fromRevision: START })) {
        if (resolved.event !== undefined) events.push(toStored(resolved.event, resolved.event.position) as StoredEvent<E>);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { currentVersion: 'no_stream', events: [] };
      throw error;
    }
    const last = events.at(-1);
    return { currentVersion: last === undefined ? 'no_stream' : last.streamPosition, events };
  }

  async appendToStream(streamName: string, events: readonly EventMessage[], options: { expectedVersion: ExpectedVersion }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const data = events.map((e) => jsonEvent({ type: e.type, data: e.data as Record<string, unknown>, metadata: e.metadata ?? {} }));
    try {
      const result = await this.client.appendToStream(streamName, data, { expectedRevision: toExpectedRevision(options.expectedVersion) });
      if (result.position === undefined) throw new Error(`EventStoreDB gave no position for the append to ${streamName}`);
      return {
        nextExpectedVersion: toNumber(result.nextExpectedRevision, 'revision'),
        // The append's position is its last event's, the highest it wrote.
        lastGlobalPosition: toNumber(result.position.commit, 'commit position'),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new ConcurrencyError(streamName, options.expectedVersion, typeof actual === 'bigint' ? toNumber(actual, 'revision') : 'no_stream');
      }
      throw error;
    }
  }

  async readAll(options: { after: number; limit: number }): Promise<StoredEvent[]> {
    const read = async (from: ReadPosition): Promise<StoredEvent[]> => {
      const events: StoredEvent[] = [];
      for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition: from })) {
        const event = ourEvent(resolved);
        // A read from a position includes the event at it: skip up to and including `after`.
        if (event === null || event.globalPosition <= options.after) continue;
        events.push(event);
        if (events.length >= options.limit) break;
      }
      return events;
    };
    try {
      return await read(positionAfter(options.after));
    } catch (error) {
      if (!isBadPosition(error)) throw error;
      return read(START);
    }
  }

  subscribe(options: SubscribeOptions, handler: (events: readonly StoredEvent[]) => Promise<void>): Subscription {
    let stopped = false;
    let current: AllStreamSubscription | undefined;
    let position = options.after;

    /** Follows `$all` after `position`; returns when the server drops the subscription or stop() ends it. */
    const follow = async (from: ReadPosition): Promise<void> => {
      // Exact type names, escaped: the server filters, so the events we do not want never travel.
      const filter =
        options.types === undefined
          ? excludeSystemEvents()
          : eventTypeFilter({ regex: `^(${options.types.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$` });
      current = this.client.subscribeToAll({ fromPosition: from, filter });
      try {
        for await (const resolved of current) {
          const event = ourEvent(resolved);
          if (event === null || event.globalPosition <= position) continue;
          // The server streams one event at a time: each is a batch of one, retried until it
          // succeeds, so the subscription never skips.
          for (;;) {
            if (stopped) return;
            try {
              await handler([event]);
              break;
            } catch {
              await sleep(this.#retryDelayMs);
            }
          }
          position = event.globalPosition;
        }
      } finally {
        await current.unsubscribe().catch(() => undefined);
      }
    };

    const run = async (): Promise<void> => {
      let fromStart = false;
      while (!stopped) {
        try {
          // Subscribing "from" a position is exclusive of it, as `after` means.
          await follow(fromStart ? START : positionAfter(position));
        } catch (error) {
          // A starting point the server refuses: scan from the start, skipping what was handled.
          if (isBadPosition(error)) fromStart = true;
          else if (!stopped) await sleep(this.#retryDelayMs); // connection lost: resume where we were
          continue;
        }
        fromStart = false;
        // The server ended the subscription without an error: resume shortly, not in a tight loop.
        if (!stopped) await sleep(this.#retryDelayMs);
      }
    };

    const loop = run();
    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        await current?.unsubscribe().catch(() => undefined);
        await loop;
        this.#subscriptions.delete(subscription);
      },
    };
    this.#subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }
}
