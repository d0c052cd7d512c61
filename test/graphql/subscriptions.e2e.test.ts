/**
 * Live job progress through a real `graphql-ws` client on the server's own port: order of the
 * pushes, nothing pushed ahead of what a query returns, `jobUpdated` from the current state, and the
 * WebSocket's refusals.
 */
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf } from '../e2e/support/statementPdf.js';
import { MAX_OPERATIONS_PER_CONNECTION } from '../../src/graphql/webSocket.js';
import { graphqlClient, record, subscriptionClient } from './support/graphqlClient.js';

interface Update {
  jobId: string;
  status: string;
  pagesDone: number;
  pagesTotal: number;
}

let server: EmbeddedServer;
let key: string;
let onePage: Uint8Array;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startEmbeddedServer();
  key = await server.keyFor('acme', 'business');
  onePage = await statementPdf({ pages: 1 });
});
afterEach(async () => {
  // graphql-ws types dispose() as void or a promise; it closes the socket either way.
  for (const client of clients.splice(0)) await Promise.resolve(client.dispose());
});
afterAll(async () => {
  await server?.dispose();
});

const wsClient = (secret?: string): Client => {
  const client = subscriptionClient(server.address, secret);
  clients.push(client);
  return client;
};

const JOBS_UPDATED = 'subscription { jobsUpdated { jobId status pagesDone pagesTotal } }';
const JOB_UPDATED = 'subscription One($jobId: String!) { jobUpdated(jobId: $jobId) { jobId status pagesDone pagesTotal at } }';

const uploadedJobId = async (http: ReturnType<typeof graphqlClient>, bytes: Uint8Array): Promise<string> => {
  const res = await http.upload([{ name: 'statement.pdf', bytes }]);
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data.uploadStatements.jobs[0].jobId as string;
};

describe('jobsUpdated', () => {
  it('pushes processing, each page, then auto_analyzed, in order, to a client that subscribed before the upload', async () => {
    const http = graphqlClient(server.address, key);
    const feed = record<{ jobsUpdated: Update }>(wsClient(key), JOBS_UPDATED);
    // graphql-ws does not acknowledge a subscription; a first upload's push proves this one is live.
    const warmUp = await uploadedJobId(http, onePage);
    await feed.until((r) => r.data?.jobsUpdated.jobId === warmUp);

    const jobId = await uploadedJobId(http, await statementPdf({ pages: 3 }));
    const terminal = await feed.until((r) => r.data?.jobsUpdated.jobId === jobId && r.data.jobsUpdated.status !== 'processing');

    // Pushed only after the projection committed: a query at once sees at least as much.
    const query = await http.query('query J($id: String!) { job(id: $id) { status progress { pagesDone } } }', { id: jobId });
    expect(query.body.data.job).toEqual({ status: 'auto_analyzed', progress: { pagesDone: 3 } });

    const updates = feed.results.map((r) => r.data!.jobsUpdated).filter((u) => u.jobId === jobId);
    expect(terminal.data!.jobsUpdated).toEqual({ jobId, status: 'auto_analyzed', pagesDone: 3, pagesTotal: 3 });
    expect(updates[0]).toEqual({ jobId, status: 'processing', pagesDone: 0, pagesTotal: 3 });
    expect(updates.at(-1)).toEqual(terminal.data!.jobsUpdated);
    const progress = updates.slice(1, -1);
    expect(progress.map((u) => u.status).every((s) => s === 'processing')).toBe(true);
    expect(progress.map((u) => u.pagesDone)).toEqual([1, 2, 3]);
    expect(feed.results.every((r) => r.errors === undefined)).toBe(true);
  });

  it("never pushes another account's jobs", async () => {
    const other = graphqlClient(server.address, await server.keyFor('other-co', 'business'));
    const mine = graphqlClient(server.address, key);
    const feed = record<{ jobsUpdated: Update }>(wsClient(key), JOBS_UPDATED);
    const warmUp = await uploadedJobId(mine, onePage);
    await feed.until((r) => r.data?.jobsUpdated.jobId === warmUp);

    const theirs = await uploadedJobId(other, onePage);
    await other.waitForJob(theirs);
    // A job of mine uploaded after theirs finished: its push arrives after any push of theirs would have.
    const after = await uploadedJobId(mine, onePage);
    await feed.until((r) => r.data?.jobsUpdated.jobId === after);
    expect(feed.results.map((r) => r.data!.jobsUpdated.jobId)).not.toContain(theirs);
  });
});

describe('jobUpdated', () => {
  it('starts from the current state of a job, follows it, and completes after auto_analyzed', async () => {
    const http = graphqlClient(server.address, key);
    const jobId = await uploadedJobId(http, await statementPdf({ pages: 2 }));
    const feed = record<{ jobUpdated: Update }>(wsClient(key), JOB_UPDATED, { jobId });
    await feed.done;
    const updates = feed.results.map((r) => r.data!.jobUpdated);
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.at(-1)).toMatchObject({ jobId, status: 'auto_analyzed', pagesDone: 2, pagesTotal: 2 });
    const done = updates.map((u) => u.pagesDone);
    expect([...done].sort((a, b) => a - b)).toEqual(done);
    expect(updates.slice(0, -1).every((u) => u.status === 'processing')).toBe(true);
  });

  it('gives a finished job its final state and completes', async () => {
    const http = graphqlClient(server.address, key);
    const jobId = await uploadedJobId(http, onePage);
    await http.waitForJob(jobId);
    const feed = record<{ jobUpdated: Update }>(wsClient(key), JOB_UPDATED, { jobId });
    await feed.done;
    expect(feed.results.map((r) => r.data?.jobUpdated)).toEqual([
      { jobId, status: 'auto_analyzed', pagesDone: 1, pagesTotal: 1, at: expect.any(String) },
    ]);
  });

  it("refuses another account's job as job_not_found, like an unknown one", async () => {
    const other = graphqlClient(server.address, await server.keyFor('stranger', 'business'));
    const theirs = await uploadedJobId(other, onePage);
    const client = wsClient(key);
    for (const jobId of [theirs, 'job_20260101_000000_unknown1']) {
      const feed = record<{ jobUpdated: Update }>(client, JOB_UPDATED, { jobId });
      await feed.done.catch(() => {});
      const errors = feed.results.flatMap((r) => r.errors ?? []);
      expect(errors.map((e) => e.extensions?.code)).toEqual(['job_not_found']);
      expect(feed.results.some((r) => r.data?.jobUpdated)).toBe(false);
    }
  });
});

describe('operations on one connection', () => {
  it(`refuses the operation past ${MAX_OPERATIONS_PER_CONNECTION} open ones with concurrency_limit_exceeded, and keeps the others`, async () => {
    const client = wsClient(key);
    const open = Array.from({ length: MAX_OPERATIONS_PER_CONNECTION }, () => record(client, JOBS_UPDATED));
    const refused = record(client, JOBS_UPDATED);
    const errors = (await refused.done.then(() => [], (e: unknown) => e)) as { extensions?: { code?: string } }[];
    expect(errors.map((e) => e.extensions?.code)).toEqual(['concurrency_limit_exceeded']);

    // The open ones still deliver.
    const jobId = await uploadedJobId(graphqlClient(server.address, key), onePage);
    await Promise.all(open.map((feed) => feed.until((r) => (r.data as { jobsUpdated?: Update } | undefined)?.jobsUpdated?.jobId === jobId)));
  });
});

describe('WebSocket authentication', () => {
  const refusal = async (secret?: string): Promise<{ code: number; reason: string }> => {
    const feed = record(wsClient(secret), JOBS_UPDATED);
    const error = await feed.done.then(
      () => null,
      (e: unknown) => e,
    );
    return { code: (error as { code: number }).code, reason: (error as { reason: string }).reason };
  };

  it('closes a connection without a key with 4401 invalid_api_key', async () => {
    expect(await refusal()).toEqual({ code: 4401, reason: 'invalid_api_key' });
  });

  it('closes a connection with an unknown or revoked key with 4401 invalid_api_key', async () => {
    expect(await refusal('ll_live_notARealKeyAtAllButLongEnough0000')).toEqual({ code: 4401, reason: 'invalid_api_key' });
    const http = graphqlClient(server.address, key);
    const created = await http.query('mutation { createApiKey(name: "short-lived") { secret key { id } } }');
    const { secret, key: newKey } = created.body.data.createApiKey as { secret: string; key: { id: string } };
    await http.query('mutation R($id: String!) { revokeApiKey(id: $id) }', { id: newKey.id });
    expect(await refusal(secret)).toEqual({ code: 4401, reason: 'invalid_api_key' });
  });
});
