import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../application/ports.js';
import { applyWebhookEvent, emptyWebhookState, HISTORY_PER_ENDPOINT } from './state.js';

let position = 0;
const stored = (type: string, data: Record<string, unknown>, streamPosition = 0): StoredEvent => ({
  streamName: 's', streamPosition, globalPosition: ++position, type, data, metadata: {}, recordedAt: '2026-11-23T10:00:00.000Z',
});
const at = '2026-11-23T10:00:00.000Z';
const ids = (n: number) => ({ deliveryId: `whd_${n}`, endpointId: 'whe_1' });

describe('webhook state folded from the log', () => {
  it('keeps every delivery still owed and only the latest finished ones of an endpoint', () => {
    const state = emptyWebhookState();
    applyWebhookEvent(state, stored('WebhookEndpointRegistered', { endpointId: 'whe_1', accountId: 'acct_a', url: 'https://x', events: ['job.completed'], secret: 's', registeredAt: at }));
    const total = HISTORY_PER_ENDPOINT + 30;
    for (let n = 0; n < total; n++) {
      applyWebhookEvent(state, stored('WebhookDeliveryScheduled', { ...ids(n), accountId: 'acct_a', eventId: `evt_${n}`, eventType: 'job.completed', body: '{}', scheduledAt: at }));
      // Every delivery but the first ten succeeds; those stay owed.
      if (n >= 10) {
        applyWebhookEvent(state, stored('WebhookAttemptStarted', { ...ids(n), attempt: 1, startedAt: at }, 1));
        applyWebhookEvent(state, stored('WebhookAttemptRecorded', { ...ids(n), attempt: 1, status: 200, latencyMs: 3, error: null, outcome: 'succeeded', nextAttemptAt: null, at }, 2));
      }
    }
    const endpoint = state.endpoints.get('whe_1')!;
    expect(endpoint.deliveryIds).toHaveLength(HISTORY_PER_ENDPOINT);
    expect(state.deliveries.size).toBe(HISTORY_PER_ENDPOINT);
    expect([...state.deliveries.values()].filter((d) => d.status === 'pending').map((d) => d.deliveryId)).toEqual(Array.from({ length: 10 }, (_, n) => `whd_${n}`));
    expect(state.deliveries.has(`whd_${total - 1}`)).toBe(true);
    expect(state.deliveries.has('whd_10')).toBe(false);
    expect(state.position).toBe(position);
  });

  it('tracks how long an endpoint has been failing, and forgets it after a success', () => {
    const state = emptyWebhookState();
    applyWebhookEvent(state, stored('WebhookEndpointRegistered', { endpointId: 'whe_1', accountId: 'acct_a', url: 'https://x', events: ['job.completed'], secret: 's', registeredAt: at }));
    applyWebhookEvent(state, stored('WebhookDeliveryScheduled', { ...ids(1), accountId: 'acct_a', eventId: 'evt_1', eventType: 'job.completed', body: '{}', scheduledAt: at }));
    const record = (outcome: string, when: string, status: number) =>
      applyWebhookEvent(state, stored('WebhookAttemptRecorded', { ...ids(1), attempt: 1, status, latencyMs: 1, error: null, outcome, nextAttemptAt: null, at: when }));
    record('retry', '2026-11-23T10:00:00.000Z', 503);
    record('retry', '2026-11-23T11:00:00.000Z', 503);
    expect(state.endpoints.get('whe_1')!.failingSince).toBe(Date.parse('2026-11-23T10:00:00.000Z'));
    record('succeeded', '2026-11-23T12:00:00.000Z', 200);
    expect(state.endpoints.get('whe_1')!.failingSince).toBeNull();
  });

  it('forgets a deleted endpoint and its deliveries', () => {
    const state = emptyWebhookState();
    applyWebhookEvent(state, stored('WebhookEndpointRegistered', { endpointId: 'whe_1', accountId: 'acct_a', url: 'https://x', events: ['job.completed'], secret: 's', registeredAt: at }));
    applyWebhookEvent(state, stored('WebhookDeliveryScheduled', { ...ids(1), accountId: 'acct_a', eventId: 'evt_1', eventType: 'job.completed', body: '{}', scheduledAt: at }));
    applyWebhookEvent(state, stored('WebhookEndpointDeleted', { endpointId: 'whe_1', accountId: 'acct_a', deletedAt: at }));
    expect(state.endpoints.size).toBe(0);
    expect(state.deliveries.size).toBe(0);
  });
});
