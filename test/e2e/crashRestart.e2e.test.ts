/**
 * Crash safety with real processes: SIGKILL the server in the middle of a batch, start it again on
 * the same data directory, and every accepted job finishes once, with the quota charged once.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '../../src/adapters/readStore/sqlite.js';
import { freePort, startChildServer, type ChildServer } from './support/childServer.js';
import { restClient } from './support/client.js';
import { statementPdf, statementRows } from './support/statementPdf.js';

const run = promisify(execFile);
const dirs: string[] = [];
const servers: ChildServer[] = [];
afterAll(async () => {
  for (const s of servers) if (s.process.exitCode === null && s.process.signalCode === null) await s.kill();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['bin/ledgerlens.js', ...args], { env: { ...process.env, LEDGERLENS_DATA_DIR: dataDir } });

describe('kill and restart', () => {
  it('finishes every accepted job exactly once after a SIGKILL mid-batch, charging the quota once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ledgerlens-crash-'));
    dirs.push(dataDir);
    const port = await freePort();

    const first = await startChildServer(dataDir, port);
    servers.push(first);
    expect(first.printedKey, first.output()).toMatch(/^ll_live_[A-Za-z0-9]{32,}$/);
    const client = restClient(first.address, first.printedKey!);
    expect((await client.get('/v1/usage')).body).toMatchObject({ plan: 'starter', pages_used: 0 });

    const tenPages = await statementPdf({ pages: 10 });
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `s${i}.pdf`, bytes: tenPages }));
    const accepted = await client.upload(files, { user_id: 'crash', company_name: 'Crash Co' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const jobIds = (accepted.body.jobs as { job_id: string }[]).map((j) => j.job_id);
    const before = await client.get('/v1/jobs?limit=10');
    const pendingAtKill = (before.body.jobs as { status: string }[]).filter((j) => j.status === 'processing').length;
    await first.kill();
    expect(pendingAtKill).toBeGreaterThan(0);

    // While it is down, the operator moves the account to a plan whose rate limit suits polling.
    const { stdout } = await cli(dataDir, 'accounts', 'plan', 'default', 'business');
    expect(stdout).toContain('business');

    const second = await startChildServer(dataDir, port);
    servers.push(second);
    expect(second.printedKey).toBeNull(); // the first key is printed once, on the first start only
    const again = restClient(second.address, first.printedKey!);
    const done = [];
    for (const id of jobIds) done.push((await again.waitForJob(id, 120_000)).body);
    for (const job of done) {
      expect(job.status).toBe('auto_analyzed');
      expect(job.progress).toEqual({ pages_done: 10, pages_total: 10 });
      expect(job.data.transaction_count).toBe(statementRows({ pages: 10 }).length);
    }
    const listed = await again.get('/v1/jobs?limit=100');
    expect(listed.body.jobs).toHaveLength(4);
    expect((await again.get('/v1/usage')).body.pages_used).toBe(40);

    // A little later nothing has moved: no job was completed a second time.
    await new Promise((r) => setTimeout(r, 1000));
    for (const job of done) expect((await again.get(`/v1/jobs/${job.job_id}`)).body.completed_at).toBe(job.completed_at);
    // Ctrl-C drains and exits cleanly (GraphQL's server must not turn it into a second, forcing signal).
    expect(await second.stop('SIGINT')).toBe(0);

    // The log itself: one charge, each page recorded once, each job analysed once.
    const log = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
    const count = (sql: string) => (log.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT COUNT(*) AS n FROM events WHERE type = 'PagesReserved'")).toBe(1);
    expect(count("SELECT COUNT(*) AS n FROM events WHERE type = 'PageExtracted'")).toBe(40);
    expect(count("SELECT COUNT(DISTINCT json_extract(data, '$.jobId') || ':' || json_extract(data, '$.page')) AS n FROM events WHERE type = 'PageExtracted'")).toBe(40);
    expect(count("SELECT COUNT(*) AS n FROM events WHERE type = 'JobAnalyzed'")).toBe(4);
    expect(count("SELECT COUNT(*) AS n FROM events WHERE type = 'JobFailed'")).toBe(0);
    log.close();

    // Rebuilding the read models from that log gives exactly the rows the live projections wrote.
    const snapshot = async () => {
      const readStore = openSqliteReadStore(join(dataDir, 'read.sqlite'));
      try {
        return { rows: await readStore.snapshot(), checkpoint: await readStore.checkpoint() };
      } finally {
        await readStore.close();
      }
    };
    const live = await snapshot();
    expect(live.rows.jobs).toHaveLength(4);
    const rebuilt = await cli(dataDir, 'projections', 'rebuild');
    expect(rebuilt.stdout).toMatch(/Rebuilt the read models from \d+ events/);
    expect(await snapshot()).toEqual(live);
  }, 240_000);
});
