/**
 * Who may see and do what through GraphQL over real HTTP and WebSocket: key checks, tenant
 * isolation, API key management, and the REST rate limits with their codes and headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { errorCodes, graphqlClient, record, subscriptionClient } from './support/graphqlClient.js';

let server: EmbeddedServer;

beforeAll(async () => {
  server = await startEmbeddedServer();
});
afterAll(async () => {
  await server?.dispose();
});

describe('HTTP authentication', () => {
  it.each([
    ['no Authorization header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an unknown key', { authorization: 'Bearer ll_live_notARealKeyAtAllButLongEnough0000' }],
  ])('refuses %s with 401 and invalid_api_key before running anything', async (_case, headers) => {
    const res = await graphqlClient(server.address).query('{ usage { plan } }', {}, headers);
    expect(res.status).toBe(401);
    expect(errorCodes(res)).toEqual(['invalid_api_key']);
    expect(res.body.data).toBeUndefined();
  });

  it('refuses an upload without a key before reading its files', async () => {
    const res = await graphqlClient(server.address).upload([{ name: 'a.pdf', bytes: await statementPdf() }]);
    expect(res.status).toBe(401);
    expect(errorCodes(res)).toEqual(['invalid_api_key']);
  });
});

describe("another account's data", () => {
  it('is invisible: job is job_not_found and jobs never lists it', async () => {
    const owner = graphqlClient(server.address, await server.keyFor('owner-co', 'business'));
    const snoop = graphqlClient(server.address, await server.keyFor('snoop-co', 'business'));
    const upload = await owner.upload([{ name: 'secret.pdf', bytes: await statementPdf() }]);
    const jobId: string = upload.body.data.uploadStatements.jobs[0].jobId;

    const byId = 'query J($id: String!) { job(id: $id) { jobId company } }';
    const direct = await snoop.query(byId, { id: jobId });
    expect(errorCodes(direct)).toEqual(['job_not_found']);
    expect(direct.body.data).toEqual({ job: null });
    // Nothing tells it apart from a job that does not exist.
    const unknown = await snoop.query(byId, { id: 'job_20260101_000000_aaaaaaaa' });
    const withoutMessage = (body: { errors: { message: string }[] }) => ({ ...body, errors: body.errors.map((e) => ({ ...e, message: '' })) });
    expect(withoutMessage(unknown.body)).toEqual(withoutMessage(direct.body));

    const listed = await snoop.query('{ jobs(first: 100) { edges { node { jobId } } } }');
    expect(listed.body.data.jobs.edges).toEqual([]);
    const own = await owner.query('{ jobs(first: 100) { edges { node { jobId } } } }');
    expect(own.body.data.jobs.edges).toEqual([{ node: { jobId } }]);
  });

  it("cannot revoke another account's key (key_not_found) and sees only its own keys", async () => {
    const ownerKey = await server.keyFor('keys-owner', 'business');
    const owner = graphqlClient(server.address, ownerKey);
    const snoop = graphqlClient(server.address, await server.keyFor('keys-snoop', 'business'));
    const ownerKeys = await owner.query('{ apiKeys { id name } }');
    const [ownerKeyId] = (ownerKeys.body.data.apiKeys as { id: string }[]).map((k) => k.id);

    const res = await snoop.query('mutation R($id: String!) { revokeApiKey(id: $id) }', { id: ownerKeyId });
    expect(errorCodes(res)).toEqual(['key_not_found']);
    expect((await snoop.query('{ apiKeys { id } }')).body.data.apiKeys).not.toContainEqual({ id: ownerKeyId });
    expect((await owner.query('{ usage { plan } }')).status).toBe(200);
  });
});

describe('API keys', () => {
  it('creates a key whose secret is shown once and works at once, then revokes it', async () => {
    const admin = graphqlClient(server.address, await server.keyFor('keys-co', 'business'));
    const created = await admin.query('mutation { createApiKey(name: "ci") { secret key { id name prefix createdAt lastUsedAt revokedAt allowedIps } } }');
    const { secret, key } = created.body.data.createApiKey as { secret: string; key: { id: string; name: string; prefix: string; revokedAt: string | null } };
    expect(secret).toMatch(/^ll_live_[A-Za-z0-9]{32,}$/);
    expect(key).toMatchObject({ name: 'ci', revokedAt: null, allowedIps: [] });
    expect(secret.startsWith(key.prefix.replace(/…$/, ''))).toBe(true);

    const listed = await admin.query('{ apiKeys { id name } }');
    expect(listed.body.data.apiKeys).toContainEqual({ id: key.id, name: 'ci' });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const withNewKey = graphqlClient(server.address, secret);
    expect((await withNewKey.query('{ usage { plan } }')).body.data.usage).toEqual({ plan: 'business' });
    expect((await admin.query('mutation R($id: String!) { revokeApiKey(id: $id) }', { id: key.id })).body.data).toEqual({ revokeApiKey: true });
    expect(errorCodes(await withNewKey.query('{ usage { plan } }'))).toEqual(['invalid_api_key']);
  });
});

describe('rate limits', () => {
  /**
   * Limits count in fixed one-minute windows of the server's clock (the same machine's): a burst
   * that starts near the end of one would be split over two, so start it in a fresh window.
   */
  const startOfAWindow = async () => {
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 10_000) await new Promise((r) => setTimeout(r, msLeft + 100));
  };

  it('answers the request over the starter plan limit with 429 rate_limit_exceeded, its headers, and Retry-After', { timeout: 30_000 }, async () => {
    const starter = graphqlClient(server.address, await server.keyFor('starter-co', 'starter'));
    await startOfAWindow();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await starter.query('{ usage { plan } }'));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[0]!.headers.get('x-ratelimit-limit')).toBe('10');
    expect(answers[9]!.headers.get('x-ratelimit-remaining')).toBe('0');
    const refused = answers[10]!;
    expect(refused.status).toBe(429);
    expect(errorCodes(refused)).toEqual(['rate_limit_exceeded']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts a WebSocket connection against the same limit, closing it with 4429 rate_limit_exceeded', { timeout: 30_000 }, async () => {
    const key = await server.keyFor('starter-ws', 'starter');
    const http = graphqlClient(server.address, key);
    await startOfAWindow();
    for (let i = 0; i < 10; i++) expect((await http.query('{ usage { plan } }')).status).toBe(200);
    const client = subscriptionClient(server.address, key);
    try {
      const feed = record(client, 'subscription { jobsUpdated { jobId } }');
      const error = await feed.done.then(() => null, (e: unknown) => e);
      expect(error).toMatchObject({ code: 4429, reason: 'rate_limit_exceeded' });
    } finally {
      await Promise.resolve(client.dispose());
    }
  });
});
