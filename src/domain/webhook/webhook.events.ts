/**
 * Webhook events. An account's endpoints live on one stream (`webhooks-<accountId>`); each delivery
 * (one event for one endpoint) on its own (`webhookdelivery-<deliveryId>`), so gateways racing to send
 * the same delivery are told apart by the stream's version.
 *
 * The endpoint's signing secret is in `WebhookEndpointRegistered`: whichever gateway sends a delivery
 * must sign it, so it cannot be kept as a hash the way API keys are.
 */
import type { Message } from '../message.js';

export const WEBHOOK_EVENT_TYPES = ['job.completed', 'job.failed', 'batch.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const isWebhookEventType = (value: unknown): value is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(value);

export type WebhookEndpointRegistered = Message<
  'WebhookEndpointRegistered',
  { endpointId: string; accountId: string; url: string; events: WebhookEventType[]; secret: string; registeredAt: string }
>;
export type WebhookEndpointDeleted = Message<'WebhookEndpointDeleted', { endpointId: string; accountId: string; deletedAt: string }>;
/** An endpoint whose deliveries kept failing for the disable window: it gets no more until registered again. */
export type WebhookEndpointDisabled = Message<'WebhookEndpointDisabled', { endpointId: string; accountId: string; reason: string; disabledAt: string }>;

export type WebhookEndpointEvent = WebhookEndpointRegistered | WebhookEndpointDeleted | WebhookEndpointDisabled;

/** One event for one endpoint; `body` is the exact JSON sent (and signed) on every attempt. */
export type WebhookDeliveryScheduled = Message<
  'WebhookDeliveryScheduled',
  { deliveryId: string; endpointId: string; accountId: string; eventId: string; eventType: WebhookEventType; body: string; scheduledAt: string }
>;
/** A gateway takes the next attempt; the stream's version keeps two from taking the same one. */
export type WebhookAttemptStarted = Message<'WebhookAttemptStarted', { deliveryId: string; endpointId: string; attempt: number; startedAt: string }>;

export type AttemptOutcome = 'succeeded' | 'retry' | 'failed';

export type WebhookAttemptRecorded = Message<
  'WebhookAttemptRecorded',
  {
    deliveryId: string;
    endpointId: string;
    attempt: number;
    /** HTTP status, or null when no response came (timeout, refused connection, blocked address). */
    status: number | null;
    latencyMs: number;
    error: string | null;
    outcome: AttemptOutcome;
    /** When the next attempt is due (`retry` only). */
    nextAttemptAt: string | null;
    at: string;
  }
>;
/** Sent again by hand: the delivery is due at once, whatever became of it. */
export type WebhookResendRequested = Message<'WebhookResendRequested', { deliveryId: string; endpointId: string; requestedAt: string }>;

export type WebhookDeliveryEvent = WebhookDeliveryScheduled | WebhookAttemptStarted | WebhookAttemptRecorded | WebhookResendRequested;

export const WEBHOOK_ENDPOINT_EVENT_TYPES: readonly WebhookEndpointEvent['type'][] = ['WebhookEndpointRegistered', 'WebhookEndpointDeleted', 'WebhookEndpointDisabled'];
export const WEBHOOK_DELIVERY_EVENT_TYPES: readonly WebhookDeliveryEvent['type'][] = ['WebhookDeliveryScheduled', 'WebhookAttemptStarted', 'WebhookAttemptRecorded', 'WebhookResendRequested'];
