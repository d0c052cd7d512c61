import { describe, expect, it } from 'vitest';
import { transactionsCsv } from './csv.ts';

describe('transactions CSV', () => {
  it('writes the columns of `ledgerlens extract --csv`, quoting what needs it, two decimals, an empty balance when none', () => {
    const csv = transactionsCsv([
      { date: '2024-03-01', description: 'PAYEE, "QUOTED"', amount: 12.5, type: 'withdrawal', balance: null, page: 2 },
      { date: '2024-03-02', description: '=HYPERLINK("x")', amount: 1000, type: 'deposit', balance: -3.1, page: 2 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'date,description,amount,type,balance,page',
      '2024-03-01,"PAYEE, ""QUOTED""",12.50,withdrawal,,2',
      `2024-03-02,"'=HYPERLINK(""x"")",1000.00,deposit,-3.10,2`,
      '',
    ]);
  });
});
