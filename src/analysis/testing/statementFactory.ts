import type { Cents } from '../../domain/money.js';
import type { DocumentSignals, IsoDate, ParsedStatement, Transaction } from '../../domain/statement.js';

/**
 * Test factories for the analysis rules: a plain statement with overrides, and rows built from the few
 * fields a rule reads. Only tests import this module.
 */
export const buildSignals = (overrides: Partial<DocumentSignals> = {}): DocumentSignals => ({
  pageCount: 1,
  producer: 'Statement Renderer 4.2',
  creator: 'Core Banking Output',
  creationDate: '2024-04-01T06:00:00Z',
  modificationDate: '2024-04-01T06:00:00Z',
  incrementalUpdates: 0,
  pagesWithMixedAmountFonts: [],
  ocrPages: [],
  ...overrides,
});

export const buildStatement = (overrides: Partial<ParsedStatement> = {}): ParsedStatement => ({
  bankName: 'First Test Bank',
  accountHolder: 'Acme Widgets LLC',
  accountLast4: '4321',
  currency: 'USD',
  periodStart: '2024-03-01',
  periodEnd: '2024-03-31',
  openingBalance: 100_000,
  closingBalance: null,
  printedTotals: null,
  runningBalancePrinted: false,
  transactions: [],
  balanceBreaks: [],
  signals: buildSignals(),
  warnings: [],
  ...overrides,
});

export const buildTransaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  date: '2024-03-05',
  description: 'CARD PURCHASE',
  amount: 1_000,
  type: 'withdrawal',
  balance: null,
  page: 1,
  box: { x0: 40, y0: 200, x1: 560, y1: 212 },
  ...overrides,
});

export const deposit = (date: IsoDate, amount: Cents, description = 'DEPOSIT', balance: Cents | null = null): Transaction =>
  buildTransaction({ date, amount, description, type: 'deposit', balance });

export const withdrawal = (date: IsoDate, amount: Cents, description = 'CARD PURCHASE', balance: Cents | null = null): Transaction =>
  buildTransaction({ date, amount, description, type: 'withdrawal', balance });

/** Gives every row the running balance printed after it, starting from `opening`. */
export const withRunningBalances = (opening: Cents, rows: readonly Transaction[]): Transaction[] => {
  let balance = opening;
  return rows.map((t) => {
    balance += t.type === 'deposit' ? t.amount : -t.amount;
    return { ...t, balance };
  });
};
