/**
 * Runs inside an extraction worker thread: the engine's calls, one at a time, on bytes posted by the
 * pool. Anything this thread does wrong (a hostile PDF exhausting memory, a runaway page) costs only
 * this thread: the pool terminates and replaces it.
 */
import { parentPort } from 'node:worker_threads';
import type { PdfCheck, StoredPdf } from '../application/ports.js';
import { assembleOrReadByOcr } from '../engine.js';
import { openStatementPdf, PdfError, type PageLayout, type StatementPdf } from '../extraction/index.js';
import { checkPageContents } from '../extraction/pdf/pageContentLimits.js';
import { decryptPdf } from './decryptPdf.js';
import { renderPagePng } from './renderPage.js';
import { READY, type ThreadRequest, type ThreadResponse } from './protocol.js';

const checkPdf = (bytes: Uint8Array): PdfCheck => {
  let pageCount;
  try {
    const pdf = openStatementPdf(bytes);
    pageCount = pdf.inspection.pageCount;
    pdf.close();
  } catch (error) {
    if (error instanceof PdfError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
  const contents = checkPageContents(bytes);
  if (!contents.ok) return { ok: false, code: 'pdf_too_complex', message: `page ${contents.page}: ${contents.reason}` };
  return { ok: true, pageCount };
};

/**
 * The documents this thread opened last, by blob key (their content hash). A job's pages arrive one call at a time, and
 * opening a document again (its xref, page tree and fonts) costs more than reading a page of it.
 */
const OPEN_DOCUMENTS = 3;
const openDocuments = new Map<string, StatementPdf>();

const documentOf = ({ key, bytes }: StoredPdf): StatementPdf => {
  const open = openDocuments.get(key);
  if (open !== undefined) {
    // Most recently used last.
    openDocuments.delete(key);
    openDocuments.set(key, open);
    return open;
  }
  const pdf = openStatementPdf(bytes);
  openDocuments.set(key, pdf);
  for (const [oldest, doc] of openDocuments) {
    if (openDocuments.size <= OPEN_DOCUMENTS) break;
    openDocuments.delete(oldest);
    doc.close();
  }
  return pdf;
};

/** Several pages stop at the first that needs OCR; one page is always read: see `Extractor.readPages`. */
const readPages = async (pdf: StoredPdf, pages: number[]): Promise<string[]> => {
  const doc = documentOf(pdf);
  const layouts: string[] = [];
  for (const page of pages) {
    const layout = pages.length === 1 ? await doc.readPage(page, { ocr: 'auto' }) : await doc.readTextPage(page);
    if (layout === null) break;
    layouts.push(JSON.stringify(layout));
  }
  return layouts;
};

const assemble = async (pdf: StoredPdf, pageLayouts: string[], analysis?: Readonly<Record<string, number>>) => {
  let doc;
  try {
    doc = documentOf(pdf);
  } catch (error) {
    if (error instanceof PdfError) return { status: 'failed' as const, error: { code: error.code, message: error.message } };
    throw error;
  }
  const pages = pageLayouts.map((json) => JSON.parse(json) as PageLayout);
  return assembleOrReadByOcr(pages, doc.inspection, { byOcr: (page) => doc.readPage(page, { ocr: 'force' }), letterhead: (page, printed) => doc.readLetterhead(page, printed) }, analysis === undefined ? {} : { analysis });
};

const run = async (request: ThreadRequest): Promise<unknown> => {
  switch (request.kind) {
    case 'checkPdf':
      return checkPdf(request.bytes);
    case 'decryptPdf':
      return decryptPdf(request.bytes, request.password);
    case 'readPages':
      return readPages(request.pdf, request.pages);
    case 'assemble':
      return assemble(request.pdf, request.pageLayouts, request.analysis);
    case 'renderPage':
      return renderPagePng(request.pdf.bytes, request.page, request.width);
    default: {
      const _exhaustive: never = request;
      return _exhaustive;
    }
  }
};

const port = parentPort;
if (port === null) throw new Error('extractionThread.ts runs only as a worker thread');
port.on('message', (request: ThreadRequest) => {
  run(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies ThreadResponse),
    (error: unknown) => {
      const e = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id: request.id, ok: false, error: { name: e.name, message: e.message } } satisfies ThreadResponse);
    },
  );
});
port.postMessage(READY);
