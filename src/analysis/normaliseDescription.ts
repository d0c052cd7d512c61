/**
 * Descriptions reduced to the payee they name, so that "RECURRING CARD NETFLIX.COM 03/05 CARD 4411
 * REF 829133" and "RECURRING CARD NETFLIX.COM 04/05 CARD 4411 REF 120044" are one creditor,
 * "NETFLIX.COM". What goes: every token holding a digit (dates, reference numbers, card digits, store
 * numbers, ids), masks such as "XXXX1234" or "...1234", reference labels ("REF", "CONF#", "PPD ID:") and
 * the channel words banks put around a payee ("CARD PURCHASE", "ACH DEBIT", "SEPA Lastschrift", "PRLV").
 */

/**
 * Results by input text: every rule folds the same descriptions again (duplicates, fees, loans,
 * recurring debits), and Unicode normalisation is the costly part. Bounded, so a long-lived worker
 * does not keep every description it ever saw.
 */
const memo = (fn: (text: string) => string): ((text: string) => string) => {
  const cache = new Map<string, string>();
  return (text) => {
    let out = cache.get(text);
    if (out === undefined) {
      out = fn(text);
      if (cache.size > 20_000) cache.clear();
      cache.set(text, out);
    }
    return out;
  };
};

/** Upper case, accents folded ("…" becomes "..."), punctuation other than `.&'-/*` turned into spaces. */
export const foldText = memo((text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9.&'/*\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim(),
);

/** Words that label a reference rather than name anyone. */
const REFERENCE_LABELS = new Set([
  'REF', 'REF.', 'REFERENCE', 'CONF', 'CONFIRMATION', 'ID', 'ID.', 'TRACE', 'SEQ', 'NO', 'NO.', 'NR', 'NR.', 'NUM', 'INV', 'INVOICE',
  'ACCT', 'ACCOUNT', 'AUTH', 'TXN', 'TRN', 'TRX', 'TRANS', 'PPD', 'CCD', 'WEB', 'TEL', 'MANDAT', 'MANDATE', 'KENMERK', 'RIF', 'FRA',
  'FACT', 'RE-NR', 'FACTUUR', 'FATT', 'DATE', 'ON', 'AT', 'CARTE', 'KARTE', 'PAS', 'TARJ.', 'TARJ',
]);

/** Words that say how money moved, not to whom. */
const CHANNEL_WORDS = new Set([
  'CARD', 'DEBIT', 'CREDIT', 'PURCHASE', 'RECURRING', 'POS', 'ACH', 'ONLINE', 'PAYMENT', 'PMT', 'PYMT', 'TO', 'FROM', 'DIRECT', 'DD',
  'SEPA', 'LASTSCHRIFT', 'KARTENZAHLUNG', 'PRLV', 'PAIEMENT', 'CB', 'COMPRA', 'RECIBO', 'INCASSO', 'BETAALPAS', 'ADDEBITO', 'SDD',
  'PAGAMENTO', 'BILL', 'PREAUTHORIZED', 'PRE-AUTHORIZED', 'VISA', 'MASTERCARD', 'CHECKCARD', 'WITHDRAWAL', 'DEPOSIT', 'ELECTRONIC',
  'E-PAYMENT', 'EFT', 'DEBITO', 'ABBUCHUNG', 'DAUERAUFTRAG', 'STANDING', 'ORDER', 'VIR', 'PERMANENT', 'SEPA-LASTSCHRIFT', 'DE', 'A',
  'DAILY', 'WEEKLY', 'MONTHLY', 'BIWEEKLY',
]);

const isMask = (token: string): boolean => /^(X{2,}|\*{2,}|\.{2,}|#)/.test(token);

/** The payee a description names, upper case; never empty when the description has a letter. */
export const creditorOf = memo((description: string): string => {
  const tokens = foldText(description).split(' ').filter((t) => t !== '');
  const named = tokens.filter((t) => !/\d/.test(t) && !isMask(t) && !REFERENCE_LABELS.has(t) && !CHANNEL_WORDS.has(t) && /[A-Z]/.test(t));
  // A word printed twice ("KFW LOAN PAYMENT LOAN 771203") names the payee once.
  if (named.length > 0) return [...new Set(named)].join(' ');
  // "CHECK 1042" or "DEBIT CARD 4411": nothing names a payee, so the wording itself is the key.
  return tokens.filter((t) => !/\d/.test(t) && !isMask(t)).join(' ');
});
