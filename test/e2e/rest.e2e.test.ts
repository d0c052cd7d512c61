/**
 * The REST interface through real HTTP against the real composed service: uploads and results, every
 * error code and both shapes, rate-limit headers and both 429s, quota under concurrency, and tenant
 * isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type ApiResponse, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';
import { blankPagesPdf, encryptedPdf, pngBytes } from './support/hostilePdfs.js';
import { schemaErrors } from './support/openapiValidator.js';
import { statementPdf, statementRows } from './support/statementPdf.js';

let server: EmbeddedServer;
let business: RestClient;
let onePage: Uint8Array;

beforeAll(async () => {
  server = await startEmbeddedServer();
  business = restClient(server.address, await server.keyFor('acme', 'business'));
  onePage = await statementPdf({ pages: 1 });
});
afterAll(async () => { await server?.dispose(); });

const expectNested = (res: ApiResponse, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
  expect(schemaErrors('Error', res.body)).toEqual([]);
};

describe('upload and results', () => {
  it('accepts two statements, then serves both auto_analyzed results as documented', async () => {
    const res = await business.upload(
      [{ name: 'march.pdf', bytes: onePage }, { name: 'march-3p.pdf', bytes: await statementPdf({ pages: 3 }) }],
      { user_id: 'customer-42', company_name: ['Acme Ltd', 'Acme Group'] },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(schemaErrors('UploadResponse', res.body)).toEqual([]);
    expect(res.body).toMatchObject({
      client: 'customer-42', total_files: 2,
      jobs: [{ company: 'Acme Ltd', filename: 'march.pdf', status: 'processing' }, { company: 'Acme Group', filename: 'march-3p.pdf', status: 'processing' }],
    });
    for (const [i, pages] of [[0, 1], [1, 3]] as const) {
      const job = await business.waitForJob(res.body.jobs[i].job_id);
      expect(job.status).toBe(200);
      expect(schemaErrors('Job', job.body)).toEqual([]);
      expect(job.body).toMatchObject({ status: 'auto_analyzed', client: 'customer-42', progress: { pages_done: pages, pages_total: pages } });
      expect(job.body.data.transaction_count).toBe(statementRows({ pages }).length);
      expect(job.body.data.account_number_last_4).toBe('4321');
    }
  });

  it('lists jobs newest first with a working cursor and filters', async () => {
    await business.upload([{ name: 'a.pdf', bytes: onePage }, { name: 'b.pdf', bytes: onePage }, { name: 'c.pdf', bytes: onePage }], { user_id: 'u', company_name: 'Listing Co' });
    const first = await business.get('/v1/jobs?limit=2&company=Listing%20Co');
    expect(first.status).toBe(200);
    expect(schemaErrors('JobList', first.body)).toEqual([]);
    expect(first.body.jobs).toHaveLength(2);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await business.get(`/v1/jobs?limit=2&company=Listing%20Co&cursor=${encodeURIComponent(first.body.next_cursor)}`);
    expect(second.body.jobs).toHaveLength(1);
    const ids = [...first.body.jobs, ...second.body.jobs].map((j: { job_id: string }) => j.job_id);
    expect(new Set(ids).size).toBe(3);
    const created = [...first.body.jobs, ...second.body.jobs].map((j: { created_at: string }) => j.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expectNested(await business.get('/v1/jobs?limit=0'), 400, 'invalid_request');
    expectNested(await business.get('/v1/jobs?status=finished'), 400, 'invalid_request');
  });

  it('reports usage that counts every uploaded page', async () => {
    const client = restClient(server.address, await server.keyFor('usage-co', 'professional'));
    const before = await client.get('/v1/usage');
    expect(schemaErrors('Usage', before.body)).toEqual([]);
    expect(before.body).toMatchObject({ plan: 'professional', pages_limit: 5000, pages_used: 0, pages_remaining: 5000 });
    expect((await client.upload([{ name: 'a.pdf', bytes: await statementPdf({ pages: 3 }) }])).status).toBe(200);
    expect((await client.get('/v1/usage')).body).toMatchObject({ pages_used: 3, pages_remaining: 4997 });
  });
});

describe('every error code of the interface', () => {
  it('refuses a missing, malformed or unknown key with 401 invalid_api_key in the flat shape', async () => {
    for (const client of [restClient(server.address), restClient(server.address, 'll_live_notarealkey000000000000000000')]) {
      for (const res of [await client.upload([{ name: 'a.pdf', bytes: onePage }]), await client.get('/v1/jobs'), await client.get('/v1/usage')]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'Unauthorized', message: expect.any(String), code: 'invalid_api_key' });
        expect(schemaErrors('UnauthorizedError', res.body)).toEqual([]);
      }
    }
    const basic = await business.raw('/v1/usage', { headers: { authorization: 'Basic abc' } });
    expect(basic.body.code).toBe('invalid_api_key');
  });

  it('refuses a revoked key', async () => {
    const { key, secret } = await server.admin.createKey('acme', 'to-revoke');
    expect((await restClient(server.address, secret).get('/v1/usage')).status).toBe(200);
    await server.admin.revokeKey('acme', key.id);
    expect((await restClient(server.address, secret).get('/v1/usage')).body.code).toBe('invalid_api_key');
  });

  it('answers each bad upload with its 400 code, creating and charging nothing', async () => {
    const client = restClient(server.address, await server.keyFor('bad-input', 'business'));
    const file = { name: 'a.pdf', bytes: onePage };
    expectNested(await client.raw('/v1/extract/batch', { method: 'POST', body: JSON.stringify({ file: 'x' }), headers: { 'content-type': 'application/json' } }), 400, 'invalid_content_type');
    expectNested(await client.upload([]), 400, 'no_files');
    expectNested(await client.upload(Array.from({ length: 21 }, (_, i) => ({ name: `${i}.pdf`, bytes: onePage }))), 400, 'too_many_files');
    expectNested(await client.upload([{ name: 'big.pdf', bytes: new Uint8Array(4.5 * 1024 * 1024 + 1) }]), 400, 'payload_too_large');
    expectNested(await client.upload([file, file, file], { user_id: 'u', company_name: ['A', 'B'] }), 400, 'company_mismatch');
    expectNested(await client.upload([file], { company_name: 'A' }), 400, 'missing_field');
    expectNested(await client.upload([file], { user_id: 'u' }), 400, 'missing_field');
    expectNested(await client.upload([{ name: 'photo.pdf', bytes: pngBytes() }]), 400, 'invalid_file_type');
    expectNested(await client.upload([{ name: 'junk.pdf', bytes: Buffer.from('%PDF-1.7\nthis is not a pdf at all\n') }]), 400, 'invalid_pdf');
    expectNested(await client.upload([{ name: 'locked.pdf', bytes: encryptedPdf() }]), 400, 'encrypted_pdf');
    expectNested(await client.upload([{ name: 'huge.pdf', bytes: await blankPagesPdf(1001) }]), 400, 'too_many_pages');
    // One bad file refuses the whole batch, naming the file.
    const mixed = await client.upload([file, { name: 'locked.pdf', bytes: encryptedPdf() }]);
    expectNested(mixed, 400, 'encrypted_pdf');
    const mixedMessage: string = mixed.body.error.message;
    expect(mixedMessage).toContain('locked.pdf');
    expect((await client.get('/v1/usage')).body.pages_used).toBe(0);
    expect((await client.get('/v1/jobs')).body.jobs).toEqual([]);
  });

  it('refuses a batch over the monthly page quota with 402 limit_exceeded', async () => {
    const client = restClient(server.address, await server.keyFor('tiny-quota', 'enterprise', 2));
    const res = await client.upload([{ name: 'three.pdf', bytes: await statementPdf({ pages: 3 }) }]);
    expectNested(res, 402, 'limit_exceeded');
    const message: string = res.body.error.message;
    expect(message).toMatch(/2/);
    expect((await client.get('/v1/usage')).body.pages_used).toBe(0);
  });

  it('answers an unknown job with 404 job_not_found and an unknown route with 404 not_found', async () => {
    expectNested(await business.get('/v1/jobs/job_20260101_000000_zzzzzzzz'), 404, 'job_not_found');
    expectNested(await business.get('/v1/nothing-here'), 404, 'not_found');
  });
});

describe('tenant isolation', () => {
  it("hides another account's job behind the same 404 as an unknown one", async () => {
    const other = restClient(server.address, await server.keyFor('other-co', 'business'));
    const res = await business.upload([{ name: 'mine.pdf', bytes: onePage }]);
    const jobId: string = res.body.jobs[0].job_id;
    expect((await business.get(`/v1/jobs/${jobId}`)).status).toBe(200);
    expectNested(await other.get(`/v1/jobs/${jobId}`), 404, 'job_not_found');
    const listed = await other.get('/v1/jobs?limit=100');
    expect((listed.body.jobs as { job_id: string }[]).map((j) => j.job_id)).not.toContain(jobId);
  });
});

describe('rate limits', () => {
  it('sends the three X-RateLimit headers on every authenticated response, errors included', async () => {
    const client = restClient(server.address, await server.keyFor('headers-co', 'professional'));
    const ok = await client.get('/v1/usage');
    const notFound = await client.get('/v1/jobs/job_20260101_000000_aaaaaaaa');
    const bad = await client.upload([]);
    for (const [res, remaining] of [[ok, 49], [notFound, 48], [bad, 47]] as const) {
      expect(res.headers.get('x-ratelimit-limit')).toBe('50');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(remaining));
      const reset = Number(res.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    expect((await client.get('/healthz')).headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('refuses the 11th starter request of a minute with 429 rate_limit_exceeded and Retry-After', async () => {
    const client = restClient(server.address, await server.keyFor('starter-rate', 'starter'));
    // A request could straddle a minute boundary; then the window restarts and we go again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const statuses: number[] = [];
      let last = await client.get('/v1/usage');
      statuses.push(last.status);
      while (last.status === 200 && statuses.length < 12) {
        last = await client.get('/v1/usage');
        statuses.push(last.status);
      }
      if (statuses.length === 11) {
        expectNested(last, 429, 'rate_limit_exceeded');
        expect(Number(last.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(last.headers.get('x-ratelimit-remaining')).toBe('0');
        expect(last.headers.get('x-ratelimit-limit')).toBe('10');
        return;
      }
      await new Promise((r) => setTimeout(r, Number(last.headers.get('retry-after') ?? '1') * 1000));
    }
    throw new Error('never saw the 11th request refused');
  }, 150_000);

  it('refuses a second request in flight on starter with 429 concurrency_limit_exceeded', async () => {
    const key = await server.keyFor('starter-conc', 'starter');
    const client = restClient(server.address, key);
    // Hold an upload open: its body is still streaming while the second request arrives.
    let finishBody!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nu\r\n'));
        finishBody = () => { controller.enqueue(new TextEncoder().encode('--b--\r\n')); controller.close(); };
      },
    });
    const slow = fetch(`${server.address}/v1/extract/batch`, {
      method: 'POST', body, duplex: 'half',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'multipart/form-data; boundary=b' },
    });
    await new Promise((r) => setTimeout(r, 300));
    const second = await client.get('/v1/usage');
    expectNested(second, 429, 'concurrency_limit_exceeded');
    expect(second.headers.get('retry-after')).not.toBeNull();
    finishBody();
    const first = await slow;
    expect(first.status).toBe(400); // the held request itself completes: it had no files
    await first.text();
    expect((await client.get('/v1/usage')).status).toBe(200);
  });
});

describe('quota under concurrency', () => {
  it('never lets parallel batches together pass the monthly limit', async () => {
    const client = restClient(server.address, await server.keyFor('race-co', 'enterprise', 10));
    const threePages = await statementPdf({ pages: 3 });
    const results = await Promise.all(Array.from({ length: 8 }, () => client.upload([{ name: 'q.pdf', bytes: threePages }])));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(5);
    for (const r of results.filter((x) => x.status === 402)) expect(r.body.error.code).toBe('limit_exceeded');
    expect((await client.get('/v1/usage')).body).toMatchObject({ pages_used: 9, pages_remaining: 1 });
  });
});


describe('idempotent uploads', () => {
  const withKey = (client: RestClient, key: string, body: { user_id: string; company_name: string }, files: { name: string; bytes: Uint8Array }[]) => {
    const form = new FormData();
    form.append('user_id', body.user_id);
    form.append('company_name', body.company_name);
    for (const f of files) form.append('file', new Blob([f.bytes], { type: 'application/pdf' }), f.name);
    return client.raw('/v1/extract/batch', { method: 'POST', body: form, headers: { 'idempotency-key': key } });
  };

  it('replays the first answer for a retry with the same key and body, creating and charging nothing', async () => {
    const client = restClient(server.address, await server.keyFor('idempotent', 'business'));
    const files = [{ name: 'a.pdf', bytes: onePage }, { name: 'b.pdf', bytes: onePage }];
    const first = await withKey(client, 'retry-1', { user_id: 'u', company_name: 'Idem Co' }, files);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const retries = await Promise.all([1, 2, 3].map(() => withKey(client, 'retry-1', { user_id: 'u', company_name: 'Idem Co' }, files)));
    for (const retry of retries) expect(retry.body).toEqual(first.body);
    expect((await client.get('/v1/jobs?limit=100')).body.jobs).toHaveLength(2);
    expect((await client.get('/v1/usage')).body.pages_used).toBe(2);
  });

  it('refuses the same key with a different body with 409 idempotency_key_reused', async () => {
    const client = restClient(server.address, await server.keyFor('idempotent-2', 'business'));
    expect((await withKey(client, 'k', { user_id: 'u', company_name: 'One' }, [{ name: 'a.pdf', bytes: onePage }])).status).toBe(200);
    const reused = await withKey(client, 'k', { user_id: 'u', company_name: 'Two' }, [{ name: 'a.pdf', bytes: onePage }]);
    expectNested(reused, 409, 'idempotency_key_reused');
    expect((await client.get('/v1/usage')).body.pages_used).toBe(1);
  });

  it('runs concurrent first attempts with one key as one batch, charged once', async () => {
    const client = restClient(server.address, await server.keyFor('idempotent-3', 'business'));
    const files = [{ name: 'a.pdf', bytes: onePage }];
    const answers = await Promise.all([1, 2, 3, 4].map(() => withKey(client, 'race', { user_id: 'u', company_name: 'Race Co' }, files)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect((await client.get('/v1/jobs?limit=100')).body.jobs).toHaveLength(1);
    expect((await client.get('/v1/usage')).body.pages_used).toBe(1);
  });
});
