/**
 * Issue 15, finding 14: filenames, `company_name`, `user_id` and key names are kept as sent, but
 * bounded (255 characters; key names 100) and refused with `invalid_request` when they hold NUL,
 * control or bidirectional-override characters, over REST and GraphQL, before anything is charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type RestClient } from '../e2e/support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { errorCodes, graphqlClient } from '../graphql/support/graphqlClient.js';

let server: EmbeddedServer;
let key: string;
let rest: RestClient;
let pdf: Uint8Array;

beforeAll(async () => {
  server = await startEmbeddedServer();
  key = await server.keyFor('labels-co', 'business');
  rest = restClient(server.address, key);
  pdf = await statementPdf({ pages: 1 });
});
afterAll(async () => {
  await server?.dispose();
});

const pagesUsed = async (): Promise<number> => (await rest.get('/v1/usage')).body.pages_used as number;

describe('labels of an upload over REST', () => {
  it.each([
    ['a filename with a right-to-left override', { name: 'invoice\u202Efdp.exe.pdf' }, {}],
    ['a filename of 81,000 characters', { name: `${'a'.repeat(81_000)}.pdf` }, {}],
    ['a company_name with a NUL', {}, { company_name: 'Acme\u0000Ltd' }],
    ['a user_id with a line break', {}, { user_id: 'analyst\n7' }],
  ])('refuses %s with 400 invalid_request and charges nothing', async (_case, file, fields) => {
    const before = await pagesUsed();
    const res = await rest.upload([{ name: 'statement.pdf', bytes: pdf, ...file }], { user_id: 'u', company_name: 'Acme', ...fields });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(await pagesUsed()).toBe(before);
  });

  it('keeps any other text as sent', async () => {
    const res = await rest.upload([{ name: "Relevé d'août — 日本.pdf", bytes: pdf }], { user_id: 'analyste-7', company_name: 'Müller & Söhne 👩‍💻' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.jobs[0]).toMatchObject({ filename: "Relevé d'août — 日本.pdf", company: 'Müller & Söhne 👩‍💻' });
  });
});

describe('labels over GraphQL', () => {
  it('refuses a company name with a bidirectional override and a user id over 255 characters', async () => {
    const gql = graphqlClient(server.address, key);
    const file = [{ name: 'statement.pdf', bytes: pdf }];
    expect(errorCodes(await gql.upload(file, { userId: 'u', companyName: ['Acme\u202ELtd'] }))).toEqual(['invalid_request']);
    expect(errorCodes(await gql.upload(file, { userId: 'u'.repeat(256), companyName: ['Acme'] }))).toEqual(['invalid_request']);
  });

  it('refuses a key name with control characters', async () => {
    const res = await graphqlClient(server.address, key).query('mutation C($name: String!) { createApiKey(name: $name) { secret } }', { name: 'ci\u0000\u001b[31m' });
    expect(errorCodes(res)).toEqual(['invalid_request']);
  });
});
