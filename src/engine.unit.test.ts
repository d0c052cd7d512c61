import { describe, expect, it } from 'vitest';
import { assembleOrReadByOcr, assembleStatement } from './engine.js';
import type { Line, PageLayout, PdfInspection } from './extraction/index.js';
import { lineOf as line, pageOf } from './extraction/testing/layoutLines.js';

const inspection: PdfInspection = {
  pageCount: 1,
  signals: { pageCount: 1, producer: null, creator: null, creationDate: null, modificationDate: null, incrementalUpdates: 0, pagesWithMixedAmountFonts: [], ocrPages: [] },
  info: { title: null, author: null, subject: null },
};
const statement = (rows: Line[]): PageLayout[] => [
  pageOf([
    line(100, [['Statement period 01/07/2024 - 31/07/2024', 306]]),
    line(344, [['Opening balance', 39], ['142.50', 528]]),
    line(378, [['Closing balance', 39], ['142.50', 528]]),
    line(417, [['Date', 44], ['Transaction', 146], ['Debit', 367], ['Credit', 436], ['Balance', 508]]),
    ...rows,
  ]),
];

describe('assembleStatement', () => {
  it('reports a statement whose transaction table lists nothing, opening and closing the same, as a quiet period', () => {
    const result = assembleStatement(statement([line(451, [['Balance b/f', 86], ['142.50', 528]])]), inspection);
    expect(result.status).toBe('auto_analyzed');
    if (result.status !== 'auto_analyzed') return;
    expect(result.data.transaction_count).toBe(0);
    expect(result.data.opening_balance).toBe(142.5);
    expect(result.data.end_month_balance).toBe(142.5);
    expect(result.data.warnings).toContain('the statement lists no transactions: no activity in the period');
  });

  it('fails a document with no transaction table as no_transactions_found', () => {
    const pages = statement([]).map((p) => ({ ...p, lines: p.lines.slice(0, 3) }));
    expect(assembleStatement(pages, inspection)).toMatchObject({ status: 'failed', error: { code: 'no_transactions_found' } });
  });

  it('reads the pages again by OCR when the text layer gives no transaction, and keeps that reading', async () => {
    const garbled = [pageOf([line(100, [['mostbank Kontoauszug', 40]]), line(120, [['Ietzter Kontostand', 40]])])];
    const byOcr = statement([line(451, [['02/07/2024', 44], ['Coffee', 146], ['10.00', 367], ['132.50', 508]])])[0]!;
    const asked: number[] = [];
    const result = await assembleOrReadByOcr(garbled, inspection, { byOcr: async (page) => {
      asked.push(page);
      return { ...byOcr, ocr: true };
    } });
    expect(asked).toEqual([1]);
    expect(result.status).toBe('auto_analyzed');
    if (result.status !== 'auto_analyzed') return;
    expect(result.data.transaction_count).toBe(1);
    expect(result.data.warnings[0]).toMatch(/read by OCR/);
  });

  it('keeps the first failure when OCR finds no transaction either', async () => {
    const garbled = [pageOf([line(100, [['Nothing to read here', 40]])])];
    const result = await assembleOrReadByOcr(garbled, inspection, { byOcr: async () => ({ ...garbled[0]!, ocr: true }) });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'no_transactions_found' } });
  });
});
