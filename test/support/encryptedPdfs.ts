/**
 * Password-protected statements, generated at test time with qpdf (installed by
 * scripts/ensure-system-deps.sh): an independent encryptor, so the service's decryption (mupdf) is not
 * checked against itself. AES-256 is the PDF 2.0 standard handler (R6); RC4 the 128-bit one (R3) that
 * older bank systems still send.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Cipher = 'aes256' | 'rc4';

const QPDF_ARGS: Record<Cipher, string[]> = {
  aes256: ['256'],
  // qpdf refuses RC4 unless told that weak crypto is meant.
  rc4: ['128', '--use-aes=n'],
};

/** `pdf` protected by `password` (as the user password; the owner password differs). */
export const encryptPdf = async (pdf: Uint8Array, password: string, cipher: Cipher): Promise<Buffer> => {
  const dir = await mkdtemp(join(tmpdir(), 'ledgerlens-qpdf-'));
  try {
    const input = join(dir, 'in.pdf');
    const output = join(dir, 'out.pdf');
    await writeFile(input, pdf);
    await run('qpdf', [...(cipher === 'rc4' ? ['--allow-weak-crypto'] : []), '--encrypt', password, `${password}-owner`, ...QPDF_ARGS[cipher], '--', input, output]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** qpdf's own account of a file's encryption (`R = 6`, `stream encryption method: AESv3`...). */
export const describeEncryption = async (pdf: Uint8Array, password: string): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'ledgerlens-qpdf-'));
  try {
    const path = join(dir, 'file.pdf');
    await writeFile(path, pdf);
    return (await run('qpdf', ['--show-encryption', `--password=${password}`, path])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
