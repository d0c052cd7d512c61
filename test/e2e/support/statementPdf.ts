/**
 * Small digital bank statements for end-to-end tests, drawn with pdf-lib: a header with bank, account
 * and period, then a Date / Description / Amount / Balance table, a few rows per page.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface StatementOptions {
  pages?: number;
  rowsPerPage?: number;
  bankName?: string;
  /** Opening balance in cents. */
  opening?: number;
}

export interface StatementRow {
  date: string;
  description: string;
  /** Signed cents: deposits positive. */
  amount: number;
  balance: number;
}

const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
};

/** The rows a statement of `pages` x `rowsPerPage` holds: a deposit then debits, deterministic. */
export const statementRows = ({ pages = 1, rowsPerPage = 8, opening = 250_000 }: StatementOptions = {}): StatementRow[] => {
  const rows: StatementRow[] = [];
  let balance = opening;
  const total = pages * rowsPerPage;
  for (let i = 0; i < total; i++) {
    const day = 1 + Math.floor((i * 27) / total);
    const isDeposit = i % 4 === 0;
    const amount = isDeposit ? 120_000 + i * 13 : -(2_500 + i * 101);
    balance += amount;
    rows.push({
      date: `2026-03-${String(day).padStart(2, '0')}`,
      description: isDeposit ? `PAYROLL ACME CORP REF ${1000 + i}` : `CARD PURCHASE STORE ${100 + i}`,
      amount,
      balance,
    });
  }
  return rows;
};

/** A statement PDF whose rows are `statementRows(options)`. */
export const statementPdf = async (options: StatementOptions = {}): Promise<Uint8Array> => {
  const pages = options.pages ?? 1;
  const rowsPerPage = options.rowsPerPage ?? 8;
  const opening = options.opening ?? 250_000;
  const rows = statementRows({ pages, rowsPerPage, opening });
  const closing = rows.at(-1)?.balance ?? opening;
  const doc = await PDFDocument.create();
  doc.setProducer('First Test Bank statement printer');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    const text = (s: string, x: number, y: number, f = font, size = 10) => page.drawText(s, { x, y, size, font: f });
    const right = (s: string, xRight: number, y: number) => text(s, xRight - font.widthOfTextAtSize(s, 10), y);
    text(options.bankName ?? 'First Test Bank', 50, 740, bold, 16);
    text('Account Number: 0000 1234 5678 4321', 50, 715);
    text('Statement Period: 03/01/2026 to 03/31/2026', 50, 700);
    if (p === 0) {
      text(`Opening Balance: $${money(opening)}`, 50, 680);
      text(`Closing Balance: $${money(closing)}`, 300, 680);
    }
    let y = 640;
    text('Date', 50, y, bold);
    text('Description', 130, y, bold);
    right('Amount', 450, y);
    right('Balance', 550, y);
    for (const row of rows.slice(p * rowsPerPage, (p + 1) * rowsPerPage)) {
      y -= 18;
      text(`${row.date.slice(5, 7)}/${row.date.slice(8, 10)}/${row.date.slice(0, 4)}`, 50, y);
      text(row.description, 130, y);
      right(money(row.amount), 450, y);
      right(money(row.balance), 550, y);
    }
    text(`Page ${p + 1} of ${pages}`, 50, 40);
  }
  return doc.save({ useObjectStreams: false });
};
