/**
 * The company report over a generated six-month company whose truth the generator knows: every
 * continuity break it put in and every position it paid is found, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { buildCompanyReport } from '../../src/analysis/company/report.js';
import { analyseDraw } from '../fixtures/company/analyseDraw.js';
import { drawSixMonthCompany, drawTwelveMonthCompany } from '../fixtures/company/drawCompany.js';

describe('company report over a generated six-month company', () => {
  const draw = drawSixMonthCompany(20_261_123);
  const report = buildCompanyReport(draw.company, analyseDraw(draw));

  it('reports every continuity break the generator put in, with the two statements involved, and no other', () => {
    const found = report.continuity.map((f) => ({ type: f.type, statements: f.statements, ...(f.days !== undefined ? { days: f.days } : {}), ...(f.difference !== undefined ? { difference: f.difference } : {}) }));
    expect(found).toEqual(expect.arrayContaining(draw.truth.continuity));
    expect(found).toHaveLength(draw.truth.continuity.length);
  });

  it('finds each position with its cadence, and the one funded while the others were paid as stacked', () => {
    const positions = report.positions.map((p) => ({ creditor: p.creditor, cadence: p.cadence, stackedOn: [...p.stacked_on].sort() }));
    expect(positions).toEqual(expect.arrayContaining(draw.truth.positions));
    expect(positions).toHaveLength(draw.truth.positions.length);
    expect(report.stacking).toBe(true);
  });

  it('counts the months the chain covers once, leaving out the duplicate and the other account', () => {
    expect(report.months.map((m) => m.month)).toEqual(['2025-01', '2025-02', '2025-03', '2025-05', '2025-06']);
    expect(report.statements.filter((s) => !s.counted).map((s) => s.job_id).sort()).toEqual(['2025-02 again', 'savings 2025-03']);
    // February is read from its own statement only: the overlap's week is not added twice.
    const feb = report.months.find((m) => m.month === '2025-02')!;
    const febRows = draw.statements.find((s) => s.name === '2025-02')!.model.transactions;
    expect(Math.round(feb.deposits * 100)).toBe(febRows.filter((t) => t.type === 'deposit').reduce((n, t) => n + t.amount, 0));
  });

  it('takes transfers, loan money and refunds out of true revenue', () => {
    const jan = report.months.find((m) => m.month === '2025-01')!;
    // January holds the daily advance's funding: a deposit, not revenue.
    expect(jan.deposits - jan.true_revenue).toBeCloseTo(48_500, 2);
    expect(report.totals.true_revenue).toBeLessThan(report.totals.deposits);
  });

  it('gives each position its share of true revenue, month by month', () => {
    const daily = report.positions.find((p) => p.creditor === 'RAPIDFUND CAPITAL')!;
    expect(daily.funded).toEqual({ date: '2025-01-02', amount: 48_500 });
    for (const m of daily.months) {
      const month = report.months.find((x) => x.month === m.month)!;
      expect(m.holdback_share).toBeCloseTo(m.total / month.true_revenue, 4);
    }
  });
});

describe('company report over twelve clean statements', () => {
  it('finds no continuity break where the statements chain', () => {
    const draw = drawTwelveMonthCompany(7);
    const report = buildCompanyReport(draw.company, analyseDraw(draw));
    expect(report.continuity).toEqual([]);
    expect(report.totals.months).toBe(12);
  });
});
