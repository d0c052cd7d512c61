/**
 * What every export writer reads: an analysed job with its money back in integer cents. The job's
 * `data` carries decimals (two places, the JSON edge); they are turned into cents once, here, so the
 * writers add, sign and format whole numbers only.
 */
import { fromDecimal, type Cents } from '../domain/money.js';
import type { JobView } from '../application/api.js';
import type { StatementData, TransactionType } from '../domain/statement.js';

export interface ExportRow {
  /** 1-based position of the row on the statement: with the job id it names the row for good (FITIDs). */
  number: number;
  date: string;
  description: string;
  /** Signed: deposits positive, withdrawals negative. */
  amount: Cents;
  type: TransactionType;
  balance: Cents | null;
  page: number;
}

export interface ExportStatement {
  jobId: string;
  filename: string;
  company: string;
  client: string;
  /** ISO timestamp the job finished: the export's own time, so the same job always exports the same bytes. */
  completedAt: string;
  data: StatementData;
  opening: Cents;
  closing: Cents;
  totalDeposits: Cents;
  totalWithdrawals: Cents;
  rows: ExportRow[];
}

/** An analysed job (`status` auto_analyzed, `data` present), as the exports need it. */
export type AnalysedJob = JobView & { status: 'auto_analyzed'; data: StatementData };

export const isAnalysed = (job: JobView): job is AnalysedJob => job.status === 'auto_analyzed' && job.data !== undefined;

export const exportStatementOf = (job: AnalysedJob): ExportStatement => ({
  jobId: job.job_id,
  filename: job.filename,
  company: job.company,
  client: job.client,
  completedAt: job.completed_at ?? job.created_at,
  data: job.data,
  opening: fromDecimal(job.data.opening_balance),
  closing: fromDecimal(job.data.end_month_balance),
  totalDeposits: fromDecimal(job.data.total_deposits),
  totalWithdrawals: fromDecimal(job.data.total_withdrawals),
  rows: job.data.transactions.map((t, i) => {
    const amount = fromDecimal(t.amount);
    return {
      number: i + 1,
      date: t.date,
      description: t.description,
      amount: t.type === 'withdrawal' ? -amount : amount,
      type: t.type,
      balance: t.balance === null ? null : fromDecimal(t.balance),
      page: t.page,
    };
  }),
});

/** Cents as a plain decimal with a `.` point and two places (`-123456` to `-1234.56`), by integer arithmetic. */
export const formatCents = (cents: Cents): string => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Cents as the number a spreadsheet cell holds (a display value: nothing is summed from it here). */
export const centsToNumber = (cents: Cents): number => cents / 100;

/** A statement of a batch that has nothing to list (it failed), as the batch's summary shows it. */
export interface FailedStatement {
  jobId: string;
  filename: string;
  company: string;
  error: { code: string; message: string };
}

/** One job of a batch export, in upload order. */
export type BatchEntry = { status: 'auto_analyzed'; statement: ExportStatement } | { status: 'failed'; failed: FailedStatement };
