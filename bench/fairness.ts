/**
 * `npm run bench:fairness`: does one account's big batch hold back another account's small job?
 * (issue 11). Prints, asserts nothing. For the embedded server and for distributed mode (a gateway
 * and two workers, as bench:scale starts them), each in phases that alternate, DURATION_S seconds
 * of each kind in all:
 *
 *  - alone: account A uploads 20 statements of 50 pages (30 rows a page; two requests, for the
 *    4.5 MB limit), and another such batch whenever fewer than a batch's pages of its own are left to
 *    extract, so it has a backlog the whole time; A's pages/s is the pages extracted during the phase
 *    over its length.
 *  - shared: the same, while account B uploads a 1-page statement every second. B's latency runs from
 *    the start of its upload to the terminal update on its GraphQL subscription (what a client sees);
 *    A's pages/s is measured as before, over the same window.
 *
 * A keeps its backlog for the whole minute (rather than uploading one batch, which the workers finish
 * in a fraction of it) so that every one of B's uploads meets it. Both accounts are on the same plan
 * (enterprise, whose quota the bench cannot use up), so they get equal turns. Targets: B's p95 within 1 s embedded and 1.5 s distributed, A's
 * pages/s shared within 10% of A alone.
 *
 * BENCH_MODES=embedded,distributed  BENCH_DURATION_S=60  BENCH_ROUNDS=2  BENCH_WORKERS=2
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { freePort, startChildServer } from '../test/e2e/support/childServer.js';
import { restClient, type RestClient } from '../test/e2e/support/client.js';
import { statementPdf } from '../test/e2e/support/statementPdf.js';
import { startCluster } from '../test/distributed/support/cluster.js';
import { accountWithKey } from '../test/distributed/support/ledger.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const MODES = (process.env.BENCH_MODES ?? 'embedded,distributed').split(',');
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const A_FILES = 20;
const A_PAGES = 50;
/** Rows per page: a busy account's real statement, 30 transactions a page. */
const ROWS_PER_PAGE = 30;
/** 20 such files are 5.9 MB: A sends its batch in two requests, under the 4.5 MB limit each. */
const FILES_PER_REQUEST = 10;
const B_INTERVAL_MS = 1_000;
/** Both accounts are on the same plan, so they get equal turns; enterprise, for a quota the bench cannot use up. */
const PAGES_LIMIT = 100_000_000;
const run = promisify(execFile);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

/** One account's view through a `jobsUpdated` subscription: pages extracted so far and when each job ended. */
class Watcher {
  pagesDone = 0;
  readonly finishedAt = new Map<string, number>();
  readonly #seen = new Map<string, number>();
  readonly #socket: Client;
  #live: Promise<void>;

  constructor(address: string, key: string) {
    this.#socket = createClient({ url: `${address.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${key}` } });
    let live: () => void = () => undefined;
    this.#live = new Promise((resolve) => (live = resolve));
    this.#socket.subscribe<{ jobsUpdated: { jobId: string; status: string; pagesDone: number } }>(
      { query: 'subscription { jobsUpdated { jobId status pagesDone } }' },
      {
        next: ({ data }) => {
          const update = data?.jobsUpdated;
          if (update === undefined) return;
          const before = this.#seen.get(update.jobId) ?? 0;
          if (update.pagesDone > before) {
            this.pagesDone += update.pagesDone - before;
            this.#seen.set(update.jobId, update.pagesDone);
          }
          if (update.status !== 'processing' && !this.finishedAt.has(update.jobId)) this.finishedAt.set(update.jobId, performance.now());
          live();
        },
        error: (error) => console.error('subscription failed', error),
        complete: () => undefined,
      },
    );
  }

  /** Resolves once the subscription has delivered something (call after a first upload). */
  live(): Promise<void> {
    return this.#live;
  }

  async close(): Promise<void> {
    await this.#socket.dispose();
  }
}

interface Account {
  client: RestClient;
  watcher: Watcher;
}

interface PhaseResult {
  aPagesPerSecond: number;
  bLatenciesMs: number[];
}

const jobIdsOf = (body: unknown): string[] => (body as { jobs: { job_id: string }[] }).jobs.map((j) => j.job_id);

/** Uploads A's batch whenever fewer than a batch's pages of its own remain to extract, until `over()`. */
const keepBacklog = async (a: Account, batch: { name: string; bytes: Uint8Array }[], uploaded: { pages: number }, over: () => boolean): Promise<void> => {
  while (!over()) {
    if (uploaded.pages - a.watcher.pagesDone < A_FILES * A_PAGES) {
      for (let i = 0; i < batch.length; i += FILES_PER_REQUEST) {
        const files = batch.slice(i, i + FILES_PER_REQUEST);
        const response = await a.client.upload(files, { user_id: 'bench-a', company_name: 'Big Batch Ltd' });
        if (response.status !== 200) throw new Error(`A's upload refused: ${response.status} ${JSON.stringify(response.body)}`);
        uploaded.pages += files.length * A_PAGES;
      }
    }
    await sleep(100);
  }
};

/** Waits until everything A uploaded is extracted, so that the next phase starts from an empty queue. */
const drain = async (a: Account, uploaded: { pages: number }): Promise<void> => {
  while (a.watcher.pagesDone < uploaded.pages) await sleep(200);
};

/** One phase: A's backlog throughout, and B's uploads when `b` is given. */
const phase = async (a: Account, b: Account | null, batch: { name: string; bytes: Uint8Array }[], onePage: Uint8Array, uploaded: { pages: number }): Promise<PhaseResult> => {
  let over = false;
  const before = uploaded.pages;
  const backlog = keepBacklog(a, batch, uploaded, () => over);
  // A's first batch is in before the clock runs: B meets it from its first upload.
  while (uploaded.pages === before) await sleep(20);
  const started = performance.now();
  const startedPages = a.watcher.pagesDone;
  const bUploads: Promise<{ jobId: string; sentAt: number }>[] = [];
  while (performance.now() - started < (DURATION_S * 1000) / ROUNDS) {
    if (b !== null) {
      const sentAt = performance.now();
      bUploads.push(b.client.upload([{ name: 'small.pdf', bytes: onePage }], { user_id: 'bench-b', company_name: 'Small Co' }).then((response) => {
        if (response.status !== 200) throw new Error(`B's upload refused: ${response.status} ${JSON.stringify(response.body)}`);
        return { jobId: jobIdsOf(response.body)[0]!, sentAt };
      }));
    }
    await sleep(B_INTERVAL_MS);
  }
  const aPagesPerSecond = (a.watcher.pagesDone - startedPages) / ((performance.now() - started) / 1000);
  over = true;
  await backlog;
  const sent = await Promise.all(bUploads);
  while (b !== null && sent.some(({ jobId }) => !b.watcher.finishedAt.has(jobId))) await sleep(100);
  await drain(a, uploaded);
  return { aPagesPerSecond, bLatenciesMs: b === null ? [] : sent.map(({ jobId, sentAt }) => b.watcher.finishedAt.get(jobId)! - sentAt) };
};

interface Deployment {
  label: string;
  address: string;
  keys: { a: string; b: string };
  stop(): Promise<void>;
}

const embedded = async (): Promise<Deployment> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ledgerlens-fairness-'));
  const server = await startChildServer(dataDir, await freePort(), { LOG_LEVEL: 'warn' });
  const cli = (...args: string[]) => run(process.execPath, ['bin/ledgerlens.js', ...args], { env: { ...process.env, LEDGERLENS_DATA_DIR: dataDir } });
  const keyOf = async (account: string): Promise<string> => {
    const key = (await cli('keys', 'create', '--account', account, '--plan', 'enterprise')).stdout.trim().split(/\s+/).at(-1)!;
    await cli('accounts', 'plan', account, 'enterprise', '--pages', String(PAGES_LIMIT));
    return key;
  };
  return {
    label: `embedded (one process, ${availableParallelism()} extraction threads)`,
    address: server.address,
    keys: { a: await keyOf('big-batch'), b: await keyOf('small-jobs') },
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

const distributed = async (): Promise<Deployment> => {
  const cluster = await startCluster();
  const gateway = await cluster.startGateway('gateway');
  await Promise.all(Array.from({ length: WORKERS }, (_, i) => cluster.startWorker(`worker-${i + 1}`)));
  const a = await accountWithKey(cluster.service, 'big-batch', 'enterprise', PAGES_LIMIT);
  const b = await accountWithKey(cluster.service, 'small-jobs', 'enterprise', PAGES_LIMIT);
  return {
    label: `distributed (a gateway, ${WORKERS} workers of one extraction thread, PostgreSQL, NATS JetStream)`,
    address: gateway.address,
    keys: { a: a.key, b: b.key },
    stop: () => cluster.dispose(),
  };
};

const measure = async (deployment: Deployment): Promise<void> => {
  const batch = await Promise.all(Array.from({ length: A_FILES }, async (_, i) => ({ name: `big-${i}.pdf`, bytes: await statementPdf({ pages: A_PAGES, rowsPerPage: ROWS_PER_PAGE, opening: 100_000 + i }) })));
  const onePage = await statementPdf({ pages: 1 });
  const a: Account = { client: restClient(deployment.address, deployment.keys.a), watcher: new Watcher(deployment.address, deployment.keys.a) };
  const b: Account = { client: restClient(deployment.address, deployment.keys.b), watcher: new Watcher(deployment.address, deployment.keys.b) };
  try {
    // Warm-up: one of each, so every thread has loaded the engine and both subscriptions are live.
    await a.client.upload(batch.slice(0, 1), { user_id: 'bench-a', company_name: 'Big Batch Ltd' });
    await b.client.upload([{ name: 'small.pdf', bytes: onePage }], { user_id: 'bench-b', company_name: 'Small Co' });
    await Promise.all([a.watcher.live(), b.watcher.live()]);
    const uploaded = { pages: A_PAGES };
    await drain(a, uploaded);
    while (b.watcher.finishedAt.size === 0) await sleep(50);

    // Alone and shared alternate, so a neighbour's load on the machine weighs on both alike.
    const alone: number[] = [];
    const shared: number[] = [];
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      alone.push((await phase(a, null, batch, onePage, uploaded)).aPagesPerSecond);
      const result = await phase(a, b, batch, onePage, uploaded);
      shared.push(result.aPagesPerSecond);
      latencies.push(...result.bLatenciesMs);
    }
    const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
    const list = (values: number[]): string => values.map((v) => v.toFixed(1)).join(', ');
    process.stdout.write(
      `${deployment.label}\n` +
        `  A alone:  ${mean(alone).toFixed(1)} pages/s (rounds: ${list(alone)})\n` +
        `  A shared: ${mean(shared).toFixed(1)} pages/s (rounds: ${list(shared)}), ${(100 * (mean(shared) / mean(alone) - 1)).toFixed(1)}% against alone\n` +
        `  B, ${latencies.length} one-page uploads a second apart: upload -> auto_analyzed p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms\n`,
    );
  } finally {
    await Promise.all([a.watcher.close(), b.watcher.close()]);
  }
};

const main = async (): Promise<void> => {
  process.stdout.write(
    `bench:fairness on ${availableParallelism()} cores: A keeps a backlog of ${A_FILES} x ${A_PAGES}-page statements; ` +
      `B uploads a 1-page statement every ${B_INTERVAL_MS / 1000} s; ${DURATION_S} s of each phase in ${ROUNDS} rounds; both on the same plan (enterprise)\n` +
      `targets: B p95 <= 1000 ms embedded, <= 1500 ms distributed; A shared within 10% of A alone\n`,
  );
  for (const mode of MODES) {
    const deployment = mode === 'distributed' ? await distributed() : await embedded();
    try {
      await measure(deployment);
    } finally {
      await deployment.stop();
    }
  }
};

await main();
