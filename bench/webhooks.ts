/**
 * `npm run bench:webhooks`: webhook delivery latency under 200 uploads a minute.
 *
 * A real server runs in its own process (embedded mode, fresh data directory) with a webhook endpoint
 * on a local receiver; 1-page statements are uploaded at RATE a minute for DURATION_S seconds. Each
 * `job.completed` delivery's latency is from `JobAnalyzed` (its `completed_at`, recorded by the same
 * machine's clock) to the receiver reading the request: p50, p95 and max, and whether every job was
 * delivered exactly once. Prints figures; asserts nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, startChildServer } from '../test/e2e/support/childServer.js';
import { restClient } from '../test/e2e/support/client.js';
import { statementPdf } from '../test/e2e/support/statementPdf.js';
import { startReceiver } from '../test/support/webhookReceiver.js';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const run = promisify(execFile);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const dataDir = await mkdtemp(join(tmpdir(), 'ledgerlens-bench-webhooks-'));
const env = { LEDGERLENS_WEBHOOK_ALLOW_INSECURE: '1' };
const cli = async (...args: string[]) => (await run(process.execPath, ['bin/ledgerlens.js', ...args], { env: { ...process.env, LEDGERLENS_DATA_DIR: dataDir, ...env } })).stdout;
const receiver = await startReceiver(() => 200);
await cli('keys', 'create', '--account', 'bench-hooks', '--plan', 'business');
await cli('accounts', 'plan', 'bench-hooks', 'enterprise', '--pages', '1000000');
const key = (await cli('keys', 'create', '--account', 'bench-hooks')).trim().split(/\s+/).at(-1)!;
await cli('webhooks', 'create', '--account', 'bench-hooks', '--url', receiver.url('/bench'), '--event', 'job.completed');
const server = await startChildServer(dataDir, await freePort(), env);
try {
  const client = restClient(server.address, key);
  const pdf = await statementPdf({ pages: 1 });
  const total = Math.round((RATE * DURATION_S) / 60);
  const intervalMs = 60_000 / RATE;
  console.log(`webhook delivery latency: ${total} one-page uploads at ${RATE} a minute (${DURATION_S} s), one job.completed endpoint`);
  const jobIds: string[] = [];
  const started = Date.now();
  const uploads: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + i * intervalMs;
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    uploads.push(client.upload([{ name: `s${i}.pdf`, bytes: pdf }]).then((res) => {
      if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
      jobIds.push(res.body.jobs[0].job_id as string);
    }));
  }
  await Promise.all(uploads);
  await receiver.until((r) => r.length >= total, 120_000);
  const bodies = receiver.received.map((r) => ({ at: r.receivedAt, body: JSON.parse(r.body) as { data: { job_id: string; completed_at: string } } }));
  const latencies = bodies.map((b) => b.at - Date.parse(b.body.data.completed_at));
  const delivered = new Set(bodies.map((b) => b.body.data.job_id));
  console.log(`  uploaded ${jobIds.length}, deliveries ${bodies.length}, distinct jobs delivered ${delivered.size}, every job delivered: ${jobIds.every((id) => delivered.has(id))}`);
  console.log(`  JobAnalyzed -> receiver: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms`);
} finally {
  await server.kill();
  await receiver.close();
  await rm(dataDir, { recursive: true, force: true });
}
