/**
 * Issue 15, finding 9: a variable of the wrong type (`{"first":"abc"}` for `Int!`) is the caller's
 * mistake: 400 `invalid_request` over HTTP and `invalid_request` over the WebSocket, and never an
 * error-level log with a stack (it was a 500 `internal_error`: the cost guard coerced the variables
 * before Apollo checked them).
 */
import type { Client } from 'graphql-ws';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { errorCodes, graphqlClient, record, subscriptionClient } from '../graphql/support/graphqlClient.js';

let server: EmbeddedServer;
let key: string;
const logLines: { level: number; msg?: string }[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number });
      done();
    },
  });
  server = await startEmbeddedServer({}, pino({ level: 'info' }, sink));
  key = await server.keyFor('variables-co', 'business');
});
afterEach(async () => {
  for (const client of clients.splice(0)) await Promise.resolve(client.dispose());
});
afterAll(async () => {
  await server?.dispose();
});

const PAGE = 'query Page($first: Int!) { jobs(first: $first) { edges { node { jobId } } } }';
/** pino's numeric levels: 30 info, 40 warn, 50 error. */
const WARN = 40;

describe('a variable of the wrong type', () => {
  it('is refused over HTTP with 400 invalid_request, logged at most as info', async () => {
    logLines.length = 0;
    const res = await graphqlClient(server.address, key).query(PAGE, { first: 'abc' });
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(['invalid_request']);
    expect(logLines.filter((line) => line.level >= WARN)).toEqual([]);
  });

  it('is refused over the WebSocket with invalid_request, logged at most as info', async () => {
    logLines.length = 0;
    const client = subscriptionClient(server.address, key);
    clients.push(client);
    const op = record(client, PAGE, { first: 'abc' });
    const errors = (await op.done.then(() => [], (e: unknown) => e)) as { extensions?: { code?: string } }[];
    expect(errors.map((e) => e.extensions?.code)).toEqual(['invalid_request']);
    expect(logLines.filter((line) => line.level >= WARN)).toEqual([]);
  });
});
