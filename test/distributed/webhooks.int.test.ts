/**
 * Webhooks in distributed mode: two gateways (both run the webhook reactor and dispatcher) and a
 * worker on PostgreSQL and NATS. Each finished job is delivered to the receiver exactly once, whichever
 * gateway it was uploaded through, though both dispatchers race for every attempt; either gateway
 * lists the deliveries.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restClient } from '../e2e/support/client.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { startReceiver, type Receiver } from '../support/webhookReceiver.js';
import { startCluster, type Cluster } from './support/cluster.js';
import { accountWithKey } from './support/ledger.js';

const UPLOADS = 10;
let cluster: Cluster;
let receiver: Receiver;

beforeAll(async () => {
  cluster = await startCluster();
  receiver = await startReceiver(() => 200);
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await cluster?.dispose();
}, 60_000);

it('delivers each job.completed exactly once though two gateways dispatch', async () => {
  const env = { LEDGERLENS_WEBHOOK_ALLOW_INSECURE: '1' };
  const gateways = [await cluster.startGateway('hooks-a', env), await cluster.startGateway('hooks-b', env)];
  await cluster.startWorker('hooks-worker');
  const { key } = await accountWithKey(cluster.service, 'dist-hooks', 'enterprise');
  const [a, b] = gateways.map((g) => restClient(g.address, key)) as [ReturnType<typeof restClient>, ReturnType<typeof restClient>];
  const registered = await a.raw('/v1/webhooks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: receiver.url('/dist'), events: ['job.completed'] }) });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);

  const pdf = await statementPdf({ pages: 1 });
  const jobIds: string[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const res = await (i % 2 === 0 ? a : b).upload([{ name: `s${i}.pdf`, bytes: pdf }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    jobIds.push(res.body.jobs[0].job_id as string);
  }
  await receiver.until((r) => r.length >= UPLOADS, 90_000);
  // Both dispatchers have seen every delivery through by now: no second copy may follow.
  for (;;) {
    const deliveries = (await b.get(`/v1/webhooks/${registered.body.id}/deliveries`)).body.deliveries as { status: string; attempts: unknown[] }[];
    if (deliveries.length === UPLOADS && deliveries.every((d) => d.status === 'succeeded')) {
      expect(deliveries.every((d) => d.attempts.length === 1)).toBe(true);
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const delivered = receiver.received.map((r) => (JSON.parse(r.body) as { data: { job_id: string } }).data.job_id);
  expect(delivered.sort()).toEqual([...jobIds].sort());
}, 150_000);
