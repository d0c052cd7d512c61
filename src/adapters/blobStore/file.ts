/**
 * Content-addressed blobs as files in the data directory: the key is the SHA-256 hex of the bytes,
 * stored at `<dir>/<first 2 hex>/<key>`. A write goes to a temporary file and is renamed into place,
 * so a reader never sees half a blob, even after a crash mid-write; writing the same bytes twice is a
 * no-op. Folders are 0700 and files 0600: the blobs are bank statements.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from '../../application/ports.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../privateFiles.js';
import { checkBlobKey, sha256Hex } from './keys.js';

export { sha256Hex };

export const openFileBlobStore = (dir: string): BlobStore => {
  const pathOf = (key: string): string => join(dir, checkBlobKey(key).slice(0, 2), key);
  const exists = async (path: string): Promise<boolean> => {
    try {
      await stat(path);
      return true;
    } catch {
      return false;
    }
  };

  return {
    async put(bytes) {
      const key = sha256Hex(bytes);
      const path = pathOf(key);
      if (await exists(path)) return key;
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temp = `${path}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, bytes, { mode: PRIVATE_FILE_MODE });
        await rename(temp, path);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      return key;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        throw new Error(`blob ${key} not found`, { cause: error });
      }
    },
    async has(key) {
      return exists(pathOf(key));
    },
    async delete(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
};
