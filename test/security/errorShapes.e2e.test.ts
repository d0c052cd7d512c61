/**
 * Issue 15, findings 15 and 16: every refusal is in the interface's shapes, framework ones included,
 * and responses carry the headers a client of financial data needs.
 * - REST: `{"error":{"code","message"}}` (401: the flat shape, with `WWW-Authenticate: Bearer`);
 *   GraphQL `/graphql`: `{"errors":[{"message","extensions":{"code"}}]}` with the HTTP status meant
 *   (413 for a body over 1 MB, 415 for a form body).
 * - The key is checked before anything else: an unknown `/v1` route and an unreadable `/graphql` body
 *   answer 401 without a key.
 * - `X-Content-Type-Options: nosniff` and `Cache-Control: no-store` on every response.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../e2e/support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { graphqlClient } from '../graphql/support/graphqlClient.js';
import { rawRequest } from './support/rawHttp.js';

let server: EmbeddedServer;
let key: string;

beforeAll(async () => {
  server = await startEmbeddedServer();
  key = await server.keyFor('shapes-co', 'business');
});
afterAll(async () => {
  await server?.dispose();
});

const nested = (code: string) => ({ error: { code, message: expect.any(String) } });
const graphqlErrors = (code: string) => ({ errors: [{ message: expect.any(String), extensions: { code } }] });

describe('REST refusals below the routes', () => {
  it('answers a malformed URL with 400 invalid_request in the nested shape', async () => {
    const res = await rawRequest(server.address, `GET /v1/jobs/%E0%A4%A HTTP/1.1\nAuthorization: Bearer ${key}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(nested('invalid_request'));
  });

  it('answers a job id of 5,000 characters with 404 job_not_found in the nested shape', async () => {
    const res = await restClient(server.address, key).get(`/v1/jobs/job_${'x'.repeat(5_000)}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(nested('job_not_found'));
  });

  it('answers headers over the size limit with 431 request_header_too_large in the nested shape', async () => {
    const res = await rawRequest(server.address, `GET /v1/usage HTTP/1.1\nAuthorization: Bearer ${key}\nX-Padding: ${'p'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(nested('request_header_too_large'));
  });
});

describe('/graphql refusals of the body', () => {
  const post = (contentType: string, body: string | Buffer, auth = true) =>
    rawRequest(
      server.address,
      `POST /graphql HTTP/1.1\nContent-Type: ${contentType}\nContent-Length: ${Buffer.byteLength(body)}${auth ? `\nAuthorization: Bearer ${key}` : ''}`,
      body,
    );

  it('answers invalid JSON with 400 invalid_request in the GraphQL shape', async () => {
    const res = await post('application/json', '{"query": ');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(graphqlErrors('invalid_request'));
  });

  it('answers a body over 1 MB with 413 request_too_large in the GraphQL shape', async () => {
    const res = await post('application/json', JSON.stringify({ query: `{ usage { plan } } #${'x'.repeat(1_100_000)}` }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(graphqlErrors('request_too_large'));
  });

  it('answers a form body with 415 unsupported_media_type in the GraphQL shape', async () => {
    const res = await post('application/x-www-form-urlencoded', 'query=%7B%20usage%20%7B%20plan%20%7D%20%7D');
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toEqual(graphqlErrors('unsupported_media_type'));
  });

  it('checks the key before reading the body: an unreadable body without a key is 401', async () => {
    const res = await post('application/json', '{"query": ', false);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual(graphqlErrors('invalid_api_key'));
  });
});

describe('authentication first', () => {
  it('answers an unknown /v1 route without a key with 401, and with a key with 404 not_found', async () => {
    const anonymous = await restClient(server.address).get('/v1/no-such-route');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Unauthorized', message: expect.any(String), code: 'invalid_api_key' });
    const known = await restClient(server.address, key).get('/v1/no-such-route');
    expect(known.status).toBe(404);
    expect(known.body).toEqual(nested('not_found'));
  });

  it('sends WWW-Authenticate: Bearer with every 401, REST and GraphQL', async () => {
    const rest = await restClient(server.address).get('/v1/usage');
    const graphql = await graphqlClient(server.address).query('{ usage { plan } }');
    for (const res of [rest, graphql]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
    }
  });
});

describe('headers of responses with financial data', () => {
  it('carry X-Content-Type-Options: nosniff and Cache-Control: no-store, REST and GraphQL, refusals included', async () => {
    const rest = restClient(server.address, key);
    const responses = [
      await rest.get('/v1/usage'),
      await rest.get('/v1/jobs?limit=1'),
      await rest.get('/v1/jobs/job_20260101_000000_aaaaaaaa'),
      await graphqlClient(server.address, key).query('{ usage { plan pagesUsed } }'),
      await restClient(server.address).get('/v1/usage'),
    ];
    for (const res of responses) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
