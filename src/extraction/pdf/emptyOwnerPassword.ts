/**
 * A PDF locked with a user password but an empty owner password opens in most readers without a
 * prompt (poppler, qpdf and pdfium try the empty owner password; mupdf does not): the owner password
 * unlocks the user password, which the standard security handler stores encrypted under it
 * (ISO 32000-1, 7.6.3.4, algorithm 7). Statement generators that set only a user password (a date of
 * birth, account digits) sometimes leave the owner password empty this way.
 */
import { createHash } from 'node:crypto';
import * as mupdf from 'mupdf';

/** The padding every password is completed with to 32 bytes (ISO 32000-1, 7.6.3.3). */
const PADDING = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c,
  0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

/** RC4, the cipher of revisions 2 to 4 of the standard security handler (no library ships it now). */
const rc4 = (key: Uint8Array, data: Uint8Array): Uint8Array => {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
};

const md5 = (bytes: Uint8Array): Uint8Array => new Uint8Array(createHash('md5').update(bytes).digest());

/**
 * The user password the empty owner password unlocks (algorithm 7, steps a-b: the owner key from the
 * padded empty password, then the `/O` string decrypted with it), or null for other handlers.
 */
export const userPasswordUnderEmptyOwner = (encrypt: { revision: number; keyBits: number; owner: Uint8Array }): string | null => {
  const { revision, keyBits, owner } = encrypt;
  if (revision < 2 || revision > 4 || owner.length < 32) return null;
  const keyLength = revision === 2 ? 5 : Math.max(5, Math.min(16, keyBits / 8));
  let hash = md5(PADDING);
  if (revision >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, keyLength));
  const key = hash.subarray(0, keyLength);
  let padded = owner.subarray(0, 32);
  if (revision === 2) padded = rc4(key, padded);
  else for (let i = 19; i >= 0; i--) padded = rc4(key.map((b) => b ^ i), padded);
  // The password ends where the padding starts (a password of 32 bytes has none).
  let end = 32;
  for (let at = 0; at < 32; at++) {
    if (padded.subarray(at).every((b, k) => b === PADDING[k])) {
      end = at;
      break;
    }
  }
  return Buffer.from(padded.subarray(0, end)).toString('latin1');
};

/** Unlocks `doc` when its owner password is empty; false (and nothing changed) otherwise. */
export const unlockWithEmptyOwnerPassword = (doc: mupdf.Document): boolean => {
  if (!(doc instanceof mupdf.PDFDocument)) return false;
  try {
    const dict = doc.getTrailer().get('Encrypt').resolve();
    if (!dict.isDictionary() || dict.get('Filter').asName() !== 'Standard') return false;
    const lengthObj = dict.get('Length');
    const password = userPasswordUnderEmptyOwner({
      revision: dict.get('R').asNumber(),
      keyBits: lengthObj.isNumber() ? lengthObj.asNumber() : 40,
      owner: dict.get('O').asByteString(),
    });
    return password !== null && doc.authenticatePassword(password) > 0;
  } catch {
    return false;
  }
};
