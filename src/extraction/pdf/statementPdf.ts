import * as mupdf from 'mupdf';
import type { DocumentSignals } from '../../domain/statement.js';
import { groupLines } from '../layout/groupLines.js';
import type { PageLayout, Word } from '../layout/pageLayout.js';
import { recognise } from '../ocr/recognise.js';
import { barsAsRules, repairOcrWords } from '../ocr/repairWords.js';
import { PdfError } from './errors.js';
import { unlockWithEmptyOwnerPassword } from './emptyOwnerPassword.js';
import { countIncrementalUpdates, pdfDateToIso } from './fileSignals.js';
import { BASE_OCR_SCALE, maxOcrScale, renderForOcr, renderTopGray, withoutTableRules } from './ocrImage.js';
import { showsInk, surveyMarks, type PageMarks } from './pageMarks.js';
import { pageContentExcess } from './pageContentLimits.js';
import { readTextLayer } from './readTextLayer.js';

/** What is known about a PDF once it is open, before any page is read. */
export interface PdfInspection {
  pageCount: number;
  signals: DocumentSignals;
  /** Title, author and subject from the info dictionary: a bank name is often there. */
  info: { title: string | null; author: string | null; subject: string | null };
}

export interface ReadPageOptions {
  /** `auto` (default) OCRs only pages without a usable text layer. */
  ocr?: 'auto' | 'never' | 'force';
}

/** One opened PDF; cheap to keep open while its pages are read. */
export interface StatementPdf {
  readonly inspection: PdfInspection;
  /** 1-based page. Never throws for a bad page: returns a layout with warnings. */
  readPage(page: number, options?: ReadPageOptions): Promise<PageLayout>;
  /**
   * The page as `readPage` reads it when its text layer is usable; null, without OCR, when the page
   * would need OCR (a caller that can hand slow pages to other threads asks this first).
   */
  readTextPage(page: number): Promise<PageLayout | null>;
  /**
   * The words OCR reads in the top of a page that its text layer does not hold (`printed`, the words
   * `readPage` gave): a letterhead printed as a picture or drawn as shapes (a bank's logo). Empty when
   * nothing else is printed there.
   */
  readLetterhead(page: number, printed: readonly Word[]): Promise<Word[]>;
  close(): void;
}

/** Fewer printable characters than this and the page is treated as a scan. */
const MIN_TEXT_CHARS = 40;

/**
 * Opens a statement PDF. Throws PdfError('invalid_pdf') for bytes mupdf cannot open and
 * PdfError('encrypted_pdf') when a password is needed.
 */
export const openStatementPdf = (bytes: Uint8Array): StatementPdf => {
  let doc: mupdf.Document;
  try {
    doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch (e) {
    throw new PdfError('invalid_pdf', `the file is not a readable PDF: ${(e as Error).message}`);
  }
  if (doc.needsPassword() && !unlockWithEmptyOwnerPassword(doc)) {
    const readable = withoutAttachmentPassword(doc);
    doc.destroy();
    if (!readable) throw new PdfError('encrypted_pdf', 'the PDF is protected by a password');
    doc = readable;
  }
  let pageCount: number;
  try {
    pageCount = doc.countPages();
  } catch (e) {
    doc.destroy();
    throw new PdfError('invalid_pdf', `the PDF's page tree cannot be read: ${(e as Error).message}`);
  }
  if (pageCount < 1) {
    doc.destroy();
    throw new PdfError('invalid_pdf', 'the PDF has no pages');
  }
  const meta = (key: string): string | null => {
    try {
      const v = doc.getMetaData(key)?.trim();
      return v ? v : null;
    } catch {
      return null;
    }
  };
  const inspection: PdfInspection = {
    pageCount,
    signals: {
      pageCount,
      producer: meta('info:Producer'),
      creator: meta('info:Creator'),
      creationDate: pdfDateToIso(meta('info:CreationDate') ?? undefined),
      modificationDate: pdfDateToIso(meta('info:ModDate') ?? undefined),
      incrementalUpdates: countIncrementalUpdates(bytes),
      pagesWithMixedAmountFonts: [],
      ocrPages: [],
    },
    info: { title: meta('info:Title'), author: meta('info:Author'), subject: meta('info:Subject') },
  };

  /** `deferOcr`: give null instead of reading by OCR a page that needs it. */
  const read = async (pageNo: number, mode: NonNullable<ReadPageOptions['ocr']>, deferOcr: boolean): Promise<PageLayout | null> => {
    const empty = (warning: string, width = 0, height = 0): PageLayout => ({
      page: pageNo,
      width,
      height,
      ocr: false,
      lines: [],
      warnings: [warning],
    });
    if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > pageCount) return empty(`page ${pageNo}: no such page`);
    let page: mupdf.Page;
    try {
      page = doc.loadPage(pageNo - 1);
    } catch (e) {
      return empty(`page ${pageNo}: cannot be loaded (${(e as Error).message})`);
    }
    // A page whose content passes what one page may cost is not interpreted at all (the upload check
    // refuses such files; this holds for files that reach extraction another way).
    const excess = pageContentExcess(page);
    if (excess) {
      page.destroy();
      return { ...empty(`page ${pageNo}: not read: ${excess}`), refused: excess };
    }
    try {
      const [bx0, by0, bx1, by1] = page.getBounds();
      const width = round(bx1 - bx0);
      const height = round(by1 - by0);
      const warnings: string[] = [];
      let words: ReturnType<typeof readTextLayer>['words'] = [];
      if (mode !== 'force') {
        try {
          const layer = readTextLayer(page);
          words = layer.words;
          if (layer.truncated) warnings.push(`page ${pageNo}: text layer too large, read only its first part`);
        } catch (e) {
          warnings.push(`page ${pageNo}: text layer unreadable (${(e as Error).message})`);
        }
      }
      const printable = words.reduce((n, w) => n + w.text.length, 0);
      const needsOcr = mode === 'force' || (mode === 'auto' && printable < MIN_TEXT_CHARS);
      if (!needsOcr) return { page: pageNo, width, height, ocr: false, lines: groupLines(words), warnings };
      const marks = inkOf(page, pageNo, width, height, warnings);
      if (marks === 'blank') {
        warnings.push(`page ${pageNo}: blank (nothing printed on it), not read by OCR`);
        return { page: pageNo, width, height, ocr: false, lines: groupLines(words), warnings };
      }
      if (deferOcr) return null;
      const ocrWords = await readByOcr(page, pageNo, width, height, marks, warnings);
      if (ocrWords === null) return { page: pageNo, width, height, ocr: false, lines: groupLines(words), warnings };
      return { page: pageNo, width, height, ocr: true, lines: barsAsRules(groupLines(ocrWords)), warnings };
    } catch (e) {
      return empty(`page ${pageNo}: unreadable (${(e as Error).message})`);
    } finally {
      page.destroy();
    }
  };

  return {
    inspection,
    readPage: async (pageNo, options = {}) => (await read(pageNo, options.ocr ?? 'auto', false))!,
    readTextPage: (pageNo) => read(pageNo, 'auto', true),
    readLetterhead: async (pageNo, printed) => {
      if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > pageCount) return [];
      const page = doc.loadPage(pageNo - 1);
      try {
        if (pageContentExcess(page)) return [];
        return await readLetterhead(page, printed);
      } catch {
        // (A letterhead is a hint: a page that cannot be drawn gives none, and no error.)
        return [];
      } finally {
        page.destroy();
      }
    },
    close() {
      doc.destroy();
    },
  };
};

const round = (n: number): number => Math.round(n * 100) / 100;

/** The share of a page's height, from its top, where a letterhead stands. */
const LETTERHEAD_SHARE = 0.3;

/** 300 dpi for a letterhead band, within OCR's pixel bounds: a hostile MediaBox of 60,000 points is drawn small, not in gigabytes. */
export const letterheadScale = (width: number, height: number): number => Math.min(BASE_OCR_SCALE, maxOcrScale(width, height * LETTERHEAD_SHARE));

/**
 * OCR of the top of the page with the text layer's words painted out, so that only what is printed
 * otherwise is read: a logo (`YES BANK`, `CommonwealthBank` drawn beside the text). Read at 300 dpi.
 */
const readLetterhead = async (page: mupdf.Page, printed: readonly Word[]): Promise<Word[]> => {
  const [bx0, by0, bx1, by1] = page.getBounds();
  const scale = letterheadScale(bx1 - bx0, by1 - by0);
  const band = renderTopGray(page, scale, LETTERHEAD_SHARE);
  const { width, height, pixels } = band;
  for (const w of printed) {
    // (With a margin: a word's box may hug its glyphs tighter than their ink, accents and strokes.)
    const padX = Math.max(2, w.size * 0.15 * scale);
    const padY = Math.max(2, (w.y1 - w.y0) * 0.3 * scale);
    const x0 = Math.max(0, Math.floor((w.x0 - bx0) * scale - padX));
    const x1 = Math.min(width, Math.ceil((w.x1 - bx0) * scale + padX));
    const y0 = Math.max(0, Math.floor((w.y0 - by0) * scale - padY));
    const y1 = Math.min(height, Math.ceil((w.y1 - by0) * scale + padY));
    for (let y = y0; y < y1; y++) pixels.fill(255, y * width + x0, y * width + x1);
  }
  // (Nothing left but paper: no tesseract run.)
  if (!pixels.some((v) => v < 128)) return [];
  return repairOcrWords(await recognise({ gray: band, scale }));
};

/** Nothing learnt about the page's marks (the survey failed): OCR still reads it, as a page without a picture. */
const UNSURVEYED: PageMarks = { paintOps: 1, mainImage: null };

/**
 * Whether a page without usable text has anything printed on it: 'blank' when no operator paints, or
 * when a quick 72 dpi render shows no ink (only white fills, a scan of an empty sheet). Otherwise its
 * marks, for OCR. A page whose survey fails is not called blank: OCR gets its chance.
 */
const inkOf = (page: mupdf.Page, pageNo: number, width: number, height: number, warnings: string[]): PageMarks | 'blank' => {
  try {
    const marks = surveyMarks(page, width * height);
    if (marks.paintOps === 0 || !showsInk(page, width, height)) return 'blank';
    return marks;
  } catch (e) {
    warnings.push(`page ${pageNo}: could not check for ink (${(e as Error).message})`);
    return UNSURVEYED;
  }
};

/**
 * The page's words read by OCR, in points; null (with a warning) when OCR failed. The render is
 * bounded in pixels (`MAX_OCR_PIXELS`) and tesseract in time, so a hostile page costs a warning.
 */
const readByOcr = async (page: mupdf.Page, pageNo: number, width: number, height: number, marks: PageMarks, warnings: string[]): Promise<Word[] | null> => {
  try {
    const rendered = renderForOcr(page, width, height, marks);
    const { scale, glyphPt, enlarged } = rendered;
    if (scale < BASE_OCR_SCALE - 1e-9) warnings.push(`page ${pageNo}: page of ${width} x ${height} pt rendered below 300 dpi for OCR`);
    const words = await recognise({ gray: withoutTableRules(rendered), scale, rows: enlarged });
    const smallType = glyphPt !== null && scale > BASE_OCR_SCALE * 1.01 ? ` (small type, capitals ${glyphPt.toFixed(1)} pt, read at ${Math.round(scale * 72)} dpi)` : '';
    warnings.push(`page ${pageNo}: no usable text layer, read by OCR${smallType}`);
    return repairOcrWords(words);
  } catch (e) {
    warnings.push(`page ${pageNo}: OCR failed (${(e as Error).message})`);
    return null;
  }
};

/**
 * A PDF whose password guards only its attachments (crypt filters `Identity` for streams and strings,
 * `/EFF` for embedded files, as some bank apps export) asks mupdf for a password its pages do not
 * need: its pages are stored in the clear, as every other reader shows them. Such a document is
 * reopened without its encryption dictionary; anything truly encrypted gives null.
 */
export const withoutAttachmentPassword = (doc: mupdf.Document): mupdf.Document | null => {
  if (!(doc instanceof mupdf.PDFDocument)) return null;
  try {
    const encrypt = doc.getTrailer().get('Encrypt').resolve();
    const clear = (key: string): boolean => encrypt.get(key).isName() && encrypt.get(key).asName() === 'Identity';
    if (encrypt.get('V').asNumber() < 4 || !clear('StmF') || !clear('StrF')) return null;
    doc.getTrailer().delete('Encrypt');
    const reopened = mupdf.Document.openDocument(doc.saveToBuffer('').asUint8Array(), 'application/pdf');
    if (!reopened.needsPassword()) return reopened;
    reopened.destroy();
    return null;
  } catch {
    return null;
  }
};
