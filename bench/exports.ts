/**
 * `npm run bench:exports`: how long an export of a 500-row statement takes in each format.
 *
 * 1. The writers alone, in this process: a 500-row analysed job rendered RUNS times per format
 *    (p50 and p95 in ms, and the file's size).
 * 2. Over HTTP against the real server: a generated 20-page, 500-row statement is uploaded and
 *    analysed, then `GET /v1/jobs/{id}/export?format=...` is timed RUNS times per format, and the
 *    batch formats for a batch of that statement and a 1-page one.
 * Prints figures; asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_EXPORT_FORMATS, BATCH_EXPORT_FORMATS } from '../src/exports/formats.js';
import { renderJobExport } from '../src/exports/render.js';
import { presentJob } from '../src/http/v1/presenters.js';
import { longJob } from '../test/support/exportJobs.js';
import { restClient } from '../test/e2e/support/client.js';
import { startEmbeddedServer } from '../test/e2e/support/embeddedServer.js';
import { statementPdf } from '../test/e2e/support/statementPdf.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fmt = (ms: number): string => ms.toFixed(1).padStart(7);

const timeIt = async (work: () => Promise<number>): Promise<{ times: number[]; size: number }> => {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    size = await work();
    times.push(performance.now() - started);
  }
  return { times, size };
};

console.log(`exports of a 500-row statement, ${RUNS} runs each (p50 / p95 ms, size)`);
console.log('\n1. writers in process');
const job = longJob(500);
for (const format of JOB_EXPORT_FORMATS) {
  const { times, size } = await timeIt(async () => (await renderJobExport(job, format, { presentJson: presentJob })).body.length);
  console.log(`  ${format.padEnd(5)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))}  ${(size / 1024).toFixed(1)} KB`);
}

console.log('\n2. GET /v1/jobs/{id}/export over HTTP (embedded server, 20-page statement of 500 rows)');
const dir = await mkdtemp(join(tmpdir(), 'ledgerlens-bench-exports-'));
const server = await startEmbeddedServer({ LEDGERLENS_DATA_DIR: dir });
try {
  const key = await server.keyFor('bench-exports', 'enterprise', 1_000_000);
  const client = restClient(server.address, key);
  const upload = await client.upload([
    { name: 'long.pdf', bytes: await statementPdf({ pages: 20, rowsPerPage: 25 }) },
    { name: 'short.pdf', bytes: await statementPdf({ pages: 1 }) },
  ]);
  if (upload.status !== 200) throw new Error(`upload refused: ${JSON.stringify(upload.body)}`);
  const jobId: string = upload.body.jobs[0].job_id;
  const analysed = await client.waitForJob(jobId, 120_000);
  await client.waitForJob(upload.body.jobs[1].job_id, 120_000);
  console.log(`  (the engine read ${analysed.body.data?.transaction_count} rows)`);
  const download = async (path: string): Promise<number> => {
    const res = await fetch(`${server.address}${path}`, { headers: { authorization: `Bearer ${key}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.arrayBuffer()).byteLength;
  };
  for (const format of JOB_EXPORT_FORMATS) {
    const { times, size } = await timeIt(() => download(`/v1/jobs/${jobId}/export?format=${format}`));
    console.log(`  ${format.padEnd(5)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))}  ${(size / 1024).toFixed(1)} KB`);
  }
  for (const format of BATCH_EXPORT_FORMATS) {
    const { times, size } = await timeIt(() => download(`/v1/batches/${upload.body.batch_id}/export?format=${format}`));
    console.log(`  batch ${format.padEnd(5)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))}  ${(size / 1024).toFixed(1)} KB (2 statements, 508 rows)`);
  }
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
