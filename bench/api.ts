/**
 * `npm run bench:api`: the service as a customer sees it, over real HTTP against a server running in
 * its own process (embedded mode, fresh data directory).
 *
 * 1. Latency from the upload request to `auto_analyzed`, for 1-, 3- and 10-page digital statements,
 *    one upload at a time: p50 and p95 over RUNS uploads each. The end is the job's own `completed_at`
 *    (the same machine's clock), so the figure does not include how often the client polls.
 * 2. Accepted uploads per second at the largest allowed payload (20 files, 4.5 MB in total), with
 *    CONCURRENCY clients uploading for DURATION_S seconds while the server also extracts what it accepted.
 * 3. The server's peak resident memory (VmHWM) over the whole run.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { freePort, startChildServer } from '../test/e2e/support/childServer.js';
import { restClient, type RestClient } from '../test/e2e/support/client.js';
import { statementPdf } from '../test/e2e/support/statementPdf.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const MAX_TOTAL_BYTES = 4.5 * 1024 * 1024;
const run = promisify(execFile);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const waitUntilDone = async (client: RestClient, jobId: string): Promise<{ status: string; completed_at: string }> => {
  for (;;) {
    const res = await client.get(`/v1/jobs/${jobId}`);
    if (res.status === 200 && res.body.status !== 'processing') return res.body as { status: string; completed_at: string };
    await new Promise((r) => setTimeout(r, res.status === 429 ? 1000 : 25));
  }
};

/** Upload-to-analysed latency of one statement, in ms. */
const latencyOf = async (client: RestClient, pdf: Uint8Array): Promise<number> => {
  const started = Date.now();
  const res = await client.upload([{ name: 'statement.pdf', bytes: pdf }], { user_id: 'bench', company_name: 'Bench Co' });
  if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
  const job = await waitUntilDone(client, res.body.jobs[0].job_id);
  if (job.status !== 'auto_analyzed') throw new Error(`job ended ${job.status}`);
  return Date.parse(job.completed_at) - started;
};

/** A real statement carrying an attachment, so that 20 of them make the largest allowed payload. */
const paddedStatement = async (bytes: number): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(await statementPdf({ pages: 1, rowsPerPage: 25 }));
  await doc.attach(randomBytes(bytes), 'scan.bin', { mimeType: 'application/octet-stream' });
  return doc.save();
};

const peakRssMb = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
};

const main = async (): Promise<void> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ledgerlens-bench-'));
  const server = await startChildServer(dataDir, await freePort(), { LOG_LEVEL: 'warn' });
  try {
    // An enterprise account with room for the whole run: the bench measures speed, not the quota.
    const cli = (...args: string[]) => run(process.execPath, ['bin/ledgerlens.js', ...args], { env: { ...process.env, LEDGERLENS_DATA_DIR: dataDir } });
    const created = await cli('keys', 'create', '--account', 'bench', '--plan', 'enterprise');
    await cli('accounts', 'plan', 'bench', 'enterprise', '--pages', '100000000');
    const key = created.stdout.trim().split(/\s+/).at(-1)!;
    const client = restClient(server.address, key);

    console.log(`bench:api — embedded server, ${RUNS} sequential uploads per size, pid ${server.process.pid}`);
    for (const pages of [1, 3, 10]) {
      const pdf = await statementPdf({ pages, rowsPerPage: 25 });
      await latencyOf(client, pdf); // warm-up, not counted
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await latencyOf(client, pdf));
      console.log(`  ${String(pages).padStart(2)} page(s): upload -> auto_analyzed p50 ${percentile(samples, 50)} ms, p95 ${percentile(samples, 95)} ms (min ${Math.min(...samples)}, max ${Math.max(...samples)})`);
    }

    const overhead = (await paddedStatement(1)).length;
    const file = await paddedStatement(Math.floor(MAX_TOTAL_BYTES / 20) - overhead - 512);
    const files = Array.from({ length: 20 }, (_, i) => ({ name: `s${i}.pdf`, bytes: file }));
    const totalBytes = files.reduce((sum, f) => sum + f.bytes.length, 0);
    let accepted = 0;
    let refused = 0;
    const deadline = Date.now() + DURATION_S * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < deadline) {
          const res = await client.upload(files, { user_id: 'bench', company_name: 'Bench Co' });
          if (res.status === 200) accepted++;
          else refused++;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `  largest payload (20 files, ${(totalBytes / 1024 / 1024).toFixed(2)} MiB): ${(accepted / seconds).toFixed(1)} accepted requests/s ` +
        `(${accepted} accepted, ${refused} refused, ${CONCURRENCY} clients, ${seconds.toFixed(1)} s), ${((accepted * totalBytes) / seconds / 1024 / 1024).toFixed(1)} MiB/s`,
    );
    console.log(`  server peak RSS: ${(await peakRssMb(server.process.pid!)).toFixed(0)} MB`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
