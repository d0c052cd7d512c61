/**
 * Issue 15, finding 2: a fragment bomb (each fragment spreading the next one twice) is refused while
 * validating, over the WebSocket as over HTTP, as `query_too_complex`, before anything walks its
 * expansion. How long the refusal takes is a bench figure (`npm run bench:security`), not asserted
 * here. (Before the fix the WebSocket path expanded the bomb in the cost guard, about 2 s at 21
 * levels, twice that per extra level, and answered with the complexity library's invalid_request.)
 */
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { errorCodes, graphqlClient, record, subscriptionClient } from '../graphql/support/graphqlClient.js';
import { fragmentBomb } from './support/hostileOperations.js';

let server: EmbeddedServer;
let key: string;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startEmbeddedServer();
  key = await server.keyFor('bomber', 'business');
});
afterEach(async () => {
  for (const client of clients.splice(0)) await Promise.resolve(client.dispose());
});
afterAll(async () => {
  await server?.dispose();
});

describe('a fragment bomb', () => {
  it.each([21])('of %i levels is refused over the WebSocket as query_too_complex, and the socket keeps working', async (levels) => {
    const client = subscriptionClient(server.address, key);
    clients.push(client);
    // Holds the socket open across the operations below (graphql-ws closes an idle one).
    record(client, 'subscription { jobsUpdated { jobId } }');

    const bomb = record(client, fragmentBomb(levels));
    const errors = (await bomb.done.then(() => [], (e: unknown) => e)) as { extensions?: { code?: string } }[];
    expect(errors.map((e) => e.extensions?.code)).toEqual(['query_too_complex']);

    const usage = record<{ usage: { plan: string } }>(client, '{ usage { plan } }');
    await usage.done;
    expect(usage.results.map((r) => r.data)).toEqual([{ usage: { plan: 'business' } }]);
  });

  it.each([21, 40])('of %i levels is refused over HTTP with 400 query_too_complex', async (levels) => {
    const res = await graphqlClient(server.address, key).query(fragmentBomb(levels));
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(['query_too_complex']);
  });
});
