import { sumCents, type Cents } from '../domain/money.js';
import type { IsoDate, LoanFrequency, Transaction } from '../domain/statement.js';
import { cadenceOf, PER_MONTH } from './cadence.js';
import { chronological } from './chronology.js';
import { daysBetween } from './dates.js';
import { groupBy } from './groupBy.js';
import { creditorOf, foldText } from './normaliseDescription.js';
import type { AnalysisSettings } from './settings.js';
import { isCardPurchase } from './wording.js';

/**
 * Loan wording in the languages the statements come in, matched on folded text (upper case, no
 * accents). "KREDIT" is a loan but "KREDITKARTE" a card; "PRET" is a loan but "PRET A MANGER" lunch;
 * "FINANCE CHARGE" is card interest, not a lender.
 */
const LOAN_WORDING = new RegExp(
  [
    '\\bLOANS?\\b', '\\bLENDING\\b', '\\bLENDER\\b', '\\bCAPITAL\\b', '\\bFINANCING\\b', '\\bFINANCE\\b(?! CHARGE)', '\\bFUNDING\\b',
    '\\bADVANCE\\b', '\\bMCA\\b', '\\bREPAYMENT\\b', '\\bINSTAL?LMENT\\b', '\\bMORTGAGE\\b', 'DARLEHEN', 'KREDIT(?!KART)', '\\bTILGUNG\\b',
    '\\bHYPOTHEKE?\\b', '\\bPRET\\b(?! A MANGER)', '\\bPRESTAMO\\b', '\\bPRESTITO\\b', '\\bMUTUO\\b', '\\bFINANCIAMIENTO\\b',
    '\\bFINANZIAMENTO\\b', '\\bLENING\\b', '\\bHYPOTHEEK\\b', '\\bAFLOSSING\\b',
  ].join('|'),
);

/** Words that say a row is a loan movement but are not part of the lender's name. */
const LOAN_ROW_WORDS = new Set([
  'LOAN', 'LOANS', 'PROCEEDS', 'DISBURSEMENT', 'DISB', 'REPAYMENT', 'INSTALMENT', 'INSTALLMENT', 'FUNDING', 'FINANCING', 'ADVANCE',
  'MCA', 'TILGUNG', 'RATE', 'AUSZAHLUNG', 'ECHEANCE', 'CUOTA', 'RATA', 'AFLOSSING',
]);

/** Card purchases are never loan movements, whatever the shop is called ("ADVANCE AUTO PARTS"). */
export const hasLoanWording = (description: string): boolean => LOAN_WORDING.test(foldText(description)) && !isCardPurchase(description);

/** The lender a loan row names: its creditor without the loan words ("NORTHSTAR CAPITAL LOAN" to "NORTHSTAR CAPITAL"). */
export const lenderOf = (description: string): string => {
  const creditor = creditorOf(description);
  const name = creditor.split(' ').filter((w) => !LOAN_ROW_WORDS.has(w)).join(' ');
  return name || creditor;
};

export interface LoanRow {
  row: Transaction;
  type: 'disbursement' | 'payment';
  lender: string;
}

export interface Commitment {
  lender: string;
  frequency: LoanFrequency;
  paymentAmount: Cents;
  paymentCount: number;
  totalPaid: Cents;
  firstDate: IsoDate;
  lastDate: IsoDate;
  estimatedMonthlyPayment: Cents;
}

type LoanSettings = Pick<AnalysisSettings, 'mcaMinCount' | 'recurringIntervalSlackDays'>;

/**
 * Loan movements: rows with loan wording (deposits are disbursements, withdrawals payments), plus
 * merchant cash advance debits, which rarely say "loan": the same payee debited the same amount every
 * business day or every week, at least `mcaMinCount` times. A deposit from a lender found that way is
 * its disbursement. `notLoans` are rows known to be something else (transfers between own accounts).
 */
export const findLoanRows = (transactions: readonly Transaction[], settings: LoanSettings, notLoans: ReadonlySet<Transaction>): LoanRow[] => {
  const candidates = chronological(transactions).filter((t) => !notLoans.has(t));
  const worded = new Set(candidates.filter((t) => hasLoanWording(t.description)));
  const mca = merchantCashAdvanceDebits(candidates.filter((t) => t.type === 'withdrawal' && !worded.has(t)), settings);
  const mcaLenders = new Set([...mca].map((t) => lenderOf(t.description)));
  return candidates
    .filter((t) => worded.has(t) || mca.has(t) || (t.type === 'deposit' && mcaLenders.has(lenderOf(t.description))))
    .map((row) => ({ row, type: row.type === 'deposit' ? 'disbursement' : 'payment', lender: lenderOf(row.description) }));
};

export const merchantCashAdvanceDebits = (withdrawals: readonly Transaction[], settings: LoanSettings): Set<Transaction> => {
  const series = groupBy(withdrawals, (t) => `${creditorOf(t.description)}|${t.amount}`);
  const found = new Set<Transaction>();
  for (const rows of series.values()) {
    if (rows.length < settings.mcaMinCount) continue;
    const cadence = cadenceOf(rows.map((r) => r.date), settings.recurringIntervalSlackDays);
    if (cadence === 'daily' || cadence === 'weekly') rows.forEach((r) => found.add(r));
  }
  return found;
};

/**
 * The payments grouped per lender. The cadence is read from the payment dates ("irregular" when they
 * fit none, or there is one payment); the typical payment is the most frequent amount (the median
 * when none repeats). The monthly estimate is the typical payment times the cadence's payments per
 * month, or, when irregular, what was paid spread over the statement's length in months (at least one).
 */
export const groupCommitments = (loanRows: readonly LoanRow[], periodDays: number, slackDays: number): Commitment[] => {
  const byLender = groupBy(loanRows.filter((l) => l.type === 'payment'), (l) => l.lender);
  const months = Math.max(1, Math.round(periodDays / 30.4375));
  return [...byLender]
    .map(([lender, payments]): Commitment => {
      const ordered = chronological(payments.map((p) => p.row));
      const cadence = cadenceOf(ordered.map((r) => r.date), slackDays);
      const paymentAmount = typicalAmount(ordered.map((r) => r.amount));
      const totalPaid = sumCents(ordered.map((r) => r.amount));
      return {
        lender,
        frequency: cadence ?? 'irregular',
        paymentAmount,
        paymentCount: ordered.length,
        totalPaid,
        firstDate: ordered[0]!.date,
        lastDate: ordered[ordered.length - 1]!.date,
        estimatedMonthlyPayment: Math.round(cadence ? paymentAmount * PER_MONTH[cadence] : totalPaid / months),
      };
    })
    .sort((a, b) => a.lender.localeCompare(b.lender));
};

export const typicalAmount = (amounts: readonly Cents[]): Cents => {
  const counts = new Map<Cents, number>();
  for (const a of amounts) counts.set(a, (counts.get(a) ?? 0) + 1);
  const [mostFrequent, times] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
  if (times > 1) return mostFrequent;
  const sorted = [...amounts].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Calendar days of a period, both ends included. */
export const periodLength = (start: IsoDate, end: IsoDate): number => daysBetween(start, end) + 1;
