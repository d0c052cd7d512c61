/**
 * Exports through real HTTP against the real composed service: every format of an analysed job and
 * of a batch, the download headers, the account boundary, and the refusals (`job_not_ready` while a
 * job is processing, `job_failed`, `job_not_found`, `batch_not_found`, a bad format).
 */
import ExcelJS from 'exceljs';
import { parse as parseOfx } from 'node-ofx-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type ApiResponse, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';
import { blankPagesPdf } from './support/hostilePdfs.js';
import { schemaErrors } from './support/openapiValidator.js';
import { statementPdf, statementRows } from './support/statementPdf.js';
import { errorCodes, graphqlClient } from '../graphql/support/graphqlClient.js';

let server: EmbeddedServer;
let client: RestClient;
let batchId: string;
let jobIds: string[];

const download = async (path: string, key: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> => {
  const res = await fetch(`${server.address}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

const expectError = (res: ApiResponse, status: number, code: string): void => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
  expect(schemaErrors('Error', res.body)).toEqual([]);
};

let key: string;
beforeAll(async () => {
  server = await startEmbeddedServer();
  key = await server.keyFor('exporter', 'business');
  client = restClient(server.address, key);
  const res = await client.upload(
    [{ name: 'two-pages.pdf', bytes: await statementPdf({ pages: 2 }) }, { name: 'blank.pdf', bytes: await blankPagesPdf(1) }],
    { user_id: 'u', company_name: 'Export Co' },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(schemaErrors('UploadResponse', res.body)).toEqual([]);
  batchId = res.body.batch_id;
  jobIds = (res.body.jobs as { job_id: string }[]).map((j) => j.job_id);
  for (const id of jobIds) await client.waitForJob(id);
});
afterAll(async () => { await server?.dispose(); });

describe('job exports', () => {
  it('serves each format with its media type and an attachment file name', async () => {
    const expected = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ofx: 'application/x-ofx', qbo: 'application/vnd.intu.qbo', json: 'application/json; charset=utf-8' };
    for (const [format, type] of Object.entries(expected)) {
      const res = await download(`/v1/jobs/${jobIds[0]}/export?format=${format}`, key);
      expect(res.status, res.bytes.toString()).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${jobIds[0]}_two-pages.${format}"`);
      expect(res.headers.get('x-ratelimit-limit')).toBe('200');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('exports every transaction of the job as CSV, OFX and XLSX, and the job itself as JSON', async () => {
    const rows = statementRows({ pages: 2 });
    const csv = (await download(`/v1/jobs/${jobIds[0]}/export?format=csv`, key)).bytes.toString('utf8').trimEnd().split('\r\n');
    expect(csv[0]).toBe('date,description,amount,type,balance,page');
    expect(csv).toHaveLength(rows.length + 1);
    const ofx = parseOfx((await download(`/v1/jobs/${jobIds[0]}/export?format=ofx`, key)).bytes.toString('utf8'));
    type Tree = { BANKMSGSRSV1: { STMTTRNRS: { STMTRS: { BANKTRANLIST: { STMTTRN: { TRNAMT: string; FITID: string }[] } } } } };
    const trn = (ofx.OFX as unknown as Tree).BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN;
    expect(trn.map((t) => Math.round(Number(t.TRNAMT) * 100))).toEqual(rows.map((r) => r.amount));
    expect(trn.map((t) => t.FITID)).toEqual(rows.map((_, i) => `${jobIds[0]}-${i + 1}`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(`/v1/jobs/${jobIds[0]}/export?format=xlsx`, key)).bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Transactions')!.rowCount).toBe(rows.length + 1);
    const json = JSON.parse((await download(`/v1/jobs/${jobIds[0]}/export?format=json`, key)).bytes.toString('utf8'));
    expect(json).toEqual((await client.get(`/v1/jobs/${jobIds[0]}`)).body);
    expect(schemaErrors('Job', json)).toEqual([]);
  });

  it('refuses a failed job, an unknown job, another account\'s job and a bad format', async () => {
    expectError(await client.get(`/v1/jobs/${jobIds[1]}/export?format=csv`), 409, 'job_failed');
    expectError(await client.get('/v1/jobs/job_20260101_000000_zzzzzzzz/export?format=csv'), 404, 'job_not_found');
    const other = restClient(server.address, await server.keyFor('export-other', 'business'));
    expectError(await other.get(`/v1/jobs/${jobIds[0]}/export?format=csv`), 404, 'job_not_found');
    expectError(await client.get(`/v1/jobs/${jobIds[0]}/export?format=pdf`), 400, 'invalid_request');
    expectError(await client.get(`/v1/jobs/${jobIds[0]}/export`), 400, 'invalid_request');
    expectError(await client.get(`/v1/jobs/${jobIds[0]}/export?format=csv&intu_bid=3000`), 400, 'invalid_request');
  });
});

describe('batch exports', () => {
  it('exports a batch as CSV: a summary with the failed job, then the analysed statement', async () => {
    const res = await download(`/v1/batches/${batchId}/export?format=csv`, key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${batchId}.csv"`);
    const [summary, section, more] = res.bytes.toString('utf8').split('\r\n\r\n');
    expect(more).toBeUndefined();
    expect(summary!.split('\r\n').slice(1).map((line) => line.split(',').slice(0, 4))).toEqual([
      [jobIds[0], 'two-pages.pdf', 'Export Co', 'auto_analyzed'],
      [jobIds[1], 'blank.pdf', 'Export Co', 'failed'],
    ]);
    expect(section!.trimEnd().split('\r\n')).toHaveLength(statementRows({ pages: 2 }).length + 1);
  });

  it('exports a batch as XLSX with a summary sheet and a sheet per analysed statement', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(`/v1/batches/${batchId}/export?format=xlsx`, key)).bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Summary', '1 two-pages', 'Flags']);
  });

  it("refuses an unknown batch, another account's batch and a per-statement format", async () => {
    expectError(await client.get('/v1/batches/batch_0000000000000000/export?format=csv'), 404, 'batch_not_found');
    const other = restClient(server.address, await server.keyFor('export-other-2', 'business'));
    expectError(await other.get(`/v1/batches/${batchId}/export?format=csv`), 404, 'batch_not_found');
    expectError(await client.get(`/v1/batches/${batchId}/export?format=ofx`), 400, 'invalid_request');
  });
});

describe('GraphQL exports', () => {
  it('serves the same file as REST in Job.export, with its download link', async () => {
    const gql = graphqlClient(server.address, key);
    const res = await gql.query(`query ($id: String!) { job(id: $id) { batchId export(format: qbo) { format contentType filename size downloadUrl contentBase64 } } }`, { id: jobIds[0] });
    expect(res.body.errors).toBeUndefined();
    const file = res.body.data.job.export;
    const rest = await download(file.downloadUrl, key);
    expect(file).toMatchObject({ format: 'qbo', contentType: 'application/vnd.intu.qbo', filename: `${jobIds[0]}_two-pages.qbo`, size: rest.bytes.length });
    expect(Buffer.from(file.contentBase64, 'base64').equals(rest.bytes)).toBe(true);
    expect(res.body.data.job.batchId).toBe(batchId);
  });

  it('exports a batch, and refuses a failed job with job_failed in extensions.code', async () => {
    const gql = graphqlClient(server.address, key);
    const batch = await gql.query(`query ($b: String!) { batchExport(batchId: $b, format: xlsx) { filename downloadUrl } }`, { b: batchId });
    expect(batch.body.data.batchExport).toEqual({ filename: `${batchId}.xlsx`, downloadUrl: `/v1/batches/${batchId}/export?format=xlsx` });
    const failed = await gql.query(`query ($id: String!) { job(id: $id) { status export(format: csv) { size } } }`, { id: jobIds[1] });
    expect(errorCodes(failed)).toEqual(['job_failed']);
    expect(failed.body.data.job).toEqual({ status: 'failed', export: null });
    expect(errorCodes(await gql.query(`{ batchExport(batchId: "batch_0000000000000000", format: csv) { size } }`))).toEqual(['batch_not_found']);
  });
});

describe('exports of work in progress', () => {
  it('answers 409 job_not_ready for a job and for its batch while the job is processing', async () => {
    // No worker role: the job stays processing for as long as the test needs.
    const gateway = await startEmbeddedServer({ LEDGERLENS_ROLES: 'gateway,projector' });
    try {
      const pending = restClient(gateway.address, await gateway.keyFor('pending', 'business'));
      const res = await pending.upload([{ name: 'a.pdf', bytes: await statementPdf({ pages: 1 }) }]);
      expectError(await pending.get(`/v1/jobs/${res.body.jobs[0].job_id}/export?format=csv`), 409, 'job_not_ready');
      expectError(await pending.get(`/v1/batches/${res.body.batch_id}/export?format=xlsx`), 409, 'job_not_ready');
    } finally {
      await gateway.dispose();
    }
  });
});
