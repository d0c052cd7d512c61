/**
 * `ledgerlens extract` on a PDF of 300 blank pages: each page is found blank in milliseconds instead
 * of being OCR'd, so the file ends as `no_transactions_found` (its time is printed by `npm run bench:blank`).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankPdf } from '../support/blankPdfs.js';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'ledgerlens-blank-')); });
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

describe('ledgerlens extract on blank pages', () => {
  it('ends 300 blank pages as no_transactions_found, naming blank pages, without OCR', async () => {
    const path = join(dir, 'blank-300.pdf');
    await writeFile(path, await blankPdf(300));
    const outcome = await run(process.execPath, ['bin/ledgerlens.js', 'extract', path], { maxBuffer: 16 * 1024 * 1024 }).then(
      ({ stdout }) => ({ stdout, code: 0 }),
      (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
    );
    expect(outcome.code).toBe(1);
    const result = JSON.parse(outcome.stdout) as { status: string; error: { code: string; message: string } };
    expect(result).toMatchObject({ status: 'failed', error: { code: 'no_transactions_found' } });
    expect(result.error.message).toContain('page 1: blank (nothing printed on it), not read by OCR');
  }, 120_000);
});
