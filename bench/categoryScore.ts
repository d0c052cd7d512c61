/**
 * Category accuracy two ways (issue 14). On the engine's reading, matched rows only (scoring.ts), it
 * measures what a client gets. On the truth's own rows it measures the category rules alone, whatever
 * the extraction engine missed: the truth's descriptions, amounts and dates go through the same
 * analysis, findings included. Confusions ("bills -> card_purchase") say which rules to look at.
 */
import { analyseStatement } from '../src/analysis/index.js';
import { fromDecimal } from '../src/domain/money.js';
import type { ParsedStatement } from '../src/domain/statement.js';
import type { ExpectedStatement } from './scoring.js';

export interface CategoryTally {
  compared: number;
  matched: number;
  /** `truth -> given` with how many rows. */
  confusions: Map<string, number>;
}

export const emptyTally = (): CategoryTally => ({ compared: 0, matched: 0, confusions: new Map() });

export const addTally = (into: CategoryTally, from: CategoryTally): void => {
  into.compared += from.compared;
  into.matched += from.matched;
  for (const [k, n] of from.confusions) into.confusions.set(k, (into.confusions.get(k) ?? 0) + n);
};

/** The truth's rows as the engine would hand them to the analysis. */
const parsedFromTruth = (truth: ExpectedStatement): ParsedStatement => {
  const dates = truth.transactions.map((t) => t.date).sort();
  return {
    bankName: truth.bank_name, accountHolder: null, accountLast4: truth.account_number_last_4, currency: truth.currency,
    periodStart: truth.statement_start_date ?? dates[0] ?? null, periodEnd: truth.statement_end_date ?? dates.at(-1) ?? null,
    openingBalance: truth.opening_balance === null ? null : fromDecimal(truth.opening_balance), closingBalance: null, printedTotals: null,
    runningBalancePrinted: false, balanceBreaks: [], warnings: [],
    signals: { pageCount: 1, producer: null, creator: null, creationDate: null, modificationDate: null, incrementalUpdates: 0, pagesWithMixedAmountFonts: [], ocrPages: [] },
    transactions: truth.transactions.map((t) => ({
      date: t.date, description: t.description, amount: fromDecimal(t.amount), type: t.type, balance: null, page: 1, box: { x0: 0, y0: 0, x1: 0, y1: 0 },
    })),
  };
};

/** The category rules over the truth's own rows: null when the truth labels no category. */
export const categoriesOnTruth = (truth: ExpectedStatement): CategoryTally | null => {
  if (!truth.transactions.some((t) => t.category !== undefined)) return null;
  const given = analyseStatement(parsedFromTruth(truth)).transactions;
  const tally = emptyTally();
  truth.transactions.forEach((t, i) => {
    const got = given[i]?.category;
    if (t.category === undefined || got === undefined) return;
    tally.compared += 1;
    if (got === t.category) tally.matched += 1;
    else tally.confusions.set(`${t.category} -> ${got}`, (tally.confusions.get(`${t.category} -> ${got}`) ?? 0) + 1);
  });
  return tally;
};
