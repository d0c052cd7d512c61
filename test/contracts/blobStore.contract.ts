/** The contract every `BlobStore` adapter passes (files, NATS object store): content addressing, round trips, unknown keys, deletion. */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/application/ports.js';

export const describeBlobStoreContract = (name: string, factory: () => Promise<BlobStore>): void => {
  describe(`BlobStore contract: ${name}`, () => {
    it('keys bytes by their SHA-256 and gives them back unchanged', async () => {
      const store = await factory();
      const bytes = new Uint8Array(randomBytes(200_000));
      const key = await store.put(bytes);
      expect(key).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(await store.has(key)).toBe(true);
      expect(Buffer.from(await store.get(key)).equals(Buffer.from(bytes))).toBe(true);
    });

    it('stores the same bytes once under one key', async () => {
      const store = await factory();
      const bytes = new TextEncoder().encode(`same ${Math.random()}`);
      const [a, b] = await Promise.all([store.put(bytes), store.put(bytes)]);
      expect(a).toBe(b);
      expect(new TextDecoder().decode(await store.get(a))).toBe(new TextDecoder().decode(bytes));
    });

    it('stores an empty blob', async () => {
      const store = await factory();
      const key = await store.put(new Uint8Array());
      expect((await store.get(key)).byteLength).toBe(0);
    });

    it('reports an unknown key as absent and refuses to read it', async () => {
      const store = await factory();
      const unknown = createHash('sha256').update(randomBytes(16)).digest('hex');
      expect(await store.has(unknown)).toBe(false);
      await expect(store.get(unknown)).rejects.toThrow();
    });

    it('deletes a blob: absent afterwards, and the same bytes stored again come back', async () => {
      const store = await factory();
      const bytes = new Uint8Array(randomBytes(50_000));
      const key = await store.put(bytes);
      await store.delete(key);
      expect(await store.has(key)).toBe(false);
      await expect(store.get(key)).rejects.toThrow();
      expect(await store.put(bytes)).toBe(key);
      expect(Buffer.from(await store.get(key)).equals(Buffer.from(bytes))).toBe(true);
    });

    it('deletes a key it does not hold, or holds no more, without complaint', async () => {
      const store = await factory();
      const key = await store.put(new TextEncoder().encode(`deleted twice ${Math.random()}`));
      await store.delete(key);
      await store.delete(key);
      await store.delete(createHash('sha256').update(randomBytes(16)).digest('hex'));
      expect(await store.has(key)).toBe(false);
    });

    it('refuses a key that is not a SHA-256 hex, whatever the operation', async () => {
      const store = await factory();
      for (const bad of ['../../etc/passwd', 'A'.repeat(64), 'abc']) {
        await expect(store.get(bad)).rejects.toThrow();
        await expect(store.has(bad)).rejects.toThrow();
        await expect(store.delete(bad)).rejects.toThrow();
      }
    });
  });
};
