/**
 * `npm run bench:scale`: distributed mode on this machine (a private NATS, PostgreSQL, real gateway and
 * worker processes, as the fault tests start them). Prints, and asserts nothing:
 *  1. pages/s with 1, 2 and 4 worker processes (one extraction thread each) on a fixed batch;
 *  2. job latency p50/p95 for 3-page statements uploaded at the Business plan's 200 requests a minute,
 *     from the start of the upload to the terminal update on a GraphQL subscription.
 * Target (issue 5): pages/s grows with workers up to the cores; p95 under 1 s at that load.
 */
import { availableParallelism } from 'node:os';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { restClient } from '../test/e2e/support/client.js';
import { statementPdf } from '../test/e2e/support/statementPdf.js';
import { startCluster, waitUntil } from '../test/distributed/support/cluster.js';
import { accountWithKey } from '../test/distributed/support/ledger.js';

const THROUGHPUT_FILES = Number(process.env.BENCH_FILES ?? 20);
const THROUGHPUT_PAGES = 4;
const LATENCY_UPLOADS = Number(process.env.BENCH_UPLOADS ?? 60);
const BUSINESS_INTERVAL_MS = 60_000 / 200;

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Pages per second for one batch of statements, with `workers` worker processes. */
const throughput = async (workers: number): Promise<number> => {
  const cluster = await startCluster();
  try {
    const gateway = await cluster.startGateway('gateway');
    await Promise.all(Array.from({ length: workers }, (_, i) => cluster.startWorker(`worker-${i + 1}`)));
    const { accountId, key } = await accountWithKey(cluster.service, 'bench', 'enterprise');
    const files = await Promise.all(Array.from({ length: THROUGHPUT_FILES }, async (_, i) => ({ name: `s${i}.pdf`, bytes: await statementPdf({ pages: THROUGHPUT_PAGES, rowsPerPage: 20, opening: 10_000 + i }) })));
    const client = restClient(gateway.address, key);
    const started = performance.now();
    // At most 20 files per request (the interface's limit): send them in batches of 10.
    for (let i = 0; i < files.length; i += 10) {
      const upload = await client.upload(files.slice(i, i + 10));
      if (upload.status !== 200) throw new Error(`upload refused: ${JSON.stringify(upload.body)}`);
    }
    await waitUntil('the batch', async () => {
      // Read what the gateway's projector wrote; catching up here would make the bench a second
      // projector racing the gateway's for every commit.
      const jobs = await cluster.service.readStore.listJobs(accountId, { limit: 10_000 });
      return jobs.length === THROUGHPUT_FILES && jobs.every((j) => j.status !== 'processing');
    }, 600_000);
    return (THROUGHPUT_FILES * THROUGHPUT_PAGES) / ((performance.now() - started) / 1000);
  } finally {
    await cluster.dispose();
  }
};

/** Upload-to-terminal-update latencies (ms) of 3-page statements sent at 200 a minute. */
const latency = async (workers: number): Promise<number[]> => {
  const cluster = await startCluster();
  try {
    const gateway = await cluster.startGateway('gateway');
    await Promise.all(Array.from({ length: workers }, (_, i) => cluster.startWorker(`worker-${i + 1}`)));
    const { key } = await accountWithKey(cluster.service, 'bench', 'business');
    const finishedAt = new Map<string, number>();
    const ws = createClient({ url: `${gateway.address.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${key}` } });
    ws.subscribe<{ jobsUpdated: { jobId: string; status: string } }>(
      { query: 'subscription { jobsUpdated { jobId status } }' },
      {
        next: ({ data }) => {
          const update = data?.jobsUpdated;
          if (update !== undefined && update.status !== 'processing') finishedAt.set(update.jobId, performance.now());
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const client = restClient(gateway.address, key);
    const pdf = await statementPdf({ pages: 3 });
    // A warm-up job proves the subscription is live (and warms the workers) before the clock runs.
    const warmup = await client.upload([{ name: 'warmup.pdf', bytes: pdf }]);
    const warmupId = (warmup.body as { jobs: { job_id: string }[] }).jobs[0]!.job_id;
    await waitUntil('the warm-up job', async () => finishedAt.has(warmupId), 120_000);
    const startedAt = new Map<string, number>();
    const uploads: Promise<void>[] = [];
    for (let i = 0; i < LATENCY_UPLOADS; i++) {
      const sentAt = performance.now();
      uploads.push(client.upload([{ name: `l${i}.pdf`, bytes: pdf }]).then((response) => {
        if (response.status !== 200) throw new Error(`upload ${i} refused: ${JSON.stringify(response.body)}`);
        startedAt.set((response.body as { jobs: { job_id: string }[] }).jobs[0]!.job_id, sentAt);
      }));
      await new Promise((resolve) => setTimeout(resolve, BUSINESS_INTERVAL_MS));
    }
    await Promise.all(uploads);
    await waitUntil('every terminal update', async () => [...startedAt.keys()].every((id) => finishedAt.has(id)), 600_000);
    await ws.dispose();
    return [...startedAt].map(([id, sent]) => finishedAt.get(id)! - sent).sort((a, b) => a - b);
  } finally {
    await cluster.dispose();
  }
};

const main = async (): Promise<void> => {
  const cores = availableParallelism();
  process.stdout.write(`bench:scale on ${cores} cores, distributed mode (PostgreSQL events and read models, NATS JetStream)\n`);
  process.stdout.write(`throughput: ${THROUGHPUT_FILES} statements x ${THROUGHPUT_PAGES} pages uploaded at once, one extraction thread per worker\n`);
  for (const workers of [1, 2, 4]) {
    const pagesPerSecond = await throughput(workers);
    process.stdout.write(`  ${workers} worker${workers === 1 ? ' ' : 's'}: ${pagesPerSecond.toFixed(2)} pages/s\n`);
  }
  const workers = Math.min(cores, 4);
  process.stdout.write(`latency: ${LATENCY_UPLOADS} uploads of a 3-page statement at 200/min (Business plan), ${workers} workers\n`);
  const latencies = await latency(workers);
  process.stdout.write(`  p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms (target p95 < 1000 ms)\n`);
};

await main();
