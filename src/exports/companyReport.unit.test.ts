/**
 * The company report as CSV and XLSX, parsed back: every section is there with the report's figures,
 * money is exact to the cent (read back from the file, compared in cents), text cannot run as a formula.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { analyseDraw } from '../../test/fixtures/company/analyseDraw.js';
import { drawSixMonthCompany } from '../../test/fixtures/company/drawCompany.js';
import { csvSections } from '../../test/support/csv.js';
import { buildCompanyReport } from '../analysis/company/report.js';
import type { CompanyReport } from '../domain/companyReport.js';
import { fromDecimal } from '../domain/money.js';
import { renderCompanyReportExport } from './render.js';

const draw = drawSixMonthCompany(20_261_123);
const report = buildCompanyReport(draw.company, analyseDraw(draw));

const readWorkbook = async (bytes: Buffer): Promise<ExcelJS.Workbook> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

/** A sheet's rows as arrays of cell values (ExcelJS's `values` start at index 1). */
const sheetRows = (sheet: ExcelJS.Worksheet): unknown[][] => {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

const centsOf = (text: string | undefined): number | null => (text === undefined || text === '' ? null : fromDecimal(Number(text)));

describe('company report CSV', () => {
  it('is one table per section, each titled, with the JSON field names as its header, in the file named after the company', async () => {
    const file = await renderCompanyReportExport(report, 'csv');
    expect(file.filename).toBe(`${draw.company.replace(/[^A-Za-z0-9._-]+/g, '_')}_report.csv`);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const sections = csvSections(file.body.toString('utf8'));
    expect([...sections.keys()]).toEqual(['Report', 'Months', 'Continuity', 'Positions', 'Position months', 'Statements']);
    expect(sections.get('Months')!.header).toEqual([
      'month', 'deposits', 'true_revenue', 'withdrawals', 'deposit_count', 'withdrawal_count', 'ending_balance', 'average_daily_balance',
      'negative_days', 'nsf_count', 'largest_deposit', 'days_covered',
    ]);
    expect(sections.get('Report')!.rows).toEqual([[report.company, report.currency, String(report.statements.length), String(report.months.length), String(report.stacking), report.updated_at]]);
  });

  it("lists every month with the report's figures to the cent, then its total and average rows", async () => {
    const months = csvSections((await renderCompanyReportExport(report, 'csv')).body.toString('utf8')).get('Months')!.rows;
    expect(months.map((r) => r[0])).toEqual([...report.months.map((m) => m.month), 'Total', 'Average']);
    report.months.forEach((m, i) => {
      const [, deposits, revenue, withdrawals, depositCount, , ending, average, negative, nsf, largest] = months[i]!;
      expect([centsOf(deposits), centsOf(revenue), centsOf(withdrawals)]).toEqual([fromDecimal(m.deposits), fromDecimal(m.true_revenue), fromDecimal(m.withdrawals)]);
      expect(centsOf(ending)).toBe(m.ending_balance === null ? null : fromDecimal(m.ending_balance));
      expect(centsOf(average)).toBe(m.average_daily_balance === null ? null : fromDecimal(m.average_daily_balance));
      expect(centsOf(largest)).toBe(m.largest_deposit === null ? null : fromDecimal(m.largest_deposit));
      expect([depositCount, negative, nsf]).toEqual([String(m.deposit_count), String(m.negative_days), String(m.nsf_count)]);
      // Money is written from cents with exactly two places, never as a float's shortest form.
      expect(deposits).toMatch(/^-?\d+\.\d{2}$/);
    });
    const total = months.at(-2)!;
    expect(centsOf(total[2])).toBe(fromDecimal(report.totals.true_revenue));
    expect(total[8]).toBe(String(report.totals.negative_days));
    expect(centsOf(months.at(-1)![1])).toBe(fromDecimal(report.averages.deposits));
  });

  it('names both statements of each continuity finding by job and file, and every position with its cadence, holdback and stacking', async () => {
    const sections = csvSections((await renderCompanyReportExport(report, 'csv')).body.toString('utf8'));
    const continuity = sections.get('Continuity')!.rows;
    expect(continuity.map((r) => [r[0], r[1], r[3]])).toEqual(report.continuity.map((f) => [f.type, f.statements[0], f.statements[1]]));
    expect(continuity.map((r) => r[2])).toEqual(report.continuity.map((f) => `${f.statements[0]}.pdf`));
    const positions = sections.get('Positions')!;
    expect(positions.header).toEqual(['creditor', 'cadence', 'typical_amount', 'first_date', 'last_date', 'count', 'total_paid', 'holdback_share', 'funded_date', 'funded_amount', 'stacked_on']);
    expect(positions.rows.map((r) => [r[0], r[1], Number(r[7]), r[10]])).toEqual(report.positions.map((p) => [p.creditor, p.cadence, p.holdback_share, p.stacked_on.join('; ')]));
    expect(positions.rows.some((r) => r[10] !== '')).toBe(true);
    expect(sections.get('Position months')!.rows).toHaveLength(report.positions.reduce((n, p) => n + p.months.length, 0));
  });

  it('keeps a company or creditor name that looks like a formula as text', async () => {
    const hostile: CompanyReport = { ...report, company: '=HYPERLINK("http://evil.example")' };
    const file = await renderCompanyReportExport(hostile, 'csv');
    expect(csvSections(file.body.toString('utf8')).get('Report')!.rows[0]![0]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(file.filename).toBe('HYPERLINK_http_evil.example_report.csv');
  });
});

describe('company report XLSX', () => {
  it('has one sheet per section with frozen header rows', async () => {
    const file = await renderCompanyReportExport(report, 'xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await readWorkbook(file.body);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Report', 'Months', 'Continuity', 'Positions', 'Position months', 'Statements']);
    for (const sheet of workbook.worksheets) expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('stores money as numbers worth the exact cents, months and dates as dates, shares as percentages', async () => {
    const workbook = await readWorkbook((await renderCompanyReportExport(report, 'xlsx')).body);
    const months = workbook.getWorksheet('Months')!;
    const rows = sheetRows(months);
    expect(rows[0]!.slice(0, 3)).toEqual(['Month', 'Deposits', 'True revenue']);
    report.months.forEach((m, i) => {
      const row = months.getRow(i + 2);
      expect(row.getCell(1).value).toEqual(new Date(`${m.month}-01T00:00:00.000Z`));
      expect(row.getCell(1).numFmt).toBe('yyyy-mm');
      expect(typeof row.getCell(2).value).toBe('number');
      expect(fromDecimal(row.getCell(2).value as number)).toBe(fromDecimal(m.deposits));
      expect(fromDecimal(row.getCell(3).value as number)).toBe(fromDecimal(m.true_revenue));
      expect(row.getCell(3).numFmt).toBe('#,##0.00;-#,##0.00');
      expect(row.getCell(10).value).toBe(m.nsf_count);
    });
    expect(rows.at(-2)![0]).toBe('Total');
    expect(fromDecimal(rows.at(-2)![2] as number)).toBe(fromDecimal(report.totals.true_revenue));
    expect(rows.at(-1)![0]).toBe('Average');

    const positions = workbook.getWorksheet('Positions')!;
    report.positions.forEach((p, i) => {
      const row = positions.getRow(i + 2);
      expect(row.getCell(1).value).toBe(p.creditor);
      expect(row.getCell(4).value).toEqual(new Date(`${p.first_date}T00:00:00.000Z`));
      expect(row.getCell(8).value).toBe(p.holdback_share);
      expect(row.getCell(8).numFmt).toBe('0.00%');
    });
    const statements = sheetRows(workbook.getWorksheet('Statements')!);
    expect(statements.slice(1).map((r) => r[9])).toEqual(report.statements.map((s) => s.counted));
  });

  it("is dated by the report's newest statement, not by the clock", async () => {
    const workbook = await readWorkbook((await renderCompanyReportExport(report, 'xlsx')).body);
    expect(workbook.created).toEqual(new Date(report.updated_at!));
  });
});
