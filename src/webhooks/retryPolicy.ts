/**
 * When a failed attempt is tried again, and when not. Timeouts, network errors, 408, 429 and 5xx are
 * worth another try; any other 4xx (and a redirect, which is not followed) says the receiver will not
 * take it, so the delivery stops there. Retries back off exponentially from `baseMs` with jitter (so
 * the deliveries a receiver's outage held back do not all return at once), capped per wait, for
 * `giveUpAfterMs` (about a day) after the first attempt.
 */
import type { AttemptOutcome } from '../domain/webhook/webhook.events.js';

export interface RetryPolicy {
  baseMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 30_000, maxDelayMs: 6 * 3_600_000, giveUpAfterMs: 24 * 3_600_000 };

/** Worth trying again: no response at all (null), a timeout, rate limiting, or the receiver's own failure. */
export const isRetryable = (status: number | null): boolean => status === null || status === 408 || status === 429 || status >= 500;

/**
 * The wait before attempt `attempt + 1`: base x 2^(attempt - 1), capped, scaled by a jitter factor
 * in [0.75, 1.25) drawn by `random`.
 */
export const retryDelayMs = (policy: RetryPolicy, attempt: number, random: () => number = Math.random): number => {
  const exponential = Math.min(policy.maxDelayMs, policy.baseMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(exponential * (0.75 + random() / 2));
};

/** The outcome of an attempt that got `status` (null: no response), and when the next is due. */
export const outcomeOf = (
  policy: RetryPolicy,
  input: { status: number | null; attempt: number; firstAttemptAt: number; now: number },
  random: () => number = Math.random,
): { outcome: AttemptOutcome; nextAttemptAt: number | null } => {
  if (input.status !== null && input.status >= 200 && input.status < 300) return { outcome: 'succeeded', nextAttemptAt: null };
  if (!isRetryable(input.status)) return { outcome: 'failed', nextAttemptAt: null };
  const next = input.now + retryDelayMs(policy, input.attempt, random);
  if (next - input.firstAttemptAt > policy.giveUpAfterMs) return { outcome: 'failed', nextAttemptAt: null };
  return { outcome: 'retry', nextAttemptAt: next };
};
