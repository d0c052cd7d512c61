import type { Cents } from '../domain/money.js';
import type { Transaction } from '../domain/statement.js';

/** A transaction's effect on the balance: deposits add, withdrawals subtract. */
export const signedAmount = (t: Pick<Transaction, 'amount' | 'type'>): Cents => (t.type === 'deposit' ? t.amount : -t.amount);

/**
 * The transactions oldest first. Some banks print newest first ("31 Mar ... 01 Mar"); then the printed
 * order within a day is reversed too, so the whole list is reversed before a stable sort by date
 * (the sort keeps the printed order of one day, which is the order the running balance follows).
 */
export const chronological = <T extends Pick<Transaction, 'date'>>(transactions: readonly T[]): T[] => {
  const first = transactions[0];
  const last = transactions[transactions.length - 1];
  const newestFirst = first !== undefined && last !== undefined && first.date > last.date;
  const ordered = newestFirst ? [...transactions].reverse() : [...transactions];
  return ordered.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
};
