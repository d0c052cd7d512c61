/** `ledgerlens extract` as a user runs it: the real command on generated statements and hostile files. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decompressionBombPdf, hugeImagePdf, truncatedPdf } from './support/hostilePdfs.js';

const run = promisify(execFile);
const FIXTURES = 'test/fixtures/statements';
const digital = join(FIXTURES, 'us_signed_amount/statement.pdf');
const scanned = join(FIXTURES, 'scan_us_checking/statement.pdf');
let dir: string;

const extract = (...args: string[]) => run(process.execPath, ['bin/ledgerlens.js', 'extract', ...args], { maxBuffer: 64 * 1024 * 1024 });
/** Resolves to stdout, stderr and the exit code, whether or not the command failed. */
const outcome = async (...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> => {
  try {
    const { stdout, stderr } = await extract(...args);
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as { stdout: string; stderr: string; code: number };
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
};

beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'ledgerlens-extract-')); });
afterAll(async () => { await rm(dir, { recursive: true, force: true }); });

describe('ledgerlens extract', () => {
  it('prints an analysed statement as a processing result and exits 0', async () => {
    const { stdout, code } = await outcome(digital);
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.status).toBe('auto_analyzed');
    expect(result.data.transaction_count).toBe(result.data.transactions.length);
    expect(result.data.transactions.length).toBeGreaterThan(0);
  }, 60_000);

  it('prints transactions as CSV with a header and one row per transaction', async () => {
    const json = JSON.parse((await outcome(digital)).stdout) as { data: { transactions: { date: string; amount: number; type: string }[] } };
    const { stdout, code } = await outcome('--csv', digital);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('date,description,amount,type,balance,page');
    expect(lines).toHaveLength(json.data.transactions.length + 1);
    const first = json.data.transactions[0]!;
    expect(lines[1]).toContain(`${first.date},`);
    expect(lines[1]).toMatch(new RegExp(`,${first.amount.toFixed(2)},${first.type},`));
  }, 60_000);

  it('fails a truncated file with invalid_pdf and a non-zero exit', async () => {
    const path = join(dir, 'truncated.pdf');
    await writeFile(path, await truncatedPdf());
    const { stdout, code } = await outcome(path);
    expect(code).not.toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'failed', error: { code: 'invalid_pdf' } });
  }, 60_000);

  it('ends hostile files with a failure code, one JSON line per file, and still reads the valid one beside them', async () => {
    const huge = join(dir, 'huge.pdf');
    const bomb = join(dir, 'bomb.pdf');
    await writeFile(huge, hugeImagePdf());
    await writeFile(bomb, await decompressionBombPdf());
    const { stdout, code } = await outcome('--timeout', '60', huge, bomb, digital);
    expect(code).toBe(1);
    const results = stdout.trim().split('\n').map((l) => JSON.parse(l) as { file: string; status: string });
    expect(results.map((r) => r.file)).toEqual([huge, bomb, digital]);
    expect(results.map((r) => r.status)).toEqual(['failed', 'failed', 'auto_analyzed']);
  }, 150_000);

  it('stops a file that runs past its time limit with extraction_timeout', async () => {
    const { stdout, code } = await outcome('--timeout', '0.2', '--ocr', 'force', scanned);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'failed', error: { code: 'extraction_timeout' } });
  }, 60_000);

  it('refuses an unknown --ocr mode as a usage error', async () => {
    const { code, stderr } = await outcome('--ocr', 'sometimes', digital);
    expect(code).toBe(2);
    expect(stderr).toContain('--ocr');
  }, 30_000);
});
