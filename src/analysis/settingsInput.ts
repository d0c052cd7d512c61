/**
 * Analysis settings as clients send and read them (issue 14): snake_case names, money as decimals of
 * the statement's currency, every value checked against a range. Inside, `AnalysisSettings` keeps its
 * camelCase names and integer cents. A batch's `analysis` field and an account's defaults both go
 * through `parseAnalysisSettings`; every result echoes the settings it was analysed with
 * (`data.analysis`).
 */
import { fromDecimal, toDecimal } from '../domain/money.js';
import { defaultAnalysisSettings, type AnalysisSettings } from './settings.js';

/**
 * The version of the analysis rules: a result says which rules and settings made it, so two results
 * can be compared. Raise it when a rule changes what it reports for the same statement and settings.
 */
export const ANALYSIS_VERSION = '14.1';

/** Overrides in internal names and units, as events carry them (JSON-safe). */
export type AnalysisOverrides = Partial<AnalysisSettings>;

interface SettingSpec {
  key: keyof AnalysisSettings;
  kind: 'money' | 'integer' | 'number';
  min: number;
  max: number;
}

/** Each public name, what it sets, and the values it takes. Money limits are in major units. */
const SPECS: Readonly<Record<string, SettingSpec>> = {
  large_deposit_threshold: { key: 'largeDepositThreshold', kind: 'money', min: 0, max: 1e12 },
  monthly_average_multiple: { key: 'monthlyAverageMultiple', kind: 'number', min: 1, max: 100 },
  monthly_average_min_deposits: { key: 'monthlyAverageMinDeposits', kind: 'integer', min: 1, max: 1000 },
  large_withdrawal_threshold: { key: 'largeWithdrawalThreshold', kind: 'money', min: 0, max: 1e12 },
  round_cash_threshold: { key: 'roundCashThreshold', kind: 'money', min: 0, max: 1e12 },
  round_cash_unit: { key: 'roundCashUnit', kind: 'money', min: 0.01, max: 1e9 },
  duplicate_window_days: { key: 'duplicateWindowDays', kind: 'integer', min: 0, max: 31 },
  recurring_amount_tolerance: { key: 'recurringAmountTolerance', kind: 'number', min: 0, max: 1 },
  recurring_interval_slack_days: { key: 'recurringIntervalSlackDays', kind: 'integer', min: 0, max: 10 },
  recurring_min_count_monthly: { key: 'recurringMinCountMonthly', kind: 'integer', min: 2, max: 24 },
  recurring_min_count_frequent: { key: 'recurringMinCountFrequent', kind: 'integer', min: 2, max: 260 },
  mca_min_count: { key: 'mcaMinCount', kind: 'integer', min: 2, max: 260 },
  edited_after_hours: { key: 'editedAfterHours', kind: 'number', min: 0, max: 1e6 },
  printed_totals_tolerance: { key: 'printedTotalsTolerance', kind: 'money', min: 0, max: 1e9 },
};

export const ANALYSIS_SETTING_NAMES = Object.keys(SPECS);

export type ParsedSettings = { ok: true; overrides: AnalysisOverrides } | { ok: false; message: string };

/**
 * A client's settings object (already parsed from JSON) to overrides, or why it is refused: not an
 * object, an unknown name, a value that is not a finite number, not whole where it must be, or out of
 * range. Names left out keep their default.
 */
export const parseAnalysisSettings = (value: unknown): ParsedSettings => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: '"analysis" must be a JSON object of settings.' };
  const overrides: Record<string, number> = {};
  for (const [name, raw] of Object.entries(value)) {
    const spec = SPECS[name];
    if (spec === undefined) return { ok: false, message: `"analysis" has no setting ${JSON.stringify(name)} (known: ${ANALYSIS_SETTING_NAMES.join(', ')}).` };
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return { ok: false, message: `analysis.${name} must be a number.` };
    if (raw < spec.min || raw > spec.max) return { ok: false, message: `analysis.${name} must be between ${spec.min} and ${spec.max}.` };
    if (spec.kind === 'integer' && !Number.isInteger(raw)) return { ok: false, message: `analysis.${name} must be a whole number.` };
    overrides[spec.key] = spec.kind === 'money' ? fromDecimal(raw) : raw;
  }
  return { ok: true, overrides };
};

/** Every setting under its public name, in public units: what `data.analysis.settings` shows. */
export const publicSettings = (settings: AnalysisSettings): Record<string, number> =>
  Object.fromEntries(Object.entries(SPECS).map(([name, spec]) => [name, spec.kind === 'money' ? toDecimal(settings[spec.key]) : settings[spec.key]]));

/** Overrides laid over the defaults, later ones winning (account defaults, then the batch's, then a re-analysis's). */
export const effectiveSettings = (...layers: (AnalysisOverrides | undefined)[]): AnalysisSettings =>
  Object.assign({}, defaultAnalysisSettings, ...layers.filter((l) => l !== undefined)) as AnalysisSettings;
