/**
 * The extraction engine's reading half: open a PDF, read its pages (text layer or OCR) into
 * positioned words, then analyse the layout of all pages into a ParsedStatement.
 */
export { PdfError } from './pdf/errors.js';
export { openStatementPdf, type PdfInspection, type ReadPageOptions, type StatementPdf } from './pdf/statementPdf.js';
export type { Line, PageLayout, Word } from './layout/pageLayout.js';
export { parseStatement } from './parseStatement.js';
