/**
 * A company's analysed statements, put in order and sorted into what the report counts: the main
 * account's chain, less duplicate uploads. Everything downstream (months, positions) reads the
 * counted statements only; continuity reads them all.
 */
import { fromDecimal, type Cents } from '../../domain/money.js';
import type { IsoDate, StatementData, Transaction } from '../../domain/statement.js';
import type { Category } from '../../domain/categories.js';
import { foldText } from '../normaliseDescription.js';

/** One analysed job of the company, as the read model holds it. */
export interface CompanyStatementInput {
  jobId: string;
  filename: string;
  /** SHA-256 of the uploaded PDF: the same key twice is the same file uploaded twice. */
  blobKey: string;
  completedAt: string;
  /**
   * Ascending in the order the files were uploaded (batch, then place in the batch): of two uploads
   * of one statement, the first is the original whichever finished first.
   */
  uploadOrder: number;
  data: StatementData;
}

/** A row in cents with its category, as the report adds rows up. */
export interface CountedRow extends Transaction {
  category: Category;
}

export interface OrderedStatement {
  input: CompanyStatementInput;
  /** `bank|last 4`, folded: which account the statement is of. */
  accountKey: string;
  holder: string | null;
  start: IsoDate;
  end: IsoDate;
  opening: Cents;
  closing: Cents;
  rows: CountedRow[];
  /** Why the statement's figures are left out, or null when they count. */
  excluded: 'duplicate_upload' | 'other_account' | null;
}

const rowsOf = (data: StatementData): CountedRow[] =>
  data.transactions.map((t) => ({
    date: t.date,
    description: t.description,
    amount: fromDecimal(t.amount),
    type: t.type,
    balance: t.balance === null ? null : fromDecimal(t.balance),
    page: t.page,
    box: { x0: 0, y0: 0, x1: 0, y1: 0 },
    // Results analysed before categories existed carry none: "other" until the job is analysed again.
    category: t.category ?? 'other',
  }));

export const accountKeyOf = (data: StatementData): string => `${foldText(data.bank_name)}|${data.account_number_last_4}`;

const holderOf = (data: StatementData): string | null => {
  const holder = data.account_holder ? foldText(data.account_holder) : '';
  return holder === '' ? null : holder;
};

/** Statements in period order (then upload order), each with its account and whether it counts. */
export const orderStatements = (inputs: readonly CompanyStatementInput[]): OrderedStatement[] => {
  const ordered = inputs
    .filter((s) => s.data.statement_start_date !== '' && s.data.statement_end_date !== '')
    .map((input): OrderedStatement => ({
      input,
      accountKey: accountKeyOf(input.data),
      holder: holderOf(input.data),
      start: input.data.statement_start_date,
      end: input.data.statement_end_date,
      opening: fromDecimal(input.data.opening_balance),
      closing: fromDecimal(input.data.end_month_balance),
      rows: rowsOf(input.data),
      excluded: null,
    }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.input.uploadOrder - b.input.uploadOrder || a.input.jobId.localeCompare(b.input.jobId));

  const main = mainAccount(ordered);
  const seen: OrderedStatement[] = [];
  for (const s of ordered) {
    if (s.accountKey !== main) s.excluded = 'other_account';
    else if (seen.some((earlier) => isSameStatement(earlier, s))) s.excluded = 'duplicate_upload';
    else seen.push(s);
  }
  return ordered;
};

/** The account most statements are of (the earliest on a tie): the chain the report reads. */
const mainAccount = (ordered: readonly OrderedStatement[]): string | null => {
  const counts = new Map<string, number>();
  for (const s of ordered) counts.set(s.accountKey, (counts.get(s.accountKey) ?? 0) + 1);
  let best: string | null = null;
  for (const [key, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = key;
  return best;
};

/** The same file, or the same period with the same figures (a re-scan or a re-download of one statement). */
export const isSameStatement = (a: OrderedStatement, b: OrderedStatement): boolean =>
  a.input.blobKey === b.input.blobKey ||
  (a.start === b.start && a.end === b.end && a.opening === b.opening && a.closing === b.closing && a.rows.length === b.rows.length);

/**
 * The rows the report adds up: the counted statements' rows, less those of a later statement on days
 * an earlier one already covered (an overlap would count them twice).
 */
export const countedRows = (ordered: readonly OrderedStatement[]): CountedRow[] => {
  const rows: CountedRow[] = [];
  let coveredThrough = '';
  for (const s of ordered) {
    if (s.excluded !== null) continue;
    for (const row of s.rows) if (row.date > coveredThrough) rows.push(row);
    if (s.end > coveredThrough) coveredThrough = s.end;
  }
  return rows;
};
