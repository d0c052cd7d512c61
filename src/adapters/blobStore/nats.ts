/**
 * Content-addressed blobs in a NATS JetStream object store (distributed mode): gateways and workers
 * share the uploaded PDFs and page layouts through NATS, with no disk in common. The official
 * client's object store (`js.views.os`) does the chunking, the digest check on read and the cleanup
 * of a failed write; this adapter names each object by the SHA-256 of its bytes and writes it once.
 *
 * Writing once: a put of bytes already stored is a no-op. Two puts of the same bytes at the same
 * moment (two gateways given one file) both write chunks, but the metadata is written with a
 * compare-and-set on its revision, so one wins; the client removes the loser's chunks and the loser
 * returns the same key. Without it both copies' chunks would stay, one of them unreachable.
 */
import { StorageType, type NatsConnection, type ObjectStore } from 'nats';
import type { BlobStore } from '../../application/ports.js';
import { openConnection, releaseConnection, type NatsConnectionSource } from '../nats/connection.js';
import { checkBlobKey, sha256Hex } from './keys.js';

export type NatsBlobStoreOptions = NatsConnectionSource & {
  /** Object store bucket; default `ledgerlens_blobs`. Tests pass a unique one. */
  bucket?: string;
  /** Copies JetStream keeps of every chunk (a NATS cluster); default 1. */
  replicas?: number;
};

/** The object's metadata moved on between our read and our write: another put of the same bytes won. */
const isRevisionClash = (error: unknown): boolean => {
  const e = error as { api_error?: { err_code?: number }; message?: string } | null;
  return e?.api_error?.err_code === 10071 || /wrong last sequence/i.test(e?.message ?? '');
};

export interface NatsBlobStore extends BlobStore {
  close(): Promise<void>;
}

/** Opens (creating it when missing) the bucket. */
export const createNatsBlobStore = async (options: NatsBlobStoreOptions): Promise<NatsBlobStore> => {
  const { nc, owned } = await openConnection(options);
  try {
    const os = await nc.jetstream().views.os(options.bucket ?? 'ledgerlens_blobs', { storage: StorageType.File, replicas: options.replicas ?? 1 });
    return natsBlobStore(nc, owned, os);
  } catch (error) {
    await releaseConnection(nc, owned);
    throw error;
  }
};

const natsBlobStore = (nc: NatsConnection, owned: boolean, os: ObjectStore): NatsBlobStore => {
  const has = async (key: string): Promise<boolean> => {
    const info = await os.info(checkBlobKey(key));
    return info !== null && !info.deleted;
  };
  return {
    async put(bytes) {
      const key = sha256Hex(bytes);
      const info = await os.info(key);
      if (info !== null && !info.deleted) return key;
      try {
        // Revision 0: "no metadata yet"; a deleted object's tombstone has a revision of its own.
        await os.putBlob({ name: key }, bytes, { previousRevision: info?.revision ?? 0 });
      } catch (error) {
        if (!isRevisionClash(error) || !(await has(key))) throw error;
      }
      return key;
    },
    async get(key) {
      const bytes = await os.getBlob(checkBlobKey(key));
      if (bytes === null) throw new Error(`blob ${key} not found`);
      return bytes;
    },
    has,
    async delete(key) {
      // Leaves a small tombstone (the object's metadata, marked deleted); the chunks are purged.
      await os.delete(checkBlobKey(key));
    },
    close: () => releaseConnection(nc, owned),
  };
};
