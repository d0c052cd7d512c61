/**
 * `npm run bench:scale`: distributed mode on this machine (a private NATS, PostgreSQL, real gateway and
 * worker processes, as the fault tests start them). Prints, and asserts nothing:
 *  1. pages/s with 1, 2 and 4 worker processes (one extraction thread each), on two workloads:
 *     - digital: the project's generated statements (every layout but the scans), several times over;
 *     - scanned: the generated scans, read by OCR;
 *     each measured as the workers drain a queued backlog (see `drain`), and, for digital, end to end
 *     (uploads included, with the workers running);
 *  2. job latency p50/p95 for 3-page statements uploaded at the Business plan's 200 requests a minute,
 *     from the start of the upload to the terminal update on a GraphQL subscription.
 * Target (issue 5): pages/s grows with workers up to the cores; p95 under 1 s at that load.
 *
 * Everything shares this machine's cores: PostgreSQL, NATS, the gateway (which also projects) and the
 * workers. Workers beyond the cores can only compete for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { restClient } from '../test/e2e/support/client.js';
import { statementPdf } from '../test/e2e/support/statementPdf.js';
import { startCluster, waitUntil, type Cluster, type NodeProcess } from '../test/distributed/support/cluster.js';
import { accountWithKey } from '../test/distributed/support/ledger.js';

const DIGITAL_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SCANNED_ROUNDS = Number(process.env.BENCH_SCANNED_ROUNDS ?? 2);
const LATENCY_UPLOADS = Number(process.env.BENCH_UPLOADS ?? 60);
const BUSINESS_INTERVAL_MS = 60_000 / 200;
const FILES_PER_REQUEST = 10;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface File {
  name: string;
  bytes: Uint8Array;
}

const fixtures = fileURLToPath(new URL('../test/fixtures/statements/', import.meta.url));
const statements = (scanned: boolean): File[] =>
  readdirSync(fixtures)
    .filter((name) => name.startsWith('scan_') === scanned)
    .map((name) => ({ name: `${name}.pdf`, bytes: new Uint8Array(readFileSync(join(fixtures, name, 'statement.pdf'))) }));
const rounds = (files: File[], n: number): File[] => Array.from({ length: n }, (_, round) => files.map((f) => ({ ...f, name: `${round}-${f.name}` }))).flat();

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

type Client = ReturnType<typeof restClient>;

const uploadAll = async (client: Client, files: File[]): Promise<void> => {
  for (let i = 0; i < files.length; i += FILES_PER_REQUEST) {
    const upload = await client.upload(files.slice(i, i + FILES_PER_REQUEST));
    if (upload.status !== 200) throw new Error(`upload refused: ${JSON.stringify(upload.body)}`);
  }
};

/** Pages of the account's jobs still processing (their rows carry no result yet, so this read is cheap). */
const pagesProcessing = async (cluster: Cluster, accountId: string): Promise<number> =>
  (await cluster.service.readStore.listJobs(accountId, { status: 'processing', limit: 10_000 })).reduce((n, job) => n + job.pagesTotal, 0);

const untilIdle = (cluster: Cluster, accountId: string): Promise<void> =>
  waitUntil('every job to finish', async () => (await cluster.service.readStore.listJobs(accountId, { status: 'processing', limit: 1 })).length === 0, 900_000);

/** Resolves once the gateway's batch reactor has created every accepted job and enqueued its tasks. */
const untilQueued = async (cluster: Cluster): Promise<void> => {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ last: string | null }>(`SELECT max(global_position) AS last FROM ${pg.escapeIdentifier(cluster.schema)}.events WHERE type = 'BatchAccepted'`);
    const last = Number(rows[0]?.last ?? -1);
    await waitUntil('the tasks to be queued', async () => (await cluster.service.readStore.reactorCheckpoint('batch-reactor')) >= last, 120_000);
  } finally {
    await db.end();
  }
};

/**
 * Pages per second while the workers drain a backlog: they are paused (SIGSTOP) while the files are
 * uploaded and their tasks queued, then resumed together, and the clock runs until the last result.
 * This is the workers' throughput, apart from how fast one client can upload.
 */
const drain = async (cluster: Cluster, workers: NodeProcess[], client: Client, accountId: string, files: File[]): Promise<Rate> => {
  for (const worker of workers) worker.child.kill('SIGSTOP');
  try {
    await uploadAll(client, files);
    await untilQueued(cluster);
  } finally {
    for (const worker of workers) worker.child.kill('SIGCONT');
  }
  const pages = await pagesProcessing(cluster, accountId);
  const started = performance.now();
  await untilIdle(cluster, accountId);
  return { pages, pagesPerSecond: pages / ((performance.now() - started) / 1000) };
};

/** Pages per second from the first upload to the last result, the workers running throughout. */
const endToEnd = async (cluster: Cluster, client: Client, accountId: string, files: File[], pages: number): Promise<number> => {
  const started = performance.now();
  await uploadAll(client, files);
  await untilIdle(cluster, accountId);
  return pages / ((performance.now() - started) / 1000);
};

interface Rate {
  pages: number;
  pagesPerSecond: number;
}

interface Throughput {
  digital: Rate;
  scanned: Rate;
  endToEnd: number;
}

const throughput = async (workerCount: number, digital: File[], scanned: File[]): Promise<Throughput> => {
  const cluster = await startCluster();
  try {
    const gateway = await cluster.startGateway('gateway');
    const workers = await Promise.all(Array.from({ length: workerCount }, (_, i) => cluster.startWorker(`worker-${i + 1}`)));
    const { accountId, key } = await accountWithKey(cluster.service, 'bench', 'enterprise', 10_000_000);
    const client = restClient(gateway.address, key);
    // Warm-up: every layout and every scan once, so each worker's engine is compiled and its OCR
    // loaded before the clock runs (a worker that got no scan still pays that on its first one).
    await uploadAll(client, [...digital, ...scanned]);
    await untilIdle(cluster, accountId);

    const many = rounds(digital, DIGITAL_ROUNDS);
    const digitalRate = await drain(cluster, workers, client, accountId, many);
    // The same files again, the workers running throughout: the same pages.
    const endToEndRate = await endToEnd(cluster, client, accountId, many, digitalRate.pages);
    const scannedRate = await drain(cluster, workers, client, accountId, rounds(scanned, SCANNED_ROUNDS));
    return { digital: digitalRate, scanned: scannedRate, endToEnd: endToEndRate };
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
  const digital = statements(false);
  const scanned = statements(true);
  process.stdout.write(`bench:scale on ${cores} cores, distributed mode (PostgreSQL events and read models, NATS JetStream), one extraction thread per worker\n`);
  process.stdout.write(`pages/s as the workers drain a queued backlog (digital: ${digital.length} layouts x ${DIGITAL_ROUNDS}; scanned: ${scanned.length} scans x ${SCANNED_ROUNDS}, OCR), and end to end (digital, uploads included)\n`);
  for (const workers of [1, 2, 4]) {
    const result = await throughput(workers, digital, scanned);
    process.stdout.write(
      `  ${workers} worker${workers === 1 ? ' ' : 's'}: digital ${result.digital.pagesPerSecond.toFixed(1)} pages/s (${result.digital.pages} pages), ` +
        `scanned ${result.scanned.pagesPerSecond.toFixed(2)} pages/s (${result.scanned.pages} pages), end to end ${result.endToEnd.toFixed(1)} pages/s\n`,
    );
  }
  const workers = Math.min(cores, 4);
  process.stdout.write(`latency: ${LATENCY_UPLOADS} uploads of a 3-page statement at 200/min (Business plan), ${workers} workers\n`);
  const latencies = await latency(workers);
  process.stdout.write(`  p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms (target p95 < 1000 ms)\n`);
};

await main();
