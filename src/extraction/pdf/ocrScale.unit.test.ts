import { describe, expect, it } from 'vitest';
import { MAX_OCR_PIXELS, MAX_OCR_SIDE, ocrScale } from './statementPdf.js';

describe('ocrScale', () => {
  it('renders a Letter page at 300 dpi', () => {
    expect(ocrScale(612, 792)).toBeCloseTo(300 / 72, 10);
  });

  it('scales a page declaring 60,000 x 60,000 points down to the pixel budget', () => {
    const scale = ocrScale(60_000, 60_000);
    expect(60_000 * scale * 60_000 * scale).toBeLessThanOrEqual(MAX_OCR_PIXELS * 1.0001);
    expect(60_000 * scale).toBeLessThanOrEqual(MAX_OCR_SIDE);
  });

  it('keeps a very long, narrow page inside the side limit', () => {
    const scale = ocrScale(100, 14_400);
    expect(14_400 * scale).toBeLessThanOrEqual(MAX_OCR_SIDE + 1e-6);
  });
});
