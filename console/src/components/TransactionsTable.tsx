/**
 * The transactions (TanStack Table): sortable by any column, searchable, amounts right-aligned and
 * coloured by direction, the running balance with its breaks marked, the page each row is on.
 * Selecting a row (a click, or its number button by keyboard) shows it on the page beside the table.
 */
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { StatementData, Transaction } from '../api/types.ts';
import { runningBalanceBreaks, type BalanceBreak } from '../lib/balances.ts';
import { amount } from '../lib/format.ts';

interface Row {
  index: number;
  transaction: Transaction;
  /** Signed: deposits positive, withdrawals negative (what the column sorts by). */
  signed: number;
  broken: BalanceBreak | undefined;
}

const column = createColumnHelper<Row>();

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export const TransactionsTable = ({ data, selected, onSelect }: { data: StatementData; selected: number | null; onSelect: (index: number) => void }) => {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const breaks = runningBalanceBreaks(data.transactions);
    return data.transactions.map((t, index): Row => ({ index, transaction: t, signed: t.type === 'deposit' ? t.amount : -t.amount, broken: breaks.get(index) }));
  }, [data]);
  const breakCount = rows.filter((r) => r.broken).length;

  const columns = useMemo(
    () => [
      column.accessor('index', {
        header: '#',
        cell: (info) => (
          <button
            type="button"
            className="row-button"
            aria-pressed={info.row.original.index === selected}
            aria-label={`Show row ${info.getValue() + 1} on page ${info.row.original.transaction.page}`}
            onClick={(e) => { e.stopPropagation(); onSelect(info.row.original.index); }}
          >
            {info.getValue() + 1}
          </button>
        ),
        enableGlobalFilter: false,
      }),
      column.accessor((r) => r.transaction.date, { id: 'date', header: 'Date' }),
      column.accessor((r) => r.transaction.description, { id: 'description', header: 'Description' }),
      column.accessor('signed', {
        header: `Amount (${data.currency})`,
        cell: (info) => {
          const t = info.row.original.transaction;
          return <span className={t.type === 'deposit' ? 'amount-in' : 'amount-out'}>{t.type === 'deposit' ? '+' : '−'}{amount(t.amount)}</span>;
        },
        enableGlobalFilter: false,
      }),
      column.accessor((r) => r.transaction.balance, {
        id: 'balance',
        header: 'Balance',
        sortUndefined: 'last',
        cell: (info) => {
          const { transaction: t, broken } = info.row.original;
          return (
            <>
              {t.balance === null ? <span className="muted">—</span> : <span className={t.balance < 0 ? 'balance-negative' : undefined}>{amount(t.balance)}</span>}
              {broken && (
                <span className="break-mark" title={`Expected ${amount(broken.expected)}`}>
                  {' '}⚠ break<span className="visually-hidden">: expected {amount(broken.expected)}</span>
                </span>
              )}
            </>
          );
        },
        enableGlobalFilter: false,
      }),
      column.accessor((r) => r.transaction.page, { id: 'page', header: 'Page', enableGlobalFilter: false }),
    ],
    [data.currency, onSelect, selected],
  );

  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, globalFilter: search },
    onSortingChange: setSorting,
    onGlobalFilterChange: setSearch,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const shown = table.getRowModel().rows;

  return (
    <>
      <div className="table-tools">
        <label htmlFor="tx-search">Search transactions</label>
        <input id="tx-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} aria-describedby="tx-count" />
        <span id="tx-count" className="muted" aria-live="polite">
          {shown.length} of {rows.length} shown{breakCount > 0 ? ` · ${breakCount} running balance break${breakCount === 1 ? '' : 's'}` : ''}
        </span>
      </div>
      <div className="table-wrap tall">
        <table className="transactions" data-testid="transactions">
          <caption className="visually-hidden">Transactions; sort by a column with its header button</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const numeric = ['signed', 'balance', 'page', 'index'].includes(header.column.id);
                  return (
                    <th key={header.id} scope="col" className={numeric ? 'num' : undefined} aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
                      <button type="button" className="sort" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {shown.map((row) => {
              const r = row.original;
              const classes = [r.index === selected ? 'selected' : '', r.broken ? 'broken' : ''].filter(Boolean).join(' ');
              return (
                <tr key={row.id} className={classes || undefined} onClick={() => onSelect(r.index)} data-row={r.index} data-broken={r.broken ? 'true' : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={['signed', 'balance', 'page', 'index'].includes(cell.column.id) ? 'num' : cell.column.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
};
