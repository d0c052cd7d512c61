/**
 * The company report is a read model of its own: after a restart it is served as it was, whether the
 * read models were kept or lost (then rebuilt from the event log at start), and the same report is
 * served again over REST and as an export.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawSixMonthCompany, renderCompanyStatement } from '../fixtures/company/drawCompany.js';
import { restClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';

const SEED = 8_128;
/** Servers still running; and every data directory made, the later servers' own left empty. */
const running = new Set<EmbeddedServer>();
const directories: string[] = [];
afterAll(async () => {
  for (const server of running) await server.close();
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
});

const start = async (env: Record<string, string> = {}): Promise<EmbeddedServer> => {
  const server = await startEmbeddedServer(env);
  running.add(server);
  directories.push(server.dataDir);
  return server;
};

const stop = async (server: EmbeddedServer): Promise<void> => {
  running.delete(server);
  await server.close();
};

describe('company report across restarts', () => {
  it('serves the same report after a restart, and after one that lost the read models', async () => {
    const draw = drawSixMonthCompany(SEED);
    const first = await start();
    const key = await first.keyFor('restart-lender', 'business');
    const statements = draw.statements.filter((s) => !s.sameFileAs).slice(0, 3);
    const files = await Promise.all(statements.map(async (s) => ({ name: `${s.name}.pdf`, bytes: await renderCompanyStatement(s, SEED) })));
    const api = restClient(first.address, key);
    const uploaded = await api.upload(files, { user_id: 'underwriter', company_name: draw.company });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    for (const job of uploaded.body.jobs as { job_id: string }[]) expect((await api.waitForJob(job.job_id)).body.status).toBe('auto_analyzed');
    const path = `/v1/companies/${encodeURIComponent(draw.company)}/report`;
    const before = await api.get(path);
    expect(before.status).toBe(200);
    expect(before.body.statements).toHaveLength(statements.length);
    const csvBefore = (await api.get(`${path}?format=csv`)).body as string;
    // Closed, not disposed: the next servers start on the same data directory.
    await stop(first);

    const again = await start({ LEDGERLENS_DATA_DIR: first.dataDir });
    expect((await restClient(again.address, key).get(path)).body).toEqual(before.body);
    await stop(again);

    // Read models lost (or deleted by an operator): rebuilt from the event log when the server starts.
    for (const file of ['read.sqlite', 'read.sqlite-wal', 'read.sqlite-shm']) await rm(join(first.dataDir, file), { force: true });
    const rebuilt = await start({ LEDGERLENS_DATA_DIR: first.dataDir });
    const client = restClient(rebuilt.address, key);
    expect((await client.get(path)).body).toEqual(before.body);
    expect((await client.get(`${path}?format=csv`)).body).toBe(csvBefore);
  });
});
