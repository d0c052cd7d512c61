/**
 * What the words of a table header say about their column, in the main languages of statements.
 *
 * A header cell is read word by word rather than matched as a whole phrase, so that cells nobody
 * listed still read: `Withdrawal Amt.` has a money-out word and an amount word, `Debit / Soll` two
 * money-out words, `Balance (£)` a balance word and a currency, `Txn Dt` an abbreviated date.
 * The cell's role follows from the kinds of word it holds (`cellRole`), so a bilingual or combined
 * cell, an abbreviation or an unknown extra word does not stop the header from being recognised.
 */

/** What a column of a transaction table holds. */
export type ColumnRole = 'date' | 'valueDate' | 'description' | 'debit' | 'credit' | 'amount' | 'balance' | 'other';

/** The kind of one header word. */
type WordKind = 'date' | 'posted' | 'limit' | 'accrued' | 'foreign' | 'value' | 'description' | 'debit' | 'credit' | 'amount' | 'balance' | 'rate' | 'other' | 'filler';

const KINDS = new Map<string, WordKind>();
const add = (kind: WordKind, words: string): void => {
  for (const w of words.split(' ')) if (w) KINDS.set(fold(w), kind);
};

/** Printable ASCII only: nothing to decompose. */
const ASCII = /^[\x20-\x7e]*$/;

/** Lower case without accents: `Débit`, `debit` and `DEBIT` are one word. */
export function fold(s: string): string {
  // Printable ASCII needs no decomposition (most words of most statements): lower case is all it takes.
  if (ASCII.test(s)) return s.toLowerCase();
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øœæßłđı]/g, (c) => FOLDED[c] ?? c);
}
/** Letters NFD leaves whole: `Køb`, `Beløb`, `Bokført`, `Größe`, `Wypłaty`, `Açıklama` read as `kob`, `belob`, `bokfort`, `grosse`, `wyplaty`, `aciklama`. */
const FOLDED: Record<string, string> = { ø: 'o', œ: 'oe', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', ı: 'i' };

add('date', 'date dates dt datum data fecha day buchungstag buchungsdatum boekdatum transactiedatum dato bokforingsdato bokford bokfort bokforingsdag transaktionsdatum tag jour dia giorno operationsdatum txndate trandate transdate fecha/date bogforingsdato bogfort bokfoert tarikh tanggal tgl');
// A card's summary box (`Credit limit`, `Minimum due`, `Payment due date`), or a loan's terms
// (`Sanctioned Amount`, `EMI`, `Tenure`, `ROI (%)`), not a column of transactions.
add('limit', 'limit limite limits minimum due sanctioned emi tenure roi');
// `Posted`, `Booking`: a date alone or beside one (`Posted Date`), not beside an amount (`Amount Posted`).
add('posted', 'posted posting post booking booked buchung');
add('value', 'value valuta wert wertstellung valeur rentedatum valutadatum rentedato valutadag waluty effective valor');
add('description', 'description descriptions meddelande meddelelse melding desc details detail narration narrative particulars particular verwendungszweck vorgang buchungsinformation buchungstext libelle libelles concepto descrizione memo payee merchant remarks transaction transactions trans txn tran omschrijving mededelingen naam descripcion movimiento movimientos movimento movimentos movimentacao beschreibung text tekst descricao descritivo historico opis tytul szczegoly erlauterung beskrivning specifikation causale operation operations operacion operacao operazione operazioni operacji nature activity wording info information lancamento lancamentos transaksjon transaktion transaktioner posteringstekst forklaring betegnelse tekstur detalle detalles dettaglio dettagli omschrijving/description butir butiran keterangan urusniaga transaksi huraian uraian');
add('debit', 'debit debits debited abgang abgange afschrijving afschrijvingen debito debitos withdrawal withdrawals withdrawn wdl soll lastschrift lastschriften ausgang ausgange belastung belastungen cargo cargos addebiti addebito dare uscite debet af retiradas retirada retiro retiros ausgaben obciazenia obciazenie wyplaty wyplata winien wn uttag udbetaling udbetalinger haevet haevning ud paid-out payments charges out dr debe saida saidas ut debitering debiteringar prelevement retraits retrait sorties sortie decaissements depenses keluar pengeluaran debet');
add('credit', 'credit credits credited wplata kredyt kredyty zugang zugange bijschrijving bijschrijvingen credito creditos kredit kreditt deposit deposits dep haben gutschrift gutschriften eingang eingange abono abonos accrediti accredito avere entrate bij ingresos einnahmen uznania uznanie wplywy wplyw wplaty insattning insattningar indbetaling indbetalinger indsat ind receipts paid-in cr haber entrada entradas lodgements lodgement inn innskudd kreditering krediteringar versement versements depot depots depositos deposito entrees entree encaissements recettes masuk kredit');
// `In` alone or with `paid`/`money` is money in; in `Amount in EUR` it is a filler (see cellRole).
add('amount', 'amount amounts amt cantidad somme wartosc betrag montant importe importo umsatz bedrag kwota belopp belop beloeb sum valeur-montant monto quantia montante mutasi jumlah belob');
add('balance', 'balance balances bal saldo saldos kontostand solde soldes stand baki');
add('other', 'id guichet location lieu localidad ref referencje reference references referens referanse referentie no no. nr number num code type category units unit price cheque check chq instances branch serial doc docto document documento referencia referenz riferimento n° n.o nº card channel kind agence agencia filial sucursal origem origen tegenrekening counterparty bilagsnr bilag');
add('rate', 'rate rates % p.a. p.a apr taux zinssatz zins tasa taxa tasso percentage');
// Charges or interest accrued, to be booked later as rows of their own: a note beside the row, not money moving.
add('accrued', 'accrued accrual accruals aufgelaufen aufgelaufene acumulado acumulados acumulada courus');
// A foreign currency's amount or its code beside the account's own (`Fremdwährung`, `Original amount`,
// `Montant en devise`): a note of what was charged abroad, not the account's money.
add('foreign', 'foreign fremdwahrung original orig devise devises divisa divisas');
add('other', 'currency wahrung moneda moeda');
add('rate', 'kurs wechselkurs fx');
add('filler', 'of and the in en et e y und und/oder de des du la le del della di da do dos das van der den paid money your our total duit wang');
// Central and Eastern Europe, the Baltics, Finland, Turkey and Greece, and the Cyrillic alphabets
// (written with their accents: `add` folds them as it folds what it reads).
add('date', 'ημερομηνία ημερομηνίες ημ/νία дата даты dátum dátuma tarih tarihi päivämäärä pvm päivä kuupäev datums');
add('posted', 'könyvelés könyvelési zaúčtování kirjauspäivä проведения');
add('value', 'értéknap valör arvopäivä αξίας валютирования вальор');
add('description', 'αιτιολογία περιγραφή συναλλαγή συναλλαγές описание назначение содержание операция операции наименование детали опис призначення деталі основание megnevezés közlemény leírás tranzakció művelet popis zpráva transakce transakcia açıklama açıklaması selite selitys tapahtuma viesti selgitus kirjeldus apraksts aprašymas paskirtis operacija descriere detalii explicatii explicații svrha namen');
add('debit', 'χρέωση χρεώσεις ανάληψη ανάληψεις дебет расход списание списано видаток списання дебит terhelés tartozik odepsáno výdaj výdej odpísané borç borc veloitus otto deebet väljaminek debets debetas išlaidos isplata duguje teret breme obremenitev plati plata retrageri iesiri');
add('credit', 'πίστωση πιστώσεις κατάθεση καταθέσεις кредит приход зачисление поступление надходження зарахування jóváírás követel připsáno příjem pripísané alacak giren pano talletus kreedit sissetulek kredīts kreditas pajamos uplata potražuje dobro incasari incasare depuneri intrari');
add('amount', 'ποσό сумма сума összeg částka čiastka suma sumă tutar tutarı määrä summa iznos znesek');
add('balance', 'υπόλοιπο остаток баланс сальдо залишок салдо наличност egyenleg zůstatek zostatok bakiye bakiyesi jääk atlikums likutis sold stanje');

// Hebrew and Arabic (right-to-left pages are mirrored to read as written: tables/rightToLeft).
add('date', 'תאריך התאריך التاريخ تاريخ');
add('value', 'ערך الاستحقاق');
add('description', 'תיאור פרטים הפעולה פעולה البيان الوصف التفاصيل تفاصيل العملية');
add('debit', 'חובה חיוב مدين سحب السحب خصم');
add('credit', 'זכות זיכוי دائن إيداع ايداع الإيداع');
add('amount', 'סכום المبلغ مبلغ');
add('balance', 'יתרה היתרה الرصيد رصيد');

/** Currency marks and codes printed in a header cell (`Balance (£)`, `Amount in EUR`). */
const CURRENCY_WORD = /^[([]?(?:[$£€¥₹]|r\$|rm|rp|usd|eur|gbp|chf|sgd|nzd|aud|cad|inr|hkd|jpy|zar|sek|nok|dkk|pln|czk|myr|aed|brl|xof|xaf|mxn|ngn|kes|ghs)[)\]]?$/;

/** Abbreviations read as the word they stand for. */
const ABBREVIATIONS = new Map<string, WordKind>([
  ['amt', 'amount'], ['amnt', 'amount'], ['bal', 'balance'], ['desc', 'description'], ['descr', 'description'],
  ['dt', 'date'], ['wd', 'debit'], ['w/d', 'debit'], ['dep', 'credit'], ['deps', 'credit'], ['chq', 'other'],
  ['ref', 'other'], ['no', 'other'], ['n', 'other'], ['val', 'value'], ['narr', 'description'], ['partic', 'description'],
  // `F. Oper.`, `F. Valor`: fecha (the date) of the operation, of value.
  ['f', 'date'], ['oper', 'filler'], ['buch', 'posted'],
  // `Init. Br`: the initiating branch, a code.
  ['br', 'other'], ['brn', 'other'], ['init', 'other'],
]);

/** The kind of one printed header word, or null when it is not header vocabulary. */
export const wordKind = (word: string): WordKind | null => {
  // (A bilingual header's first half keeps the slash before its second: `DEPOSITS/` over `DÉPÔTS`.)
  const w = fold(word).replace(/^[("'[/|]+|[)"'\]:.,;*/|]+$/g, '');
  if (!w) return null;
  if (CURRENCY_WORD.test(w)) return 'filler';
  // A heading in two languages run together by a slash (`Transactiebedrag/Amount`): the side the
  // vocabulary knows as a word says it, before either is read as a compound.
  const sides = /^(\p{L}{2,})\/(\p{L}{2,})$/u.exec(w);
  if (sides && !KINDS.has(w)) {
    const exact = [sides[1]!, sides[2]!].map((p) => KINDS.get(p) ?? ABBREVIATIONS.get(p) ?? null);
    if (exact[0] && exact[1]) return combine([exact[0], exact[1]]);
    if (exact[0] ?? exact[1]) return (exact[0] ?? exact[1])!;
  }
  const known = KINDS.get(w) ?? ABBREVIATIONS.get(w) ?? compoundKind(w);
  if (known) return known;
  // `Withdrawal(s)`, `Amount($)`, `Debit/Credit`: the parts of a word joined by marks.
  const parts = w.split(/[/|()\\+&-]+/).map((p) => p.replace(/\.+$/, '')).filter(Boolean);
  if (parts.length > 1) {
    const kinds = parts.map((p) => KINDS.get(p) ?? ABBREVIATIONS.get(p) ?? (CURRENCY_WORD.test(p) ? 'filler' : null));
    if (kinds.every((k) => k !== null)) return combine(kinds);
    // `Bu-Tag`, `Buch.-Tag`, `Wert-Datum`: a short abbreviation before a known head word.
    const head = kinds[kinds.length - 1];
    if (head && head !== 'filler' && parts.slice(0, -1).every((p) => p.length <= 4)) return head;
  }
  return null;
};

/**
 * Compounds nobody listed read by their head (`Boekingsdatum`, `Transaktionsdatum`, `Tagessaldo`,
 * `Umsatzbetrag`) or their stem (`Transactie`, `Transaktionstext`).
 */
const compoundKind = (w: string): WordKind | null => {
  const han = hanKind(w);
  if (han) return han;
  if (w.length < 5) return null;
  if (/^(valuta|wert|rente|valeur|valor)\w*(datum|dato|date|data|tag|dag)$/.test(w)) return 'value';
  // (`Bogf.dato`: an abbreviated head joined by its point.)
  if (/[\w.](datum|dato|date|fecha|tag|dag)$/.test(w)) return 'date';
  if (/\w(saldo|balance|solde|stand)$/.test(w)) return 'balance';
  if (/\w(betrag|bedrag|belopp|belop|belob|importe|importo|montant)$/.test(w)) return 'amount';
  // `Belegnr`, `Kontonummer`, `Referenznr`: a number of something.
  if (/\w(nr|nummer|numero)$/.test(w)) return 'other';
  if (/^(transacti|transakti|transaksj|transazion|transacci|transac|omschrijving|beschreib|beskriv|descri|buchungst)/.test(w)) return 'description';
  return null;
};

/**
 * Chinese, Japanese and Korean headers write a column's words as one compound (`お支払金額`, `交易日期`,
 * `差引残高`, `입금액`): read by the head morpheme each holds, the balance's and the directions' before
 * a bare amount or date.
 */
const hanKind = (folded: string): WordKind | null => {
  // (Folding decomposed Hangul syllables into their letters: composed again to read them.)
  const w = folded.normalize('NFC');
  if (!/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(w)) return null;
  if (/残高|余额|餘額|结余|結餘|잔액|잔고/u.test(w)) return 'balance';
  if (/起息|기산/u.test(w)) return 'value';
  if (/入金|預り|预存|存入|收入|收款|貸方|贷方|입금/u.test(w)) return 'credit';
  if (/出金|支払|支出|支取|付款|借方|출금|지급/u.test(w)) return 'debit';
  if (/金額|金额|발생액|거래액|금액/u.test(w)) return 'amount';
  if (/日期|日付|取引日|交易日|记账日|記帳日|年月日|일자|거래일|날짜/u.test(w)) return 'date';
  if (/摘要|内容|內容|说明|說明|备注|備註|附言|用途|明細|明细|적요|내용|비고/u.test(w)) return 'description';
  return null;
};

/**
 * A run of letters printed letter-spaced with no wider gap between its words (`DATEMERCHANTNAME`)
 * split into header words by the vocabulary; null when it does not split cleanly. Returns the
 * words' letter counts, in order.
 */
export const splitRun = (run: string): number[] | null => {
  const w = fold(run);
  const n = w.length;
  if (n < 6 || n > 80) return null;
  // best[i]: fewest words covering w[0..i), with the cut before it.
  const best = new Array<number>(n + 1).fill(Infinity);
  const cut = new Array<number>(n + 1).fill(-1);
  best[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - 18); j < i; j++) {
      if (best[j] === Infinity) continue;
      const piece = w.slice(j, i);
      if (piece.length < 2 && !/^[aeoy]$/.test(piece)) continue;
      if (!KINDS.has(piece) && !ABBREVIATIONS.has(piece) && !SPLIT_FILLERS.has(piece)) continue;
      if (best[j]! + 1 < best[i]!) {
        best[i] = best[j]! + 1;
        cut[i] = j;
      }
    }
  }
  if (best[n] === Infinity || best[n]! < 2) return null;
  const lengths: number[] = [];
  for (let i = n; i > 0; i = cut[i]!) lengths.unshift(i - cut[i]!);
  return lengths;
};
/** Words a letter-spaced header may join that are not column vocabulary (`NAME OR`). */
const SPLIT_FILLERS = new Set(['name', 'or', 'ou', 'o', 'oder', 'of', 'and', 'e', 'y', 'et', 'und', 'en', 'og', 'och', 'i', 'z', 'do', 'de', 'da', 'du', 'der', 'die', 'la', 'le', 'el', 'il', 'del', 'des', 'los', 'les']);

/** One kind for the parts of a combined word: `debit/credit` is a signed amount, `date/datum` a date. */
const combine = (kinds: WordKind[]): WordKind => {
  const real = kinds.filter((k) => k !== 'filler');
  if (real.includes('debit') && real.includes('credit')) return 'amount';
  // `Cheque/Debit`, `Ref/Amount`: money named beside a code names the column's money.
  const money = real.find((k) => (MONEY_ROLES as ReadonlySet<string>).has(k));
  if (money && real.every((k) => k === money || k === 'other')) return money;
  return real[0] ?? 'filler';
};

/**
 * The role of a header cell from the kinds of its words. A money-direction word outranks an amount
 * word (`Withdrawal Amt.`), a balance word outranks both (`Closing Balance`), a value word beside a
 * date word makes a value date (`Value Dt`), a date word outranks a description word
 * (`Transaction Date`). A cell naming both directions is one signed column (`Debit/Credit`, `Dr/Cr`).
 * Null when the cell holds no vocabulary at all.
 */
export const cellRole = (printed: readonly string[]): { role: ColumnRole; known: number; unknown: number } | null => {
  const words = joinPhrases(printed);
  const sides = bilingualSides(words);
  if (sides) {
    // `Ind | Paid in`, `Débit / Debit`: each side names the column in its language; one side the
    // vocabulary does not know leaves the other to say it.
    const read = sides.map((side) => cellRole(side)).filter((r): r is NonNullable<typeof r> => r !== null && r.known > 0);
    if (read.length > 0 && read.every((r) => r.role === read[0]!.role)) {
      return { role: read[0]!.role, known: read.reduce((n, r) => n + r.known, 0), unknown: 0 };
    }
    // Two headings in one cell, the transaction and its text (`Umsatz / Verwendungszweck`): the text's
    // column; a money column never names the text too.
    const roles = new Set(read.map((r) => r.role));
    // (Not where that side only says `transaction` and the other names its amount: `Urusniaga / Transaction Amount`.)
    const onlyTransaction = sides.some((side) => side.every((w) => TRANSACTION_WORDS.has(fold(w).replace(/[^a-z]/g, ''))));
    if (read.length === 2 && roles.has('description') && roles.has('amount') && !onlyTransaction) return { role: 'description', known: read[0]!.known + read[1]!.known, unknown: 0 };
  }
  // `Payments in`, `Payments - in`: what comes in, though `Payments` alone goes out.
  if (words.length >= 2 && fold(words[words.length - 1]!) === 'in' && inAlone(words) && words.some((w) => /^payments?$/.test(fold(w)))) return { role: 'credit', known: 2, unknown: 0 };
  const kinds = new Set<WordKind>();
  let known = 0;
  let unknown = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // `Amount in EUR` (`Betrag in EUR/Somme`) names a currency, `Amount in` money coming in.
    // `In SEK` (the first word) is money in; `Amount in EUR` names the currency of the amount.
    const currencyAfter = CURRENCY_WORD.test(fold(words[i + 1] ?? '').split('/')[0]!.replace(/[.]+$/, '')) && i > 0;
    // (Polish `Ma`, beside `Winien`, is the credit column only as a heading of its own: `Mã GD` is a code.)
    const k = fold(w) === 'in' ? (inAlone(words) && !currencyAfter ? 'credit' : 'filler') : fold(w) === 'ma' ? (words.length === 1 ? 'credit' : null) : wordKind(w);
    if (k === null) {
      // Punctuation and single letters (`/`, `|`, `£`) neither help nor hurt.
      if (/[\p{L}\d]{2,}/u.test(w)) unknown++;
      continue;
    }
    known++;
    kinds.add(k);
  }
  if (known === 0) return null;
  const has = (k: WordKind): boolean => kinds.has(k);
  let role: ColumnRole;
  // `Debit Interest Rate (p.a.)`, `Taux`: a rate, not money; `Total Credit Limit`, `Payment Due Date`: terms;
  // `Accrued Bank Charges`: booked later.
  if (has('rate') || has('accrued') || has('foreign') || (has('limit') && !has('balance'))) role = 'other';
  else if (has('balance')) role = 'balance';
  // A date named with one direction is the date money moved (`Tarikh Masuk / Trans. Date`, the day it
  // came in), not a money column: a short cell, so two headings run together are not read as one.
  else if (has('date') && !has('amount') && has('debit') !== has('credit') && words.filter((w) => /\p{L}/u.test(w)).length <= 4) role = has('value') ? 'valueDate' : 'date';
  else if (has('debit') && has('credit')) role = 'amount';
  else if (has('debit')) role = 'debit';
  else if (has('credit')) role = 'credit';
  // `Valor` alone is the amount in Portuguese and Spanish; `Data valor`, `Fecha valor` a value date
  // (and the Norwegian and Danish `Valør` alone too).
  else if (has('value') && !has('date') && words.some((w) => /^valor\W*$/i.test(w))) role = 'amount';
  else if (has('value') && has('date')) role = 'valueDate';
  else if (has('date')) role = 'date';
  else if (has('amount')) role = 'amount';
  else if (has('posted')) role = 'date';
  else if (has('value')) role = 'valueDate';
  // `Transaction ID`, `Txn Ref`, `Operation No.`: a transaction's number, not its description.
  else if (has('description') && has('other') && words.every((w) => wordKind(w) !== 'description' || TRANSACTION_WORDS.has(fold(w).replace(/[^a-z]/g, '')))) role = 'other';
  else if (has('description')) role = 'description';
  else if (has('other')) role = 'other';
  else return { role: 'other', known: 0, unknown };
  return { role, known, unknown };
};

/**
 * Words of a language that writes one word as several syllables (Vietnamese `Số dư`, `Mô tả`, `Số
 * tiền`), read as the word they make together: alone, `du` and `ta` mean something else elsewhere.
 */
const PHRASES = new Map<string, string>([
  ['so du', 'balance'],
  ['so tien', 'amount'],
  ['mo ta', 'description'],
  ['dien giai', 'description'],
  ['noi dung', 'description'],
  ['ngay', 'date'],
  ['ghi no', 'debit'],
  ['ghi co', 'credit'],
  ['phat sinh no', 'debit'],
  ['phat sinh co', 'credit'],
]);
const PHRASE_STARTS = new Set([...PHRASES.keys()].map((p) => p.split(' ')[0]!));
const joinPhrases = (words: readonly string[]): readonly string[] => {
  // (Most cells hold none: headers are read on every line of every page, so this stays cheap.)
  if (!words.some((w) => PHRASE_STARTS.has(fold(w)))) return words;
  const folded = words.map(fold);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const three = folded.slice(i, i + 3).join(' ');
    const two = folded.slice(i, i + 2).join(' ');
    const one = folded[i]!;
    if (PHRASES.has(three)) [out[out.length], i] = [PHRASES.get(three)!, i + 2];
    else if (PHRASES.has(two)) [out[out.length], i] = [PHRASES.get(two)!, i + 1];
    else out.push(PHRASES.get(one) ?? words[i]!);
  }
  return out;
};

/** The sides of a cell printed in two languages around a lone `|` or `/`; null when there is no such mark. */
const bilingualSides = (words: readonly string[]): string[][] | null => {
  const at = words.findIndex((w) => w === '|' || w === '/');
  if (at <= 0 || at >= words.length - 1) return null;
  return [words.slice(0, at), words.slice(at + 1)];
};

/**
 * `In`, `Paid in`, `£ Money in`, `Payments in`, `Amount in`, `Belopp in`: nothing else in the cell says what comes in.
 * Words of another script the vocabulary does not know are the cell in a second language
 * (`შემოსული თანხა` over `Paid In`), not another meaning.
 */
const inAlone = (words: readonly string[]): boolean =>
  words.every((w) => {
    const f = fold(w);
    const otherScript = wordKind(w) === null && !/[\p{Script=Latin}\d]/u.test(w);
    return f === 'in' || /^(paid|money|payments?)$/.test(f) || wordKind(w) === 'amount' || wordKind(w) === 'filler' || !/[\p{L}\d]/u.test(w) || otherScript;
  });

/** Description words that name the transaction itself, so beside `ID` or `No.` they name its number. */
const TRANSACTION_WORDS = new Set(['transaction', 'transactions', 'trans', 'txn', 'tran', 'transaktion', 'transaksjon', 'operation', 'operacion', 'operacao', 'operazione', 'operacji', 'urusniaga', 'transaksi']);

/** Roles that name a money column. */
export const MONEY_ROLES: ReadonlySet<ColumnRole> = new Set(['debit', 'credit', 'amount', 'balance']);
/** Roles that name a date column. */
export const DATE_ROLES: ReadonlySet<ColumnRole> = new Set(['date', 'valueDate']);
