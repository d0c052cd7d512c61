/**
 * Issue 15, findings 4 and 12: aliases of `uploadStatements` in one request would each get the whole
 * request's allowance (two aliases of 3 MB passed the 4.5 MB total), and one refused over the quota
 * hid the other's accepted and charged jobs behind `data: null`. One upload per operation: a second
 * one is refused while validating, before a file is read or a page charged.
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { errorCodes, graphqlClient, type GraphqlResponse } from '../graphql/support/graphqlClient.js';

let server: EmbeddedServer;

beforeAll(async () => {
  server = await startEmbeddedServer();
});
afterAll(async () => {
  await server?.dispose();
});

/** A real one-page statement padded with an attachment to about `bytes`. */
const paddedStatement = async (bytes: number): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(await statementPdf({ pages: 1 }));
  await doc.attach(randomBytes(bytes), 'scan.bin', { mimeType: 'application/octet-stream' });
  return doc.save();
};

/** One multipart request whose operation runs `uploadStatements` once per file, each under its own alias. */
const aliasedUploads = async (key: string, files: Uint8Array[]): Promise<GraphqlResponse> => {
  const variables = files.map((_, i) => `$f${i}: [Upload!]!`).join(', ');
  const fields = files.map((_, i) => `u${i}: uploadStatements(files: $f${i}, userId: "u", companyName: ["Acme"]) { totalFiles jobs { jobId } }`);
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: `mutation (${variables}) { ${fields.join(' ')} }`, variables: Object.fromEntries(files.map((_, i) => [`f${i}`, [null]])) }));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.f${i}.0`]]))));
  files.forEach((bytes, i) => form.append(String(i), new Blob([bytes], { type: 'application/pdf' }), `s${i}.pdf`));
  const res = await fetch(`${server.address}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as unknown };
};

const pagesUsed = async (key: string): Promise<number> =>
  ((await graphqlClient(server.address, key).query('{ usage { pagesUsed } }')).body.data.usage as { pagesUsed: number }).pagesUsed;

describe('aliased uploadStatements in one request', () => {
  it('are refused with 400 invalid_request when together they pass 4.5 MB (two of 3 MB), and nothing is charged', async () => {
    const key = await server.keyFor('alias-size', 'business');
    const threeMb = await paddedStatement(3 * 1024 * 1024);
    const res = await aliasedUploads(key, [threeMb, threeMb]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorCodes(res)).toEqual(['invalid_request']);
    expect(await pagesUsed(key)).toBe(0);
  });

  it('are refused whole when one would pass the quota, rather than hiding the jobs charged for the other', async () => {
    // Room for 2 pages: a 1-page upload fits, a 3-page one does not.
    const key = await server.keyFor('alias-quota', 'enterprise', 2);
    const res = await aliasedUploads(key, [await statementPdf({ pages: 1 }), await statementPdf({ pages: 3 })]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorCodes(res)).toEqual(['invalid_request']);
    expect(await pagesUsed(key)).toBe(0);
  });

  it('still takes one uploadStatements per request', async () => {
    const key = await server.keyFor('alias-one', 'business');
    const res = await aliasedUploads(key, [await statementPdf({ pages: 1 })]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.u0.totalFiles).toBe(1);
    expect(await pagesUsed(key)).toBe(1);
  });
});
