/** Blob keys, the same for every blob store: the SHA-256 hex of the bytes. */
import { createHash } from 'node:crypto';

const KEY_PATTERN = /^[0-9a-f]{64}$/;

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Throws for anything that is not a blob key: a key becomes a path or an object name. */
export const checkBlobKey = (key: string): string => {
  if (!KEY_PATTERN.test(key)) throw new RangeError(`not a blob key: ${key}`);
  return key;
};
