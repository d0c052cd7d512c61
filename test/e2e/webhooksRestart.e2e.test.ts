/**
 * Webhooks across processes, as an operator runs them: endpoints registered with `ledgerlens webhooks`,
 * and a server SIGKILLed after a job finished but before its delivery got through: the delivery is
 * in the log, so the restarted server sends it, and the receiver accepts it exactly once.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../support/webhookReceiver.js';
import { restClient } from './support/client.js';
import { freePort, startChildServer, type ChildServer } from './support/childServer.js';
import { statementPdf } from './support/statementPdf.js';

const run = promisify(execFile);
let dataDir: string;
const env = { LEDGERLENS_WEBHOOK_ALLOW_INSECURE: '1', LEDGERLENS_WEBHOOK_RETRY_BASE_MS: '1000' };
const cli = async (...args: string[]) => (await run(process.execPath, ['bin/ledgerlens.js', ...args], { env: { ...process.env, LEDGERLENS_DATA_DIR: dataDir, ...env } })).stdout;
let server: ChildServer | undefined;
let receiver: Receiver | undefined;

beforeAll(async () => { dataDir = await mkdtemp(join(tmpdir(), 'ledgerlens-webhooks-')); });
afterAll(async () => {
  await server?.kill();
  await receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('webhooks across a crash', () => {
  it('manages endpoints with the CLI', async () => {
    await cli('keys', 'create', '--account', 'cli-hooks', '--plan', 'business');
    const created = await cli('webhooks', 'create', '--account', 'cli-hooks', '--url', 'https://hooks.example.com/ledgerlens', '--event', 'job.completed,job.failed');
    expect(created.trim().split('\n').at(-1)).toMatch(/^whsec_/);
    const id = /webhook (whe_\w+)/.exec(created)?.[1];
    expect(await cli('webhooks', 'list', '--account', 'cli-hooks')).toContain(`${id}  https://hooks.example.com/ledgerlens  job.completed,job.failed  enabled`);
    await cli('webhooks', 'delete', '--account', 'cli-hooks', id!);
    expect(await cli('webhooks', 'list', '--account', 'cli-hooks')).not.toContain(id);
  }, 60_000);

  it('delivers once after the server is killed between the event and a successful delivery', async () => {
    const receiverPort = await freePort();
    const key = (await cli('keys', 'create', '--account', 'crash-hooks', '--plan', 'business')).trim().split(/\s+/).at(-1)!;
    const secret = (await cli('webhooks', 'create', '--account', 'crash-hooks', '--url', `http://127.0.0.1:${receiverPort}/crash`, '--event', 'job.completed')).trim().split(/\s+/).at(-1);
    const webhookId = /whe_\w+/.exec(await cli('webhooks', 'list', '--account', 'crash-hooks'))![0];
    expect(secret).toMatch(/^whsec_/);

    // Nothing listens on the receiver's port yet: the first attempt is refused and a retry scheduled.
    const port = await freePort();
    server = await startChildServer(dataDir, port, env);
    const client = restClient(server.address, key);
    const upload = await client.upload([{ name: 'a.pdf', bytes: await statementPdf({ pages: 1 }) }]);
    expect((await client.waitForJob(upload.body.jobs[0].job_id)).body.status).toBe('auto_analyzed');
    for (;;) {
      const [delivery] = (await client.get(`/v1/webhooks/${webhookId}/deliveries`)).body.deliveries as { attempts: unknown[] }[];
      if (delivery !== undefined && delivery.attempts.length > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await server.kill();

    receiver = await startReceiver(() => 200, receiverPort);
    server = await startChildServer(dataDir, port, env);
    await receiver.until((r) => r.length >= 1);
    const restarted = restClient(server.address, key);
    for (;;) {
      const [delivery] = (await restarted.get(`/v1/webhooks/${webhookId}/deliveries`)).body.deliveries as { status: string }[];
      if (delivery?.status === 'succeeded') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(receiver.received.filter((r) => r.answered === 200)).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'job.completed', data: { job_id: upload.body.jobs[0].job_id } });
  }, 120_000);
});
