/**
 * Issue 15, finding 11, the upload check: a page whose content would cost an interpreter far more than
 * a page should is refused at upload with 400 `pdf_too_complex`, naming the page, before anything is
 * stored or charged (six pages sharing one 200 MB Flate stream of `Tj` operators cost 18 s of CPU,
 * charged as six pages). The limits are 8 MB of decoded content and 250,000 operators per page; real
 * statements use under 120 KB and 14,000 (see src/workers/pageContentLimits.int.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type RestClient } from '../e2e/support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { manyOperatorsFormPdf, sharedTjStreamPdf } from './support/hostilePdfs.js';

let server: EmbeddedServer;
let client: RestClient;

beforeAll(async () => {
  server = await startEmbeddedServer();
  client = restClient(server.address, await server.keyFor('hostile-content', 'business'));
});
afterAll(async () => {
  await server?.dispose();
});

describe('the upload check of page content', () => {
  it('refuses six pages sharing one Flate stream of Tj operators (no font) that inflates past 8 MB, charging nothing', async () => {
    const res = await client.upload([{ name: 'tj-bomb.pdf', bytes: await sharedTjStreamPdf(6, 32 * 1024 * 1024) }]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('pdf_too_complex');
    expect(res.body.error.message).toContain('tj-bomb.pdf');
    expect(res.body.error.message).toContain('page 1');
    expect((await client.get('/v1/usage')).body.pages_used).toBe(0);
  });

  it('refuses a page whose form XObject holds more than 250,000 operators', async () => {
    const res = await client.upload([{ name: 'ops.pdf', bytes: await manyOperatorsFormPdf(300_000) }]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.code).toBe('pdf_too_complex');
  });

  it('still accepts a real statement', async () => {
    const res = await client.upload([{ name: 'statement.pdf', bytes: await statementPdf({ pages: 3 }) }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
