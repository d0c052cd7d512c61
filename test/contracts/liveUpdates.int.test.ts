/**
 * The live-updates contract against the in-process bus and NATS subjects (a fresh subject prefix per
 * run), plus what the NATS bus is for: an update published by one gateway reaches subscribers on another.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInProcessLiveUpdates } from '../../src/adapters/liveUpdates/inProcess.js';
import { createNatsLiveUpdates } from '../../src/adapters/liveUpdates/nats.js';
import type { JobUpdate } from '../../src/application/ports.js';
import { describeLiveUpdatesContract } from './liveUpdates.contract.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const subjectPrefix = `ll_test_${randomBytes(5).toString('hex')}.jobs`;

describeLiveUpdatesContract('in process', async () => ({ bus: createInProcessLiveUpdates(), ready: async () => undefined }));

describeLiveUpdatesContract('nats', async () => {
  const bus = await createNatsLiveUpdates({ url: NATS_URL, subjectPrefix });
  return { bus, ready: () => bus.ready() };
});

describe('NATS live updates', () => {
  it('delivers an update published through gateway B to a subscription held by gateway A', async () => {
    const a = await createNatsLiveUpdates({ url: NATS_URL, subjectPrefix, name: 'gateway-a' });
    const b = await createNatsLiveUpdates({ url: NATS_URL, subjectPrefix, name: 'gateway-b' });
    try {
      const seen: JobUpdate[] = [];
      a.subscribe('acc_cross', (u) => seen.push(u));
      await a.ready();
      const sent: JobUpdate = { accountId: 'acc_cross', jobId: 'job_x', status: 'auto_analyzed', pagesDone: 2, pagesTotal: 2, at: '2026-11-22T14:15:03.000Z' };
      await b.publish(sent);
      const deadline = Date.now() + 5_000;
      while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(seen).toEqual([sent]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
