/**
 * The extraction engine as the service and the CLI call it: a PDF's bytes (or pages already read) in,
 * the processing result of decisions.md out. It knows nothing of HTTP, queues or storage.
 *
 * Two entry points because the service reads a statement's pages in parallel on worker threads and
 * only then assembles; the CLI and the benches read a whole file in one go.
 */
import { analyseStatement, defaultAnalysisSettings, type AnalysisSettings } from './analysis/index.js';
import { BANK_NOT_FOUND_WARNING, UNKNOWN_BANK } from './analysis/summary.js';
import type { ProcessingResult, StatementData } from './domain/statement.js';

export type { AnalysisSettings } from './analysis/index.js';
import { openStatementPdf, parseStatement, PdfError, type PageLayout, type PdfInspection, type StatementPdf, type Word } from './extraction/index.js';
import { groupLines } from './extraction/layout/groupLines.js';
import { lineText } from './extraction/layout/pageLayout.js';
import { namesABank, readBankNameWithEvidence } from './extraction/metadata/bankName.js';

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
export const assembleStatement = (pages: PageLayout[], inspection: PdfInspection, options: EngineOptions = {}): ProcessingResult => assemble(pages, inspection, options).result;

/** `assembleStatement`, and whether the bank name read is a guess (see `ParsedStatement.bankNameGuessed`). */
const assemble = (pages: PageLayout[], inspection: PdfInspection, options: EngineOptions): { result: ProcessingResult; bankNameGuessed: boolean } => {
  const refused = pages.find((p) => p.refused);
  if (refused) return { result: { status: 'failed', error: { code: 'pdf_too_complex', message: `page ${refused.page} was not read: ${refused.refused}` } }, bankNameGuessed: false };
  const parsed = parseStatement(pages, inspection);
  if (parsed.transactions.length === 0 && !parsed.listsNoTransactions) {
    const why = parsed.warnings.length ? ` (${parsed.warnings.slice(0, 3).join('; ')})` : '';
    return { result: { status: 'failed', error: { code: 'no_transactions_found', message: `no transaction rows were found in the statement${why}` } }, bankNameGuessed: false };
  }
  const settings: AnalysisSettings = { ...defaultAnalysisSettings, ...options.analysis };
  return { result: { status: 'auto_analyzed', data: analyseStatement(parsed, settings) }, bankNameGuessed: parsed.bankNameGuessed === true };
};

/** A document longer than this is not read again by OCR when its text layer gives nothing: too slow for one job. */
const MAX_OCR_RETRY_PAGES = 12;

/** Reads a statement's pages again, when assembling shows the first reading missed something. */
export interface PageRereader {
  /** The page read by OCR, whatever its text layer holds. */
  byOcr(page: number): Promise<PageLayout>;
  /** The words of the page's letterhead that its text layer (`printed`) does not hold (a logo), read by OCR. */
  letterhead?(page: number, printed: readonly Word[]): Promise<Word[]>;
}

/**
 * Assembles, and where the text layer gave no transaction (a font that maps its glyphs to the wrong
 * letters and digits, `mostbank` for `Postbank`), reads the pages again by OCR and keeps that reading
 * if it finds the transactions. Only a failure pays for OCR, and only on a short document. A
 * statement whose text names no bank, or only guesses one (a title, an address's brand), has its
 * first page's letterhead read by OCR: the name printed only in a logo (`YES BANK`).
 */
export const assembleOrReadByOcr = async (pages: PageLayout[], inspection: PdfInspection, reread: PageRereader, options: EngineOptions = {}): Promise<ProcessingResult> => {
  const { result, bankNameGuessed, read } = await assembleOrRetry(pages, inspection, reread, options);
  const unsure = result.status === 'auto_analyzed' && (result.data.bank_name === UNKNOWN_BANK || bankNameGuessed);
  if (unsure && options.ocr !== 'never') await nameFromLetterhead(result.data, read, reread);
  return result;
};

const assembleOrRetry = async (pages: PageLayout[], inspection: PdfInspection, reread: PageRereader, options: EngineOptions) => {
  const first = assemble(pages, inspection, options);
  const failed = first.result.status === 'failed' && first.result.error.code === 'no_transactions_found';
  const retry = failed && options.ocr !== 'never' && pages.some((p) => !p.ocr && p.lines.length > 0) && pages.length <= MAX_OCR_RETRY_PAGES;
  if (!retry) return { ...first, read: pages };
  const ocrPages: PageLayout[] = [];
  for (const p of pages) ocrPages.push(p.ocr ? p : await reread.byOcr(p.page));
  const second = assemble(ocrPages, inspection, options);
  if (second.result.status !== 'auto_analyzed') return { ...first, read: pages };
  second.result.data.warnings.unshift('the text layer gave no transactions (its font may map glyphs to the wrong characters): the pages were read by OCR');
  return { ...second, read: ocrPages };
};

/**
 * The bank named in the first page's letterhead picture, where its text names none or only guesses
 * one; a guess gives way only to a name a bank word makes. Mutates `data`.
 */
const nameFromLetterhead = async (data: StatementData, pages: readonly PageLayout[], reread: PageRereader): Promise<void> => {
  const first = pages[0];
  // (A page read by OCR was read whole, its letterhead with it.)
  if (!first || first.ocr || !reread.letterhead) return;
  const words = await reread.letterhead(first.page, first.lines.flatMap((l) => l.words));
  if (words.length === 0) return;
  const lines = groupLines(words);
  const reading = readBankNameWithEvidence([{ ...first, lines }], { title: null, author: null, subject: null }, lines.map(lineText).join('\n'));
  if (!reading || (data.bank_name !== UNKNOWN_BANK && (reading.guessed || !namesABank(reading.name)))) return;
  data.bank_name = reading.name;
  data.warnings = data.warnings.filter((w) => w !== BANK_NOT_FOUND_WARNING);
  data.warnings.push('the bank is named only in a picture of the letterhead: its name was read there by OCR');
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
    return await assembleOrReadByOcr(pages, pdf.inspection, { byOcr: (page) => open.readPage(page, { ocr: 'force' }), letterhead: (page, printed) => open.readLetterhead(page, printed) }, options);
  } catch (error) {
    if (error instanceof PdfError) return { status: 'failed', error: { code: error.code, message: error.message } };
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'failed', error: { code: 'internal_error', message: `extraction failed: ${message}` } };
  } finally {
    pdf?.close();
  }
};
