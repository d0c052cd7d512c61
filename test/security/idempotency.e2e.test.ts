/**
 * Issue 15, finding 8: an `Idempotency-Key` is used up only by a batch the service accepted. A request
 * refused before that (400 `invalid_pdf`, 402 `limit_exceeded`...) leaves the key free for the corrected
 * request, instead of answering 409 for a day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type RestClient } from '../e2e/support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf } from '../e2e/support/statementPdf.js';

let server: EmbeddedServer;

beforeAll(async () => {
  server = await startEmbeddedServer();
});
afterAll(async () => {
  await server?.dispose();
});

const uploadWithKey = (client: RestClient, key: string, file: { name: string; bytes: Uint8Array }) => {
  const form = new FormData();
  form.append('user_id', 'u');
  form.append('company_name', 'Idem Co');
  form.append('file', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  return client.raw('/v1/extract/batch', { method: 'POST', body: form, headers: { 'idempotency-key': key } });
};

/** Starts like a PDF, reads like nothing. */
const unreadable = { name: 'broken.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n') };

describe('an Idempotency-Key of a refused request', () => {
  it('stays free: after a 400 invalid_pdf the corrected request with the same key is accepted, then replayed', async () => {
    const client = restClient(server.address, await server.keyFor('idem-refused', 'business'));
    const refused = await uploadWithKey(client, 'upload-1', unreadable);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_pdf');

    const good = { name: 'statement.pdf', bytes: await statementPdf({ pages: 1 }) };
    const accepted = await uploadWithKey(client, 'upload-1', good);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const replayed = await uploadWithKey(client, 'upload-1', good);
    expect(replayed.body).toEqual(accepted.body);
    expect((await client.get('/v1/usage')).body.pages_used).toBe(1);
  });

  it('stays free after a 402 limit_exceeded too', async () => {
    const client = restClient(server.address, await server.keyFor('idem-quota', 'enterprise', 1));
    const tooBig = await uploadWithKey(client, 'upload-2', { name: 'three.pdf', bytes: await statementPdf({ pages: 3 }) });
    expect(tooBig.status).toBe(402);
    const fits = await uploadWithKey(client, 'upload-2', { name: 'one.pdf', bytes: await statementPdf({ pages: 1 }) });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
  });
});
