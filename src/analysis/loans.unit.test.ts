import { describe, expect, it } from 'vitest';
import { findLoanRows, groupCommitments, hasLoanWording, lenderOf } from './loans.js';
import { defaultAnalysisSettings } from './settings.js';
import { deposit, withdrawal } from './testing/statementFactory.js';
import type { Transaction } from '../domain/statement.js';

const find = (rows: Transaction[], notLoans: Transaction[] = []) => findLoanRows(rows, defaultAnalysisSettings, new Set(notLoans));

describe('loan wording', () => {
  it.each([
    'NORTHSTAR CAPITAL LOAN PAYMENT',
    'KFW FOERDERKREDIT',
    'Darlehen Rate 04/24',
    'ECHEANCE PRÊT IMMOBILIER',
    'CUOTA PRÉSTAMO 1123',
    'RATA MUTUO',
    'SBA EIDL INSTALLMENT',
    'ACME MERCHANT CASH ADVANCE',
  ])('recognises %j', (description) => {
    expect(hasLoanWording(description)).toBe(true);
  });

  it.each(['Kreditkartenabrechnung', 'PRET A MANGER LONDON', 'PURCHASE FINANCE CHARGE', 'CARD PURCHASE ADVANCE AUTO PARTS 1123', 'ACH CREDIT HOOLI INC'])(
    'does not take %j for a loan',
    (description) => {
      expect(hasLoanWording(description)).toBe(false);
    },
  );

  it('names the lender without the loan words', () => {
    expect(lenderOf('NORTHSTAR CAPITAL LOAN PROCEEDS DISBURSEMENT 771203')).toBe('NORTHSTAR CAPITAL');
    expect(lenderOf('NORTHSTAR CAPITAL LOAN PAYMENT')).toBe('NORTHSTAR CAPITAL');
  });
});

describe('loan rows', () => {
  it('reads a loan deposit as a disbursement and loan debits as payments of one lender', () => {
    const rows = [
      deposit('2024-03-04', 7_500_000, 'NORTHSTAR CAPITAL LOAN PROCEEDS DISBURSEMENT 771203'),
      withdrawal('2024-03-13', 187_500, 'NORTHSTAR CAPITAL LOAN PAYMENT'),
      withdrawal('2024-03-14', 2_000, 'CARD PURCHASE STAPLES 0088'),
    ];

    expect(find(rows).map((l) => [l.type, l.lender, l.row.amount])).toEqual([
      ['disbursement', 'NORTHSTAR CAPITAL', 7_500_000],
      ['payment', 'NORTHSTAR CAPITAL', 187_500],
    ]);
  });

  it('finds merchant cash advance debits that never say loan, and their funding deposit', () => {
    const days = ['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-03-11'];
    const rows = [deposit('2024-03-01', 5_820_000, 'QUICKPAY PARTNERS ACH CREDIT'), ...days.map((d) => withdrawal(d, 48_500, 'QUICKPAY PARTNERS ACH DEBIT'))];

    const found = find(rows);

    expect(found.map((l) => l.type)).toEqual(['disbursement', ...days.map(() => 'payment')]);
    expect(new Set(found.map((l) => l.lender))).toEqual(new Set(['QUICKPAY PARTNERS']));
  });

  it('finds a weekly cash advance in a one-month statement but not three weekly debits', () => {
    const wednesdays = ['2024-05-01', '2024-05-08', '2024-05-15', '2024-05-22'].map((d) => withdrawal(d, 125_000, 'PEARL PARTNERS ACH DEBIT'));

    expect(find(wednesdays)).toHaveLength(4);
    expect(find(wednesdays.slice(0, 3))).toEqual([]);
  });

  it('does not take a same-amount debit for a cash advance when it is not daily or weekly', () => {
    const days = ['2024-01-05', '2024-02-05', '2024-03-05', '2024-04-05', '2024-05-06'];

    expect(find(days.map((d) => withdrawal(d, 1_599, 'NETFLIX.COM')))).toEqual([]);
  });

  it('leaves out rows already known to be transfers between own accounts', () => {
    const days = ['2024-03-04', '2024-03-11', '2024-03-18', '2024-03-25', '2024-04-01'];
    const sweeps = days.map((d) => withdrawal(d, 100_000, 'TRANSFER TO SAVINGS XXXX5678'));

    expect(find(sweeps, sweeps)).toEqual([]);
    expect(find(sweeps)).toHaveLength(5);
  });
});

describe('loan commitments', () => {
  it('groups weekly payments per lender with a monthly estimate', () => {
    const rows = ['2024-03-06', '2024-03-13', '2024-03-20', '2024-03-27'].map((d) => withdrawal(d, 187_500, 'NORTHSTAR CAPITAL LOAN PAYMENT'));

    const [commitment] = groupCommitments(find(rows), 31, defaultAnalysisSettings.recurringIntervalSlackDays);

    expect(commitment).toEqual({
      lender: 'NORTHSTAR CAPITAL',
      frequency: 'weekly',
      paymentAmount: 187_500,
      paymentCount: 4,
      totalPaid: 750_000,
      firstDate: '2024-03-06',
      lastDate: '2024-03-27',
      estimatedMonthlyPayment: 812_500,
    });
  });

  it('calls a single payment irregular and spreads it over the statement months', () => {
    const rows = [withdrawal('2024-05-20', 95_000, 'KFW FOERDERKREDIT LOAN PAYMENT')];

    const [commitment] = groupCommitments(find(rows), 61, 3);

    expect(commitment).toMatchObject({ frequency: 'irregular', paymentAmount: 95_000, estimatedMonthlyPayment: 47_500 });
  });

  it('takes the most frequent amount as the typical payment', () => {
    const rows = [
      withdrawal('2024-01-20', 95_000, 'BANK LOAN INSTALMENT'),
      withdrawal('2024-02-20', 95_000, 'BANK LOAN INSTALMENT'),
      withdrawal('2024-03-20', 140_000, 'BANK LOAN INSTALMENT'),
    ];

    expect(groupCommitments(find(rows), 91, 3)[0]).toMatchObject({ frequency: 'monthly', paymentAmount: 95_000, totalPaid: 330_000, estimatedMonthlyPayment: 95_000 });
  });
});
