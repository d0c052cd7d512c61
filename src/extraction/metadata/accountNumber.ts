import { lineText, type PageLayout, type Word } from '../layout/pageLayout.js';
import { findLabels, type LabelHit } from './labelledValues.js';

/** Labels that name the account's number, strongest first, in the main languages. */
const NUMBER_LABELS: readonly RegExp[] = [
  /^(primary |your )?(account|acct|a\/c)(ount)?\.? ?(number|no\.?|nr\.?|#|num)(?=\W|$)|^primary account\b|^(account|acct\.?|a\/c):?$|^(account|card) ending( in)?\b/i,
  /^kontonummer|^konto-?nr|^num[ée]ro de compte|^n[°º] de compte|^n[úu]mero de (la )?cuenta|^n[úu]mero da conta|^n[°º] da conta|^rib\b|^rekeningnummer|^numer rachunku|^kontonr|^(konto|konts|compte|cuenta|conta|conto|cont|rekening|rachunek|tili|tilinumero)( (corrente|courant|n[°º.]?|numero|número|nr\.?|no\.?|num\.?|d\.o\.))?:?$|^n[°º.o]\.? (de |da |do )?(la )?(cuenta|compte|conta|conto)\b|kontonr\.?$|konto-?nr\.?$|^ag[êe]ncia ?\/ ?conta:?$|^so tai khoan\b|^(nomor|no\.?) rekening\b|^(nombor|no\.?) akaun\b|^cislo uctu\b|^(bank)?szamlaszam\b|^hesap (no|numarasi)\b|^αριθμος λογαριασμου|^λογαριασμος:?$|^kontonumber\b|^konta numurs\b|^saskaitos (numeris|nr\.?)(?!\p{L})/iu,
  // A label of one word and a colon in Slavic, Malay, Turkish, Thai; `N.º de cuenta`, `Numero conto`, `Reg.nr./Kontonr.`.
  /^(racun|ucet|saskaita|сметка|рахунок|akaun|hesap|stevilka (transakcijskega )?racuna|broj (tekuceg )?racuna|numero (di )?conto|n[.°º]+ ?(de |da |do )?(la )?(cuenta|compte|conta|conto)|reg\.? ?nr\.? ?\/ ?konto-?nr\.?|เลขที่บัญชี|เลขบัญชี|บัญชี) ?[:：]?$/iu,
  /^(investor|customer|card|member|membership|client) (number|no\.?)|^carte n[°º]|^num[aă]r (de )?cont\b|^cont nr\.?/i,
  // Chinese, Japanese, Korean: `口座番号`, `账号`, `帳號`, `戶口號碼` (Hong Kong), `卡号`, `계좌번호`.
  // (After the kind of account it names: `科目・口座番号`.)
  // (Matched on folded text, where Hangul syllables stand decomposed: the pattern is decomposed too.)
  new RegExp('^(?:\\p{Script=Han}{1,4}[・･/])?(口座番号|口座No\\.?|口座(?=[:：])|账号|賬號|帐号|帳號|账户号码|賬戶號碼|帳戶號碼|帐户号码|戶口號碼|户口号码|卡号|卡號|계좌번호|카드번호|계좌)[:：]?'.normalize('NFD'), 'u'),
  // Russian and Ukrainian: `Номер лицевого счета`, `Номер счёта`, `Счёт №`, `Рахунок`.
  /^(номер )?((лицевого|банковского|текущего|расч[её]тного|карточного) )?сч[её]та?( №)?(?=\P{L}|$)|^(номер )?рахунку?( №)?(?=\P{L}|$)/iu,
  // Card numbers in other languages: `Numéro de carte`, `Nº tarjeta`, `Kartennummer`, `Kortnummer`, `Numer karty`.
  /^(num[ée]ro|n[úu]mero|numero|numer|n[°º.o]\.?) (de |do |da |della )?(carte|tarjeta|cart[ãa]o|carta|karty)\b|^(karten|kort|kaart)nummer|^(tarjeta|carte|cart[ãa]o|karte|kort|kaart|carta)( n[°º.]?| numero| número| nr\.?)?:?$/i,
];
/** Labels of a bank's or branch's code (Danish and Norwegian `Reg.nr.`, German `BLZ`, Australian `BSB`, Brazilian `Ag`). */
const BANK_CODE = /^(reg\.?-?nr\.?|regnr\.?|blz|bsb|ag\.?|ag[êe]ncia):?$/i;
const TITLE_WORD = /^(statement|summary|activity|details|overview|enquiry|inquiry|history|information|transactions?)$/i;
/** A label beside a figure with decimals is a transaction row's words (`TRASPASO A CUENTA 83336 20,543.05`). */
const IN_A_ROW = /^[-+(]?\D{0,3}\d{1,3}(?:[.,' ]?\d{3})*[.,]\d{2}\)?-?$/;
const IBAN = /^iban\b/i;
/** A number introduced by `N°` on a line that names an account (`COMPTE DE DEPOT JOINT - N° 16275 …`). */
const NUMERO = /^(n[°º]|no\.?|nr\.?|#)$/i;
const ACCOUNT_WORD = /\b(account|compte|conta|cuenta|conto|konto|rekening|eurocompte|livret|c\/c)\b/i;
const CARD = /\b(credit|debit|charge) card$/i;
/** The word before `Account` that names its kind. */
const KIND_WORD = /^(checking|chequing|savings|current|cheque|giro|transaction|business)$/i;
/** An account named by its kind ("Savings Account ****3397", "Business Checking ...8834"). */
const ACCOUNT_KIND = /^((business|personal|private|joint|premier|basic|everyday|student|relationship) )?(checking|chequing|savings|current|giro|money market|cheque)( account)?$|^(principal|main) account$|^(privat|giro|spar|geschafts|kontokorrent)?konto$|^compte( courant| cheques| de depot)?$|^(conto corrente|cuenta corriente|betaalrekening|spaarrekening)$/i;

/**
 * The last four digits of the account number: the number printed after (or under) its label, masks
 * and separators included (`****1234`, `XXXX-1234`, `01-2345-0678901-00`, `36000127601-72`), read as
 * the digits it prints, of which the last four.
 */
export const readLast4 = (pages: readonly PageLayout[], rowLines: ReadonlySet<string> = new Set()): string | null => {
  // Rows of a transaction table name cards and accounts of their own (`Karte 3052 58580866`,
  // `TRANSFER TO ACCOUNT 4821`): they are skipped, and card words count only in a page's upper part.
  const heights = new Map(pages.map((p) => [p.page, p.height || 842]));
  const inHead = (hit: LabelHit): boolean => hit.y < (heights.get(hit.page) ?? 842) * 0.4;
  for (const [n, label] of NUMBER_LABELS.entries()) {
    for (const hit of findLabels(pages, label, 3, rowLines)) {
      // A table's header (`Account Balance`) names a column, not the account's number.
      // (Only the label's own run counts: a summary box's figure set far right on its line is another field's.)
      if (hit.inTableHeader || ownRun(hit.right).some((w) => IN_A_ROW.test(w.text))) continue;
      // A label run on into a title (`Account Statement`, `Account Summary`) labels nothing.
      const next = hit.right[0];
      if (next && TITLE_WORD.test(next.text) && next.x0 - hit.labelX1 < Math.max(6, next.size)) continue;
      // Words that name a card or a customer are also common in rows: only the head's count.
      if (n >= 2 && !inHead(hit)) continue;
      // The number beside its label, else under it (labels over a row of values), starting under the
      // label: a figure far right of a title ending in `compte` is a balance.
      const below = hit.below[0] ?? [];
      const found = numberIn(hit.right) ?? (below[0] && below[0].x0 <= hit.labelX1 + 20 ? numberIn(below) : null);
      if (found) return found;
    }
  }
  // `N° 00020324201` on a line that names an account.
  for (const p of pages.slice(0, 3)) {
    for (const line of p.lines) {
      const text = line.words.map((w) => w.text).join(' ');
      if (!ACCOUNT_WORD.test(text)) continue;
      const k = line.words.findIndex((w) => NUMERO.test(w.text));
      if (k >= 0) {
        const found = numberIn(line.words.slice(k + 1));
        if (found) return found;
      }
      // A product's name ending in its kind and a colon before the number (`FNB Premier Current Account : 60215148615`).
      const named = line.words.findIndex((w, i) => i > 0 && /^account:?$/i.test(w.text) && KIND_WORD.test(line.words[i - 1]!.text));
      if (named > 0 && (line.words[named]!.text.endsWith(':') || line.words[named + 1]?.text === ':')) {
        const found = numberIn(line.words.slice(named + 1));
        if (found) return found;
      }
      // A product's name, `Account` and the number grouped by dashes, ending the line (`ONE Account
      // 914-316-184-2 (continued)` over a page of its rows).
      const product = line.words.findIndex((w, i) => i > 0 && /^account$/i.test(w.text) && GROUPED_NUMBER.test(line.words[i + 1]?.text ?? ''));
      if (product > 0 && line.words.slice(product + 2).every((w) => /^\(.*\)$/.test(w.text))) {
        const found = numberIn(line.words.slice(product + 1, product + 2));
        if (found) return found;
      }
    }
  }
  for (const hit of [...findLabels(pages, IBAN, 3, rowLines), ...findLabels(pages, CARD, 3, rowLines), ...findLabels(pages, ACCOUNT_KIND, 1, rowLines)].filter(inHead)) {
    const found = numberIn(hit.right.length ? hit.right : hit.below[0] ?? []);
    if (found) return found;
  }
  return cardNumber(pages.slice(0, 3), rowLines) ?? unlabelledNumber(pages[0]);
};

/** The words up to the first wide gap (three type sizes): the label's own field. */
const ownRun = (words: readonly Word[]): readonly Word[] => {
  const end = words.findIndex((w, k) => k > 0 && w.x0 - words[k - 1]!.x1 > Math.max(12, w.size * 3));
  return end < 0 ? words : words.slice(0, end);
};

/** A card's number in four groups of four (`5488-2926-6730-9473`, `XXXX XXXX XXXX 1234`): its own evidence, wherever it stands. */
const CARD_NUMBER = /(?:^|[^\d-])(?:\d{4}|[Xx*•]{4})([- ])(?:\d{4}|[Xx*•]{4})\1(?:\d{4}|[Xx*•]{4})\1(\d{4})(?![\d-])/;
/** A card number masked in one run, its first eight, six or four digits kept (`45145700****5541`, `414767XXXXXX6705`, `5326****6906`). */
const RUN_CARD_NUMBER = /(?:^|[^\p{L}\d])\d{4,8}[Xx*•]{4,8}(\d{4})(?![\d])/u;

const cardNumber = (pages: readonly PageLayout[], rowLines: ReadonlySet<string>): string | null => {
  for (const page of pages) {
    for (const [li, line] of page.lines.entries()) {
      // A row's description names cards of its own (`CARD 4000 XXXX XXXX 1234 PURCHASE`).
      if (rowLines.has(`${page.page}:${li}`)) continue;
      const text = lineText(line);
      if (OTHER_NUMBER.test(text)) continue;
      const found = CARD_NUMBER.exec(text);
      if (found) return found[2]!;
      const run = RUN_CARD_NUMBER.exec(text);
      if (run) return run[1]!;
    }
  }
  return null;
};

/** An account's number grouped by dashes (`914-316-184-2`, `01-2345-0678901-00`). */
const GROUPED_NUMBER = /^\d{2,6}(?:-\d{1,8}){2,4}$/;

/** A long number by itself in a letterhead (`036520420101-51`, `21235800003127`): no date, amount or code of a phone. */
const LONG_NUMBER = /^\d[\d-]{8,22}\d$/;
/** An IBAN in one word, printed by itself under the statement's title (`GE00TB0000000000000000`). */
const IBAN_WORD = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
/** Words that make a long number something else: a phone, a customer, a reference, a tax or company number. */
const OTHER_NUMBER = /\b(tel|tty|t[ée]l[ée]phone|phone|fax|mobile|hotline|call|customer|client|cliente|kunde|member|reference|ref|r[ée]f|order|invoice|tax|vat|gst|gstin|tin|nif|siret|siren|rc|rccm|ifu|cin|abn|acn|reg|registration|company|sheet|page|swift|bic|sort|routing|iban|cuit|cuil|cnpj|cpf|rut|rfc|nit|pan|ein|ssn)\b/i;

const unlabelledNumber = (page: PageLayout | undefined): string | null => {
  if (!page) return null;
  const limit = (page.height || 842) * 0.4;
  for (const line of page.lines) {
    if (line.y0 > limit) break;
    const text = line.words.map((w) => w.text).join(' ');
    if (OTHER_NUMBER.test(text)) continue;
    const word = line.words.find((w) => (LONG_NUMBER.test(w.text) && w.text.replace(/\D/g, '').length >= 10) || IBAN_WORD.test(w.text));
    if (word) return word.text.replace(/\D/g, '').slice(-4);
    // A number masked but for its last digits (`Katrin Wagner  •••• 4165`, `****4165`): an account's way.
    const masked = MASKED.exec(text);
    if (masked) return masked[1]!;
  }
  return null;
};
const MASKED = /(?:^|\s)(?:[•*·]{2,}|[Xx]{3,})\s?(\d{4})(?!\S)/;

/**
 * The words after a label's second language (`Account Number / Nombor Akaun : 709-123070-2`): a `/` or
 * `|`, a few words of letters, a colon.
 */
const afterSecondLanguage = (words: readonly Word[]): readonly Word[] => {
  // The mark may follow the label's last word (`Account` `Number / Nombor Akaun :`).
  const at = words.slice(0, 2).findIndex((w) => /^[/|]$/.test(w.text));
  if (at < 0) return words;
  for (let k = at + 1; k <= at + 5 && k < words.length; k++) {
    const t = words[k]!.text;
    if (/\d/.test(t)) return words.slice(k);
    if (t.endsWith(':')) return words.slice(k + 1);
  }
  return words;
};

/**
 * The account number at the start of some words: tokens of digits, masks (`X`, `*`, `•`) and
 * separators, until a word of letters. At least four digits, and not a date or an amount.
 */
const numberIn = (printed: readonly Word[]): string | null => {
  const words = afterSecondLanguage(printed);
  let digits = '';
  let masked = false;
  let last: Word | null = null;
  let dateShaped = false;
  let iban = false;
  /** A bank's code printed before the account (`Reg.nr. 8257 Konto 0203210359`): its number is skipped. */
  let codeNext = false;
  // (The label's second language in another script is read past: `Account Number رقم الحساب 1947131050141`.)
  for (const w of words.filter((x) => !/\p{L}/u.test(x.text) || /[\p{Script=Latin}\d]/u.test(x.text)).slice(0, 12)) {
    // (`177501000004542/INR`: the account's currency may be printed against it.)
    const t = w.text.replace(/^[:#(]+/, '').replace(/\)$/, '').replace(/(?<=\d)\/[A-Z]{3}$/, '');
    if (t === '') continue;
    // A wide gap ends the number: what follows is the next field (`12345678   232` under `Sheet Number`).
    if (digits && last && w.x0 - last.x1 > w.size * 2) break;
    last = w;
    // An IBAN printed without its spaces (`NL81BUSQ1108450046`): the account is its tail.
    if (!digits && /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(t) && /\d{4}$/.test(t)) return t.slice(-4);
    if (!digits && /^[A-Z]{2}\d{2}$/.test(t)) {
      // An IBAN's country letters and check digits start it; a bank's letter code may follow (`NL82 POLD 3036…`).
      digits = t.slice(2);
      iban = true;
      continue;
    }
    if (iban && digits.length === 2 && /^[A-Z]{4}$/.test(t)) continue;
    // (An IBAN's groups may mix a check letter with digits: `IT62 G123 1665 …`.)
    if (iban && /^[A-Z0-9]{1,4}$/.test(t) && /\d/.test(t)) {
      digits += t.replace(/\D/g, '');
      continue;
    }
    // An account number with a letter prefix (`Z12415854`): its digits.
    if (!digits && /^[A-Z]{1,3}-?\d{5,}$/.test(t)) {
      digits = t.replace(/\D/g, '');
      continue;
    }
    // A check digit set off by a spaced dash belongs to the number (`Conta: 1000086 - 0`).
    if (t === '-' && digits) continue;
    if (codeNext && /^\d+(-\d+)*$/.test(t)) {
      codeNext = false;
      continue;
    }
    // `7817/38935-8`: a branch and account printed together read as one number.
    if (/^[\dXx*•·./-]+$/.test(t) && /[\dXx*•]/.test(t)) {
      // An amount ends the number; a date-shaped group (a UK sort code `51-51-98`) is read on past.
      if (/^\d{1,3}(,\d{3})*\.\d{2}$/.test(t)) break;
      if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(t)) {
        dateShaped = true;
        continue;
      }
      digits += t.replace(/\D/g, '');
      masked ||= /[Xx*•]/.test(t);
      continue;
    }
    if (digits) break;
    if (BANK_CODE.test(t)) {
      codeNext = true;
      continue;
    }
    // A word before the number (`Nr.`, `No:`) is skipped; a real word ends the search.
    if (!/^(n[°º.o]|no\.?|nr\.?|number|numero|número|num\.?|#|:|\/|\||account|acct|acc|c\/c|konto|compte|conta|cuenta|conto|rekening|corrente|courant|corriente|d\.?o\.?|ending|in|普通|当座|貯蓄|総合)$/i.test(t.replace(/:$/, ''))) break;
  }
  if (dateShaped && digits.length < 6) return null;
  return digits.length >= 4 || (masked && digits.length >= 3) ? digits.slice(-4) : null;
};
