import * as mupdf from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEncryption, encryptPdf } from '../../test/support/encryptedPdfs.js';
import { statementPdf } from '../../test/e2e/support/statementPdf.js';
import { decryptPdf } from './decryptPdf.js';

let plain: Uint8Array;
beforeAll(async () => { plain = await statementPdf({ pages: 2 }); });

const pageText = (bytes: Uint8Array): string => {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return doc.loadPage(0).toStructuredText('preserve-whitespace').asText();
  } finally {
    doc.destroy();
  }
};

describe('decryptPdf', () => {
  it.each([['aes256', /R = 6[\s\S]*AESv3/], ['rc4', /R = 3/]] as const)('opens a %s statement with its password into an unencrypted copy', async (cipher, shown) => {
    const locked = await encryptPdf(plain, 'open sesame', cipher);
    expect(await describeEncryption(locked, 'open sesame')).toMatch(shown);
    const opened = decryptPdf(locked, 'open sesame');
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.decrypted).toBe(true);
    const copy = mupdf.Document.openDocument(opened.bytes, 'application/pdf');
    expect(copy.needsPassword()).toBe(false);
    expect(copy.countPages()).toBe(2);
    copy.destroy();
    expect(pageText(opened.bytes)).toBe(pageText(plain));
  });

  it('refuses a wrong password with encrypted_pdf', async () => {
    const locked = await encryptPdf(plain, 'right', 'aes256');
    expect(decryptPdf(locked, 'wrong')).toMatchObject({ ok: false, code: 'encrypted_pdf' });
  });

  it('hands back a file that needs no password as it is', () => {
    const opened = decryptPdf(plain, 'unused');
    expect(opened).toEqual({ ok: true, bytes: plain, decrypted: false });
  });

  it('calls bytes mupdf cannot open invalid_pdf', () => {
    expect(decryptPdf(Buffer.from('not a pdf'), 'x')).toMatchObject({ ok: false, code: 'invalid_pdf' });
  });
});
