import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { describeEventStoreContract } from '../../../test/contracts/eventStore.contract.js';
import { openSqliteEventStore } from './sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'ledgerlens-es-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One file shared by every test, as the server and a CLI command share it.
describeEventStoreContract('SQLite', async () => openSqliteEventStore({ path: join(dir, 'events.sqlite'), pollIntervalMs: 50 }));
