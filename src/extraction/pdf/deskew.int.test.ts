import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { scanPdf } from '../../../test/fixtures/generator/scan.js';
import { createRng } from '../../../test/fixtures/generator/prng.js';
import { otsuThreshold } from '../ocr/otsu.js';
import { estimateSkew } from '../ocr/skew.js';
import { renderForOcr, renderGray } from './ocrImage.js';
import { surveyMarks } from './pageMarks.js';

/** A page of rows of print, scanned crooked. */
const crookedScan = async (rotation: number): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  for (let y = 720; y > 80; y -= 16) page.drawText(`12/03/2024   CARD PURCHASE GROCERY STORE 4410   REF 99812   1,234.56   9,876.54`, { x: 40, y, size: 9, font });
  return scanPdf(await doc.save(), { dpi: 200, rotation, speckle: 0, quality: 80 }, createRng(7));
};

describe('renderForOcr', () => {
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
