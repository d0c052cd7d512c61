import type { Severity, Transaction } from '../../domain/statement.js';
import { chronological } from '../chronology.js';
import { formatCents } from '../format.js';
import { foldText } from '../normaliseDescription.js';
import type { Finding } from './anomaly.js';

interface FeeRule {
  type: string;
  severity: Severity;
  what: string;
  wording: RegExp;
  /** Returned items come back either way; fees are only ever charged. */
  withdrawalsOnly: boolean;
}

/** First match wins: "RETURNED ITEM FEE NSF" is an NSF fee. Matched on folded text. */
const RULES: readonly FeeRule[] = [
  {
    type: 'nsf_fee',
    severity: 'high',
    what: 'a non-sufficient-funds fee',
    wording: /\b(NSF|NON[- ]?SUFFICIENT FUNDS?|INSUFFICIENT FUNDS?|INSUFF FUNDS?|UNPAID ITEM)\b/,
    withdrawalsOnly: true,
  },
  {
    type: 'returned_item',
    severity: 'high',
    what: 'a returned item',
    wording: /\b(RETURNED (ITEM|CHECK|CHEQUE|PAYMENT|DEPOSIT|ACH)|RETURN ITEM|ITEM RETURNED|CHARGEBACK|RUCKLASTSCHRIFT|RUECKLASTSCHRIFT|IMPAYE|REJET|DEVOLUCION|INSOLUTO|STORNO)/,
    withdrawalsOnly: false,
  },
  {
    type: 'overdraft_fee',
    severity: 'medium',
    what: 'an overdraft fee or interest',
    wording: /\b(OVERDRAFT|OVERDRAWN|OD (FEE|CHARGE|INTEREST)|UBERZIEHUNG|UEBERZIEHUNG|SOLLZINS|DECOUVERT|AGIOS|DESCUBIERTO|SCONFINAMENTO|ROOD STAAN)/,
    withdrawalsOnly: true,
  },
];

/** NSF fees, returned items and overdraft fees: each says the account ran short of money. */
export const findFees = (transactions: readonly Transaction[]): Finding[] => {
  const findings: Finding[] = [];
  for (const row of chronological(transactions)) {
    const text = foldText(row.description);
    const rule = RULES.find((r) => (!r.withdrawalsOnly || row.type === 'withdrawal') && r.wording.test(text));
    if (!rule) continue;
    findings.push({
      type: rule.type,
      severity: rule.severity,
      date: row.date,
      amount: row.amount,
      description: row.description,
      reason: `${row.type} of ${formatCents(row.amount)} reads as ${rule.what}`,
    });
  }
  return findings;
};
