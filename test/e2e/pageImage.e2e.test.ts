/**
 * `GET /v1/jobs/{job_id}/pages/{page}.png` through real HTTP against the real service: the page of the
 * job's PDF rendered by mupdf, sized by `width`, for the job's own account only; each transaction's
 * `bbox` falls on printed ink of that image.
 */
import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type ApiResponse, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';
import { schemaErrors } from './support/openapiValidator.js';

const FIXTURE = new URL('../fixtures/statements/us_signed_amount/statement.pdf', import.meta.url);

let server: EmbeddedServer;
let owner: RestClient;
let jobId: string;
let transactions: { page: number; bbox: [number, number, number, number]; amount: number }[];

/** The PNG's bytes of a response (the client reads bodies as text, so fetch it again raw). */
const png = async (path: string, key: string): Promise<{ status: number; headers: Headers; bytes: Uint8Array }> => {
  const res = await fetch(`${server.address}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
};

let ownerKey: string;

beforeAll(async () => {
  server = await startEmbeddedServer();
  ownerKey = await server.keyFor('pages-co', 'business');
  owner = restClient(server.address, ownerKey);
  const upload = await owner.upload([{ name: 'statement.pdf', bytes: new Uint8Array(await readFile(FIXTURE)) }]);
  jobId = upload.body.jobs[0].job_id;
  const job = await owner.waitForJob(jobId);
  expect(job.body.status).toBe('auto_analyzed');
  transactions = job.body.data.transactions;
});
afterAll(async () => { await server?.dispose(); });

const expectError = (res: ApiResponse, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
  expect(schemaErrors('Error', res.body)).toEqual([]);
};

describe('page images', () => {
  it('gives every transaction a bbox on its page, and the result still matches the OpenAPI document', async () => {
    const job = await owner.get(`/v1/jobs/${jobId}`);
    expect(schemaErrors('Job', job.body)).toEqual([]);
    expect(transactions.length).toBeGreaterThan(0);
    for (const t of transactions) {
      const [x0, y0, x1, y1] = t.bbox;
      expect(x0).toBeLessThan(x1);
      expect(y0).toBeLessThan(y1);
    }
  });

  it("renders a page of the job's PDF as a PNG of the width asked, with the page's size in points", async () => {
    const started = performance.now();
    const res = await png(`/v1/jobs/${jobId}/pages/1.png?width=612`, ownerKey);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Number(res.headers.get('x-page-width-pt'))).toBe(612);
    expect(Number(res.headers.get('x-page-height-pt'))).toBe(792);
    const image = new mupdf.Image(res.bytes).toPixmap();
    expect([image.getWidth(), image.getHeight()]).toEqual([612, 792]);
    console.log(`page image: 612 px wide, ${res.bytes.byteLength} bytes, ${elapsed.toFixed(0)} ms`);
  });

  it("puts each transaction's bbox over printed ink of its page", async () => {
    const res = await png(`/v1/jobs/${jobId}/pages/1.png?width=612`, ownerKey);
    const pixmap = new mupdf.Image(res.bytes).toPixmap();
    const [width, stride, n, pixels] = [pixmap.getWidth(), pixmap.getStride(), pixmap.getNumberOfComponents() + (pixmap.getAlpha() ? 1 : 0), pixmap.getPixels()];
    /** Dark pixels inside a box of points (1 px per point at this width). */
    const inkIn = ([x0, y0, x1, y1]: number[]): number => {
      let dark = 0;
      for (let y = Math.floor(y0!); y < Math.ceil(y1!); y++) {
        for (let x = Math.floor(x0!); x < Math.min(width, Math.ceil(x1!)); x++) if (pixels[y * stride + x * n]! < 128) dark++;
      }
      return dark;
    };
    const onPage1 = transactions.filter((t) => t.page === 1);
    expect(onPage1.length).toBeGreaterThan(3);
    for (const t of onPage1) expect(inkIn(t.bbox), JSON.stringify(t)).toBeGreaterThan(20);
    // The strip between the page's top edge and its first row is not all ink: the boxes are not the whole page.
    expect(inkIn([0, 0, width, 10])).toBe(0);
  });

  it('bounds the width and refuses pages the PDF does not have', async () => {
    expectError(await owner.get(`/v1/jobs/${jobId}/pages/1.png?width=5000`), 400, 'invalid_request');
    expectError(await owner.get(`/v1/jobs/${jobId}/pages/1.png?width=50`), 400, 'invalid_request');
    expectError(await owner.get(`/v1/jobs/${jobId}/pages/0.png`), 400, 'invalid_request');
    expectError(await owner.get(`/v1/jobs/${jobId}/pages/99.png`), 404, 'page_not_found');
  });

  it("answers another account's job, and an unknown one, as not found, and needs a key", async () => {
    const stranger = restClient(server.address, await server.keyFor('other-co', 'business'));
    expectError(await stranger.get(`/v1/jobs/${jobId}/pages/1.png`), 404, 'job_not_found');
    expectError(await owner.get('/v1/jobs/job_20260101_000000_aaaaaaaa/pages/1.png'), 404, 'job_not_found');
    expect((await restClient(server.address).get(`/v1/jobs/${jobId}/pages/1.png`)).status).toBe(401);
  });
});
