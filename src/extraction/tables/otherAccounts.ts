import type { RawRow, SummaryLine } from './buildRows.js';

/**
 * A statement that goes on to another account of the holder's (`LIVRET BLEU N° …` after the current
 * account's rows): a table whose rows follow a closing balance of the listing before it, and an
 * opening balance of their own that is not that closing figure. The statement's account is the first
 * listed; that table and every later one are the other accounts'. Returns their ids. `rows` are all
 * the rows read, in order: the positions `SummaryLine.rowsBefore` counts.
 */
export const otherAccountTables = (rows: readonly RawRow[], summaries: readonly SummaryLine[], kept: (id: number) => boolean): Set<number> => {
  const others = new Set<number>();
  let previous: { id: number; last: number } | null = null;
  for (const [index, row] of rows.entries()) {
    if (!kept(row.tableId)) continue;
    if (previous && row.tableId !== previous.id && !others.has(row.tableId)) {
      // The balance lines printed between the last table's last row and this table's first.
      const between = summaries.filter((s) => s.amount && s.rowsBefore > previous!.last && s.rowsBefore <= index);
      const closing = between.find((s) => s.kind === 'closing' || s.kind === 'balance');
      const opening = between.findLast((s) => s.kind === 'opening' || s.kind === 'balance');
      if (closing && opening && closing !== opening && closing.amount!.cents !== opening.amount!.cents) {
        for (const r of rows.slice(index)) if (kept(r.tableId)) others.add(r.tableId);
        break;
      }
    }
    previous = { id: row.tableId, last: index };
  }
  return others;
};
