/**
 * The HTTP edge over a recording stand-in for the core: multipart limits, content-type handling,
 * error shapes and headers, unknown routes, and the OpenAPI document's coverage of the routes.
 * (The same behaviours run against the real composed service in test/e2e/.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { InMemoryRateLimitStore } from '../adapters/rateLimits/inMemory.js';
import type { Caller, LedgerLensApi, UploadBatchInput } from '../application/api.js';
import { buildApp, routesOf } from './app.js';
import { openApiDocument } from './openapi.js';
import { BATCH_LIMITS } from './v1/batchForm.js';

const caller: Caller = { accountId: 'acc-1', accountName: 'acme', keyId: 'key-1', plan: 'business', role: 'admin' };

/** Records uploads; answers everything else with fixed views. A unit-test double only. */
const recordingApi = () => {
  const uploads: UploadBatchInput[] = [];
  const api: LedgerLensApi = {
    authenticate: async (secret) => (secret === 'good-key' ? caller : null),
    uploadBatch: async (input) => {
      uploads.push(input);
      return {
        batch_id: 'batch_test',
        client: input.userId,
        total_files: input.files.length,
        jobs: input.files.map((f, i) => ({
          job_id: `job_20261122_141503_aaaaaaa${i}`, company: input.companyNames[input.companyNames.length === 1 ? 0 : i] ?? '',
          filename: f.filename, status: 'processing' as const,
        })),
      };
    },
    getJob: async () => null,
    getJobForExport: async () => { throw new Error('unused'); },
    getBatchForExport: async () => { throw new Error('unused'); },
    registerWebhook: async () => { throw new Error('unused'); },
    listWebhooks: async () => [],
    deleteWebhook: async () => undefined,
    listDeliveries: async () => [],
    resendDelivery: async () => { throw new Error('unused'); },
    listJobs: async () => ({ jobs: [], next_cursor: null }),
    getUsage: async () => { throw new Error('database is on fire at /srv/db'); },
    renderJobPage: async () => ({ png: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), widthPt: 612, heightPt: 792 }),
    getCompanyReport: async () => null,
    reanalyseJob: async () => { throw new Error('unused'); },
    setAnalysisDefaults: async () => { throw new Error('unused'); },
    listApiKeys: async () => [],
    createApiKey: async () => { throw new Error('unused'); },
    revokeApiKey: async () => undefined,
    watchJobs: () => ({ stop: async () => undefined }),
    watchRevokedKeys: async () => ({ stop: async () => undefined }),
  };
  return { api, uploads };
};

const form = async (build: (fd: FormData) => void) => {
  const fd = new FormData();
  build(fd);
  const request = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
};

/** A PDF-looking blob of exactly `total` bytes (the header counts). */
const pdfOf = (total: number) => new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(total - 9)])], { type: 'application/pdf' });
const pdf = () => pdfOf(109);

let app: FastifyInstance | undefined;
afterEach(async () => { await app?.close(); app = undefined; });

const start = async () => {
  const recorder = recordingApi();
  app = await buildApp({ api: recorder.api, rateLimitStore: new InMemoryRateLimitStore() });
  return { app, ...recorder };
};

const upload = async (target: FastifyInstance, build: (fd: FormData) => void) => {
  const { payload, contentType } = await form(build);
  return target.inject({ method: 'POST', url: '/v1/extract/batch', payload, headers: { authorization: 'Bearer good-key', 'content-type': contentType } });
};

describe('POST /v1/extract/batch form handling', () => {
  it('passes files in order with one company name for all, and presents the jobs', async () => {
    const { app, uploads } = await start();
    const res = await upload(app, (fd) => {
      fd.append('user_id', 'u-7');
      fd.append('company_name', 'Acme');
      fd.append('file', pdf(), 'a.pdf');
      fd.append('file', pdf(), 'b.pdf');
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ client: 'u-7', total_files: 2, jobs: [{ filename: 'a.pdf', company: 'Acme' }, { filename: 'b.pdf' }] });
    expect(uploads[0]?.companyNames).toEqual(['Acme']);
    expect(uploads[0]?.files.map((f) => f.bytes.length)).toEqual([109, 109]);
    expect(res.headers['x-ratelimit-limit']).toBe('200');
  });

  it('accepts one company name per file, in order', async () => {
    const { app, uploads } = await start();
    const res = await upload(app, (fd) => {
      fd.append('user_id', 'u');
      fd.append('file', pdf(), 'a.pdf');
      fd.append('company_name', 'A');
      fd.append('file', pdf(), 'b.pdf');
      fd.append('company_name', 'B');
    });
    expect(res.statusCode).toBe(200);
    expect(uploads[0]?.companyNames).toEqual(['A', 'B']);
  });

  it.each([
    ['no_files', (fd: FormData) => { fd.append('user_id', 'u'); fd.append('company_name', 'A'); }],
    ['missing_field', (fd: FormData) => { fd.append('company_name', 'A'); fd.append('file', pdf(), 'a.pdf'); }],
    ['missing_field', (fd: FormData) => { fd.append('user_id', 'u'); fd.append('file', pdf(), 'a.pdf'); }],
    ['company_mismatch', (fd: FormData) => {
      fd.append('user_id', 'u'); fd.append('company_name', 'A'); fd.append('company_name', 'B');
      for (const n of ['a', 'b', 'c']) fd.append('file', pdf(), `${n}.pdf`);
    }],
    ['too_many_files', (fd: FormData) => {
      fd.append('user_id', 'u'); fd.append('company_name', 'A');
      for (let i = 0; i < 21; i++) fd.append('file', pdf(), `${i}.pdf`);
    }],
  ])('refuses with %s before calling the core', async (code, build) => {
    const { app, uploads } = await start();
    const res = await upload(app, build);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code, message: expect.any(String) } });
    expect(uploads).toHaveLength(0);
  });

  it('accepts exactly 20 files and exactly the 4.5 MiB total', async () => {
    const { app, uploads } = await start();
    const each = Math.floor(BATCH_LIMITS.maxTotalBytes / 20);
    const res = await upload(app, (fd) => {
      fd.append('user_id', 'u'); fd.append('company_name', 'A');
      for (let i = 0; i < 19; i++) fd.append('file', pdfOf(each), `${i}.pdf`);
      fd.append('file', pdfOf(BATCH_LIMITS.maxTotalBytes - 19 * each), 'last.pdf');
    });
    expect(res.statusCode).toBe(200);
    expect(uploads[0]?.files.reduce((n, f) => n + f.bytes.length, 0)).toBe(4_718_592);
  });

  it('refuses one byte over 4.5 MiB with payload_too_large', async () => {
    const { app, uploads } = await start();
    const res = await upload(app, (fd) => {
      fd.append('user_id', 'u'); fd.append('company_name', 'A');
      fd.append('file', pdfOf(BATCH_LIMITS.maxTotalBytes), 'a.pdf');
      fd.append('file', new Blob(['x']), 'b.pdf');
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('payload_too_large');
    expect(uploads).toHaveLength(0);
  });

  it('refuses a body that announces far more than the limit without reading it', async () => {
    const { app } = await start();
    const res = await app.inject({
      method: 'POST', url: '/v1/extract/batch', payload: Buffer.alloc(10),
      headers: { authorization: 'Bearer good-key', 'content-type': 'multipart/form-data; boundary=x', 'content-length': '50000000' },
    });
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('refuses JSON and other bodies with invalid_content_type', async () => {
    const { app } = await start();
    for (const [contentType, payload] of [['application/json', '{"file":"x"}'], ['application/pdf', '%PDF-1.7'], ['text/plain', 'hi']]) {
      const res = await app.inject({ method: 'POST', url: '/v1/extract/batch', payload, headers: { authorization: 'Bearer good-key', 'content-type': contentType! } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_content_type');
    }
  });

  it('answers a malformed multipart body with invalid_request', async () => {
    const { app } = await start();
    const res = await app.inject({
      method: 'POST', url: '/v1/extract/batch', payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
      headers: { authorization: 'Bearer good-key', 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_request');
  });
});

describe('authentication, errors and routes', () => {
  it('refuses a missing or wrong key on every /v1 route with the flat shape, before reading any body', async () => {
    const { app } = await start();
    for (const [method, url] of [['POST', '/v1/extract/batch'], ['GET', '/v1/jobs/job_x'], ['GET', '/v1/jobs'], ['GET', '/v1/usage']] as const) {
      for (const authorization of [undefined, 'Bearer wrong']) {
        const res = await app.inject({ method, url, headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Unauthorized', message: expect.any(String), code: 'invalid_api_key' });
      }
    }
  });

  it('keeps the rate-limit headers on an error after admission (404 job_not_found)', async () => {
    const { app } = await start();
    const res = await app.inject({ method: 'GET', url: '/v1/jobs/job_20261122_141503_zzzzzzzz', headers: { authorization: 'Bearer good-key' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('job_not_found');
    expect(res.headers['x-ratelimit-remaining']).toBe('199');
  });

  it('answers a bug with a 500 that leaks nothing', async () => {
    const { app } = await start();
    const res = await app.inject({ method: 'GET', url: '/v1/usage', headers: { authorization: 'Bearer good-key' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.body).not.toContain('fire');
    expect(res.body).not.toContain('/srv');
  });

  it('answers an unknown route with 404 not_found in the nested shape', async () => {
    const { app } = await start();
    const res = await app.inject({ method: 'GET', url: '/v2/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('serves /healthz without a key', async () => {
    const { app } = await start();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('documents exactly the routes it serves in /openapi.json', async () => {
    const { app } = await start();
    const served = new Set(
      routesOf(app)
        .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
        .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(
      Object.entries(openApiDocument.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    expect([...served].sort()).toEqual([...documented].sort());
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.json().openapi).toBe('3.1.0');
  });
});
