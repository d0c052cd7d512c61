/**
 * Analysis settings through the real service: a batch's `analysis` field is checked and echoed in
 * `data.analysis`, an account's defaults apply to later uploads, and a job is analysed again with
 * other settings from its stored layouts without uploading or charging anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSixMonthCompany, renderCompanyStatement } from '../fixtures/company/drawCompany.js';
import { graphqlClient } from '../graphql/support/graphqlClient.js';
import { restClient, type ApiResponse, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';
import { schemaErrors } from './support/openapiValidator.js';

let server: EmbeddedServer;
let key: string;
let rest: RestClient;
let january: Uint8Array;

interface Analysed {
  job_id: string;
  data: { analysis: { version: string; settings: Record<string, number> }; large_transactions: { amount: number; type: string }[] };
}

beforeAll(async () => {
  server = await startEmbeddedServer();
  key = await server.keyFor('tuned', 'business');
  rest = restClient(server.address, key);
  const draw = drawSixMonthCompany(99);
  january = await renderCompanyStatement(draw.statements[0]!, 99);
}, 60_000);
afterAll(async () => { await server?.dispose(); });

/** Uploads January with an `analysis` field (raw text, as a client sends it) and waits for its result. */
const uploadWith = async (client: RestClient, analysis?: string): Promise<ApiResponse> => {
  const form = new FormData();
  form.append('user_id', 'analyst');
  form.append('company_name', 'Brightline Supply LLC');
  if (analysis !== undefined) form.append('analysis', analysis);
  form.append('file', new Blob([january], { type: 'application/pdf' }), 'january.pdf');
  const res = await client.raw('/v1/extract/batch', { method: 'POST', body: form });
  if (res.status !== 200) return res;
  return client.waitForJob((res.body as { jobs: { job_id: string }[] }).jobs[0]!.job_id);
};

const reanalyze = (client: RestClient, jobId: string, body: unknown): Promise<ApiResponse> =>
  client.raw(`/v1/jobs/${jobId}/reanalyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('analysis settings', () => {
  it('analyses a batch with its own settings and echoes them, the others keeping the interface defaults', async () => {
    const job = (await uploadWith(rest, JSON.stringify({ large_deposit_threshold: 5000, monthly_average_multiple: 100 }))).body as Analysed;
    expect(schemaErrors('Job', job)).toEqual([]);
    expect(job.data.analysis.settings).toMatchObject({ large_deposit_threshold: 5000, monthly_average_multiple: 100, large_withdrawal_threshold: 50_000 });
    const deposits = job.data.large_transactions.filter((t) => t.type === 'deposit');
    expect(deposits.length).toBeGreaterThan(0);
    for (const t of deposits) expect(t.amount).toBeGreaterThan(5000);
  });

  it('refuses settings it does not know or values out of range, before anything is charged', async () => {
    const before = (await rest.get('/v1/usage')).body as { pages_used: number };
    for (const bad of ['{"large_deposit": 1}', '{"recurring_amount_tolerance": 7}', 'not json']) {
      const res = await uploadWith(rest, bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } });
    }
    expect(((await rest.get('/v1/usage')).body as { pages_used: number }).pages_used).toBe(before.pages_used);
  });

  it('analyses a job again with other settings from its stored layouts, charging nothing', async () => {
    const first = (await uploadWith(rest, JSON.stringify({ large_deposit_threshold: 5000, monthly_average_multiple: 100 }))).body as Analysed;
    const used = ((await rest.get('/v1/usage')).body as { pages_used: number }).pages_used;
    const again = await reanalyze(rest, first.job_id, { analysis: { large_deposit_threshold: 40_000 } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(schemaErrors('Job', again.body)).toEqual([]);
    const job = again.body as Analysed;
    expect(job.job_id).toBe(first.job_id);
    // Laid over the job's own settings: the multiple it was uploaded with stays.
    expect(job.data.analysis.settings).toMatchObject({ large_deposit_threshold: 40_000, monthly_average_multiple: 100 });
    expect(job.data.large_transactions.filter((t) => t.type === 'deposit').every((t) => t.amount > 40_000)).toBe(true);
    expect(job.data.large_transactions.length).toBeLessThan(first.data.large_transactions.length);
    expect((await rest.get(`/v1/jobs/${first.job_id}`)).body).toEqual(job);
    expect(((await rest.get('/v1/usage')).body as { pages_used: number }).pages_used).toBe(used);
  });

  it("refuses to re-analyse an unknown job or another account's, and bad settings", async () => {
    const job = (await uploadWith(rest)).body as Analysed;
    expect((await reanalyze(rest, 'job_20261122_141503_zzzzzzzz', {})).body.error.code).toBe('job_not_found');
    const other = restClient(server.address, await server.keyFor('someone-else', 'business'));
    expect((await reanalyze(other, job.job_id, {})).body.error.code).toBe('job_not_found');
    const bad = await reanalyze(rest, job.job_id, { analysis: { mca_min_count: 1.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
  });

  it("applies the account's defaults to later uploads, set by an admin key over GraphQL", async () => {
    const http = graphqlClient(server.address, key);
    const set = await http.query('mutation { setAnalysisDefaults(analysis: { large_deposit_threshold: 7500 }) { version settings } }');
    expect(set.body.errors, JSON.stringify(set.body)).toBeUndefined();
    expect(set.body.data.setAnalysisDefaults.settings.large_deposit_threshold).toBe(7500);
    const job = (await uploadWith(rest)).body as Analysed;
    expect(job.data.analysis.settings.large_deposit_threshold).toBe(7500);
    // A batch's own settings go over the defaults.
    const own = (await uploadWith(rest, '{"monthly_average_multiple": 3}')).body as Analysed;
    expect(own.data.analysis.settings).toMatchObject({ large_deposit_threshold: 7500, monthly_average_multiple: 3 });

    const extract = (await http.query('mutation { createApiKey(name: "ingest", role: extract) { secret } }')).body.data.createApiKey.secret as string;
    const refused = await graphqlClient(server.address, extract).query('mutation { setAnalysisDefaults(analysis: {}) { version } }');
    expect(refused.body.errors[0].extensions.code).toBe('forbidden');
  });
});
