/**
 * The data directory holds bank statements (PDF blobs, page layouts, results in the databases): only
 * the service's own user may read it. Directories are 0700, files 0600, whatever the umask.
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes a SQLite database file private before SQLite opens it: created 0600 when missing, set to 0600
 * when it exists (with its `-wal` and `-shm` files). SQLite gives the `-wal` and `-shm` files it creates
 * the mode of the database file, so they follow.
 */
export const prepareSqliteFile = (path: string): void => {
  if (path === ':memory:' || path === '') return;
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
  }
};
