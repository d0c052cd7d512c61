/**
 * Events of one account's stream (`account-<accountId>`), plus `ApiKeyUsed`, which goes to the key's
 * own usage stream (`keyuse-<keyId>`): usage is an observation with no invariant to protect, so it is
 * appended without a decision, throttled by the authenticator (at most one per key per minute), and
 * kept off the account stream so that stream stays short to fold.
 */
import type { Message } from '../message.js';
import type { Plan } from './plans.js';

/**
 * What a key may do. `admin` also manages the account's keys (list, create, revoke); `extract` only
 * uploads and reads. Keys issued before roles existed carry none and are `admin`, as they could.
 */
export type ApiKeyRole = 'admin' | 'extract';
export const API_KEY_ROLES: readonly ApiKeyRole[] = ['admin', 'extract'];
export const roleOf = (data: { role?: ApiKeyRole }): ApiKeyRole => data.role ?? 'admin';

export type AccountCreated = Message<'AccountCreated', { accountId: string; name: string; plan: Plan; pagesLimit: number; createdAt: string }>;

export type PlanChanged = Message<'PlanChanged', { accountId: string; plan: Plan; pagesLimit: number; changedAt: string }>;

export type ApiKeyIssued = Message<
  'ApiKeyIssued',
  {
    accountId: string;
    keyId: string;
    name: string;
    /** SHA-256 hex of the secret: the secret itself is never stored. */
    hash: string;
    /** The first characters of the secret, to tell keys apart in a list. */
    prefix: string;
    /** Empty means any address; only honoured on the enterprise plan. */
    allowedIps: string[];
    /** Absent on keys issued before roles: `admin` (see `roleOf`). */
    role?: ApiKeyRole;
    /** The key that created this one through the API; absent when an operator created it (CLI). */
    issuedBy?: string;
    issuedAt: string;
  }
>;

/** `revokedBy`: the key that revoked it through the API; absent when an operator did (CLI). */
export type ApiKeyRevoked = Message<'ApiKeyRevoked', { accountId: string; keyId: string; revokedBy?: string; revokedAt: string }>;

export type ApiKeyUsed = Message<'ApiKeyUsed', { accountId: string; keyId: string; ip: string; usedAt: string }>;

/**
 * The account's default analysis settings (issue 14), in internal names and units, checked at the
 * edge; they replace the previous defaults whole. `setBy`: the key that set them through the API.
 */
export type AnalysisDefaultsSet = Message<'AnalysisDefaultsSet', { accountId: string; settings: Readonly<Record<string, number>>; setBy?: string; setAt: string }>;

export type AccountEvent = AccountCreated | PlanChanged | ApiKeyIssued | ApiKeyRevoked | ApiKeyUsed | AnalysisDefaultsSet;

export const ACCOUNT_EVENT_TYPES: ReadonlySet<string> = new Set<AccountEvent['type']>([
  'AccountCreated',
  'PlanChanged',
  'ApiKeyIssued',
  'ApiKeyRevoked',
  'ApiKeyUsed',
  'AnalysisDefaultsSet',
]);
export const isAccountEvent = (event: Message): event is AccountEvent => ACCOUNT_EVENT_TYPES.has(event.type);
