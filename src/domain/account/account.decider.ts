/**
 * The account decider: an account's plan and its API keys. Refusals a caller can cause are
 * `AppError`s; repeating a command that already took effect decides nothing.
 */
import { AppError } from '../errors.js';
import type { Command, Decider } from '../message.js';
import { roleOf, type AccountEvent, type ApiKeyIssued, type ApiKeyRole } from './account.events.js';
import type { Plan } from './plans.js';

export type CreateAccount = Command<'CreateAccount', { accountId: string; name: string; plan: Plan; pagesLimit: number }>;
export type ChangePlan = Command<'ChangePlan', { accountId: string; plan: Plan; pagesLimit: number }>;
export type IssueApiKey = Command<'IssueApiKey', Omit<ApiKeyIssued['data'], 'issuedAt'>>;
/** `revokedBy`: the caller's key when a key revokes one; absent when an operator does (CLI). */
export type RevokeApiKey = Command<'RevokeApiKey', { accountId: string; keyId: string; revokedBy?: string }>;

export type SetAnalysisDefaults = Command<'SetAnalysisDefaults', { accountId: string; settings: Readonly<Record<string, number>>; setBy?: string }>;

export type AccountCommand = CreateAccount | ChangePlan | IssueApiKey | RevokeApiKey | SetAnalysisDefaults;

/** Keys an account may hold at once (revoked ones do not count): enough for every app and environment. */
export const MAX_ACTIVE_KEYS = 100;

interface KeyState {
  revoked: boolean;
  role: ApiKeyRole;
  allowedIps: readonly string[];
}

export type Account =
  | { status: 'none' }
  | {
      status: 'active'; accountId: string; name: string; plan: Plan; pagesLimit: number; keys: Readonly<Record<string, KeyState>>;
      /** Default analysis settings of the account's uploads (none: the service's defaults). */
      analysisDefaults?: Readonly<Record<string, number>>;
    };

export const initialState = (): Account => ({ status: 'none' });

/**
 * The key acting through the API (`issuedBy`, `revokedBy`) may manage keys: it exists, is not revoked
 * and is an `admin` key. Decided on the account's own stream, so a key revoked or changed an instant
 * before cannot slip through a race.
 */
const checkManager = (keys: Readonly<Record<string, KeyState>>, keyId: string | undefined): KeyState | undefined => {
  if (keyId === undefined) return undefined;
  const key = keys[keyId];
  if (key === undefined || key.revoked) throw new AppError('invalid_api_key', 'The API key is invalid or has been revoked.');
  if (key.role !== 'admin') throw new AppError('forbidden', 'This key may not manage API keys: use a key with the admin role.');
  return key;
};

export const decide = (command: AccountCommand, state: Account): AccountEvent[] => {
  const now = command.metadata.now;
  if (command.type === 'CreateAccount') {
    if (state.status !== 'none') return [];
    return [{ type: 'AccountCreated', data: { ...command.data, createdAt: now } }];
  }
  if (state.status === 'none') throw new AppError('not_found', `account ${command.data.accountId} does not exist`);

  switch (command.type) {
    case 'ChangePlan': {
      const { accountId, plan, pagesLimit } = command.data;
      if (!Number.isSafeInteger(pagesLimit) || pagesLimit < 0) throw new AppError('invalid_request', `a monthly page limit must be a whole number of pages, got ${pagesLimit}`);
      if (plan === state.plan && pagesLimit === state.pagesLimit) return [];
      return [{ type: 'PlanChanged', data: { accountId, plan, pagesLimit, changedAt: now } }];
    }
    case 'IssueApiKey': {
      if (state.keys[command.data.keyId] !== undefined) return [];
      const issuer = checkManager(state.keys, command.data.issuedBy);
      if (Object.values(state.keys).filter((key) => !key.revoked).length >= MAX_ACTIVE_KEYS) {
        throw new AppError('too_many_keys', `An account holds at most ${MAX_ACTIVE_KEYS} keys that are not revoked; revoke one first.`);
      }
      if (command.data.allowedIps.length > 0 && state.plan !== 'enterprise') {
        throw new AppError('invalid_request', 'restricting a key to IP addresses is available on the Enterprise plan');
      }
      // A key made by a key is held to its maker's addresses: a restricted key cannot mint a free one.
      const allowedIps = issuer !== undefined && issuer.allowedIps.length > 0 ? [...issuer.allowedIps] : [...command.data.allowedIps];
      return [{ type: 'ApiKeyIssued', data: { ...command.data, allowedIps, issuedAt: now } }];
    }
    case 'SetAnalysisDefaults': {
      checkManager(state.keys, command.data.setBy);
      const { accountId, settings, setBy } = command.data;
      if (JSON.stringify(settings) === JSON.stringify(state.analysisDefaults ?? {})) return [];
      return [{ type: 'AnalysisDefaultsSet', data: { accountId, settings, ...(setBy !== undefined ? { setBy } : {}), setAt: now } }];
    }
    case 'RevokeApiKey': {
      checkManager(state.keys, command.data.revokedBy);
      const key = state.keys[command.data.keyId];
      if (key === undefined) throw new AppError('key_not_found', `no key ${command.data.keyId} on this account`);
      if (key.revoked) return [];
      return [{ type: 'ApiKeyRevoked', data: { ...command.data, revokedAt: now } }];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const evolve = (state: Account, event: AccountEvent): Account => {
  switch (event.type) {
    case 'AccountCreated': {
      const { accountId, name, plan, pagesLimit } = event.data;
      return { status: 'active', accountId, name, plan, pagesLimit, keys: {} };
    }
    case 'PlanChanged':
      return state.status === 'none' ? state : { ...state, plan: event.data.plan, pagesLimit: event.data.pagesLimit };
    case 'ApiKeyIssued':
      return state.status === 'none'
        ? state
        : { ...state, keys: { ...state.keys, [event.data.keyId]: { revoked: false, role: roleOf(event.data), allowedIps: event.data.allowedIps } } };
    case 'ApiKeyRevoked': {
      const key = state.status === 'none' ? undefined : state.keys[event.data.keyId];
      return state.status === 'none' || key === undefined ? state : { ...state, keys: { ...state.keys, [event.data.keyId]: { ...key, revoked: true } } };
    }
    case 'ApiKeyUsed':
      return state;
    case 'AnalysisDefaultsSet':
      return state.status === 'none' ? state : { ...state, analysisDefaults: event.data.settings };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const accountDecider: Decider<AccountCommand, AccountEvent, Account> = { decide, evolve, initialState };
