/**
 * Small, low-resolution type read by OCR: a committed generated statement rendered as a 96-dpi
 * screenshot (colour, anti-aliased, PNG) and saved as an image-only PDF at test time. Its capitals are
 * ~9 px tall; the engine must measure that, enlarge the page smoothly and read the transactions.
 */
import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreTransactions, type ExpectedStatement } from '../../bench/scoring.js';
import { processStatement } from '../../src/engine.js';
import { BASE_OCR_SCALE, ENLARGED_GLYPH_PX, renderForOcr } from '../../src/extraction/pdf/ocrImage.js';
import { surveyMarks } from '../../src/extraction/pdf/pageMarks.js';
import { screenshotPdf } from '../support/screenshotPdf.js';

const CASE = new URL('../fixtures/statements/us_signed_amount/', import.meta.url);
const SCAN = new URL('../fixtures/statements/scan_us_checking/statement.pdf', import.meta.url);
let screenshot: Uint8Array;
let truth: ExpectedStatement;

beforeAll(async () => {
  screenshot = await screenshotPdf(new Uint8Array(await readFile(new URL('statement.pdf', CASE))), { dpi: 96, page: 'original', format: 'png' });
  truth = JSON.parse(await readFile(new URL('truth.json', CASE), 'utf8')) as ExpectedStatement;
});

/** How the engine would render page 1 of `bytes` for OCR. */
const ocrRenderOf = (bytes: Uint8Array) => {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const page = doc.loadPage(0);
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    const [width, height] = [x1 - x0, y1 - y0];
    const { scale, glyphPt, enlarged } = renderForOcr(page, width, height, surveyMarks(page, width * height));
    return { scale, glyphPt, enlarged };
  } finally {
    page.destroy();
    doc.destroy();
  }
};

describe('OCR of small, low-resolution type', () => {
  it('measures the capitals of 9.5-point type (~6.8 pt) and enlarges the clean screenshot to the capital height it reads best at', () => {
    const { scale, glyphPt, enlarged } = ocrRenderOf(screenshot);
    expect(glyphPt).toBeGreaterThan(6.2);
    expect(glyphPt).toBeLessThan(7.4);
    expect(scale * glyphPt!).toBeCloseTo(ENLARGED_GLYPH_PX, 0);
    expect(enlarged).toBe(true);
  });

  it('leaves a 200-dpi scan of ordinary print at 300 dpi, drawn by mupdf', async () => {
    const { scale, enlarged } = ocrRenderOf(new Uint8Array(await readFile(SCAN)));
    expect(scale).toBeCloseTo(BASE_OCR_SCALE, 6);
    expect(enlarged).toBe(false);
  });

  it('reads the transactions of a 96-dpi screenshot saved as PDF', async () => {
    const result = await processStatement(screenshot);
    if (result.status !== 'auto_analyzed') throw new Error(`engine failed: ${result.error.code}: ${result.error.message}`);
    const score = scoreTransactions(truth.transactions, result.data.transactions);
    expect(score.f1, JSON.stringify({ missing: score.missing, extra: score.extra })).toBeGreaterThanOrEqual(0.95);
    expect(score.balanceMatched).toBe(score.balanceCompared);
  }, 120_000);
});
