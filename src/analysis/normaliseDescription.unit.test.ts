import { describe, expect, it } from 'vitest';
import { creditorOf, foldText } from './normaliseDescription.js';

describe('creditorOf', () => {
  it.each([
    ['RECURRING CARD NETFLIX.COM 03/05 CARD 4411 REF 829133', 'NETFLIX.COM'],
    ['ONLINE PAYMENT TO OAK PROPERTIES RENT CONF# 1234567', 'OAK PROPERTIES RENT'],
    ['PAYROLL DIRECT DEP ACME CORP PPD ID: 9912003341', 'PAYROLL DEP ACME CORP'],
    ['SEPA Lastschrift Stadtwerke München Mandat 88120091', 'STADTWERKE MUNCHEN'],
    ['PRLV SEPA ORANGE SA REF 20240311', 'ORANGE SA'],
    ['CITY WATER BILL PAYMENT ACCT 448812', 'CITY WATER'],
    ['TRANSFER TO SAVINGS XXXX5678 2024-03-05', 'TRANSFER SAVINGS'],
  ])('reads %j as the creditor %j', (description, creditor) => {
    expect(creditorOf(description)).toBe(creditor);
  });

  it('gives the same creditor to two months of one subscription with different references', () => {
    expect(creditorOf('SPOTIFY P1A2B3 CARD 4411 REF 100201')).toBe(creditorOf('Spotify  P9Z8Y7 card 4411 ref 300999'));
  });

  it('keeps the wording when nothing else names a payee', () => {
    expect(creditorOf('CHECK 1042')).toBe('CHECK');
  });
});

describe('foldText', () => {
  it('folds accents and case and drops stray punctuation', () => {
    expect(foldText('Prêt  Immobilier, échéance')).toBe('PRET IMMOBILIER ECHEANCE');
  });
});
