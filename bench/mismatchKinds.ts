/**
 * What kind of mistake a statement's mismatches are, so a bench run says "directions flipped on 40
 * statements" rather than listing 4,000 missing and extra rows. A missing truth row is paired with an
 * extra extracted row that differs in one way only: the type (direction read backwards), the date
 * (year, or day and month swapped, or otherwise), or the amount (e.g. a hundred times off when a
 * currency has no decimals). What stays unpaired is a missed row or an extra row (a balance, total or
 * foreign-currency line read as a transaction).
 */
import type { StatementScore } from './scoring.js';

export type MismatchKind =
  | 'failed outright'
  | 'direction flipped'
  | 'date: wrong year'
  | 'date: day and month swapped'
  | 'date: other'
  | 'amount: 100x off'
  | 'amount: other'
  | 'row missed'
  | 'extra row (not a transaction)';

const swapped = (a: string, b: string): boolean => a.slice(0, 4) === b.slice(0, 4) && a.slice(5, 7) === b.slice(8, 10) && a.slice(8, 10) === b.slice(5, 7);

/** Counts the rows of each mismatch kind in one statement's score. */
export const mismatchKinds = (score: StatementScore): Map<MismatchKind, number> => {
  const counts = new Map<MismatchKind, number>();
  const add = (kind: MismatchKind, n = 1): void => {
    counts.set(kind, (counts.get(kind) ?? 0) + n);
  };
  if (score.status === 'failed') {
    add('failed outright', Math.max(1, score.transactions.expected));
    return counts;
  }
  const extra = [...score.transactions.extra];
  const take = (test: (e: (typeof extra)[number]) => boolean): boolean => {
    const i = extra.findIndex(test);
    if (i < 0) return false;
    extra.splice(i, 1);
    return true;
  };
  for (const m of score.transactions.missing) {
    const cents = Math.round(m.amount * 100);
    const same = (a: number): boolean => Math.round(Math.abs(a) * 100) === cents;
    if (take((e) => e.date === m.date && same(e.amount) && e.type !== m.type)) add('direction flipped');
    else if (take((e) => same(e.amount) && e.type === m.type && e.date.slice(5) === m.date.slice(5))) add('date: wrong year');
    else if (take((e) => same(e.amount) && e.type === m.type && swapped(e.date, m.date))) add('date: day and month swapped');
    else if (take((e) => e.date === m.date && e.type === m.type && (Math.round(Math.abs(e.amount) * 100) === cents * 100 || Math.round(Math.abs(e.amount) * 10000) === cents))) add('amount: 100x off');
    else if (take((e) => same(e.amount) && e.type === m.type)) add('date: other');
    else if (take((e) => e.date === m.date && e.type === m.type)) add('amount: other');
    else add('row missed');
  }
  if (extra.length > 0) add('extra row (not a transaction)', extra.length);
  return counts;
};

/** Rows and statements per mismatch kind over a set, most rows first, with a few example names. */
export const mismatchSummary = (items: readonly { name: string; score: StatementScore }[]): { kind: MismatchKind; rows: number; files: number; examples: string[] }[] => {
  const byKind = new Map<MismatchKind, { rows: number; files: string[] }>();
  for (const item of items) {
    for (const [kind, rows] of mismatchKinds(item.score)) {
      const entry = byKind.get(kind) ?? { rows: 0, files: [] };
      entry.rows += rows;
      entry.files.push(item.name);
      byKind.set(kind, entry);
    }
  }
  return [...byKind.entries()].map(([kind, e]) => ({ kind, rows: e.rows, files: e.files.length, examples: e.files.slice(0, 4) })).sort((a, b) => b.rows - a.rows);
};
