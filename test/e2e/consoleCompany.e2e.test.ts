/**
 * The console's company page in a real headless Chromium against the real service: a generated
 * six-month company (a duplicate upload, another account's statement, a missing month, a doubled
 * week, a doctored opening balance; a daily and a weekly advance and a term loan, one stacked) is
 * uploaded through the API, and an underwriter opens it from a job page. The page shows the API's
 * months, totals, continuity findings (linking both statements), positions, downloads the API's CSV
 * and XLSX, and follows a later statement live. It passes axe-core and is photographed at both widths.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawSixMonthCompany, renderCompanyStatement, type CompanyDraw } from '../fixtures/company/drawCompany.js';
import { csvSections } from '../support/csv.js';
import { figureOf, launchChromium, screenshotBothWidths, seriousViolations } from './console/browser.js';
import { restClient, type RestClient } from './support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from './support/embeddedServer.js';

const SEED = 31_415;

interface Report {
  company: string;
  currency: string;
  statements: { job_id: string; filename: string }[];
  months: { month: string; deposits: number; true_revenue: number; withdrawals: number; ending_balance: number | null; average_daily_balance: number | null; negative_days: number; nsf_count: number; largest_deposit: number | null }[];
  totals: { deposits: number; true_revenue: number; withdrawals: number; negative_days: number; nsf_count: number; largest_deposit: number | null };
  averages: { true_revenue: number };
  continuity: { type: string; statements: [string, string] }[];
  positions: { creditor: string; cadence: string; holdback_share: number | null; stacked_on: string[] }[];
  stacking: boolean;
  updated_at: string;
}

let server: EmbeddedServer;
let browser: Browser;
let page: Page;
let key: string;
let api: RestClient;
let draw: CompanyDraw;
const pdfs = new Map<string, Uint8Array>();
/** Statement name to job id. */
const jobIds = new Map<string, string>();
/** `companyReportUpdated` payloads the page received over its WebSocket. */
const pushed: { updatedAt: string | null }[] = [];
/** The page's reads of the report over REST (downloads aside). */
const reportReads: string[] = [];

const reportPath = (): string => `/v1/companies/${encodeURIComponent(draw.company)}/report`;
const report = async (): Promise<Report> => (await api.get(reportPath())).body as Report;

const upload = async (names: string[]): Promise<void> => {
  const res = await api.upload(names.map((name) => ({ name: `${name}.pdf`, bytes: pdfs.get(name)! })), { user_id: 'underwriter', company_name: draw.company });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  (res.body.jobs as { job_id: string }[]).forEach((job, i) => jobIds.set(names[i]!, job.job_id));
};

const expectAccessible = async (name: string): Promise<void> => {
  expect(await seriousViolations(page), `axe on the ${name} page`).toEqual([]);
  await screenshotBothWidths(page, name);
};

/** A figure cell as the page shows it back to a number (a dash, no figure printed, to null). */
const cellFigure = (text: string): number | null => (text.trim() === '–' ? null : figureOf(text));

beforeAll(async () => {
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/build-console.mjs', import.meta.url))], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  server = await startEmbeddedServer();
  key = await server.keyFor('underwriting-co', 'business');
  api = restClient(server.address, key);
  draw = drawSixMonthCompany(SEED);
  for (const s of draw.statements) pdfs.set(s.name, s.sameFileAs ? pdfs.get(s.sameFileAs)! : await renderCompanyStatement(s, SEED));
  // Every statement but the last now; the last arrives while the page is open.
  await upload(draw.statements.slice(0, -1).map((s) => s.name));
  for (const id of jobIds.values()) expect((await api.waitForJob(id)).body.status).toBe('auto_analyzed');

  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; payload?: { data?: { companyReportUpdated?: { updatedAt: string | null } } } };
      const update = message.payload?.data?.companyReportUpdated;
      if (message.type === 'next' && update) pushed.push(update);
    });
  });
  page.on('request', (r) => { if (r.url().includes('/report') && !r.url().includes('format=')) reportReads.push(r.url()); });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('company page', () => {
  it("opens from a job's company name, with the API's totals, averages and months", async () => {
    const first = jobIds.get(draw.statements[0]!.name)!;
    await page.goto(`${server.address}/#/jobs/${first}`);
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: `${draw.statements[0]!.name}.pdf` }).waitFor();
    await page.getByRole('link', { name: draw.company }).click();
    await page.getByRole('heading', { level: 1, name: draw.company }).waitFor();
    expect(decodeURIComponent(page.url())).toContain(`#/companies/${draw.company}`);

    const expected = await report();
    const rows = page.locator('[data-testid="months"] tbody tr');
    await expect.poll(() => rows.count()).toBe(expected.months.length);
    const fields = ['deposits', 'true_revenue', 'withdrawals', 'ending_balance', 'average_daily_balance', 'negative_days', 'nsf_count', 'largest_deposit'] as const;
    for (const month of expected.months) {
      const row = page.locator(`[data-testid="months"] tr[data-month="${month.month}"]`);
      for (const field of fields) expect(cellFigure(await row.locator(`[data-field="${field}"]`).innerText()), `${month.month} ${field}`).toBe(month[field]);
    }
    const total = page.locator('[data-testid="months"] tr[data-month="total"]');
    expect(figureOf(await total.locator('[data-field="true_revenue"]').innerText())).toBe(expected.totals.true_revenue);
    expect(figureOf(await total.locator('[data-field="nsf_count"]').innerText())).toBe(expected.totals.nsf_count);
    const average = page.locator('[data-testid="months"] tr[data-month="average"]');
    expect(figureOf(await average.locator('[data-field="true_revenue"]').innerText())).toBe(expected.averages.true_revenue);
    expect(figureOf(await page.locator('[data-card="revenue"] .figure').innerText())).toBe(expected.totals.true_revenue);
    expect(await page.locator('[data-card="positions"]').innerText()).toContain(expected.stacking ? 'stacking' : 'no stacking');
    await expectAccessible('company');
  });

  it('lists each continuity finding with links to its two statements', async () => {
    const expected = await report();
    expect(expected.continuity.length).toBeGreaterThan(0);
    const findings = page.locator('[data-testid="continuity"] tbody tr');
    expect(await findings.count()).toBe(expected.continuity.length);
    for (const [i, finding] of expected.continuity.entries()) {
      const row = findings.nth(i);
      expect(await row.getAttribute('data-finding')).toBe(finding.type);
      const links = row.locator('a');
      const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(finding.statements.map((id) => `#/jobs/${encodeURIComponent(id)}`));
      const names = new Map(expected.statements.map((s) => [s.job_id, s.filename]));
      expect(await links.allInnerTexts()).toEqual(finding.statements.map((id) => names.get(id)));
    }
    // A link leads to that statement's job page, and back.
    const [, second] = expected.continuity[0]!.statements;
    await findings.first().locator('a').nth(1).click();
    await page.getByRole('heading', { name: expected.statements.find((s) => s.job_id === second)!.filename }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: draw.company }).waitFor();
  });

  it('shows every position with its cadence, holdback and stacking', async () => {
    const expected = await report();
    expect(expected.positions.length).toBeGreaterThan(0);
    for (const position of expected.positions) {
      const row = page.locator(`[data-testid="positions"] tr[data-creditor="${position.creditor}"]`);
      expect(await row.locator('[data-field="cadence"]').innerText()).toBe(position.cadence);
      const holdback = await row.locator('[data-field="holdback"]').innerText();
      expect(holdback).toBe(position.holdback_share === null ? '–' : `${(position.holdback_share * 100).toFixed(1)} %`);
      const stacking = await row.locator('[data-field="stacking"]').innerText();
      if (position.stacked_on.length === 0) expect(stacking).toBe('no');
      else for (const creditor of position.stacked_on) expect(stacking).toContain(creditor);
    }
    expect(expected.positions.some((p) => p.stacked_on.length > 0)).toBe(true);
  });

  it("downloads the API's CSV and XLSX of the report", async () => {
    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await csv;
    expect(csvFile.suggestedFilename()).toMatch(/_report\.csv$/);
    const viaApi = (await api.get(`${reportPath()}?format=csv`)).body as string;
    const saved = await readFile(await csvFile.path(), 'utf8');
    expect(saved).toBe(viaApi);
    const expected = await report();
    expect(csvSections(saved).get('Months')!.rows.slice(0, -2).map((r) => r[0])).toEqual(expected.months.map((m) => m.month));

    const xlsx = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download XLSX' }).click();
    const xlsxFile = await xlsx;
    expect(xlsxFile.suggestedFilename()).toMatch(/_report\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await xlsxFile.path())) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Report', 'Months', 'Continuity', 'Positions', 'Position months', 'Statements']);
    const months = workbook.getWorksheet('Months')!;
    expect(expected.months.map((_, i) => Math.round((months.getRow(i + 2).getCell(3).value as number) * 100))).toEqual(expected.months.map((m) => Math.round(m.true_revenue * 100)));
  });

  it('follows a later statement of the company live, reading the report only when it is pushed', async () => {
    const before = await report();
    const readsBefore = reportReads.length;
    const pushesBefore = pushed.length;
    const last = draw.statements.at(-1)!.name;
    await upload([last]);
    const lastJob = jobIds.get(last)!;
    // No reload: the row appears once the server pushed the report and the page read it again.
    await page.locator(`[data-testid="statements"] tr[data-job-id="${lastJob}"]`).waitFor({ timeout: 60_000 });
    const after = await report();
    expect(after.statements).toHaveLength(before.statements.length + 1);
    expect(await page.locator('.company').getAttribute('data-updated-at')).toBe(after.updated_at);
    expect(await page.locator('[data-testid="continuity"] tbody tr').count()).toBe(after.continuity.length);
    expect(pushed.length).toBeGreaterThan(pushesBefore);
    // One read per push at most: the page never polled while the statement was being read.
    expect(reportReads.length - readsBefore).toBeLessThanOrEqual(pushed.length - pushesBefore);
    await expectAccessible('company-updated');
  });

  it('says plainly when the company has no statements, in the API\'s words', async () => {
    await page.goto(`${server.address}/#/companies/${encodeURIComponent('Nobody & Sons')}`);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('company_not_found');
    expect(await alert.innerText()).toContain('HTTP 404');
    await page.getByRole('heading', { level: 1, name: 'Nobody & Sons' }).waitFor();
  });
});
