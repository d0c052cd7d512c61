/**
 * The extraction engine as the service and the CLI call it: a PDF's bytes (or pages already read) in,
 * the processing result of decisions.md out. It knows nothing of HTTP, queues or storage.
 *
 * Two entry points because the service reads a statement's pages in parallel on worker threads and
 * only then assembles; the CLI and the benches read a whole file in one go.
 */
import { analyseStatement, defaultAnalysisSettings, type AnalysisSettings } from './analysis/index.js';
import type { ProcessingResult } from './domain/statement.js';

export type { AnalysisSettings } from './analysis/index.js';
import { openStatementPdf, parseStatement, PdfError, type PageLayout, type PdfInspection, type StatementPdf } from './extraction/index.js';

export interface EngineOptions {
  /** `auto` (default) OCRs only pages without a usable text layer; `force` OCRs every page. */
  ocr?: 'auto' | 'never' | 'force';
  /** Overrides of the analysis thresholds; the rest keep their defaults. */
  analysis?: Partial<AnalysisSettings>;
}

/**
 * Pure: layout analysis over pages already read, then the analysis rules. A statement in which no
 * transaction row was found fails with `no_transactions_found` rather than reporting an empty month,
 * because an empty result from a real statement is almost always a layout we could not read; one with
 * a page too costly to interpret fails with `pdf_too_complex`.
 */
export const assembleStatement = (pages: PageLayout[], inspection: PdfInspection, options: EngineOptions = {}): ProcessingResult => {
  const refused = pages.find((p) => p.refused);
  if (refused) return { status: 'failed', error: { code: 'pdf_too_complex', message: `page ${refused.page} was not read: ${refused.refused}` } };
  const parsed = parseStatement(pages, inspection);
  if (parsed.transactions.length === 0 && !parsed.listsNoTransactions) {
    const why = parsed.warnings.length ? ` (${parsed.warnings.slice(0, 3).join('; ')})` : '';
    return { status: 'failed', error: { code: 'no_transactions_found', message: `no transaction rows were found in the statement${why}` } };
  }
  const settings: AnalysisSettings = { ...defaultAnalysisSettings, ...options.analysis };
  return { status: 'auto_analyzed', data: analyseStatement(parsed, settings) };
};

/** A document longer than this is not read again by OCR when its text layer gives nothing: too slow for one job. */
const MAX_OCR_RETRY_PAGES = 12;

/**
 * Assembles, and where the text layer gave no transaction (a font that maps its glyphs to the wrong
 * letters and digits, `mostbank` for `Postbank`), reads the pages again by OCR and keeps that reading
 * if it finds the transactions. Only a failure pays for OCR, and only on a short document.
 */
export const assembleOrReadByOcr = async (
  pages: PageLayout[],
  inspection: PdfInspection,
  readByOcr: (page: number) => Promise<PageLayout>,
  options: EngineOptions = {},
): Promise<ProcessingResult> => {
  const first = assembleStatement(pages, inspection, options);
  const retry = first.status === 'failed' && first.error.code === 'no_transactions_found' && options.ocr !== 'never' && pages.some((p) => !p.ocr && p.lines.length > 0) && pages.length <= MAX_OCR_RETRY_PAGES;
  if (!retry) return first;
  const ocrPages: PageLayout[] = [];
  for (const p of pages) ocrPages.push(p.ocr ? p : await readByOcr(p.page));
  const second = assembleStatement(ocrPages, inspection, options);
  if (second.status !== 'auto_analyzed') return first;
  second.data.warnings.unshift('the text layer gave no transactions (its font may map glyphs to the wrong characters): the pages were read by OCR');
  return second;
};

/**
 * Whole file: open, read every page in order, assemble. Never throws: an unreadable or encrypted PDF
 * fails with its PdfError code, anything unexpected with `internal_error`.
 */
export const processStatement = async (bytes: Uint8Array, options: EngineOptions = {}): Promise<ProcessingResult> => {
  let pdf: StatementPdf | undefined;
  try {
    pdf = openStatementPdf(bytes);
    const pages: PageLayout[] = [];
    for (let page = 1; page <= pdf.inspection.pageCount; page++) {
      pages.push(await pdf.readPage(page, { ocr: options.ocr ?? 'auto' }));
    }
    const open = pdf;
    return await assembleOrReadByOcr(pages, pdf.inspection, (page) => open.readPage(page, { ocr: 'force' }), options);
  } catch (error) {
    if (error instanceof PdfError) return { status: 'failed', error: { code: error.code, message: error.message } };
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'failed', error: { code: 'internal_error', message: `extraction failed: ${message}` } };
  } finally {
    pdf?.close();
  }
};
