/**
 * The webhook use cases the edges call (REST `/v1/webhooks`, GraphQL, `ledgerlens webhooks`):
 * register, list, delete, list deliveries, send one again. Managing webhooks needs an `admin` key,
 * as managing keys does: an endpoint receives the account's job events and its secret is shown.
 * Writes go through the deciders; reads come from the state folded from the log, after waiting for
 * the write just made, so a list right after a registration shows it.
 */
import { randomBytes } from 'node:crypto';
import type { Caller } from '../application/api.js';
import type { EventStore } from '../application/ports.js';
import { handleCommand } from '../application/handleCommand.js';
import { randomId } from '../application/secrets.js';
import { AppError } from '../domain/errors.js';
import { streams } from '../domain/ids.js';
import { decide as decideDelivery, evolve as evolveDelivery, initialState as initialDelivery, type Delivery, type DeliveryCommand } from '../domain/webhook/delivery.decider.js';
import { decide, evolve, initialState, type AccountEndpoints, type EndpointCommand } from '../domain/webhook/endpoints.decider.js';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES, type WebhookDeliveryEvent, type WebhookEndpointEvent, type WebhookEventType } from '../domain/webhook/webhook.events.js';
import { checkWebhookUrl } from './addressPolicy.js';
import type { DeliveryRecord, EndpointRecord, WebhookFollower } from './state.js';

export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEventType[];
  status: 'enabled' | 'disabled';
  created_at: string;
  disabled_reason: string | null;
  disabled_at: string | null;
}

export interface CreatedWebhook {
  webhook: WebhookView;
  /** The signing secret, shown once. */
  secret: string;
}

export interface DeliveryAttemptView {
  attempt: number;
  at: string;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  outcome: 'succeeded' | 'retry' | 'failed';
}

export interface DeliveryView {
  id: string;
  event_id: string;
  event_type: WebhookEventType;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
  next_attempt_at: string | null;
  attempts: DeliveryAttemptView[];
}

export interface WebhookApi {
  registerWebhook(caller: Caller, input: { url: string; events: string[] }): Promise<CreatedWebhook>;
  listWebhooks(caller: Caller): Promise<WebhookView[]>;
  deleteWebhook(caller: Caller, webhookId: string): Promise<void>;
  /** Newest first; the latest 100 per endpoint are kept. */
  listDeliveries(caller: Caller, webhookId: string): Promise<DeliveryView[]>;
  resendDelivery(caller: Caller, webhookId: string, deliveryId: string): Promise<DeliveryView>;
}

export const webhookView = (e: EndpointRecord): WebhookView => ({
  id: e.endpointId,
  url: e.url,
  events: e.events,
  status: e.status === 'disabled' ? 'disabled' : 'enabled',
  created_at: e.registeredAt,
  disabled_reason: e.disabledReason,
  disabled_at: e.disabledAt,
});

export const deliveryView = (d: DeliveryRecord): DeliveryView => ({
  id: d.deliveryId,
  event_id: d.eventId,
  event_type: d.eventType,
  status: d.status,
  created_at: d.scheduledAt,
  next_attempt_at: d.status === 'pending' && d.inFlight === null ? new Date(d.nextAttemptAt).toISOString() : null,
  attempts: d.attempts.map((a) => ({ attempt: a.attempt, at: a.at, status_code: a.status, latency_ms: a.latencyMs, error: a.error, outcome: a.outcome })),
});

const requireAdmin = (caller: Caller): void => {
  if (caller.role !== 'admin') throw new AppError('forbidden', 'Managing webhooks needs an admin key.');
};

/** `whsec_` and 32 bytes of randomness, base64url. */
const newSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export const createWebhookApi = (deps: { store: EventStore; follower: WebhookFollower; clock: { now(): Date }; allowInsecure: boolean }): WebhookApi => {
  const { store, follower, clock } = deps;
  const now = (): { now: string } => ({ now: clock.now().toISOString() });

  const runEndpoints = async (accountId: string, command: EndpointCommand): Promise<void> => {
    const result = await handleCommand<EndpointCommand, WebhookEndpointEvent, AccountEndpoints>(store, streams.webhooks(accountId), decide, evolve, initialState, command);
    if (result.lastGlobalPosition !== null) await follower.waitFor(result.lastGlobalPosition);
  };

  /** The caller's endpoint, or the same 404 for an unknown one and another account's. */
  const endpointOf = (caller: Caller, webhookId: string): EndpointRecord => {
    const endpoint = follower.state.endpoints.get(webhookId);
    if (endpoint === undefined || endpoint.accountId !== caller.accountId) throw new AppError('webhook_not_found', `No webhook ${webhookId.slice(0, 100)} in this account.`);
    return endpoint;
  };

  return {
    async registerWebhook(caller, input) {
      requireAdmin(caller);
      const url = checkWebhookUrl(input.url, deps.allowInsecure);
      const events = [...new Set(input.events)];
      if (events.length === 0 || !events.every(isWebhookEventType)) {
        throw new AppError('invalid_request', `"events" must list one or more of ${WEBHOOK_EVENT_TYPES.join(', ')}.`);
      }
      const endpointId = randomId('whe');
      const secret = newSecret();
      await runEndpoints(caller.accountId, {
        type: 'RegisterEndpoint',
        data: { endpointId, accountId: caller.accountId, url: url.toString(), events: events, secret },
        metadata: now(),
      });
      return { webhook: webhookView(endpointOf(caller, endpointId)), secret };
    },

    async listWebhooks(caller) {
      requireAdmin(caller);
      return [...follower.state.endpoints.values()].filter((e) => e.accountId === caller.accountId).sort((a, b) => a.registeredAt.localeCompare(b.registeredAt)).map(webhookView);
    },

    async deleteWebhook(caller, webhookId) {
      requireAdmin(caller);
      endpointOf(caller, webhookId);
      await runEndpoints(caller.accountId, { type: 'DeleteEndpoint', data: { accountId: caller.accountId, endpointId: webhookId }, metadata: now() });
    },

    async listDeliveries(caller, webhookId) {
      requireAdmin(caller);
      const endpoint = endpointOf(caller, webhookId);
      return endpoint.deliveryIds.map((id) => follower.state.deliveries.get(id)).filter((d): d is DeliveryRecord => d !== undefined).reverse().map(deliveryView);
    },

    async resendDelivery(caller, webhookId, deliveryId) {
      requireAdmin(caller);
      endpointOf(caller, webhookId);
      const delivery = follower.state.deliveries.get(deliveryId);
      if (delivery === undefined || delivery.endpointId !== webhookId) throw new AppError('delivery_not_found', `No delivery ${deliveryId.slice(0, 100)} of this webhook.`);
      const result = await handleCommand<DeliveryCommand, WebhookDeliveryEvent, Delivery>(
        store, streams.webhookDelivery(deliveryId), decideDelivery, evolveDelivery, initialDelivery,
        { type: 'RequestResend', data: { deliveryId, endpointId: webhookId }, metadata: now() },
      );
      if (result.lastGlobalPosition !== null) await follower.waitFor(result.lastGlobalPosition);
      return deliveryView(follower.state.deliveries.get(deliveryId) ?? delivery);
    },
  };
};
