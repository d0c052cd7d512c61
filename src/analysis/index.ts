import { sumCents, toDecimal } from '../domain/money.js';
import type {
  Anomaly,
  IntraCompanyTransaction,
  LargeTransaction,
  LoanCommitment,
  LoanTransaction,
  ParsedStatement,
  RecurringDebit,
  ResultBox,
  ResultTransaction,
  StatementData,
  Transaction,
} from '../domain/statement.js';
import { findAnomalies, type Finding } from './anomalies/index.js';
import { categoriseAll, type Categorised } from './categories/categorise.js';
import { findMoneyBack } from './categories/moneyBack.js';
import { dailyAverage, endOfDayBalances, negativeDays } from './dailyBalances.js';
import { monthsBetween } from './dates.js';
import { findIntraCompany, type IntraCompanyFinding } from './intraCompany.js';
import { findLargeTransactions, type LargeFinding } from './largeTransactions.js';
import { findLoanRows, groupCommitments, merchantCashAdvanceDebits, periodLength, type Commitment, type LoanRow } from './loans.js';
import { findRecurringDebits, type RecurringSeries } from './recurring.js';
import { defaultAnalysisSettings, type AnalysisSettings } from './settings.js';
import { ANALYSIS_VERSION, publicSettings } from './settingsInput.js';
import { summarise } from './summary.js';

export { defaultAnalysisSettings, type AnalysisSettings } from './settings.js';

/**
 * Turns what the extraction engine read into the `data` object of a processing result: the summary,
 * the daily balances, and every pattern and risk rule of decisions.md. Pure: the same statement and
 * settings always give the same data. Money stays in cents until the decimals of the result.
 */
export const analyseStatement = (parsed: ParsedStatement, settings: Partial<AnalysisSettings> = {}): StatementData => {
  const config: AnalysisSettings = { ...defaultAnalysisSettings, ...settings };
  const summary = summarise(parsed);
  const known = summary.periodStart !== '';
  const days = known ? endOfDayBalances(parsed.transactions, summary.opening, summary.periodStart, summary.periodEnd) : [];
  // What a credit card owes is its normal state, not an overdraft: cards have no negative-balance days.
  // Nor are there days to report where the statement prints no balance at all: balances counted from an
  // assumed zero would flag overdrafts nobody printed.
  const overdrawn = parsed.accountKind === 'credit_card' || !summary.balancesKnown ? [] : negativeDays(days, parsed.transactions);
  const months = known ? monthsBetween(summary.periodStart, summary.periodEnd) : [];

  const intraCompany = findIntraCompany(parsed.transactions, parsed.accountHolder);
  const loanRows = findLoanRows(parsed.transactions, config, new Set(intraCompany.map((f) => f.row)));
  const periodDays = known ? periodLength(summary.periodStart, summary.periodEnd) : 0;
  const commitments = groupCommitments(loanRows, periodDays, config.recurringIntervalSlackDays);
  const intraRows = new Set(intraCompany.map((f) => f.row));
  const categories = categoriseAll(parsed.transactions, {
    intraCompany: intraRows,
    advanceSeries: merchantCashAdvanceDebits(parsed.transactions.filter((t) => t.type === 'withdrawal' && !intraRows.has(t)), config),
    moneyBack: findMoneyBack(parsed.transactions),
  });

  return {
    bank_name: summary.bankName,
    account_holder: parsed.accountHolder,
    account_number_last_4: summary.accountLast4,
    currency: summary.currency,
    statement_start_date: summary.periodStart,
    statement_end_date: summary.periodEnd,
    opening_balance: toDecimal(summary.opening),
    end_month_balance: toDecimal(summary.closing),
    total_deposits: toDecimal(summary.deposits),
    total_withdrawals: toDecimal(summary.withdrawals),
    daily_average_balance: toDecimal(dailyAverage(days, summary.opening)),
    deposit_count: summary.depositCount,
    withdrawal_count: summary.withdrawalCount,
    transaction_count: summary.transactionCount,
    balance_equation_valid: summary.variance === 0,
    balance_equation_variance: toDecimal(summary.variance),
    is_multi_month: months.length > 1,
    months_covered: months,
    negative_balance_count: overdrawn.length,
    negative_balance_dates: overdrawn,
    recurring_debits: findRecurringDebits(parsed.transactions, config).map(recurringDebit),
    large_transactions: findLargeTransactions(parsed.transactions, config).map(largeTransaction),
    loans_detected: loanRows.length > 0,
    loan_transactions: loanRows.map(loanTransaction),
    loan_commitments: commitments.map(loanCommitment),
    intra_company_transactions: intraCompany.map(intraCompanyTransaction),
    transactions: parsed.transactions.map((t, i) => resultTransaction(t, categories[i]!)),
    anomalies: findAnomalies(parsed, summary, config).map(anomaly),
    warnings: [...parsed.warnings, ...summary.warnings],
    analysis: { version: ANALYSIS_VERSION, settings: publicSettings(config) },
  };
};

// ---- cents to the decimals of the result ----

const resultTransaction = (t: Transaction, { category, evidence }: Categorised): ResultTransaction => ({
  date: t.date,
  description: t.description,
  amount: toDecimal(t.amount),
  type: t.type,
  balance: t.balance === null ? null : toDecimal(t.balance),
  page: t.page,
  bbox: [t.box.x0, t.box.y0, t.box.x1, t.box.y1].map((v) => Math.round(v * 100) / 100) as ResultBox,
  category,
  category_evidence: evidence,
});

const recurringDebit = (s: RecurringSeries): RecurringDebit => ({
  creditor: s.creditor,
  count: s.rows.length,
  total_amount: toDecimal(sumCents(s.rows.map((r) => r.amount))),
  individual_amounts: s.rows.map((r) => toDecimal(r.amount)),
  transaction_dates: s.rows.map((r) => r.date),
  frequency: s.cadence,
});

const largeTransaction = ({ row, reason }: LargeFinding): LargeTransaction => ({
  date: row.date,
  type: row.type,
  amount: toDecimal(row.amount),
  description: row.description,
  reason,
});

const loanTransaction = ({ row, type, lender }: LoanRow): LoanTransaction => ({
  date: row.date,
  amount: toDecimal(row.amount),
  type,
  lender,
  description: row.description,
});

const loanCommitment = (c: Commitment): LoanCommitment => ({
  lender: c.lender,
  frequency: c.frequency,
  payment_amount: toDecimal(c.paymentAmount),
  payment_count: c.paymentCount,
  total_paid: toDecimal(c.totalPaid),
  first_date: c.firstDate,
  last_date: c.lastDate,
  estimated_monthly_payment: toDecimal(c.estimatedMonthlyPayment),
});

const intraCompanyTransaction = ({ row, counterparty, reason }: IntraCompanyFinding): IntraCompanyTransaction => ({
  date: row.date,
  amount: toDecimal(row.amount),
  type: row.type,
  description: row.description,
  counterparty,
  reason,
});

const anomaly = (f: Finding): Anomaly => ({
  type: f.type,
  severity: f.severity,
  ...(f.date === undefined ? {} : { date: f.date }),
  ...(f.amount === undefined ? {} : { amount: toDecimal(f.amount) }),
  description: f.description,
  reason: f.reason,
});
