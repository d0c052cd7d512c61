/**
 * Issue 15, finding 3: an open WebSocket does not get around the plan's limits. Each operation on it
 * counts against the per-minute rate limit, as an HTTP request does, and an account has at most its
 * plan's number of open sockets (per gateway).
 */
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_RATE_LIMITS } from '../../src/http/rateLimits.js';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { record, subscriptionClient } from '../graphql/support/graphqlClient.js';

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

/**
 * Limits count in fixed one-minute windows of the server's clock (the same machine's): a burst that
 * starts near the end of one would be split over two, so start it in a fresh window.
 */
const startOfAWindow = async () => {
  const msLeft = 60_000 - (Date.now() % 60_000);
  if (msLeft < 10_000) await new Promise((r) => setTimeout(r, msLeft + 100));
};

/** A client whose socket stays open: graphql-ws closes a socket with no operation left. */
const openClient = async (key: string): Promise<{ client: Client; outcome: Promise<unknown> }> => {
  const client = subscriptionClient(server.address, key);
  clients.push(client);
  const holder = record(client, 'subscription { jobsUpdated { jobId } }');
  const outcome = holder.done.then(() => 'completed', (error: unknown) => error);
  const connected = new Promise<string>((resolve) => client.on('connected', () => resolve('connected')));
  await Promise.race([connected, outcome]);
  return { client, outcome };
};

const codesOf = async (client: Client, query: string): Promise<unknown[]> => {
  const op = record(client, query);
  const outcome = await op.done.then(() => [], (e: unknown) => e);
  return Array.isArray(outcome) ? outcome.map((e: { extensions?: { code?: string } }) => e.extensions?.code) : [outcome];
};

describe('operations on an open WebSocket', () => {
  it('count against the per-minute limit: past it they are refused with rate_limit_exceeded and the socket stays open', { timeout: 30_000 }, async () => {
    const key = await server.keyFor('ws-rate', 'starter');
    await startOfAWindow();
    // The connection is one request of the starter plan's 10, its holding subscription a second.
    const { client, outcome } = await openClient(key);
    const answers: unknown[][] = [];
    for (let i = 0; i < 9; i++) answers.push(await codesOf(client, '{ usage { plan } }'));
    expect(answers.slice(0, 8), JSON.stringify(answers)).toEqual(Array(8).fill([]));
    expect(answers[8]).toEqual(['rate_limit_exceeded']);
    expect(await Promise.race([outcome, new Promise((r) => setTimeout(() => r('still open'), 100))])).toBe('still open');
  });
});

describe('open WebSockets of one account', () => {
  it(`are capped by plan (professional: ${PLAN_RATE_LIMITS.professional.webSockets}); the next is closed with 4429 concurrency_limit_exceeded`, async () => {
    const key = await server.keyFor('ws-cap', 'professional');
    const cap = PLAN_RATE_LIMITS.professional.webSockets;
    const open = [];
    for (let i = 0; i < cap; i++) open.push(await openClient(key));
    const refused = await openClient(key);
    expect(await refused.outcome).toMatchObject({ code: 4429, reason: 'concurrency_limit_exceeded' });

    // Closing one makes room for another.
    await Promise.resolve(open[0]!.client.dispose());
    await open[0]!.outcome;
    const again = await openClient(key);
    expect(await codesOf(again.client, '{ usage { plan } }')).toEqual([]);
  });
});
