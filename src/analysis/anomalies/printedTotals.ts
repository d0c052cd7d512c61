import type { Cents } from '../../domain/money.js';
import type { PrintedTotals } from '../../domain/statement.js';
import { formatCents } from '../format.js';
import type { Finding } from './anomaly.js';

export interface ComputedTotals {
  deposits: Cents;
  withdrawals: Cents;
  depositCount: number;
  withdrawalCount: number;
}

/**
 * The totals a statement prints in its summary box against the sums of its rows. A mismatch means a
 * row was missed or misread, or a figure was changed on one side only. Amounts beyond the tolerance
 * are high severity; counts medium (a bank may count a fee line the table does not show).
 */
export const findPrintedTotalsMismatch = (printed: PrintedTotals | null, computed: ComputedTotals, tolerance: Cents): Finding[] => {
  if (!printed) return [];
  const findings: Finding[] = [];
  const amounts = [
    ['deposits', printed.deposits, computed.deposits],
    ['withdrawals', printed.withdrawals, computed.withdrawals],
  ] as const;
  for (const [what, shown, summed] of amounts) {
    if (shown === null || Math.abs(shown - summed) <= tolerance) continue;
    findings.push({
      type: 'printed_totals_mismatch',
      severity: 'high',
      amount: Math.abs(shown - summed),
      description: `printed total ${what}`,
      reason: `the statement prints total ${what} of ${formatCents(shown)}, its rows add up to ${formatCents(summed)} (off by ${formatCents(summed - shown)})`,
    });
  }
  const counts = [
    ['deposits', printed.depositCount, computed.depositCount],
    ['withdrawals', printed.withdrawalCount, computed.withdrawalCount],
  ] as const;
  for (const [what, shown, counted] of counts) {
    if (shown === null || shown === counted) continue;
    findings.push({
      type: 'printed_totals_mismatch',
      severity: 'medium',
      description: `printed count of ${what}`,
      reason: `the statement prints ${shown} ${what}, ${counted} were read`,
    });
  }
  return findings;
};
