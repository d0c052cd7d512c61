import { describe, expect, it } from 'vitest';
import { isCardPurchase, isCashWithdrawal } from './wording.js';

describe('payment wording', () => {
  it.each(['CARD PURCHASE WHOLE FOODS MKT', 'Kartenzahlung LIDL Berlin', 'PAIEMENT CB IKEA LYON', 'COMPRA TARJ. ALDI', 'PAGAMENTO POS COOP MILANO'])(
    'reads %j as a purchase at a till',
    (description) => expect(isCardPurchase(description)).toBe(true),
  );

  it('does not read a card subscription as a till purchase', () => {
    expect(isCardPurchase('RECURRING CARD NETFLIX.COM')).toBe(false);
  });

  it.each(['ATM WITHDRAWAL AUSTIN TX #1234', 'RETRAIT DAB NANTES', 'Bargeldauszahlung GA Köln', 'PRELIEVO BANCOMAT ROMA'])('reads %j as cash taken out', (description) =>
    expect(isCashWithdrawal(description)).toBe(true),
  );
});
