/**
 * A password that guards only a PDF's attachments (streams and strings stored in the clear, the
 * password asked when an embedded file is opened) does not lock its pages: the statement is read as
 * every PDF viewer shows it. A PDF whose pages are encrypted still fails with `encrypted_pdf`.
 */
import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encryptPdf } from '../../../test/support/encryptedPdfs.js';
import { processStatement } from '../../engine.js';

const STATEMENT = new URL('../../../test/fixtures/statements/us_signed_amount/', import.meta.url);

/**
 * The statement with a standard security handler whose crypt filters leave streams and strings clear
 * and whose keys no empty password matches (written with pdf-lib, which keeps the bytes as they are).
 */
const attachmentsOnlyPassword = async (pdf: Uint8Array): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const context = doc.context;
  const hex = (h: string): PDFHexString => PDFHexString.of(h);
  const encrypt = context.obj({
    Filter: 'Standard',
    V: 4,
    R: 4,
    Length: 128,
    P: -1852,
    CF: { StdCF: { CFM: 'AESV2', AuthEvent: 'EFOpen', Length: 16 } },
    StmF: 'Identity',
    StrF: 'Identity',
    EFF: 'StdCF',
    EncryptMetadata: false,
  });
  encrypt.set(PDFName.of('O'), hex('388C4E8395EFB4773B0FCAE9863E8AA96201B61938481F88A140B22CE0029CC9'));
  encrypt.set(PDFName.of('U'), hex('77F795882AC44426E8EB0145308A08E1'.padEnd(64, '0')));
  context.trailerInfo.Encrypt = context.register(encrypt);
  context.trailerInfo.ID = context.obj([hex('00112233445566778899AABBCCDDEEFF'), hex('00112233445566778899AABBCCDDEEFF')]);
  return doc.save({ useObjectStreams: false });
};

describe('a password on the attachments only', () => {
  it('reads the pages, stored in the clear, without asking for it', async () => {
    const pdf = await attachmentsOnlyPassword(new Uint8Array(await readFile(new URL('statement.pdf', STATEMENT))));
    const locked = mupdf.Document.openDocument(pdf, 'application/pdf');
    expect(locked.needsPassword()).toBe(true);
    locked.destroy();
    const truth = JSON.parse(await readFile(new URL('truth.json', STATEMENT), 'utf8')) as { transactions: unknown[] };
    const result = await processStatement(pdf);
    expect(result.status).toBe('auto_analyzed');
    if (result.status === 'auto_analyzed') expect(result.data.transactions).toHaveLength(truth.transactions.length);
  });

  it('still fails a statement whose pages are encrypted with encrypted_pdf', async () => {
    const pdf = await encryptPdf(new Uint8Array(await readFile(new URL('statement.pdf', STATEMENT))), 'secret', 'aes256');
    const result = await processStatement(new Uint8Array(pdf));
    expect(result).toMatchObject({ status: 'failed', error: { code: 'encrypted_pdf' } });
  });
});
