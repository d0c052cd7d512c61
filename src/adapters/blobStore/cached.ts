/**
 * A worker's memory of the blobs it read or wrote last, in front of a networked blob store (the NATS
 * object store). The tasks of one job read its PDF again and again, and its analysis reads the page
 * layouts the same worker often just wrote: each is a few network round trips and, for a PDF, its
 * whole size again. Blobs are content-addressed, so a remembered one can never be stale.
 *
 * `has` always asks the store: an upload checks with it that retention did not delete a blob it is
 * about to rely on, and a remembered copy must not answer for the store there.
 */
import type { BlobStore } from '../../application/ports.js';

export interface BlobCacheOptions {
  /** Bytes kept at most; the least recently used go first. */
  maxBytes: number;
}

export const cachedBlobStore = (inner: BlobStore, { maxBytes }: BlobCacheOptions): BlobStore => {
  /** Most recently used last (a Map keeps insertion order). */
  const kept = new Map<string, Uint8Array>();
  let size = 0;

  const remember = (key: string, bytes: Uint8Array): void => {
    // One blob may not push out most of the others.
    if (bytes.byteLength > maxBytes / 8) return;
    const old = kept.get(key);
    if (old !== undefined) {
      kept.delete(key);
      size -= old.byteLength;
    }
    kept.set(key, bytes);
    size += bytes.byteLength;
    for (const [oldest, value] of kept) {
      if (size <= maxBytes) break;
      kept.delete(oldest);
      size -= value.byteLength;
    }
  };

  return {
    async put(bytes) {
      const key = await inner.put(bytes);
      remember(key, bytes);
      return key;
    },
    async get(key) {
      const hit = kept.get(key);
      if (hit !== undefined) {
        remember(key, hit);
        return hit;
      }
      const bytes = await inner.get(key);
      remember(key, bytes);
      return bytes;
    },
    has: (key) => inner.has(key),
    async delete(key) {
      const old = kept.get(key);
      if (old !== undefined) {
        kept.delete(key);
        size -= old.byteLength;
      }
      await inner.delete(key);
    },
  };
};
