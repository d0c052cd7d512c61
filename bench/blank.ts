/**
 * `npm run bench:blank`: what blank pages cost. Times `npx ledgerlens extract` on a PDF of 300 empty
 * pages end to end (the command, its worker thread, mupdf's start; target from issue 11: under 3 s),
 * then the engine's own cost per blank page in-process for each kind of blank: an empty page, a page
 * painted white, and a 200-dpi scan of an empty sheet. It prints figures and asserts nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openStatementPdf } from '../src/extraction/index.js';
import { blankPdf, blankScanPdf, whitePaintedPdf } from '../test/support/blankPdfs.js';

const run = promisify(execFile);
const PAGES = 300;
const RUNS = Number(process.env.BLANK_RUNS ?? 3);

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Wall seconds of one `npx ledgerlens extract FILE`, and the result's status and code. */
const extractOnce = async (path: string): Promise<{ seconds: number; outcome: string }> => {
  const started = performance.now();
  const { stdout } = await run('npx', ['ledgerlens', 'extract', path], { maxBuffer: 16 * 1024 * 1024 }).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
  const seconds = (performance.now() - started) / 1000;
  const result = JSON.parse(stdout) as { status: string; error?: { code: string } };
  return { seconds, outcome: `${result.status}${result.error ? ` (${result.error.code})` : ''}` };
};

/** Milliseconds per page for the engine to read a page of `bytes` (the same page again and again). */
const msPerPage = async (bytes: Uint8Array, times: number): Promise<number> => {
  const pdf = openStatementPdf(bytes);
  try {
    await pdf.readPage(1); // warm-up
    const started = performance.now();
    for (let i = 0; i < times; i++) await pdf.readPage(1);
    return (performance.now() - started) / times;
  } finally {
    pdf.close();
  }
};

const main = async (): Promise<void> => {
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (2 cores: figures above ~2 include waiting for a core)`);
  const dir = await mkdtemp(join(tmpdir(), 'ledgerlens-bench-blank-'));
  try {
    const path = join(dir, `blank-${PAGES}.pdf`);
    await writeFile(path, await blankPdf(PAGES));
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await extractOnce(path));
    console.log(`npx ledgerlens extract, ${PAGES} blank pages: ${runs.map((r) => r.seconds.toFixed(2)).join(' ')} s (median ${median(runs.map((r) => r.seconds)).toFixed(2)} s) -> ${runs[0]!.outcome}`);
    const target = median(runs.map((r) => r.seconds)) < 3;
    console.log(`target ${PAGES} blank pages under 3 s: ${target ? 'met' : 'MISSED'}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`engine per blank page: empty ${(await msPerPage(await blankPdf(1), 200)).toFixed(2)} ms, painted white ${(await msPerPage(await whitePaintedPdf(), 100)).toFixed(2)} ms, scan of an empty sheet ${(await msPerPage(await blankScanPdf(), 20)).toFixed(2)} ms`);
};

await main();
