/**
 * Opens a password-protected PDF with its password and writes it out unencrypted. The service keeps
 * that decrypted copy (a blob like any upload) rather than the password: the password is used here,
 * once, in an extraction thread, and never reaches an event, a log line or a read model.
 *
 * The decrypted copy is a rewrite of the file (mupdf saves it whole): its info dictionary (producer,
 * creation and modification dates) is kept, but incremental updates appended to the original are
 * folded in, so the `pdf_incremental_update` anomaly cannot be seen on a password-protected upload.
 */
import * as mupdf from 'mupdf';
import type { DecryptOutcome } from '../application/ports.js';

export const decryptPdf = (bytes: Uint8Array, password: string): DecryptOutcome => {
  let doc: mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (error) {
    return { ok: false, code: 'invalid_pdf', message: `the file is not a readable PDF: ${(error as Error).message}` };
  }
  try {
    // Not encrypted, or only against changes (an owner password): nothing to open, the upload is used as is.
    if (!doc.needsPassword()) return { ok: true, bytes, decrypted: false };
    // 0: neither the user nor the owner password.
    if (doc.authenticatePassword(password) === 0) return { ok: false, code: 'encrypted_pdf', message: 'the password does not open it' };
    const pdf = doc.asPDF();
    if (pdf === null) return { ok: false, code: 'invalid_pdf', message: 'the file is not a PDF' };
    const saved = pdf.saveToBuffer('encrypt=none');
    try {
      // A copy: the buffer's memory belongs to mupdf's heap and is freed with it.
      return { ok: true, bytes: saved.asUint8Array().slice(), decrypted: true };
    } finally {
      saved.destroy();
    }
  } catch (error) {
    return { ok: false, code: 'invalid_pdf', message: `the file could not be decrypted: ${(error as Error).message}` };
  } finally {
    doc.destroy();
  }
};
