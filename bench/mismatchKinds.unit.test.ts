import { describe, expect, it } from 'vitest';
import { mismatchKinds } from './mismatchKinds.js';
import { scoreTransactions, type ExpectedTransaction, type StatementScore, type ReadTransaction } from './scoring.js';

const truth = (date: string, amount: number, type: 'deposit' | 'withdrawal'): ExpectedTransaction => ({ date, description: 'x', amount, type, balance: null });
const read = (date: string, amount: number, type: 'deposit' | 'withdrawal'): ReadTransaction => ({ date, description: 'y', amount, type, balance: null, page: 1 });
const scored = (expected: ExpectedTransaction[], extracted: ReadTransaction[]): StatementScore => ({
  status: 'auto_analyzed', error: null, transactions: scoreTransactions(expected, extracted), metadata: { fields: [], compared: 0, correct: 0 }, reconciles: true, equationReportedValid: true,
});

describe('mismatch kinds', () => {
  it('names each way a row can be misread', () => {
    const kinds = mismatchKinds(scored(
      [truth('2024-03-05', 10, 'withdrawal'), truth('2024-03-06', 20, 'deposit'), truth('2024-03-07', 30, 'deposit'), truth('2024-01-02', 5, 'withdrawal'), truth('2024-03-09', 3000, 'deposit'), truth('2024-03-10', 7, 'deposit'), truth('2024-03-11', 1, 'deposit')],
      [read('2024-03-05', 10, 'deposit'), read('2023-03-06', 20, 'deposit'), read('2024-03-07', 30, 'deposit'), read('2024-02-01', 5, 'withdrawal'), read('2024-03-09', 30, 'deposit'), read('2024-03-12', 99, 'withdrawal')],
    ));
    expect(Object.fromEntries(kinds)).toEqual({
      'direction flipped': 1, 'date: wrong year': 1, 'date: day and month swapped': 1, 'amount: 100x off': 1, 'row missed': 2, 'extra row (not a transaction)': 1,
    });
  });

  it('counts a failed statement as failed outright, once per truth row', () => {
    const failed: StatementScore = { ...scored([truth('2024-03-05', 10, 'withdrawal')], []), status: 'failed', error: 'no_transactions_found: x' };
    expect(Object.fromEntries(mismatchKinds(failed))).toEqual({ 'failed outright': 1 });
  });
});
