import { describe, expect, it } from 'vitest';
import { analyseStatement } from '../index.js';
import { buildStatement, deposit, withdrawal, withRunningBalances } from '../testing/statementFactory.js';
import { cadenceFromGaps } from './positions.js';
import { buildCompanyReport, type CompanyStatementInput } from './report.js';

/** One analysed month of the same account, its opening given, its rows run on from it. */
const month = (jobId: string, start: string, end: string, opening: number, rows: Parameters<typeof withRunningBalances>[1], over: { holder?: string; last4?: string; blobKey?: string } = {}): CompanyStatementInput => {
  const transactions = withRunningBalances(opening, rows);
  const closing = transactions.at(-1)?.balance ?? opening;
  return {
    jobId,
    filename: `${jobId}.pdf`,
    blobKey: over.blobKey ?? jobId,
    completedAt: '2026-11-23T10:00:00.000Z',
    uploadOrder: Number(jobId.slice(1)),
    data: analyseStatement(buildStatement({
      periodStart: start, periodEnd: end, openingBalance: opening, closingBalance: closing, transactions, runningBalancePrinted: true,
      accountHolder: over.holder ?? 'Acme Widgets LLC', accountLast4: over.last4 ?? '4321',
    })),
  };
};

describe('company report', () => {
  it('reports an opening balance that is not the previous closing, with the difference', () => {
    const march = month('m3', '2024-03-01', '2024-03-31', 100_000, [deposit('2024-03-05', 50_000, 'ACH CREDIT GLOBEX')]);
    const april = month('m4', '2024-04-01', '2024-04-30', 140_000, [withdrawal('2024-04-05', 10_000, 'CARD PURCHASE LIDL')]);
    const report = buildCompanyReport('Acme', [april, march]);
    expect(report.continuity).toEqual([
      { type: 'opening_balance_mismatch', statements: ['m3', 'm4'], difference: -100, detail: expect.any(String) },
    ]);
  });

  it('counts the first upload of a statement and reports the second as a duplicate, whichever finished first', () => {
    const original = month('m3', '2024-03-01', '2024-03-31', 100_000, [deposit('2024-03-05', 50_000)], { blobKey: 'same' });
    const again = { ...original, jobId: 'm4', filename: 'again.pdf', uploadOrder: 4, completedAt: '2026-11-23T09:00:00.000Z' };
    const report = buildCompanyReport('Acme', [again, original]);
    expect(report.continuity).toEqual([{ type: 'duplicate_upload', statements: ['m3', 'm4'], detail: expect.any(String) }]);
    expect(report.statements.map((s) => [s.job_id, s.counted])).toEqual([['m3', true], ['m4', false]]);
  });

  it('reports a statement naming another holder on the same account', () => {
    const march = month('m3', '2024-03-01', '2024-03-31', 100_000, [deposit('2024-03-05', 50_000)]);
    const april = month('m4', '2024-04-01', '2024-04-30', 150_000, [deposit('2024-04-05', 50_000)], { holder: 'Zenith Trading GmbH' });
    const may = month('m5', '2024-05-01', '2024-05-31', 200_000, [deposit('2024-05-05', 50_000)]);
    expect(buildCompanyReport('Acme', [march, april, may]).continuity).toEqual([
      { type: 'other_holder', statements: ['m3', 'm4'], detail: expect.any(String) },
    ]);
  });

  it('counts true revenue without transfers, loan money and refunds, and NSF items per month', () => {
    const rows = [
      deposit('2024-03-04', 100_000, 'ACH CREDIT GLOBEX LTD'),
      deposit('2024-03-05', 20_000, 'ONLINE TRANSFER FROM SAVINGS 8812'),
      deposit('2024-03-06', 500_000, 'NORTHSTAR CAPITAL LOAN PROCEEDS'),
      deposit('2024-03-07', 3_000, 'REFUND AMAZON MKTPLACE'),
      withdrawal('2024-03-08', 3_500, 'NSF FEE ITEM 2231'),
    ];
    const [m] = buildCompanyReport('Acme', [month('m3', '2024-03-01', '2024-03-31', 10_000, rows)]).months;
    expect(m).toMatchObject({ month: '2024-03', deposits: 6_230, true_revenue: 1_000, nsf_count: 1, largest_deposit: 5_000, days_covered: 31 });
  });

  it('reads a daily series as daily across a missing month, and weekly and monthly ones by their median gap', () => {
    expect(cadenceFromGaps(['2024-03-04', '2024-03-05', '2024-03-06', '2024-05-01', '2024-05-02'])).toBe('daily');
    expect(cadenceFromGaps(['2024-03-06', '2024-03-13', '2024-03-20', '2024-03-27'])).toBe('weekly');
    expect(cadenceFromGaps(['2024-01-20', '2024-02-20', '2024-03-20'])).toBe('monthly');
    expect(cadenceFromGaps(['2024-01-20'])).toBe('irregular');
  });
});
