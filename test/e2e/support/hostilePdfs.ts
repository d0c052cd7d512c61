/**
 * Hostile uploads, generated at test time (nothing binary is checked in): each must end in a clean
 * 400 at upload or in a `failed` job, while the server keeps serving everyone else.
 */
import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { statementPdf } from './statementPdf.js';

/**
 * Writes a PDF from numbered object bodies (object n is `bodies[n - 1]`), with a correct xref table,
 * so hand-made structures (cycles, encryption, huge images) are still well-formed files.
 */
export const assemblePdf = (bodies: (string | Buffer)[], trailerExtra = ''): Buffer => {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(offset);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    chunks.push(part);
    offset += part.length;
  });
  const xref = [`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(chunks);
};

const stream = (dict: string, data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/** A page whose content stream inflates from ~0.5 MB to 512 MB. */
export const decompressionBombPdf = async (): Promise<Buffer> => {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => { deflate.on('end', resolve); deflate.on('error', reject); });
  const block = Buffer.alloc(1024 * 1024, 0x20); // spaces: valid content-stream whitespace, forever
  for (let i = 0; i < 512; i++) {
    if (!deflate.write(block)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(out);
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    stream('/Filter /FlateDecode', data),
  ]);
};

/** A real statement cut off after its first third. */
export const truncatedPdf = async (): Promise<Buffer> => {
  const whole = Buffer.from(await statementPdf({ pages: 2 }));
  return whole.subarray(0, Math.floor(whole.length / 3));
};

/** Standard security handler, revision 3, with a user password we do not know. */
export const encryptedPdf = (): Buffer => {
  const hex = (n: number) => Buffer.alloc(32, n).toString('hex');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${hex(0x41)}> /U <${hex(0x42)}> >>`,
  ], `/Encrypt 4 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>] `);
};

/** A page tree whose /Pages node lists itself as a kid. */
export const cyclicPageTreePdf = (): Buffer => assemblePdf([
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
]);

/** A 1 x 1 PNG, to be uploaded under a `.pdf` name. */
export const pngBytes = (): Buffer => Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** 3,000 blank pages: over the 1,000-page limit. */
export const blankPagesPdf = async (count = 3000): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage([200, 200]);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
};

/** A page drawing one image that declares 60,000 x 60,000 RGB pixels (10.8 GB decoded) in a few bytes. */
export const hugeImagePdf = (): Buffer => {
  const pixels = deflateSync(Buffer.alloc(64 * 1024));
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    stream('', Buffer.from('q 612 0 0 792 0 0 cm /Im0 Do Q')),
    stream('/Type /XObject /Subtype /Image /Width 60000 /Height 60000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode', pixels),
  ]);
};
