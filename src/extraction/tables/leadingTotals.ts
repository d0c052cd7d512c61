import type { RawRow, SummaryLine } from './buildRows.js';
import { sectionOf } from './vocabulary.js';

/**
 * Listings that print each group's total before its rows (`03 SET 2025  Total de entradas + 667,69`,
 * then the day's deposits; `Total de saídas - 401,82`, then its withdrawals): the total's words name
 * the direction of the rows it adds up. A total heads a group only where the rows right after it add
 * up to its figure exactly; those rows, where nothing else gave them a section, take its direction.
 */
export const sectionsFromLeadingTotals = (rows: readonly RawRow[], summaries: readonly SummaryLine[]): RawRow[] => {
  const out = [...rows];
  summaries.forEach((s, k) => {
    if (s.kind !== 'total' || !s.amount) return;
    const kind = sectionOf(s.text);
    if (kind !== 'deposit' && kind !== 'withdrawal') return;
    // The group ends at the next summary line (the next total or a balance), or where the sum is reached.
    const end = summaries.slice(k + 1).find((n) => n.tableId === s.tableId)?.rowsBefore ?? out.length;
    let sum = 0;
    for (let i = s.rowsBefore; i < end; i++) {
      const row = out[i]!;
      if (row.tableId !== s.tableId || row.cells.length !== 1) return;
      sum += row.cells[0]!.cell.cents;
      if (sum === s.amount.cents) {
        for (let j = s.rowsBefore; j <= i; j++) if (out[j]!.section === null) out[j] = { ...out[j]!, section: kind };
        return;
      }
      if (sum > s.amount.cents) return;
    }
  });
  return out;
};
