/** `ledgerlens extract --format --out` and `--password` as a user runs them: the real command, real files. */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { parse as parseOfx } from 'node-ofx-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPdf } from '../support/encryptedPdfs.js';

const run = promisify(execFile);
const digital = join('test/fixtures/statements', 'us_signed_amount/statement.pdf');
let dir: string;

const outcome = async (...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> => {
  try {
    const { stdout, stderr } = await run(process.execPath, ['bin/ledgerlens.js', 'extract', ...args], { maxBuffer: 64 * 1024 * 1024 });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
};

let result: { data: { transactions: { amount: number; type: string }[]; end_month_balance: number } };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ledgerlens-extract-exports-'));
  result = JSON.parse((await outcome(digital)).stdout);
}, 60_000);
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

describe('ledgerlens extract --format', () => {
  it('writes an OFX file per statement into --out that parses back to the same transactions, and prints its path', async () => {
    const out = join(dir, 'ofx');
    const { stdout, code } = await outcome('--format', 'ofx', '--out', out, digital);
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(join(out, 'statement.ofx'));
    const ofx = parseOfx(await readFile(join(out, 'statement.ofx'), 'utf8'));
    type Tree = { BANKMSGSRSV1: { STMTTRNRS: { STMTRS: { BANKTRANLIST: { STMTTRN: { TRNAMT: string; FITID: string }[] }; LEDGERBAL: { BALAMT: string } } } } };
    const stmt = (ofx.OFX as unknown as Tree).BANKMSGSRSV1.STMTTRNRS.STMTRS;
    expect(stmt.BANKTRANLIST.STMTTRN.map((t) => Number(t.TRNAMT))).toEqual(result.data.transactions.map((t) => (t.type === 'deposit' ? t.amount : -t.amount)));
    expect(Number(stmt.LEDGERBAL.BALAMT)).toBe(result.data.end_month_balance);
    // FITIDs are named by the file's content, so a second run gives the same ones.
    const again = join(dir, 'ofx-again');
    await outcome('--format', 'ofx', '--out', again, digital);
    expect(await readFile(join(again, 'statement.ofx'), 'utf8')).toMatch(new RegExp(stmt.BANKTRANLIST.STMTTRN[0]!.FITID));
  }, 60_000);

  it('writes an XLSX workbook with the transactions sheet', async () => {
    const out = join(dir, 'xlsx');
    expect((await outcome('--format', 'xlsx', '--out', out, digital)).code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readFile(join(out, 'statement.xlsx')) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Transactions')!.rowCount).toBe(result.data.transactions.length + 1);
  }, 60_000);

  it('refuses --format without --out and an unknown format as usage errors', async () => {
    expect((await outcome('--format', 'csv', digital)).code).toBe(2);
    expect((await outcome('--format', 'pdf', '--out', dir, digital)).code).toBe(2);
  });
});

describe('ledgerlens extract --password', () => {
  it('opens an AES-256 statement with its password, and fails it with encrypted_pdf without', async () => {
    const locked = join(dir, 'locked.pdf');
    await writeFile(locked, await encryptPdf(await readFile(digital), 'letmein', 'aes256'));
    const out = join(dir, 'csv');
    const opened = await outcome('--password', 'letmein', '--format', 'csv', '--out', out, locked);
    expect(opened.code, opened.stderr).toBe(0);
    expect(await readdir(out)).toEqual(['locked.csv']);
    expect((await readFile(join(out, 'locked.csv'), 'utf8')).trimEnd().split('\r\n')).toHaveLength(result.data.transactions.length + 1);
    const refused = await outcome(locked);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ status: 'failed', error: { code: 'encrypted_pdf' } });
  }, 90_000);
});
