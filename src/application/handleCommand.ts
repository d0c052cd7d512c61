/**
 * The one path every command takes (Emmett's `CommandHandler`): read the stream, fold `evolve`,
 * `decide`, append with the version the decision read, and on a version clash read again and decide
 * again. REST routes, resolvers, reactors and workers all call this; none appends on its own.
 */
import { ConcurrencyError, type EventMessage, type EventStore } from './ports.js';

export interface HandleCommandResult<E, S> {
  /** What the decision appended (empty when it decided nothing). */
  events: E[];
  /** The stream's state after those events. */
  state: S;
  /** Global position of the last appended event, or null when nothing was appended. */
  lastGlobalPosition: number | null;
}

/**
 * How long a command keeps re-deciding on version clashes. A time budget rather than a count: a hot
 * stream (an account's quota under a burst of uploads through several gateways, 20 writers at once on
 * the business plan) can make a writer lose many rounds in a row without anything being wrong.
 */
const RETRY_BUDGET_MS = 20_000;

/** A stream's state as a caller has just folded it, with the version it read. */
export interface KnownState<S> {
  state: S;
  version: number | 'no_stream';
}

/** Reads a stream and folds it into its state. */
export const loadState = async <E extends EventMessage, S>(
  store: EventStore,
  streamName: string,
  evolve: (state: S, event: E) => S,
  initialState: () => S,
): Promise<KnownState<S>> => {
  const { currentVersion, events: past } = await store.readStream<E>(streamName);
  let state = initialState();
  for (const stored of past) state = evolve(state, { type: stored.type, data: stored.data, metadata: stored.metadata } as E);
  return { state, version: currentVersion };
};

/**
 * Commands on one stream take turns within this process, so a hot stream (an account's quota under a
 * burst of uploads) has one writer per process racing, not one per request: sixteen uploads in flight
 * on each of two gateways each re-read a growing stream after every lost round, and some ran out of
 * their retry budget (a 500 on upload) although nothing was wrong. Other processes still race, and the
 * version check settles them.
 */
const turns = new WeakMap<EventStore, Map<string, Promise<unknown>>>();

const inTurn = <T>(store: EventStore, streamName: string, run: () => Promise<T>): Promise<T> => {
  let queues = turns.get(store);
  if (!queues) turns.set(store, (queues = new Map<string, Promise<unknown>>()));
  const before = queues.get(streamName) ?? Promise.resolve();
  const mine = before.then(run, run);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  queues.set(streamName, settled);
  // The last in line clears the queue, so streams written once do not accumulate.
  void settled.then(() => {
    if (queues.get(streamName) === settled) queues.delete(streamName);
  });
  return mine;
};

/**
 * `known` lets a caller that has just read the stream (a worker that checked a page before extracting
 * it) decide on that state first instead of reading it again; a clash falls back to a fresh read.
 */
export const handleCommand = <C, E extends EventMessage, S>(
  store: EventStore,
  streamName: string,
  decide: (command: C, state: S) => E[],
  evolve: (state: S, event: E) => S,
  initialState: () => S,
  command: C,
  known?: KnownState<S>,
): Promise<HandleCommandResult<E, S>> =>
  inTurn(store, streamName, async () => {
    const deadline = Date.now() + RETRY_BUDGET_MS;
    for (let attempt = 1; ; attempt++) {
      const { state, version: currentVersion } = attempt === 1 && known !== undefined ? known : await loadState(store, streamName, evolve, initialState);
      const events = decide(command, state);
      if (events.length === 0) return { events, state, lastGlobalPosition: null };
      try {
        const result = await store.appendToStream(streamName, events, { expectedVersion: currentVersion });
        return { events, state: events.reduce(evolve, state), lastGlobalPosition: result.lastGlobalPosition };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || Date.now() >= deadline) throw error;
        // Someone appended first: a random pause, growing with the attempts, spreads out a crowd of writers.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(5 * attempt, 100)));
      }
    }
  });
