import type { IsoDate, Transaction } from '../../domain/statement.js';
import { chronological } from '../chronology.js';
import { formatCents } from '../format.js';
import type { Finding } from './anomaly.js';

/**
 * Rows dated outside the printed statement period: a misread date, or a row pasted in from another
 * statement. Only a printed period counts; a period taken from the rows holds them all by definition.
 */
export const findOutsidePeriod = (transactions: readonly Transaction[], start: IsoDate | null, end: IsoDate | null): Finding[] => {
  if (start === null || end === null) return [];
  return chronological(transactions)
    .filter((t) => t.date < start || t.date > end)
    .map((t) => ({
      type: 'transaction_outside_period',
      severity: 'medium',
      date: t.date,
      amount: t.amount,
      description: t.description,
      reason: `${t.type} of ${formatCents(t.amount)} is dated ${t.date}, ${t.date < start ? 'before' : 'after'} the statement period ${start} to ${end}`,
    }));
};
