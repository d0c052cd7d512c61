/**
 * Issue 15, finding 1, distributed: a revocation is an event in the shared log, so every gateway
 * closes the key's sockets, not only the one that projected it. Two gateway processes over
 * PostgreSQL and NATS; the key is revoked by the operator (a third process), as `ledgerlens keys
 * revoke` would.
 */
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../distributed/support/cluster.js';
import { accountWithKey } from '../distributed/support/ledger.js';
import { record, subscriptionClient } from '../graphql/support/graphqlClient.js';

let cluster: Cluster;
const clients: Client[] = [];

beforeAll(async () => {
  cluster = await startCluster();
}, 120_000);

afterAll(async () => {
  for (const client of clients) await Promise.resolve(client.dispose());
  await cluster?.dispose();
}, 60_000);

/** A subscription on `address` whose socket is open and acknowledged. */
const openFeed = async (address: string, key: string) => {
  const client = subscriptionClient(address, key);
  clients.push(client);
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const feed = record(client, 'subscription { jobsUpdated { jobId } }');
  await connected;
  return feed;
};

it('closes the sockets of a revoked key on every gateway with 4401 invalid_api_key', async () => {
  const [a, b] = await Promise.all([cluster.startGateway('gateway-a'), cluster.startGateway('gateway-b')]);
  await accountWithKey(cluster.service, 'revoke-everywhere', 'business');
  const { secret, key } = await cluster.service.admin.createKey('revoke-everywhere', 'doomed');
  const feeds = [await openFeed(a.address, secret), await openFeed(b.address, secret)];

  await cluster.service.admin.revokeKey('revoke-everywhere', key.id);

  // Bounded so that a socket left open fails the test rather than hanging it.
  const stillOpen = () => new Promise((resolve) => setTimeout(() => resolve('still open after 20 s'), 20_000).unref());
  const outcomes = await Promise.all(feeds.map((feed) => Promise.race([feed.done.then(() => 'completed', (error: unknown) => error), stillOpen()])));
  for (const outcome of outcomes) expect(outcome).toMatchObject({ code: 4401, reason: 'invalid_api_key' });
}, 120_000);
