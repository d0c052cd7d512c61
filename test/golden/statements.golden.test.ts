/**
 * Golden tests: the engine over every generated statement case (test/fixtures/statements/<case>),
 * checked two ways. Against the case's truth: every transaction exactly, in printed order, and every
 * metadata field the truth states (scanned cases are scored, F1 and field accuracy, since OCR may
 * misread a word of a description). Against the case's `golden.json`: the engine's whole reading
 * (descriptions and pages included), so any change in output is seen and reviewed. A missing golden
 * fails; `UPDATE_GOLDENS=1` rewrites them, and a test fails while that flag is on.
 * A scan's reading depends on the OCR engine, so a scan has a golden for each: `golden.json` for the
 * native tesseract, `golden.tesseract-js.json` for the tesseract.js fallback of a machine without it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldAgrees, METADATA_FIELDS, scoreMetadata, scoreTransactions, type ExpectedStatement } from '../../bench/scoring.js';
import type { ProcessingResult, StatementData } from '../../src/domain/statement.js';
import { processStatement } from '../../src/engine.js';
import { hasNativeTesseract } from '../../src/extraction/ocr/recognise.js';

const STATEMENTS = fileURLToPath(new URL('../fixtures/statements', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDENS === '1';
const CASES = readdirSync(STATEMENTS, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
/** Scanned copies are read by OCR: a misread letter in a description must not fail the case. */
const isScan = (name: string): boolean => name.startsWith('scan_');

/**
 * The part of a result the extraction engine decides (analysis rules have their own tests). Row boxes
 * (`bbox`) are left out: they move with every layout tweak of the engine, and the console's e2e test
 * checks that they point at their rows.
 */
const reading = (data: StatementData) => ({
  bank_name: data.bank_name,
  account_number_last_4: data.account_number_last_4,
  currency: data.currency,
  statement_start_date: data.statement_start_date,
  statement_end_date: data.statement_end_date,
  opening_balance: data.opening_balance,
  end_month_balance: data.end_month_balance,
  // Categories are the analysis's, not the reading (their rules have their own tests).
  transactions: data.transactions.map(({ bbox: _bbox, category: _category, category_evidence: _evidence, ...transaction }) => transaction),
});

const analysed = (result: ProcessingResult): StatementData => {
  if (result.status !== 'auto_analyzed') throw new Error(`engine failed: ${result.error.code}: ${result.error.message}`);
  return result.data;
};

describe('golden statements', () => {
  it('has generated cases to check', () => {
    expect(CASES.length).toBeGreaterThan(20);
  });

  it.each(CASES)('%s: reads what its truth and its golden say', async (name) => {
    const dir = join(STATEMENTS, name);
    const truth = JSON.parse(await readFile(join(dir, 'truth.json'), 'utf8')) as ExpectedStatement;
    const data = analysed(await processStatement(new Uint8Array(await readFile(join(dir, 'statement.pdf')))));
    const goldenPath = join(dir, isScan(name) && !hasNativeTesseract() ? 'golden.tesseract-js.json' : 'golden.json');
    const current = `${JSON.stringify(reading(data), null, 2)}\n`;
    if (UPDATE) await writeFile(goldenPath, current);

    if (isScan(name)) {
      const t = scoreTransactions(truth.transactions, data.transactions);
      expect(t.f1, `transaction F1 of ${name}`).toBeGreaterThanOrEqual(0.95);
      expect(t.balanceMatched).toBe(t.balanceCompared);
      const m = scoreMetadata(truth, data);
      expect(m.correct / m.compared, JSON.stringify(m.fields.filter((f) => !f.ok))).toBeGreaterThanOrEqual(0.9);
    } else {
      const got = data.transactions.map(({ date, amount, type, balance }) => ({ date, amount, type, balance }));
      const want = truth.transactions.map(({ date, amount, type, balance }) => ({ date, amount, type, balance }));
      expect(got).toEqual(want);
      for (const field of METADATA_FIELDS) {
        const expected = truth[field as keyof ExpectedStatement];
        if (expected === null || expected === undefined) continue;
        const actual = (data as unknown as Record<string, unknown>)[field];
        expect(fieldAgrees(field, expected, actual), `${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`).toBe(true);
      }
    }

    expect(existsSync(goldenPath), `${goldenPath} is missing: run UPDATE_GOLDENS=1 on this test and review the diff`).toBe(true);
    expect(JSON.parse(current)).toEqual(JSON.parse(await readFile(goldenPath, 'utf8')));
  }, 60_000);

  it('is not left regenerating goldens (UPDATE_GOLDENS must be off)', () => {
    expect(UPDATE, 'UPDATE_GOLDENS=1 rewrites the goldens instead of checking them').toBe(false);
  });
});
