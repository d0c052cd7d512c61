import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeBlobStoreContract } from '../../../test/contracts/blobStore.contract.js';
import { openFileBlobStore } from './file.js';

const dir = mkdtempSync(join(tmpdir(), 'ledgerlens-blobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeBlobStoreContract('files', async () => openFileBlobStore(dir));

it('leaves no temporary file behind after concurrent writes of the same bytes', async () => {
  const store = openFileBlobStore(dir);
  const bytes = new TextEncoder().encode('written by many at once');
  const keys = await Promise.all(Array.from({ length: 10 }, () => store.put(bytes)));
  const files = readdirSync(join(dir, keys[0]!.slice(0, 2)));
  expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  expect(files).toContain(keys[0]);
});
