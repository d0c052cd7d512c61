import { describe, expect, it } from 'vitest';
import type { AmountCell } from './lineCells.js';
import type { RawRow, Table } from './buildRows.js';
import { repeatedOrBalanceTables } from './repeatedListings.js';

const cell = (cents: number): AmountCell => ({ cents, negative: false, positive: false, x0: 0, x1: 30, digitsX1: 30, text: String(cents / 100), from: 0, to: 0, font: 'F' });
const table = (id: number, balance: boolean): Table => ({
  id,
  header: null,
  section: null,
  columns: balance ? [{ right: 400, left: 370, label: null, role: 'debit' }, { right: 500, left: 470, label: null, role: 'balance' }] : [{ right: 500, left: 470, label: null, role: 'debit' }],
  datesOnEveryRow: true,
  ocr: false,
});
const row = (tableId: number, description: string, cents: number, balance: number | null): RawRow => ({
  date: { kind: 'pair', a: 18, b: 4, year: null, words: 1 },
  ownDate: true,
  description,
  cells: [],
  unreadable: [],
  section: null,
  tableId,
  page: 1,
  box: { x0: 0, y0: 0, x1: 500, y1: 10 },
  debit: cell(cents),
  credit: null,
  amount: null,
  balance: balance === null ? null : cell(balance),
});

describe('repeatedOrBalanceTables', () => {
  it('drops a one-row table repeating, words and all, the one row a table with a running balance listed', () => {
    const dropped = repeatedOrBalanceTables([table(1, true), table(2, false)], [row(1, 'Storno Gutschrift PACIFIC POWER', 1910, 110692), row(2, 'Storno Gutschrift PACIFIC POWER', 1910, null)]);
    expect([...dropped.keys()]).toEqual([2]);
  });

  it('keeps a page of rows of the same day and amounts as rows listed before when they print other balances (two fees of 1.88 a page apart)', () => {
    const dropped = repeatedOrBalanceTables(
      [table(1, true), table(2, true)],
      [row(1, 'FEE', 188, 141516), row(1, 'FEE', 188, 91328), row(2, 'FEE', 188, 881140), row(2, 'FEE', 188, 880952)],
    );
    expect(dropped.size).toBe(0);
  });

  it('keeps one-row tables of different transactions', () => {
    const dropped = repeatedOrBalanceTables([table(1, true), table(2, false)], [row(1, 'Storno Gutschrift PACIFIC POWER', 1910, 110692), row(2, 'Lastschrift NETFLIX', 1910, null)]);
    expect(dropped.size).toBe(0);
  });

  it('drops dated figures without words, but keeps rows under a header that print an amount and the balance after it (descriptions drawn as pictures)', () => {
    const header = { cells: [], y0: 0, y1: 10, lastLine: 0 };
    const rows = [row(1, '', 6900, 16998412), row(1, '', 25000, 17023412)].map((r) => ({ ...r, cells: [{ column: 0, cell: cell(r.debit!.cents) }, { column: 1, cell: r.balance! }] }));
    expect(repeatedOrBalanceTables([{ ...table(1, true), header }], rows).size).toBe(0);
    expect([...repeatedOrBalanceTables([table(1, true)], rows).keys()]).toEqual([1]);
  });
});
