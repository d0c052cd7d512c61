/**
 * Issue 15, finding 7: the data directory holds bank statements (PDF blobs, page layouts, results in
 * the SQLite databases), so nobody but the service's user may read it: every folder 0700, every file
 * 0600, whatever the umask, and a directory left looser by an older version is tightened at start.
 */
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/main.js';
import { createKey } from '../e2e/support/embeddedServer.js';
import { restClient } from '../e2e/support/client.js';
import { statementPdf } from '../e2e/support/statementPdf.js';

let parent: string;
let server: RunningServer;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'ledgerlens-modes-'));
});
afterAll(async () => {
  await server?.close();
  await rm(parent, { recursive: true, force: true });
});

/** Every path under `dir` (itself included) with its permission bits. */
interface PathMode {
  path: string;
  kind: 'dir' | 'file';
  mode: string;
}

const modesUnder = async (dir: string): Promise<PathMode[]> => {
  const found: PathMode[] = [{ path: dir, kind: 'dir', mode: ((await stat(dir)).mode & 0o777).toString(8) }];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    found.push({ path, kind: entry.isDirectory() ? 'dir' : 'file', mode: ((await stat(path)).mode & 0o777).toString(8) });
  }
  return found;
};

it('keeps every folder of the data directory 0700 and every file 0600, databases and PDF blobs included', async () => {
  const dataDir = join(parent, 'data');
  // A directory an older version left readable by everyone.
  await mkdir(dataDir, { mode: 0o755 });
  await chmod(dataDir, 0o755);
  server = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', LEDGERLENS_DATA_DIR: dataDir }, pino({ level: 'silent' }));
  const client = restClient(server.address!, await createKey(server.admin, 'modes', 'business'));
  const upload = await client.upload([{ name: 'statement.pdf', bytes: await statementPdf({ pages: 2 }) }]);
  expect((await client.waitForJob(upload.body.jobs[0].job_id as string)).body.status).toBe('auto_analyzed');

  const modes = await modesUnder(dataDir);
  expect(modes.filter((m) => m.kind === 'file').map((m) => m.path)).toEqual(
    expect.arrayContaining([join(dataDir, 'events.sqlite'), join(dataDir, 'read.sqlite'), join(dataDir, 'events.sqlite-wal')]),
  );
  // PDF and page-layout blobs: the statement's bytes, and its two pages.
  expect(modes.filter((m) => m.kind === 'file' && m.path.includes(join(dataDir, 'blobs'))).length).toBeGreaterThanOrEqual(3);
  expect(modes.filter((m) => m.mode !== (m.kind === 'dir' ? '700' : '600'))).toEqual([]);
});
