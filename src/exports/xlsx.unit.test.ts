import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { trickyJob } from '../../test/support/exportJobs.js';
import { exportStatementOf } from './statement.js';
import { batchXlsx, sheetNameFor, statementXlsx } from './xlsx.js';

const read = async (bytes: Buffer): Promise<ExcelJS.Workbook> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

describe('XLSX export', () => {
  it('has Transactions, Summary and Flags sheets with frozen header rows', async () => {
    const workbook = await read(await statementXlsx(exportStatementOf(trickyJob())));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Transactions', 'Summary', 'Flags']);
    for (const sheet of workbook.worksheets) expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('stores dates as dates and amounts as numbers, each with a number format', async () => {
    const sheet = (await read(await statementXlsx(exportStatementOf(trickyJob())))).getWorksheet('Transactions')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Description', 'Amount', 'Type', 'Balance', 'Page']);
    const row = sheet.getRow(3);
    expect(row.getCell(1).value).toEqual(new Date('2026-10-03T00:00:00.000Z'));
    expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(3).value).toBe(-0.1);
    expect(row.getCell(3).numFmt).toBe('#,##0.00;-#,##0.00');
    expect(row.getCell(2).value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(6).getCell(5).value).toBeNull();
    expect(sheet.rowCount).toBe(6);
  });

  it('lists anomalies, large transactions, negative days and warnings on the Flags sheet', async () => {
    const sheet = (await read(await statementXlsx(exportStatementOf(trickyJob())))).getWorksheet('Flags')!;
    const kinds = [2, 3, 4, 5].map((n) => sheet.getRow(n).getCell(1).value);
    expect(kinds).toEqual(['anomaly', 'large_transaction', 'negative_balance', 'warning']);
  });

  it('exports a batch as a Summary sheet, one sheet per statement and one Flags sheet', async () => {
    const workbook = await read(await batchXlsx([
      { status: 'auto_analyzed', statement: exportStatementOf(trickyJob()) },
      { status: 'failed', failed: { jobId: 'job_20261101_120000_ffff0000', filename: 'locked.pdf', company: 'Acme', error: { code: 'encrypted_pdf', message: 'needs a password' } } },
      { status: 'auto_analyzed', statement: exportStatementOf(trickyJob({ filename: 'a:b/c?d*[e].pdf' })) },
    ]));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Summary', '1 october', '3 a_b_c_d__e_', 'Flags']);
    const summary = workbook.getWorksheet('Summary')!;
    expect([2, 3, 4].map((n) => summary.getRow(n).getCell(4).value)).toEqual(['auto_analyzed', 'failed', 'auto_analyzed']);
    expect(summary.getRow(2).getCell(11).value).toBe(-1231055.75);
    expect(summary.getRow(3).getCell(17).value).toBe('encrypted_pdf: needs a password');
  });

  it('keeps sheet names within 31 characters and free of the characters Excel refuses', () => {
    const name = sheetNameFor(11, `${'x'.repeat(40)}'.pdf`);
    expect(name.length).toBeLessThanOrEqual(31);
    expect(sheetNameFor(0, "statement'.pdf")).toBe('1 statement');
  });
});
