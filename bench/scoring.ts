/**
 * Scores one processing result against a statement's truth, the way the corpus README says the
 * service is judged: transactions matched as a multiset on (date, amount, type); precision, recall
 * and F1; the running balance of matched rows within 0.01; metadata fields exact (dates, counts,
 * booleans, month lists), amounts within 0.01, the bank name case-insensitively; nulls in the truth
 * are skipped. Pure functions: no files, no engine.
 */
import { fromDecimal } from '../src/domain/money.js';
import type { ProcessingResult, ResultTransaction, StatementData, TransactionType } from '../src/domain/statement.js';

/** A row as the engine read it; the category is the analysis's, scored only where both sides have one. */
export type ReadTransaction = Omit<ResultTransaction, 'category' | 'category_evidence'> & { category?: string };

/** One expected row, as in a truth file. */
export interface ExpectedTransaction {
  date: string;
  description: string;
  amount: number;
  type: TransactionType;
  balance: number | null;
  /** The category the truth labels the row with (drawn statements), if any. */
  category?: string;
}

/** A truth file (generated or corpus): `null` means the document does not print the value. */
export interface ExpectedStatement {
  bank_name: string | null;
  currency: string | null;
  account_number_last_4: string | null;
  statement_start_date: string | null;
  statement_end_date: string | null;
  opening_balance: number | null;
  end_month_balance: number | null;
  total_deposits: number | null;
  total_withdrawals: number | null;
  deposit_count: number | null;
  withdrawal_count: number | null;
  transaction_count: number | null;
  balance_equation_valid: boolean | null;
  is_multi_month: boolean | null;
  months_covered: string[] | null;
  negative_balance_dates: string[] | null;
  transactions: ExpectedTransaction[];
}

export interface TransactionScore {
  expected: number;
  extracted: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
  /** Truth rows no extracted row matched, in printed order. */
  missing: ExpectedTransaction[];
  /** Extracted rows that match no truth row, in the engine's order. */
  extra: ReadTransaction[];
  /** Matched rows whose truth prints a balance. */
  balanceCompared: number;
  /** Of those, rows whose extracted balance is within 0.01. */
  balanceMatched: number;
  /** Matched rows where the truth labels a category and the engine gave one. */
  categoryCompared: number;
  /** Of those, rows whose category agrees. */
  categoryMatched: number;
}

/** The metadata fields scored, in the order they are reported. */
export const METADATA_FIELDS = [
  'bank_name',
  'currency',
  'account_number_last_4',
  'statement_start_date',
  'statement_end_date',
  'opening_balance',
  'end_month_balance',
  'total_deposits',
  'total_withdrawals',
  'deposit_count',
  'withdrawal_count',
  'transaction_count',
  'balance_equation_valid',
  'is_multi_month',
  'months_covered',
  'negative_balance_dates',
] as const satisfies readonly (keyof ExpectedStatement & keyof StatementData)[];

export type MetadataField = (typeof METADATA_FIELDS)[number];

export interface FieldScore {
  field: MetadataField;
  expected: unknown;
  actual: unknown;
  ok: boolean;
}

export interface MetadataScore {
  /** Only the fields the truth gives (non-null). */
  fields: FieldScore[];
  compared: number;
  correct: number;
}

export interface StatementScore {
  status: ProcessingResult['status'];
  /** `code: message` of a failed result. */
  error: string | null;
  transactions: TransactionScore;
  metadata: MetadataScore;
  /** The truth says the document's own figures reconcile. */
  reconciles: boolean;
  /** The engine reported the balance equation valid. */
  equationReportedValid: boolean;
}

const AMOUNT_FIELDS: ReadonlySet<MetadataField> = new Set(['opening_balance', 'end_month_balance', 'total_deposits', 'total_withdrawals']);
const LIST_FIELDS: ReadonlySet<MetadataField> = new Set(['months_covered', 'negative_balance_dates']);

/** Amounts agree within 0.01 (compared in cents, so float noise cannot decide). */
export const amountsAgree = (a: number, b: number): boolean => Math.abs(fromDecimal(a) - fromDecimal(b)) <= 1;

const matchKey = (date: string, amount: number, type: TransactionType): string => `${date}|${fromDecimal(Math.abs(amount))}|${type}`;

/** Precision, recall and F1 from counts; an empty side scores 1 only when the other is empty too. */
export const prf = (expected: number, extracted: number, matched: number): { precision: number; recall: number; f1: number } => {
  const precision = extracted === 0 ? (expected === 0 ? 1 : 0) : matched / extracted;
  const recall = expected === 0 ? (extracted === 0 ? 1 : 0) : matched / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
};

/**
 * Matches rows as a multiset on (date, amount, type). Within one key, rows pair in printed order, so
 * the balance compared is that of the n-th occurrence on both sides.
 */
export const scoreTransactions = (expected: readonly ExpectedTransaction[], extracted: readonly ReadTransaction[]): TransactionScore => {
  const pool = new Map<string, ReadTransaction[]>();
  for (const row of extracted) {
    const key = matchKey(row.date, row.amount, row.type);
    const list = pool.get(key);
    if (list) list.push(row);
    else pool.set(key, [row]);
  }
  const missing: ExpectedTransaction[] = [];
  let matched = 0;
  let balanceCompared = 0;
  let balanceMatched = 0;
  let categoryCompared = 0;
  let categoryMatched = 0;
  for (const truth of expected) {
    const candidate = pool.get(matchKey(truth.date, truth.amount, truth.type))?.shift();
    if (!candidate) {
      missing.push(truth);
      continue;
    }
    matched += 1;
    if (truth.balance !== null) {
      balanceCompared += 1;
      if (candidate.balance !== null && amountsAgree(candidate.balance, truth.balance)) balanceMatched += 1;
    }
    if (truth.category !== undefined && candidate.category !== undefined) {
      categoryCompared += 1;
      if (candidate.category === truth.category) categoryMatched += 1;
    }
  }
  const leftOver = new Set([...pool.values()].flat());
  const extra = extracted.filter((row) => leftOver.has(row));
  return { expected: expected.length, extracted: extracted.length, matched, ...prf(expected.length, extracted.length, matched), missing, extra, balanceCompared, balanceMatched, categoryCompared, categoryMatched };
};

/** As score.py's `norm`: lower case, every run of other characters than a-z and 0-9 one space. */
const normaliseName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Ratcliff/Obershelp similarity, as Python's `difflib.SequenceMatcher(None, a, b).ratio()`. */
export const similarity = (a: string, b: string): number => {
  if (a.length + b.length === 0) return 1;
  const matched = (x: string, y: string): number => {
    let best = 0;
    let at = [0, 0];
    for (let i = 0; i < x.length; i++) {
      for (let j = 0; j < y.length; j++) {
        let k = 0;
        while (i + k < x.length && j + k < y.length && x[i + k] === y[j + k]) k++;
        if (k > best) [best, at] = [k, [i, j]];
      }
    }
    if (best === 0) return 0;
    const [i, j] = at as [number, number];
    return best + matched(x.slice(0, i), y.slice(0, j)) + matched(x.slice(i + best), y.slice(j + best));
  };
  return (2 * matched(a, b)) / (a.length + b.length);
};

/** The bank name is right when the printed name contains the expected one, or nearly equals it (score.py's rule). */
const bankNameAgrees = (expected: string, actual: string): boolean => {
  const e = normaliseName(expected);
  const a = normaliseName(actual);
  return a.includes(e) || similarity(a, e) > 0.85;
};

/** Whether one field's extracted value is right. Lists compare as sets of strings in sorted order. */
export const fieldAgrees = (field: MetadataField, expected: unknown, actual: unknown): boolean => {
  if (actual === null || actual === undefined) return false;
  if (field === 'bank_name') return typeof actual === 'string' && bankNameAgrees(String(expected), actual);
  if (AMOUNT_FIELDS.has(field)) return typeof actual === 'number' && typeof expected === 'number' && amountsAgree(actual, expected);
  if (LIST_FIELDS.has(field)) {
    if (!Array.isArray(actual) || !Array.isArray(expected)) return false;
    const sorted = (list: unknown[]): string => JSON.stringify(list.map(String).sort());
    return sorted(actual) === sorted(expected);
  }
  return actual === expected;
};

/** Scores every metadata field the truth gives; a failed result gets every one wrong. */
export const scoreMetadata = (truth: ExpectedStatement, data: StatementData | null): MetadataScore => {
  const fields: FieldScore[] = [];
  for (const field of METADATA_FIELDS) {
    const expected = truth[field];
    if (expected === null || expected === undefined) continue;
    const actual = data ? data[field] : null;
    fields.push({ field, expected, actual, ok: fieldAgrees(field, expected, actual) });
  }
  return { fields, compared: fields.length, correct: fields.filter((f) => f.ok).length };
};

/** Scores one processing result against its truth. */
export const scoreStatement = (result: ProcessingResult, truth: ExpectedStatement): StatementScore => {
  const data = result.status === 'auto_analyzed' ? result.data : null;
  return {
    status: result.status,
    error: result.status === 'failed' ? `${result.error.code}: ${result.error.message}` : null,
    transactions: scoreTransactions(truth.transactions, data?.transactions ?? []),
    metadata: scoreMetadata(truth, data),
    reconciles: truth.balance_equation_valid === true,
    equationReportedValid: data?.balance_equation_valid === true,
  };
};

/** A set's figures, micro-averaged (every row and every field counts once). */
export interface SetTotals {
  files: number;
  failedFiles: number;
  expected: number;
  extracted: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
  balanceCompared: number;
  balanceMatched: number;
  /** Null when no matched row prints a balance. */
  balanceMatchRate: number | null;
  categoryCompared: number;
  categoryMatched: number;
  /** Null when no matched row has a labelled category. */
  categoryAccuracy: number | null;
  metadataCompared: number;
  metadataCorrect: number;
  metadataAccuracy: number | null;
  reconcilingStatements: number;
  equationValidOnReconciling: number;
}

/** Adds up a set of statement scores. */
export const totalScores = (scores: readonly StatementScore[]): SetTotals => {
  const sum = (pick: (s: StatementScore) => number): number => scores.reduce((n, s) => n + pick(s), 0);
  const expected = sum((s) => s.transactions.expected);
  const extracted = sum((s) => s.transactions.extracted);
  const matched = sum((s) => s.transactions.matched);
  const balanceCompared = sum((s) => s.transactions.balanceCompared);
  const balanceMatched = sum((s) => s.transactions.balanceMatched);
  const categoryCompared = sum((s) => s.transactions.categoryCompared);
  const categoryMatched = sum((s) => s.transactions.categoryMatched);
  const metadataCompared = sum((s) => s.metadata.compared);
  const metadataCorrect = sum((s) => s.metadata.correct);
  const reconciling = scores.filter((s) => s.reconciles);
  return {
    files: scores.length,
    failedFiles: scores.filter((s) => s.status === 'failed').length,
    expected,
    extracted,
    matched,
    ...prf(expected, extracted, matched),
    balanceCompared,
    balanceMatched,
    balanceMatchRate: balanceCompared === 0 ? null : balanceMatched / balanceCompared,
    categoryCompared,
    categoryMatched,
    categoryAccuracy: categoryCompared === 0 ? null : categoryMatched / categoryCompared,
    metadataCompared,
    metadataCorrect,
    metadataAccuracy: metadataCompared === 0 ? null : metadataCorrect / metadataCompared,
    reconcilingStatements: reconciling.length,
    equationValidOnReconciling: reconciling.filter((s) => s.equationReportedValid).length,
  };
};

/** The targets of issue 2. */
export const TARGETS = { f1: 0.995, metadataAccuracy: 0.98 } as const;

export interface TargetCheck {
  name: string;
  target: string;
  actual: string;
  met: boolean;
}

/** Compares a set's totals with the targets: F1, metadata accuracy, the equation on reconciling statements. */
export const checkTargets = (totals: SetTotals): TargetCheck[] => [
  { name: 'transaction F1', target: `>= ${TARGETS.f1}`, actual: totals.f1.toFixed(4), met: totals.f1 >= TARGETS.f1 },
  {
    name: 'metadata field accuracy',
    target: `>= ${TARGETS.metadataAccuracy}`,
    actual: totals.metadataAccuracy === null ? 'n/a' : totals.metadataAccuracy.toFixed(4),
    met: totals.metadataAccuracy !== null && totals.metadataAccuracy >= TARGETS.metadataAccuracy,
  },
  {
    name: 'balance equation valid where the statement reconciles',
    target: `${totals.reconcilingStatements}/${totals.reconcilingStatements}`,
    actual: `${totals.equationValidOnReconciling}/${totals.reconcilingStatements}`,
    met: totals.equationValidOnReconciling === totals.reconcilingStatements,
  },
];
