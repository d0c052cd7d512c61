import { foldText } from './normaliseDescription.js';

/**
 * Wording of how a row was paid, shared by several rules, matched on folded text (upper case, no
 * accents). "CARD PURCHASE WHOLE FOODS", "Kartenzahlung", "PAIEMENT CB", "COMPRA TARJ.", "Betaalpas",
 * "PAGAMENTO POS": a purchase at a till. "RECURRING CARD NETFLIX" is a card subscription, not a till.
 */
const CARD_PURCHASE = /\b(CARD PURCHASE|PURCHASE|POS|CHECKCARD|DEBIT CARD|KARTENZAHLUNG|PAIEMENT CB|COMPRA TARJ|BETAALPAS|PAGAMENTO POS)\b/;

/** Cash taken out at a machine or counter: "ATM WITHDRAWAL", "RETRAIT DAB", "Geldautomaat", "PRELIEVO BANCOMAT". */
const CASH_WITHDRAWAL =
  /\b(ATM|CASH WITHDRAWAL|RETRAIT|DAB|GELDAUTOMAAT|BARGELDAUSZAHLUNG|GELDAUTOMAT|REINTEGRO|CAJERO|PRELIEVO|BANCOMAT)\b/;

export const isCardPurchase = (description: string): boolean => CARD_PURCHASE.test(foldText(description));
export const isCashWithdrawal = (description: string): boolean => CASH_WITHDRAWAL.test(foldText(description));
