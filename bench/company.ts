/**
 * `npm run bench:company`: the company report (issue 14).
 *
 * 1. Build time for a company with 12 statements: twelve generated monthly statements rendered to PDF
 *    and read by the engine, then the report folded over their results (median of many folds); the
 *    company report projection (SQLite read models) applying one statement's result to the company's
 *    report (its jobs read, the fold, the commit) and rebuilding from a log of the twelve; the report
 *    rendered as CSV and XLSX; and the same report through `GET /v1/companies/{company_name}/report`
 *    (JSON, `?format=csv`, `?format=xlsx`) of an embedded server that extracted the same twelve uploads
 *    (median of 30 requests each).
 * 2. Findings on a generated six-month company whose truth the generator knows (a duplicate upload,
 *    an overlap, a missing month, a doctored opening balance, another account's statement; a daily
 *    and a weekly advance and a monthly loan, the weekly one stacked): what the report found against
 *    that truth.
 *
 * Prints figures; asserts nothing. `--seed N` repeats a draw.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { applyEvents } from '../projections/apply.js';
import { rebuildProjections } from '../projections/projector.js';
import { openSqliteEventStore } from '../src/adapters/eventStore/sqlite.js';
import { openSqliteReadStore } from '../src/adapters/readStore/sqlite.js';
import { buildCompanyReport, type CompanyStatementInput } from '../src/analysis/company/report.js';
import type { StoredEvent } from '../src/application/ports.js';
import type { CompanyReport } from '../src/domain/companyReport.js';
import type { JobAnalyzed } from '../src/domain/job/job.events.js';
import type { BatchAccepted } from '../src/domain/quota/quota.events.js';
import { renderCompanyReportExport } from '../src/exports/render.js';
import { processStatement } from '../src/engine.js';
import { drawSixMonthCompany, drawTwelveMonthCompany, renderCompanyStatement, type CompanyDraw } from '../test/fixtures/company/drawCompany.js';
import { restClient } from '../test/e2e/support/client.js';
import { startEmbeddedServer } from '../test/e2e/support/embeddedServer.js';

const { values: args } = parseArgs({ options: { seed: { type: 'string' } } });
const seed = args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 1_000_000);

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The draw's PDFs, a duplicate upload sharing its original's bytes. */
const render = async (draw: CompanyDraw): Promise<Map<string, Uint8Array>> => {
  const pdfs = new Map<string, Uint8Array>();
  for (const s of draw.statements) pdfs.set(s.name, s.sameFileAs ? pdfs.get(s.sameFileAs)! : await renderCompanyStatement(s, seed));
  return pdfs;
};

/** Every statement read by the engine, as the report reads analysed jobs. */
const readByEngine = async (draw: CompanyDraw, pdfs: Map<string, Uint8Array>): Promise<CompanyStatementInput[]> => {
  const out: CompanyStatementInput[] = [];
  for (const [i, s] of draw.statements.entries()) {
    const result = await processStatement(pdfs.get(s.name)!);
    if (result.status !== 'auto_analyzed') throw new Error(`${s.name}: ${result.error.code} ${result.error.message}`);
    out.push({ jobId: s.name, filename: `${s.name}.pdf`, blobKey: s.sameFileAs ?? s.name, completedAt: `2026-11-23T10:00:${String(i).padStart(2, '0')}.000Z`, uploadOrder: i, data: result.data });
  }
  return out;
};

const buildTime = async (): Promise<void> => {
  const draw = drawTwelveMonthCompany(seed);
  const pdfs = await render(draw);
  const inputs = await readByEngine(draw, pdfs);
  const rows = inputs.reduce((n, s) => n + s.data.transactions.length, 0);
  for (let i = 0; i < 20; i++) buildCompanyReport(draw.company, inputs); // warm up
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    buildCompanyReport(draw.company, inputs);
    times.push(performance.now() - started);
  }
  console.log(`# 12 statements (${rows} transactions, seed ${seed})`);
  console.log(`   report fold: median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms over ${times.length} builds`);
  await projection(draw.company, inputs);
  await exportsOf(buildCompanyReport(draw.company, inputs));

  const server = await startEmbeddedServer();
  try {
    const key = await server.keyFor('bench', 'business');
    const client = restClient(server.address, key);
    const res = await client.upload([...pdfs].map(([name, bytes]) => ({ name: `${name}.pdf`, bytes })), { user_id: 'bench', company_name: draw.company });
    for (const job of res.body.jobs as { job_id: string }[]) await client.waitForJob(job.job_id);
    const path = `/v1/companies/${encodeURIComponent(draw.company)}/report`;
    const http: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const report = await client.get(path);
      http.push(performance.now() - started);
      if (report.status !== 200) throw new Error(`GET report: ${report.status} ${JSON.stringify(report.body)}`);
    }
    console.log(`   GET ${path} (embedded, the report's row + JSON): median ${median(http).toFixed(1)} ms, max ${Math.max(...http).toFixed(1)} ms over ${http.length} requests`);
    for (const format of ['csv', 'xlsx'] as const) {
      const files: number[] = [];
      let size = 0;
      for (let i = 0; i < 30; i++) {
        const started = performance.now();
        const res = await fetch(`${server.address}${path}?format=${format}`, { headers: { authorization: `Bearer ${key}` } });
        size = (await res.arrayBuffer()).byteLength;
        files.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`GET report ${format}: ${res.status}`);
      }
      console.log(`   GET ${path}?format=${format} (embedded, ${size} bytes): median ${median(files).toFixed(1)} ms, max ${Math.max(...files).toFixed(1)} ms over ${files.length} requests`);
    }
  } finally {
    await server.dispose();
  }
};

/**
 * The projection's work for a company of 12 statements, on SQLite read models in a temporary
 * directory: one more result of the company applied (the company's jobs read, the report folded,
 * rows and checkpoint committed), and a rebuild of every read model from a log of the twelve.
 */
const projection = async (company: string, inputs: readonly CompanyStatementInput[]): Promise<void> => {
  const dir = await mkdtemp(join(tmpdir(), 'ledgerlens-bench-company-'));
  const store = openSqliteEventStore({ path: join(dir, 'events.sqlite') });
  const readStore = openSqliteReadStore(join(dir, 'read.sqlite'));
  try {
    const accountId = 'acct_bench';
    const batch: BatchAccepted = {
      type: 'BatchAccepted',
      data: { batchId: 'batch_bench', accountId, client: 'bench', acceptedAt: '2026-11-23T10:00:00.000Z', jobs: inputs.map((s) => ({ jobId: s.jobId, filename: s.filename, company, blobKey: s.blobKey, pagesTotal: 1 })) },
    };
    await store.appendToStream(`quota-${accountId}-2026-11`, [batch], { expectedVersion: 'no_stream' });
    for (const s of inputs) {
      const analysed: JobAnalyzed = { type: 'JobAnalyzed', data: { jobId: s.jobId, data: s.data, completedAt: s.completedAt } };
      await store.appendToStream(`job-${s.jobId}`, [analysed], { expectedVersion: 'no_stream' });
    }
    const rebuilds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      await rebuildProjections({ store, readStore });
      rebuilds.push(performance.now() - started);
    }
    const last = inputs.at(-1)!;
    const applied: number[] = [];
    for (let i = 0; i < 100; i++) {
      const from = await readStore.checkpoint();
      // The last statement analysed again: the company's report is folded over its twelve jobs again.
      const event: StoredEvent = {
        streamName: `job-${last.jobId}`, streamPosition: i + 1, globalPosition: from + 1, type: 'JobAnalyzed', metadata: {}, recordedAt: last.completedAt,
        data: { jobId: last.jobId, data: last.data, completedAt: `2026-11-24T10:00:${String(i % 60).padStart(2, '0')}.000Z` } satisfies JobAnalyzed['data'],
      };
      const started = performance.now();
      const { changes } = await applyEvents(readStore, [event]);
      if (!(await readStore.commit(changes, from, from + 1))) throw new Error('commit refused');
      applied.push(performance.now() - started);
    }
    console.log(`   projection, one result of the company applied (jobs read, fold, commit; SQLite): median ${median(applied).toFixed(2)} ms, max ${Math.max(...applied).toFixed(2)} ms over ${applied.length}`);
    console.log(`   projection rebuild from a log of the 12 statements (${inputs.length + 1} events, every read model): median ${median(rebuilds).toFixed(1)} ms over ${rebuilds.length}`);
  } finally {
    await readStore.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
};

/** The export writers over the report (in process, no HTTP): median of 50 renders of each format. */
const exportsOf = async (report: CompanyReport): Promise<void> => {
  for (const format of ['csv', 'xlsx'] as const) {
    for (let i = 0; i < 5; i++) await renderCompanyReportExport(report, format); // warm up
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      size = (await renderCompanyReportExport(report, format)).body.length;
      times.push(performance.now() - started);
    }
    console.log(`   ${format.toUpperCase()} export of the report (${size} bytes): median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms over ${times.length} renders`);
  }
};

const findings = async (): Promise<void> => {
  const draw = drawSixMonthCompany(seed);
  const report = buildCompanyReport(draw.company, await readByEngine(draw, await render(draw)));
  const key = (f: { type: string; statements: readonly string[] }): string => `${f.type} ${f.statements.join(' / ')}`;
  const truth = new Set(draw.truth.continuity.map(key));
  const found = new Set(report.continuity.map(key));
  console.log(`\n# six-month company (seed ${seed}): ${draw.statements.length} statements read by the engine`);
  console.log('   continuity:');
  for (const f of report.continuity) console.log(`    ${truth.has(key(f)) ? 'found  ' : 'EXTRA  '} ${f.type.padEnd(25)} ${f.statements.join(' / ').padEnd(26)} ${f.detail}`);
  for (const t of draw.truth.continuity) if (!found.has(key(t))) console.log(`    MISSED  ${t.type.padEnd(25)} ${t.statements.join(' / ')}`);
  console.log('   positions:');
  for (const p of report.positions) {
    const want = draw.truth.positions.find((t) => t.creditor === p.creditor);
    const ok = want !== undefined && want.cadence === p.cadence && JSON.stringify(want.stackedOn) === JSON.stringify(p.stacked_on);
    console.log(`    ${ok ? 'found  ' : want ? 'WRONG  ' : 'EXTRA  '} ${p.creditor.padEnd(20)} ${p.cadence.padEnd(8)} typical ${p.typical_amount.toFixed(2).padStart(9)} x ${String(p.count).padStart(3)} ${p.first_date}..${p.last_date} holdback ${p.holdback_share === null ? 'n/a' : `${(p.holdback_share * 100).toFixed(1)}%`}${p.stacked_on.length ? `, stacked on ${p.stacked_on.join(', ')}` : ''}`);
  }
  for (const t of draw.truth.positions) if (!report.positions.some((p) => p.creditor === t.creditor)) console.log(`    MISSED  ${t.creditor}`);
  const continuityFound = draw.truth.continuity.filter((t) => found.has(key(t))).length;
  const positionsFound = draw.truth.positions.filter((t) => report.positions.some((p) => p.creditor === t.creditor && p.cadence === t.cadence && JSON.stringify(p.stacked_on) === JSON.stringify(t.stackedOn))).length;
  console.log(`   summary: continuity ${continuityFound}/${draw.truth.continuity.length} found, ${report.continuity.filter((f) => !truth.has(key(f))).length} extra; positions ${positionsFound}/${draw.truth.positions.length} right, ${report.positions.filter((p) => !draw.truth.positions.some((t) => t.creditor === p.creditor)).length} extra`);
  console.log(`   months: ${report.months.map((m) => `${m.month} revenue ${m.true_revenue.toFixed(0)} of ${m.deposits.toFixed(0)}`).join('; ')}`);
};

await buildTime();
await findings();
process.exit(0);
