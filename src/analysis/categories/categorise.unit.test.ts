import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../domain/categories.js';
import { deposit, withdrawal } from '../testing/statementFactory.js';
import { categorise } from './categorise.js';
import { findMoneyBack } from './moneyBack.js';
import { CATEGORY_RULES } from './rules.js';

describe('transaction categories', () => {
  it.each([
    ['PAYROLL DIRECT DEP ACME CORP', 'deposit', 'payroll'],
    ['Gutschrift Lohn/Gehalt WAYNE FOODS', 'deposit', 'payroll'],
    ['Løn NORTHWIND TRADING', 'deposit', 'payroll'],
    ['ACH CREDIT GLOBEX LTD', 'deposit', 'revenue'],
    ['CIELO VDA CREDI 48211', 'deposit', 'revenue'],
    ['ONLINE TRANSFER TO SAVINGS 88123', 'withdrawal', 'transfer_out'],
    ['Übertrag von Tagesgeld 1234', 'deposit', 'transfer_in'],
    ['NORTHSTAR CAPITAL LOAN PROCEEDS', 'deposit', 'loan_proceeds'],
    ['Darlehensrate KFW FOERDERKREDIT', 'withdrawal', 'loan_repayment'],
    ['IRS USATAXPYMT 220418', 'withdrawal', 'tax'],
    ['VIR PERMANENT LOYER KRAUS HAUSVERWALTUNG', 'withdrawal', 'rent'],
    ['PACIFIC POWER BILL PAYMENT', 'withdrawal', 'bills'],
    ['RECURRING CARD NETFLIX.COM', 'withdrawal', 'bills'],
    ['CARD PURCHASE WHOLE FOODS MKT DENVER CO', 'withdrawal', 'card_purchase'],
    ['ATM WITHDRAWAL AUSTIN TX #7390', 'withdrawal', 'cash_withdrawal'],
    ['CHECK 1042', 'withdrawal', 'check'],
    ['1042', 'withdrawal', 'check'],
    ['PAYMENT - THANK YOU', 'deposit', 'credit_card_payment'],
    ['MONTHLY SERVICE FEE', 'withdrawal', 'fees'],
    ['Kontoführungsentgelt', 'withdrawal', 'fees'],
    ['NSF FEE ITEM 2231', 'withdrawal', 'nsf_returned_item'],
    ['RETURNED DEPOSIT ITEM', 'withdrawal', 'nsf_returned_item'],
    ['INTEREST CHARGE ON PURCHASES', 'withdrawal', 'interest'],
    ['Habenzinsen', 'deposit', 'interest'],
    ['REFUND AMAZON MKTPLACE PMTS', 'deposit', 'refund'],
    ['CASH DEPOSIT BRANCH', 'deposit', 'cash_deposit'],
  ] as const)('files "%s" (%s) under %s', (description, type, category) => {
    const row = type === 'deposit' ? deposit('2024-03-05', 10_000, description) : withdrawal('2024-03-05', 10_000, description);
    expect(categorise(row).category).toBe(category);
  });

  it('reads the direction where the words mean two things', () => {
    // A deposit taken back out is a returned item; the same reversal wording paid in gives money back.
    expect(categorise(withdrawal('2024-03-05', 5_000, 'DEPOSIT REVERSAL ACME CORP')).category).toBe('nsf_returned_item');
    expect(categorise(deposit('2024-03-05', 5_000, 'DEBIT REVERSAL ACME CORP')).category).toBe('refund');
    // "PAGO TARJETA" paid in settles a card; "PAGO CON TARJETA" taken out is a purchase.
    expect(categorise(deposit('2024-03-05', 5_000, 'PAGO TARJETA GRACIAS')).category).toBe('credit_card_payment');
    expect(categorise(withdrawal('2024-03-05', 5_000, 'PAGO CON TARJETA MERCADONA')).category).toBe('card_purchase');
  });

  it('keeps a customer named like a lender as revenue when the wording says it paid', () => {
    expect(categorise(deposit('2024-03-05', 90_000, 'ACH CREDIT NORTHSTAR CAPITAL')).category).toBe('revenue');
    expect(categorise(withdrawal('2024-03-05', 90_000, 'ACH DEBIT NORTHSTAR CAPITAL')).category).toBe('loan_repayment');
  });

  it('files a same-amount daily debit series as an advance repayment from the cadence finding', () => {
    const row = withdrawal('2024-03-05', 41_500, 'ACH DEBIT QUICKBRIDGE 0305');
    const found = categorise(row, { advanceSeries: new Set([row]), intraCompany: new Set() });
    expect(found.category).toBe('loan_repayment');
    expect(found.evidence).toMatchObject({ rule: 'advance_series', basis: 'cadence' });
  });

  it('files a deposit giving back what an earlier withdrawal paid the same payee as a refund, from the amount', () => {
    const paid = withdrawal('2024-03-03', 2_399, 'AMAZON MKTPLACE PMTS 1182');
    const back = deposit('2024-03-10', 2_399, 'AMAZON MKTPLACE PMTS 9921');
    const found = categorise(back, { advanceSeries: new Set(), intraCompany: new Set(), moneyBack: findMoneyBack([paid, back]) });
    expect(found).toEqual({ category: 'refund', evidence: { rule: 'money_back', basis: 'amount', detail: expect.any(String) } });
    expect(findMoneyBack([back, deposit('2024-03-12', 2_399, 'AMAZON MKTPLACE PMTS')]).size).toBe(0);
  });

  it('files an intra-company move as a transfer from that finding', () => {
    const row = deposit('2024-03-05', 250_000, 'TRANSFER FROM ACME HOLDINGS');
    expect(categorise(row, { advanceSeries: new Set(), intraCompany: new Set([row]) }).category).toBe('transfer_in');
  });

  it('says which rule filed a row and what it saw', () => {
    expect(categorise(withdrawal('2024-03-05', 1_000, 'CARD PURCHASE CVS PHARMACY')).evidence).toEqual({
      rule: 'card_purchase', basis: 'description', detail: 'description has "CARD PURCHASE"',
    });
    expect(categorise(deposit('2024-03-05', 1_000, 'ZZZ 44')).evidence).toMatchObject({ rule: 'default_deposit', basis: 'default' });
  });

  it('names only categories of the taxonomy, and every category is reachable from a rule', () => {
    const named = new Set(CATEGORY_RULES.flatMap((r) => (typeof r.category === 'string' ? [r.category] : [r.category.deposit, r.category.withdrawal])));
    for (const c of named) expect(Object.keys(CATEGORIES)).toContain(c);
    expect([...named].sort()).toEqual(Object.keys(CATEGORIES).sort());
  });
});
