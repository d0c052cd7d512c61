import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../test/support/decider.js';
import { AppError } from '../errors.js';
import { deliveryDecider } from './delivery.decider.js';
import { endpointsDecider, MAX_ENDPOINTS } from './endpoints.decider.js';
import type { WebhookDeliveryEvent, WebhookEndpointEvent } from './webhook.events.js';

const now = '2026-11-23T10:00:00.000Z';
const meta = { now };
const registered = (endpointId: string): WebhookEndpointEvent => ({
  type: 'WebhookEndpointRegistered',
  data: { endpointId, accountId: 'acct_a', url: 'https://hooks.example.com/x', events: ['job.completed'], secret: 'whsec_x', registeredAt: now },
});

describe('webhook endpoints decider', () => {
  const spec = deciderSpec(endpointsDecider);

  it('registers an endpoint once', () => {
    const { type: _t, data } = registered('whe_1');
    const { registeredAt: _r, ...rest } = data as Extract<WebhookEndpointEvent, { type: 'WebhookEndpointRegistered' }>['data'];
    spec.given([]).when({ type: 'RegisterEndpoint', data: rest, metadata: meta }).then([registered('whe_1')]);
    spec.given([registered('whe_1')]).when({ type: 'RegisterEndpoint', data: rest, metadata: meta }).then([]);
  });

  it(`refuses a ${MAX_ENDPOINTS + 1}th endpoint with too_many_webhooks`, () => {
    const full = Array.from({ length: MAX_ENDPOINTS }, (_, i) => registered(`whe_${i}`));
    const { registeredAt: _r, ...data } = (registered('whe_new') as Extract<WebhookEndpointEvent, { type: 'WebhookEndpointRegistered' }>).data;
    spec.given(full).when({ type: 'RegisterEndpoint', data, metadata: meta }).thenThrows((e) => e instanceof AppError && e.code === 'too_many_webhooks');
  });

  it('deletes and disables an endpoint once; a deleted one frees its place', () => {
    const deleted: WebhookEndpointEvent = { type: 'WebhookEndpointDeleted', data: { endpointId: 'whe_1', accountId: 'acct_a', deletedAt: now } };
    spec.given([registered('whe_1')]).when({ type: 'DeleteEndpoint', data: { accountId: 'acct_a', endpointId: 'whe_1' }, metadata: meta }).then([deleted]);
    spec.given([registered('whe_1'), deleted]).when({ type: 'DeleteEndpoint', data: { accountId: 'acct_a', endpointId: 'whe_1' }, metadata: meta }).then([]);
    spec.given([registered('whe_1'), deleted]).when({ type: 'DisableEndpoint', data: { accountId: 'acct_a', endpointId: 'whe_1', reason: 'r' }, metadata: meta }).then([]);
    spec.given([registered('whe_1')]).when({ type: 'DisableEndpoint', data: { accountId: 'acct_a', endpointId: 'whe_1', reason: 'failing' }, metadata: meta })
      .then([{ type: 'WebhookEndpointDisabled', data: { accountId: 'acct_a', endpointId: 'whe_1', reason: 'failing', disabledAt: now } }]);
  });
});

describe('webhook delivery decider', () => {
  const spec = deciderSpec(deliveryDecider);
  const ids = { deliveryId: 'whd_1', endpointId: 'whe_1' };
  const scheduled: WebhookDeliveryEvent = {
    type: 'WebhookDeliveryScheduled',
    data: { ...ids, accountId: 'acct_a', eventId: 'evt_1', eventType: 'job.completed', body: '{}', scheduledAt: now },
  };
  const started = (attempt: number): WebhookDeliveryEvent => ({ type: 'WebhookAttemptStarted', data: { ...ids, attempt, startedAt: now } });
  const recorded = (attempt: number, outcome: 'succeeded' | 'retry' | 'failed'): WebhookDeliveryEvent => ({
    type: 'WebhookAttemptRecorded',
    data: { ...ids, attempt, status: outcome === 'succeeded' ? 200 : 500, latencyMs: 5, error: null, outcome, nextAttemptAt: null, at: now },
  });

  it('schedules a delivery once: a replay of the same event decides nothing', () => {
    const { scheduledAt: _s, ...data } = (scheduled).data;
    spec.given([]).when({ type: 'ScheduleDelivery', data, metadata: meta }).then([scheduled]);
    spec.given([scheduled]).when({ type: 'ScheduleDelivery', data, metadata: meta }).then([]);
  });

  it('gives each attempt to one sender only', () => {
    spec.given([scheduled]).when({ type: 'StartAttempt', data: { ...ids, attempt: 1 }, metadata: meta }).then([started(1)]);
    spec.given([scheduled, started(1)]).when({ type: 'StartAttempt', data: { ...ids, attempt: 1 }, metadata: meta }).then([]);
    spec.given([scheduled, started(1), recorded(1, 'retry')]).when({ type: 'StartAttempt', data: { ...ids, attempt: 2 }, metadata: meta }).then([started(2)]);
    spec.given([scheduled, started(1), recorded(1, 'succeeded')]).when({ type: 'StartAttempt', data: { ...ids, attempt: 2 }, metadata: meta }).then([]);
  });

  it('records only the attempt in flight', () => {
    const { at: _a, ...data } = (recorded(1, 'retry') as Extract<WebhookDeliveryEvent, { type: 'WebhookAttemptRecorded' }>).data;
    spec.given([scheduled, started(1)]).when({ type: 'RecordAttempt', data, metadata: meta }).then([recorded(1, 'retry')]);
    spec.given([scheduled, started(1), recorded(1, 'retry')]).when({ type: 'RecordAttempt', data, metadata: meta }).then([]);
  });

  it('sends a finished delivery again when asked', () => {
    const resend: WebhookDeliveryEvent = { type: 'WebhookResendRequested', data: { ...ids, requestedAt: now } };
    spec.given([scheduled, started(1), recorded(1, 'failed')]).when({ type: 'RequestResend', data: ids, metadata: meta }).then([resend]);
    spec.given([scheduled, started(1), recorded(1, 'failed'), resend]).when({ type: 'StartAttempt', data: { ...ids, attempt: 2 }, metadata: meta }).then([started(2)]);
    spec.given([]).when({ type: 'RequestResend', data: ids, metadata: meta }).then([]);
  });
});

describe('webhook ids are plain data', () => {
  it('keeps events JSON-safe', () => {
    expect(JSON.parse(JSON.stringify(registered('whe_1')))).toEqual(registered('whe_1'));
  });
});
