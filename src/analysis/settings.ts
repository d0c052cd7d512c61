import type { Cents } from '../domain/money.js';

/**
 * Every threshold the analysis rules use, in one place so a deployment can tune them without touching
 * a rule. Money is integer cents; the defaults follow decisions.md where it names a figure.
 */
export interface AnalysisSettings {
  /** A deposit above this is large whatever else it is (decisions.md: 50,000.00). */
  largeDepositThreshold: Cents;
  /** A deposit above this multiple of its calendar month's average deposit is large (decisions.md: 1.5). */
  monthlyAverageMultiple: number;
  /**
   * The multiple rule looks only at months with at least this many deposits. 1 is the rule as decided
   * (a lone deposit is its month's average, so it never fires alone); raise it where a month of two or
   * three deposits says too little about what is usual.
   */
  monthlyAverageMinDeposits: number;
  /** A withdrawal above this is listed as large (decisions.md: 50,000.00). */
  largeWithdrawalThreshold: Cents;
  /** A cash deposit of at least this, in whole hundreds, is flagged as a round-number cash deposit. */
  roundCashThreshold: Cents;
  /** Round means a multiple of this (100.00 by default). */
  roundCashUnit: Cents;
  /**
   * Two rows with the same amount and description this many days apart or less are duplicates
   * (0 = the same day only, which is what decisions.md names).
   */
  duplicateWindowDays: number;
  /**
   * Amounts of one recurring payee are "similar" when each lies within this fraction of their median
   * (0.1 = 10 %): utilities vary a little, a subscription not at all.
   */
  recurringAmountTolerance: number;
  /** Days an interval may stray from its nominal length (a monthly debit moved by a weekend, a short month). */
  recurringIntervalSlackDays: number;
  /** Fewest occurrences for monthly and biweekly recurrence. */
  recurringMinCountMonthly: number;
  /** Fewest occurrences for weekly and daily recurrence (one pair of weekly debits proves little). */
  recurringMinCountFrequent: number;
  /**
   * Merchant cash advance: fewest same-amount debits to the same payee, daily or weekly. 4 lets a
   * weekly advance show in a one-month statement (four or five Wednesdays).
   */
  mcaMinCount: number;
  /** The PDF was modified more than this many hours after it was created: a sign of editing. */
  editedAfterHours: number;
  /** Printed totals that differ from the computed ones by more than this are a mismatch. */
  printedTotalsTolerance: Cents;
}

export const defaultAnalysisSettings: AnalysisSettings = Object.freeze({
  largeDepositThreshold: 5_000_000,
  monthlyAverageMultiple: 1.5,
  monthlyAverageMinDeposits: 1,
  largeWithdrawalThreshold: 5_000_000,
  roundCashThreshold: 300_000,
  roundCashUnit: 10_000,
  duplicateWindowDays: 0,
  recurringAmountTolerance: 0.1,
  recurringIntervalSlackDays: 3,
  recurringMinCountMonthly: 2,
  recurringMinCountFrequent: 3,
  mcaMinCount: 4,
  editedAfterHours: 24,
  printedTotalsTolerance: 0,
});
