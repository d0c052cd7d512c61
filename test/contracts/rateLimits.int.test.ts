/**
 * The rate-limit contract against the in-memory store and a NATS key-value bucket (a fresh bucket per
 * test, deleted afterwards), plus what only the shared store must prove: a dead gateway's slots lapse.
 */
import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryRateLimitStore } from '../../src/adapters/rateLimits/inMemory.js';
import { createNatsKvRateLimitStore } from '../../src/adapters/rateLimits/natsKv.js';
import { describeRateLimitStoreContract } from './rateLimits.contract.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const run = `ll_test_rl_${randomBytes(5).toString('hex')}`;
const buckets: string[] = [];
let admin: NatsConnection;

const freshBucket = (): string => {
  const bucket = `${run}_${buckets.length + 1}`;
  buckets.push(bucket);
  return bucket;
};

beforeAll(async () => {
  admin = await connect({ servers: NATS_URL });
});

afterAll(async () => {
  const jsm = await admin.jetstreamManager();
  // A KV bucket is the stream `KV_<bucket>`.
  for (const bucket of buckets) await jsm.streams.delete(`KV_${bucket}`).catch(() => false);
  await admin.drain();
});

describeRateLimitStoreContract('in memory', async () => ({ store: new InMemoryRateLimitStore() }), { sharedByReplicas: false });

describeRateLimitStoreContract('nats kv', async () => {
  const bucket = freshBucket();
  return {
    store: await createNatsKvRateLimitStore({ url: NATS_URL, bucket }),
    peer: () => createNatsKvRateLimitStore({ url: NATS_URL, bucket }),
  };
}, { sharedByReplicas: true });

describe('NATS KV rate-limit store', () => {
  it('lets the slots of a gateway that died without releasing them lapse after their lease', async () => {
    const bucket = freshBucket();
    let now = 1_000_000;
    const dead = await createNatsKvRateLimitStore({ url: NATS_URL, bucket, slotLeaseMs: 60_000, now: () => now });
    const alive = await createNatsKvRateLimitStore({ url: NATS_URL, bucket, slotLeaseMs: 60_000, now: () => now });
    try {
      expect(await dead.acquire('acc_a', 1)).toBe(true);
      await dead.close(); // gone without release
      expect(await alive.acquire('acc_a', 1)).toBe(false);
      now += 59_000;
      expect(await alive.acquire('acc_a', 1)).toBe(false);
      now += 2_000;
      expect(await alive.acquire('acc_a', 1)).toBe(true);
    } finally {
      await alive.close();
    }
  });

  it('ignores a release from a gateway that holds no slot of that account', async () => {
    const bucket = freshBucket();
    const a = await createNatsKvRateLimitStore({ url: NATS_URL, bucket });
    const b = await createNatsKvRateLimitStore({ url: NATS_URL, bucket });
    try {
      expect(await a.acquire('acc_a', 1)).toBe(true);
      await b.release('acc_a');
      expect(await b.acquire('acc_a', 1)).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
