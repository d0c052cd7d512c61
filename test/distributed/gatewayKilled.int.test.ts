/**
 * Issue 5's third fault: SIGKILL a gateway in the middle of an upload. A batch is one `BatchAccepted`
 * event, so the client sees an error or the full response, the service holds the whole batch or none
 * of it, and the quota counts exactly the pages of the batches it holds. The other gateway (a
 * projector too) creates the jobs of a batch accepted just before the kill, and they complete.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restClient, type ApiResponse } from '../e2e/support/client.js';
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

it('never leaves half a batch, nor a charge for one, when a gateway dies during an upload', async () => {
  await cluster.startGateway('gateway-b');
  await cluster.startWorker('worker');
  const { accountId, key } = await accountWithKey(cluster.service, 'gateway-kill', 'enterprise');
  const files = await Promise.all(Array.from({ length: 10 }, async (_, i) => ({ name: `s${i}.pdf`, bytes: await statementPdf({ pages: 2, opening: 50_000 + i }) })));

  const answered: string[][] = [];
  // Kill points from "still sending the body" to "about to answer".
  for (const killAfterMs of [5, 40, 120, 300]) {
    const gateway = await cluster.startGateway(`gateway-a-${killAfterMs}`);
    const pending = restClient(gateway.address, key).upload(files).then(
      (response: ApiResponse) => response,
      () => null, // the connection died: the client sees an error
    );
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await gateway.kill();
    const response = await pending;
    if (response !== null && response.status === 200) {
      const jobs = (response.body as { jobs: { job_id: string }[] }).jobs;
      expect(jobs).toHaveLength(files.length);
      answered.push(jobs.map((j) => j.job_id));
    }
  }

  // Every batch the service holds is whole, and every job of it completes once.
  // Jobs appear when the surviving gateway's reactor reads `BatchAccepted`: wait for the charged pages'
  // jobs to exist and finish (a half batch would never get there).
  await waitUntil('every charged job to exist and finish', async () => {
    const held = await jobsOf(cluster.service, accountId);
    return held.every((j) => j.status !== 'processing') && held.length * 2 === (await pagesUsed(cluster.service, accountId));
  }, 180_000);
  const jobs = await jobsOf(cluster.service, accountId);
  const batches = new Map<string, string[]>();
  for (const job of jobs) batches.set(job.batchId, [...(batches.get(job.batchId) ?? []), job.jobId]);
  for (const ids of batches.values()) expect(ids).toHaveLength(files.length);
  for (const ids of answered) expect(jobs.map((j) => j.jobId)).toEqual(expect.arrayContaining(ids));
  for (const job of jobs) {
    expect(await auditJob(cluster.service, job)).toEqual({ jobId: job.jobId, status: 'auto_analyzed', pagesTotal: 2, extractionsPerPage: [1, 1], terminalEvents: 1 });
  }
  expect(await pagesUsed(cluster.service, accountId)).toBe(jobs.length * 2);
}, 300_000);
