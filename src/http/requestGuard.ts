/**
 * The gate every authenticated request passes, REST or GraphQL alike: the Bearer key names the
 * account, then the account's rate limit and concurrent-request limit are taken. Authentication comes
 * first because both limits are per account (every key of the account together).
 */
import type { Caller, LedgerLensApi } from '../application/api.js';
import type { Clock, RateLimitStore } from '../application/ports.js';
import { AppError } from '../domain/errors.js';
import { PLAN_RATE_LIMITS, rateLimitHeaders, rateWindowAt, RATE_WINDOW_MS } from './rateLimits.js';

/** An admitted request: who it is, the headers its response carries, and its concurrency slot. */
export interface Admission {
  caller: Caller;
  /** `X-RateLimit-Limit`, `-Remaining` and `-Reset`, lower-cased. */
  headers: Record<string, string>;
  /** Gives the concurrency slot back; safe to call more than once. */
  release(): Promise<void>;
}

export interface RequestGuard {
  /**
   * Admits a request or throws an `AppError`: `invalid_api_key` (401), `ip_not_allowed` (403, from
   * the core), `rate_limit_exceeded` or `concurrency_limit_exceeded` (429, with `Retry-After` and the
   * rate-limit headers in `error.headers`).
   */
  admit(authorization: string | undefined, ip: string, options?: AdmitOptions): Promise<Admission>;
  /**
   * Counts `requests` more against an admitted caller's per-minute limit (the extra mutations of one
   * GraphQL operation); throws `rate_limit_exceeded` when they pass it.
   */
  charge(caller: Caller, requests: number): Promise<void>;
}

export interface AdmitOptions {
  /**
   * Take a concurrency slot (default true). A GraphQL subscription does not: it is counted against
   * the rate limit when it starts, then waits for pushes rather than working.
   */
  slot?: boolean;
}

export interface RequestGuardDeps {
  api: Pick<LedgerLensApi, 'authenticate'>;
  rateLimitStore: RateLimitStore;
  clock: Clock;
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The secret of an `Authorization: Bearer <key>` header, or null when there is none. */
export const bearerSecret = (authorization: string | undefined): string | null =>
  BEARER.exec(authorization ?? '')?.[1] ?? null;

/** Builds the guard over the core's key check and a rate-limit store (in memory or shared). */
export const createRequestGuard = ({ api, rateLimitStore, clock }: RequestGuardDeps): RequestGuard => {
  /** Counts `requests` in the caller's window; returns the rate-limit headers, or throws past the limit. */
  const count = async (caller: Caller, requests: number): Promise<Record<string, string>> => {
    const limits = PLAN_RATE_LIMITS[caller.plan];
    const { windowStart, resetSeconds } = rateWindowAt(clock.now().getTime());
    const counted = await rateLimitStore.hit(caller.accountId, windowStart, RATE_WINDOW_MS, requests);
    const headers = rateLimitHeaders(limits.requestsPerMinute, counted, resetSeconds);
    if (counted > limits.requestsPerMinute) {
      throw new AppError(
        'rate_limit_exceeded',
        `Rate limit of ${limits.requestsPerMinute} requests per minute exceeded for the ${caller.plan} plan; retry in ${resetSeconds} s.`,
        { headers: { ...headers, 'retry-after': String(resetSeconds) } },
      );
    }
    return headers;
  };

  return {
    async admit(authorization, ip, { slot = true } = {}) {
      const secret = bearerSecret(authorization);
      const caller = secret === null ? null : await api.authenticate(secret, ip);
      if (caller === null) {
        throw new AppError(
          'invalid_api_key',
          secret === null
            ? 'No API key was sent: use the header "Authorization: Bearer <API_KEY>".'
            : 'The API key is invalid or has been revoked.',
          // RFC 6750: how to authenticate, and (for a key that was sent) that it was refused.
          { headers: { 'www-authenticate': secret === null ? 'Bearer realm="ledgerlens"' : 'Bearer realm="ledgerlens", error="invalid_token"' } },
        );
      }

      const headers = await count(caller, 1);
      if (!slot) return { caller, headers, release: async () => {} };
      const limits = PLAN_RATE_LIMITS[caller.plan];
      if (!(await rateLimitStore.acquire(caller.accountId, limits.concurrent))) {
        throw new AppError(
          'concurrency_limit_exceeded',
          `At most ${limits.concurrent} concurrent request(s) on the ${caller.plan} plan; wait for one to finish.`,
          { headers: { ...headers, 'retry-after': '1' } },
        );
      }

      let released = false;
      return {
        caller,
        headers,
        release: async () => {
          if (released) return;
          released = true;
          await rateLimitStore.release(caller.accountId);
        },
      };
    },

    async charge(caller, requests) {
      if (requests > 0) await count(caller, requests);
    },
  };
};
