import { describe, expect, it } from 'vitest';
import type { StatementData, Transaction } from '../api/types.ts';
import { dailyBalances, runningBalanceBreaks } from './balances.ts';

const tx = (date: string, amount: number, type: Transaction['type'], balance: number | null = null): Transaction => ({ date, description: 'x', amount, type, balance, page: 1 });

const statement = (transactions: Transaction[], overrides: Partial<StatementData> = {}): StatementData =>
  ({ statement_start_date: '2024-03-01', statement_end_date: '2024-03-05', opening_balance: 100, transactions, ...overrides }) as StatementData;

describe('daily balances', () => {
  it('gives every day of the period its end-of-day balance, carried over days without transactions', () => {
    const days = dailyBalances(statement([tx('2024-03-02', 150.1, 'withdrawal'), tx('2024-03-02', 20, 'deposit'), tx('2024-03-04', 100, 'deposit')]));
    expect(days).toEqual([
      { date: '2024-03-01', balance: 100 },
      { date: '2024-03-02', balance: -30.1 },
      { date: '2024-03-03', balance: -30.1 },
      { date: '2024-03-04', balance: 69.9 },
      { date: '2024-03-05', balance: 69.9 },
    ]);
  });

  it('stretches the days to transactions dated outside the period', () => {
    expect(dailyBalances(statement([tx('2024-03-07', 1, 'deposit')])).at(-1)).toEqual({ date: '2024-03-07', balance: 101 });
  });
});

describe('running balance breaks', () => {
  it('marks a row whose printed balance is not the previous one plus or minus its amount, and only that row', () => {
    const breaks = runningBalanceBreaks([tx('2024-03-01', 10, 'withdrawal', 90), tx('2024-03-02', 5, 'deposit', 96), tx('2024-03-03', 6, 'withdrawal', 90)]);
    expect([...breaks]).toEqual([[1, { expected: 95 }]]);
  });

  it('finds none where the statement prints no balance', () => {
    expect(runningBalanceBreaks([tx('2024-03-01', 10, 'withdrawal'), tx('2024-03-02', 5, 'deposit')]).size).toBe(0);
  });
});
