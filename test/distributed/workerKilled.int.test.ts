/**
 * Issue 5's first fault: SIGKILL a worker in the middle of a page. Its unacknowledged task is
 * redelivered to another worker once the ack window passes, and the job completes with one
 * `PageExtracted` per page and one `JobAnalyzed`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restClient } from '../e2e/support/client.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { startCluster, waitUntil, type Cluster } from './support/cluster.js';
import { accountWithKey, auditJob, jobsOf } from './support/ledger.js';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ ackWaitMs: 6_000 });
}, 120_000);

afterAll(async () => {
  await cluster.dispose();
}, 60_000);

it('finishes a job on another worker, once, when its worker is killed in the middle of a page', async () => {
  const gateway = await cluster.startGateway('gateway');
  const doomed = await cluster.startWorker('worker-doomed');
  const { accountId, key } = await accountWithKey(cluster.service, 'worker-kill', 'business');
  const client = restClient(gateway.address, key);

  const pages = 12;
  const upload = await client.upload([{ name: 'long.pdf', bytes: await statementPdf({ pages, rowsPerPage: 30 }) }]);
  expect(upload.status).toBe(200);
  const jobId = (upload.body as { jobs: { job_id: string }[] }).jobs[0]!.job_id;

  // Kill it once it has extracted a page: with one slot and pages left, it is always inside the next one.
  await waitUntil('the first page', async () => ((await cluster.service.readStore.getJob(jobId))?.pagesDone ?? 0) >= 1, 60_000);
  await cluster.service.projector.catchUp();
  expect((await cluster.service.readStore.getJob(jobId))?.pagesDone).toBeLessThan(pages);
  await doomed.kill();
  await cluster.startWorker('worker-survivor');

  await waitUntil('the job to finish', async () => (await cluster.service.readStore.getJob(jobId))?.status !== 'processing', 120_000);
  const [job] = await jobsOf(cluster.service, accountId);
  const audit = await auditJob(cluster.service, job!);
  expect(audit).toEqual({ jobId, status: 'auto_analyzed', pagesTotal: pages, extractionsPerPage: Array<number>(pages).fill(1), terminalEvents: 1 });
}, 240_000);
