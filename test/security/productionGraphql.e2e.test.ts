/**
 * Issue 15, finding 13: in production (`NODE_ENV=production`) the schema is not handed out. Over HTTP
 * and over the WebSocket alike, introspection is refused (`invalid_request`) and an error never
 * suggests field names ("Did you mean ...?"). Outside production, introspection stays on for tools.
 */
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { errorCodes, graphqlClient, record, subscriptionClient } from '../graphql/support/graphqlClient.js';

let production: EmbeddedServer;
let development: EmbeddedServer;
let key: string;
const clients: Client[] = [];

beforeAll(async () => {
  production = await startEmbeddedServer({ NODE_ENV: 'production' });
  development = await startEmbeddedServer({ NODE_ENV: 'development' });
  key = await production.keyFor('prod-co', 'business');
});
afterEach(async () => {
  for (const client of clients.splice(0)) await Promise.resolve(client.dispose());
});
afterAll(async () => {
  await production?.dispose();
  await development?.dispose();
});

const INTROSPECTION = '{ __schema { queryType { name } } }';
/** `usage` misspelled: graphql would answer "Did you mean "usage"?". */
const MISSPELLED = '{ usagee { plan } }';

const overWebSocket = async (query: string): Promise<{ codes: unknown[]; messages: string[] }> => {
  const client = subscriptionClient(production.address, key);
  clients.push(client);
  const op = record(client, query);
  const errors = (await op.done.then(() => [], (e: unknown) => e)) as { message: string; extensions?: { code?: string } }[];
  return { codes: errors.map((e) => e.extensions?.code), messages: errors.map((e) => e.message) };
};

describe('GraphQL in production', () => {
  it('refuses introspection over HTTP with invalid_request', async () => {
    const res = await graphqlClient(production.address, key).query(INTROSPECTION);
    expect(res.status).toBe(400);
    // One error per introspection field (`__schema`, then its `queryType`).
    expect(new Set(errorCodes(res))).toEqual(new Set(['invalid_request']));
    expect(res.body.data).toBeUndefined();
  });

  it('refuses introspection over the WebSocket with invalid_request', async () => {
    expect(new Set((await overWebSocket(INTROSPECTION)).codes)).toEqual(new Set(['invalid_request']));
  });

  it('suggests no field names, over HTTP or the WebSocket', async () => {
    const http = await graphqlClient(production.address, key).query(MISSPELLED);
    expect(errorCodes(http)).toEqual(['invalid_request']);
    const ws = await overWebSocket(MISSPELLED);
    expect(ws.codes).toEqual(['invalid_request']);
    for (const message of [...(http.body.errors as { message: string }[]).map((e) => e.message), ...ws.messages]) {
      expect(message).not.toMatch(/did you mean/i);
      expect(message).toContain('usagee');
    }
  });
});

describe('GraphQL outside production', () => {
  it('answers introspection, for tools', async () => {
    const res = await graphqlClient(development.address, await development.keyFor('dev-co', 'business')).query(INTROSPECTION);
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});
