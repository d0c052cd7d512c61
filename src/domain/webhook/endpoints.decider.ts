/**
 * The webhook endpoints of one account (stream `webhooks-<accountId>`): register, delete, disable.
 * Deleting or disabling an endpoint that is already gone decides nothing.
 */
import { AppError } from '../errors.js';
import type { Command, Decider } from '../message.js';
import type { WebhookEndpointEvent, WebhookEndpointRegistered, WebhookEventType } from './webhook.events.js';

/** Endpoints an account may hold at once: one per receiving system and environment is plenty. */
export const MAX_ENDPOINTS = 20;

export type RegisterEndpoint = Command<'RegisterEndpoint', Omit<WebhookEndpointRegistered['data'], 'registeredAt'>>;
export type DeleteEndpoint = Command<'DeleteEndpoint', { accountId: string; endpointId: string }>;
export type DisableEndpoint = Command<'DisableEndpoint', { accountId: string; endpointId: string; reason: string }>;
export type EndpointCommand = RegisterEndpoint | DeleteEndpoint | DisableEndpoint;

export interface EndpointState {
  endpointId: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  registeredAt: string;
  status: 'enabled' | 'disabled' | 'deleted';
  disabledReason: string | null;
  disabledAt: string | null;
}

export interface AccountEndpoints {
  endpoints: Readonly<Record<string, EndpointState>>;
}

export const initialState = (): AccountEndpoints => ({ endpoints: {} });

const live = (state: AccountEndpoints): EndpointState[] => Object.values(state.endpoints).filter((e) => e.status !== 'deleted');

export const decide = (command: EndpointCommand, state: AccountEndpoints): WebhookEndpointEvent[] => {
  const now = command.metadata.now;
  switch (command.type) {
    case 'RegisterEndpoint': {
      if (state.endpoints[command.data.endpointId] !== undefined) return [];
      if (live(state).length >= MAX_ENDPOINTS) {
        throw new AppError('too_many_webhooks', `An account holds at most ${MAX_ENDPOINTS} webhook endpoints; delete one first.`);
      }
      return [{ type: 'WebhookEndpointRegistered', data: { ...command.data, registeredAt: now } }];
    }
    case 'DeleteEndpoint': {
      const endpoint = state.endpoints[command.data.endpointId];
      if (endpoint === undefined || endpoint.status === 'deleted') return [];
      return [{ type: 'WebhookEndpointDeleted', data: { ...command.data, deletedAt: now } }];
    }
    case 'DisableEndpoint': {
      const endpoint = state.endpoints[command.data.endpointId];
      if (endpoint?.status !== 'enabled') return [];
      return [{ type: 'WebhookEndpointDisabled', data: { ...command.data, disabledAt: now } }];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const evolve = (state: AccountEndpoints, event: WebhookEndpointEvent): AccountEndpoints => {
  switch (event.type) {
    case 'WebhookEndpointRegistered': {
      const { endpointId, url, events, secret, registeredAt } = event.data;
      return { endpoints: { ...state.endpoints, [endpointId]: { endpointId, url, events, secret, registeredAt, status: 'enabled', disabledReason: null, disabledAt: null } } };
    }
    case 'WebhookEndpointDeleted': {
      const endpoint = state.endpoints[event.data.endpointId];
      return endpoint === undefined ? state : { endpoints: { ...state.endpoints, [endpoint.endpointId]: { ...endpoint, status: 'deleted' } } };
    }
    case 'WebhookEndpointDisabled': {
      const endpoint = state.endpoints[event.data.endpointId];
      if (endpoint === undefined) return state;
      return { endpoints: { ...state.endpoints, [endpoint.endpointId]: { ...endpoint, status: 'disabled', disabledReason: event.data.reason, disabledAt: event.data.disabledAt } } };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const endpointsDecider: Decider<EndpointCommand, WebhookEndpointEvent, AccountEndpoints> = { decide, evolve, initialState };
