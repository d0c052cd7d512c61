/**
 * Webhooks against a real local HTTP receiver and the real composed service: registration (the secret
 * shown once), deliveries made from the event log with Stripe-style signatures that verify, retries
 * until the receiver takes one (exactly one accepted), a 4xx that stops them, a delivery sent again
 * by hand, and a receiver that never answers while uploads go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/webhooks/signature.js';
import { startReceiver, type Receiver, type ReceivedWebhook } from '../support/webhookReceiver.js';
import { restClient, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';
import { blankPagesPdf } from './support/hostilePdfs.js';
import { schemaErrors } from './support/openapiValidator.js';
import { errorCodes, graphqlClient } from '../graphql/support/graphqlClient.js';
import { statementPdf } from './support/statementPdf.js';

let server: EmbeddedServer;
let receiver: Receiver;
let onePage: Uint8Array;

/** `/ok/...` answers 200; `/flaky/...` 500 twice then 200; `/reject/...` 400; `/down/...` 503; `/hang/...` never. */
beforeAll(async () => {
  receiver = await startReceiver((path, count) =>
    path.startsWith('/flaky') ? (count < 2 ? 500 : 200) : path.startsWith('/reject') ? 400 : path.startsWith('/down') ? 503 : path.startsWith('/hang') ? 'hang' : 200);
  server = await startEmbeddedServer({ LEDGERLENS_WEBHOOK_ALLOW_INSECURE: '1', LEDGERLENS_WEBHOOK_RETRY_BASE_MS: '50', LEDGERLENS_WEBHOOK_TIMEOUT_MS: '60000', LEDGERLENS_WEBHOOK_DISABLE_AFTER_MS: '1000' });
  onePage = await statementPdf({ pages: 1 });
});
afterAll(async () => {
  await server?.dispose();
  await receiver?.close();
});

const json = (r: ReceivedWebhook) => JSON.parse(r.body) as { id: string; type: string; created_at: string; data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- asserted field by field

const register = async (client: RestClient, path: string, events = ['job.completed', 'job.failed', 'batch.completed']) => {
  const res = await client.raw('/v1/webhooks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: receiver.url(path), events }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(schemaErrors('CreatedWebhook', res.body)).toEqual([]);
  return res.body as { id: string; secret: string };
};

const deliveriesOf = async (client: RestClient, webhookId: string) => {
  const res = await client.get(`/v1/webhooks/${webhookId}/deliveries`);
  expect(res.status).toBe(200);
  expect(schemaErrors('DeliveryList', res.body)).toEqual([]);
  return res.body.deliveries as { id: string; event_type: string; status: string; attempts: { status_code: number | null; outcome: string }[] }[];
};

describe('webhook deliveries', () => {
  it('registers an endpoint, shows its secret once, and delivers signed job and batch events from the log', async () => {
    const client = restClient(server.address, await server.keyFor('hooks-main', 'business'));
    const { id, secret } = await register(client, '/ok/main');
    expect(secret).toMatch(/^whsec_/);
    const listed = await client.get('/v1/webhooks');
    expect(listed.body.webhooks).toEqual([expect.objectContaining({ id, status: 'enabled', events: ['job.completed', 'job.failed', 'batch.completed'] })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const upload = await client.upload([{ name: 'good.pdf', bytes: onePage }, { name: 'blank.pdf', bytes: await blankPagesPdf(1) }]);
    const [good, blank] = (upload.body.jobs as { job_id: string }[]).map((j) => j.job_id);
    const got = (await receiver.until((r) => r.filter((x) => x.path === '/ok/main').length >= 3)).filter((x) => x.path === '/ok/main');
    expect(got.map((r) => json(r).type).sort()).toEqual(['batch.completed', 'job.completed', 'job.failed']);
    for (const r of got) {
      const header = r.headers['ledgerlens-signature'] as string;
      expect(verifySignature(header, secret, r.body, Math.floor(Date.now() / 1000))).toBe(true);
      expect(verifySignature(header, 'whsec_wrong', r.body, Math.floor(Date.now() / 1000))).toBe(false);
      expect(r.headers['ledgerlens-event-id']).toBe(json(r).id);
      expect(r.headers['content-type']).toBe('application/json');
    }
    const completed = json(got.find((r) => json(r).type === 'job.completed')!);
    expect(completed.data).toMatchObject({ job_id: good, batch_id: upload.body.batch_id, status: 'auto_analyzed', filename: 'good.pdf', links: { job: `/v1/jobs/${good}` } });
    expect(completed.data.summary.transaction_count).toBeGreaterThan(0);
    expect(completed.data).not.toHaveProperty('transactions');
    expect(json(got.find((r) => json(r).type === 'job.failed')!).data).toMatchObject({ job_id: blank, status: 'failed', error: { code: 'no_transactions_found' } });
    expect(json(got.find((r) => json(r).type === 'batch.completed')!).data).toMatchObject({ batch_id: upload.body.batch_id, total_jobs: 2, analyzed: 1, failed: 1 });
    const deliveries = await deliveriesOf(client, id);
    expect(deliveries.map((d) => d.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  it('retries a receiver that fails twice, which then gets exactly one accepted delivery', async () => {
    const client = restClient(server.address, await server.keyFor('hooks-flaky', 'business'));
    const { id } = await register(client, '/flaky/one', ['job.completed']);
    const upload = await client.upload([{ name: 'a.pdf', bytes: onePage }]);
    await receiver.until((r) => r.some((x) => x.path === '/flaky/one' && x.answered === 200));
    await client.waitForJob(upload.body.jobs[0].job_id);
    const got = receiver.received.filter((x) => x.path === '/flaky/one');
    expect(got.map((r) => r.answered)).toEqual([500, 500, 200]);
    expect(new Set(got.map((r) => r.headers['ledgerlens-event-id'])).size).toBe(1);
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    const [delivery] = await deliveriesOf(client, id);
    expect(delivery!.status).toBe('succeeded');
    expect(delivery!.attempts.map((a) => [a.status_code, a.outcome])).toEqual([[500, 'retry'], [500, 'retry'], [200, 'succeeded']]);
  });

  it('stops at a 4xx, records it, and sends the delivery again when asked', async () => {
    const client = restClient(server.address, await server.keyFor('hooks-reject', 'business'));
    const { id } = await register(client, '/reject/one', ['job.completed']);
    await client.upload([{ name: 'a.pdf', bytes: onePage }]);
    await receiver.until((r) => r.some((x) => x.path === '/reject/one'));
    let deliveries = await deliveriesOf(client, id);
    for (let i = 0; i < 50 && deliveries[0]?.status !== 'failed'; i++) deliveries = await deliveriesOf(client, id);
    expect(deliveries[0]).toMatchObject({ status: 'failed', attempts: [{ status_code: 400, outcome: 'failed' }] });
    const resent = await client.raw(`/v1/webhooks/${id}/deliveries/${deliveries[0]!.id}/resend`, { method: 'POST' });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.status).toBe('pending');
    await receiver.until((r) => r.filter((x) => x.path === '/reject/one').length === 2);
  });

  it('disables an endpoint whose attempts keep failing for the disable window, and says so', async () => {
    const client = restClient(server.address, await server.keyFor('hooks-down', 'business'));
    const { id } = await register(client, '/down/one', ['job.completed']);
    await client.upload([{ name: 'a.pdf', bytes: onePage }]);
    let webhook: { status: string; disabled_reason: string | null } | undefined;
    for (let i = 0; i < 300 && webhook?.status !== 'disabled'; i++) {
      webhook = ((await client.get('/v1/webhooks')).body.webhooks as { id: string; status: string; disabled_reason: string | null }[]).find((w) => w.id === id);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(webhook).toMatchObject({ status: 'disabled', disabled_reason: expect.stringMatching(/^every delivery attempt failed for \d+ seconds/) });
    const attempts = (await deliveriesOf(client, id))[0]!.attempts;
    expect(attempts.length).toBeGreaterThan(1);
    expect(attempts.every((a) => a.status_code === 503 && a.outcome === 'retry')).toBe(true);
    // Nothing more is sent to a disabled endpoint: a witness endpoint of the same account gets the next
    // job's event, so the reactor has handled it, and the disabled one got nothing new.
    await register(client, '/ok/witness', ['job.completed']);
    const sent = receiver.received.filter((r) => r.path === '/down/one').length;
    const next = await client.upload([{ name: 'b.pdf', bytes: onePage }]);
    await receiver.until((r) => r.some((x) => x.path === '/ok/witness' && json(x).data.job_id === next.body.jobs[0].job_id));
    expect(receiver.received.filter((r) => r.path === '/down/one').length).toBe(sent);
  });

  it('keeps uploading and finishing jobs while a receiver never answers', async () => {
    const client = restClient(server.address, await server.keyFor('hooks-hang', 'business'));
    await register(client, '/hang/one', ['job.completed']);
    const first = await client.upload([{ name: 'a.pdf', bytes: onePage }]);
    await receiver.until((r) => r.some((x) => x.path === '/hang/one'));
    // The delivery is held open by the receiver; uploads and jobs go on regardless.
    const second = await client.upload([{ name: 'b.pdf', bytes: onePage }, { name: 'c.pdf', bytes: onePage }]);
    expect(second.status).toBe(200);
    for (const job of second.body.jobs as { job_id: string }[]) expect((await client.waitForJob(job.job_id)).body.status).toBe('auto_analyzed');
    expect((await client.waitForJob(first.body.jobs[0].job_id)).body.status).toBe('auto_analyzed');
    expect(receiver.received.filter((x) => x.path === '/hang/one').every((x) => x.answered === null)).toBe(true);
    receiver.release();
  });
});

describe('webhook management', () => {
  it("deletes an endpoint, hides other accounts' endpoints, and refuses bad registrations", async () => {
    const client = restClient(server.address, await server.keyFor('hooks-admin', 'business'));
    const other = restClient(server.address, await server.keyFor('hooks-other', 'business'));
    const { id } = await register(client, '/ok/admin');
    expect((await other.get(`/v1/webhooks/${id}/deliveries`)).body.error.code).toBe('webhook_not_found');
    expect((await other.raw(`/v1/webhooks/${id}`, { method: 'DELETE' })).body.error.code).toBe('webhook_not_found');
    expect((await client.raw(`/v1/webhooks/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await client.get('/v1/webhooks')).body.webhooks).toEqual([]);
    const bad = async (body: string) => (await client.raw('/v1/webhooks', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).body.error.code as string;
    expect(await bad('{"url": "ftp://example.com/x", "events": ["job.completed"]}')).toBe('invalid_request');
    expect(await bad(JSON.stringify({ url: receiver.url('/x'), events: ['job.started'] }))).toBe('invalid_request');
    expect(await bad(JSON.stringify({ url: receiver.url('/x'), events: [] }))).toBe('invalid_request');
    expect(await bad('not json')).toBe('invalid_request');
  });

  it('registers, lists and deletes endpoints over GraphQL, secret shown once', async () => {
    const key = await server.keyFor('hooks-graphql', 'business');
    const gql = graphqlClient(server.address, key);
    const created = await gql.query('mutation ($url: String!) { createWebhook(url: $url, events: [job_completed, batch_completed]) { secret webhook { id url events status } } }', { url: receiver.url('/ok/gql') });
    expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
    const { secret, webhook } = created.body.data.createWebhook;
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ url: receiver.url('/ok/gql'), events: ['job_completed', 'batch_completed'], status: 'enabled' });
    const listed = await gql.query('{ webhooks { id events } }');
    expect(listed.body.data.webhooks).toEqual([{ id: webhook.id, events: ['job_completed', 'batch_completed'] }]);
    expect((await gql.query('query ($id: String!) { webhookDeliveries(webhookId: $id) { id status } }', { id: webhook.id })).body.data.webhookDeliveries).toEqual([]);
    expect((await gql.query('mutation ($id: String!) { deleteWebhook(id: $id) }', { id: webhook.id })).body.data.deleteWebhook).toBe(true);
    expect(errorCodes(await gql.query('mutation ($id: String!) { deleteWebhook(id: $id) }', { id: webhook.id }))).toEqual(['webhook_not_found']);
  });

  it('needs an admin key to manage webhooks', async () => {
    await server.keyFor('hooks-roles', 'business');
    const { secret } = await server.admin.createKey('hooks-roles', 'extract-only', { role: 'extract' });
    const res = await restClient(server.address, secret).get('/v1/webhooks');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });
});
