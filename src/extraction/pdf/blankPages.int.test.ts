/**
 * Pages without a usable text layer are checked for ink before OCR: a blank page is recorded as empty
 * at once, with a warning naming it, on both reading paths (`readPage` and the service's
 * `readTextPage`, which must not hand a blank page back as a slow OCR page).
 */
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { blankPdf, blankScanPdf, footerOnlyPdf, whitePaintedPdf } from '../../../test/support/blankPdfs.js';
import { processStatement } from '../../engine.js';
import { showsInk, surveyMarks } from './pageMarks.js';
import { openStatementPdf } from './statementPdf.js';

const withPage = async <T>(bytes: Uint8Array, use: (page: mupdf.Page) => T): Promise<T> => {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const page = doc.loadPage(0);
  try {
    return use(page);
  } finally {
    page.destroy();
    doc.destroy();
  }
};

describe('ink on a page without text', () => {
  it('finds no painting operator at all on an empty page', async () => {
    expect(await withPage(await blankPdf(1), (page) => surveyMarks(page, 612 * 792))).toEqual({ paintOps: 0, mainImage: null });
  });

  it('sees marks but no ink on a page painted white and on a scan of an empty sheet', async () => {
    for (const pdf of [await whitePaintedPdf(), await blankScanPdf()]) {
      await withPage(pdf, (page) => {
        expect(surveyMarks(page, 612 * 792).paintOps).toBeGreaterThan(0);
        expect(showsInk(page, 612, 792)).toBe(false);
      });
    }
  });

  it('sees ink in a lone small gray footer, so such a page still goes to OCR', async () => {
    expect(await withPage(await footerOnlyPdf(), (page) => showsInk(page, 612, 792))).toBe(true);
  });

  it('reports the resolution of a scanned page picture: 200 dpi over the whole page', async () => {
    const marks = await withPage(await blankScanPdf(), (page) => surveyMarks(page, 612 * 792));
    expect(marks.mainImage?.pixelsPerPoint).toBeCloseTo(200 / 72, 2);
    expect(marks.mainImage?.pageShare).toBeCloseTo(1, 3);
  });
});

describe('reading blank pages', () => {
  it('records a blank page as empty, with a warning naming it, without OCR', async () => {
    for (const bytes of [await blankPdf(1), await whitePaintedPdf(), await blankScanPdf()]) {
      const pdf = openStatementPdf(bytes);
      try {
        const layout = await pdf.readPage(1);
        expect(layout).toMatchObject({ page: 1, ocr: false, lines: [] });
        expect(layout.warnings).toEqual(['page 1: blank (nothing printed on it), not read by OCR']);
      } finally {
        pdf.close();
      }
    }
  });

  it('reads a blank page on the task path too, instead of handing it back as a page that needs OCR', async () => {
    const pdf = openStatementPdf(await blankScanPdf());
    try {
      expect(await pdf.readTextPage(1)).toMatchObject({ page: 1, ocr: false, lines: [] });
    } finally {
      pdf.close();
    }
    const footer = openStatementPdf(await footerOnlyPdf());
    try {
      expect(await footer.readTextPage(1)).toBeNull();
    } finally {
      footer.close();
    }
  });

  it('ends a PDF of 300 blank pages with no_transactions_found, naming blank pages', async () => {
    const result = await processStatement(await blankPdf(300));
    expect(result).toMatchObject({ status: 'failed', error: { code: 'no_transactions_found' } });
    if (result.status === 'failed') expect(result.error.message).toContain('page 1: blank');
  });
});
