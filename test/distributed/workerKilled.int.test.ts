/**
 * Issue 5's first fault: SIGKILL a worker in the middle of a page. Its unacknowledged task is
 * redelivered to another worker once the ack window passes, and the job completes with one
 * `PageExtracted` per page and one `JobAnalyzed`.
 *
 * The statement is one of our generated scans: OCR takes seconds a page, so a worker that holds the
 * task (the consumer shows it pending acknowledgement) and has recorded no page is inside a page.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'nats';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restClient } from '../e2e/support/client.js';
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

  const scan = new Uint8Array(readFileSync(new URL('../fixtures/statements/scan_us_checking/statement.pdf', import.meta.url)));
  const upload = await client.upload([{ name: 'scan.pdf', bytes: scan }]);
  expect(upload.status).toBe(200);
  const jobId = (upload.body as { jobs: { job_id: string }[] }).jobs[0]!.job_id;
  const pages = (await cluster.service.readStore.getJob(jobId))!.pagesTotal;
  expect(pages).toBe(2);

  // Kill it once it holds the task, before it recorded a page.
  const nc = await connect({ servers: cluster.natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    // Tasks wait on one consumer per account lane: the worker holds one when some lane counts it pending.
    const held = async (): Promise<number> => (await jsm.consumers.list('LEDGERLENS_WORK').next()).reduce((n, c) => n + c.num_ack_pending, 0);
    await waitUntil('the worker to take the task', async () => (await held()) >= 1, 60_000);
  } finally {
    await nc.close();
  }
  await cluster.service.projector.catchUp();
  expect((await cluster.service.readStore.getJob(jobId))?.pagesDone).toBe(0);
  await doomed.kill();
  await cluster.startWorker('worker-survivor');

  await waitUntil('the job to finish', async () => (await cluster.service.readStore.getJob(jobId))?.status !== 'processing', 120_000);
  const [job] = await jobsOf(cluster.service, accountId);
  const audit = await auditJob(cluster.service, job!);
  expect(audit).toEqual({ jobId, status: 'auto_analyzed', pagesTotal: pages, extractionsPerPage: Array<number>(pages).fill(1), terminalEvents: 1 });
}, 240_000);
