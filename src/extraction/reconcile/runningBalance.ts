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
  /**
   * The row was read by OCR, whose misreadings are digits (`2,456.80` for `2,656.80`): a figure the
   * balances around it prove otherwise, and that differs from the proof by a digit or two, is rebuilt.
   */
  misreadable?: boolean;
  /** Filled in here when a figure had to be rebuilt from the balances around it. */
  repaired?: 'amount' | 'balance';
  /** The figure as read, when a misread one was rebuilt. */
  misread?: Cents;
  /**
   * Set here: the row prints an amount but its balance is the one before it, between rows whose
   * balances follow on by their amounts (`Edo Collection Attempt 2,567.05Cr` under an unchanged
   * balance): a notice of something that did not happen, no movement.
   */
  movedNothing?: boolean;
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
 * a row with neither takes what the next row's balance proves. On an OCR'd row that breaks the chain,
 * the figure the neighbours disprove is rebuilt when it is a digit or two from what they prove.
 * Mutates the candidates.
 */
export const applyRunningBalance = (rows: Candidate[], opening: Cents | null): RunningBalanceResult => {
  settleGaps(rows, opening);
  const breaks: RunningBalanceResult['breaks'] = [];
  let overruled = 0;
  let prev: Cents | null = opening;
  // The balance before this row is proven: the opening, or a printed balance its row's amount led to.
  let prevProven = opening !== null;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (prevProven && prev !== null && r.amount !== null && r.amount !== 0 && r.balance === prev && chainsFrom(prev, rows[i + 1])) {
      r.movedNothing = true;
      continue;
    }
    let proven = false;
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
          proven = true;
        } else if (!asDeposit && r.misreadable && repairMisread(r, prev, rows[i + 1])) {
          // (repaired in place: the chain holds again)
          proven = true;
        } else if (!asDeposit) {
          const expected = r.type === 'deposit' ? prev + r.amount : prev - r.amount;
          breaks.push({ index: i, expected, printed: r.balance });
        }
      }
    } else if (r.balance === null && r.expectsBalance && prev !== null && r.amount !== null && r.type !== null) {
      r.balance = r.type === 'deposit' ? prev + r.amount : prev - r.amount;
      r.repaired = 'balance';
    }
    prevProven = proven;
    if (r.balance !== null) prev = r.balance;
    else if (prev !== null && r.amount !== null && r.type !== null) prev = r.type === 'deposit' ? prev + r.amount : prev - r.amount;
    else prev = null;
  }
  return { breaks, overruled };
};

/** Rows without a balance between two balances whose directions are worked out together, at most. */
const MAX_GAP = 10;

/**
 * Rows printing no balance between two that do (`Habenzinsen 6,85` and `Miete 1620,45` between
 * `8428,36` and `6601,53`): the step between the balances is their movements added or subtracted, so
 * where only one choice of directions for the rows whose direction was not printed makes it, that
 * choice is proven. Mutates the candidates.
 */
const settleGaps = (rows: Candidate[], opening: Cents | null): void => {
  let before: Cents | null = opening;
  let from = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.balance === null) continue;
    const span = rows.slice(from, i + 1);
    if (before !== null && span.length >= 2 && span.length <= MAX_GAP && span.every((c) => c.amount !== null)) settle(span, r.balance - before);
    before = r.balance;
    from = i + 1;
  }
};

const settle = (span: Candidate[], step: Cents): void => {
  const moved = (c: Candidate, type: Candidate['type']): Cents => (type === 'deposit' ? c.amount! : -c.amount!);
  const open = span.filter((c) => c.certainty !== 'printed' && c.amount !== 0);
  const known = span.filter((c) => !open.includes(c));
  if (open.length === 0 || known.some((c) => c.type === null)) return;
  const fixed = known.reduce((sum, c) => sum + moved(c, c.type), 0);
  if (fixed + open.reduce((sum, c) => sum + moved(c, c.type), 0) === step) return;
  let found = -1;
  for (let mask = 0; mask < 1 << open.length; mask++) {
    const sum = open.reduce((total, c, k) => total + moved(c, mask & (1 << k) ? 'deposit' : 'withdrawal'), fixed);
    if (sum !== step) continue;
    if (found >= 0) return;
    found = mask;
  }
  if (found < 0) return;
  open.forEach((c, k) => {
    c.type = found & (1 << k) ? 'deposit' : 'withdrawal';
    c.certainty = 'printed';
  });
};

/**
 * Rebuilds the one misread figure of a row that breaks the chain, when its neighbours prove which:
 * the next row follows on from the printed balance (so the amount was misread), or from the balance
 * the printed amount makes (so the balance was). The rebuilt figure must differ from the one read by
 * at most two digits, as a misreading does; anything else stays a break.
 */
const repairMisread = (r: Candidate, prev: Cents, next: Candidate | undefined): boolean => {
  if (r.amount === null || r.balance === null) return false;
  const step = r.balance - prev;
  if (step !== 0 && chainsFrom(r.balance, next) && digitsApart(r.amount, Math.abs(step)) <= 2) {
    r.misread = r.amount;
    r.amount = Math.abs(step);
    r.type = step > 0 ? 'deposit' : 'withdrawal';
    r.certainty = 'printed';
    r.repaired = 'amount';
    return true;
  }
  const directions = r.certainty === 'printed' && r.type !== null ? [r.type] : (['deposit', 'withdrawal'] as const);
  const proven = directions.map((t) => (t === 'deposit' ? prev + r.amount! : prev - r.amount!)).filter((b) => chainsFrom(b, next) && digitsApart(r.balance!, b) <= 2);
  if (proven.length !== 1) return false;
  r.misread = r.balance;
  r.balance = proven[0]!;
  r.type = r.balance > prev ? 'deposit' : 'withdrawal';
  r.certainty = 'printed';
  r.repaired = 'balance';
  return true;
};

/** Edit distance between the digits of two figures (a digit misread, lost or doubled counts one). */
export const digitsApart = (a: Cents, b: Cents): number => {
  const x = String(Math.abs(a));
  const y = String(Math.abs(b));
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[y.length]! + (Math.sign(a) === Math.sign(b) || a === 0 || b === 0 ? 0 : 1);
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
