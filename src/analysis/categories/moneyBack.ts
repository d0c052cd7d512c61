/**
 * An amount pattern the category rules read: a deposit that gives back exactly what an earlier
 * withdrawal paid the same payee ("AMAZON MKTPLACE PMTS 23.99" out on the 3rd, the same in on the
 * 10th) is money returned, whatever its wording. Only rows no wording explained reach that rule.
 */
import type { Transaction } from '../../domain/statement.js';
import { chronological } from '../chronology.js';
import { daysBetween } from '../dates.js';
import { creditorOf } from '../normaliseDescription.js';

/** How long after a payment its return still reads as one (a return window, a chargeback). */
const WITHIN_DAYS = 90;

export const findMoneyBack = (rows: readonly Transaction[]): Set<Transaction> => {
  const paid = new Map<string, string[]>();
  const found = new Set<Transaction>();
  for (const row of chronological(rows)) {
    const key = `${creditorOf(row.description)}|${row.amount}`;
    if (row.type === 'withdrawal') paid.set(key, [...(paid.get(key) ?? []), row.date]);
    else if ((paid.get(key) ?? []).some((date) => daysBetween(date, row.date) <= WITHIN_DAYS)) found.add(row);
  }
  return found;
};
