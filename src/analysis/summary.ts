import { sumCents, type Cents } from '../domain/money.js';
import type { IsoDate, ParsedStatement } from '../domain/statement.js';
import { chronological, signedAmount } from './chronology.js';

/**
 * The headline figures of a statement, in cents, with the warnings their fallbacks raise.
 *
 * Unknown identity fields: `bankName` becomes `UNKNOWN_BANK` ("Unknown") and `accountLast4` the empty
 * string, each with a warning. An empty last-4 cannot be mistaken for real digits by a client that
 * matches accounts; "Unknown" reads plainly to a person looking at the bank name.
 */
export interface Summary {
  bankName: string;
  accountLast4: string;
  currency: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  opening: Cents;
  closing: Cents;
  deposits: Cents;
  withdrawals: Cents;
  depositCount: number;
  withdrawalCount: number;
  transactionCount: number;
  /** opening + deposits - withdrawals - closing; the equation holds when it is 0 cents. */
  variance: Cents;
  /** False when the statement prints no balance at all and the opening was taken as 0. */
  balancesKnown: boolean;
  warnings: string[];
}

export const UNKNOWN_BANK = 'Unknown';
export const BANK_NOT_FOUND_WARNING = `bank name not found on the statement; reported as "${UNKNOWN_BANK}"`;
export const DEFAULT_CURRENCY = 'USD';

export const summarise = (parsed: ParsedStatement): Summary => {
  const warnings: string[] = [];
  const rows = parsed.transactions;
  const depositRows = rows.filter((t) => t.type === 'deposit');
  const withdrawalRows = rows.filter((t) => t.type === 'withdrawal');
  const deposits = sumCents(depositRows.map((t) => t.amount));
  const withdrawals = sumCents(withdrawalRows.map((t) => t.amount));
  const flow = deposits - withdrawals;

  const opening = openingBalance(parsed, flow, warnings);
  const closing = closingBalance(parsed, opening, flow, warnings);
  const { start, end } = period(parsed, warnings);

  if (!parsed.bankName) warnings.push(BANK_NOT_FOUND_WARNING);
  if (!parsed.accountLast4) warnings.push('account number not found on the statement; last 4 digits left empty');
  if (!parsed.currency) warnings.push(`currency not stated on the statement; assumed ${DEFAULT_CURRENCY}`);

  return {
    bankName: parsed.bankName || UNKNOWN_BANK,
    // The interface promises the last four characters, whatever the extraction kept.
    accountLast4: (parsed.accountLast4 ?? '').replace(/\s+/g, '').slice(-4),
    currency: parsed.currency || DEFAULT_CURRENCY,
    periodStart: start,
    periodEnd: end,
    opening,
    closing,
    deposits,
    withdrawals,
    depositCount: depositRows.length,
    withdrawalCount: withdrawalRows.length,
    transactionCount: rows.length,
    variance: opening + deposits - withdrawals - closing,
    balancesKnown: parsed.openingBalance !== null || parsed.closingBalance !== null || rows.some((t) => t.balance !== null),
    warnings,
  };
};

/**
 * The printed opening balance; else the first printed running balance less the rows up to it; else
 * the closing balance less the whole flow (the equation then holds by construction, so say so); else 0.
 */
const openingBalance = (parsed: ParsedStatement, flow: Cents, warnings: string[]): Cents => {
  if (parsed.openingBalance !== null) return parsed.openingBalance;
  const ordered = chronological(parsed.transactions);
  const firstWithBalance = ordered.findIndex((t) => t.balance !== null);
  if (firstWithBalance >= 0) {
    const upTo = sumCents(ordered.slice(0, firstWithBalance + 1).map(signedAmount));
    warnings.push('opening balance not printed; derived from the first running balance');
    return ordered[firstWithBalance]!.balance! - upTo;
  }
  if (parsed.closingBalance !== null) {
    warnings.push('opening balance not printed; derived from the closing balance, so the balance equation cannot be checked');
    return parsed.closingBalance - flow;
  }
  warnings.push('no opening balance, running balance or closing balance found; opening balance taken as 0');
  return 0;
};

/** The printed closing balance; else the last running balance; else opening plus the flow. */
const closingBalance = (parsed: ParsedStatement, opening: Cents, flow: Cents, warnings: string[]): Cents => {
  if (parsed.closingBalance !== null) return parsed.closingBalance;
  const lastWithBalance = chronological(parsed.transactions).reverse().find((t) => t.balance !== null);
  if (lastWithBalance) return lastWithBalance.balance!;
  if (parsed.openingBalance !== null) warnings.push('closing balance not printed; computed from the opening balance and the transactions');
  return opening + flow;
};

/** The printed period; else the first and last transaction dates. */
const period = (parsed: ParsedStatement, warnings: string[]): { start: IsoDate; end: IsoDate } => {
  const dates = parsed.transactions.map((t) => t.date).sort();
  let start = parsed.periodStart ?? dates[0] ?? null;
  let end = parsed.periodEnd ?? dates[dates.length - 1] ?? null;
  if (!parsed.periodStart || !parsed.periodEnd) warnings.push('statement period not printed in full; taken from the transaction dates');
  if (start === null || end === null) {
    start = start ?? end ?? '';
    end = end ?? start;
    if (start === '') warnings.push('no statement period and no transaction dates: the period is unknown');
  }
  if (start > end) {
    warnings.push(`statement period printed backwards (${start} to ${end}); read as ${end} to ${start}`);
    [start, end] = [end, start];
  }
  return { start, end };
};
