import type { BalanceBreak, Transaction } from '../../domain/statement.js';
import { formatCents } from '../format.js';
import type { Finding } from './anomaly.js';

/**
 * The running-balance breaks the extraction engine found: where a printed balance is not the previous
 * balance plus or minus the row. A misread row or an edited figure; either way a person must look.
 * `amount` is how far the printed balance is off.
 */
export const balanceBreakFindings = (breaks: readonly BalanceBreak[], transactions: readonly Transaction[]): Finding[] =>
  breaks.map((b) => ({
    type: 'running_balance_break',
    severity: 'high',
    date: b.date,
    amount: Math.abs(b.printed - b.expected),
    description: transactions[b.index]?.description ?? '',
    reason: `page ${b.page}: printed balance ${formatCents(b.printed)}, but the previous balance and this row give ${formatCents(b.expected)} (off by ${formatCents(b.printed - b.expected)})`,
  }));
