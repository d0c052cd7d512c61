/**
 * Per-plan request limits (decisions.md, "Requests, errors and limits decided"): a fixed one-minute
 * window of requests per account, every key of the account together, and a cap on requests in flight.
 */
import type { Plan } from '../application/api.js';

export interface PlanRateLimit {
  requestsPerMinute: number;
  concurrent: number;
  /** Open GraphQL WebSocket connections per account on one gateway. */
  webSockets: number;
}

/**
 * Starter, professional and business are the interface's figures. Enterprise is not in the
 * interface; we give it five times business (1,000 a minute, 100 in flight), a ceiling that protects
 * the service without being something a real integration meets. Open WebSockets follow the
 * concurrent figure, with two for starter (a client reconnecting while its old socket closes).
 */
export const PLAN_RATE_LIMITS: Readonly<Record<Plan, PlanRateLimit>> = Object.freeze({
  starter: { requestsPerMinute: 10, concurrent: 1, webSockets: 2 },
  professional: { requestsPerMinute: 50, concurrent: 5, webSockets: 5 },
  business: { requestsPerMinute: 200, concurrent: 20, webSockets: 20 },
  enterprise: { requestsPerMinute: 1000, concurrent: 100, webSockets: 100 },
});

export const RATE_WINDOW_MS = 60_000;

/** Where `nowMs` falls: the window's start and the whole seconds until the next one starts (1..60). */
export const rateWindowAt = (nowMs: number): { windowStart: number; resetSeconds: number } => {
  const windowStart = Math.floor(nowMs / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const resetSeconds = Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - nowMs) / 1000));
  return { windowStart, resetSeconds };
};

/** The three `X-RateLimit-*` headers for a request that was the `count`-th of its window. */
export const rateLimitHeaders = (
  limit: number,
  count: number,
  resetSeconds: number,
): Record<string, string> => ({
  'x-ratelimit-limit': String(limit),
  'x-ratelimit-remaining': String(Math.max(0, limit - count)),
  'x-ratelimit-reset': String(resetSeconds),
});
