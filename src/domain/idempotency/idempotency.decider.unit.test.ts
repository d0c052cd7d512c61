import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { decide, evolve, initialState, type ClaimIdempotencyKey, type IdempotencyEvent } from './idempotency.decider.js';

const claim = (fingerprint: string, batchId: string, now: string): ClaimIdempotencyKey => ({
  type: 'ClaimIdempotencyKey',
  data: { accountId: 'acct_a', fingerprint, batchId, month: now.slice(0, 7) },
  metadata: { now },
});
const given = (events: IdempotencyEvent[]) => events.reduce(evolve, initialState());

describe('idempotency key decider', () => {
  it('claims a new key for the batch id and body fingerprint of its first request', () => {
    expect(decide(claim('f1', 'batch_1', '2026-11-23T10:00:00.000Z'), initialState())).toEqual([
      { type: 'IdempotencyKeyClaimed', data: { accountId: 'acct_a', fingerprint: 'f1', batchId: 'batch_1', month: '2026-11', claimedAt: '2026-11-23T10:00:00.000Z' } },
    ]);
  });

  it('keeps the first claim (and so its batch id) for a retry with the same body within 24 hours', () => {
    const state = given(decide(claim('f1', 'batch_1', '2026-11-23T10:00:00.000Z'), initialState()));
    expect(decide(claim('f1', 'batch_2', '2026-11-24T09:59:59.000Z'), state)).toEqual([]);
    expect(state.claim?.batchId).toBe('batch_1');
  });

  it('refuses the same key with a different body with idempotency_key_reused', () => {
    const state = given(decide(claim('f1', 'batch_1', '2026-11-23T10:00:00.000Z'), initialState()));
    expect(() => decide(claim('f2', 'batch_2', '2026-11-23T10:05:00.000Z'), state)).toThrow(
      expect.objectContaining({ code: 'idempotency_key_reused' }) as AppError,
    );
  });

  it('lets a key be claimed afresh once its 24 hours have passed', () => {
    const state = given(decide(claim('f1', 'batch_1', '2026-11-23T10:00:00.000Z'), initialState()));
    expect(decide(claim('f2', 'batch_2', '2026-11-24T10:00:00.000Z'), state)).toHaveLength(1);
  });

  it('gives a claim back when its request is refused, so the key takes another body at once', () => {
    const state = given(decide(claim('f1', 'batch_1', '2026-11-23T10:00:00.000Z'), initialState()));
    const release = { type: 'ReleaseIdempotencyKey' as const, data: { accountId: 'acct_a', batchId: 'batch_1' }, metadata: { now: '2026-11-23T10:00:01.000Z' } };
    const released = decide(release, state);
    expect(released).toEqual([{ type: 'IdempotencyKeyReleased', data: { accountId: 'acct_a', batchId: 'batch_1', releasedAt: '2026-11-23T10:00:01.000Z' } }]);
    const after = given([...decide(claim('f1', 'batch_1', '2026-11-23T10:00:00.000Z'), initialState()), ...released]);
    expect(decide(claim('f2', 'batch_2', '2026-11-23T10:00:02.000Z'), after)).toHaveLength(1);
  });

  it('never gives back a newer claim of the key than the refused one', () => {
    const state = given(decide(claim('f2', 'batch_2', '2026-11-23T10:00:00.000Z'), initialState()));
    const release = { type: 'ReleaseIdempotencyKey' as const, data: { accountId: 'acct_a', batchId: 'batch_1' }, metadata: { now: '2026-11-23T10:00:01.000Z' } };
    expect(decide(release, state)).toEqual([]);
  });
});
