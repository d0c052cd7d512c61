/**
 * Issue 15, finding 5: every mutation of an operation counts against the per-minute rate limit
 * (300 aliased `createApiKey` in one request created 300 keys), and an account holds a bounded
 * number of keys.
 */
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACTIVE_KEYS } from '../../src/domain/account/account.decider.js';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { errorCodes, graphqlClient, record, subscriptionClient } from '../graphql/support/graphqlClient.js';

let server: EmbeddedServer;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startEmbeddedServer();
});
afterEach(async () => {
  for (const client of clients.splice(0)) await Promise.resolve(client.dispose());
});
afterAll(async () => {
  await server?.dispose();
});

/** Limits count in fixed one-minute windows: start a burst in a fresh one so it is not split over two. */
const startOfAWindow = async () => {
  const msLeft = 60_000 - (Date.now() % 60_000);
  if (msLeft < 10_000) await new Promise((r) => setTimeout(r, msLeft + 100));
};

const aliasedKeys = (count: number): string =>
  `mutation { ${Array.from({ length: count }, (_, i) => `k${i}: createApiKey(name: "alias-${i}") { secret }`).join(' ')} }`;

describe('aliased mutations', () => {
  it('count one request each: 300 createApiKey on a business key (200 a minute) are refused with 429 and mint nothing', async () => {
    const key = await server.keyFor('alias-keys', 'business');
    await startOfAWindow();
    const res = await graphqlClient(server.address, key).query(aliasedKeys(300));
    expect(res.status).toBe(429);
    expect(errorCodes(res)).toEqual(['rate_limit_exceeded']);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.admin.listKeys('alias-keys')).toHaveLength(1);
  });

  it('count one request each within the limit: three in one request, then a query, leave 6 of the starter plan 10', { timeout: 30_000 }, async () => {
    const http = graphqlClient(server.address, await server.keyFor('alias-count', 'starter'));
    await startOfAWindow();
    const minted = await http.query(aliasedKeys(3));
    expect(Object.keys(minted.body.data)).toHaveLength(3);
    const next = await http.query('{ usage { plan } }');
    expect(next.headers.get('x-ratelimit-remaining')).toBe('6');
  });

  it('count one request each over the WebSocket too', async () => {
    const key = await server.keyFor('alias-ws', 'business');
    await startOfAWindow();
    const client = subscriptionClient(server.address, key);
    clients.push(client);
    const op = record(client, aliasedKeys(300));
    const errors = (await op.done.then(() => [], (e: unknown) => e)) as { extensions?: { code?: string } }[];
    expect(errors.map((e) => e.extensions?.code)).toEqual(['rate_limit_exceeded']);
    expect(await server.admin.listKeys('alias-ws')).toHaveLength(1);
  });
});

describe('keys of one account', () => {
  it(`are at most ${MAX_ACTIVE_KEYS} not revoked: the next createApiKey is refused with too_many_keys`, { timeout: 60_000 }, async () => {
    const key = await server.keyFor('many-keys', 'enterprise');
    for (let i = 1; i < MAX_ACTIVE_KEYS; i++) await server.admin.createKey('many-keys', `k${i}`);
    const res = await graphqlClient(server.address, key).query('mutation { createApiKey(name: "one-too-many") { secret } }');
    expect(errorCodes(res)).toEqual(['too_many_keys']);
    expect(await server.admin.listKeys('many-keys')).toHaveLength(MAX_ACTIVE_KEYS);
  });
});
