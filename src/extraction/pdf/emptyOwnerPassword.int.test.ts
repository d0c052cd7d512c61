/**
 * A statement locked with a user password but an empty owner password opens in poppler, qpdf and
 * pdfium without a prompt: the engine reads it too. One whose owner password is set still needs its
 * password. The locked files are written by mupdf, which stores an empty owner password as given.
 */
import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { encryptPdf } from '../../../test/support/encryptedPdfs.js';
import { processStatement } from '../../engine.js';
import { userPasswordUnderEmptyOwner } from './emptyOwnerPassword.js';

const STATEMENT = new URL('../../../test/fixtures/statements/us_signed_amount/statement.pdf', import.meta.url);

const lockedWithEmptyOwner = async (cipher: 'rc4-40' | 'rc4-128' | 'aes-128'): Promise<Uint8Array> => {
  const doc = mupdf.Document.openDocument(await readFile(STATEMENT), 'application/pdf') as mupdf.PDFDocument;
  try {
    return doc.saveToBuffer(`encrypt=${cipher},user-password=19700101,owner-password=,permissions=-4`).asUint8Array();
  } finally {
    doc.destroy();
  }
};

describe('a PDF whose owner password is empty', () => {
  it.each(['rc4-40', 'rc4-128', 'aes-128'] as const)('gives up its user password (%s)', async (cipher) => {
    const doc = mupdf.Document.openDocument(await lockedWithEmptyOwner(cipher), 'application/pdf') as mupdf.PDFDocument;
    try {
      expect(doc.needsPassword()).toBe(true);
      const encrypt = doc.getTrailer().get('Encrypt').resolve();
      const password = userPasswordUnderEmptyOwner({ revision: encrypt.get('R').asNumber(), keyBits: encrypt.get('Length').isNumber() ? encrypt.get('Length').asNumber() : 40, owner: encrypt.get('O').asByteString() });
      expect(password).toBe('19700101');
    } finally {
      doc.destroy();
    }
  });

  it('is read without a password', async () => {
    const result = await processStatement(await lockedWithEmptyOwner('rc4-128'));
    if (result.status !== 'auto_analyzed') throw new Error(`engine failed: ${result.error.code}: ${result.error.message}`);
    expect(result.data.transactions.length).toBeGreaterThan(10);
  });

  it('gives nothing for a handler it does not know (revision 6, AES-256)', () => {
    expect(userPasswordUnderEmptyOwner({ revision: 6, keyBits: 256, owner: new Uint8Array(48) })).toBeNull();
  });

  it('leaves a PDF whose owner password is set locked', async () => {
    const locked = await encryptPdf(new Uint8Array(await readFile(STATEMENT)), 'secret', 'rc4');
    const result = await processStatement(new Uint8Array(locked));
    expect(result.status).toBe('failed');
    if (result.status === 'failed') expect(result.error.code).toBe('encrypted_pdf');
  });
});
