import type { Cents } from '../../domain/money.js';
import type { IsoDate, PrintedTotals } from '../../domain/statement.js';
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';
import type { NumberFormat } from '../parse/amounts.js';
import { resolveDate, shiftDays, type DateOrder, type RawDate } from '../parse/dates.js';
import { findAmounts, findDates, type AmountCell } from '../tables/lineCells.js';
import { readLast4 } from './accountNumber.js';
import { readBankNameWithEvidence } from './bankName.js';
import { readCurrency } from './currency.js';
import { readPeriod } from './period.js';
import { BALANCE_ONLY, BALTIC_CLOSING, BALTIC_OPENING, CJK_CLOSING, CJK_OPENING, CLOSING, OPENING } from '../tables/vocabulary.js';

export { readCurrency } from './currency.js';
import { findLabels, type LabelHit } from './labelledValues.js';

export interface StatementMetadata {
  bankName: string | null;
  /** No bank word or web address names it: a title or an address's brand stands in. */
  bankNameGuessed: boolean;
  accountHolder: string | null;
  accountLast4: string | null;
  currency: string | null;
  periodStart: IsoDate | null;
  periodEnd: IsoDate | null;
  /** A period printed without years, for the document's year evidence to complete. */
  periodWithoutYears?: { a: RawDate; b: RawDate };
  /** A statement date printed without a year, when no period is printed (`Utskriftsdato: 31.08.`). */
  statementDateWithoutYear?: RawDate;
  openingBalance: Cents | null;
  closingBalance: Cents | null;
  /**
   * Every closing figure printed, in document order: "Balance carried forward" closes each page, so
   * the statement's own closing is the one the rows reconcile to (parseStatement decides).
   */
  closingCandidates: Cents[];
  /** Every opening figure the summary boxes print, in document order (a card may print one per kind of balance). */
  openingCandidates: Cents[];
  /**
   * Figures beside a bare balance label on the last page (`Solde au 13 129,18`): the closing when the
   * rows reconcile to one, else nothing (the label does not say which end of the period it states).
   */
  statedBalances: Cents[];
  printedTotals: PrintedTotals | null;
  /** A credit card statement: balances are amounts owed, payments are money in. */
  isCard: boolean;
  /** How many card features the statement prints (a card number, a limit, a minimum payment...). */
  cardCues: number;
  /** The statement's title names it a card's (`Kreditkartenabrechnung`). */
  cardTitled: boolean;
  /** How many account features it prints (a sort code, an overdraft, deposits and withdrawals...). */
  accountCues: number;
  /** The figures of summary boxes as printed, before a card's or an account's reading signs them. */
  figures: PrintedFigures;
  /**
   * With no period printed, the days of the first and last balances a summary box states
   * (`Kontostand am 31.12.2023`, `… am 31.01.2024`): they bound the period as dated balance lines do.
   */
  openingOn?: IsoDate;
  closingOn?: IsoDate;
}

/** Printed totals of money in and out, in the main languages (folded). */
const DEPOSITS = /^(total (money in|deposits|credits|paid in|payments in)|summe (zahlungseingange|gutschriften|haben|eingange)|deposits and (other )?(additions|credits)|payments(,| and) (other )?credits|total (des )?credits|totale (entrate|accrediti|avere)|total (abonos|ingresos|creditos)|totaal bij|sum(ma)? inn?\b|suma (wplywow|uznan)|indsat i alt|wplywy\b|entradas\b|total de creditos)/;
const WITHDRAWALS = /^(total (money out|withdrawals|debits|paid out|payments out)|summe (zahlungsausgange|lastschriften|soll|ausgange)|withdrawals and (other )?debits|new charges|total (des )?debits|totale (uscite|addebiti|dare)|total (cargos|gastos|debitos)|totaal (af|betaald)|sum(ma)? (ut|uttak)\b|suma (obciazen|wydatkow)|haevet i alt|wydatki\b|saidas\b|total de debitos)/;
const HOLDER = /^(account (name|holder)|kontoinhaber|name|titulaire|titular)\b:?/;

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
  known?: { text: string; currency: string | null; rowLines?: ReadonlySet<string> },
): StatementMetadata => {
  const allText = known?.text ?? documentText(pages);
  // (The card's number counts outside transaction rows only.)
  const outsideRows = known?.rowLines ? pages.map((p) => p.lines.filter((_, i) => !known.rowLines!.has(`${p.page}:${i}`)).map(lineString).join('\n')).join('\n') : allText;
  // (A title that names a card's statement outweighs a mention of the account that pays it.)
  const titled = CARD_TITLE.test(pages[0]?.lines.slice(0, 8).map(lineString).join('\n') ?? '') ? 2 : 0;
  // (A card's number that is the only number the statement gives, no account's, counts once more.)
  const onlyCardNumber = CARD_NUMBER_CUES[0]!.test(outsideRows) && !ACCOUNT_NUMBER_CUE.test(allText) ? 1 : 0;
  const cardCues = CARD_CUES.filter((re) => re.test(allText)).length + CARD_NUMBER_CUES.filter((re) => re.test(outsideRows)).length + titled + onlyCardNumber;
  const accountCues = ACCOUNT_CUES.filter((re) => re.test(allText)).length;
  // A credit card statement prints more of a card's features (a credit limit, a minimum payment, a due
  // date, rates) than an account's (sort code, overdraft, deposits); a bank statement that advertises
  // a credit card once is still a bank statement.
  const isCard = cardCues >= 2 && cardCues > accountCues;
  const currency = known ? known.currency : readCurrency(allText);
  const period = readPeriod(pages, order, known?.rowLines);
  const figure = (hits: LabelHit[]): PrintedFigure | null => {
    for (const h of hits) {
      const v = firstAmount(h, mark);
      if (v !== null) return v;
    }
    return null;
  };
  /** The figure beside each label that has one, in document order. */
  const everyFigure = (hits: LabelHit[]): PrintedFigure[] => hits.flatMap((h) => {
    const v = figure([h]);
    return v === null ? [] : [v];
  });
  // (The Baltic and Bulgarian labels, `Sākuma atlikums`, `Начално салдо`, and the East-Asian ones, `前月繰越`,
  // `上期应还款额`, are matched apart: their patterns read letters of any script.)
  const closingHits = [...findLabels(pages, CLOSING, pages.length), ...findLabels(pages, BALTIC_CLOSING, pages.length), ...findLabels(pages, CJK_CLOSING, pages.length)].filter((h) => !h.inTableHeader);
  // Summary boxes head a statement or close it (`Saldo vid periodens början` after the last row).
  const boxPages = pages.length > 3 ? [...pages.slice(0, 3), pages[pages.length - 1]!] : pages;
  const openingHits = (ps: readonly PageLayout[]): LabelHit[] => [...findLabels(ps, OPENING, ps.length), ...findLabels(ps, BALTIC_OPENING, ps.length), ...findLabels(ps, CJK_OPENING, ps.length)].filter((h) => !h.inTableHeader);
  const boxOpenings = openingHits(boxPages);
  // A balance stated on a day in a summary box (`Баланс на 01.04.2025  207 530,30 ₽`, `Balance on
  // 30/04/2025`): the opening where the day starts the period or ends the day before, the closing where
  // it ends the period.
  const datedBalances = findLabels(boxPages, BALANCE_ONLY, boxPages.length)
    .filter((h) => !h.inTableHeader)
    .flatMap((h) => {
      const day = findDates(h.right, false)[0];
      const on = day && day.from <= 1 ? resolveDate(day.raw, order, { start: null, end: null, fallbackYear: day.raw.year }) : null;
      if (!day || !on) return [];
      // Its figure beside the day up to the next label's words, or under the label where a box sets its
      // labels over their values (`Saldo a 1 de septiembre de 2024   Ingresos   Gastos`); else the line's
      // figure past the label's other words (`Kontostand am 31.12.2023, Auszug Nr. 8   4.586,99 +`).
      const after = h.right.slice(day.to + 1);
      const next = after.findIndex((w) => /\p{L}{2,}/u.test(w.text) && !/^[A-Z]{3}$/.test(w.text));
      // (The words left after the day are the label's own: `Auszug Nr. 8` is not another field.)
      const v = firstAmount({ ...h, right: next < 0 ? after : after.slice(0, next) }, mark, { rightIsTheLabels: true }) ?? (next < 0 ? null : firstAmount({ ...h, right: after.slice(next), below: [] }, mark, { rightIsTheLabels: true }));
      return v ? [{ on, v }] : [];
    });
  const balanceOn = (days: readonly (IsoDate | null)[]): PrintedFigure | null => datedBalances.find((b) => days.includes(b.on))?.v ?? null;
  // With no period, the first and last days stated (on different days) stand for its ends.
  const byDay = [...datedBalances].sort((a, b) => a.on.localeCompare(b.on));
  const first = period.start === null && period.end === null && byDay.length >= 2 && byDay[0]!.on < byDay[byDay.length - 1]!.on ? byDay[0]! : null;
  const last = first ? byDay[byDay.length - 1]! : null;
  const closing = everyFigure(closingHits);
  const closingOn = closing.length > 0 ? null : period.end !== null ? balanceOn([period.end]) : last?.v ?? null;
  const figures: PrintedFigures = {
    // (Else wherever it stands: a box after the rows of a long statement, before its appendices.)
    opening: figure(boxOpenings) ?? (boxPages.length < pages.length ? figure(openingHits(pages)) : null) ?? (period.start !== null ? balanceOn([period.start, shiftDays(period.start, -1)]) : first?.v ?? null),
    closing: closingOn ? [closingOn] : closing,
    openings: everyFigure(boxOpenings),
    stated: everyFigure(findLabels(pages.slice(-1), BALANCE_ONLY, 1).filter((h) => !h.inTableHeader)),
    deposits: figure(findLabels(boxPages, DEPOSITS, boxPages.length)),
    withdrawals: figure(findLabels(boxPages, WITHDRAWALS, boxPages.length)),
  };
  const bank = readBankNameWithEvidence(pages, info, allText, known?.rowLines);
  return metadataAs(
    {
      bankName: bank?.name ?? null,
      bankNameGuessed: bank?.guessed ?? false,
      accountHolder: readHolder(pages),
      accountLast4: readLast4(pages, known?.rowLines),
      currency,
      periodStart: period.start,
      periodEnd: period.end,
      ...(period.unresolved ? { periodWithoutYears: period.unresolved } : {}),
      ...(period.unresolvedEnd ? { statementDateWithoutYear: period.unresolvedEnd } : {}),
      openingBalance: null,
      closingBalance: null,
      closingCandidates: [],
      openingCandidates: [],
      statedBalances: [],
      printedTotals: null,
      isCard,
      cardCues,
      cardTitled: titled > 0,
      accountCues,
      figures,
      ...(first && last ? { openingOn: first.on, closingOn: last.on } : {}),
    },
    isCard,
  );
};

/**
 * The metadata read as a card's or an account's: an unsigned figure in a card's summary box is what
 * is owed, so negative from the holder's side. The printed figures are read once; this only signs them.
 */
export const metadataAs = (meta: StatementMetadata, isCard: boolean, minusIsCredit = false): StatementMetadata => {
  const signed = (v: PrintedFigure | null): Cents | null => (v === null ? null : isCard && v.owed ? -v.cents : v.signed);
  // A card whose rows show its issuer printing the amount owed plain marks a credit balance with a minus.
  const balance = (v: PrintedFigure | null): Cents | null => (v !== null && isCard && minusIsCredit && v.signed < 0 ? v.cents : signed(v));
  const { opening, closing, deposits, withdrawals } = meta.figures;
  const d = signed(deposits);
  const w = signed(withdrawals);
  return {
    ...meta,
    isCard,
    openingBalance: balance(opening),
    closingBalance: balance(closing[0] ?? null),
    closingCandidates: closing.map((c) => balance(c)!),
    openingCandidates: meta.figures.openings.map((c) => balance(c)!),
    statedBalances: meta.figures.stated.map((c) => balance(c)!),
    printedTotals: d === null && w === null ? null : { deposits: d === null ? null : Math.abs(d), withdrawals: w === null ? null : Math.abs(w), depositCount: null, withdrawalCount: null },
  };
};

/** A figure printed beside a label, with what its print says of its sign. */
interface PrintedFigure {
  cents: Cents;
  signed: Cents;
  /** Printed without a sign or mark: on a card, an amount owed. */
  owed: boolean;
}

interface PrintedFigures {
  opening: PrintedFigure | null;
  /** Every closing figure printed, in document order. */
  closing: PrintedFigure[];
  openings: PrintedFigure[];
  /** Figures beside a bare balance label on the last page. */
  stated: PrintedFigure[];
  deposits: PrintedFigure | null;
  withdrawals: PrintedFigure | null;
}

/** What a card statement prints and an account statement does not, and the reverse. */
const CARD_CUES = [/credit limit|limite de cr[ée]dit|kredit(limit|rahmen|ramme|gr[äa]nse)|limite de cr[ée]dito|limite di credito|kredietlimiet|limit kredytowy|信用额度|信用額度|利用限度額|ご利用可能額|이용한도|วงเงิน|kart limiti|kredi limiti|кредитный лимит|лимит кредит|πιστωτικό όριο|hạn mức tín dụng|batas kredit|had kredit|حد الائتمان|מסגרת אשראי/i, /minimum (payment|amount|due|repayment)|paiement minimum|mindest(zahlung|betrag)|pago m[íi]nimo|pagamento m[íi]nimo|minimumsbetaling|minimibelopp|minimum ?betaling|minimalna kwota|importo minimo|最低还款|最低還款|最低支払|최소결제|ยอดชำระขั้นต่ำ|asgari [öo]deme|минимальн\S* (платеж|платёж|сумм)|ελάχιστη (καταβολή|πληρωμή)|thanh toán tối thiểu|pembayaran minimum|bayaran minimum|الحد الأدنى|תשלום מינימלי/i, /payment due|due date|fecha (l[íi]mite|de vencimiento)|date d'[ée]ch[ée]ance|vencimento|f[äa]lligkeit|forfaldsdato|betalingsfrist|f[öo]rfallodag|termin p[łl]atno[śs]ci|data di scadenza|vervaldatum|到期还款日|到期還款日|お支払日|お支払い日|결제일|วันครบกำหนดชำระ|son [öo]deme tarihi|дата платежа|срок (оплаты|погашения)|ngày đến hạn|jatuh tempo|tarikh (akhir|matang)|تاريخ الاستحقاق|מועד (החיוב|התשלום)/i, /available credit|credit available|cr[ée]dit disponible/i, /\b(purchase|cash advance) rate|annual percentage rate|taux annuel/i, /\bAPR\b[^\n]{0,30}\d+[.,]\d+ ?%|\(APR\)/, /\bkreditkarte|carte de cr[ée]dit|tarjeta de cr[ée]dito|cart[ãa]o de cr[ée]dito|credit card statement|\bcreditcard|\bkredit+kort|carta di credito|karta kredytowa|kredi kart[ıi]|кредитн\S* карт|πιστωτική κάρτα|thẻ tín dụng|kartu kredit|kad kredit|بطاقة (ال)?ائتمان|כרטיס אשראי/i,
  // A card's number, masked, in four groups of four or six-and-four (`XXXX XXXX XXXX 0958`, `590466******6482`).
  /(?<![\dXx*•])(?:[Xx*•]{4}[ -]){3}\d{4}(?!\d)|(?<!\d)\d{6}[Xx*•]{6}\d{4}(?!\d)/,
  // A payment the issuer thanks the holder for (`PAYMENT - THANK YOU`, `Betaling creditcard, dank u`, `PAGAMENTO CARTA GRAZIE`).
  /\b(payment|zahlung|betaling|betalning|paiement|pago|pagamento|innbetaling|indbetaling|inbetalning|wp[łl]ata)\b[^\n]{0,25}\b(thank you|thanks|danke|dank u|merci|gracias|obrigad[oa]|grazie|takk|tack|dzi[ęe]kujemy)\b/i, /\bnew charges\b|\bpurchases and adjustments\b|\bnew purchases\b/i, /payments,? (and|&) (other )?credits|\bpayments received\b/i, /\bstatement balance\b|\bnew balance\b|d[öo]nem borcu|новая задолженность|общая задолженность/i];
/** A statement titled as a card's (`Kreditkartenabrechnung`, `Credit Card Statement`, `Fatura do cartão`). */
const CARD_TITLE = /(kredit)?kartenabrechnung|(credit )?card statement|relev[ée] (de )?(votre )?carte|extrato (do )?cart[ãa]o|fatura (do )?cart[ãa]o|estado de cuenta (de (la )?)?tarjeta|resumen de (cuenta de )?tarjeta|estratto conto (della )?carta|creditcard ?(overzicht|afschrift)|kortudskrift|wyci[ąa]g (z )?karty|信用卡(对账单|對帳單|账单|帳單)|クレジットカード|カードご利用代金明細|신용카드/i;
/**
 * A card's number named or masked (`Card number`, `Card ending 0083`, `card 4000XXXX`): a card's cue in
 * a letterhead or summary, but rows of a bank account name the debit card a purchase was made with.
 */
const CARD_NUMBER_CUES = [/\bcard (number|no\.?|ending)|card account|kartennummer|kortnummer|kaartnummer|num[ée]ro de (la )?carte|n[úu]mero de (la )?tarjeta|n[°º.o]\.? ?(de |do |da |della )?(tarjeta|cart[ãa]o|carte|carta|karty)\b|numer karty|n[úu]mero do cart[ãa]o|numero (della )?carta|\b(carta|tarjeta|carte|cart[ãa]o|karta|karte|kort|kaart) (n[°º.o]?\.?|no\.?|nr\.?|num(ero)?\.?)(\s|$)/i, /\b(card|tarjeta|carte|karte|carta|cart[ãa]o|kaart|kort|karta)\b.{0,12}?(\d{4,6}[*xX•]{4,}|[*xX•]{4})/i];
/** An account's number named (`Account number`, `IBAN`, `N° de compte`, `Kontonummer`): an account's statement, or a card's that names the account paying it. */
const ACCOUNT_NUMBER_CUE =
  /\b(account|acct|a\/c)\.? ?(number|no\b|nr\b|#)|num[ée]ro de compte|n[°º] de compte|kontonummer|konto-?nr|n[úu]mero de (la )?cuenta|n[úu]mero da conta|rekeningnummer|numer rachunku|\bsort code|\bBSB\b|\bIBAN\b|\bRIB\b|\bconta:|\bcuenta:|\bcompte n/i;
const ACCOUNT_CUES = [
  /\b(checking|chequing|current|savings|giro|deposit|business|everyday) account|compte (courant|de d[ée]p[ôo]t|ch[eè]ques|joint)|girokonto|gesch[äa]ftskonto|conta corrente|cuenta corriente|conto corrente|betaalrekening|rachunek (biezacy|bieżący|firmowy)|l[öo]nekonto|f[öo]retagskonto|brukskonto|l[øo]nkonto/i,
  /sort code|\bBSB\b|routing|\bIBAN\b|\bRIB\b|ag[êe]ncia|\bBIC\b|clearing/i,
  /\boverdraft|d[ée]couvert|dispo(kredit)?\b|descubierto|scoperto|roodstand|debet(rente)?\b/i,
  /\bdeposits?\b|\bwithdrawals?\b|paid in|paid out|money in|money out|gutschrift|versement|ins[äa]ttning|uttag\b|indbetaling|udbetaling|innskudd|bijschrijving|afschrijving|wp[łl]yw|wyp[łl]at|ingreso|abono|dep[óo]sito|entrada|sa[íi]da|accredito|addebito/i,
  /\b(cheques?|checks?) (paid|issued)|standing order|direct debit|dauerauftrag|lastschrift|pr[ée]l[èe]vement|domiciliaci[óo]n|bankgiro|autogiro|betalingsservice|incasso|polecenie zap[łl]aty|d[ée]bito direto/i,
];

const lineString = (l: Line): string => l.words.map((w) => w.text).join(' ');

/** The text of a document: words joined by spaces, lines and pages by newlines. */
export const documentText = (pages: readonly PageLayout[]): string => pages.map((p) => p.lines.map(lineString).join('\n')).join('\n');

/** The first amount beside a label, or in the column below it. */
const firstAmount = (h: LabelHit, mark: NumberFormat, options: { rightIsTheLabels?: boolean } = {}): PrintedFigure | null => {
  // A box written as a sum (`7,879.62 - 0.00 + 1,170.22 = 9,049.84`): its lone signs are operators,
  // not a trailing minus on the figure before them.
  const between = (line: Word[], sign: string): boolean => line.some((w, k) => w.text === sign && /\d$/.test(line[k - 1]?.text ?? '') && /^\d/.test(line[k + 1]?.text ?? ''));
  const pick = (all: Word[], line: Word[] = all): PrintedFigure | null => {
    const words = between(line, '=') || between(line, '+') ? all.filter((w) => !/^[-+=]$/.test(w.text)) : all;
    const amounts = findAmounts(words, mark);
    // Zeros first in a run of figures (`BALANCE B/FORWARD  0.00  0.00  20240229  142,302.40`, a table's
    // line) are its empty movement columns: the balance is the run's last figure. A word between them
    // ends the run (`Opening balance 0.00  Closing balance 1,234.56`).
    const wordBetween = amounts.findIndex((x, k) => k > 0 && words.slice(amounts[k - 1]!.to + 1, x.from).some((w) => /\p{L}/u.test(w.text)));
    const figures = wordBetween < 0 ? amounts : amounts.slice(0, wordBetween);
    const a = figures.length > 1 && figures[0]!.cents === 0 ? figures[figures.length - 1] : amounts[0];
    if (a) return printedFigure(a);
    // A misprinted figure in the other convention (`2.853.82` on a decimal-comma page) still counts here.
    for (const w of words) {
      const loose = lenientAmount(w.text);
      if (loose !== null) return { cents: loose, signed: loose, owed: true };
    }
    return null;
  };
  // Right of the label, its figure; not another field's set apart beyond a gap after that field's own
  // words (`Opening balance      Total Credits (20)`, labels over a row of values).
  const first = h.right[0];
  const apart = first !== undefined && first.x0 - h.labelX1 > Math.max(24, first.size * 3);
  const figureAt = h.right.findIndex((w) => /\d/.test(w.text));
  const otherLabel = !options.rightIsTheLabels && apart && h.right.slice(0, figureAt < 0 ? h.right.length : figureAt).some((w) => /\p{L}{4,}/u.test(w.text));
  const right = otherLabel ? null : pick(h.right);
  if (right) return right;
  // The label's words run on past the phrase matched (`Balance brought` of `Balance brought forward
  // from previous statement`): a figure set below the label's end is still under it.
  // (Up to a gap: past it stands the next label of a row of labels, `Previous balance   Payments and credits`.)
  let labelEnd = h.labelX1;
  for (const w of h.right) {
    if (/\d/.test(w.text) || w.x0 - labelEnd > Math.max(8, w.size * 1.5)) break;
    labelEnd = w.x1;
  }
  for (const ws of h.below) {
    // A box of labels over a row of values: the figure set under the label itself, where one is.
    const operands = between(ws, '=') || between(ws, '+') ? ws.filter((w) => !/^[-+=]$/.test(w.text)) : ws;
    const under = findAmounts(operands, mark).filter((a) => a.x1 > h.labelX0 - 2 && a.x0 < labelEnd + 2);
    if (under.length === 1) return printedFigure(under[0]!);
    const near = ws.filter((w) => w.x1 > h.labelX0 - 10 && w.x0 < labelEnd + 70);
    const v = pick(near, ws);
    if (v) return v;
  }
  return null;
};

/** An amount as a box prints it: signed where marked, and owed (a card's debt) where not. */
const printedFigure = (a: AmountCell): PrintedFigure => ({ cents: a.cents, signed: a.negative ? -a.cents : a.cents, owed: !a.positive && !a.negative });

const lenientAmount = (text: string): Cents | null => {
  const m = /^[^\d]{0,3}(\d{1,3}(?:[.,' ]\d{3})*)[.,](\d{2})$/.exec(text);
  if (!m) return null;
  return Number(m[1]!.replace(/\D/g, '')) * 100 + Number(m[2]);
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

