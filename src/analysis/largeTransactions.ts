import { sumCents } from '../domain/money.js';
import type { Transaction } from '../domain/statement.js';
import { chronological } from './chronology.js';
import { monthOf } from './dates.js';
import { formatCents } from './format.js';
import { groupBy } from './groupBy.js';
import type { AnalysisSettings } from './settings.js';

export interface LargeFinding {
  row: Transaction;
  reason: string;
}

type LargeSettings = Pick<
  AnalysisSettings,
  'largeDepositThreshold' | 'monthlyAverageMultiple' | 'monthlyAverageMinDeposits' | 'largeWithdrawalThreshold'
>;

/**
 * Large transactions (decisions.md): a deposit above the absolute threshold, or above the multiple of
 * the average deposit of its calendar month (the average includes the deposit itself); a withdrawal
 * above its own threshold. The absolute rule is named first when both fire: it is the plainer reason.
 */
export const findLargeTransactions = (transactions: readonly Transaction[], settings: LargeSettings): LargeFinding[] => {
  const monthly = monthlyDepositAverages(transactions);
  const findings: LargeFinding[] = [];
  for (const row of chronological(transactions)) {
    if (row.type === 'withdrawal') {
      if (row.amount > settings.largeWithdrawalThreshold)
        findings.push({ row, reason: `withdrawal of ${formatCents(row.amount)} is above the large-withdrawal threshold of ${formatCents(settings.largeWithdrawalThreshold)}` });
      continue;
    }
    if (row.amount > settings.largeDepositThreshold) {
      findings.push({ row, reason: `deposit of ${formatCents(row.amount)} is above the large-deposit threshold of ${formatCents(settings.largeDepositThreshold)}` });
      continue;
    }
    const month = monthly.get(monthOf(row.date))!;
    if (month.count < settings.monthlyAverageMinDeposits) continue;
    // Compared in cents times the multiple: 1.5 x 1,000.01 is 1,500.015 and 1,500.02 must exceed it.
    if (row.amount > settings.monthlyAverageMultiple * month.average) {
      const times = (row.amount / month.average).toFixed(2);
      findings.push({
        row,
        reason:
          `deposit of ${formatCents(row.amount)} is ${times} times the ${monthOf(row.date)} average deposit of ` +
          `${formatCents(Math.round(month.average))} (${month.count} deposits), above the ${settings.monthlyAverageMultiple}x threshold`,
      });
    }
  }
  return findings;
};

/** The exact (unrounded) mean deposit of each calendar month, with how many deposits it averages. */
const monthlyDepositAverages = (transactions: readonly Transaction[]): Map<string, { average: number; count: number }> => {
  const byMonth = groupBy(transactions.filter((t) => t.type === 'deposit'), (t) => monthOf(t.date));
  return new Map([...byMonth].map(([month, rows]) => [month, { average: sumCents(rows.map((r) => r.amount)) / rows.length, count: rows.length }]));
};
