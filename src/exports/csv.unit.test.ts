import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/support/csv.js';
import { trickyJob } from '../../test/support/exportJobs.js';
import { batchCsv, statementCsv, textCell } from './csv.js';
import { exportStatementOf } from './statement.js';

describe('CSV export', () => {
  it('writes a header row, ISO dates, signed two-decimal amounts, the balance and the page, CRLF line ends', () => {
    const text = statementCsv(exportStatementOf(trickyJob()));
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['date', 'description', 'amount', 'type', 'balance', 'page']);
    expect(rows.map((r) => [r[0], r[2], r[3], r[4], r[5]])).toEqual([
      ['2026-10-02', '2500.10', 'deposit', '3500.10', '1'],
      ['2026-10-03', '-0.10', 'withdrawal', '3500.00', '1'],
      ['2026-10-04', '-0.20', 'withdrawal', '3499.80', '1'],
      ['2026-10-05', '12.34', 'deposit', '3512.14', '2'],
      ['2026-10-06', '-1234567.89', 'withdrawal', '', '2'],
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\r')).toBe(false);
  });

  it('neutralises cells a spreadsheet would run as formulas and quotes commas, quotes and line breaks', () => {
    const rows = parseCsv(statementCsv(exportStatementOf(trickyJob()))).slice(1);
    expect(rows.map((r) => r[1])).toEqual([
      'PAYROLL ACME, INC "OCT"',
      `'=HYPERLINK("http://evil.example","click")`,
      "'+1 555 0100 CALL",
      "'-REFUND- AT&T <wireless>",
      "'@SUM(A1:A9) Café Zürich\nsecond line",
    ]);
    expect(textCell('\t=1+1')).toBe("'\t=1+1");
    expect(textCell('PLAIN')).toBe('PLAIN');
  });

  it('exports a batch as a summary section and one section per statement, failed jobs in the summary only', () => {
    const first = exportStatementOf(trickyJob());
    const second = exportStatementOf(trickyJob({ job_id: 'job_20261101_120000_zzzz9999', filename: 'november.pdf' }));
    const text = batchCsv([
      { status: 'auto_analyzed', statement: first },
      { status: 'failed', failed: { jobId: 'job_20261101_120000_ffff0000', filename: '=bad.pdf', company: 'Acme Ltd', error: { code: 'encrypted_pdf', message: 'needs a password' } } },
      { status: 'auto_analyzed', statement: second },
    ]);
    const sections = text.split('\r\n\r\n').map(parseCsv);
    expect(sections).toHaveLength(3);
    const [summary, a, b] = sections as [string[][], string[][], string[][]];
    expect(summary[0]?.slice(0, 4)).toEqual(['job_id', 'filename', 'company', 'status']);
    expect(summary.slice(1).map((r) => [r[0], r[1], r[3], r[9], r[10], r[13], r[15]])).toEqual([
      [first.jobId, 'october.pdf', 'auto_analyzed', '1000.00', '-1231055.75', '5', ''],
      ['job_20261101_120000_ffff0000', "'=bad.pdf", 'failed', '', '', '', 'encrypted_pdf: needs a password'],
      [second.jobId, 'november.pdf', 'auto_analyzed', '1000.00', '-1231055.75', '5', ''],
    ]);
    expect(a[0]).toEqual(['job_id', 'filename', 'date', 'description', 'amount', 'type', 'balance', 'page']);
    expect(a.slice(1).every((r) => r[0] === first.jobId)).toBe(true);
    expect(b.slice(1).map((r) => r[1])).toEqual(Array(5).fill('november.pdf'));
  });
});
