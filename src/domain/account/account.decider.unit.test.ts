import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/support/decider.js';
import { AppError } from '../errors.js';
import { accountDecider, MAX_ACTIVE_KEYS, type AccountCommand } from './account.decider.js';
import type { AccountCreated, ApiKeyIssued } from './account.events.js';
import { pagesLimitFor } from './plans.js';

const NOW = '2026-11-22T14:15:03.000Z';
const meta = { now: NOW };
const spec = deciderSpec(accountDecider);
const created = (plan: AccountCreated['data']['plan'] = 'starter'): AccountCreated => ({
  type: 'AccountCreated',
  data: { accountId: 'acct_acme', name: 'acme', plan, pagesLimit: pagesLimitFor(plan), createdAt: NOW },
});
const issue = (allowedIps: string[] = []): AccountCommand => ({
  type: 'IssueApiKey',
  data: { accountId: 'acct_acme', keyId: 'key_1', name: 'ci', hash: '0'.repeat(64), prefix: 'll_live_AbCd', allowedIps },
  metadata: meta,
});
const issued = (allowedIps: string[] = []): ApiKeyIssued => ({
  type: 'ApiKeyIssued',
  data: { accountId: 'acct_acme', keyId: 'key_1', name: 'ci', hash: '0'.repeat(64), prefix: 'll_live_AbCd', allowedIps, issuedAt: NOW },
});
const isCode = (code: string) => (e: unknown) => e instanceof AppError && e.code === code;

describe('account decider', () => {
  it('creates an account once', () => {
    const command: AccountCommand = { type: 'CreateAccount', data: { accountId: 'acct_acme', name: 'acme', plan: 'starter', pagesLimit: 500 }, metadata: meta };
    spec.given([]).when(command).then([created()]);
    spec.given([created()]).when(command).then([]);
  });

  it('changes the plan and its page limit, and ignores a change to the same plan', () => {
    const change: AccountCommand = { type: 'ChangePlan', data: { accountId: 'acct_acme', plan: 'business', pagesLimit: 25_000 }, metadata: meta };
    spec.given([created()]).when(change).then([{ type: 'PlanChanged', data: { accountId: 'acct_acme', plan: 'business', pagesLimit: 25_000, changedAt: NOW } }]);
    spec.given([created('business')]).when(change).then([]);
  });

  it('refuses commands on an account that does not exist', () => {
    spec.given([]).when(issue()).thenThrows(isCode('not_found'));
  });

  it('issues a key, and issues it once when the command is repeated', () => {
    spec.given([created()]).when(issue()).then([issued()]);
    spec.given([created(), issued()]).when(issue()).then([]);
  });

  it('never lets a revoked or unknown key mint a key, and records which key minted one', () => {
    const byKey = (issuedBy: string): AccountCommand => ({ ...issue(), data: { ...issue().data, keyId: 'key_2', issuedBy } } as AccountCommand);
    const revoked = { type: 'ApiKeyRevoked' as const, data: { accountId: 'acct_acme', keyId: 'key_1', revokedAt: NOW } };
    spec.given([created(), issued(), revoked]).when(byKey('key_1')).thenThrows(isCode('invalid_api_key'));
    spec.given([created(), issued()]).when(byKey('key_unknown')).thenThrows(isCode('invalid_api_key'));
    spec.given([created(), issued()]).when(byKey('key_1')).then([{ type: 'ApiKeyIssued', data: { ...issued().data, keyId: 'key_2', issuedBy: 'key_1' } }]);
  });

  it(`holds at most ${MAX_ACTIVE_KEYS} keys that are not revoked (too_many_keys); revoking one makes room`, () => {
    const keys = Array.from({ length: MAX_ACTIVE_KEYS }, (_, i) => ({ ...issued(), data: { ...issued().data, keyId: `key_${i + 10}` } }));
    const another: AccountCommand = { ...issue(), data: { ...issue().data, keyId: 'key_new' } } as AccountCommand;
    spec.given([created(), ...keys]).when(another).thenThrows(isCode('too_many_keys'));
    const revoked = { type: 'ApiKeyRevoked' as const, data: { accountId: 'acct_acme', keyId: 'key_10', revokedAt: NOW } };
    spec.given([created(), ...keys, revoked]).when(another).then([{ ...issued(), data: { ...issued().data, keyId: 'key_new' } }]);
  });

  it('holds a key made by a key to its maker\'s IP addresses, whatever the command asked', () => {
    const restricted = { ...issued(['10.0.0.1']), data: { ...issued(['10.0.0.1']).data, role: 'admin' as const } };
    const made: AccountCommand = { ...issue(), data: { ...issue().data, keyId: 'key_2', issuedBy: 'key_1', role: 'admin' } } as AccountCommand;
    spec.given([created('enterprise'), restricted]).when(made).then([
      { type: 'ApiKeyIssued', data: { ...issued().data, keyId: 'key_2', issuedBy: 'key_1', role: 'admin', allowedIps: ['10.0.0.1'] } },
    ]);
  });

  it('lets only an admin key manage keys: an extract key can neither make nor revoke one (forbidden)', () => {
    const extractKey = { ...issued(), data: { ...issued().data, role: 'extract' as const } };
    const other = { ...issued(), data: { ...issued().data, keyId: 'key_2', hash: '1'.repeat(64) } };
    const make: AccountCommand = { ...issue(), data: { ...issue().data, keyId: 'key_3', issuedBy: 'key_1' } } as AccountCommand;
    const revoke: AccountCommand = { type: 'RevokeApiKey', data: { accountId: 'acct_acme', keyId: 'key_2', revokedBy: 'key_1' }, metadata: meta };
    spec.given([created(), extractKey, other]).when(make).thenThrows(isCode('forbidden'));
    spec.given([created(), extractKey, other]).when(revoke).thenThrows(isCode('forbidden'));
    // Keys issued before roles existed are admin keys, as they could manage keys then.
    spec.given([created(), issued(), other]).when(revoke).then([{ type: 'ApiKeyRevoked', data: { accountId: 'acct_acme', keyId: 'key_2', revokedBy: 'key_1', revokedAt: NOW } }]);
  });

  it('never lets a revoked key revoke another (invalid_api_key)', () => {
    const other = { ...issued(), data: { ...issued().data, keyId: 'key_2', hash: '1'.repeat(64) } };
    const revoked = { type: 'ApiKeyRevoked' as const, data: { accountId: 'acct_acme', keyId: 'key_1', revokedAt: NOW } };
    const revoke: AccountCommand = { type: 'RevokeApiKey', data: { accountId: 'acct_acme', keyId: 'key_2', revokedBy: 'key_1' }, metadata: meta };
    spec.given([created(), issued(), other, revoked]).when(revoke).thenThrows(isCode('invalid_api_key'));
  });

  it('limits keys to IP addresses only on the enterprise plan', () => {
    spec.given([created('starter')]).when(issue(['10.0.0.1'])).thenThrows(isCode('invalid_request'));
    spec.given([created('enterprise')]).when(issue(['10.0.0.1'])).then([issued(['10.0.0.1'])]);
  });

  it('revokes a key once and refuses an unknown key', () => {
    const revoke: AccountCommand = { type: 'RevokeApiKey', data: { accountId: 'acct_acme', keyId: 'key_1' }, metadata: meta };
    const revoked = { type: 'ApiKeyRevoked' as const, data: { accountId: 'acct_acme', keyId: 'key_1', revokedAt: NOW } };
    spec.given([created(), issued()]).when(revoke).then([revoked]);
    spec.given([created(), issued(), revoked]).when(revoke).then([]);
    spec.given([created()]).when(revoke).thenThrows(isCode('key_not_found'));
  });

  it('sets the analysis defaults once, and only by an admin key when a key sets them', () => {
    const set = (setBy?: string): AccountCommand => ({ type: 'SetAnalysisDefaults', data: { accountId: 'acct_acme', settings: { largeDepositThreshold: 2_500_000 }, ...(setBy ? { setBy } : {}) }, metadata: meta });
    const done = { type: 'AnalysisDefaultsSet' as const, data: { accountId: 'acct_acme', settings: { largeDepositThreshold: 2_500_000 }, setAt: NOW } };
    spec.given([created()]).when(set()).then([done]);
    spec.given([created(), done]).when(set()).then([]);
    const extractKey: ApiKeyIssued = { ...issued(), data: { ...issued().data, keyId: 'key_x', role: 'extract' } };
    spec.given([created(), extractKey]).when(set('key_x')).thenThrows(isCode('forbidden'));
  });
});
