/**
 * The event store in PostgreSQL (distributed mode's second networked store, the one our machines can
 * test). One `events` table holds every stream; its `bigserial` column is the global order.
 *
 * Why appends take a transaction-scoped advisory lock: sequence values are handed out when a row is
 * inserted but become visible when its transaction commits, so two concurrent appends can commit
 * out of order (position 8 visible before 7). A catch-up reader that has already passed 8 would then
 * skip 7 for ever. Serialising appends under one lock makes commit order equal position order, which
 * is what "a subscription never skips an event" needs. It also makes the expected-version check
 * race-free; the unique (stream, position) index stays as the safety net.
 *
 * Why an append is one call of a PL/pgSQL function: the lock, the version check, the insert and the
 * notification then take one round trip and hold the global lock only for the server's own work, not
 * across six client round trips (which, with several busy writers, made every append wait on the
 * slowest event loop). Each statement of a volatile function reads a fresh snapshot, so the version
 * read after the lock sees every append committed before it.
 */
import pg from 'pg';
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

export interface PostgresEventStoreOptions {
  /** `postgres://…`; ignored when `pool` is given. */
  connectionString?: string;
  /** A pool owned by the caller (it is not ended by `close()`). */
  pool?: pg.Pool;
  /** Schema holding the `events` table; created when missing. Default `public`. */
  schema?: string;
  /** How often an idle subscription polls when no notification arrives. Default 1,000 ms. */
  pollIntervalMs?: number;
  /** Pause before a handler that threw is called again with the same event. Default 250 ms. */
  retryDelayMs?: number;
}

interface EventRow {
  global_position: string;
  stream_name: string;
  stream_position: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown> | null;
  recorded_at: Date;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const UNIQUE_VIOLATION = '23505';
/** SQLSTATE the append function raises on a version clash; its message is the stream's actual version. */
const VERSION_CLASH = 'LL409';
const READ_BATCH = 500;

const toStored = (row: EventRow): StoredEvent => ({
  streamName: row.stream_name,
  streamPosition: row.stream_position,
  // int8 comes back as a string; positions stay far below 2^53.
  globalPosition: Number(row.global_position),
  type: row.type,
  data: row.data,
  metadata: row.metadata ?? {},
  recordedAt: row.recorded_at.toISOString(),
});

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/** Opens (and migrates) a PostgreSQL event store. */
export const createPostgresEventStore = async (options: PostgresEventStoreOptions): Promise<PostgresEventStore> => {
  const ownsPool = options.pool === undefined;
  const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString, max: 10 });
  const store = new PostgresEventStore(pool, ownsPool, options);
  try {
    await store.migrate();
  } catch (error) {
    if (ownsPool) await pool.end();
    throw error;
  }
  return store;
};

/** `EventStore` over one PostgreSQL table; see the module comment for the ordering guarantee. */
export class PostgresEventStore implements EventStore {
  readonly #schema: string;
  readonly #table: string;
  readonly #appendFunction: string;
  readonly #channel: string;
  readonly #lockKey: string;
  readonly #pollIntervalMs: number;
  readonly #retryDelayMs: number;
  readonly #subscriptions = new Set<Subscription>();
  /** Wakes every idle subscription loop. */
  readonly #wakers = new Set<() => void>();
  #listener: pg.PoolClient | undefined;
  #listening: Promise<void> | undefined;
  #closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly ownsPool: boolean,
    options: PostgresEventStoreOptions,
  ) {
    this.#schema = options.schema ?? 'public';
    this.#table = `${pg.escapeIdentifier(this.#schema)}.events`;
    this.#appendFunction = `${pg.escapeIdentifier(this.#schema)}.append_events`;
    // NOTIFY channels are identifiers of at most 63 bytes; the schema name keeps test runs apart.
    this.#channel = `ll_events_${this.#schema}`.slice(0, 63);
    this.#lockKey = `ledgerlens.events.${this.#schema}`;
    this.#pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.#retryDelayMs = options.retryDelayMs ?? 250;
  }

  /** Creates the schema and table when missing; safe to run from several processes at once. */
  async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Concurrent CREATE … IF NOT EXISTS can still collide in the catalogue; one lock avoids that.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${this.#lockKey}.migrate`]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${pg.escapeIdentifier(this.#schema)}`);
      await client.query(`
        CREATE TABLE IF NOT EXISTS ${this.#table} (
          global_position bigserial PRIMARY KEY,
          stream_name text NOT NULL,
          stream_position integer NOT NULL,
          type text NOT NULL,
          data jsonb NOT NULL,
          metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
          recorded_at timestamptz NOT NULL DEFAULT now(),
          UNIQUE (stream_name, stream_position)
        )`);
      await client.query(this.#appendFunctionSql());
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async readStream<E extends EventMessage>(streamName: string): Promise<ReadStreamResult<E>> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT * FROM ${this.#table} WHERE stream_name = $1 ORDER BY stream_position`,
      [streamName],
    );
    const events = rows.map(toStored) as StoredEvent<E>[];
    const last = events.at(-1);
    return { currentVersion: last === undefined ? 'no_stream' : last.streamPosition, events };
  }

  async appendToStream(
    streamName: string,
    events: readonly EventMessage[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = options.expectedVersion;
    try {
      const { rows } = await this.pool.query<{ global_position: string; stream_position: number }>(
        `SELECT global_position, stream_position FROM ${this.#appendFunction}($1, $2, $3, $4::text[], $5::jsonb[], $6::jsonb[], $7, $8)`,
        [
          streamName,
          typeof expected === 'number' ? expected : null,
          expected !== 'any',
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata ?? {})),
          this.#lockKey,
          this.#channel,
        ],
      );
      // RETURNING promises no row order: take the highest of each.
      return {
        nextExpectedVersion: Math.max(...rows.map((r) => r.stream_position)),
        lastGlobalPosition: Math.max(...rows.map((r) => Number(r.global_position))),
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === VERSION_CLASH) {
        const actual = (error as Error).message;
        throw new ConcurrencyError(streamName, expected, actual === 'no_stream' ? 'no_stream' : Number(actual));
      }
      if (isUniqueViolation(error)) {
        // Only reachable if something writes to the table without taking the lock.
        const current = await this.readStream(streamName);
        throw new ConcurrencyError(streamName, expected, current.currentVersion);
      }
      throw error;
    }
  }

  /**
   * `append_events(stream, expected, check, types, data, metadata, lock, channel)`: the whole append
   * under the global lock (see the module comment). `expected` null with `check` means no stream yet;
   * listeners are notified at commit, so a woken reader always finds the rows.
   */
  #appendFunctionSql(): string {
    return `
      CREATE OR REPLACE FUNCTION ${this.#appendFunction}(
        p_stream text, p_expected integer, p_check boolean, p_types text[], p_data jsonb[], p_metadata jsonb[], p_lock text, p_channel text
      ) RETURNS TABLE (global_position bigint, stream_position integer) LANGUAGE plpgsql AS $fn$
      DECLARE
        v_version integer;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext(p_lock));
        SELECT max(e.stream_position) INTO v_version FROM ${this.#table} e WHERE e.stream_name = p_stream;
        IF p_check AND v_version IS DISTINCT FROM p_expected THEN
          RAISE EXCEPTION USING ERRCODE = '${VERSION_CLASH}', MESSAGE = coalesce(v_version::text, 'no_stream');
        END IF;
        RETURN QUERY
          INSERT INTO ${this.#table} AS e (stream_name, stream_position, type, data, metadata)
          SELECT p_stream, coalesce(v_version, -1) + x.o::integer, x.t, x.d, x.m
          FROM unnest(p_types, p_data, p_metadata) WITH ORDINALITY AS x(t, d, m, o)
          ORDER BY x.o
          RETURNING e.global_position, e.stream_position;
        PERFORM pg_notify(p_channel, '');
      END
      $fn$`;
  }

  async readAll(options: { after: number; limit: number; types?: readonly string[] }): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT * FROM ${this.#table} WHERE global_position > $1 AND ($3::text[] IS NULL OR type = ANY($3)) ORDER BY global_position LIMIT $2`,
      [options.after, options.limit, options.types ?? null],
    );
    return rows.map(toStored);
  }

  subscribe(options: SubscribeOptions, handler: (events: readonly StoredEvent[]) => Promise<void>): Subscription {
    let stopped = false;
    let wakeSelf: (() => void) | undefined;
    // Set by every notification, also one that arrives while the handler runs: the loop then reads
    // again at once instead of sleeping through an append it was told about.
    let notified = false;
    const poke = (): void => {
      notified = true;
      wakeSelf?.();
    };
    this.#wakers.add(poke);
    /** Waits `ms`, or less when a notification or `stop()` wakes the loop; not at all after a missed one. */
    const idle = (ms: number): Promise<void> =>
      new Promise((resolve) => {
        if (notified || stopped) {
          resolve();
          return;
        }
        const done = (): void => {
          clearTimeout(timer);
          wakeSelf = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakeSelf = done;
      });

    const run = async (): Promise<void> => {
      let position = options.after;
      void this.#listen();
      while (!stopped) {
        notified = false;
        let batch: StoredEvent[];
        try {
          batch = await this.readAll({ after: position, limit: READ_BATCH, types: options.types });
        } catch {
          // The database is unreachable for a moment: poll again later rather than die.
          await idle(this.#pollIntervalMs);
          continue;
        }
        if (batch.length > 0) {
          try {
            await handler(batch);
          } catch {
            // The same batch again after a pause (a notification does not cut it short): the
            // subscription never skips.
            if (!stopped) await sleep(this.#retryDelayMs);
            continue;
          }
          position = batch.at(-1)!.globalPosition;
        }
        if (batch.length < READ_BATCH && !stopped) await idle(this.#pollIntervalMs);
      }
    };

    const loop = run();
    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        wakeSelf?.();
        await loop;
        this.#wakers.delete(poke);
        this.#subscriptions.delete(subscription);
      },
    };
    this.#subscriptions.add(subscription);
    return subscription;
  }

  /** Starts the shared LISTEN connection once; polling covers the time it is missing. */
  #listen(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#listening ??= (async () => {
      const client = await this.pool.connect().catch(() => undefined);
      if (client === undefined) {
        this.#listening = undefined;
        return;
      }
      const dropped = (): void => {
        client.removeAllListeners('notification');
        client.release(true);
        this.#listener = undefined;
        this.#listening = undefined;
      };
      client.on('notification', () => this.#wakeAll());
      client.on('error', dropped);
      try {
        await client.query(`LISTEN ${pg.escapeIdentifier(this.#channel)}`);
        this.#listener = client;
      } catch {
        dropped();
      }
    })();
    return this.#listening;
  }

  #wakeAll(): void {
    for (const wake of [...this.#wakers]) wake();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await Promise.all([...this.#subscriptions].map((s) => s.stop()));
    await this.#listening;
    const listener = this.#listener;
    this.#listener = undefined;
    if (listener !== undefined) {
      listener.removeAllListeners('notification');
      await listener.query(`UNLISTEN *`).catch(() => undefined);
      listener.release();
    }
    if (this.ownsPool) await this.pool.end();
  }
}
