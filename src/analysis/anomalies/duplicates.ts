import type { Transaction } from '../../domain/statement.js';
import { chronological } from '../chronology.js';
import { daysBetween } from '../dates.js';
import { formatCents } from '../format.js';
import { groupBy } from '../groupBy.js';
import { foldText } from '../normaliseDescription.js';
import type { Finding } from './anomaly.js';

/**
 * Rows that repeat one another: the same direction, amount and description (compared folded, so case
 * and spacing do not hide a copy) on the same date, or within `windowDays` of each other. One finding
 * per group, dated at its first row. The description must match in full, references included: two
 * card payments at one shop each carry their own reference, so they stay apart.
 */
export const findDuplicates = (transactions: readonly Transaction[], windowDays: number): Finding[] => {
  const groups = groupBy(chronological(transactions), (t) => `${t.type}|${t.amount}|${foldText(t.description)}`);
  const findings: Finding[] = [];
  for (const rows of groups.values()) {
    let run: Transaction[] = [];
    const flush = (): void => {
      if (run.length > 1) findings.push(duplicateFinding(run, windowDays));
      run = [];
    };
    for (const row of rows) {
      const last = run[run.length - 1];
      if (last && daysBetween(last.date, row.date) > windowDays) flush();
      run.push(row);
    }
    flush();
  }
  return findings.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
};

const duplicateFinding = (run: readonly Transaction[], windowDays: number): Finding => {
  const first = run[0]!;
  const when = windowDays === 0 ? `on ${first.date}` : `between ${first.date} and ${run[run.length - 1]!.date}`;
  return {
    type: 'duplicate_transaction',
    severity: 'medium',
    date: first.date,
    amount: first.amount,
    description: first.description,
    reason: `${run.length} ${first.type}s of ${formatCents(first.amount)} with the same description ${when} (pages ${[...new Set(run.map((r) => r.page))].join(', ')})`,
  };
};
