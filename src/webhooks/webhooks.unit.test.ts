import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors.js';
import { checkWebhookUrl, isBlockedAddress } from './addressPolicy.js';
import { deliveryIdOf, eventIdOf } from './payload.js';
import { DEFAULT_RETRY_POLICY, isRetryable, outcomeOf, retryDelayMs } from './retryPolicy.js';
import { sendWebhook } from './send.js';
import { signatureHeader, verifySignature } from './signature.js';

describe('webhook signatures', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 as Stripe does, and verifies within the tolerance only', () => {
    const header = signatureHeader('whsec_test', 1_700_000_000, '{"a":1}');
    // openssl: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(header).toBe('t=1700000000,v1=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789');
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, 'whsec_test', '{"a":1}', 1_700_000_100)).toBe(true);
    expect(verifySignature(header, 'whsec_test', '{"a":2}', 1_700_000_100)).toBe(false);
    expect(verifySignature(header, 'whsec_other', '{"a":1}', 1_700_000_100)).toBe(false);
    expect(verifySignature(header, 'whsec_test', '{"a":1}', 1_700_001_000)).toBe(false);
    expect(verifySignature('t=abc,v1=zz', 'whsec_test', '{"a":1}', 1_700_000_000)).toBe(false);
  });
});

describe('retry policy', () => {
  it('retries timeouts, network errors, 408, 429 and 5xx, and stops at any other 4xx or a redirect', () => {
    expect([null, 408, 429, 500, 503].every(isRetryable)).toBe(true);
    expect([301, 400, 401, 404, 410, 422].some(isRetryable)).toBe(false);
  });

  it('backs off exponentially with jitter, capped per wait', () => {
    const policy = { baseMs: 1_000, maxDelayMs: 10_000, giveUpAfterMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(policy, n, () => 0.5))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(retryDelayMs(policy, 1, () => 0)).toBe(750);
    expect(retryDelayMs(policy, 1, () => 0.999999)).toBe(1_250);
  });

  it('gives up about a day after the first attempt with the default policy', () => {
    let now = 0;
    let attempts = 0;
    for (;;) {
      attempts++;
      const { outcome, nextAttemptAt } = outcomeOf(DEFAULT_RETRY_POLICY, { status: 503, attempt: attempts, firstAttemptAt: 0, now }, () => 0.5);
      if (outcome === 'failed') break;
      now = nextAttemptAt!;
    }
    expect(now).toBeLessThanOrEqual(24 * 3_600_000);
    expect(now).toBeGreaterThan(18 * 3_600_000);
    expect(attempts).toBeGreaterThan(10);
    expect(outcomeOf(DEFAULT_RETRY_POLICY, { status: 204, attempt: 1, firstAttemptAt: 0, now: 0 }).outcome).toBe('succeeded');
    expect(outcomeOf(DEFAULT_RETRY_POLICY, { status: 404, attempt: 1, firstAttemptAt: 0, now: 0 }).outcome).toBe('failed');
  });
});

describe('where webhooks may go', () => {
  it('blocks private, loopback, link-local, metadata, CGNAT and mapped addresses, and lets public ones through', () => {
    const blocked = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '224.0.0.1'];
    expect(blocked.filter((a) => !isBlockedAddress(a))).toEqual([]);
    expect(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'].filter(isBlockedAddress)).toEqual([]);
  });

  it('takes only https URLs without credentials or private hosts, unless insecure targets are allowed', () => {
    const refused = (url: string) => {
      try {
        checkWebhookUrl(url, false);
        return false;
      } catch (error) {
        return error instanceof AppError && error.code === 'invalid_request';
      }
    };
    expect(['http://example.com/hook', 'https://user:pw@example.com/', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://localhost/x', 'https://169.254.169.254/latest', 'not a url'].every(refused)).toBe(true);
    expect(checkWebhookUrl('https://hooks.example.com/ledgerlens', false).hostname).toBe('hooks.example.com');
    expect(checkWebhookUrl('http://127.0.0.1:9000/x', true).port).toBe('9000');
  });

  it('refuses to send to a name that resolves to a loopback address, checked after DNS resolution', async () => {
    let hits = 0;
    const server = createServer((_req, res) => { hits++; res.end(); });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const input = { secret: 's', eventId: 'evt_1', body: '{}', timestamp: 1 };
      const byName = await sendWebhook({ ...input, url: `http://localhost:${port}/x` }, { timeoutMs: 2_000, allowPrivate: false });
      expect(byName).toMatchObject({ status: null, error: expect.stringMatching(/private, loopback or link-local/) });
      const byAddress = await sendWebhook({ ...input, url: `http://127.0.0.1:${port}/x` }, { timeoutMs: 2_000, allowPrivate: false });
      expect(byAddress.status).toBeNull();
      expect(hits).toBe(0);
      expect((await sendWebhook({ ...input, url: `http://localhost:${port}/x` }, { timeoutMs: 2_000, allowPrivate: true })).status).toBe(200);
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });

  it('follows no redirect and gives up on a receiver that never answers', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/moved') res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      // '/silent' is never answered.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const input = { secret: 's', eventId: 'evt_1', body: '{}', timestamp: 1 };
      expect(await sendWebhook({ ...input, url: `http://127.0.0.1:${port}/moved` }, { timeoutMs: 2_000, allowPrivate: true }))
        .toMatchObject({ status: 302, error: expect.stringMatching(/not followed/) });
      expect(await sendWebhook({ ...input, url: `http://127.0.0.1:${port}/silent` }, { timeoutMs: 200, allowPrivate: true }))
        .toMatchObject({ status: null, error: expect.stringMatching(/no answer within 200 ms/) });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('webhook ids', () => {
  it('names an event by what happened and a delivery by event and endpoint, the same every time', () => {
    expect(eventIdOf('job.completed', 'job_1')).toBe(eventIdOf('job.completed', 'job_1'));
    expect(eventIdOf('job.completed', 'job_1')).not.toBe(eventIdOf('job.failed', 'job_1'));
    expect(deliveryIdOf('whe_a', 'evt_1')).not.toBe(deliveryIdOf('whe_b', 'evt_1'));
    expect(eventIdOf('batch.completed', 'batch_1')).toMatch(/^evt_[0-9a-f]{24}$/);
  });
});
