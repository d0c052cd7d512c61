import type { Cents } from '../../domain/money.js';
import { formatCents } from '../format.js';
import type { Finding } from './anomaly.js';

/**
 * Opening + deposits - withdrawals that does not land on the closing balance: a row is missing, or a
 * balance or amount was changed. `variance` is opening + deposits - withdrawals - closing.
 */
export const findBalanceEquationBreak = (opening: Cents, closing: Cents, variance: Cents): Finding[] =>
  variance === 0
    ? []
    : [
        {
          type: 'balance_equation_mismatch',
          severity: 'high',
          amount: Math.abs(variance),
          description: 'opening + deposits - withdrawals = closing',
          reason: `opening ${formatCents(opening)} plus the rows gives ${formatCents(closing + variance)}, but the closing balance is ${formatCents(closing)} (variance ${formatCents(variance)})`,
        },
      ];
