import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { manyOperatorsFormPdf, sharedTjStreamPdf } from '../../../test/security/support/hostilePdfs.js';
import { processStatement } from '../../engine.js';
import { checkPageContents, countOperators, PAGE_CONTENT_LIMITS } from './pageContentLimits.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** Every PDF under `dir` (none when it does not exist). */
const pdfsUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.pdf')).map((f) => join(dir, f))
    : [];

describe('countOperators', () => {
  it('counts keywords, not operands, strings, names, comments or inline image data', () => {
    const content = [
      '% a comment with Tj and TJ in it',
      'BT /F1 12 Tf 72 712 Td (A string with (nested) parens, an escaped \\) and Tj) Tj ET',
      '[<48656c6c6f> -250 (World)] TJ',
      'q 1 0 0 1 0 0 cm BI /W 2 /H 1 /BPC 8 /CS /G ID \u00ff Tj EI Q',
      '0.5 g 10 10 m 20 20 l S',
    ].join('\n');
    // BT Tf Td Tj ET | TJ | q cm BI ID Q | g m l S
    expect(countOperators(new TextEncoder().encode(content), 1_000)).toBe(15);
  });

  it('stops counting past the limit', () => {
    expect(countOperators(new TextEncoder().encode('n\n'.repeat(1_000)), 10)).toBe(11);
  });
});

describe('checkPageContents', () => {
  it('passes every generated statement and every statement of the shared corpus', () => {
    const files = [...pdfsUnder(join(repo, 'test/fixtures/statements')), ...pdfsUnder(join(repo, '../shared/corpus/pdf'))];
    expect(files.length).toBeGreaterThan(20);
    const refused = files.map((file) => ({ file, check: checkPageContents(readFileSync(file)) })).filter((r) => !r.check.ok);
    expect(refused).toEqual([]);
  });

  it('refuses the first page whose content inflates past the byte limit, without inflating it whole', async () => {
    const check = checkPageContents(await sharedTjStreamPdf(6, 64 * 1024 * 1024));
    expect(check).toEqual({ ok: false, page: 1, reason: `its content decodes to more than ${PAGE_CONTENT_LIMITS.maxBytes / (1024 * 1024)} MB` });
  });

  it('refuses a page past the operator limit, counting the form XObjects it draws', async () => {
    expect(checkPageContents(await manyOperatorsFormPdf(PAGE_CONTENT_LIMITS.maxOperators + 1))).toMatchObject({ ok: false, page: 1 });
    expect(checkPageContents(await manyOperatorsFormPdf(PAGE_CONTENT_LIMITS.maxOperators - 10))).toEqual({ ok: true });
  });
});

describe('reading a statement with a page past the content limits', () => {
  it('fails the statement with pdf_too_complex, naming the page, without interpreting it', async () => {
    const result = await processStatement(new Uint8Array(await sharedTjStreamPdf(2, 64 * 1024 * 1024)));
    expect(result).toMatchObject({ status: 'failed', error: { code: 'pdf_too_complex' } });
    expect(result.status === 'failed' && result.error.message).toMatch(/^page 1 was not read: its content decodes to more than/);
  });
});
