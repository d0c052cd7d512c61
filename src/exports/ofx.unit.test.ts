/**
 * Every OFX and QBO export is parsed back with an independent parser from npm (node-ofx-parser) and
 * compared with the job's result: rows, amounts, FITIDs, period, currency and closing balance.
 */
import { parse } from 'node-ofx-parser';
import { describe, expect, it } from 'vitest';
import { longJob, trickyJob } from '../../test/support/exportJobs.js';
import { fromDecimal } from '../domain/money.js';
import type { AnalysedJob } from './statement.js';
import { exportStatementOf } from './statement.js';
import { statementOfx, statementQbo } from './ofx.js';

/** node-ofx-parser escapes `&` again on its way in (`&amp;` comes back `&amp;amp;amp;`): undo that, then the entities. */
const unescape = (text: string): string => {
  let out = text;
  while (out.includes('&amp;')) out = out.replace(/&amp;/g, '&');
  return out.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
};

type Obj = Record<string, unknown>;
const at = (node: unknown, ...path: string[]): Obj => path.reduce((n, key) => (n as Obj)[key], node) as Obj;
const list = (value: unknown): Obj[] => [value].flat() as Obj[];

/** The statement as the parser read it back, in the job's terms. */
const readBack = (text: string) => {
  const parsed = parse(text);
  const stmt = at(parsed.OFX, 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS');
  const tranList = at(stmt, 'BANKTRANLIST');
  return {
    header: parsed.header,
    signOn: at(parsed.OFX, 'SIGNONMSGSRSV1', 'SONRS'),
    currency: stmt.CURDEF,
    account: at(stmt, 'BANKACCTFROM').ACCTID,
    period: [tranList.DTSTART, tranList.DTEND],
    ledger: at(stmt, 'LEDGERBAL'),
    rows: list(tranList.STMTTRN).map((t) => ({
      type: t.TRNTYPE, date: t.DTPOSTED, cents: fromDecimal(Number(t.TRNAMT)), fitId: t.FITID,
      name: unescape(t.NAME as string), memo: t.MEMO === undefined ? undefined : unescape(t.MEMO as string),
    })),
  };
};

const expectSameAsResult = (back: ReturnType<typeof readBack>, job: AnalysedJob): void => {
  const data = job.data;
  expect(back.currency).toBe(data.currency);
  expect(back.account).toBe(data.account_number_last_4);
  expect(back.period).toEqual([data.statement_start_date.replaceAll('-', ''), data.statement_end_date.replaceAll('-', '')]);
  expect(back.ledger).toEqual({ BALAMT: expect.any(String), DTASOF: data.statement_end_date.replaceAll('-', '') });
  expect(fromDecimal(Number(back.ledger.BALAMT))).toBe(fromDecimal(data.end_month_balance));
  expect(back.rows).toHaveLength(data.transactions.length);
  back.rows.forEach((row, i) => {
    const t = data.transactions[i]!;
    expect(row.date).toBe(t.date.replaceAll('-', ''));
    expect(row.cents).toBe(t.type === 'deposit' ? fromDecimal(t.amount) : -fromDecimal(t.amount));
    expect(row.type).toBe(t.type === 'deposit' ? 'CREDIT' : 'DEBIT');
    expect(row.fitId).toBe(`${job.job_id}-${i + 1}`);
    expect(row.memo?.replace(/\s/g, ' ')).toBe(t.description.replace(/\s/g, ' '));
  });
};

describe('OFX 2.2 export', () => {
  it('parses back to the same rows, signed amounts, period, currency and closing balance', () => {
    const job = trickyJob();
    const back = readBack(statementOfx(exportStatementOf(job)));
    expectSameAsResult(back, job);
    expect(back.rows[3]?.name).toBe('-REFUND- AT&T <wireless>');
    expect(back.signOn.DTSERVER).toBe('20261101120003.250[0:GMT]');
  });

  it('keeps names within 32 characters and the whole description in the memo', () => {
    const back = readBack(statementOfx(exportStatementOf(trickyJob())));
    expect(back.rows.every((r) => r.name.length <= 32)).toBe(true);
    expect(back.rows[1]?.name).toBe('=HYPERLINK("http://evil.example"');
  });

  it('gives the same FITIDs, and the same bytes, every time the same job is exported', () => {
    const job = longJob(50);
    const first = statementOfx(exportStatementOf(job));
    expect(statementOfx(exportStatementOf(structuredClone(job)))).toBe(first);
    expect(new Set(readBack(first).rows.map((r) => r.fitId)).size).toBe(50);
  });
});

describe('QBO export', () => {
  it('is OFX 1.0.2 SGML with the INTU headers and parses back to the same statement', () => {
    const job = trickyJob();
    const text = statementQbo(exportStatementOf(job));
    const back = readBack(text);
    expect(back.header).toMatchObject({ OFXHEADER: '100', DATA: 'OFXSGML', VERSION: '102' });
    // The parser reads SGML's dotted tags without their dot.
    expect(back.signOn.INTUBID).toBe('3000');
    expect(text).toMatch(/<TRNAMT>-0\.10\r?\n/);
    expectSameAsResult(back, job);
  });

  it("takes the bank's QuickBooks id when given", () => {
    expect(readBack(statementQbo(exportStatementOf(longJob(3)), { intuBid: '10898' })).signOn.INTUBID).toBe('10898');
  });
});
