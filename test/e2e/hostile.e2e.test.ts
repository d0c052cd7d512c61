/**
 * Hostile uploads: each ends in a clean 400 at upload or in a `failed` job with a code, and the
 * server keeps serving: a valid statement uploaded right after each one is analysed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';
import {
  blankPagesPdf, cyclicPageTreePdf, decompressionBombPdf, encryptedPdf, hugeImagePdf, pngBytes, truncatedPdf,
} from './support/hostilePdfs.js';
import { statementPdf } from './support/statementPdf.js';

const UPLOAD_REFUSALS = ['invalid_file_type', 'invalid_pdf', 'encrypted_pdf', 'too_many_pages', 'pdf_too_complex'];
const JOB_FAILURES = ['invalid_pdf', 'encrypted_pdf', 'no_transactions_found', 'extraction_timeout', 'internal_error'];

let server: EmbeddedServer;
let client: RestClient;
let valid: Uint8Array;

beforeAll(async () => {
  // A short time limit, so the decompression bomb ends on it (a real statement page takes ~10 ms).
  server = await startEmbeddedServer({ LEDGERLENS_EXTRACTION_TIMEOUT_MS: '5000' });
  client = restClient(server.address, await server.keyFor('hostile', 'business'));
  valid = await statementPdf({ pages: 1 });
});
afterAll(async () => { await server?.dispose(); });

/** Uploads the file; resolves to how it ended: refused at upload, or the job's final state. */
const outcomeOf = async (name: string, bytes: Uint8Array): Promise<{ stage: 'upload' | 'job'; status: string; code?: string }> => {
  const res = await client.upload([{ name, bytes }]);
  if (res.status === 400) return { stage: 'upload', status: '400', code: res.body.error.code };
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = await client.waitForJob(res.body.jobs[0].job_id, 170_000);
  return { stage: 'job', status: job.body.status, code: job.body.error?.code };
};

/** A valid statement still goes through while (or after) the hostile one is handled. */
const expectStillServing = async () => {
  const res = await client.upload([{ name: 'valid.pdf', bytes: valid }]);
  expect(res.status).toBe(200);
  expect((await client.waitForJob(res.body.jobs[0].job_id)).body.status).toBe('auto_analyzed');
};

const expectClean = (outcome: { stage: string; status: string; code?: string }) => {
  if (outcome.stage === 'upload') expect(UPLOAD_REFUSALS).toContain(outcome.code);
  else {
    expect(outcome.status).toBe('failed');
    expect(JOB_FAILURES).toContain(outcome.code);
  }
};

describe('hostile files', () => {
  it('refuses a PNG named .pdf at upload with invalid_file_type', async () => {
    expect(await outcomeOf('photo.pdf', pngBytes())).toEqual({ stage: 'upload', status: '400', code: 'invalid_file_type' });
    await expectStillServing();
  });

  it('refuses an encrypted file at upload with encrypted_pdf', async () => {
    expect(await outcomeOf('locked.pdf', encryptedPdf())).toEqual({ stage: 'upload', status: '400', code: 'encrypted_pdf' });
  });

  it('refuses 3,000 blank pages at upload with too_many_pages', async () => {
    expect(await outcomeOf('blank.pdf', await blankPagesPdf(3000))).toEqual({ stage: 'upload', status: '400', code: 'too_many_pages' });
  });

  it('ends a truncated file cleanly', async () => {
    expectClean(await outcomeOf('truncated.pdf', await truncatedPdf()));
    await expectStillServing();
  });

  it('ends a cyclic page tree cleanly', async () => {
    expectClean(await outcomeOf('cyclic.pdf', cyclicPageTreePdf()));
    await expectStillServing();
  });

  it('ends an image declaring 60,000 x 60,000 pixels cleanly', async () => {
    expectClean(await outcomeOf('huge-image.pdf', hugeImagePdf()));
    await expectStillServing();
  }, 180_000);

  it('ends a decompression bomb cleanly while a valid statement uploaded beside it is analysed', async () => {
    const bomb = await decompressionBombPdf();
    const [outcome] = await Promise.all([outcomeOf('bomb.pdf', bomb), expectStillServing()]);
    expectClean(outcome);
    await expectStillServing();
  }, 180_000);
});
