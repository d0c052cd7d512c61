/**
 * Words that classify lines rather than columns: section titles of statements laid out by kind of
 * transaction, and lines that state balances or totals instead of a transaction.
 */

export type SectionKind = 'deposit' | 'withdrawal' | 'balance';
export type SummaryKind = 'opening' | 'closing' | 'total';

/**
 * The kind of a section title. `DAILY ENDING BALANCE` introduces a table of balances, not money
 * moving; `CHECKS PAID`, `ATM & DEBIT CARD WITHDRAWALS` take money out; `DEPOSITS AND ADDITIONS`
 * brings it in.
 */
export const sectionOf = (title: string): SectionKind | null => {
  const t = title.toLowerCase();
  if (t.length > 80 || /\d[.,]\d{2}/.test(t)) return null;
  if (/\b(daily|ending|end of day)\b.*\bbalance|balance (detail|summary)|tagessaldo|saldenübersicht/.test(t)) return 'balance';
  if (/withdrawal|\bchecks?\b|cheques?|\bdebits?\b|deduction|\bfees?\b|charges|purchases|payments? (made|sent)|paid out|money out|lastschrift|abbuchung|ausgänge|belastung|card transactions|electronic payments/.test(t)) return 'withdrawal';
  if (/deposits?|additions|\bcredits?\b|paid in|money in|gutschrift|eingänge|receipts|refunds|interest (earned|paid)/.test(t)) return 'deposit';
  return null;
};

/**
 * Whether a row's text states a balance or a total rather than a transaction.
 * "01 NOV BALANCE B/F 190.77" is skipped; "01 NOV YA KUN KAYA TOAST 12.00" is kept.
 */
export const summaryKindOf = (text: string): SummaryKind | null => {
  const t = text.toLowerCase();
  if (/^(opening|beginning|previous|starting|last month'?s) balance|balance (brought|b\/?f|forward)|^brought forward|^b\/f\b|anfangssaldo|alter (kontostand|saldo)|saldo (vortrag|anterior|iniziale|inicial|precedente|précédent)|solde (précédent|initial|reporté|antérieur)|vortrag|^beginsaldo|^vorig saldo|^saldo begin|saldo (początkowe|inicial)|^ingående saldo|^primo saldo/.test(t)) return 'opening';
  if (/^(closing|ending|new|final) balance|balance (carried|c\/?f)|^carried forward|^c\/f\b|endsaldo|neuer (kontostand|saldo)|solde (nouveau|final)|nouveau solde|saldo (final|finale)|^eindsaldo|^nieuw saldo|^saldo eind|saldo końcowe|^utgående saldo|^ultimo saldo|balance at close/.test(t)) return 'closing';
  if (/^(sub-?total|total|summe|zwischensumme|gesamt|totale?)\b/.test(t)) return 'total';
  return null;
};
