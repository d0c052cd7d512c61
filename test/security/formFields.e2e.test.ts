/**
 * Issue 15, finding 17: the upload form says what is wrong with it. `user_id` sent twice is refused
 * even when one of them is blank (which one was meant?), and a form of more than 50 fields or with a
 * field named `__proto__` is refused with a message that says so. These tests read messages, not
 * only codes, because the message is the behaviour fixed here (the code was already invalid_request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type RestClient } from '../e2e/support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf } from '../e2e/support/statementPdf.js';

let server: EmbeddedServer;
let client: RestClient;
let pdf: Uint8Array;

beforeAll(async () => {
  server = await startEmbeddedServer();
  client = restClient(server.address, await server.keyFor('forms-co', 'business'));
  pdf = await statementPdf({ pages: 1 });
});
afterAll(async () => {
  await server?.dispose();
});

const send = (build: (form: FormData) => void) => {
  const form = new FormData();
  build(form);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
  return client.raw('/v1/extract/batch', { method: 'POST', body: form });
};

describe('the upload form', () => {
  it('refuses user_id sent twice, one of them blank, with invalid_request', async () => {
    const res = await send((form) => {
      form.append('user_id', '');
      form.append('user_id', 'analyst-7');
      form.append('company_name', 'Acme');
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain('user_id');
    expect((await client.get('/v1/usage')).body.pages_used).toBe(0);
  });

  it('refuses more than 50 fields with a message naming the limit', async () => {
    const res = await send((form) => {
      form.append('user_id', 'u');
      form.append('company_name', 'Acme');
      for (let i = 0; i < 60; i++) form.append(`extra_${i}`, 'x');
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain('50');
  });

  it('refuses a field named __proto__ with a message naming it', async () => {
    const res = await send((form) => {
      form.append('user_id', 'u');
      form.append('company_name', 'Acme');
      form.append('__proto__', 'x');
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain('__proto__');
  });
});
