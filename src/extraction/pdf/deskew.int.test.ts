import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { scanPdf } from '../../../test/fixtures/generator/scan.js';
import { createRng } from '../../../test/fixtures/generator/prng.js';
import { otsuThreshold } from '../ocr/otsu.js';
import { estimateSkew } from '../ocr/skew.js';
import { renderForOcr, renderGray } from './ocrImage.js';
import { surveyMarks } from './pageMarks.js';

/** A page of rows of print, scanned crooked (or with grain). */
const crookedScan = async (rotation: number, { size = 9, dpi = 200, speckle = 0, typeface = StandardFonts.Helvetica } = {}): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(typeface);
  const page = doc.addPage([612, 792]);
  for (let y = 720; y > 80; y -= size * 1.8) page.drawText(`12/03/2024   CARD PURCHASE GROCERY STORE 4410   REF 99812   1,234.56   9,876.54`, { x: 40, y, size, font });
  return scanPdf(await doc.save(), { dpi, rotation, speckle, quality: 80 }, createRng(7));
};

describe('renderForOcr', () => {
  it('reads a grainy scan of small type at 300 dpi, not enlarged past it, and small type on a clean one enlarged', async () => {
    for (const [speckle, enlargedToo] of [
      [0.004, false],
      [0, true],
    ] as const) {
      const pdf = mupdf.Document.openDocument(await crookedScan(0, { size: 6.5, dpi: 150, speckle, typeface: StandardFonts.Courier }), 'application/pdf');
      const page = pdf.loadPage(0);
      const [, , width, height] = page.getBounds();
      const { scale } = renderForOcr(page, width, height, surveyMarks(page, width * height));
      expect(scale > (300 / 72) * 1.01, `speckle ${speckle}`).toBe(enlargedToo);
      page.destroy();
      pdf.destroy();
    }
  });

  it('draws a crooked scan turned straight for OCR', async () => {
    const pdf = mupdf.Document.openDocument(await crookedScan(0.6), 'application/pdf');
    try {
      const page = pdf.loadPage(0);
      const [, , width, height] = page.getBounds();
      const before = renderGray(page, 300 / 72);
      expect(Math.abs(estimateSkew(before, otsuThreshold(before.pixels)))).toBeGreaterThanOrEqual(0.4);
      const { image } = renderForOcr(page, width, height, surveyMarks(page, width * height));
      expect(Math.abs(estimateSkew(image, otsuThreshold(image.pixels)))).toBeLessThan(0.15);
      page.destroy();
    } finally {
      pdf.destroy();
    }
  });
});
