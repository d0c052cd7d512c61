/**
 * Issue 5's second fault: restart NATS in the middle of a batch. JetStream keeps the queued tasks on
 * disk, gateways and workers reconnect on their own, and every accepted job completes, each page
 * extracted once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restClient } from '../e2e/support/client.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { startCluster, waitUntil, type Cluster } from './support/cluster.js';
import { accountWithKey, auditJob, jobsOf, pagesUsed } from './support/ledger.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
}, 120_000);

afterAll(async () => {
  await cluster.dispose();
}, 60_000);

it('completes every accepted job of a batch when NATS restarts in the middle of it', async () => {
  const gateway = await cluster.startGateway('gateway');
  await cluster.startWorker('worker');
  const { accountId, key } = await accountWithKey(cluster.service, 'nats-restart', 'business');
  const client = restClient(gateway.address, key);

  const files = await Promise.all(Array.from({ length: 6 }, async (_, i) => ({ name: `s${i}.pdf`, bytes: await statementPdf({ pages: 3, opening: 100_000 + i }) })));
  const upload = await client.upload(files);
  expect(upload.status).toBe(200);
  const jobIds = (upload.body as { jobs: { job_id: string }[] }).jobs.map((j) => j.job_id);

  const doneCount = async (): Promise<number> => (await jobsOf(cluster.service, accountId)).filter((j) => j.status !== 'processing').length;
  await waitUntil('some progress', async () => (await jobsOf(cluster.service, accountId)).some((j) => j.pagesDone > 0), 60_000);
  expect(await doneCount()).toBeLessThan(jobIds.length);
  await cluster.restartNats(1_500);

  await waitUntil('every job to finish', async () => (await doneCount()) === jobIds.length, 180_000);
  const jobs = await jobsOf(cluster.service, accountId);
  expect(jobs.map((j) => j.jobId).sort()).toEqual([...jobIds].sort());
  for (const job of jobs) {
    expect(await auditJob(cluster.service, job)).toEqual({ jobId: job.jobId, status: 'auto_analyzed', pagesTotal: 3, extractionsPerPage: [1, 1, 1], terminalEvents: 1 });
  }
  expect(await pagesUsed(cluster.service, accountId)).toBe(18);
}, 300_000);
