/** The API's JSON as the console reads it: REST snake_case (`/openapi.json`), GraphQL camelCase for keys. */
export type JobStatus = 'processing' | 'auto_analyzed' | 'failed';
export type TransactionType = 'deposit' | 'withdrawal';

export interface Usage {
  plan: string;
  period_start: string;
  period_end: string;
  pages_limit: number;
  pages_used: number;
  pages_remaining: number;
  resets_at: string;
}

export interface Transaction {
  date: string;
  description: string;
  amount: number;
  type: TransactionType;
  balance: number | null;
  page: number;
  /** [x0, y0, x1, y1] in PDF points from the page's top-left corner; absent in older results. */
  bbox?: [number, number, number, number];
}

export interface RecurringDebit {
  creditor: string;
  count: number;
  total_amount: number;
  individual_amounts: number[];
  transaction_dates: string[];
  frequency: string;
}

export interface LargeTransaction {
  date: string;
  type: TransactionType;
  amount: number;
  description: string;
  reason: string;
}

export interface LoanTransaction {
  date: string;
  amount: number;
  type: 'disbursement' | 'payment';
  lender: string;
  description: string;
}

export interface LoanCommitment {
  lender: string;
  frequency: string;
  payment_amount: number;
  payment_count: number;
  total_paid: number;
  first_date: string;
  last_date: string;
  estimated_monthly_payment: number;
}

export interface IntraCompanyTransaction {
  date: string;
  amount: number;
  type: TransactionType;
  description: string;
  counterparty: string;
  reason: string;
}

export interface Anomaly {
  type: string;
  severity: 'low' | 'medium' | 'high';
  date?: string;
  amount?: number;
  description: string;
  reason: string;
}

export interface StatementData {
  bank_name: string;
  account_number_last_4: string;
  currency: string;
  statement_start_date: string;
  statement_end_date: string;
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
  negative_balance_dates: string[];
  recurring_debits: RecurringDebit[];
  large_transactions: LargeTransaction[];
  loans_detected: boolean;
  loan_transactions: LoanTransaction[];
  loan_commitments: LoanCommitment[];
  intra_company_transactions: IntraCompanyTransaction[];
  transactions: Transaction[];
  anomalies: Anomaly[];
  warnings: string[];
}

export interface JobView {
  job_id: string;
  status: JobStatus;
  company: string;
  filename: string;
  client: string;
  created_at: string;
  completed_at?: string;
  progress: { pages_done: number; pages_total: number };
  data?: StatementData;
  error?: { code: string; message: string };
}

export interface JobList {
  jobs: JobView[];
  next_cursor: string | null;
}

export interface UploadResponse {
  client: string;
  total_files: number;
  jobs: { job_id: string; company: string; filename: string; status: 'processing' }[];
}

/** GraphQL `JobUpdate`, pushed by `jobsUpdated`. */
export interface JobUpdate {
  jobId: string;
  status: JobStatus;
  pagesDone: number;
  pagesTotal: number;
  at: string;
}

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  role: 'admin' | 'extract';
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  allowedIps: string[];
}

export interface CreatedApiKey {
  key: ApiKey;
  secret: string;
}

/** `GET /v1/companies/{company_name}/report`: a company's statements read together (README, Underwriting view). */
export interface CompanyStatement {
  job_id: string;
  filename: string;
  bank_name: string;
  account_number_last_4: string;
  account_holder: string | null;
  statement_start_date: string;
  statement_end_date: string;
  opening_balance: number;
  end_month_balance: number;
  counted: boolean;
}

export interface CompanyMonth {
  month: string;
  deposits: number;
  true_revenue: number;
  withdrawals: number;
  deposit_count: number;
  withdrawal_count: number;
  ending_balance: number | null;
  average_daily_balance: number | null;
  negative_days: number;
  nsf_count: number;
  largest_deposit: number | null;
  days_covered: number;
}

export interface ContinuityFinding {
  type: 'gap' | 'opening_balance_mismatch' | 'overlap' | 'duplicate_upload' | 'other_account' | 'other_holder';
  statements: [string, string];
  detail: string;
  days?: number;
  difference?: number;
}

export interface Position {
  creditor: string;
  cadence: string;
  typical_amount: number;
  first_date: string;
  last_date: string;
  count: number;
  total_paid: number;
  months: { month: string; total: number; holdback_share: number | null }[];
  holdback_share: number | null;
  funded: { date: string; amount: number } | null;
  stacked_on: string[];
}

export interface CompanyReport {
  company: string;
  currency: string;
  statements: CompanyStatement[];
  months: CompanyMonth[];
  totals: { months: number; deposits: number; true_revenue: number; withdrawals: number; negative_days: number; nsf_count: number; largest_deposit: number | null };
  averages: { deposits: number; true_revenue: number; withdrawals: number; ending_balance: number | null; average_daily_balance: number | null; negative_days: number; nsf_count: number };
  continuity: ContinuityFinding[];
  positions: Position[];
  stacking: boolean;
  updated_at: string | null;
}
