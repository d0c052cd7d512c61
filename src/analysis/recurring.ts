import type { Cents } from '../domain/money.js';
import type { Transaction } from '../domain/statement.js';
import { cadenceOf, type Cadence } from './cadence.js';
import { chronological } from './chronology.js';
import { groupBy } from './groupBy.js';
import { creditorOf } from './normaliseDescription.js';
import type { AnalysisSettings } from './settings.js';
import { isCardPurchase, isCashWithdrawal } from './wording.js';

/** Debits to one creditor at one regular cadence. */
export interface RecurringSeries {
  creditor: string;
  cadence: Cadence;
  /** Oldest first. */
  rows: Transaction[];
}

type RecurringSettings = Pick<
  AnalysisSettings,
  'recurringAmountTolerance' | 'recurringIntervalSlackDays' | 'recurringMinCountMonthly' | 'recurringMinCountFrequent'
>;

/**
 * Recurring debits: withdrawals grouped by creditor (normalised description), split into bands of
 * similar amounts, kept when a band's dates fall at one cadence often enough. A creditor can carry two
 * series ("APPLE.COM/BILL" 9.99 monthly and 2.99 monthly). At a creditor the holder also pays
 * irregularly, and for purchases at a till, only identical amounts count: two supermarket visits a
 * month apart that happen to cost about the same are not a subscription, a gym charging the card the
 * same 49.00 every month is. Cash withdrawals are never recurring debits: the cash goes to anyone.
 */
export const findRecurringDebits = (transactions: readonly Transaction[], settings: RecurringSettings): RecurringSeries[] => {
  const debits = chronological(transactions).filter((t) => t.type === 'withdrawal' && !isCashWithdrawal(t.description));
  const byCreditor = groupBy(debits, (t) => creditorOf(t.description));

  const series: RecurringSeries[] = [];
  for (const [creditor, rows] of byCreditor) {
    for (const band of amountBands(rows, settings.recurringAmountTolerance)) {
      const identical = band.every((t) => t.amount === band[0]!.amount);
      if (!identical && (band.length < rows.length || band.some((t) => isCardPurchase(t.description)))) continue;
      const ordered = chronological(band);
      const cadence = cadenceOf(ordered.map((t) => t.date), settings.recurringIntervalSlackDays);
      if (cadence === null) continue;
      const needed = cadence === 'daily' || cadence === 'weekly' ? settings.recurringMinCountFrequent : settings.recurringMinCountMonthly;
      if (ordered.length >= needed) series.push({ creditor, cadence, rows: ordered });
    }
  }
  return series.sort((a, b) => a.rows[0]!.date.localeCompare(b.rows[0]!.date) || a.creditor.localeCompare(b.creditor));
};

/**
 * Rows split into bands whose amounts each lie within `tolerance` of the band's midpoint, scanning
 * amounts upwards: 40.10, 41.75, 43.02 are one band at 10 %; 9.99 and 14.99 are two.
 */
const amountBands = (rows: readonly Transaction[], tolerance: number): Transaction[][] => {
  const bands: Transaction[][] = [];
  let band: Transaction[] = [];
  let low: Cents = 0;
  for (const t of [...rows].sort((a, b) => a.amount - b.amount)) {
    if (band.length > 0 && t.amount - low <= tolerance * (t.amount + low)) band.push(t);
    else {
      if (band.length > 0) bands.push(band);
      band = [t];
      low = t.amount;
    }
  }
  if (band.length > 0) bands.push(band);
  return bands;
};
