import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, transactionsCsv } from './extract.js';

describe('extract CSV', () => {
  it('quotes a field holding a comma, a quote or a line break and doubles its quotes', () => {
    expect(csvField('TESCO, LONDON')).toBe('"TESCO, LONDON"');
    expect(csvField('ACME "INC"')).toBe('"ACME ""INC"""');
    expect(csvField('A\nB')).toBe('"A\nB"');
    expect(csvField('PLAIN TEXT')).toBe('PLAIN TEXT');
  });

  it('prints amounts with two decimals and an absent balance as an empty field', () => {
    const [line] = transactionsCsv([{ date: '2024-05-02', description: 'RENT, MAY', amount: 1200.5, type: 'withdrawal', balance: null, page: 2 }]);
    expect(line).toBe('2024-05-02,"RENT, MAY",1200.50,withdrawal,,2');
  });

  it('leads with the file column when several files are printed together', () => {
    expect(csvHeader(true)).toBe('file,date,description,amount,type,balance,page');
    const [line] = transactionsCsv([{ date: '2024-05-02', description: 'X', amount: 1, type: 'deposit', balance: -3.2, page: 1 }], 'a,b.pdf');
    expect(line).toBe('"a,b.pdf",2024-05-02,X,1.00,deposit,-3.20,1');
  });
});
