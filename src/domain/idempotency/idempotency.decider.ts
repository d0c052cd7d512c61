/**
 * Idempotency keys of uploads (`Idempotency-Key` header), one stream per account and key
 * (`idempotency-<accountId>-<hash of the key>`). The first request with a key claims it for a batch id
 * and a fingerprint of its body; for 24 hours a request with the same key and the same body reuses that
 * batch id, so the quota decider (which accepts a batch id once) can never charge it twice, and the
 * answer is rebuilt from the batch in the log. The same key with another body is refused.
 * A request refused before its batch was accepted (an unreadable PDF, the quota...) gives its claim
 * back: a key is used up only by a batch the service accepted.
 */
import { AppError } from '../errors.js';
import type { Command, Decider, Message } from '../message.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;

export type IdempotencyKeyClaimed = Message<
  'IdempotencyKeyClaimed',
  { accountId: string; fingerprint: string; batchId: string; month: string; claimedAt: string }
>;
export type IdempotencyKeyReleased = Message<'IdempotencyKeyReleased', { accountId: string; batchId: string; releasedAt: string }>;
export type IdempotencyEvent = IdempotencyKeyClaimed | IdempotencyKeyReleased;

export type ClaimIdempotencyKey = Command<'ClaimIdempotencyKey', { accountId: string; fingerprint: string; batchId: string; month: string }>;
/** Gives back the claim for `batchId`, whose request was refused before the batch was accepted. */
export type ReleaseIdempotencyKey = Command<'ReleaseIdempotencyKey', { accountId: string; batchId: string }>;
export type IdempotencyCommand = ClaimIdempotencyKey | ReleaseIdempotencyKey;

export interface IdempotencyState {
  claim: IdempotencyKeyClaimed['data'] | null;
}

export const initialState = (): IdempotencyState => ({ claim: null });

const isLive = (claim: IdempotencyKeyClaimed['data'] | null, now: string): claim is IdempotencyKeyClaimed['data'] =>
  claim !== null && Date.parse(now) - Date.parse(claim.claimedAt) < IDEMPOTENCY_WINDOW_MS;

export const decide = (command: IdempotencyCommand, state: IdempotencyState): IdempotencyEvent[] => {
  const now = command.metadata.now;
  if (command.type === 'ReleaseIdempotencyKey') {
    // Only the claim of that batch: a newer claim of the key is someone else's.
    if (state.claim?.batchId !== command.data.batchId) return [];
    return [{ type: 'IdempotencyKeyReleased', data: { ...command.data, releasedAt: now } }];
  }
  if (isLive(state.claim, now)) {
    if (state.claim.fingerprint !== command.data.fingerprint) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used in the last 24 hours for a request with a different body; use a new key.');
    }
    // The same request again: the claim stands, with its batch id.
    return [];
  }
  return [{ type: 'IdempotencyKeyClaimed', data: { ...command.data, claimedAt: now } }];
};

export const evolve = (_state: IdempotencyState, event: IdempotencyEvent): IdempotencyState => {
  switch (event.type) {
    case 'IdempotencyKeyClaimed':
      return { claim: event.data };
    case 'IdempotencyKeyReleased':
      return { claim: null };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const idempotencyDecider: Decider<IdempotencyCommand, IdempotencyEvent, IdempotencyState> = { decide, evolve, initialState };
