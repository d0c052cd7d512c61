/**
 * The event-store contract against the machine's PostgreSQL, in a schema of its own that is dropped
 * afterwards, plus what only this adapter has to prove: concurrent appends never commit out of
 * order under a live subscription, and two processes sharing the table see one log.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../../../test/contracts/eventStore.contract.js';
import type { StoredEvent } from '../../application/ports.js';
import { createPostgresEventStore } from './postgres.js';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `ll_test_${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
  await client.end();
});

describeEventStoreContract('postgres', () => createPostgresEventStore({ connectionString: DATABASE_URL, schema, pollIntervalMs: 200, retryDelayMs: 20 }));

describe('PostgreSQL event store', () => {
  it('never skips an event while many connections append at once under a live subscription', async () => {
    const writer = await createPostgresEventStore({ connectionString: DATABASE_URL, schema });
    const reader = await createPostgresEventStore({ connectionString: DATABASE_URL, schema, pollIntervalMs: 50 });
    try {
      const tag = randomBytes(4).toString('hex');
      const before = await writer.appendToStream(`burst-${tag}-start`, [{ type: 'Start', data: {} }], { expectedVersion: 'no_stream' });
      const seen: StoredEvent[] = [];
      const subscription = reader.subscribe({ after: before.lastGlobalPosition }, async (events) => {
        for (const event of events) if (event.streamName.startsWith(`burst-${tag}-`)) seen.push(event);
      });
      // 10 writers x 10 appends, each writer on its own stream, all racing for the same sequence.
      await Promise.all(
        Array.from({ length: 10 }, async (_, w) => {
          for (let i = 0; i < 10; i++) {
            await writer.appendToStream(`burst-${tag}-${w}`, [{ type: 'Tick', data: { w, i } }], { expectedVersion: i === 0 ? 'no_stream' : i - 1 });
          }
        }),
      );
      const deadline = Date.now() + 10_000;
      while (seen.length < 100 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await subscription.stop();
      expect(seen).toHaveLength(100);
      const all = await reader.readAll({ after: before.lastGlobalPosition, limit: 1000 });
      expect(seen.map((e) => e.globalPosition)).toEqual(all.filter((e) => e.streamName.startsWith(`burst-${tag}-`)).map((e) => e.globalPosition));
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });

  it('wakes a subscription on a notification from another store instance, well before its poll interval', async () => {
    const writer = await createPostgresEventStore({ connectionString: DATABASE_URL, schema });
    const reader = await createPostgresEventStore({ connectionString: DATABASE_URL, schema, pollIntervalMs: 60_000 });
    try {
      const stream = `notify-${randomBytes(4).toString('hex')}`;
      const head = await writer.readAll({ after: -1, limit: 1_000_000 });
      const after = head.at(-1)?.globalPosition ?? -1;
      const seen: string[] = [];
      const subscription = reader.subscribe({ after }, async (events) => {
        for (const event of events) if (event.streamName === stream) seen.push(event.type);
      });
      // Let the subscription finish its catch-up read and go idle on its one-minute poll.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await writer.appendToStream(stream, [{ type: 'Woken', data: {} }], { expectedVersion: 'no_stream' });
      const deadline = Date.now() + 10_000;
      while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      await subscription.stop();
      expect(seen).toEqual(['Woken']);
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  });
});
