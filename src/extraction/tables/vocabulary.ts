/**
 * Words that classify lines rather than columns: section titles of statements laid out by kind of
 * transaction, and lines that state balances or totals instead of a transaction.
 */
import { fold } from './headerWords.js';

export type SectionKind = 'deposit' | 'withdrawal' | 'balance';
/**
 * `balance`: a balance stated between rows (`Saldo em 10/10/2016 0,00`), neither opening nor closing by
 * its words; `note`: a figure about the account, not money moving (`Average credit balance`).
 */
export type SummaryKind = 'opening' | 'closing' | 'total' | 'balance' | 'note';

const BALANCE_SECTION = /\b(daily|ending|end of day|end-of-day)\b.*\bbalances?\b|\bbalances? (detail|summary|by date)|tagessaldo|saldenubersicht|soldes? (quotidien|journalier)|saldos? diarios?/;
// Card statements call money in "payments and credits"; check those before the withdrawal words.
const DEPOSIT_FIRST = /payments?,? (and|&) (other )?credits|credits? (and|&) payments|^credits?$/;
const WITHDRAWAL_SECTION = /withdrawals?|\bchecks?\b|cheques?|\bdebits?\b|deductions?|\bfees?\b|service charges?|\bcharges\b|purchases|payments? (made|sent|out)|paid out|money out|\bspending\b|lastschrift|abbuchung|ausgange|belastung|card transactions|electronic payments|cash advances?|interest charged|retraits?|prelevements?|operations? au debit|debitos?|cargos|retiros?|saques?|pagamentos|addebiti|prelievi|afschrijvingen|uitgaven/;
const DEPOSIT_SECTION = /deposits?|additions|\bcredits?\b|paid in|money in|gutschrift|eingange|receipts|refunds|interest (earned|paid)|versements?|operations? au credit|remises?|creditos?|abonos|ingresos|depositos|accrediti|versamenti|bijschrijvingen|ontvangsten/;

/**
 * The kind of a section title. `DAILY ENDING BALANCE` introduces a table of balances, not money
 * moving; `CHECKS PAID`, `ATM & DEBIT CARD WITHDRAWALS` take money out; `DEPOSITS AND ADDITIONS`
 * brings it in; on a card, `PAYMENTS AND CREDITS` brings it in.
 */
export const sectionOf = (title: string): SectionKind | null => {
  const t = fold(title).replace(/\(continued\)|continued|\(cont\.?\)|\(suite\)|fortsetzung/g, '').replace(/\(\d+\)/g, '').trim();
  if (t.length === 0 || t.length > 80 || /\d[.,]\d{2}/.test(t)) return null;
  if (BALANCE_SECTION.test(t)) return 'balance';
  if (DEPOSIT_FIRST.test(t)) return 'deposit';
  if (WITHDRAWAL_SECTION.test(t)) return 'withdrawal';
  if (DEPOSIT_SECTION.test(t)) return 'deposit';
  return null;
};

const OPENING =
  /^(opening|beginning|previous|starting|last month'?s|prior|old) (statement )?bal(ance|\.)?\b|^(balance|bal\.?) (brought|b\/?f|forward|from (last|previous) statement|last statement|at (start|beginning))|^brought forward|^b\/f\b|^anfangssaldo|^alter (kontostand|saldo)|^saldo (vortrag|anterior|iniziale|inicial|precedente|iniziale|di apertura|de abertura|apertura)|^solde (precedent|initial|reporte|anterieur|d'ouverture|au debut)|^ancien solde|vortrag|^u(e)?bertrag (von|aus)\b|^beginsaldo|^vorig saldo|^saldo begin|^saldo poczatkowe|^ingaende saldo|^primo saldo|^last statement balance|^previous statement balance/;
const CLOSING =
  /^(closing|ending|new|final|current) (statement )?bal(ance|\.)?\b|^(balance|bal\.?) (carried|c\/?f|this statement|at (end|close))|^carried forward|^c\/f\b|^endsaldo|^neuer (kontostand|saldo)|^solde (nouveau|final|a reporter)|^nouveau solde|^saldo (final|finale|di chiusura|de fecho|de cierre|actual)|^eindsaldo|^nieuw saldo|^saldo eind|^saldo koncowe|^utgaende saldo|^ultimo saldo|balance at close|^u(e)?bertrag (auf|nach)\b|^total new balance|^statement balance/;
const TOTAL = /^(sub-?total|total|totals|summe|zwischensumme|gesamt|totale?|totaal|suma|soma|somme|net (amount|change))\b/;
/** Statistics about the account: an average, lowest or highest balance, a rate. */
const NOTE = /^(average|avg|mean|daily average|minimum|maximum|lowest|highest|solde moyen|saldo medio|durchschnitt\w*) .*\b(balance|bal|solde|saldo)\b|^(interest|annual|effective) rate\b|^solde moyen|^saldo m[ée]dio/;

/** A balance stated by itself: the balance word, maybe a preposition, nothing else (the date and figure are cells). */
const BALANCE_ONLY = /^(balance|bal|saldo|solde|kontostand|stand|saldo contabil|saldo disponivel)( (crediteur|debiteur|credor|devedor|acreedor|deudor|creditor|debtor|credit|debit|disponible|disponivel|contable|contabil))?( (on|at|as of|as at|per|au|em|am|del|al|du|vom|zum|le|a|of))?$/;

/**
 * Whether a line's text (its words without date and figures) states a balance or a total rather than
 * a transaction. "01 NOV BALANCE B/F 190.77" is skipped; "01 NOV YA KUN KAYA TOAST 12.00" is kept;
 * "BALANCE TRANSFER FROM VISA" is a transaction.
 */
export const summaryKindOf = (text: string): SummaryKind | null => {
  // Letter-spaced words (`S A L D O`) read as the word.
  const t = fold(text).replace(/[:*]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/\b(?:\p{L} ){2,}\p{L}\b/gu, (m) => m.replace(/ /g, ''));
  if (!t) return null;
  if (OPENING.test(t)) return 'opening';
  if (CLOSING.test(t)) return 'closing';
  if (TOTAL.test(t)) return 'total';
  if (BALANCE_ONLY.test(t.replace(/[.,;]+$/, ''))) return 'balance';
  if (NOTE.test(t)) return 'note';
  return null;
};
