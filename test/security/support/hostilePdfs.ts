/**
 * PDFs whose pages cost far more to interpret than a page should, generated at test time (nothing
 * binary is checked in). Shared by test/security and `bench/security.ts`.
 */
import { createDeflate } from 'node:zlib';
import { assemblePdf } from '../../e2e/support/hostilePdfs.js';

const stream = (dict: string, data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/** `text` repeated to exactly `bytes`, deflated in chunks (the whole is never held in memory). */
const deflatedRepeat = async (text: string, bytes: number): Promise<Buffer> => {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.from(text.repeat(Math.ceil((1024 * 1024) / text.length)));
  for (let written = 0; written < bytes; written += block.length) {
    const chunk = bytes - written < block.length ? block.subarray(0, bytes - written) : block;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
};

/**
 * Issue 15's hostile file: `pages` pages sharing one Flate content stream that inflates to
 * `decodedBytes` of `(x) Tj` operators, with no font. Each page is charged as one page.
 */
export const sharedTjStreamPdf = async (pages = 6, decodedBytes = 200 * 1024 * 1024): Promise<Buffer> => {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(' ');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    stream('/Filter /FlateDecode', await deflatedRepeat('BT (x) Tj ET\n', decodedBytes)),
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>'),
  ]);
};

/** One page drawing a form XObject that holds `operators` no-op path operators (`n`), a few hundred KB decoded. */
export const manyOperatorsFormPdf = async (operators = 300_000): Promise<Buffer> =>
  assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /F0 5 0 R >> >> /Contents 4 0 R >>',
    stream('', Buffer.from('q /F0 Do Q')),
    stream('/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Filter /FlateDecode', await deflatedRepeat('n\n', operators * 2)),
  ]);
