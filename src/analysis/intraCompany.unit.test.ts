import { describe, expect, it } from 'vitest';
import { findIntraCompany } from './intraCompany.js';
import { deposit, withdrawal } from './testing/statementFactory.js';

describe('intra-company transfers', () => {
  it.each([
    ['ONLINE TRANSFER TO SAVINGS ...4821 REF 223344', '4821'],
    ['ONLINE TRANSFER FROM CHK XXXX4821', '4821'],
    ['Übertrag auf Tagesgeld …4821', '4821'],
    ['INTERNAL TRANSFER ****9912', '9912'],
    ['TRANSFER TO ACCOUNT ENDING IN 0077', '0077'],
  ])('finds a transfer to an own account shown masked: %j', (description, last4) => {
    const [finding] = findIntraCompany([withdrawal('2024-03-05', 50_000, description)], null);

    expect(finding?.counterparty).toBe(`own account ending ${last4}`);
    expect(finding?.reason).toMatch(/masked/);
  });

  it('finds a transfer to an own kind of account without a number', () => {
    const [finding] = findIntraCompany([withdrawal('2024-03-05', 50_000, 'TRANSFER TO SAVINGS')], null);

    expect(finding?.reason).toBe("transfer to or from the holder's savings account");
  });

  it('finds a payment naming the account holder in full', () => {
    const [finding] = findIntraCompany([deposit('2024-03-05', 50_000, 'WIRE IN FROM ACME WIDGETS LLC')], 'Acme Widgets LLC');

    expect(finding).toMatchObject({ counterparty: 'Acme Widgets LLC', reason: 'transfer naming the account holder Acme Widgets LLC' });
  });

  it('finds a group company sharing the distinctive word of a company holder', () => {
    const [finding] = findIntraCompany([withdrawal('2024-03-05', 50_000, 'ACH DEBIT ACME LOGISTICS INC 8812')], 'Acme Widgets LLC');

    expect(finding?.counterparty).toBe('ACME LOGISTICS INC');
    expect(finding?.reason).toMatch(/"ACME"/);
  });

  it('does not match on legal forms, titles or a person’s first name alone', () => {
    const rows = [
      deposit('2024-03-05', 50_000, 'ACH CREDIT HOOLI LLC'),
      deposit('2024-03-06', 50_000, 'ZELLE TRANSFER FROM JORDAN SMITH'),
      deposit('2024-03-07', 50_000, 'TRANSFER FROM RIVERA JORDAN'),
    ];

    expect(findIntraCompany(rows.slice(0, 1), 'Brightline Supply LLC')).toEqual([]);
    expect(findIntraCompany(rows.slice(1), 'MR JORDAN A. RIVERA').map((f) => f.row.date)).toEqual(['2024-03-07']);
  });

  it('ignores bill payments that carry a customer number and card purchases', () => {
    const rows = [
      withdrawal('2024-03-05', 9_000, 'ACH DEBIT CITY WATER XXXX1234'),
      withdrawal('2024-03-05', 9_000, 'CARD PURCHASE ACME HARDWARE'),
    ];

    expect(findIntraCompany(rows, 'Acme Widgets LLC')).toEqual([]);
  });
});
