import type { RawRow, Table } from './buildRows.js';
import { hasWords } from './lineTokens.js';

/**
 * Tables that are not transactions, or not new ones, dropped by table:
 * - a second listing of the same transactions (once by date with a daily balance, once grouped by
 *   kind): a table whose rows, by date and amount, were all listed already. The listing with a
 *   running balance is kept first, as it says more; otherwise the first printed.
 * - a table of dates and figures without words: daily balances, not transactions.
 * Returns the ids of the tables dropped, with why.
 */
export const repeatedOrBalanceTables = (tables: readonly Table[], rows: readonly RawRow[]): Map<number, string> => {
  const dropped = new Map<number, string>();
  const byTable = new Map<number, RawRow[]>();
  for (const r of rows) byTable.set(r.tableId, [...(byTable.get(r.tableId) ?? []), r]);

  for (const t of tables) {
    const own = byTable.get(t.id) ?? [];
    // A check number is a description (`3115` in a table of checks paid); a currency code is not.
    const wordless = own.filter((r) => !hasWords(r.description) && !/\d/.test(r.description)).length;
    if (own.length >= 2 && wordless >= own.length * 0.8 && !movesAndBalances(t, own)) dropped.set(t.id, 'a table of dates and figures without descriptions (daily balances)');
    else if (own.every((r) => r.date === null)) dropped.set(t.id, 'a table of figures without dates (a summary, not transactions)');
  }

  const order = tables
    .filter((t) => !dropped.has(t.id))
    .sort((a, b) => Number(b.columns.some((c) => c.role === 'balance')) - Number(a.columns.some((c) => c.role === 'balance')) || a.id - b.id);
  // Each listed row by date and amount, with the balance it printed (null where none): a row printing
  // another balance than the listed one is another transaction of the same day and amount (two card
  // fees of 1.88 on one day, a page apart), not the same one again.
  const listed = new Map<string, (number | null)[]>();
  const keysOf = (t: Table): Keyed[] => (byTable.get(t.id) ?? []).map(keyOf).filter((k): k is Keyed => k !== null);
  const list = (keys: readonly Keyed[]): void => {
    for (const k of keys) listed.set(k.key, [...(listed.get(k.key) ?? []), k.balance]);
  };
  const seenIn = (keys: readonly Keyed[]): number => {
    const available = new Map([...listed].map(([k, v]) => [k, [...v]]));
    let seen = 0;
    for (const k of keys) {
      const balances = available.get(k.key) ?? [];
      const at = balances.findIndex((b) => b === null || k.balance === null || b === k.balance);
      if (at >= 0) {
        seen++;
        balances.splice(at, 1);
      }
    }
    return seen;
  };
  // Tables of one row wait until the second listing, if any, is known.
  const single: Table[] = [];
  for (const t of order) {
    const keys = keysOf(t);
    if (keys.length === 1) {
      single.push(t);
      continue;
    }
    if (keys.length >= 2 && seenIn(keys) >= keys.length * 0.9) {
      dropped.set(t.id, 'the same transactions listed a second time');
      continue;
    }
    list(keys);
  }
  // Where a second listing was found, a one-row table already listed is part of it (`Checks`: one check);
  // so are one-row tables that, all of them, list rows already listed (a short month grouped by kind).
  const allSeen = single.length >= 2 && seenIn(single.flatMap(keysOf)) === single.length;
  const secondListing = allSeen || [...dropped.values()].some((why) => why.includes('second time'));
  // Without one, a one-row table whose row, words included, a table with a running balance listed
  // already is that row again (a one-row month listed by date, then grouped by kind).
  const withBalance = new Set<string>();
  for (const t of single) {
    const keys = keysOf(t);
    const row = (byTable.get(t.id) ?? []).find((r) => keyOf(r) !== null)!;
    const full = `${keys[0]!.key}|${row.description.replace(/\s+/g, ' ').trim().toLowerCase()}`;
    if ((secondListing && seenIn(keys) === 1) || withBalance.has(full)) dropped.set(t.id, 'the same transactions listed a second time');
    else {
      list(keys);
      if (t.columns.some((c) => c.role === 'balance')) withBalance.add(full);
    }
  }
  return dropped;
};

interface Keyed {
  key: string;
  balance: number | null;
}

/**
 * Rows that print a movement and the balance after it, under a header naming both (`Bedrag  Saldo`):
 * transactions whose descriptions are not in the text (drawn as pictures), not daily balances.
 */
const movesAndBalances = (table: Table, rows: readonly RawRow[]): boolean => {
  if (!table.header) return false;
  const role = (c: number): string | null | undefined => table.columns[c]?.role;
  const both = rows.filter((r) => r.cells.some((x) => role(x.column) === 'balance') && r.cells.some((x) => ['amount', 'debit', 'credit'].includes(role(x.column) ?? ''))).length;
  return both >= rows.length * 0.8;
};

/** A row by printed date and amount moved, with the balance it prints. */
const keyOf = (r: RawRow): Keyed | null => {
  const cell = r.debit ?? r.credit ?? r.amount;
  if (!cell || !r.date) return null;
  return { key: `${r.date.a}/${r.date.b}|${cell.cents}`, balance: r.balance ? (r.balance.negative ? -r.balance.cents : r.balance.cents) : null };
};
