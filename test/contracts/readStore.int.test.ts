/**
 * The read-store contract against every store on this machine: SQLite (a fresh file per test) and
 * PostgreSQL (a fresh schema per test, dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { createPostgresReadStore } from '../../src/adapters/readStore/postgres.js';
import { openSqliteReadStore } from '../../src/adapters/readStore/sqlite.js';
import { describeReadStoreContract } from './readStore.contract.js';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const directory = mkdtempSync(join(tmpdir(), 'll-readstore-'));
const schemas: string[] = [];
let files = 0;

afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
  await client.end();
});

describeReadStoreContract('sqlite', async () => {
  const path = join(directory, `read-${++files}.sqlite`);
  return { store: openSqliteReadStore(path), reopen: async () => openSqliteReadStore(path) };
});

describeReadStoreContract('postgres', async () => {
  const schema = `ll_test_read_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  return {
    store: await createPostgresReadStore({ connectionString: DATABASE_URL, schema }),
    reopen: () => createPostgresReadStore({ connectionString: DATABASE_URL, schema }),
  };
});
