import { describe, expect, it } from 'vitest';
import { InMemoryRateLimitStore } from '../adapters/rateLimits/inMemory.js';
import type { Caller, Plan } from '../application/api.js';
import { AppError } from '../domain/errors.js';
import { bearerSecret, createRequestGuard } from './requestGuard.js';
import { rateWindowAt } from './rateLimits.js';

const callerFor = (plan: Plan): Caller => ({ accountId: `acc-${plan}`, accountName: plan, keyId: 'k1', plan, role: 'admin' });

const guardAt = (nowMs: number, plan: Plan = 'starter') => {
  const store = new InMemoryRateLimitStore();
  const guard = createRequestGuard({
    api: { authenticate: async (secret) => (secret === 'good' ? callerFor(plan) : null) },
    rateLimitStore: store,
    clock: { now: () => new Date(nowMs) },
  });
  return { guard, store };
};

const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('bearerSecret', () => {
  it('reads the key of a Bearer header, any case, and nothing else', () => {
    expect(bearerSecret('Bearer ll_live_abc')).toBe('ll_live_abc');
    expect(bearerSecret('bearer   ll_live_abc ')).toBe('ll_live_abc');
    expect(bearerSecret('Basic abc')).toBeNull();
    expect(bearerSecret('Bearer ')).toBeNull();
    expect(bearerSecret(undefined)).toBeNull();
  });
});

describe('rateWindowAt', () => {
  it('gives the seconds left until the minute window resets', () => {
    expect(rateWindowAt(120_000)).toEqual({ windowStart: 120_000, resetSeconds: 60 });
    expect(rateWindowAt(120_000 + 59_500)).toEqual({ windowStart: 120_000, resetSeconds: 1 });
    expect(rateWindowAt(120_000 + 15_200)).toEqual({ windowStart: 120_000, resetSeconds: 45 });
  });
});

describe('createRequestGuard', () => {
  it('refuses a missing or unknown key with invalid_api_key', async () => {
    const { guard } = guardAt(0);
    expect((await refusal(guard.admit(undefined, '127.0.0.1'))).code).toBe('invalid_api_key');
    expect((await refusal(guard.admit('Bearer nope', '127.0.0.1'))).code).toBe('invalid_api_key');
  });

  it('counts down X-RateLimit-Remaining and refuses the 11th starter request of a minute with Retry-After', async () => {
    const now = 600_000 + 20_000;
    const { guard } = guardAt(now);
    for (let i = 1; i <= 10; i++) {
      const admission = await guard.admit('Bearer good', 'ip');
      expect(admission.headers).toEqual({ 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': String(10 - i), 'x-ratelimit-reset': '40' });
      await admission.release();
    }
    const error = await refusal(guard.admit('Bearer good', 'ip'));
    expect(error.code).toBe('rate_limit_exceeded');
    expect(error.status).toBe(429);
    expect(error.headers).toMatchObject({ 'retry-after': '40', 'x-ratelimit-remaining': '0', 'x-ratelimit-limit': '10' });
  });

  it('holds a starter account to one request in flight until it is released', async () => {
    const { guard } = guardAt(0);
    const first = await guard.admit('Bearer good', 'ip');
    const error = await refusal(guard.admit('Bearer good', 'ip'));
    expect(error.code).toBe('concurrency_limit_exceeded');
    expect(error.headers['retry-after']).toBe('1');
    await first.release();
    await first.release(); // a second release must not free a slot someone else holds
    const second = await guard.admit('Bearer good', 'ip');
    expect((await refusal(guard.admit('Bearer good', 'ip'))).code).toBe('concurrency_limit_exceeded');
    await second.release();
  });

  it('counts an admission without a slot (a GraphQL subscription) against the rate limit only', async () => {
    const { guard } = guardAt(0);
    const held = await guard.admit('Bearer good', 'ip');
    const subscription = await guard.admit('Bearer good', 'ip', { slot: false });
    expect(subscription.headers['x-ratelimit-remaining']).toBe('8');
    await held.release();
  });

  it('charges more requests to an admitted caller (extra mutations) and refuses past the limit', async () => {
    const { guard } = guardAt(0);
    const admission = await guard.admit('Bearer good', 'ip');
    await guard.charge(admission.caller, 8);
    await admission.release();
    const error = await refusal(guard.charge(admission.caller, 2));
    expect(error.code).toBe('rate_limit_exceeded');
    expect(error.headers['retry-after']).toBe('60');
  });

  it('uses the plan of the account: business allows 200 a minute and 20 in flight', async () => {
    const { guard } = guardAt(0, 'business');
    const held = await Promise.all(Array.from({ length: 20 }, () => guard.admit('Bearer good', 'ip')));
    expect(held[0]?.headers['x-ratelimit-limit']).toBe('200');
    expect((await refusal(guard.admit('Bearer good', 'ip'))).code).toBe('concurrency_limit_exceeded');
    await Promise.all(held.map((a) => a.release()));
  });
});
