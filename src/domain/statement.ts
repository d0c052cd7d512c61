/**
 * The statement vocabulary shared by the extraction engine (which produces a ParsedStatement from a
 * PDF) and the analysis rules (which turn it into the `data` object of a processing result).
 * Everything here is JSON-safe: ISO date strings, integer cents, no Date or Map.
 */
import type { Category, CategoryEvidence } from './categories.js';
import type { Cents } from './money.js';

/** `YYYY-MM-DD`. */
export type IsoDate = string;
export type TransactionType = 'deposit' | 'withdrawal';

/** A rectangle on a page, in PDF points from the top-left corner. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One transaction as printed, pointing back to the text it came from. */
export interface Transaction {
  date: IsoDate;
  description: string;
  /** Always positive; `type` carries the direction. */
  amount: Cents;
  type: TransactionType;
  /** The running balance printed on this row, or null when the statement prints none. */
  balance: Cents | null;
  /** 1-based page number. */
  page: number;
  /** The row's box on its page (all its lines). */
  box: Box;
}

/** Where a printed running balance disagrees with previous balance +/- amount. */
export interface BalanceBreak {
  /** Index into `transactions` of the row whose printed balance is off. */
  index: number;
  date: IsoDate;
  page: number;
  expected: Cents;
  printed: Cents;
}

/** Facts about the PDF file itself, read before any text: they feed the tampering anomalies. */
export interface DocumentSignals {
  pageCount: number;
  producer: string | null;
  creator: string | null;
  /** ISO timestamps from the info dictionary, when present and parseable. */
  creationDate: string | null;
  modificationDate: string | null;
  /** Count of incremental updates (extra `%%EOF` sections / xref sections) appended after the first save. */
  incrementalUpdates: number;
  /** Pages whose amount column mixes fonts (a sign an amount was typed over). */
  pagesWithMixedAmountFonts: number[];
  /** Pages that had no usable text layer and were OCR'd. */
  ocrPages: number[];
}

/** Totals printed in a statement's summary box, used to cross-check the rows. */
export interface PrintedTotals {
  deposits: Cents | null;
  withdrawals: Cents | null;
  depositCount: number | null;
  withdrawalCount: number | null;
}

/** What the extraction engine read from a statement: the input of the analysis rules. */
export interface ParsedStatement {
  bankName: string | null;
  /** The name is a guess (a title, a web address's brand): a logo may name the bank better. */
  bankNameGuessed?: boolean;
  accountHolder: string | null;
  accountLast4: string | null;
  /** ISO 4217; `USD` when only `$` is seen; null when nothing says. */
  currency: string | null;
  periodStart: IsoDate | null;
  periodEnd: IsoDate | null;
  openingBalance: Cents | null;
  closingBalance: Cents | null;
  printedTotals: PrintedTotals | null;
  /** Whether the statement prints a running balance on its transaction rows. */
  runningBalancePrinted: boolean;
  /**
   * A credit card statement's balances are amounts owed (negative from the holder's side), so a
   * negative balance there is not an overdraft. Absent when the engine could not tell.
   */
  accountKind?: 'bank_account' | 'credit_card';
  /** In printed order. */
  transactions: Transaction[];
  /** The statement's transaction table is there and lists nothing: no activity in the period. */
  listsNoTransactions?: boolean;
  balanceBreaks: BalanceBreak[];
  signals: DocumentSignals;
  /** Things a reviewer should read, each naming its page where it has one. */
  warnings: string[];
}

// ---- The `data` object of a processing result (decisions.md), as stored and served. ----
// Amounts here are decimals (two places), converted from cents at the very end of analysis.

export interface ResultTransaction {
  date: IsoDate;
  description: string;
  amount: number;
  type: TransactionType;
  balance: number | null;
  page: number;
  /**
   * The row's box on its page: `[x0, y0, x1, y1]` in PDF points from the page's top-left corner (all
   * its lines). Absent in results analysed before boxes were published.
   */
  bbox?: ResultBox;
  /** From the fixed taxonomy of `categories.ts`, with the rule that chose it (issue 14). */
  category: Category;
  category_evidence: CategoryEvidence;
}

/** `[x0, y0, x1, y1]`: left, top, right, bottom in PDF points from the page's top-left corner. */
export type ResultBox = [number, number, number, number];

export interface RecurringDebit {
  creditor: string;
  count: number;
  total_amount: number;
  individual_amounts: number[];
  transaction_dates: IsoDate[];
  /** monthly | biweekly | weekly | daily */
  frequency: string;
}

export interface LargeTransaction {
  date: IsoDate;
  type: TransactionType;
  amount: number;
  description: string;
  reason: string;
}

export interface LoanTransaction {
  date: IsoDate;
  amount: number;
  type: 'disbursement' | 'payment';
  lender: string;
  description: string;
}

export type LoanFrequency = 'daily' | 'weekly' | 'biweekly' | 'monthly' | 'irregular';

export interface LoanCommitment {
  lender: string;
  frequency: LoanFrequency;
  payment_amount: number;
  payment_count: number;
  total_paid: number;
  first_date: IsoDate;
  last_date: IsoDate;
  estimated_monthly_payment: number;
}

export interface IntraCompanyTransaction {
  date: IsoDate;
  amount: number;
  type: TransactionType;
  description: string;
  counterparty: string;
  reason: string;
}

export type Severity = 'low' | 'medium' | 'high';

export interface Anomaly {
  type: string;
  severity: Severity;
  date?: IsoDate;
  amount?: number;
  description: string;
  reason: string;
}

/** The `data` field of an `auto_analyzed` job: every field of interface.md plus decisions.md's additions. */
export interface StatementData {
  bank_name: string;
  /** The holder named on the statement; null when none was read (absent from results made before issue 14). */
  account_holder?: string | null;
  account_number_last_4: string;
  currency: string;
  statement_start_date: IsoDate;
  statement_end_date: IsoDate;
  opening_balance: number;
  end_month_balance: number;
  total_deposits: number;
  total_withdrawals: number;
  daily_average_balance: number;
  deposit_count: number;
  withdrawal_count: number;
  transaction_count: number;
  balance_equation_valid: boolean;
  balance_equation_variance: number;
  is_multi_month: boolean;
  months_covered: string[];
  negative_balance_count: number;
  negative_balance_dates: IsoDate[];
  recurring_debits: RecurringDebit[];
  large_transactions: LargeTransaction[];
  loans_detected: boolean;
  loan_transactions: LoanTransaction[];
  loan_commitments: LoanCommitment[];
  intra_company_transactions: IntraCompanyTransaction[];
  transactions: ResultTransaction[];
  anomalies: Anomaly[];
  warnings: string[];
  /**
   * The version of the analysis rules and every setting the result was analysed with, under their
   * public names (money in decimals); absent on results made before issue 14.
   */
  analysis?: { version: string; settings: Record<string, number> };
}

/** Codes a job can fail with (decisions.md). */
export type JobFailureCode =
  | 'invalid_pdf'
  | 'encrypted_pdf'
  | 'no_transactions_found'
  | 'extraction_timeout'
  /** A page's content passes what one page may cost (a hostile file): it is not interpreted. */
  | 'pdf_too_complex'
  | 'internal_error';

/** What the engine returns for one statement: the interface's processing result, or a failure. */
export type ProcessingResult =
  | { status: 'auto_analyzed'; data: StatementData }
  | { status: 'failed'; error: { code: JobFailureCode; message: string } };
