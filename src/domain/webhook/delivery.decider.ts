/**
 * One delivery (stream `webhookdelivery-<deliveryId>`): scheduled once, then attempts, each taken
 * (`WebhookAttemptStarted`) before it is sent and recorded after. Its id is derived from the endpoint
 * and the event, so the reactor scheduling it again after a crash or a replay decides nothing.
 */
import type { Command, Decider } from '../message.js';
import type { AttemptOutcome, WebhookDeliveryEvent, WebhookDeliveryScheduled, WebhookAttemptRecorded } from './webhook.events.js';

export type ScheduleDelivery = Command<'ScheduleDelivery', Omit<WebhookDeliveryScheduled['data'], 'scheduledAt'>>;
/** `attempt` is the one the sender read as next: a sender that read an older state decides nothing. */
export type StartAttempt = Command<'StartAttempt', { deliveryId: string; endpointId: string; attempt: number }>;
export type RecordAttempt = Command<'RecordAttempt', Omit<WebhookAttemptRecorded['data'], 'at'>>;
export type RequestResend = Command<'RequestResend', { deliveryId: string; endpointId: string }>;
export type DeliveryCommand = ScheduleDelivery | StartAttempt | RecordAttempt | RequestResend;

export type DeliveryStatus = 'none' | 'pending' | 'succeeded' | 'failed';

export interface Delivery {
  status: DeliveryStatus;
  /** Attempts started so far. */
  attempts: number;
  /** The attempt started and not yet recorded, if any. */
  inFlight: number | null;
  lastOutcome: AttemptOutcome | null;
}

export const initialState = (): Delivery => ({ status: 'none', attempts: 0, inFlight: null, lastOutcome: null });

export const decide = (command: DeliveryCommand, state: Delivery): WebhookDeliveryEvent[] => {
  const now = command.metadata.now;
  switch (command.type) {
    case 'ScheduleDelivery':
      return state.status === 'none' ? [{ type: 'WebhookDeliveryScheduled', data: { ...command.data, scheduledAt: now } }] : [];
    case 'StartAttempt':
      // Only the next attempt of a delivery still owed: a second sender, or a stale one, gets nothing.
      if (state.status !== 'pending' || command.data.attempt !== state.attempts + 1) return [];
      return [{ type: 'WebhookAttemptStarted', data: { ...command.data, startedAt: now } }];
    case 'RecordAttempt':
      if (command.data.attempt !== state.inFlight) return [];
      return [{ type: 'WebhookAttemptRecorded', data: { ...command.data, at: now } }];
    case 'RequestResend':
      return state.status === 'none' ? [] : [{ type: 'WebhookResendRequested', data: { ...command.data, requestedAt: now } }];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const evolve = (state: Delivery, event: WebhookDeliveryEvent): Delivery => {
  switch (event.type) {
    case 'WebhookDeliveryScheduled':
      return { ...state, status: 'pending' };
    case 'WebhookAttemptStarted':
      return { ...state, attempts: event.data.attempt, inFlight: event.data.attempt };
    case 'WebhookAttemptRecorded': {
      const status: DeliveryStatus = event.data.outcome === 'succeeded' ? 'succeeded' : event.data.outcome === 'failed' ? 'failed' : 'pending';
      return { ...state, status, inFlight: null, lastOutcome: event.data.outcome };
    }
    case 'WebhookResendRequested':
      // An attempt in flight is abandoned: its record (if it ever comes) no longer matches.
      return { ...state, status: 'pending', inFlight: null };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const deliveryDecider: Decider<DeliveryCommand, WebhookDeliveryEvent, Delivery> = { decide, evolve, initialState };
