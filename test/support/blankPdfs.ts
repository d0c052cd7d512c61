/**
 * Pages with nothing to read, made at test time with pdf-lib: empty pages, pages painted only white,
 * a scan of an empty sheet, and for contrast a page whose only print is a small gray footer.
 */
import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const LETTER: [number, number] = [612, 792];

/** `count` empty Letter pages (no content stream at all), as a scanner's blank separator sheets come out of some tools. */
export const blankPdf = async (count: number): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage(LETTER);
  return doc.save();
};

/** One page that paints a white rectangle over itself: marks, but no ink. */
export const whitePaintedPdf = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.addPage(LETTER).drawRectangle({ x: 0, y: 0, width: LETTER[0], height: LETTER[1], color: rgb(1, 1, 1) });
  return doc.save();
};

/**
 * One page holding a 200-dpi JPEG of an empty sheet: off-white paper with dust specks (one pixel in
 * 500, as a dusty scanner glass gives), as the back of a scanned statement page looks.
 */
export const blankScanPdf = async (): Promise<Uint8Array> => {
  const [w, h] = [Math.round((LETTER[0] * 200) / 72), Math.round((LETTER[1] * 200) / 72)];
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, w, h], false);
  let jpeg: Uint8Array;
  try {
    pixmap.clear(245);
    const pixels = pixmap.getPixels();
    let seed = 12345;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let k = 0; k < pixels.length / 500; k++) pixels[Math.floor(next() * pixels.length)] = 90 + Math.floor(next() * 80);
    jpeg = pixmap.asJPEG(55, false);
  } finally {
    pixmap.destroy();
  }
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  doc.addPage(LETTER).drawImage(image, { x: 0, y: 0, width: LETTER[0], height: LETTER[1] });
  return doc.save();
};

/** One page whose only print is "Page 2 of 2" in 6.5-point gray: little ink, but ink. */
export const footerOnlyPdf = async (): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage(LETTER).drawText('Page 2 of 2', { x: 500, y: 30, size: 6.5, font, color: rgb(0.35, 0.35, 0.35) });
  return doc.save();
};
