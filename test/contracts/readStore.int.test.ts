/**
 * The read-store contract against every store on this machine: SQLite (a fresh file per test) and
 * PostgreSQL (a fresh schema per test, dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
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

/** The `api_keys` table as it was before keys had roles, with one key in it. */
const OLD_KEYS_TABLE = `CREATE TABLE api_keys (
  key_id TEXT PRIMARY KEY, account_id TEXT NOT NULL, name TEXT NOT NULL, prefix TEXT NOT NULL, hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL, last_used_at TEXT, revoked_at TEXT, allowed_ips %s NOT NULL)`;
const OLD_KEY_ROW = `INSERT INTO api_keys VALUES ('key_old', 'acc_1', 'old', 'll_live_Old1', '${'d'.repeat(64)}', '2026-01-01T00:00:00.000Z', NULL, NULL, '[]')`;

describe('read models made before keys had roles', () => {
  it('sqlite: gains the role column, and the keys already there are admin keys', async () => {
    const path = join(directory, 'before-roles.sqlite');
    const old = new Database(path);
    old.exec(OLD_KEYS_TABLE.replace('%s', 'TEXT'));
    old.exec(OLD_KEY_ROW);
    old.close();
    const store = openSqliteReadStore(path);
    expect((await store.getApiKey('key_old'))?.role).toBe('admin');
    await store.close();
  });

  it('postgres: gains the role column, and the keys already there are admin keys', async () => {
    const schema = `ll_test_read_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA ${pg.escapeIdentifier(schema)}; SET search_path TO ${pg.escapeIdentifier(schema)}`);
    await client.query(OLD_KEYS_TABLE.replace('%s', 'jsonb'));
    await client.query(OLD_KEY_ROW);
    await client.end();
    const store = await createPostgresReadStore({ connectionString: DATABASE_URL, schema });
    expect((await store.getApiKey('key_old'))?.role).toBe('admin');
    await store.close();
  });
});
