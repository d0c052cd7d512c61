import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../ocr/grayImage.js';
import { MAX_OCR_PIXELS, MAX_OCR_SIDE, ocrScale, TARGET_GLYPH_PX, withoutTableRules } from './ocrImage.js';
import { letterheadScale } from './statementPdf.js';

describe('ocrScale', () => {
  it('renders a Letter page at 300 dpi', () => {
    expect(ocrScale(612, 792)).toBeCloseTo(300 / 72, 10);
  });

  it('keeps 300 dpi for ordinary print: 9.5-point type has capitals ~7 pt tall, ~29 px at 300 dpi', () => {
    expect(ocrScale(612, 792, 7.06)).toBeCloseTo(300 / 72, 10);
  });

  it('enlarges small type until its capitals reach the target height', () => {
    // 8.5-point type: capitals ~6 pt.
    expect(ocrScale(612, 792, 6) * 6).toBeCloseTo(TARGET_GLYPH_PX, 6);
  });

  it('enlarges tiny type only as far as the pixel budget allows', () => {
    const scale = ocrScale(612, 792, 1);
    expect(612 * scale * 792 * scale).toBeLessThanOrEqual(MAX_OCR_PIXELS * 1.0001);
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

describe('withoutTableRules', () => {
  /** A grainy scan (no one gray covers most of it), with column rules where `ruled` says. */
  const scan = (ruled: boolean): GrayImage => {
    const [width, height] = [600, 800];
    const pixels = new Uint8Array(width * height);
    for (let i = 0; i < pixels.length; i++) pixels[i] = 235 + (i % 7) * 3;
    if (ruled) for (const c of [50, 300, 450, 580]) for (let y = 100; y < 700; y++) pixels[y * width + c] = pixels[y * width + c + 1] = 0;
    for (let y = 300; y < 320; y++) for (let x = 100; x < 103; x++) pixels[y * width + x] = 0;
    return { width, height, pixels };
  };
  const glyphPt = 20 / (300 / 72);

  it('takes a scanned grid\'s rules out, and leaves a scan without a grid as it is', () => {
    const gridded = withoutTableRules({ image: scan(true), scale: 300 / 72, glyphPt, enlarged: false });
    expect(gridded.pixels[400 * 600 + 300]).toBe(255);
    expect(gridded.pixels[310 * 600 + 101]).toBe(0);
    const plain = scan(false);
    expect(withoutTableRules({ image: plain, scale: 300 / 72, glyphPt, enlarged: false })).toBe(plain);
  });

  it('despeckles a scan measured grainy, and only such a scan', () => {
    const specked = scan(false);
    specked.pixels[500 * 600 + 200] = 0;
    expect(withoutTableRules({ image: specked, scale: 300 / 72, glyphPt, enlarged: false, grainy: true }).pixels[500 * 600 + 200]).toBeGreaterThan(200);
    expect(withoutTableRules({ image: specked, scale: 300 / 72, glyphPt, enlarged: false }).pixels[500 * 600 + 200]).toBe(0);
  });
});

describe('letterheadScale', () => {
  it('reads a letterhead at 300 dpi, and the top of a hostile 60,000-point page within the OCR pixel bounds', () => {
    expect(letterheadScale(612, 792)).toBeCloseTo(300 / 72, 10);
    const scale = letterheadScale(60_000, 60_000);
    expect(60_000 * scale * (60_000 * 0.3 * scale)).toBeLessThanOrEqual(MAX_OCR_PIXELS * 1.0001);
    expect(60_000 * scale).toBeLessThanOrEqual(MAX_OCR_SIDE + 1e-6);
  });
});
