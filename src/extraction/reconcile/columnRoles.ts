import type { Cents } from '../../domain/money.js';
import type { PrintedTotals } from '../../domain/statement.js';
import type { MoneyRole, RawRow, Table } from '../tables/buildRows.js';
import { wordsSayDeposit } from '../tables/vocabulary.js';
import { balanceSignsOf, signedBalance, type BalanceSigns } from './balanceSigns.js';

/** Most windows between two printed balances hold a handful of rows; beyond this the sign search is skipped. */
const MAX_WINDOW = 12;

/**
 * Decides what each money column of a table holds, by arithmetic first and header words second:
 * - the balance column is the one whose printed figures chain, each the previous plus or minus the
 *   movements printed in between;
 * - a movement column whose figures the chain always adds is money in, always subtracts is money out,
 *   does both is one signed amount column;
 * - without a chain, the header's word, then printed signs, then the usual order (money out left of
 *   money in) cross-checked with printed totals.
 * Then fills each row's debit, credit, amount and balance cells. Mutates the table and its rows.
 */
export const decideColumnRoles = (table: Table, rows: RawRow[], context: { isCard: boolean; totals: PrintedTotals | null }): void => {
  const columns = table.columns;
  const values = columns.map((_, c) => rows.filter((r) => r.cells.some((x) => x.column === c)).length);
  const roles: MoneyRole[] = columns.map(() => 'amount');
  const byVotes: boolean[] = columns.map(() => false);

  // The balance column: the best chain, a header's "balance" breaking ties.
  let balance = -1;
  let bestScore = 0;
  for (let c = 0; c < columns.length; c++) {
    if (values[c]! < 2 || columns.length < 2) continue;
    const { explained, counted } = chain(rows, c, context.isCard);
    if (counted === 0) continue;
    const ratio = explained / counted;
    const labelled = columns[c]!.label === 'balance';
    const score = ratio + (labelled ? 0.25 : 0) + c * 0.001;
    if ((ratio >= 0.5 || (labelled && ratio >= 0.25)) && score > bestScore) {
      bestScore = score;
      balance = c;
    }
  }
  if (balance < 0) balance = columns.findIndex((c, i) => c.label === 'balance' && values[i]! > 0 && columns.length > 1);
  if (balance >= 0) roles[balance] = 'balance';

  const votes = balance >= 0 ? directionVotes(rows, balance, context.isCard) : new Map<number, Votes>();
  const movement = columns.map((_, c) => c).filter((c) => c !== balance && values[c]! > 0);
  for (const c of movement) {
    const v = votes.get(c);
    const label = columns[c]!.label;
    const total = v ? v.in + v.out : 0;
    const cells = rows.flatMap((r) => r.cells.filter((x) => x.column === c).map((x) => x.cell));
    // Some figures signed and others not, or marked both ways (`CR` and `DR`): one column of signed
    // amounts, whatever a vote or two says.
    const marked = cells.some((x) => x.negative || x.positive);
    const bothWays = cells.some((x) => x.negative) && cells.some((x) => x.positive);
    const signed = bothWays || (marked && cells.some((x) => !x.negative && !x.positive));
    // A column its header calls an amount goes one way only when its balances all but say so; a
    // column named by direction, or by nothing, may have a misread or two against it.
    const oneWay = label === 'amount' ? 0.95 : 0.8;
    // Figures that never moved the balance while another column's did are notes beside the rows.
    if (v && total === 0 && v.idle >= 2) roles[c] = 'ignore';
    else if (signed && label !== 'debit' && label !== 'credit') roles[c] = 'amount';
    else if (v && total >= 2 && v.in / total >= oneWay) [roles[c], byVotes[c]] = ['credit', label !== 'credit'];
    else if (v && total >= 2 && v.out / total >= oneWay) [roles[c], byVotes[c]] = ['debit', label !== 'debit'];
    else if (v && total >= 2) roles[c] = 'amount';
    else if (label === 'debit' || label === 'credit' || label === 'amount') roles[c] = label;
    else if (label === 'balance') roles[c] = 'ignore';
    else if (v && total === 1) roles[c] = v.in ? 'credit' : 'debit';
    else roles[c] = 'amount';
  }
  // Beside the one column the header names the amount, a column it does not name whose figures stand
  // on the same rows is something else of each row (`Reward Points`, `International amount` headed on
  // lines of their own), not a second amount.
  const headed = movement.filter((c) => roles[c] === 'amount' && columns[c]!.label === 'amount');
  if (headed.length === 1) {
    const rowsOf = (c: number): RawRow[] => rows.filter((r) => r.cells.some((x) => x.column === c));
    const amountRows = new Set(rowsOf(headed[0]!));
    for (const c of movement) {
      if (roles[c] !== 'amount' || columns[c]!.label || votes.get(c)) continue;
      const own = rowsOf(c);
      if (own.length > 0 && own.filter((r) => amountRows.has(r)).length >= own.length * 0.8) roles[c] = 'ignore';
    }
  }
  // Two unnamed movement columns without a chain: money out, then money in, unless printed totals say otherwise.
  const voted = (c: number): boolean => {
    const v = votes.get(c);
    return !!v && v.in + v.out > 0;
  };
  const unnamed = movement.filter((c) => roles[c] === 'amount' && !columns[c]!.label && !voted(c) && !rows.some((r) => r.cells.some((x) => x.column === c && (x.cell.negative || x.cell.positive))));
  if (unnamed.length === 2 && movement.length === 2) {
    const [left, right] = [...unnamed].sort((a, b) => columns[a]!.right - columns[b]!.right) as [number, number];
    // Swapped when a printed total matches the columns read the other way round, and none matches them as they stand.
    const t = context.totals;
    const asPrinted = !!t && (sumOf(rows, left) === t.withdrawals || sumOf(rows, right) === t.deposits);
    const swapped = !!t && (sumOf(rows, left) === t.deposits || sumOf(rows, right) === t.withdrawals);
    // With no total to tell, the rows' words may: deposits and salaries on the left, not on the right.
    const swap = (swapped && !asPrinted) || (!swapped && !asPrinted && depositWordsShare(rows, left) > depositWordsShare(rows, right) + 0.3);
    roles[left] = swap ? 'credit' : 'debit';
    roles[right] = swap ? 'debit' : 'credit';
  }
  // Two movement columns, one named for a direction and the other only an amount (`Out` beside
  // `Amount`, its `Credited` lost): the other holds the other direction, unless its figures are signed.
  const named = movement.length === 2 ? movement.find((c) => roles[c] === 'debit' || roles[c] === 'credit') : undefined;
  const other = named === undefined ? undefined : movement.find((c) => c !== named);
  if (named !== undefined && other !== undefined && roles[other] === 'amount') {
    const opposite = roles[named] === 'debit' ? 'credit' : 'debit';
    // (Balances may have voted on a figure or two of it: none the other way.)
    const v = votes.get(other);
    const against = !!v && (opposite === 'credit' ? v.out : v.in) > 0;
    const signed = rows.some((r) => r.cells.some((x) => x.column === other && (x.cell.negative || x.cell.positive)));
    if (!against && !signed) roles[other] = opposite;
  }
  columns.forEach((col, c) => {
    col.role = roles[c]!;
    col.byVotes = byVotes[c]!;
  });

  for (const row of rows) {
    for (const { column, cell } of row.cells) {
      const role = roles[column];
      if (role === 'debit' && row.debit && cell.cents !== 0 && votes.get(column)?.jointly) row.charge ??= cell;
      else if (role === 'debit') row.debit ??= cell;
      else if (role === 'credit') row.credit ??= cell;
      else if (role === 'amount') row.amount ??= cell;
      else if (role === 'balance') row.balance ??= cell;
    }
  }
};

/** How a column's figures moved the balance: up, down, or not at all while another column's did. */
interface Votes {
  in: number;
  out: number;
  idle: number;
  /** Rows where it and another column's figure took the balance down together (a fee beside a payment). */
  jointly: number;
}

/** Balances read as printed: the question is which way they run. */
const ACCOUNT_SIGNS: BalanceSigns = { isCard: false, minusIsCredit: false };

/** Column `c`'s figures read as balances, from the holder's side (see `balanceSignsOf`). */
const balanceSignsOfColumn = (rows: readonly RawRow[], c: number, isCard: boolean): BalanceSigns =>
  balanceSignsOf(isCard, rows.flatMap((r) => r.cells.filter((x) => x.column === c).map((x) => x.cell)));

/**
 * How often column `c`, read as balances, chains: between two printed figures, the difference must be
 * the movements printed in between, each added or subtracted.
 */
const chain = (rows: readonly RawRow[], c: number, isCard: boolean): { explained: number; counted: number } => {
  const signs = balanceSignsOfColumn(rows, c, isCard);
  let prev: Cents | null = null;
  let window: Cents[] = [];
  let explained = 0;
  let counted = 0;
  for (const row of rows) {
    const own = row.cells.find((x) => x.column === c);
    for (const x of row.cells) if (x.column !== c) window.push(x.cell.cents);
    if (!own) continue;
    const bal = signedBalance(own.cell, signs);
    if (prev !== null && window.length > 0 && window.length <= MAX_WINDOW) {
      counted++;
      if (explains(bal - prev, window)) explained++;
    }
    prev = bal;
    window = [];
  }
  return { explained, counted };
};

/** Whether some choice of signs makes the movements add up to `delta`. */
const explains = (delta: Cents, moves: readonly Cents[]): boolean => {
  const n = moves.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let sum = 0;
    for (let k = 0; k < n; k++) sum += mask & (1 << k) ? moves[k]! : -moves[k]!;
    if (sum === delta) return true;
  }
  return false;
};

/** Per movement column, how often the chain adds its figure (money in) or subtracts it (money out), on rows alone between two balances. */
const directionVotes = (rows: readonly RawRow[], balance: number, isCard: boolean): Map<number, Votes> => {
  const signs = balanceSignsOfColumn(rows, balance, isCard);
  const votes = new Map<number, Votes>();
  const of = (column: number): Votes => votes.get(column) ?? votes.set(column, { in: 0, out: 0, idle: 0, jointly: 0 }).get(column)!;
  let prev: Cents | null = null;
  let window: { column: number; cents: Cents }[] = [];
  for (const row of rows) {
    const own = row.cells.find((x) => x.column === balance);
    for (const x of row.cells) if (x.column !== balance) window.push({ column: x.column, cents: x.cell.cents });
    if (!own) continue;
    const bal = signedBalance(own.cell, signs);
    if (prev !== null && window.length === 1) {
      const m = window[0]!;
      const v = of(m.column);
      if (bal - prev === m.cents) v.in++;
      else if (bal - prev === -m.cents) v.out++;
    } else if (prev !== null && window.length > 1 && new Set(window.map((m) => m.column)).size === window.length) {
      // One row's figures in several columns: where the step is one of them alone, that column moved
      // the balance and the others stood idle beside it (`Accrued Bank Charges` left of `Amount`).
      const step = bal - prev;
      const moved = window.filter((m) => m.cents !== 0 && Math.abs(step) === m.cents);
      if (moved.length === 1) {
        const m = moved[0]!;
        if (step > 0) of(m.column).in++;
        else of(m.column).out++;
        // (A zero is the other column left empty, `0.00` printed in it: no note.)
        for (const other of window) if (other !== m && other.cents !== 0) of(other.column).idle++;
      } else if (moved.length === 0 && window.length === 2 && row.cells.length === 3 && -step === window[0]!.cents + window[1]!.cents && window.every((m) => m.cents > 0)) {
        // Both figures went out on the one row: each is money out, and the right one a charge of its own.
        for (const m of window) of(m.column).out++;
        of(window[1]!.column).jointly++;
      }
    }
    prev = bal;
    window = [];
  }
  return votes;
};

/**
 * Whether a table's printed balances run the way a card's do (what is owed, rising with money out):
 * its balance column chains with the columns its header names money out adding to it and money in
 * taking from it. True or false on that evidence, null without it. `byLabelsOnly`: leave out the weaker
 * evidence of one unmarked column whose figures mostly raise the balance.
 */
export const balanceRunsOwed = (table: Table, rows: readonly RawRow[], byLabelsOnly = false): boolean | null => {
  const balance = table.columns.findIndex((c) => c.role === 'balance');
  if (balance < 0) return null;
  const votes = directionVotes(rows, balance, false);
  let owed = 0;
  let held = 0;
  let spending: { in: number; out: number } | null = null;
  for (const [c, col] of table.columns.entries()) {
    const v = votes.get(c);
    if (!v) continue;
    if (col.label === 'debit') [owed, held] = [owed + v.in, held + v.out];
    if (col.label === 'credit') [owed, held] = [owed + v.out, held + v.in];
    const cells = rows.flatMap((r) => r.cells.filter((x) => x.column === c).map((x) => x.cell));
    const rarelyMarked = !cells.some((x) => x.positive) && cells.filter((x) => x.negative).length <= cells.length * 0.25;
    if (col.label !== 'debit' && col.label !== 'credit' && rarelyMarked && (!spending || v.in + v.out > spending.in + spending.out)) spending = v;
  }
  // The columns no header names, unmarked or with a minus on the odd row: most rows of any statement
  // spend, so the busiest of them is money out, and a balance that rises with most of its figures is
  // what is owed. (Beside it, a quieter column of payments and refunds.)
  if (!byLabelsOnly && spending) [owed, held] = [owed + spending.in, held + spending.out];
  // In one signed column a mark tells too: `CR` (money in) taking from the balance, or `DR` adding to
  // it, is a balance of what is owed. A minus does not tell: it takes from both kinds.
  const marked = markedVotes(rows, balance);
  owed += marked.owed;
  held += marked.held;
  if (owed + held < 3) return null;
  return owed >= (owed + held) * 0.8 ? true : held >= (owed + held) * 0.8 ? false : null;
};

/** Rows alone between two balances whose one movement is marked CR/+ or DR: does the mark agree with the balance's move? */
const markedVotes = (rows: readonly RawRow[], balance: number): { owed: number; held: number } => {
  let owed = 0;
  let held = 0;
  // Per column, which mark its signed figures carry: CR/+ marks money in (the unmarked are money out),
  // DR marks money out (the unmarked are money in). A minus says nothing here.
  const marks = new Map<number, 'in' | 'out'>();
  for (const row of rows)
    for (const x of row.cells) {
      if (x.column === balance) continue;
      if (x.cell.positive) marks.set(x.column, 'in');
      else if (x.cell.negative && !/^[-(]|-$/.test(x.cell.text.trim())) marks.set(x.column, 'out');
    }
  let prev: Cents | null = null;
  let window: RawRow['cells'] = [];
  for (const row of rows) {
    const own = row.cells.find((x) => x.column === balance);
    for (const x of row.cells) if (x.column !== balance) window.push(x);
    if (!own) continue;
    const bal = signedBalance(own.cell, ACCOUNT_SIGNS);
    const m = window[0];
    const mark = m ? marks.get(m.column) : undefined;
    if (prev !== null && window.length === 1 && m && mark) {
      const isIn = mark === 'in' ? m.cell.positive : !m.cell.negative;
      const up = bal - prev === m.cell.cents;
      const down = bal - prev === -m.cell.cents;
      // Money in that takes from the balance, or money out that adds to it: the balance is what is owed.
      if ((isIn && down) || (!isIn && up)) owed++;
      else if ((isIn && up) || (!isIn && down)) held++;
    }
    prev = bal;
    window = [];
  }
  return { owed, held };
};

/** The share of a column's rows whose words say money came in. */
const depositWordsShare = (rows: readonly RawRow[], c: number): number => {
  const own = rows.filter((r) => r.cells.some((x) => x.column === c));
  return own.length === 0 ? 0 : own.filter((r) => wordsSayDeposit(r.description)).length / own.length;
};

const sumOf = (rows: readonly RawRow[], c: number): Cents => rows.reduce((s, r) => s + (r.cells.find((x) => x.column === c)?.cell.cents ?? 0), 0);
