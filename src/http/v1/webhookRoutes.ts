/**
 * `/v1/webhooks`: register, list and delete endpoints, list an endpoint's deliveries and send one
 * again. Registered inside the `/v1` scope, so the same admission (key, rate and concurrency limits)
 * runs first; the JSON body of a registration is read only after it, and only on these routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller, LedgerLensApi } from '../../application/api.js';
import { AppError } from '../../domain/errors.js';
import type { DeliveryView, WebhookView } from '../../webhooks/service.js';
import { unreadableJson } from './jsonBody.js';

const MAX_ID_LENGTH = 100;

const presentWebhook = (w: WebhookView) => ({
  id: w.id, url: w.url, events: w.events, status: w.status, created_at: w.created_at, disabled_reason: w.disabled_reason, disabled_at: w.disabled_at,
});

const presentDelivery = (d: DeliveryView) => ({
  id: d.id, event_id: d.event_id, event_type: d.event_type, status: d.status, created_at: d.created_at, next_attempt_at: d.next_attempt_at,
  attempts: d.attempts.map((a) => ({ attempt: a.attempt, at: a.at, status_code: a.status_code, latency_ms: a.latency_ms, error: a.error, outcome: a.outcome })),
});

const registrationOf = (body: unknown): { url: string; events: string[] } => {
  if (unreadableJson(body) || typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('invalid_request', 'Send a JSON object: {"url": "https://...", "events": ["job.completed", ...]}.');
  }
  const { url, events } = body as Record<string, unknown>;
  if (typeof url !== 'string') throw new AppError('invalid_request', '"url" is required, as a string.');
  if (!Array.isArray(events) || !events.every((e): e is string => typeof e === 'string')) {
    throw new AppError('invalid_request', '"events" is required, as a list of event names.');
  }
  return { url, events };
};

const idOf = (value: string, code: 'webhook_not_found' | 'delivery_not_found'): string => {
  if (value.length > MAX_ID_LENGTH) throw new AppError(code, `No ${code === 'webhook_not_found' ? 'webhook' : 'delivery'} ${value.slice(0, MAX_ID_LENGTH)}.`);
  return value;
};

export const registerWebhookRoutes = (v1: FastifyInstance, api: LedgerLensApi, callerOf: (request: FastifyRequest) => Caller): void => {
  v1.post('/webhooks', async (request, reply) => {
    const created = await api.registerWebhook(callerOf(request), registrationOf(request.body));
    // The secret is in this answer only.
    return reply.code(201).send({ ...presentWebhook(created.webhook), secret: created.secret });
  });

  v1.get('/webhooks', async (request) => ({ webhooks: (await api.listWebhooks(callerOf(request))).map(presentWebhook) }));

  v1.delete<{ Params: { webhook_id: string } }>('/webhooks/:webhook_id', async (request, reply) => {
    await api.deleteWebhook(callerOf(request), idOf(request.params.webhook_id, 'webhook_not_found'));
    return reply.code(204).send();
  });

  v1.get<{ Params: { webhook_id: string } }>('/webhooks/:webhook_id/deliveries', async (request) => ({
    deliveries: (await api.listDeliveries(callerOf(request), idOf(request.params.webhook_id, 'webhook_not_found'))).map(presentDelivery),
  }));

  v1.post<{ Params: { webhook_id: string; delivery_id: string } }>('/webhooks/:webhook_id/deliveries/:delivery_id/resend', async (request) =>
    presentDelivery(await api.resendDelivery(
      callerOf(request), idOf(request.params.webhook_id, 'webhook_not_found'), idOf(request.params.delivery_id, 'delivery_not_found'),
    )));
};
