/**
 * App-style exports print each row's balance on a line of its own under the row, in the same column as
 * the movement (`−£64.01` over `Bills  £1,185.06`): two figures stacked, told apart only by the sign the
 * movement carries and by arithmetic. Where a table's only money column alternates a signed figure and
 * an unsigned one on an undated line, and the unsigned figures chain as balances (each the one before it
 * moved by the row's amount, oldest first or newest first), each unsigned line is its row's balance.
 */
import type { RawRow, TableColumn } from './buildRows.js';
import type { RowPart } from './rowGroups.js';

/** Rows of the pattern that may break it (a fee printed without its balance line). */
const MISFITS = 0.1;

const signed = (row: RawRow): boolean => row.cells.length === 1 && (row.cells[0]!.cell.negative || row.cells[0]!.cell.positive);
const unsignedLine = (row: RawRow): boolean => row.cells.length === 1 && !row.ownDate && !row.cells[0]!.cell.negative && !row.cells[0]!.cell.positive;
const movement = (row: RawRow): number => (row.cells[0]!.cell.negative ? -1 : 1) * row.cells[0]!.cell.cents;

/**
 * The table's parts with each balance line joined to the row above it as that row's balance, in a money
 * column added for them; the parts themselves when the table is not laid out so.
 */
export const joinBalanceLines = (parts: readonly RowPart[], columns: TableColumn[]): readonly RowPart[] => {
  if (columns.length !== 1) return parts;
  const rows = parts.flatMap((p) => (p.kind === 'row' ? [p.row] : []));
  const pairs: { row: RawRow; balance: RawRow }[] = [];
  let misfits = 0;
  for (let i = 0; i < rows.length; i++) {
    if (signed(rows[i]!) && rows[i + 1] && unsignedLine(rows[i + 1]!)) {
      pairs.push({ row: rows[i]!, balance: rows[i + 1]! });
      i++;
    } else misfits++;
  }
  if (pairs.length < 3 || misfits > rows.length * MISFITS) return parts;
  const balanceOf = (k: number): number => pairs[k]!.balance.cells[0]!.cell.cents;
  let oldestFirst = 0;
  let newestFirst = 0;
  for (let k = 1; k < pairs.length; k++) {
    if (balanceOf(k) === balanceOf(k - 1) + movement(pairs[k]!.row)) oldestFirst++;
    if (balanceOf(k - 1) === balanceOf(k) + movement(pairs[k - 1]!.row)) newestFirst++;
  }
  if (Math.max(oldestFirst, newestFirst) < (pairs.length - 1) * 0.8) return parts;
  const only = columns[0]!;
  columns.push({ right: only.right, left: only.left, label: 'balance', role: null });
  const column = columns.length - 1;
  const joined = new Map(pairs.map((p) => [p.balance, p.row]));
  const under = new Map(pairs.map((p) => [p.row, p.balance]));
  return parts.flatMap((p): RowPart[] => {
    if (p.kind !== 'row' || joined.has(p.row)) return p.kind === 'row' ? [] : [p];
    const balance = under.get(p.row);
    if (!balance) return [p];
    return [{ kind: 'row', row: { ...p.row, cells: [...p.row.cells, { column, cell: balance.cells[0]!.cell }] } }];
  });
};
