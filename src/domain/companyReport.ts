/**
 * The company report (issue 14): a company's statements read together, as a lender reads three to six
 * months at once. The JSON shape served by `GET /v1/companies/{company_name}/report`; amounts are
 * decimals (two places), converted from cents at the very end like the `data` of a job.
 */
import type { IsoDate } from './statement.js';

/** One statement of the report, as the findings name it. */
export interface ReportStatement {
  job_id: string;
  filename: string;
  bank_name: string;
  account_number_last_4: string;
  account_holder: string | null;
  statement_start_date: IsoDate;
  statement_end_date: IsoDate;
  opening_balance: number;
  end_month_balance: number;
  /** False for a duplicate upload and for a statement of another account: its figures are left out of the months. */
  counted: boolean;
}

export interface ReportMonth {
  /** `YYYY-MM`. */
  month: string;
  deposits: number;
  /** Deposits less transfers in, loan proceeds, refunds and payments received on a card. */
  true_revenue: number;
  withdrawals: number;
  deposit_count: number;
  withdrawal_count: number;
  /** The last covered day's end-of-day balance; null when no statement prints the month's balances. */
  ending_balance: number | null;
  average_daily_balance: number | null;
  negative_days: number;
  /** Rows filed `nsf_returned_item`. */
  nsf_count: number;
  largest_deposit: number | null;
  /** Days of the month the counted statements cover. */
  days_covered: number;
}

export interface ReportTotals {
  months: number;
  deposits: number;
  true_revenue: number;
  withdrawals: number;
  negative_days: number;
  nsf_count: number;
  largest_deposit: number | null;
}

export interface ReportAverages {
  deposits: number;
  true_revenue: number;
  withdrawals: number;
  ending_balance: number | null;
  average_daily_balance: number | null;
  negative_days: number;
  nsf_count: number;
}

export type ContinuityType = 'gap' | 'opening_balance_mismatch' | 'overlap' | 'duplicate_upload' | 'other_account' | 'other_holder';

export interface ContinuityFinding {
  type: ContinuityType;
  /** The two statements involved: the earlier (or the account's main statement) first. */
  statements: [string, string];
  detail: string;
  /** Missing days (gap) or days read twice (overlap). */
  days?: number;
  /** Opening balance less the previous closing balance. */
  difference?: number;
}

export type PositionCadence = 'daily' | 'weekly' | 'biweekly' | 'monthly' | 'irregular';

export interface PositionMonth {
  month: string;
  total: number;
  /** The month's payments over its true revenue (null when the month earned nothing). */
  holdback_share: number | null;
}

export interface Position {
  creditor: string;
  cadence: PositionCadence;
  typical_amount: number;
  first_date: IsoDate;
  last_date: IsoDate;
  count: number;
  total_paid: number;
  months: PositionMonth[];
  /** What the payments take of true revenue over the months they run (the holdback). */
  holdback_share: number | null;
  /** The loan proceeds from this creditor, when a statement shows them. */
  funded: { date: IsoDate; amount: number } | null;
  /** Creditors already being paid when this one was funded (or started): stacking. */
  stacked_on: string[];
}

export interface CompanyReport {
  company: string;
  currency: string;
  /** Every analysed statement of the company, in period order. */
  statements: ReportStatement[];
  months: ReportMonth[];
  totals: ReportTotals;
  averages: ReportAverages;
  continuity: ContinuityFinding[];
  positions: Position[];
  /** A position was funded while another was still being paid. */
  stacking: boolean;
  /** When the newest statement of the report was analysed: the report changes when this does. */
  updated_at: string | null;
}
