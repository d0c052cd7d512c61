import { wordRuns, type Line, type PageLayout } from '../layout/pageLayout.js';
import { findHeaderAt } from '../tables/headers.js';
import { wordsText } from '../tables/lineTokens.js';

/**
 * The issuer's name, by evidence rather than by a list of banks: the printed names that read like a
 * bank's (`Rimu Bank Limited`, `Banco Itaú S/A`, `Caisse d'Epargne Hauts de France`, `TD Canada Trust`,
 * `USAA Federal Savings Bank`) are scored on their words, their place (top of a page, a footer, the
 * largest type), how often they repeat, and whether the web address the statement prints most names
 * the same brand. The name is returned as printed, legal form included: it is what the holder reads.
 */
export const readBankName = (pages: readonly PageLayout[], info: { title: string | null; author: string | null; subject: string | null }, text: string, rowLines: ReadonlySet<string> = new Set()): string | null =>
  readBankNameWithEvidence(pages, info, text, rowLines)?.name ?? null;

/** Whether a name holds a bank word (`YES BANK`, `Commonwealth Bank of Australia`, `Sberbank`). */
export const namesABank = (name: string): boolean => BANK_WORD.test(name) || COMPOUND_BANK.test(name);

/** A bank name read, and whether it is a guess: no bank word or web address names it (a title, an address's brand). */
export interface BankNameReading {
  name: string;
  guessed: boolean;
}

/** `readBankName`, saying how sure the reading is. */
export const readBankNameWithEvidence = (pages: readonly PageLayout[], info: { title: string | null; author: string | null; subject: string | null }, text: string, rowLines: ReadonlySet<string> = new Set()): BankNameReading | null => {
  const brand = topDomainBrand(pages);
  const candidates = new Map<string, { text: string; score: number; count: number }>();
  const add = (name: string, score: number): void => {
    // A regulator named in the fine print (`Bank Negara Malaysia`, `Reserve Bank of India`) issues no statement.
    if (REGULATOR.test(name)) return;
    const key = name.toLowerCase();
    const known = candidates.get(key);
    if (known) {
      known.count++;
      known.score = Math.max(known.score, score);
    } else candidates.set(key, { text: name, score, count: 1 });
  };

  // The first pages, and the last, where a long statement's closing notes name the issuer.
  const read = pages.length > 4 ? [...pages.slice(0, 4), pages[pages.length - 1]!] : pages;
  read.forEach((page, p) => {
    const top = page.height > 0 ? page.height * 0.4 : Infinity;
    const bottom = page.height > 0 ? page.height * 0.7 : Infinity;
    const maxSize = Math.max(1, ...page.lines.slice(0, 12).flatMap((l) => l.words.map((w) => w.size)));
    for (const [li, line] of page.lines.entries()) {
      // Transaction rows name merchants and payers (`ACH CREDIT WAYNE FOODS`), not the issuer.
      if (rowLines.has(`${page.page}:${li}`)) continue;
      const regulated = issuerOfSentence(line);
      if (regulated) add(regulated, 4);
      // A bank's legal name inside a sentence (`Address: AU Small Finance Bank Limited, Bank House`):
      // weak evidence, for a statement whose letterhead is only a logo; strong where it names the brand
      // of the statement's web address (`contact HSBC UK Bank plc` beside hsbc.co.uk).
      for (const name of legalBankNames(line)) add(name, brand && squash(name).includes(squash(brand)) ? 5 : 2.5);
      for (const run of runs(line)) {
        // (Or the name an address runs on from after a comma: `BANCO INDUSTRIAL, S.A 7a. Avenida 5-10`.)
        const head = run.text.split(',')[0]!;
        const words = nameWords(run.text) ?? (head !== run.text && bankWordScore(head) > 0 ? nameWords(head) : null);
        // A bank's name sits in a letterhead or a footer; between them, rows name merchants (`Moorebank`).
        if (!words || (line.y0 >= top && line.y0 <= bottom)) continue;
        // A compound (`Postbank`) is a name on the first page only: later pages' rows name suburbs (`Moorebank`).
        const bankish = p > 0 && !BANK_WORD.test(words) ? 0 : bankWordScore(words);
        const branded = !!brand && squash(words).includes(squash(brand)) && !NOT_A_NAME.test(words);
        // The name a footer starts with (`CBAS Groupe Atlantique – Please examine…`) is the issuer's.
        const footerHead = run.head && line.y0 > bottom && !NOT_A_NAME.test(words) ? 3 : 0;
        if (bankish === 0 && !branded && footerHead === 0) continue;
        // A table header's cells (`DEBIT CRÉDIT SOLDE COURANT`) name columns, not the issuer; a
        // letterhead in the page's largest type atop it does (`Crédit Régional de Gascogne` beside
        // `Relevé de vos opérations`).
        const letterheadRun = li < 3 && run.size >= maxSize * 0.95;
        if (!letterheadRun && findHeaderAt([line], 0)) continue;
        let score = Math.max(bankish, footerHead);
        if (branded) score += 3;
        if (line.y0 < top) score += 1;
        else score += 0.5;
        if (run.size >= maxSize * 0.95) score += 1;
        if (p > 0) score -= 0.3;
        add(words, score);
      }
    }
  });
  for (const v of [info.author, info.title, info.subject]) {
    const words = v ? nameWords(v) : null;
    if (words && bankWordScore(words) > 0) add(words, bankWordScore(words) - 0.5);
  }
  const author = authorTheTitleNames(info);
  if (author) add(author, 2.9);

  const best = [...candidates.values()].sort((a, b) => b.score + Math.min(b.count, 4) * 0.25 - (a.score + Math.min(a.count, 4) * 0.25))[0];
  // A web address named for a bank (`ambank.com.my`) whose name the statement prints as a word of its
  // own (`AMBANK`) names the issuer, over a bank named elsewhere that it is not (a regulator in a list of
  // contacts: `Ombudsman for Financial Services  Bank Negara Malaysia`).
  const ownDomain = brand && COMPOUND_BANK.test(brand) && best && !squash(best.text).includes(squash(brand)) ? printedBrand(brand, text) : null;
  const sure = (name: string | null): BankNameReading | null => (name ? { name, guessed: false } : null);
  if (ownDomain) return sure(ownDomain);
  // The brand of the statement's web address set alone in the letterhead (`Account Statement      HSBC`)
  // names the issuer, over a bank the text only mentions (`Bank Negara Malaysia Guidelines for Customers`).
  const headBrand = brand && best && !squash(best.text).includes(squash(brand)) && pages[0] ? brandInLetterhead(pages[0], brand) : null;
  if (headBrand) return sure(headBrand);
  if (best && best.score >= 3) return sure((pages[0] && inEnglishBeside(pages[0], best.text)) ?? best.text);
  if (brand) {
    // The brand as the statement writes it: `Chase` for chase.com, `Howard Bank` for HowardBank.com.
    const printed = printedBrand(brand, text);
    if (printed) return sure(printed);
  }
  const first = pages[0];
  // Last, the brand of the only address the statement gives (`ola@sicredi.com.br`): better than none.
  const guess = best?.text ?? (first && (titleName(first) ?? letterhead(first) ?? centredHead(first, text))) ?? (brand ? brand.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase()) : null) ?? compoundInProse(text);
  return guess ? { name: guess, guessed: true } : null;
};

/**
 * Last of all, a bank's one-word name that the statement's sentences repeat (`O Nubank declara…`,
 * `…no aplicativo do Nubank`) where its letterhead is only a logo: the compound printed most, twice at least.
 */
const compoundInProse = (text: string): string | null => {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(/(?<!\p{L})\p{Lu}\p{Ll}+(?:bank|banka|banken|sparkasse)(?!\p{L})/gu)) {
    if (/^(net|online|mobile|tele|phone|web|internet)/i.test(m[0])) continue;
    counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : null;
};

/**
 * A one-word name centred alone atop page 1 and printed again further on (`SICOOB` over `PLATAFORMA DE
 * SERVIÇOS FINANCEIROS DO SICOOB`): a letterhead in a printout whose type is all one size.
 */
const centredHead = (page: PageLayout, text: string): string | null => {
  const head = page.lines.find((l) => l.words.length > 0);
  if (!head || head.words.length !== 1 || page.width <= 0) return null;
  const word = head.words[0]!.text;
  const centred = Math.abs((head.x0 + head.x1) / 2 - page.width / 2) <= page.width * 0.05;
  if (!centred || !/^\p{Lu}[\p{L}&'-]{2,30}$/u.test(word) || NOT_A_NAME.test(word) || NAMES_STATEMENT.test(word) || GENERIC_TITLE.test(word)) return null;
  const again = text.match(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'gu'))?.length ?? 0;
  return again >= 2 ? word : null;
};

const BANK_WORD = /(?<![\p{L}\d])(bank|banco|banque|banca|bankas|banka|bankas[iı]|bancorp|bankcorp|credit union|building society|sparkasse|sparekasse|sparebank|sparbank|andelskasse|landsbank|volksbank|raiffeisen\w*|caisse|caixa|caja|cassa di risparmio|cassa rurale|trust|savings|cr[ée]dit [A-ZÀ-Ý]\p{L}+|soci[ée]t[ée] g[ée]n[ée]rale|federal savings|savings bank|banking corporation|financial|bancaire|groupe bancaire|bankhaus|kantonalbank|spaarbank|spo[řr]itelna|[šs]tedionica|hranilnica|[šs]parkasa|pank|ng[âa]n h[àa]ng|банк|банка|τράπεζα|ბანკი|בנק|بنك|مصرف)(?!\p{L})|银行|銀行|은행|ธนาคาร/iu;
const COMPOUND_BANK = /(?<![\p{L}\d])\p{L}{2,}(bank|banka|banken|sparkasse|банк)(?![\p{L}\d])/iu;
/** Words of a sentence or a label, not of a name: a run with them is prose (`Your bank account`, `Bank transfer`). */
const NOT_A_NAME = /\b(a\/c|your|our|please|cheque|check|no|you|we|account|accounts|statement|transfer|transfers|payment|payments|balance|details|number|code|sort|iban|bic|swift|branch|online|app|call|visit|from|to|at|this|that|with|for|is|are|will|may|holiday|fees?|charges?|interest|holder|customer|service|services|card|cards|loan|deposit|deposits|withdrawal|date|page|total|member|limit|available|amount|line|note|memo|period|summary|overview|activity|history|vat|gst|tax|registration|reg)\b/i;

/** How much a run's words read like a bank's name: a bank word, and capitalised words around it. */
const bankWordScore = (words: string): number => {
  // A card issuer names itself so (`Albion Card Services`).
  if (/^\p{Lu}[\p{L}&' ]* card services$/iu.test(words)) return 4;
  // (`for` joins a name's capitalised words too: `United Bank for Africa`; nor is `Online` before the
  // bank word a label's: `Evergreen Online Bank`.)
  if (NOT_A_NAME.test(words.replace(/\bof\b/gi, '').replace(/\bfor(?= \p{Lu})/gu, '').replace(/\bonline(?= (savings )?bank\b)/gi, '').replace(/\bsavings (&|and) loan\b/gi, 'savings'))) return 0;
  // More named words make a fuller name (`USAA Federal Savings Bank` over a logo's `SAVINGS`).
  const fullness = Math.min(words.split(/\s+/).length - 1, 3) * 0.3;
  if (BANK_WORD.test(words)) {
    // `Savings` names a bank at its name's end (`Tasman Savings`, `Harborview Savings & Loan`), a
    // product at its start (`SAVINGS BET - PHP`, `Savings Plus`).
    if (/^savings\s/i.test(words) && !BANK_WORD.test(words.replace(/^savings\b/i, ''))) return 0;
    // `Uso do Banco`, `Cachet de la Banque`, `Stempel der Bank`: a phrase about the bank, its name
    // nowhere (a name that holds the word puts it first or last: `Banco do Brasil`, `Rimu Bank`).
    if (/\b(do|da|du|de la|de l'|der|des|of the|for the|to the) (bank|banco|banque|banca)$/i.test(words)) return 0;
    // The bank word alone is a kind, not a name.
    if (!/\p{L}{2,}/u.test(words.replace(new RegExp(BANK_WORD.source, 'giu'), ' ').replace(/\b(of|the|de|do|da|du|des|di|del|la|le)\b/gi, ' '))) return 0;
    return 4 + fullness;
  }
  if (COMPOUND_BANK.test(words) && !/\b(net|online|mobile|tele|phone)bank/i.test(words)) return 3 + fullness;
  return 0;
};

/** Central banks and regulators, named in a statement's notices, never its issuer. */
const REGULATOR = /\b(bank negara|central bank|reserve bank|banco central|banque centrale|banca centrale|bundesbank|federal reserve|national bank of (ethiopia|rwanda|serbia|ukraine|poland|romania|georgia|kazakhstan|belgium|cambodia|austria|slovakia|hungary)|narodowy bank|bank indonesia|bangko sentral|ombudsman|financial conduct authority|prudential regulation)\b/i;

/** A company's legal form after its name (`a.s.`, `d.d.`, `Zrt.`, `AS`). */
const TRAILING_LEGAL_FORM = /^(a\.s\.?|d\.d\.?|d\.o\.o\.?|a\.d\.?|s\.a\.?|zrt\.?|nyrt\.?|oyj?|asa?|ab|sp\.|z\.o\.o\.?|s\.p\.a\.?)$/i;
/** A bank word printed in small letters at the end of a name. */
const SMALL_BANK_WORD = /^(banka|banca|bank|bankas[ıi]?|spo[řr]itelna|[šs]tedionica|hranilnica|[šs]parkasa|pank|hoiupank|банк|банка)$/iu;

/** A run's text when it could be a name: a few words, letters first, no figures beyond a legal form. */
const nameWords = (text: string): string | null => {
  // A company's registration printed after its name (`CIMB BANK BERHAD (13491-P)`, `GX Bank Berhad Reg
  // No. 202101014409`) is not part of it.
  const t = text
    .replace(/(\s*(\([^()]*\d[^()]*\)|\b(reg(istration)?|company|co|rc|rcs|cin|abn|acn|vat)\.?\s*(no\.?|number|nr\.?)\s*[:#]?\s*\S*\d\S*|\b(gstin|gst|cin|pan|tin)\s*[:#]?\s*\S*\d\S*))+$/i, '')
    .replace(/[,;:]+$/, '')
    // The issuer of a card product: `HDFC Bank Credit Cards`, `Axis Bank Card Services`.
    .replace(/(?<=\b(?:bank|banque|banco|banca))\s+(?:(?:credit|debit|prepaid|charge)\s+)?cards?(?:\s+(?:division|services|department))?$/i, '')
    .trim();
  const words = t.split(/\s+/);
  if (words.length === 0 || words.length > 8 || t.length > 60 || t.length < 2) return null;
  if (/\d| \/|\/ /.test(t) || /@|https?:|www\.|\.(com|net|org)\b/i.test(t)) return null;
  // A name is capitalised word by word (`Rimu Bank Limited`, `TD CANADA TRUST`); a sentence is not.
  // (Nor the words a bank's kind names in small letters: `Caisse populaire`, `Crédit agricole`.)
  const small = words.filter((w) => /^\p{Ll}/u.test(w) && !/^(of|for|by|the|and|de|du|des|do|da|dos|das|di|del|della|la|le|y|e|et|und|van|der|(?:d|dell|dall|nell|l)['’]\p{L}+|bank|banque|banco|plc|ltd|eg|e\.g\.|populaire|agricole|mutuel|mutuelle|popolare|popular|cooperativa|cooperativo|rurale)$/iu.test(w));
  // (Slavic and Baltic names set their adjectives and bank word in small letters after a capital:
  // `Česká komerční úvěrní banka`, `Tatranská banka a.s.`, `Ljubljanska hranilnica`; so does Vietnamese: `Ngân hàng Phương Nam`.)
  const named = words.filter((w) => !TRAILING_LEGAL_FORM.test(w));
  const smallNamed = named.length >= 2 && (SMALL_BANK_WORD.test(named[named.length - 1]!) || /^ng[âa]n h[àa]ng$/iu.test(named.slice(0, 2).join(' ')));
  const unexplained = smallNamed ? [] : small.filter((w) => !TRAILING_LEGAL_FORM.test(w));
  // (Scripts without capitals, `翡翠銀行 Kawasemi Bank`, start a name as they are.)
  if (unexplained.length > 0 || !/^[\p{Lu}\p{Lo}]/u.test(t)) return null;
  return t;
};

/** A line split where wide gaps separate side-by-side blocks (an address beside a logo), and a name before a dash. */
const runs = (line: Line): { text: string; size: number; head?: boolean }[] => {
  // (A change of type size parts runs too: a name in 15-point type run on by the period in 8.5.)
  const out = wordRuns(line, 2.5, true).map((ws) => ({ text: wordsText(ws), size: Math.max(...ws.map((w) => w.size)) }));
  // A footer that starts with the issuer's name (`Konkan Co-operative Bank Ltd – Please examine…`).
  return out.flatMap((r) => {
    const text = r.text;
    // (Or a middle dot: `Kreissparkasse Mittelweser-Land · Anstalt des öffentlichen Rechts · …`.)
    const head = /^(.{2,60}?) [–—|·•] /.exec(text)?.[1];
    // A sign-off under the statement (`For HDFC Bank`) names the issuer after its `For`.
    const signOff = /^(?:for|pour|por|für|per) (\p{Lu}.{1,50})$/iu.exec(text)?.[1];
    if (signOff) return [{ text, size: r.size }, { text: signOff, size: r.size }];
    return head ? [{ text, size: r.size }, { text: head, size: r.size, head: true }] : [{ text, size: r.size }];
  });
};

/**
 * A name set in two languages, one over the other (`东海商业银行` over `Donghai Commercial Bank`,
 * `Ngân hàng Thương mại Sông Hồng` over `Song Hong Commercial Bank`): the English one, where the name
 * read is not already in English.
 */
const inEnglishBeside = (page: PageLayout, name: string): string | null => {
  // (A name in plain ASCII is read as printed: `Banca Lombarda del Lago` over its web address.)
  if (!/[^\x20-\x7e]/.test(name)) return null;
  const at = page.lines.findIndex((l) => runs(l).some((r) => r.text === name));
  if (at < 0) return null;
  for (const other of [page.lines[at + 1], page.lines[at - 1]]) {
    const run = other ? runs(other)[0] : undefined;
    if (run && ENGLISH_NAME.test(run.text) && bankWordScore(run.text) > 0) return run.text;
  }
  return null;
};

/** A bank's name in English: words of ASCII letters (two at least), one of them `Bank`, `Banking`, `Trust`, `Credit Union` or `Card Services`. */
const ENGLISH_NAME = /^(?=[A-Za-z][A-Za-z&',.\- ]*$)(?=.*\b(bank|banking|trust|credit union|card services)\b)(?=.*\w \w)(?!.*\bwww\b).*$/i;

/** A sentence that names its subject as the regulated issuer (`CBAS Groupe Atlantique is authorised and regulated by…`). */
const REGULATED = /^(\p{Lu}[\p{L}&'’.\- ]{1,58}?) (?:is|are|est|es|ist) (?:authori[sz]ed|regulated|licensed|a member of|agr[ée][ée]e?|r[ée]gie?|una entidad|zugelassen)\b/u;
/** `The Standard Bank of South Africa Limited (Reg. No. 1962/000738/06) An authorised financial services provider`. */
const REGISTERED = /^(?:The )?(\p{Lu}[\p{L}&'’.\- ]{1,58}?(?:Limited|LIMITED|Ltd\.?|LTD\.?|plc|Plc|PLC|Berhad|Bhd\.?|S\.A\.|AG|GmbH|N\.V\.|Inc\.?)) \([^)]*\)\.?,? (?:[Aa]n? )?(?:authori[sz]ed|regulated|licensed|registered)\b/u;

/** A copyright notice names its holder (`Copyright © 2023 Public Bank Berhad (6463-H). ALL RIGHTS RESERVED`). */
const COPYRIGHT = /(?:copyright|\(c\)|©)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?,?\s+)?(\p{Lu}[\p{L}&'’.\- ]{1,58}?)\s*(?:\(|\.|,|$|all rights)/iu;
/** A name its registered office or number follows: `Bank of Summit - Registered office: 27 Church Lane. Reg. no. 31472475`. */
const OFFICE_AFTER = /^(\p{Lu}[\p{L}&'’.\- ]{1,58}?)\s*[-–—,|·]\s*(?:registered (?:office|in|address)|head office|reg(?:istered)?\.? (?:no|number)|company (?:no|number))\b/iu;
/** A thank-you that names the issuer: `Thank you for banking with FirstBank.` */
const BANKING_WITH = /\b(?:[Tt]hank you for|[Tt]hanks for) (?:banking|choosing to bank|saving) with (\p{Lu}[\p{L}&'’\- ]{1,40}?)(?:[.,!;]|$)/u;
/** A brand named as part of a group (`Bankwest, a division of Commonwealth Bank of Australia`): the brand issues. */
const DIVISION = /^(\p{Lu}[\p{L}&'’.\- ]{1,40}?)(?:,| [-–—])? (?:a|is a|is the) (?:division|trading name|subsidiary|brand|business) of\b/u;

/**
 * Capitalised words ending in a legal form: a company's full name wherever it is printed. Small
 * joining words may stand between them (`United Bank for Africa Plc`, `Banco do Brasil S.A.`); a
 * corporation's name ends in the word (`Sumitomo Mitsui Banking Corporation`).
 */
const LEGAL_NAME = /(?<![\p{L}\d])((?:\p{Lu}[\p{L}'’&.-]*\s+(?:(?:for|of|the|and|de|du|des|do|da|di|del|della|van|von|und|et|y|e)\s+)?){1,5}(?:Limited|LIMITED|Ltd\.?|LTD\.?|plc|Plc|PLC|Berhad|Bhd\.?|S\.A\.|AG|GmbH|N\.V\.|Inc\.?|N\.A\.|Corporation|CORPORATION|Corp\.))(?![\p{L}])/gu;

const legalBankNames = (line: Line): string[] => {
  const text = line.words.map((w) => w.text).join(' ');
  return [...text.matchAll(LEGAL_NAME)].flatMap((m) => {
    // (From the sentence it starts: `Customer Contact Centre. Kotak Mahindra Bank Ltd.`)
    const name = nameWords(m[1]!.replace(/^.*\p{L}{4,}\.\s+(?=\p{Lu})/u, '').replace(/^(The|A|An)\s+/, ''));
    return name && BANK_WORD.test(name) && bankWordScore(name) > 0 ? [name] : [];
  });
};

const issuerOfSentence = (line: Line): string | null => {
  // (A footer's page number after the notice, `Copyright(c)2011 Access Bank   Page 1`, is not part of it.)
  const text = line.words.map((w) => w.text).join(' ').replace(/\s+(page|p\.|seite|página|pagina|pág\.?)\s*\d+(\s*(of|de|von|di|\/)\s*\d+)?\s*$/i, '');
  const m = REGULATED.exec(text) ?? REGISTERED.exec(text) ?? DIVISION.exec(text) ?? BANKING_WITH.exec(text) ?? OFFICE_AFTER.exec(text) ?? copyrightNotice(text);
  const name = m ? nameWords(m[1]!) : null;
  return name && !NOT_A_NAME.test(name) ? name : null;
};

/**
 * A notice says it is one (the word, a year, `all rights`) or names a company; a lone `©` before a
 * heading is more often a circled callout number read by OCR (`① Important Messages`).
 */
const copyrightNotice = (text: string): RegExpExecArray | null => {
  const m = COPYRIGHT.exec(text);
  if (!m) return null;
  const says = /copyright|\d{4}|all rights/i.test(text) || LEGAL_FORM.test(m[1]!) || bankWordScore(m[1]!) > 0;
  return says ? m : null;
};
const LEGAL_FORM = /\b(Limited|Ltd|plc|Berhad|Bhd|S\.A|AG|GmbH|N\.V|Inc|LLC|Corp(oration)?)\b\.?/i;

// (A holder's own mailbox, `JAYDEEPLC@HOTMAIL.COM`, names no issuer; nor does a regulator's consumer site,
// `bankinginfo.com.my`, `rbi.org.in`, printed in every bank's notices.)
const IGNORED_BRANDS = /^(www|example|mail|email|online|banking|service|secure|sorted|fscs|org|gov|help|pay|paypal|google|amazon|uber|apple|microsoft|facebook|twitter|instagram|linkedin|youtube|gmail|googlemail|hotmail|outlook|live|msn|yahoo|ymail|icloud|me|aol|proton|protonmail|gmx|web|yandex|rediffmail|rediff|qq|163|126|mail\.ru|bnm|bankinginfo|rbi|sebi|cbn|sbp|fca|fos|cfpb|ombudsman|financial-ombudsman|consumerfinance|akpk|pidm|sidc)$/;

/** A field label for an e-mail address (`Email :`, `EMAIL ID :`, `Courriel :`). */
const EMAIL_LABEL = /\b(e-?mail|correo|courriel)\b[^@:]{0,12}:/i;
/** A mailbox named like a person (`roy`, `jane.doe`, `j_smith84`), not a number (a branch's). */
const PERSONAL_MAILBOX = /^\p{L}+(?:[._-]\p{L}+)*\d{0,4}$/u;
/** Mailboxes of a service rather than a person: a bank's contact addresses. */
const SERVICE_MAILBOX = /^(info|service|services|care|support|contact|help|enquir|inquir|customer|client|mail|no-?reply|feedback|complaint|cs|hello|bank|team|phone|card|kontakt|atendimento|servicio|atencion|sac|cliente|kunden|servizio)/i;

/**
 * The brand of the web address printed most (`www.hsbc.co.uk` gives `hsbc`), if any. Lines with a
 * figure are transaction rows, whose addresses are merchants' (`NETFLIX.COM`).
 */
const topDomainBrand = (pages: readonly PageLayout[]): string | null => {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const line of page.lines) {
      const text = line.words.map((w) => w.text).join(' ');
      // (Not in a row: `DB.TR.C.DIF.TIT.INT 252,00D` is a booking code, no address.)
      if (/\d[.,]\d{2}(?!\d)/.test(text)) continue;
      for (const m of text.matchAll(/\b(?:www\.|https?:\/\/)?([a-z][a-z0-9-]{1,30})\.(?:com|net|org|bank|co\.[a-z]{2}|com\.[a-z]{2}|[a-z]{2})\b(?!\.?\w)/gi)) {
        const brand = m[1]!.toLowerCase();
        if (IGNORED_BRANDS.test(brand)) continue;
        // A person's address given as the holder's detail (`EMAIL ID : roy@ttrading.org`) is the
        // holder's domain; one mailed to a service or a branch (`ClientCare@capitecbank.co.za`,
        // `07228@…`) or offered for questions (`Dúvidas: ola@sicredi.com.br`) is the bank's.
        const mailbox = /([\w.+-]+)@$/.exec(text.slice(0, m.index))?.[1];
        if (mailbox !== undefined && EMAIL_LABEL.test(text) && PERSONAL_MAILBOX.test(mailbox) && !SERVICE_MAILBOX.test(mailbox)) continue;
        counts.set(brand, (counts.get(brand) ?? 0) + (m[0].toLowerCase().startsWith('www.') ? 2 : 1));
      }
    }
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  // Seen twice, or the only address printed.
  return top && (top[1] >= 2 || counts.size === 1) ? top[0].replace(/-/g, ' ') : null;
};

/**
 * An author the document's title names too (`Comunicación BBVA` by `BBVA`): an issuer that prints its
 * name only as a logo often signs the file's properties with it twice. A person or a program that
 * made the file (`Administrator`, `Microsoft Word`) is not named by the title as well.
 */
const authorTheTitleNames = (info: { title: string | null; author: string | null }): string | null => {
  const author = info.author ? nameWords(info.author) : null;
  if (!author || !info.title || author.split(' ').length > 4 || NOT_A_NAME.test(author)) return null;
  const [key, title] = [squash(author), squash(info.title)];
  return key.length >= 3 && title.includes(key) && title !== key ? author : null;
};

/** A statement title names its issuer: `BRADESCO - EXTRATO MENSAL`, `Kontoauszug der Musterbank`. */
const titleName = (page: PageLayout): string | null => {
  for (const line of page.lines.slice(0, 6)) {
    const text = line.words.map((w) => w.text).join(' ');
    if (!NAMES_STATEMENT.test(text)) continue;
    // The title's words taken out; where the name is set apart from the title (`A  Rigas Komercbanka
    // Konta izraksts`, a logo's letter before it), the name's own run.
    const parts = runs(line).map((r) => r.text);
    // (A title of words alone: `Statement Period: 01 Jul 2020 - …` beside the holder's name is no title.)
    const apart = parts.length > 1 && parts.some((p) => NAMES_STATEMENT.test(p) && !/\d/.test(p));
    const names = apart ? parts.filter((p) => !NAMES_STATEMENT.test(p)) : [text.replace(STATEMENT_WORD, ' ')];
    for (const name of names) {
      const rest = name.replace(/[-–—:|]+/g, ' ').replace(/\s+/g, ' ').trim();
      if (/^\p{Lu}[\p{L}&'. ]{2,40}$/u.test(rest) && (!NOT_A_NAME.test(rest) || COMPANY.test(rest)) && !GENERIC_TITLE.test(rest)) return rest;
    }
  }
  return null;
};
/**
 * A company's name, its legal form last (`Wyse Payments Ltd`, `Rivolta Payments UAB`): a payment
 * institution's letterhead, whatever words of a label it holds.
 */
const COMPANY = /^\p{Lu}[\p{L}&'. ]{1,40} (Ltd\.?|Limited|Inc\.?|UAB|GmbH|plc|LLC|AB|AS|ASA|Oy|B\.V\.|N\.V\.|S\.A\.|AG|SE|Pte\.? Ltd\.?)$/u;
/** What a title says of its statement rather than of its issuer (`DETAILED STATEMENT`, `Monthly Bank Statement`). */
const GENERIC_TITLE = /^((detailed|monthly|consolidated|combined|annual|quarterly|mini|electronic|e|official|interim|provisional|bank|savings|current|checking|transaction|transactions|inquiry|enquiry|history|report|details|activity|mutasi|rekening|koran|laporan|transaksi|finansial|financial|keuangan|penyata|akaun|resumen|extracto|extrato|estado|saldos?|movimientos?|mensuel|mensuelle|detaillierter?|monatlicher?|de|del|da|do|di|der|cuentas?|contas?|comptes?|cont[oi]|kont[oi]|personal|personales|pessoais|personnels?|particuliers?|privados?|empresas?|business|corporate|informativo|informativa|mensual|mensal|corriente|corrente|courant|wallet|e-wallet|ewallet|mobile|money)\b\s*)+$/i;
const STATEMENT_WORD = /\b(statement|extrato|extracto|estratto|mensal|releve|relevé|kontoauszug|estado de cuenta|estratto conto|afschrift|wyciag|wyciąg|de compte|of account|väljavõte|valjavote|izraksts|išrašas|israsas|izpisek|izvod|výpis|vypis|kivonat|számlakivonat|szamlakivonat|ekstre|ekstresi|tiliote|kontoutdrag|kontoudskrift|kontoutskrift|extras de cont)\b/gi;
/** The same words, tested once (`STATEMENT_WORD` is global, for replacing every one). */
const NAMES_STATEMENT = new RegExp(STATEMENT_WORD.source, 'i');

/**
 * The letterhead: among the first lines of page 1, the one set in the largest type, when that type
 * stands out (an issuer prints its name bigger than the address block) and the line reads as a name.
 */
const letterhead = (page: PageLayout): string | null => {
  const top = page.lines.slice(0, 8).filter((l) => l.words.length > 0);
  const sizeOf = (l: Line): number => Math.max(...l.words.map((w) => w.size));
  const sorted = [...top].sort((a, b) => sizeOf(b) - sizeOf(a));
  const [biggest, next] = sorted;
  if (!biggest || (next && sizeOf(next) >= sizeOf(biggest))) return null;
  // Bigger than the body text by a clear step (a section title a size up may sit between them); the
  // page's first line, a smaller step.
  const body = sorted[Math.floor(sorted.length / 2)]!;
  if (sizeOf(biggest) < sizeOf(body) * (biggest === top[0] ? 1.15 : 1.3)) return null;
  // (Nor is a title in big type that says what the document is, `TRANSACTION INQUIRY`; set far beside
  // the name on its line, `Wyse Payments Ltd      Statement of Account`, the name's run is read alone,
  // the run in the line's largest type first.)
  const named = [...runs(biggest)]
    .sort((a, b) => b.size - a.size)
    .map((r) => r.text)
    .find((t) => (!NOT_A_NAME.test(t) || COMPANY.test(t)) && !NAMES_STATEMENT.test(t) && !GENERIC_TITLE.test(t) && /\p{L}{2,}.*\p{L}{2,}|\p{L}{4,}/u.test(t));
  return named !== undefined && /^[\p{L}][\p{L}&'.\- ]{2,50}$/u.test(named) ? named : null;
};

/** Letters and digits only, lower case, accents dropped: `Crédit Mutuel` and `creditmutuel` compare equal. */
const squash = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** The brand printed as a run of its own (one to three words, in capitals or capitalised) in page 1's first lines. */
const brandInLetterhead = (page: PageLayout, brand: string): string | null => {
  const target = squash(brand);
  for (const line of page.lines.slice(0, 3)) {
    for (const run of wordRuns(line, 2.5, true)) {
      const text = wordsText(run).replace(/[,.;:]+$/, '');
      if (run.length <= 3 && /^\p{Lu}/u.test(text) && squash(text) === target) return text;
    }
  }
  return null;
};

/** One to three capitalised words, outside any web or mail address, that spell the brand. */
const printedBrand = (brand: string, text: string): string | null => {
  const target = squash(brand);
  const words = text.replace(/\S*[@.]\S*\.(com|net|org|[a-z]{2})\S*/gi, ' ').split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      const phrase = words.slice(i, i + n).join(' ').replace(/[,.;:]+$/, '');
      if (!/^\p{Lu}/u.test(phrase)) break;
      if (squash(phrase) === target) return phrase;
    }
  }
  return null;
};
