import type { Cents } from '../../domain/money.js';
import type { Transaction } from '../../domain/statement.js';
import { chronological } from '../chronology.js';
import { formatCents } from '../format.js';
import { foldText } from '../normaliseDescription.js';
import type { Finding } from './anomaly.js';

/** Cash paid in, in the statement languages ("CASH APP" is a payment app, not cash). */
const CASH_DEPOSIT = /\b(CASH(?! APP)|BAREINZAHLUNG|BARGELD|ESPECES|EFECTIVO|CONTANTI|CONTANTE|CONTANT|TELLER DEPOSIT|COUNTER DEPOSIT)\b/;

/**
 * Cash deposits of a round amount at or above a threshold: money of unknown origin, the pattern
 * lenders and compliance reviewers ask about first.
 */
export const findRoundCashDeposits = (transactions: readonly Transaction[], threshold: Cents, unit: Cents): Finding[] =>
  chronological(transactions)
    .filter((t) => t.type === 'deposit' && t.amount >= threshold && t.amount % unit === 0 && CASH_DEPOSIT.test(foldText(t.description)))
    .map((t) => ({
      type: 'round_cash_deposit',
      severity: 'medium',
      date: t.date,
      amount: t.amount,
      description: t.description,
      reason: `cash deposit of ${formatCents(t.amount)}, a round multiple of ${formatCents(unit)} at or above ${formatCents(threshold)}`,
    }));
