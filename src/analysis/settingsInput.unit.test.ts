import { describe, expect, it } from 'vitest';
import { analyseStatement } from './index.js';
import { ANALYSIS_VERSION, effectiveSettings, parseAnalysisSettings, publicSettings } from './settingsInput.js';
import { buildStatement, deposit } from './testing/statementFactory.js';

describe('analysis settings as clients send them', () => {
  it('takes money in decimals and keeps it in cents', () => {
    expect(parseAnalysisSettings({ large_deposit_threshold: 25_000.5, monthly_average_multiple: 2 })).toEqual({
      ok: true, overrides: { largeDepositThreshold: 2_500_050, monthlyAverageMultiple: 2 },
    });
  });

  it.each([
    ['not an object', [1, 2]],
    ['an unknown name', { large_deposit: 1 }],
    ['a value that is not a number', { large_deposit_threshold: '50000' }],
    ['a count that is not whole', { mca_min_count: 4.5 }],
    ['a value out of range', { recurring_amount_tolerance: 3 }],
  ])('refuses %s', (_why, value) => {
    expect(parseAnalysisSettings(value).ok).toBe(false);
  });

  it('echoes the interface literal rule by default: a deposit above 50,000 or above 1.5 times the month average', () => {
    const data = analyseStatement(buildStatement({ transactions: [deposit('2024-03-05', 100_000)] }));
    expect(data.analysis?.version).toBe(ANALYSIS_VERSION);
    expect(data.analysis?.settings).toMatchObject({ large_deposit_threshold: 50_000, monthly_average_multiple: 1.5 });
  });

  it('analyses with the settings it is given and says so', () => {
    const rows = [deposit('2024-03-05', 3_000_000, 'ACH CREDIT ACME')];
    const settings = effectiveSettings({ largeDepositThreshold: 2_000_000 });
    const data = analyseStatement(buildStatement({ transactions: rows }), settings);
    expect(data.large_transactions).toHaveLength(1);
    expect(data.analysis?.settings).toEqual(publicSettings(settings));
    expect(analyseStatement(buildStatement({ transactions: rows })).large_transactions).toHaveLength(0);
  });
});
