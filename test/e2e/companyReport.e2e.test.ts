/**
 * The company report through the real service: a generated six-month company's statements uploaded
 * as a borrower would (one of them twice, one of another account, the last one later), read by the
 * engine, and the report over REST and GraphQL finds what the generator put in; the subscription
 * pushes the report again when the last statement is analysed. The report downloads as CSV and XLSX
 * (read back here) through REST's `format` and GraphQL's `CompanyReport.export`.
 */
import ExcelJS from 'exceljs';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSixMonthCompany, renderCompanyStatement, type CompanyDraw } from '../fixtures/company/drawCompany.js';
import { graphqlClient, record, subscriptionClient } from '../graphql/support/graphqlClient.js';
import { restClient, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';
import { schemaErrors } from './support/openapiValidator.js';
import { csvSections } from '../support/csv.js';

const SEED = 4_711;
let server: EmbeddedServer;
let key: string;
let rest: RestClient;
let draw: CompanyDraw;
let ws: Client;
/** Statement name to job id. */
const jobIds = new Map<string, string>();
let pushed: ReturnType<typeof record<{ companyReportUpdated: { statements: { jobId: string }[]; continuity: { type: string }[]; updatedAt: string } }>>;

const reportPath = (company: string): string => `/v1/companies/${encodeURIComponent(company)}/report`;

const download = async (path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> => {
  const res = await fetch(`${server.address}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

const cents = (value: number | string): number => Math.round(Number(value) * 100);

const upload = async (names: string[], pdfs: Map<string, Uint8Array>): Promise<void> => {
  const res = await rest.upload(names.map((name) => ({ name: `${name}.pdf`, bytes: pdfs.get(name)! })), { user_id: 'underwriter', company_name: draw.company });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  (res.body.jobs as { job_id: string }[]).forEach((job, i) => jobIds.set(names[i]!, job.job_id));
  for (const name of names) expect((await rest.waitForJob(jobIds.get(name)!)).body.status).toBe('auto_analyzed');
};

beforeAll(async () => {
  server = await startEmbeddedServer();
  key = await server.keyFor('lender', 'business');
  rest = restClient(server.address, key);
  draw = drawSixMonthCompany(SEED);
  const pdfs = new Map<string, Uint8Array>();
  for (const s of draw.statements) pdfs.set(s.name, s.sameFileAs ? pdfs.get(s.sameFileAs)! : await renderCompanyStatement(s, SEED));
  const names = draw.statements.map((s) => s.name);
  await upload(names.slice(0, -1), pdfs);
  ws = subscriptionClient(server.address, key);
  pushed = record(ws, 'subscription R($c: String!) { companyReportUpdated(companyName: $c) { statements { jobId } continuity { type } updatedAt } }', { c: draw.company });
  await upload(names.slice(-1), pdfs);
}, 120_000);

afterAll(async () => {
  await Promise.resolve(ws?.dispose());
  await server?.dispose();
});

describe('company report', () => {
  it('serves the documented report with every continuity break the generator put in, naming the two statements', async () => {
    const res = await rest.get(reportPath(draw.company));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(schemaErrors('CompanyReport', res.body)).toEqual([]);
    const expected = draw.truth.continuity.map((f) => ({ ...f, statements: f.statements.map((n) => jobIds.get(n)) }));
    const found = (res.body.continuity as { detail: string }[]).map(({ detail: _detail, ...f }) => f);
    expect(found).toEqual(expect.arrayContaining(expected));
    expect(found).toHaveLength(expected.length);
  });

  it('finds every position with its cadence and the stacked one', async () => {
    const res = await rest.get(reportPath(draw.company));
    const positions = (res.body.positions as { creditor: string; cadence: string; stacked_on: string[] }[]).map((p) => ({ creditor: p.creditor, cadence: p.cadence, stackedOn: p.stacked_on }));
    expect(positions).toEqual(expect.arrayContaining(draw.truth.positions));
    expect(positions).toHaveLength(draw.truth.positions.length);
    expect(res.body.stacking).toBe(true);
  });

  it('answers the same report over GraphQL', async () => {
    const res = await graphqlClient(server.address, key).query('query R($c: String!) { companyReport(companyName: $c) { months { month trueRevenue } continuity { type statements } positions { creditor stackedOn } } }', { c: draw.company });
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const viaRest = (await rest.get(reportPath(draw.company))).body as { months: { month: string; true_revenue: number }[]; continuity: { type: string }[] };
    const viaGraphql = res.body.data.companyReport as { months: unknown[]; continuity: { type: string }[] };
    expect(viaGraphql.months).toEqual(viaRest.months.map((m) => ({ month: m.month, trueRevenue: m.true_revenue })));
    expect(viaGraphql.continuity.map((f) => f.type).sort()).toEqual(viaRest.continuity.map((f) => f.type).sort());
  });

  it('pushes the report again once a later statement of the company is analysed', async () => {
    const last = jobIds.get(draw.statements.at(-1)!.name)!;
    const result = await pushed.until((r) => r.data?.companyReportUpdated.statements.some((s) => s.jobId === last) === true);
    expect(result.data?.companyReportUpdated.continuity.map((f) => f.type)).toContain('opening_balance_mismatch');
  });

  it('pushes the report again when one of its statements is analysed again with other settings', async () => {
    const january = jobIds.get(draw.statements[0]!.name)!;
    const res = await rest.raw(`/v1/jobs/${january}/reanalyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"analysis": {"mca_min_count": 3}}' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const completed = (res.body as { completed_at: string }).completed_at;
    const result = await pushed.until((r) => r.data?.companyReportUpdated.updatedAt === completed);
    expect(result.data?.companyReportUpdated.statements).toHaveLength(draw.statements.length);
  });

  it('downloads the report as CSV and XLSX files named after the company, with the JSON\'s figures', async () => {
    const report = (await rest.get(reportPath(draw.company))).body as { months: { month: string; true_revenue: number; nsf_count: number }[]; positions: { creditor: string }[]; continuity: unknown[] };
    const base = draw.company.replace(/[^A-Za-z0-9._-]+/g, '_');
    const csv = await download(`${reportPath(draw.company)}?format=csv`);
    expect(csv.status, csv.bytes.toString()).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${base}_report.csv"`);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const sections = csvSections(csv.bytes.toString('utf8'));
    const months = sections.get('Months')!.rows.slice(0, -2);
    expect(months.map((r) => [r[0], cents(r[2]!), Number(r[9])])).toEqual(report.months.map((m) => [m.month, cents(m.true_revenue), m.nsf_count]));
    expect(sections.get('Continuity')!.rows).toHaveLength(report.continuity.length);
    expect(sections.get('Positions')!.rows.map((r) => r[0])).toEqual(report.positions.map((p) => p.creditor));

    const xlsx = await download(`${reportPath(draw.company)}?format=xlsx`);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('content-disposition')).toBe(`attachment; filename="${base}_report.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Months')!;
    expect(report.months.map((_, i) => cents(sheet.getRow(i + 2).getCell(3).value as number))).toEqual(report.months.map((m) => cents(m.true_revenue)));

    const json = await download(`${reportPath(draw.company)}?format=json`);
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="${base}_report.json"`);
    expect(JSON.parse(json.bytes.toString('utf8'))).toEqual(report);
  });

  it('refuses an unknown format, or one given twice, as the job exports do', async () => {
    for (const query of ['format=pdf', 'format=csv&format=xlsx', 'format=']) {
      const res = await rest.get(`${reportPath(draw.company)}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
      expect(schemaErrors('Error', res.body)).toEqual([]);
    }
    expect((await rest.get(`${reportPath('Nobody Inc')}?format=csv`)).body.error.code).toBe('company_not_found');
  });

  it('exports the same file over GraphQL, with its REST link', async () => {
    const res = await graphqlClient(server.address, key).query(
      'query R($c: String!) { companyReport(companyName: $c) { csv: export(format: csv) { format contentType filename size downloadUrl contentBase64 } } }',
      { c: draw.company },
    );
    expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
    const file = res.body.data.companyReport.csv as { format: string; contentType: string; filename: string; size: number; downloadUrl: string; contentBase64: string };
    const viaRest = await download(`${reportPath(draw.company)}?format=csv`);
    expect(Buffer.from(file.contentBase64, 'base64').equals(viaRest.bytes)).toBe(true);
    expect(file).toMatchObject({ format: 'csv', contentType: 'text/csv; charset=utf-8', size: viaRest.bytes.length, downloadUrl: `${reportPath(draw.company)}?format=csv` });
    expect(viaRest.headers.get('content-disposition')).toBe(`attachment; filename="${file.filename}"`);
  });

  it('refuses a company with no statements, and another account\'s company, with company_not_found', async () => {
    const unknown = await rest.get(reportPath('Nobody Inc'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'company_not_found', message: expect.any(String) } });
    const other = restClient(server.address, await server.keyFor('other-lender', 'business'));
    expect((await other.get(reportPath(draw.company))).body.error.code).toBe('company_not_found');
  });
});
