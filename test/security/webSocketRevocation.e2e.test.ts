/**
 * Issue 15, finding 1: a key revoked while a WebSocket it opened is still open stops working on that
 * socket at once (queries, mutations, subscriptions), and never mints a key. Embedded server, real
 * graphql-ws clients; the same across gateways is in `revocationAcrossGateways.int.test.ts`.
 */
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { graphqlClient, record, subscriptionClient } from '../graphql/support/graphqlClient.js';

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

/** A business account with two keys: `keeper` stays valid, `doomed` is revoked by the test. */
const accountWithTwoKeys = async (name: string) => {
  const keeper = await server.keyFor(name, 'business');
  const doomed = await server.admin.createKey(name, 'doomed');
  return { keeper, doomed: doomed.secret, doomedId: doomed.key.id };
};

/**
 * A graphql-ws client whose socket is open and acknowledged. graphql-ws opens a socket lazily and
 * closes it when no operation is left, so an open subscription keeps this one.
 */
const connectedClient = async (key: string): Promise<Client> => {
  const client = subscriptionClient(server.address, key);
  clients.push(client);
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  record(client, 'subscription { jobsUpdated { jobId } }');
  await connected;
  const probe = record(client, '{ usage { plan } }');
  await probe.done;
  return client;
};

/** How an operation ended: 'completed', or what the client reported; bounded, so a socket left open fails rather than hangs. */
const closeOf = async (done: Promise<void>): Promise<unknown> =>
  Promise.race([
    done.then(() => 'completed', (error: unknown) => error),
    new Promise((resolve) => setTimeout(() => resolve('still open after 10 s'), 10_000).unref()),
  ]);

describe('a key revoked while its WebSocket is open', () => {
  it('closes the socket with 4401 invalid_api_key, ending the subscription that was pushing job updates', async () => {
    const { keeper, doomed, doomedId } = await accountWithTwoKeys('revoked-sub');
    const client = await connectedClient(doomed);
    const feed = record<{ jobsUpdated: { jobId: string } }>(client, 'subscription { jobsUpdated { jobId status } }');
    const upload = await graphqlClient(server.address, keeper).upload([{ name: 'a.pdf', bytes: await statementPdf({ pages: 1 }) }]);
    const jobId = upload.body.data.uploadStatements.jobs[0].jobId as string;
    await feed.until((r) => r.data?.jobsUpdated.jobId === jobId);

    await server.admin.revokeKey('revoked-sub', doomedId);

    expect(await closeOf(feed.done)).toMatchObject({ code: 4401, reason: 'invalid_api_key' });
  });

  it('refuses a createApiKey sent on the socket after the revocation, and no key is minted', async () => {
    const { doomed, doomedId } = await accountWithTwoKeys('revoked-mint');
    const client = await connectedClient(doomed);

    await server.admin.revokeKey('revoked-mint', doomedId);
    const mint = record<{ createApiKey: { secret: string } }>(client, 'mutation { createApiKey(name: "minted") { secret } }');
    const outcome = await closeOf(mint.done);

    expect(mint.results.some((r) => r.data?.createApiKey)).toBe(false);
    const refusedInBand = Array.isArray(outcome) && outcome.some((e: { extensions?: { code?: string } }) => e.extensions?.code === 'invalid_api_key');
    const closed = typeof outcome === 'object' && outcome !== null && (outcome as { code?: number }).code === 4401;
    expect(refusedInBand || closed, JSON.stringify(outcome)).toBe(true);
    expect((await server.admin.listKeys('revoked-mint')).map((k) => k.name)).not.toContain('minted');
  });

  it('refuses a new socket with the revoked key with 4401 invalid_api_key', async () => {
    const { doomed, doomedId } = await accountWithTwoKeys('revoked-reconnect');
    await server.admin.revokeKey('revoked-reconnect', doomedId);
    const client = subscriptionClient(server.address, doomed);
    clients.push(client);
    const feed = record(client, '{ usage { plan } }');
    expect(await closeOf(feed.done)).toMatchObject({ code: 4401, reason: 'invalid_api_key' });
  });

  it("leaves the account's other keys and their sockets working", async () => {
    const { keeper, doomedId } = await accountWithTwoKeys('revoked-other');
    const client = await connectedClient(keeper);
    await server.admin.revokeKey('revoked-other', doomedId);
    const usage = record<{ usage: { plan: string } }>(client, '{ usage { plan } }');
    await usage.done;
    expect(usage.results.map((r) => r.data)).toEqual([{ usage: { plan: 'business' } }]);
  });
});
