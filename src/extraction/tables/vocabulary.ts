/**
 * Words that classify lines rather than columns: section titles of statements laid out by kind of
 * transaction, and lines that state balances or totals instead of a transaction.
 */
import { fold } from './headerWords.js';

const foldText = (s: string): string => fold(s);

export type SectionKind = 'deposit' | 'withdrawal' | 'balance';
/**
 * `balance`: a balance stated between rows (`Saldo em 10/10/2016 0,00`), neither opening nor closing by
 * its words; `note`: a figure about the account, not money moving (`Average credit balance`).
 */
export type SummaryKind = 'opening' | 'closing' | 'total' | 'balance' | 'note';

// (`Ending balance` alone is the closing figure's label, not a table of balances.)
const BALANCE_SECTION = /\b(daily|end of day|end-of-day)\b.*\bbalances?\b|\bending balances\b|^daily ending balance|\bbalances? (detail|summary|by date)|tagessaldo|saldenubersicht|kontostande|soldes? (quotidien|journalier)s?|saldos? diarios?|saldi giornalieri|dagsaldo|daglig saldo|saldo dzienne|dagelijks saldo|saldo (per hari|harian)|baki harian|sold(uri)? zilnic(e)?|dnevn[ao] stanj[ea]|napi egyenleg|denni zustatky?|gunluk bakiye|ежедневн\S* (остат|сальдо)|so du (hang|cuoi) ngay/;
// Card statements call money in "payments and credits"; check those before the withdrawal words.
const DEPOSIT_FIRST = /payments?,? (and|&) (other )?credits|credits? (and|&) payments|^credits?$|zahlungen und gutschriften|paiements et credits|pagos y abonos|pagamentos e creditos|pagamenti e accrediti|betalingen en creditering|betalinger og kreditering|transfer(s|encias?)? (received|recebidas?|recibidas?)|received|(payments?|\bbetalingen|zahlungen|paiements|pagos|pagamentos|pagamenti|\bbetalinger|\bbetalningar|platnosci) (and|&|en|und|et|y|e|og|och|i) (other )?(credits|refunds|returns|reversals|terugboekingen|creditering(en)?|gutschriften|erstattungen|ruckbuchungen|remboursements|avoirs|devoluciones|abonos|estornos|creditos|storni|rimborsi|accrediti|tilbageforsler|refusjoner|aterbetalningar|krediteringar|zwroty)/;
const WITHDRAWAL_SECTION = /withdrawals?|\bchecks?\b|cheques?|checkar|schecks?|sjekker|assegni|\bczek(i|ow)?\b|\bcheques? pagos|\bdebits?\b|deductions?|\bfees?\b|service charges?|\bcharges\b|purchases|payments? (made|sent|out)|paid out|money out|\bspending\b|card transactions|electronic payments|cash advances?|interest charged|lastschrift|abbuchung|auszahlung|ausgange|belastung|sollumsatz|kartenzahlung|gebuhren|entgelte|retraits?|prelevements?|operations? (au debit|debitrices?)|paiements?|achats?|\bfrais\b|debitos?|cargos|adeudos|retiros?|saques?|compras|pagamentos|pagos|tarifas|encargos|comisiones|addebiti|prelievi|pagamenti|acquisti|commissioni|spese|afschrijvingen|opnames?|\bbetalingen|aankopen|\bkosten\b|uitgaven|obciazenia|wyplaty|platnosci|zakupy|oplaty|prowizje|\buttag|\bbetalningar|\bkop\b|kortkop|avgifter|udbetalinger|haevninger|\bkob\b|\bbetalinger|gebyrer|\buttak\b|kjop\b|transferencias? enviadas?|\bsent\b|enviad|\bsaidas\b|\bsalidas\b|\begresos\b|\bsorties\b|\boutflows?\b/;
// `Credit` alone in a longer title is an issuer's name (`Crédit Maritime`, `Credit Suisse`), not a section.
const DEPOSIT_SECTION = /deposits?|additions|\bcredits\b|^credit$|\bcredit (transactions|entries|items|activity)\b|paid in|money in|incoming|gutschrift|eingange|einzahlung|habenumsatz|receipts|refunds|interest (earned|paid)|versements?|operations? (au credit|creditrices?)|remises?|creditos?|abonos|ingresos|depositos|entradas|recebimentos|accrediti|versamenti|entrate|bijschrijvingen|ontvangsten|stortingen|uznania|wplywy|wplaty|insattningar|inbetalningar|indbetalinger|indsaetninger|innskudd|innbetalinger/;

/**
 * Section titles in Japanese, Chinese, Korean and Thai (`お預り（入金）`, `振替・振込（出金）`, `カード・ＡＴＭ`, lower case as
 * folded: `ａｔｍ`; `转入`, `출금`, `ถอน`), on folded text (Hangul decomposed, as `fold` leaves it).
 */
const cjkWords = (words: string): RegExp => new RegExp(words.normalize('NFD'));
const CJK_DEPOSIT_SECTION = cjkWords('入金|お預り|お預入れ|預入|存入|收入|收款|转入|轉入|입금|ฝาก');
const CJK_WITHDRAWAL_SECTION = cjkWords('出金|支出|お支払|支払|お引出し|引出|払出|手数料|取款|转出|轉出|ａｔｍ|출금|지급|지출|수수료|ถอน|ค่าธรรมเนียม');
const CJK_BOTH_WAYS = cjkWords('入出金|入払|收支|存取|입출금|입·출금');

/**
 * The kind of a section title. `DAILY ENDING BALANCE` introduces a table of balances, not money
 * moving; `CHECKS PAID`, `ATM & DEBIT CARD WITHDRAWALS` take money out; `DEPOSITS AND ADDITIONS`
 * brings it in; on a card, `PAYMENTS AND CREDITS` brings it in.
 */
export const sectionOf = (title: string): SectionKind | null => {
  const t = foldText(title).replace(/\(continued\)|continued|\(cont\.?\)|\(suite\)|fortsetzung/g, '').replace(/\(\d+\)/g, '').trim();
  if (t.length === 0 || t.length > 80 || /\d[.,]\d{2}/.test(t)) return null;
  if (BALANCE_SECTION.test(t)) return 'balance';
  // An issuer's name is not a section (`Coral Coast Credit Union`, `Crédit Agricole`).
  if (/\b(credit union|bank|banque|banco|banca|sparkasse|building society|cooperative|caisse|credit (agricole|mutuel|lyonnais|cooperatif))\b/.test(t)) return null;
  // A title naming both directions (`Debits and credits`, `Af- en bijschrijvingen`) is the whole listing's.
  if (/\baf- en bij|\b(debits?|withdrawals?) (and|&) (credits?|deposits?)|\b(credits?|deposits?) (and|&) (debits?|withdrawals?)|ein- und ausg|entrees et sorties|entradas y salidas|entradas e saidas|entrate e uscite|\bin (and|&) out\b/.test(t)) return null;
  // (Nor `入出金明細`, `입출금 내역`, `收支明细`: both directions in one word.)
  if (CJK_BOTH_WAYS.test(t)) return null;
  if (CJK_DEPOSIT_SECTION.test(t) && !CJK_WITHDRAWAL_SECTION.test(t)) return 'deposit';
  if (CJK_WITHDRAWAL_SECTION.test(t) && !CJK_DEPOSIT_SECTION.test(t)) return 'withdrawal';
  if (DEPOSIT_FIRST.test(t)) return 'deposit';
  if (WITHDRAWAL_SECTION.test(t)) return 'withdrawal';
  if (DEPOSIT_SECTION.test(t)) return 'deposit';
  return null;
};

/**
 * A title over transactions the bank has not booked yet (`Transactions not yet processed on your account`,
 * `Vorgemerkte Umsätze`), or booked for later (`Movimentos em agenda`, `Scheduled payments`): they are not part
 * of the statement's movements or its balance.
 */
const PENDING_TITLE = /\b(not yet (processed|posted|cleared|booked)|pending (card |account )?(transactions|authori[sz]ations|items|debits|credits)|unprocessed (transactions|items)|uncleared (transactions|items)|vorgemerkte umsatze|noch nicht gebucht|operations? en cours|transacciones pendientes|movimientos pendientes|transacoes pendentes|lancamentos futuros|movimenti (in attesa|non contabilizzati)|nog niet verwerkt|in afwachting|movimentos (em agenda|previstos|futuros|agendados)|proximas prestacoes|movimientos (programados|previstos|futuros)|movimenti (programmati|futuri)|operations a venir|geplante (umsatze|buchungen)|scheduled (transactions|payments|debits)|upcoming (transactions|payments|debits))\b/;
export const isPendingTitle = (text: string): boolean => {
  const t = foldText(text);
  return t.length <= 100 && PENDING_TITLE.test(t);
};

/** Words of money coming in, in the main languages, for a row nothing else gives a direction. */
const DEPOSIT_WORDS =
  /\b(deposit|salary|payroll|refund|interest (paid|earned|credit)|credit|transfer from|received|dividend|cash in|gutschr|eingang|zahlungseingang|rebate|cashback|gehalt|lohn|erstattung|virement (recu|de)|remboursement|salaire|versement|transf(\.|erencia)? recibida|abono|ingreso|devoluci[oó]n|n[oó]mina|transf(\.|er[eê]ncia)? recebida|rendimento|sal[aá]rio|bonifico (da|a vostro favore)|accredito|stipendio|rimborso|bijschrijving|teruggave|salaris|indbetaling|innbetaling|refusjon|l[oø]nn?\b|ins[aä]ttning|[aå]terbetalning|wp[lł]yw|zwrot|wynagrodzenie|uznanie|inbetalning|d[ée]blocage|loan (disbursement|drawdown|proceeds)|desembolso (de )?pr[eé]stamo|libera[cç][aã]o (de )?empr[eé]stimo|(ut|ud|uit)betal\p{L}* (av )?(l[åa]n|lening)|l[åa]neutbetaling|(darlehens|kredit)auszahlung)/iu;

/** Words that undo a transaction: a reversed payment brings money back, a reversed credit takes it. */
const REVERSAL_WORDS = /\b(reversal|reversed|returned(?= deposit)|storno|stornierung|r[üu]ckbuchung|annulation|tilbagef[oø]rsel|tilbakef[oø]ring|terugboeking|estorno|anulaci[oó]n|retour)\b/i;

/**
 * Whether a row's words say money came in, for a row nothing else gives a direction: `Salary`,
 * `Gutschrift`, `Refund`, and the undoing of a payment (`Storno Lastschrift`, `Tilbageførsel`);
 * not the undoing of a credit (`Storno Gutschrift`, `Deposit reversal`).
 */
export const wordsSayDeposit = (description: string): boolean => {
  if (!REVERSAL_WORDS.test(description)) return DEPOSIT_WORDS.test(description);
  return !DEPOSIT_WORDS.test(description.replace(REVERSAL_WORDS, ' '));
};

/** A balance a listing starts from, in the main languages (folded: lower case, no accents). */
export const OPENING =
  /^(your )?(opening|beginning|previous|starting|last month'?s|prior|old) (statement )?bal(ance|\.)?\b|^total da fatura anterior\b|^saldo da fatura anterior\b|^fatura anterior\b|^(balance|bal\.?) (brought|b\/?f|forward|from (last|previous) statement|last statement|at (start|beginning))|^brought forward|^b\/f\b|^anfangs(saldo|bestand)|^alter (kontostand|saldo)|^saldo (der |des )?(letzten|vorigen|vorherigen) (abrechnung|rechnung|auszugs?|kontoauszugs?)\b|^saldo letzte abrechnung\b|^(letzter|voriger) saldo\b|^saldovortrag|vortrag|^u(e)?bertrag (von|aus) (seite|blatt|vorseite|vorherige\w*|letzte\w*)\b|^saldo ((disponivel|contabil|contable|disponible|disponibile|contabile) )?(vortrag|anterior|iniziale|inicial|precedente|di apertura|de abertura|apertura|transportado|riportato|poczatkowe|otwarcia|poprzednie|fra forrige|vorig afschrift|primo)|^solde (precedent|initial|reporte|anterieur|d'ouverture|au debut|de debut)|^ancien solde|^report a nouveau|^beginsaldo|^vorig saldo|^oud saldo|^openingssaldo|^saldo begin|^ingaende (saldo|balans)|^inngaende saldo|^primo ?saldo|^overfort saldo|^riporto|^last statement balance|^previous statement balance|^(kontostand|saldo|solde|balance|stand) (am|zum|au|at|a|al|do|no|na|op|per|del|de|della|du) (anfang|beginn|debut|start|inicio|inizio|begin|poczatku|apertura|abertura|ouverture|opening)|^saldo fra (forrige |sidste )?(kontoutskrift|kontoudskrift)|^saldo fra forrige|^saldo per forrige|^saldo fran (foregaende|forra)|^saldo vid periodens (borjan|start)|^ingaende|^(alter?|antiguo|antigo|vecchio|oud|gammel|gamla|old) (kontostand|saldo|solde|bestand)\b|^(kontostand|saldo|solde|bestand) (alt|antiguo|antigo|vecchio|oud|gammel|old|vorher|vorig)\b|^входящ[а-я]* (остаток|сальдо|баланс)|^(остаток|сальдо) на начало|^вх[іи]дн[а-яії]* (залишок|сальдо)|^залишок на початок|^saldo awal|^baki (awal|permulaan|pembukaan)|^so du dau( ky)?\b|^(pocatecni|pociatocny) (zustatek|zostatok|stav)|^nyito (szamla)?egyenleg|^elozo egyenleg|^sold (initial|de deschidere|anterior|precedent)|^(pocetno|prethodno|zacetno) stanje|^(devreden|onceki|acil[iı]s|donem bas[iı]|baslang[iı]c|ilk) bakiye(si)?|^(onceki|gecen) donem borcu|^задолженность на начало|^(предыдущая|прошлая) задолженность|^alkusaldo|^saldo alussa|^(αρχικο|προηγουμενο) υπολοιπο|^(saldo|balance) (al |del )?corte anterior|^υπολοιπο εναρξης/;
/** A balance a listing ends on (folded). */
export const CLOSING =
  /^(your )?(closing|ending|end|new|final|current) (statement )?bal(ance|\.)?\b|^total (desta|da) fatura\b(?! anterior)|^total a pagar\b|^(balance|bal\.?) (carried|c\/?f|this statement|at (end|close))|^carried forward|^c\/f\b|^end(saldo|bestand)|^schlusssaldo|^neuer (kontostand|saldo)|^solde (nouveau|final|a reporter|de cloture)|^solde (en |a la )?fin (de )?(la )?(periode|mois|releve)\b|^nouveau solde|^saldo ((disponivel|contabil|contable|disponible|disponibile|contabile) )?(final|finale|di chiusura|de fecho|de cierre|actual|atual|a transportar|koncowe|zamkniecia|ultimo|nieuw)|^a riportare|^eindsaldo|^nieuw saldo|^saldo eind|^utgaende (saldo|balans)|^ultimo ?saldo|^ny saldo|balance at close|^u(e)?bertrag (auf|nach) (seite|blatt|folgeseite|nachste\w*|neue\w*)\b|^total new balance|^statement balance\b|^total (amount )?dues?\b|^(kontostand|saldo|solde|balance|stand) (am|zum|au|at|a|al|do|no|na|op|per|del|de|della|du) (ende|fin|end|final|fine|eind|koncu|slut|cierre|corte|chiusura|fechamento|encerramento|cloture|close|closing|afsluiting)|^saldo vid periodens slut|^saldo i (deres|dykkar|din|var|bankens) favor\b|^saldo (einde|ved|slutt)|^utgaende|^(neuer?|nuevo|novo|nuovo|nieuw|nytt?|nye) (kontostand|saldo|solde|bestand)\b|^(kontostand|saldo|solde|bestand) (neu|nuevo|novo|nuovo|nieuw|nytt?|nye|new|aktuell)\b|^исходящ[а-я]* (остаток|сальдо|баланс)|^(остаток|сальдо) на конец|^вих[іи]дн[а-яії]* (залишок|сальдо)|^залишок на к[іи]нець|^saldo akhir|^baki (akhir|penutup|(di)?bawa ke hadapan)|^so du cuoi( ky)?\b|^konecny (zustatek|zostatok|stav)|^zaro (szamla)?egyenleg|^uj egyenleg|^sold (final|de inchidere)|^(zavrsno|konacno|koncno|novo) stanje|^(kapan[iı]s|donem sonu|yeni|son) bakiye(si)?|^(guncel |hesap kesim )?donem borcu|^задолженность на конец|^(текущая|новая|итоговая) задолженность|^loppusaldo|^saldo lopussa|^(τελικο|νεο) υπολοιπο|^υπολοιπο (ληξης|κλεισιματος)/;
const TOTAL = /^((\d+ )?(credits?|debits?|deposits?|withdrawals?|checks?|payments?)(\(s\))? this (period|statement|cycle)|page totals?|sub-?total|subtotal|totals?|totais|totaux|totales|totale|totali|totaal|subtotaal|summe|summen|zwischensumme|gesamt\w*|seitensumme|sous-total|suma|soma|somme|razem|ogolem|summa|totalt|i alt|\bsum\b|net (amount|change)|cong phat sinh|tong cong|cong trang|tong phat sinh|rulaj( total)?|rulaje|обороти|оборот|sveukupno|ukupno|รวม(ทั้งสิ้น)?)(?!\p{L})/u;
/** Languages that put `total` after what it adds up (`Hyvitykset yhteensä (4)`, `Jóváírások összesen`, `Borç toplamı`). */
const TOTAL_AFTER = /^(\p{L}+ ){1,2}(yhteensa|osszesen|kokku|kopa|kopsumma|toplam[iı]?|celkem|spolu|ukupno|skupaj|razem|ogolem|i alt|totalt|insgesamt)(?!\p{L})/u;
/** Totals in other alphabets and the Baltic languages, the word first (`Итого по странице`, `Разом по сторінці`, `Σύνολο`, `Kopsumma`, `Iš viso`). */
const TOTAL_FIRST = /^(итого|всего|разом|усього|общо|συνολο|συνολα|kopsumma|kokku|is viso|yhteensa|toplam|osszesen|celkem|ukupno|skupaj)(?!\p{L})/u;
/** Balances a listing starts from and ends on in the Baltic languages, Bulgarian and Finnish (folded). */
export const BALTIC_OPENING = /^((sakuma|sakotnejais|ieprieksejais) atlikums|pradinis likutis|likutis (laikotarpio )?pradzioje|algsaldo|algjaak|(предходно|начално|входящо) салдо|siirto edelliselta sivulta|saldo edelliselta sivulta)(?!\p{L})/u;
export const BALTIC_CLOSING = /^((beigu|jaunais) atlikums|(galutinis|pabaigos) likutis|likutis (laikotarpio )?pabaigoje|lopp?saldo|loppjaak|(кра[йи]но|изходящо|ново) салдо|siirto seuraavalle sivulle)(?!\p{L})/u;
/** Words that follow `Total` on a total's line (folded). */
const TOTAL_TAIL = new Set(
  ('of for the total totals this that page period statement month monthly year yearly daily debits debit credits credit deposits deposit withdrawals withdrawal payments payment purchases purchase fees fee charges charge interest amount amounts balance balances carried forward brought transactions transaction movements movement in out new previous paid received due activity items item checks cheques card cards cash advances advance other others adjustments adjustment net value and overdraft tax taxes vat gst cr dr sum all money ins outs funds spent spending ' +
    // (`Total de entradas`, `Total des débits`, `Total de movimientos`.)
    'de des du del da do dos das la le les los las entradas saidas salidas ingresos egresos entrees sorties debitos creditos cargos abonos movimientos movimentos mouvements operations operaciones operacoes lancamentos depositos retiros').split(' '),
);

/** Money in or out named alone: a summary box's totals in Portuguese and Spanish. */
const FLOW_ALONE = /^(entradas|saidas|ingresos|egresos|creditos|debitos|abonos|cargos)( \(\d+\))?$/;
/** A summary box's line of a count and a total (`No. of Withdrawals 12 Total Withdrawals 209,170.46`), wherever it starts. */
const COUNT_AND_TOTAL = /\b(no\.? of|number of|count of) (withdrawals|deposits|debits|credits|transactions|cheques|checks|payments)\b.*\btotal\b/;
/** A balance stated by itself: the balance word, maybe a preposition or the account it is of (`Saldo em c.corrente`), nothing else (the date and figure are cells). */
export const BALANCE_ONLY =
  /^(balance|bal|saldo|solde|kontostand|stand|saldo contabil|saldo disponivel)( (crediteur|debiteur|credor|devedor|acreedor|deudor|creditor|debtor|credit|debit|disponible|disponivel|contable|contabil))?( (on|at|as of|as at|per|au|em|en|am|del|al|du|do|da|di|des|vom|zum|le|a|of|of the|for|for the|at the|pr\.?|per dato|den))?( (fecha|data|date|datum|dato|dia|giorno|jour|dag|day|tag))?( (c\.? ?corrente|conta( corrente)?|cuenta( corriente)?|compte( courant)?|conto( corrente)?|account))?$|^((daily|end of day|end-of-day|day'?s)( (ending|closing|end))? balances?|(ending|closing) daily balances?|tages(end)?sald(o|en)|saldo (diario|giornaliero|dzienny|dzienne|harian)|saldi giornalieri|saldos diarios|dagsaldo|soldes? (quotidiens?|journaliers?)|sold(uri)? zilnic(e)?|denni zustatek|napi egyenleg|dnevn[ao] stanj[ea]|so du cuoi ngay|ημερησιο υπολοιπο)$|^(баланс|остаток|сальдо|залишок)( (на|по состоянию на|станом на))?$|^(solde|saldo) (intermediaire|intermedio|intermedio parcial|parcial|intermedio del dia)$|^(gun sonu bakiyesi|gunsonu bakiye|saldo (na koniec dnia|al final del dia|a fine giornata|akhir hari)|solde (en )?fin de journee|(остаток|сальдо|залишок) на (конец|кінець) дня)$/;

/** Statistics about the account: an average, lowest or highest balance, a rate. */
const NOTE = /^(average|avg|mean|daily average|minimum|maximum|lowest|highest|solde moyen|saldo medio|durchschnitt\w*) .*\b(balance|bal|solde|saldo)\b|^(interest|annual|effective) rate\b|^solde moyen|^saldo m[ée]dio/;

/**
 * Whether a line's text (its words without date and figures) states a balance or a total rather than
 * a transaction. "01 NOV BALANCE B/F 190.77" is skipped; "01 NOV YA KUN KAYA TOAST 12.00" is kept;
 * "BALANCE TRANSFER FROM VISA" is a transaction.
 */
export const summaryKindOf = (text: string, dated = false): SummaryKind | null => {
  // (Rows ask of the same texts again and again, stage after stage; the reading depends on nothing else.)
  const key = dated ? `1${text}` : `0${text}`;
  const known = SUMMARY_KINDS.get(key);
  if (known !== undefined) return known;
  if (SUMMARY_KINDS.size >= MAX_REMEMBERED) SUMMARY_KINDS.clear();
  const kind = readSummaryKind(text, dated);
  SUMMARY_KINDS.set(key, kind);
  return kind;
};

/** Texts whose summary reading is remembered, at most: a bound on memory, not a tuning. */
const MAX_REMEMBERED = 20_000;
const SUMMARY_KINDS = new Map<string, SummaryKind | null>();

const readSummaryKind = (text: string, dated: boolean): SummaryKind | null => {
  // Letter-spaced words (`S A L D O`) read as the word.
  // A reference printed before the label (`Réf : 005 SOLDE CREDITEUR AU`) is not part of it, nor a date after it.
  const t = foldText(text)
    // (A sign the box's arithmetic prints after a label, `SALDO EM C.CORRENTE(+):`, is no word of it.)
    .replace(/[:*]+|\([+=-]\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // (Nor a rule's stub read before it by OCR: `_ Totale pagina`, `| Closing balance`.)
    .replace(/^[_|\-–—.]+ /, '')
    .replace(/\b(?:\p{L} ){2,}\p{L}\b/gu, (m) => m.replace(/ /g, ''))
    .replace(/^(ref|reference|referencia|referenz)\.? [\w/-]+ /, '')
    // The day a balance is stated on, printed within the label (`SOLDE CREDITEUR AU 02/06/2014`).
    .replace(/ \d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/, '');
  if (!t) return null;
  // A label printed in two languages (`Số dư đầu kỳ / Opening balance`) is what either half says.
  // (A description's parts set apart by slashes carry references: `980 RPP CHIN JENG / Balance of / 2900`.)
  const halves = /(?<!\d)(?!(?:19|20)\d{2}(?!\d))\d{3,}/.test(t) ? [t] : t.split(' / ').map((h) => h.trim()).filter((h) => h !== '');
  if (halves.length > 1 || / \/$/.test(t)) {
    for (const half of halves.length > 1 ? halves : [t.replace(/ \/$/, '')]) {
      const kind = kindOf(half, dated);
      if (kind) return kind;
    }
    return null;
  }
  return kindOf(t, dated);
};

/**
 * Balances carried between months and totals in Japanese, Chinese, Korean and Thai (`前月繰越`, `期末余额`,
 * `합계`, `ยอดยกมา`), matched on folded text: Hangul syllables fold into their letters, so the words do too.
 */
const cjk = (words: string[]): RegExp => new RegExp(`^(${words.join('|')})`.normalize('NFD'));
export const CJK_OPENING = cjk(['ยอดยกมา', '上期結欠', '上期结欠', '上期欠款', '前月末残高', '前月末日残高', '前期末残高', 'ยอดคงเหลือต้นงวด', '上期账单金额', '上期賬單金額', '上期应还款额', '上期應還款額', '前回ご請求額', '前回請求額', '前月繰越', '前回繰越', '前頁より繰越', '前月残高', '前期繰越', '前回残高', '繰越残高', '期初余额', '上期余额', '上月余额', '期初餘額', '上期餘額', '上月餘額', '前期餘額', '上期結存', '上期結餘', '上期结余', '承上結餘', '承上结余', '承前結餘', '承前结余', '上日結餘', '전월이월', '이월잔액', '기초잔액', '전기이월']);
export const CJK_CLOSING = cjk(['ยอดเรียกเก็บใหม่', '本期結欠', '本期结欠', '本期欠款', '当月末残高', '今月末残高', '当月末日残高', 'ยอดยกไป', 'ยอดคงเหลือปลายงวด', '本期账单金额', '本期賬單金額', '本期应还款额', '本期應還款額', '今回ご請求額', '今回請求額', 'ご請求金額', '次月繰越', '次頁へ繰越', '今回残高', '翌月繰越', '次頁繰越', '今月残高', '期末残高', '期末余额', '本期余额', '期末餘額', '本期餘額', '本期結存', '期末結存', '本期結餘', '本期结余', '轉下結餘', '转下结余', '結餘轉下', '기말잔액', '차월이월', '최종잔액']);
/** Opening and closing balances in Hebrew and Arabic (lam-alef ligatures may read their letters swapped: `االفتتاحي`). */
const RTL_OPENING = cjk(['יתרת פתיחה', 'יתרה קודמת', 'יתרה התחלתית', 'الرصيد الافتتاحي', 'الرصيد االفتتاحي', 'الرصيد السابق', 'رصيد أول المدة', 'رصيد بداية الفترة']);
const RTL_CLOSING = cjk(['יתרת סגירה', 'יתרה סופית', 'יתרה לסוף', 'الرصيد الختامي', 'الرصيد النهائي', 'رصيد آخر المدة', 'رصيد نهاية الفترة']);
const CJK_TOTAL = cjk(['合計', '小計', '合计', '小计', '总计', '總計', '합계', '총계', '소계']);

const kindOf = (t: string, dated: boolean): SummaryKind | null => {
  if (OPENING.test(t) || CJK_OPENING.test(t) || BALTIC_OPENING.test(t) || RTL_OPENING.test(t)) return 'opening';
  if (CLOSING.test(t) || CJK_CLOSING.test(t) || BALTIC_CLOSING.test(t) || RTL_CLOSING.test(t)) return 'closing';
  // (`計` or `计` alone, a section's subtotal line, is a total too; within a name it is not.)
  if (CJK_TOTAL.test(t) || /^[計计]$/.test(t)) return 'total';
  // A dated row of a merchant whose name starts with the word (`TOTAL TOKAI`, `Total Energies`) is a
  // transaction: a total's words after it say what was added up.
  // (Labels run together name what was added up too: `Total Debit/Total Credit/New Balance`.)
  if (dated && /^total /.test(t) && t.slice(6).split(/[ /]/).some((w) => /\p{L}{2,}/u.test(w) && !TOTAL_TAIL.has(w))) return null;
  if (TOTAL.test(t) || TOTAL_AFTER.test(t) || TOTAL_FIRST.test(t) || COUNT_AND_TOTAL.test(t)) return 'total';
  // A summary box's money in or out named by one word, undated (`Entradas 40.201,86`, `Saídas`).
  if (!dated && FLOW_ALONE.test(t)) return 'total';
  if (BALANCE_ONLY.test(t.replace(/[.,;]+$/, ''))) return 'balance';
  if (NOTE.test(t)) return 'note';
  return null;
};
