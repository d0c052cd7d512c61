/**
 * The embedded event store: one SQLite file (better-sqlite3, WAL) with one `events` table. The
 * autoincrement primary key is the global position; (stream, position) is unique, so a version clash
 * can never slip in even when two processes (the server and a CLI command) share the file. SQLite
 * has one writer at a time, so positions become visible in order and a catch-up reader never skips.
 */
import Database from 'better-sqlite3';
import { prepareSqliteFile } from '../privateFiles.js';
import { EventEmitter } from 'node:events';
import {
  ConcurrencyError,
  type AppendResult,
  type EventMessage,
  type EventStore,
  type ExpectedVersion,
  type ReadStreamResult,
  type StoredEvent,
  type Subscription,
} from '../../application/ports.js';

interface EventRow {
  global_position: number;
  stream_name: string;
  stream_position: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

export interface SqliteEventStoreOptions {
  /** File path, or `:memory:`. */
  path: string;
  /** How often an idle subscription looks for events appended by another process. */
  pollIntervalMs?: number;
}

const toStored = (row: EventRow): StoredEvent => ({
  streamName: row.stream_name,
  streamPosition: row.stream_position,
  globalPosition: row.global_position,
  type: row.type,
  data: JSON.parse(row.data) as unknown,
  metadata: JSON.parse(row.metadata) as Record<string, unknown>,
  recordedAt: row.recorded_at,
});

const matches = (expected: ExpectedVersion, actual: number | 'no_stream'): boolean =>
  expected === 'any' || expected === actual;

export const openSqliteEventStore = (options: SqliteEventStoreOptions): EventStore => {
  prepareSqliteFile(options.path);
  const db = new Database(options.path);
  db.pragma('journal_mode = WAL');
  // NORMAL in WAL mode survives a process crash (SIGKILL); only an OS crash may lose the last commits.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 10000');
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      global_position INTEGER PRIMARY KEY AUTOINCREMENT,
      stream_name     TEXT    NOT NULL,
      stream_position INTEGER NOT NULL,
      type            TEXT    NOT NULL,
      data            TEXT    NOT NULL,
      metadata        TEXT    NOT NULL,
      recorded_at     TEXT    NOT NULL,
      UNIQUE (stream_name, stream_position)
    );
  `);
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const appended = new EventEmitter();
  appended.setMaxListeners(0);

  const versionOf = db.prepare<[string], { v: number | null }>('SELECT MAX(stream_position) AS v FROM events WHERE stream_name = ?');
  const readStreamRows = db.prepare<[string], EventRow>('SELECT * FROM events WHERE stream_name = ? ORDER BY stream_position');
  const readAllRows = db.prepare<[number, number], EventRow>('SELECT * FROM events WHERE global_position > ? ORDER BY global_position LIMIT ?');
  const insert = db.prepare<[string, number, string, string, string, string], unknown>(
    'INSERT INTO events (stream_name, stream_position, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  const append = db.transaction((streamName: string, events: readonly EventMessage[], expected: ExpectedVersion): AppendResult => {
    const current = versionOf.get(streamName)?.v ?? null;
    const actual = current === null ? 'no_stream' : current;
    if (!matches(expected, actual)) throw new ConcurrencyError(streamName, expected, actual);
    const recordedAt = new Date().toISOString();
    let position = current ?? -1;
    let lastGlobalPosition = -1;
    for (const e of events) {
      position += 1;
      const info = insert.run(streamName, position, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata ?? {}), recordedAt) as { lastInsertRowid: number | bigint };
      lastGlobalPosition = Number(info.lastInsertRowid);
    }
    return { nextExpectedVersion: position, lastGlobalPosition };
  });

  let closed = false;
  const subscriptions = new Set<Subscription>();

  const store: EventStore = {
    async readStream<E extends EventMessage>(streamName: string): Promise<ReadStreamResult<E>> {
      const events = readStreamRows.all(streamName).map(toStored) as StoredEvent<E>[];
      const last = events.at(-1);
      return { currentVersion: last === undefined ? 'no_stream' : last.streamPosition, events };
    },

    async appendToStream(streamName, events, { expectedVersion }) {
      if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
      let result: AppendResult;
      try {
        // IMMEDIATE takes the write lock before reading the version, so the check and the insert are one step.
        result = append.immediate(streamName, events, expectedVersion);
      } catch (error) {
        // Another process inserted the same stream position between our check and insert.
        if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
          const current = versionOf.get(streamName)?.v ?? null;
          throw new ConcurrencyError(streamName, expectedVersion, current === null ? 'no_stream' : current);
        }
        throw error;
      }
      appended.emit('appended');
      return result;
    },

    async readAll({ after, limit }) {
      return readAllRows.all(after, limit).map(toStored);
    },

    subscribe({ after, types }, handler) {
      let stopped = false;
      let wake: (() => void) | null = null;
      let stopWait: (() => void) | null = null;
      // Set by every append, also one made while the handler runs: the loop then reads again at once.
      let appendedSinceRead = false;
      const onAppended = (): void => {
        appendedSinceRead = true;
        wake?.();
      };
      appended.on('appended', onAppended);
      /** Waits `ms`; `stop()` ends the wait, and so does an append unless this is a retry's pause. */
      const idle = (ms: number, { retry = false } = {}): Promise<void> =>
        new Promise((resolve) => {
          if (stopped || (!retry && appendedSinceRead)) {
            resolve();
            return;
          }
          const timer = setTimeout(done, ms);
          function done(): void {
            clearTimeout(timer);
            wake = null;
            stopWait = null;
            resolve();
          }
          wake = retry ? null : done;
          stopWait = done;
        });
      const wanted = types === undefined ? null : new Set(types);

      const loop = async (): Promise<void> => {
        let checkpoint = after;
        let failures = 0;
        while (!stopped) {
          appendedSinceRead = false;
          const read = closed ? [] : readAllRows.all(checkpoint, 256).map(toStored);
          if (read.length === 0) {
            await idle(pollIntervalMs);
            continue;
          }
          // The file is local: filtering here costs little, and the checkpoint still passes the rest.
          const batch = wanted === null ? read : read.filter((e) => wanted.has(e.type));
          if (batch.length > 0) {
            try {
              await handler(batch);
              failures = 0;
            } catch {
              // Retry the same batch after a growing pause: a subscription never skips.
              failures += 1;
              await idle(Math.min(50 * 2 ** failures, 5_000), { retry: true });
              continue;
            }
          }
          checkpoint = read.at(-1)!.globalPosition;
        }
      };
      const running = loop();
      const subscription: Subscription = {
        async stop() {
          stopped = true;
          appended.off('appended', onAppended);
          stopWait?.();
          await running;
          subscriptions.delete(subscription);
        },
      };
      subscriptions.add(subscription);
      return subscription;
    },

    async close() {
      await Promise.all([...subscriptions].map((s) => s.stop()));
      closed = true;
      db.close();
    },
  };
  return store;
};
