/**
 * Issue 5's fourth fault: two gateways and two workers under a burst of 200 uploads, half through
 * each gateway, while a GraphQL `jobsUpdated` subscription is held on each. Zero jobs lost, zero
 * events written twice, the quota exact, and both subscriptions see every job's terminal update
 * (updates travel over NATS, so a subscription on gateway A sees jobs uploaded through gateway B).
 * Every process has its own data directory: the PDFs and page layouts travel through NATS too.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restClient } from '../e2e/support/client.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { startCluster, waitUntil, type Cluster, type Gateway } from './support/cluster.js';
import { accountWithKey, auditJob, jobsOf, pagesUsed } from './support/ledger.js';

const UPLOADS = 200;
const IN_FLIGHT = 16;

let cluster: Cluster;
const sockets: Client[] = [];

beforeAll(async () => {
  cluster = await startCluster();
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) void socket.dispose();
  await cluster.dispose();
}, 60_000);

interface Update {
  jobId: string;
  status: string;
}

/** Holds a `jobsUpdated` subscription on `gateway`; returns the terminal status seen per job. */
const watch = (gateway: Gateway, key: string): Map<string, string[]> => {
  const terminal = new Map<string, string[]>();
  const client = createClient({ url: `${gateway.address.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${key}` } });
  sockets.push(client);
  client.subscribe<{ jobsUpdated: Update }>(
    { query: 'subscription { jobsUpdated { jobId status } }' },
    {
      next: ({ data }) => {
        const update = data?.jobsUpdated;
        if (update !== undefined && update.status !== 'processing') terminal.set(update.jobId, [...(terminal.get(update.jobId) ?? []), update.status]);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return terminal;
};

it('loses no job, writes no event twice, charges exactly and tells every subscriber, under a burst of 200 uploads', async () => {
  const gateways = [await cluster.startGateway('gateway-a'), await cluster.startGateway('gateway-b')];
  await Promise.all([cluster.startWorker('worker-1'), cluster.startWorker('worker-2')]);
  const { accountId, key } = await accountWithKey(cluster.service, 'burst', 'enterprise');
  const seen = gateways.map((g) => watch(g, key));
  const clients = gateways.map((g) => restClient(g.address, key));
  const pdf = await statementPdf({ pages: 1 });

  // A first job proves both subscriptions are live before the burst starts.
  const first = await clients[0]!.upload([{ name: 'warmup.pdf', bytes: pdf }]);
  const warmupId = (first.body as { jobs: { job_id: string }[] }).jobs[0]!.job_id;
  await waitUntil('both subscriptions to see the warm-up job', async () => seen.every((s) => s.has(warmupId)), 60_000);

  const accepted: string[] = [warmupId];
  let next = 0;
  await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
    while (next < UPLOADS) {
      const n = next++;
      const response = await clients[n % 2]!.upload([{ name: `burst-${n}.pdf`, bytes: pdf }], { user_id: `user-${n}`, company_name: 'Burst Ltd' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      accepted.push((response.body as { jobs: { job_id: string }[] }).jobs[0]!.job_id);
    }
  }));
  expect(accepted).toHaveLength(UPLOADS + 1);

  await waitUntil('every job to finish', async () => (await jobsOf(cluster.service, accountId)).every((j) => j.status !== 'processing'), 300_000);
  const jobs = await jobsOf(cluster.service, accountId);
  expect(jobs.map((j) => j.jobId).sort()).toEqual([...accepted].sort());
  const audits = await Promise.all(jobs.map((job) => auditJob(cluster.service, job)));
  expect(audits.filter((a) => a.status !== 'auto_analyzed' || a.terminalEvents !== 1 || a.extractionsPerPage.join() !== '1')).toEqual([]);
  expect(await pagesUsed(cluster.service, accountId)).toBe(UPLOADS + 1);

  // Uploaded through the gateways, read by the workers: every byte went through NATS, none through a disk.
  expect(await cluster.blobFilesOnDisk()).toEqual([]);

  await waitUntil('every terminal update on both subscriptions', async () => seen.every((s) => accepted.every((id) => s.has(id))), 30_000);
  for (const terminal of seen) {
    expect([...terminal.values()].filter((statuses) => statuses.join() !== 'auto_analyzed')).toEqual([]);
  }
}, 600_000);
