/**
 * The blob store contract against the machine's NATS JetStream object store (a bucket per run,
 * removed afterwards), plus what only the object store must prove: a blob written through one
 * connection is read through another (a gateway's upload, a worker's read), and two writers of the
 * same bytes leave one object.
 */
import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBlobStoreContract } from '../../../test/contracts/blobStore.contract.js';
import { createNatsBlobStore, type NatsBlobStore } from './nats.js';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const bucket = `ll_test_blobs_${randomBytes(5).toString('hex')}`;
const opened: NatsBlobStore[] = [];
let admin: NatsConnection;

const open = async (): Promise<NatsBlobStore> => {
  const store = await createNatsBlobStore({ url: NATS_URL, bucket });
  opened.push(store);
  return store;
};

beforeAll(async () => {
  admin = await connect({ servers: NATS_URL });
});

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await (await admin.jetstream().views.os(bucket)).destroy();
  await admin.drain();
});

describeBlobStoreContract('nats object store', open);

it('reads through one connection what another wrote', async () => {
  const [gateway, worker] = [await open(), await open()];
  const bytes = new Uint8Array(randomBytes(300_000));
  const key = await gateway.put(bytes);
  expect(Buffer.from(await worker.get(key)).equals(Buffer.from(bytes))).toBe(true);
});

it('keeps one copy when two connections write the same bytes at once', async () => {
  const writers = await Promise.all(Array.from({ length: 4 }, () => open()));
  const bytes = new Uint8Array(randomBytes(400_000));
  const keys = await Promise.all(writers.map((w) => w.put(bytes)));
  expect(new Set(keys).size).toBe(1);
  // Every object's chunks sit on a subject of their own: one per live object, none left by the losers.
  const os = await admin.jetstream().views.os(bucket);
  const live = (await os.list()).filter((o) => !o.deleted && o.chunks > 0);
  const info = await (await admin.jetstreamManager()).streams.info(`OBJ_${bucket}`, { subjects_filter: `$O.${bucket}.C.>` });
  expect(Object.keys(info.state.subjects ?? {}).sort()).toEqual(live.map((o) => `$O.${bucket}.C.${o.nuid}`).sort());
});
