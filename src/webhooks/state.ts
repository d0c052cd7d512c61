/**
 * Webhook state, folded in memory from the log: every endpoint, every delivery still owed, and the
 * latest finished deliveries of each endpoint (a bounded history: the events themselves stay in the
 * log). Every process that serves webhook reads or sends deliveries follows the log this way, so each
 * sees what any gateway registered or sent, and a restart rebuilds it all from the log.
 */
import type { EventStore, StoredEvent, Subscription } from '../application/ports.js';
import type { AttemptOutcome, WebhookDeliveryEvent, WebhookEndpointEvent, WebhookEventType } from '../domain/webhook/webhook.events.js';
import { WEBHOOK_DELIVERY_EVENT_TYPES, WEBHOOK_ENDPOINT_EVENT_TYPES } from '../domain/webhook/webhook.events.js';

/** Finished deliveries kept per endpoint for `GET /v1/webhooks/{id}/deliveries`. */
export const HISTORY_PER_ENDPOINT = 100;
/** Attempts kept per delivery (the first ones and the latest ones say what happened). */
const ATTEMPTS_KEPT = 30;

export interface AttemptRecord {
  attempt: number;
  at: string;
  status: number | null;
  latencyMs: number;
  error: string | null;
  outcome: AttemptOutcome;
}

export interface DeliveryRecord {
  deliveryId: string;
  endpointId: string;
  accountId: string;
  eventId: string;
  eventType: WebhookEventType;
  body: string;
  scheduledAt: string;
  status: 'pending' | 'succeeded' | 'failed';
  attemptCount: number;
  attempts: AttemptRecord[];
  /** The attempt taken and not yet recorded, and when it was taken (ms). */
  inFlight: { attempt: number; startedAt: number } | null;
  /** When the next attempt is due (ms); meaningful while pending. */
  nextAttemptAt: number;
  firstAttemptAt: number | null;
  /** The delivery stream's version (position of its last event). */
  version: number;
}

export interface EndpointRecord {
  endpointId: string;
  accountId: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  registeredAt: string;
  status: 'enabled' | 'disabled' | 'deleted';
  disabledReason: string | null;
  disabledAt: string | null;
  /** Start (ms) of the current run of failed attempts; null after a success. */
  failingSince: number | null;
  /** Delivery ids, oldest first. */
  deliveryIds: string[];
}

export interface WebhookState {
  endpoints: Map<string, EndpointRecord>;
  deliveries: Map<string, DeliveryRecord>;
  /** Global position of the last event folded in. */
  position: number;
}

export const emptyWebhookState = (): WebhookState => ({ endpoints: new Map(), deliveries: new Map(), position: -1 });

const ms = (iso: string): number => Date.parse(iso);

/** Drops the oldest finished deliveries of an endpoint past its history's size. */
const trimHistory = (state: WebhookState, endpoint: EndpointRecord): void => {
  while (endpoint.deliveryIds.length > HISTORY_PER_ENDPOINT) {
    const index = endpoint.deliveryIds.findIndex((id) => state.deliveries.get(id)?.status !== 'pending');
    if (index === -1) return;
    const [id] = endpoint.deliveryIds.splice(index, 1);
    if (id !== undefined) state.deliveries.delete(id);
  }
};

export const applyWebhookEvent = (state: WebhookState, stored: StoredEvent): void => {
  const event = { type: stored.type, data: stored.data } as WebhookEndpointEvent | WebhookDeliveryEvent;
  state.position = Math.max(state.position, stored.globalPosition);
  switch (event.type) {
    case 'WebhookEndpointRegistered': {
      const d = event.data;
      state.endpoints.set(d.endpointId, {
        endpointId: d.endpointId, accountId: d.accountId, url: d.url, events: d.events, secret: d.secret, registeredAt: d.registeredAt,
        status: 'enabled', disabledReason: null, disabledAt: null, failingSince: null, deliveryIds: [],
      });
      return;
    }
    case 'WebhookEndpointDeleted': {
      const endpoint = state.endpoints.get(event.data.endpointId);
      if (endpoint === undefined) return;
      // Its deliveries go with it: nothing more is sent or listed.
      for (const id of endpoint.deliveryIds) state.deliveries.delete(id);
      state.endpoints.delete(endpoint.endpointId);
      return;
    }
    case 'WebhookEndpointDisabled': {
      const endpoint = state.endpoints.get(event.data.endpointId);
      if (endpoint !== undefined) Object.assign(endpoint, { status: 'disabled', disabledReason: event.data.reason, disabledAt: event.data.disabledAt });
      return;
    }
    case 'WebhookDeliveryScheduled': {
      const d = event.data;
      const endpoint = state.endpoints.get(d.endpointId);
      if (endpoint === undefined) return;
      state.deliveries.set(d.deliveryId, {
        deliveryId: d.deliveryId, endpointId: d.endpointId, accountId: d.accountId, eventId: d.eventId, eventType: d.eventType, body: d.body,
        scheduledAt: d.scheduledAt, status: 'pending', attemptCount: 0, attempts: [], inFlight: null, nextAttemptAt: ms(d.scheduledAt),
        firstAttemptAt: null, version: stored.streamPosition,
      });
      endpoint.deliveryIds.push(d.deliveryId);
      trimHistory(state, endpoint);
      return;
    }
    case 'WebhookAttemptStarted': {
      const delivery = state.deliveries.get(event.data.deliveryId);
      if (delivery === undefined) return;
      const startedAt = ms(event.data.startedAt);
      Object.assign(delivery, { attemptCount: event.data.attempt, inFlight: { attempt: event.data.attempt, startedAt }, version: stored.streamPosition });
      delivery.firstAttemptAt ??= startedAt;
      return;
    }
    case 'WebhookAttemptRecorded': {
      const delivery = state.deliveries.get(event.data.deliveryId);
      if (delivery === undefined) return;
      const d = event.data;
      delivery.attempts.push({ attempt: d.attempt, at: d.at, status: d.status, latencyMs: d.latencyMs, error: d.error, outcome: d.outcome });
      if (delivery.attempts.length > ATTEMPTS_KEPT) delivery.attempts.splice(10, 1);
      delivery.inFlight = null;
      delivery.version = stored.streamPosition;
      delivery.status = d.outcome === 'succeeded' ? 'succeeded' : d.outcome === 'failed' ? 'failed' : 'pending';
      if (d.nextAttemptAt !== null) delivery.nextAttemptAt = ms(d.nextAttemptAt);
      const endpoint = state.endpoints.get(d.endpointId);
      if (endpoint !== undefined) {
        endpoint.failingSince = d.outcome === 'succeeded' ? null : (endpoint.failingSince ?? ms(d.at));
        trimHistory(state, endpoint);
      }
      return;
    }
    case 'WebhookResendRequested': {
      const delivery = state.deliveries.get(event.data.deliveryId);
      if (delivery === undefined) return;
      Object.assign(delivery, { status: 'pending', inFlight: null, nextAttemptAt: ms(event.data.requestedAt), version: stored.streamPosition });
      return;
    }
    default: {
      const _exhaustive: never = event;
      void _exhaustive;
    }
  }
};

export interface WebhookFollower {
  state: WebhookState;
  /** Resolves once the state includes the event at `position` (read-your-writes after a command). */
  waitFor(position: number, timeoutMs?: number): Promise<void>;
  /** Called after every batch of events is folded in (the dispatcher looks for new work then). */
  onChange(listener: () => void): void;
  stop(): Promise<void>;
}

/** Folds the whole webhook history, then follows the log. */
export const followWebhooks = (store: EventStore): WebhookFollower => {
  const state = emptyWebhookState();
  const waiters = new Set<() => void>();
  const listeners: (() => void)[] = [];
  const subscription: Subscription = store.subscribe(
    { after: -1, types: [...WEBHOOK_ENDPOINT_EVENT_TYPES, ...WEBHOOK_DELIVERY_EVENT_TYPES] },
    async (events) => {
      for (const event of events) applyWebhookEvent(state, event);
      for (const wake of waiters) wake();
      for (const listener of listeners) listener();
    },
  );
  return {
    state,
    async waitFor(position, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.position < position) {
        if (Date.now() > deadline) throw new Error(`webhook state did not reach position ${position} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = (): void => { waiters.delete(wake); clearTimeout(timer); resolve(); };
          const timer = setTimeout(wake, 100);
          waiters.add(wake);
        });
      }
    },
    onChange(listener) {
      listeners.push(listener);
    },
    stop: () => subscription.stop(),
  };
};

/**
 * A follower that starts reading the log on first use (a webhook request, or `start()` of a serving
 * process), so an operator command that never touches webhooks never reads their history.
 */
export const lazyWebhookFollower = (store: EventStore): WebhookFollower => {
  let follower: WebhookFollower | null = null;
  const get = (): WebhookFollower => (follower ??= followWebhooks(store));
  return {
    get state() {
      return get().state;
    },
    waitFor: (position, timeoutMs) => get().waitFor(position, timeoutMs),
    onChange: (listener) => get().onChange(listener),
    stop: async () => follower?.stop(),
  };
};
