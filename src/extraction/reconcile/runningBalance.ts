import type { Cents } from '../../domain/money.js';
import type { TransactionType } from '../../domain/statement.js';

/** A row on its way to a transaction: what was read, and how sure we are of its direction. */
export interface Candidate {
  amount: Cents | null;
  type: TransactionType | null;
  /** `printed`: a debit/credit column or an explicit sign said so; `guess`: a section or keyword did. */
  certainty: 'printed' | 'guess' | null;
  balance: Cents | null;
  /** Something was printed in the balance column but cannot be read: a misprint to rebuild. */
  expectsBalance: boolean;
  /** Filled in here when a figure had to be rebuilt from the balances around it. */
  repaired?: 'amount' | 'balance';
}

export interface RunningBalanceResult {
  /** Indexes (into the candidates) of rows whose printed balance disagrees with previous +/- amount. */
  breaks: { index: number; expected: Cents; printed: Cents }[];
  /** Rows whose printed direction (column, sign, mark) the balances turned round: print and reading disagree. */
  overruled: number;
}

/**
 * Lets the running balance decide: `previous + amount = balance` makes a deposit and
 * `previous - amount = balance` a withdrawal, whatever a guess said; a printed direction that
 * disagrees with the balances is a break (a missing or edited row). A row whose amount is
 * unreadable takes `|balance - previous|`; one whose balance is unreadable takes previous +/- amount;
 * a row with neither takes what the next row's balance proves. Mutates the candidates.
 */
export const applyRunningBalance = (rows: Candidate[], opening: Cents | null): RunningBalanceResult => {
  const breaks: RunningBalanceResult['breaks'] = [];
  let overruled = 0;
  let prev: Cents | null = opening;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.balance === null && r.amount === null && prev !== null) {
      const next = rows[i + 1];
      if (next && next.balance !== null && next.amount !== null && next.type !== null) {
        const before = next.type === 'deposit' ? next.balance - next.amount : next.balance + next.amount;
        r.balance = before;
        r.repaired = 'balance';
      }
    }
    // A figure in the balance column of a row without an amount that the next row does not follow on
    // from, while it follows on from the balance before, is not this row's balance (a status line's
    // `0.00`): no movement is made up from it.
    if (r.balance !== null && prev !== null && r.amount === null && chainsFrom(prev, rows[i + 1]) && !chainsFrom(r.balance, rows[i + 1])) r.balance = null;
    if (r.balance !== null && prev !== null) {
      if (r.amount === null) {
        const diff = r.balance - prev;
        if (diff !== 0) {
          r.amount = Math.abs(diff);
          r.type = diff > 0 ? 'deposit' : 'withdrawal';
          r.certainty = 'printed';
          r.repaired ??= 'amount';
        }
      } else {
        const asDeposit = prev + r.amount === r.balance;
        const asWithdrawal = prev - r.amount === r.balance;
        if (asDeposit !== asWithdrawal) {
          // The balances are proof: they outrank a column read or a guess.
          const type = asDeposit ? 'deposit' : 'withdrawal';
          if (r.certainty === 'printed' && r.type !== null && r.type !== type) overruled++;
          r.type = type;
          r.certainty = 'printed';
        } else if (!asDeposit) {
          const expected = r.type === 'deposit' ? prev + r.amount : prev - r.amount;
          breaks.push({ index: i, expected, printed: r.balance });
        }
      }
    } else if (r.balance === null && r.expectsBalance && prev !== null && r.amount !== null && r.type !== null) {
      r.balance = r.type === 'deposit' ? prev + r.amount : prev - r.amount;
      r.repaired = 'balance';
    }
    if (r.balance !== null) prev = r.balance;
    else if (prev !== null && r.amount !== null && r.type !== null) prev = r.type === 'deposit' ? prev + r.amount : prev - r.amount;
    else prev = null;
  }
  return { breaks, overruled };
};

/** Whether a row's printed balance follows from `balance` by its amount, in either direction. */
const chainsFrom = (balance: Cents, row: Candidate | undefined): boolean =>
  !!row && row.balance !== null && row.amount !== null && (balance + row.amount === row.balance || balance - row.amount === row.balance);

/** The opening balance the first printed balance implies, when the statement does not print one. */
export const impliedOpening = (rows: readonly Candidate[]): Cents | null => {
  const first = rows[0];
  if (!first || first.balance === null || first.amount === null || first.type === null) return null;
  return first.type === 'deposit' ? first.balance - first.amount : first.balance + first.amount;
};
