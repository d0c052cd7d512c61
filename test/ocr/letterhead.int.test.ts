/**
 * A bank named only in its logo: the text layer holds the statement and no bank name, the letterhead a
 * picture of it. The engine reads the top of the first page by OCR, the text layer's words painted out,
 * and takes the name a bank word makes there.
 */
import * as mupdf from 'mupdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { processStatement } from '../../src/engine.js';
import type { StatementData } from '../../src/domain/statement.js';

/** A picture of `text` in large bold type, as a logo is drawn. */
const logoPng = (text: string): Uint8Array => {
  const html = `<html><body style="margin:4pt"><p style="font-family:sans-serif;font-weight:bold;font-size:28pt">${text}</p></body></html>`;
  const doc = mupdf.Document.openDocument(new TextEncoder().encode(html), 'text/html');
  try {
    doc.layout(300, 60, 10);
    const page = doc.loadPage(0);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false, true);
    const png = pixmap.asPNG();
    pixmap.destroy();
    page.destroy();
    return png;
  } finally {
    doc.destroy();
  }
};

/** A one-page statement whose text names no bank, with `logo` pictured in its top left corner. */
const statementPdf = async (logo: string | null, title = 'Account Statement'): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  if (logo) page.drawImage(await pdf.embedPng(logoPng(logo)), { x: 40, y: 770, width: 300, height: 60 });
  const text = (s: string, x: number, y: number): void => page.drawText(s, { x, y, size: 9, font });
  const right = (s: string, x: number, y: number): void => text(s, x - font.widthOfTextAtSize(s, 9), y);
  page.drawText(title, { x: 340, y: 806, size: 14, font });
  text('Statement period: 01/03/2024 to 31/03/2024', 40, 730);
  text('Account number: 0012 3456 7890', 40, 716);
  text('Opening balance', 40, 700);
  right('1,250.00', 540, 700);
  [['Date', 40], ['Description', 110], ['Debit', 380], ['Credit', 450], ['Balance', 510]].forEach(([s, x]) => text(s as string, x as number, 670));
  const rows: [string, string, string, string, string][] = [
    ['04/03/2024', 'Salary March', '', '2,400.00', '3,650.00'],
    ['09/03/2024', 'Grocery store', '84.20', '', '3,565.80'],
    ['17/03/2024', 'Electricity bill', '121.55', '', '3,444.25'],
  ];
  rows.forEach(([date, description, debit, credit, balance], i) => {
    const y = 652 - i * 14;
    text(date, 40, y);
    text(description, 110, y);
    if (debit) right(debit, 410, y);
    if (credit) right(credit, 480, y);
    right(balance, 540, y);
  });
  text('Closing balance', 40, 600);
  right('3,444.25', 540, 600);
  pdf.setCreationDate(new Date(Date.UTC(2024, 3, 1)));
  return pdf.save({ useObjectStreams: false });
};

const read = async (bytes: Uint8Array): Promise<StatementData> => {
  const result = await processStatement(bytes);
  if (result.status !== 'auto_analyzed') throw new Error(`engine failed: ${result.error.code}: ${result.error.message}`);
  return result.data;
};

describe('a bank named only in the letterhead picture', () => {
  it('reads the name from the logo by OCR and says so', async () => {
    const data = await read(await statementPdf('MERIDIAN BANK'));
    expect(data.bank_name).toBe('MERIDIAN BANK');
    expect(data.warnings).toContain('the bank is named only in a picture of the letterhead: its name was read there by OCR');
    expect(data.warnings.some((w) => w.startsWith('bank name not found'))).toBe(false);
    expect(data.transaction_count).toBe(3);
  });

  it('reports Unknown where no picture names it', async () => {
    const data = await read(await statementPdf(null));
    expect(data.bank_name).toBe('Unknown');
  });

  it('prefers a logo naming a bank to a title the text guessed from', async () => {
    const data = await read(await statementPdf('MERIDIAN BANK', 'LAPORAN TRANSAKSI FINANSIAL'));
    expect(data.bank_name).toBe('MERIDIAN BANK');
  });
});
