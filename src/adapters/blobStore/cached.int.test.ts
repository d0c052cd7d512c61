import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from '../../../test/contracts/blobStore.contract.js';
import type { BlobStore } from '../../application/ports.js';
import { cachedBlobStore } from './cached.js';
import { openFileBlobStore } from './file.js';

const dir = mkdtempSync(join(tmpdir(), 'ledgerlens-cached-blobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeBlobStoreContract('files behind a cache', async () => cachedBlobStore(openFileBlobStore(dir), { maxBytes: 1_000_000 }));

/** The file store, counting the reads that reach it. */
const counted = (): BlobStore & { reads: string[] } => {
  const inner = openFileBlobStore(dir);
  const reads: string[] = [];
  return { ...inner, reads, get: (key) => (reads.push(key), inner.get(key)) };
};
const bytesOf = (text: string, size: number): Uint8Array => new TextEncoder().encode(text.padEnd(size, '.'));

describe('cachedBlobStore', () => {
  it('serves what it wrote or read last from memory', async () => {
    const inner = counted();
    const store = cachedBlobStore(inner, { maxBytes: 100_000 });
    const written = await store.put(bytesOf('written', 1_000));
    const other = await inner.put(bytesOf('read', 1_000));
    await store.get(written);
    await store.get(other);
    await store.get(other);
    expect(inner.reads).toEqual([other]);
  });

  it('forgets the least recently used blobs past its size, and keeps no blob bigger than an eighth of it', async () => {
    const inner = counted();
    const store = cachedBlobStore(inner, { maxBytes: 8_000 });
    const keys: string[] = [];
    for (let i = 1; i <= 9; i++) keys.push(await store.put(bytesOf(`blob ${i}`, 1_000)));
    const big = await store.put(bytesOf('big', 1_001));
    for (const key of [...keys].reverse()) await store.get(key);
    await store.get(big);
    // 8,000 bytes hold eight blobs of 1,000: the first went when the ninth came; the big one never stayed.
    expect(inner.reads).toEqual([keys[0], big]);
  });

  it('asks the store itself whether a blob is there, and forgets a blob it deletes', async () => {
    const inner = counted();
    const store = cachedBlobStore(inner, { maxBytes: 100_000 });
    const key = await store.put(bytesOf('gone', 500));
    await inner.delete(key);
    expect(await store.has(key)).toBe(false);
    const again = await store.put(bytesOf('deleted through the cache', 500));
    await store.delete(again);
    await expect(store.get(again)).rejects.toThrow();
  });
});
