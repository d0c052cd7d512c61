import type { Cents } from '../../domain/money.js';
import type { IsoDate, PrintedTotals } from '../../domain/statement.js';
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';
import type { NumberFormat } from '../parse/amounts.js';
import { resolveDate, type DateOrder } from '../parse/dates.js';
import { findAmounts, findDates } from '../tables/lineCells.js';
import { findLabels, type LabelHit } from './labelledValues.js';

export interface StatementMetadata {
  bankName: string | null;
  accountHolder: string | null;
  accountLast4: string | null;
  currency: string | null;
  periodStart: IsoDate | null;
  periodEnd: IsoDate | null;
  openingBalance: Cents | null;
  closingBalance: Cents | null;
  /**
   * Every closing figure printed, in document order: "Balance carried forward" closes each page, so
   * the statement's own closing is the one the rows reconcile to (parseStatement decides).
   */
  closingCandidates: Cents[];
  printedTotals: PrintedTotals | null;
  /** A credit card statement: balances are amounts owed, payments are money in. */
  isCard: boolean;
}

const OPENING = /^(opening|beginning|previous|starting|last month'?s) bal(ance\b|\.|$)|^balance (brought forward|b\/f)|^alter kontostand|^anfangssaldo|^alter saldo|^solde (précédent|initial|antérieur)|^saldo (anterior|iniziale|inicial|precedente)|^beginsaldo|^vorig saldo|^saldo początkowe|^ingående saldo|^primo saldo/i;
const CLOSING = /^(closing|ending|new|final) bal(ance\b|\.|$)|^balance (carried forward|c\/f)|^neuer kontostand|^endsaldo|^neuer saldo|^solde (nouveau|final)|^nouveau solde|^saldo (final|finale)|^eindsaldo|^nieuw saldo|^saldo końcowe|^utgående saldo|^ultimo saldo|^your balance at close/i;
const DEPOSITS = /^(total (money in|deposits|credits|paid in)|summe zahlungseingänge|summe gutschriften|deposits and (other )?additions|payments(,| and) credits|total des crédits|totale (entrate|accrediti|avere)|total (abonos|ingresos)|totaal bij)/i;
const WITHDRAWALS = /^(total (money out|withdrawals|debits|paid out)|summe zahlungsausgänge|summe lastschriften|total des débits|totale (uscite|addebiti|dare)|total (cargos|gastos)|totaal af)/i;
const ACCOUNT = /^(primary )?(account|acct|a\/c)(ount)?\.? ?(number|no\.?|#)(?=\W|$)|^primary account\b|^kontonummer|^konto-?nr|^(investor|customer|card|member) (number|no\.?)|^iban\b|^numéro de compte|^n° de compte|^número de cuenta|^cuenta\b|^conto( n\.?| corrente)?\b|^rekeningnummer|^rekening\b/i;
const CARD = /\b(credit|debit|charge) card$/i;
/** An account named by its kind ("Savings Account ****3397", "Business Checking ...8834", "Privatkonto CH93 ****"). */
const ACCOUNT_KIND = /^((business|personal|private|joint|premier|basic|everyday|student) )?(checking|chequing|savings|current|giro|money market|cheque)( account)?$|^(privat|giro|spar|geschäfts|kontokorrent)?konto$|^compte( courant| chèques| de dépôt)?$|^(conto corrente|cuenta corriente|betaalrekening|spaarrekening)$/i;
const HOLDER = /^(account (name|holder)|kontoinhaber|name|titulaire|titular)\b:?/i;

/**
 * Reads the statement's metadata from headers and summary boxes, by label, in any layout: period,
 * balances, totals, account number, holder, currency, and the issuing bank.
 */
export const readMetadata = (
  pages: readonly PageLayout[],
  info: { title: string | null; author: string | null; subject: string | null },
  mark: NumberFormat,
  order: DateOrder,
  /** The document's text and currency, when the caller has them already (`documentText`, `readCurrency`). */
  known?: { text: string; currency: string | null },
): StatementMetadata => {
  const allText = known?.text ?? documentText(pages);
  const isCard = /credit card|credit limit|minimum (payment|due)|card number|kreditkarte|carte de crédit/i.test(allText);
  const currency = known ? known.currency : readCurrency(allText);
  const period = readPeriod(pages, order);
  const money = (hits: LabelHit[]): Cents | null => {
    for (const h of hits) {
      const v = firstAmount(h, mark);
      if (v !== null) return isCard && v.owed ? -v.cents : v.signed;
    }
    return null;
  };
  const closingHits = findLabels(pages, CLOSING, pages.length).filter((h) => !h.inTableHeader);
  const deposits = money(findLabels(pages, DEPOSITS));
  const withdrawals = money(findLabels(pages, WITHDRAWALS));
  return {
    bankName: readBankName(pages, info, allText),
    accountHolder: readHolder(pages),
    accountLast4: readLast4(pages),
    currency,
    periodStart: period.start,
    periodEnd: period.end,
    openingBalance: money(findLabels(pages, OPENING).filter((h) => !h.inTableHeader)),
    closingBalance: money(closingHits),
    closingCandidates: closingHits.flatMap((h) => {
      const v = money([h]);
      return v === null ? [] : [v];
    }),
    printedTotals:
      deposits === null && withdrawals === null
        ? null
        : { deposits: deposits === null ? null : Math.abs(deposits), withdrawals: withdrawals === null ? null : Math.abs(withdrawals), depositCount: null, withdrawalCount: null },
    isCard,
  };
};

const lineString = (l: Line): string => l.words.map((w) => w.text).join(' ');

/** The text of a document: words joined by spaces, lines and pages by newlines. */
export const documentText = (pages: readonly PageLayout[]): string => pages.map((p) => p.lines.map(lineString).join('\n')).join('\n');

/** The first amount beside a label, or in the column below it. */
const firstAmount = (h: LabelHit, mark: NumberFormat): { cents: Cents; signed: Cents; owed: boolean } | null => {
  const pick = (words: Word[]): { cents: Cents; signed: Cents; owed: boolean } | null => {
    const amounts = findAmounts(words, mark);
    const a = amounts[0];
    if (a) return { cents: a.cents, signed: a.negative ? -a.cents : a.cents, owed: !a.positive && !a.negative };
    // A misprinted figure in the other convention (`2.853.82` on a decimal-comma page) still counts here.
    for (const w of words) {
      const loose = lenientAmount(w.text);
      if (loose !== null) return { cents: loose, signed: loose, owed: true };
    }
    return null;
  };
  const right = pick(h.right);
  if (right) return right;
  for (const ws of h.below) {
    const near = ws.filter((w) => w.x1 > h.labelX0 - 10 && w.x0 < h.labelX1 + 70);
    const v = pick(near);
    if (v) return v;
  }
  return null;
};

const lenientAmount = (text: string): Cents | null => {
  const m = /^[^\d]{0,3}(\d{1,3}(?:[.,' ]\d{3})*)[.,](\d{2})$/.exec(text);
  if (!m) return null;
  return Number(m[1]!.replace(/\D/g, '')) * 100 + Number(m[2]);
};

const CODES = ['EUR', 'GBP', 'USD', 'SGD', 'NZD', 'AUD', 'CAD', 'CHF', 'INR', 'HKD', 'JPY', 'ZAR', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'MYR', 'AED'];

const CODE_PATTERNS = CODES.map((code) => [code, new RegExp(`\\b${code}\\b`, 'g')] as const);

/** ISO codes printed win; then unambiguous symbols; `$` alone is USD unless the issuer's web address says otherwise. */
export const readCurrency = (text: string): string | null => {
  const counts = new Map<string, number>();
  const bump = (c: string, n = 1): void => void counts.set(c, (counts.get(c) ?? 0) + n);
  for (const [code, re] of CODE_PATTERNS) {
    const n = text.match(re)?.length ?? 0;
    if (n) bump(code, n * 2);
  }
  const sym = (re: RegExp, code: string): void => {
    const n = text.match(re)?.length ?? 0;
    if (n) bump(code, n);
  };
  sym(/£/g, 'GBP');
  sym(/€/g, 'EUR');
  sym(/₹|\bRs\.?\s?\d/g, 'INR');
  sym(/S\$/g, 'SGD');
  sym(/NZ\$/g, 'NZD');
  sym(/A\$/g, 'AUD');
  sym(/C\$/g, 'CAD');
  sym(/HK\$/g, 'HKD');
  const dollars = (text.match(/(?<![A-Z])\$/g) ?? []).length;
  if (dollars) {
    const local = /\.co\.nz\b|\.nz\b/i.test(text) ? 'NZD' : /\.com\.au\b/i.test(text) ? 'AUD' : /\.ca\b/i.test(text) ? 'CAD' : /\.com\.sg\b|\.sg\b/i.test(text) ? 'SGD' : 'USD';
    bump(local, dollars);
  }
  let best: string | null = null;
  let bestN = 0;
  for (const [c, n] of counts) if (n > bestN) [best, bestN] = [c, n];
  return best;
};

/** The statement period: two dates joined by `to`, `through`, `bis`, `-`, on the first pages. */
const readPeriod = (pages: readonly PageLayout[], order: DateOrder): { start: IsoDate | null; end: IsoDate | null } => {
  for (const page of pages.slice(0, 2)) {
    for (const line of page.lines) {
      const dates = findDates(line.words, page.ocr);
      for (let k = 0; k + 1 < dates.length; k++) {
        const a = dates[k]!;
        const b = dates[k + 1]!;
        const between = line.words.slice(a.to + 1, b.from).map((w) => w.text.toLowerCase());
        if (between.length > 2 || !between.every((w) => /^(to|through|thru|until|bis|au|al|a|-|–|—|till|t\/m|tot|hasta|fino|jusqu'au|tot en met)$/.test(w))) continue;
        if (b.raw.year === null) continue;
        const end = resolveDate(b.raw, order, { start: null, end: null, fallbackYear: b.raw.year });
        if (!end) continue;
        const start = resolveDate(a.raw, order, { start: null, end, fallbackYear: null });
        if (start && start <= end) return { start, end };
      }
    }
  }
  return { start: null, end: null };
};

/** The last four digits of the account number, masked forms included (`****1234`, `XXXX-1234`). */
const readLast4 = (pages: readonly PageLayout[]): string | null => {
  // A card statement may label its number only by the card's name ("FOOBAR CREDIT CARD").
  for (const hit of [...findLabels(pages, ACCOUNT), ...findLabels(pages, CARD), ...findLabels(pages, ACCOUNT_KIND, 1)]) {
    for (const words of [hit.right, ...hit.below.slice(0, 1)]) {
      const text = words.slice(0, 8).map((w) => w.text).join(' ');
      const m = /((?:[\dXx*•]{2,}[ -]?){1,8}\d{4})\b/.exec(text) ?? /\b[Xx*•]*\d{4,}\b/.exec(text);
      if (m) {
        const digits = m[0].replace(/\D/g, '');
        if (digits.length >= 4) return digits.slice(-4);
      }
    }
  }
  return null;
};

const readHolder = (pages: readonly PageLayout[]): string | null => {
  for (const hit of findLabels(pages, HOLDER, 2)) {
    const words = hit.right.length ? hit.right : hit.below[0] ?? [];
    const name = words
      .slice(0, 5)
      .map((w) => w.text)
      .join(' ')
      .replace(/[:;].*$/, '')
      .trim();
    if (/^[A-Za-zÀ-ÿ.'\- ]{3,60}$/.test(name)) return name;
  }
  return null;
};

const BANK_WORDS = /\b(bank|bancorp|banc|credit union|sparkasse|volksbank|raiffeisen|banque|banco|banca|building society|savings|trust( company)?|card services|financial|caisse|kasse)\b|bank\b/i;
const LEGAL = /\s*,?\s*\b(N\.?A\.?|plc|PLC|Ltd\.?|Limited|Inc\.?|AG|SE|S\.?A\.?|LLC|Corp\.?|Corporation|Member FDIC)\b\.?/g;

/**
 * The issuer: the brand of the web address the statement prints most (`www.chase.com`, `pnc.com`),
 * written as the statement writes it, or `<brand> Bank` when the issuer's name reads so; else a line
 * with a bank word near the top of page 1; else the PDF's title or author when they name a bank.
 */
const readBankName = (pages: readonly PageLayout[], info: { title: string | null; author: string | null; subject: string | null }, text: string): string | null => {
  const domains = new Map<string, number>();
  for (const m of text.matchAll(/\b(?:www\.)?([a-z][a-z0-9-]{1,30})\.(?:com|co\.[a-z]{2}|com\.[a-z]{2}|de|fr|es|it|nl|ch|at|be|ie|in|sg|nz|au|ca|uk|bank)\b/gi)) {
    const brand = m[1]!.toLowerCase();
    if (/^(www|mail|email|online|banking|service|secure|sorted|fscs|org|gov)$/.test(brand)) continue;
    domains.set(brand, (domains.get(brand) ?? 0) + 1);
  }
  const top = [...domains.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (top) {
    const printed = new RegExp(`\\b(${top})\\b`, 'i').exec(text.replace(/\S*\.(com|de|uk|nz|sg|au|ca)\S*/gi, ''));
    if (printed) {
      const brand = printed[1]!;
      const withBank = new RegExp(`(?:^|\\n)\\s*${brand} Bank\\b`).exec(text);
      return withBank ? `${brand} Bank` : brand;
    }
  }
  const first = pages[0];
  if (first) {
    for (const line of first.lines.slice(0, 25)) {
      const s = lineString(line);
      if (BANK_WORDS.test(s) && s.length < 60 && !/\d{3}/.test(s)) return s.replace(LEGAL, '').trim();
    }
  }
  for (const v of [info.author, info.title, info.subject]) if (v && BANK_WORDS.test(v)) return v.replace(LEGAL, '').trim();
  return first ? letterhead(first) : null;
};

/**
 * The letterhead: among the first lines of page 1, the one set in the largest type, when that type
 * stands out (an issuer prints its name bigger than the address block) and the line reads as a name.
 */
const letterhead = (page: PageLayout): string | null => {
  const top = page.lines.slice(0, 8).filter((l) => l.words.length > 0);
  const sizeOf = (l: Line): number => Math.max(...l.words.map((w) => w.size));
  const sorted = [...top].sort((a, b) => sizeOf(b) - sizeOf(a));
  const [biggest, next] = sorted;
  if (!biggest || (next && sizeOf(biggest) < sizeOf(next) * 1.3)) return null;
  const s = lineString(biggest);
  return /^[\p{L}][\p{L}&'.\- ]{2,50}$/u.test(s) ? s.replace(LEGAL, '').trim() : null;
};
