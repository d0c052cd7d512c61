/**
 * The extraction pool with real worker threads and mupdf: it answers the engine's calls, and a call
 * that breaks the time limit costs only its own thread.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionLimitError } from '../application/ports.js';
import { decompressionBombPdf, encryptedPdf } from '../../test/e2e/support/hostilePdfs.js';
import { statementPdf, statementRows } from '../../test/e2e/support/statementPdf.js';
import { createExtractionPool, type ExtractionPool } from './extractionPool.js';

let pool: ExtractionPool;
/** A PDF as the job worker hands it over: with its blob key. */
const stored = (bytes: Uint8Array) => ({ key: createHash('sha256').update(bytes).digest('hex'), bytes });
let statement: Uint8Array;

beforeAll(async () => {
  // A limit far past any page's time, even OCR on a loaded machine: the limit itself is tested with a
  // pool of its own below.
  pool = createExtractionPool({ threads: 2, timeoutMs: 20_000, memoryMb: 256 });
  statement = await statementPdf({ pages: 2 });
});
afterAll(async () => {
  await pool.close();
});

describe('extraction pool', () => {
  it('says it is ready once every thread has loaded the engine, and a closed pool never is', async () => {
    await expect(pool.ready()).resolves.toBeUndefined();
    const closing = createExtractionPool({ threads: 1, timeoutMs: 2_000, memoryMb: 256 });
    const waiting = expect(closing.ready()).rejects.toThrow(/closed/);
    await closing.close();
    await waiting;
  });

  it('counts the pages of a PDF and tells an encrypted or unreadable one apart', async () => {
    expect(await pool.checkPdf(statement)).toEqual({ ok: true, pageCount: 2 });
    expect(await pool.checkPdf(encryptedPdf())).toMatchObject({ ok: false, code: 'encrypted_pdf' });
    expect(await pool.checkPdf(new TextEncoder().encode('%PDF-1.7 and nothing else'))).toMatchObject({ ok: false, code: 'invalid_pdf' });
  });

  it('reads pages on the threads and assembles them into the analysed statement', async () => {
    const layouts = (await Promise.all([pool.readPages(stored(statement), [1]), pool.readPages(stored(statement), [2])])).flat();
    expect((JSON.parse(layouts[0]!) as { page: number }).page).toBe(1);
    expect((await pool.readPages(stored(statement), [2, 1])).map((json) => (JSON.parse(json) as { page: number }).page)).toEqual([2, 1]);
    const result = await pool.assemble(stored(statement), layouts);
    expect(result.status).toBe('auto_analyzed');
    if (result.status === 'auto_analyzed') expect(result.data.transaction_count).toBe(statementRows({ pages: 2 }).length);
  });

  it('stops a call of several pages at one that needs OCR, so the slow pages can go to other threads', async () => {
    const scan = new Uint8Array(readFileSync(new URL('../../test/fixtures/statements/scan_us_checking/statement.pdf', import.meta.url)));
    // Several pages of a scan: the first needs OCR, so none is read and all go back to the caller.
    expect(await pool.readPages(stored(scan), [1, 2])).toEqual([]);
    // One page is always read, by OCR if it must.
    const [layout] = await pool.readPages(stored(scan), [2]);
    expect(JSON.parse(layout!) as { page: number; ocr: boolean }).toMatchObject({ page: 2, ocr: true });
    // Text pages are all read.
    expect(await pool.readPages(stored(statement), [1, 2])).toHaveLength(2);
  }, 30_000);

  it('ends a call past the time limit with extraction_timeout and keeps serving on a fresh thread', async () => {
    // A page that needs OCR takes a second or more: far past a limit of a fifth of a second per page.
    const tight = createExtractionPool({ threads: 1, timeoutMs: 200, memoryMb: 256 });
    try {
      await tight.ready();
      const scan = new Uint8Array(readFileSync(new URL('../../test/fixtures/statements/scan_us_checking/statement.pdf', import.meta.url)));
      const outcome = await tight.readPages(stored(scan), [1]).then(
        () => null,
        (error: unknown) => error,
      );
      expect(outcome).toBeInstanceOf(ExtractionLimitError);
      expect((outcome as ExtractionLimitError).code).toBe('extraction_timeout');
      expect(await tight.checkPdf(statement)).toEqual({ ok: true, pageCount: 2 });
    } finally {
      await tight.close();
    }
  }, 30_000);

  it('refuses a page whose content passes the limits (a decompression bomb) without reading it, and keeps serving', async () => {
    const bomb = await decompressionBombPdf();
    const [layout] = await pool.readPages(stored(bomb), [1]);
    expect(JSON.parse(layout!) as { refused?: unknown }).toHaveProperty('refused');
    expect(await pool.checkPdf(statement)).toEqual({ ok: true, pageCount: 2 });
  }, 30_000);
});
