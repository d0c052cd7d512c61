/**
 * `npm run bench:company`: the company report (issue 14).
 *
 * 1. Build time for a company with 12 statements: twelve generated monthly statements rendered to PDF
 *    and read by the engine, then the report folded over their results (median of many folds), and
 *    the same report through `GET /v1/companies/{company_name}/report` of an embedded server that
 *    extracted the same twelve uploads (median of 30 requests).
 * 2. Findings on a generated six-month company whose truth the generator knows (a duplicate upload,
 *    an overlap, a missing month, a doctored opening balance, another account's statement; a daily
 *    and a weekly advance and a monthly loan, the weekly one stacked): what the report found against
 *    that truth.
 *
 * Prints figures; asserts nothing. `--seed N` repeats a draw.
 */
import { parseArgs } from 'node:util';
import { buildCompanyReport, type CompanyStatementInput } from '../src/analysis/company/report.js';
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

  const server = await startEmbeddedServer();
  try {
    const client = restClient(server.address, await server.keyFor('bench', 'business'));
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
    console.log(`   GET ${path} (embedded, read model + fold + JSON): median ${median(http).toFixed(1)} ms, max ${Math.max(...http).toFixed(1)} ms over ${http.length} requests`);
  } finally {
    await server.dispose();
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
