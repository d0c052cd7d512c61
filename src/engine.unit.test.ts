import { describe, expect, it } from 'vitest';
import { assembleStatement } from './engine.js';
import type { Line, PageLayout, PdfInspection, Word } from './extraction/index.js';

const line = (y: number, cells: [string, number][]): Line => {
  const words: Word[] = cells.flatMap(([text, x]) => {
    let at = x;
    return text.split(' ').map((t) => {
      const w: Word = { text: t, x0: at, x1: at + t.length * 4, y0: y, y1: y + 8, font: 'F', size: 8 };
      at = w.x1 + 2;
      return w;
    });
  });
  return { words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: y, y1: y + 8 };
};
const inspection: PdfInspection = {
  pageCount: 1,
  signals: { pageCount: 1, producer: null, creator: null, creationDate: null, modificationDate: null, incrementalUpdates: 0, pagesWithMixedAmountFonts: [], ocrPages: [] },
  info: { title: null, author: null, subject: null },
};
const statement = (rows: Line[]): PageLayout[] => [
  {
    page: 1,
    width: 595,
    height: 842,
    ocr: false,
    warnings: [],
    lines: [
      line(100, [['Statement period 01/07/2024 - 31/07/2024', 306]]),
      line(344, [['Opening balance', 39], ['142.50', 528]]),
      line(378, [['Closing balance', 39], ['142.50', 528]]),
      line(417, [['Date', 44], ['Transaction', 146], ['Debit', 367], ['Credit', 436], ['Balance', 508]]),
      ...rows,
    ],
  },
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
});
