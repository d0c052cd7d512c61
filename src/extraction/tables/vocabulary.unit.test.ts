import { describe, expect, it } from 'vitest';
import { isPendingTitle, sectionOf, summaryKindOf, wordsSayDeposit } from './vocabulary.js';

describe('summaryKindOf: totals', () => {
  it('reads an interim balance (`Solde intermédiaire`, `Saldo intermedio`) as a balance, no row', () => {
    expect(summaryKindOf('Solde intermédiaire')).toBe('balance');
    expect(summaryKindOf('Saldo intermedio')).toBe('balance');
  });

  it('reads a day\'s balance in Romanian, Croatian, Czech, Hungarian and Indonesian (`Sold zilnic`, `Dnevna stanja`, `Denní zůstatek`, `Napi egyenleg`, `Saldo harian`), and `Daily ending balance`, as a balance, no row', () => {
    for (const label of ['Sold zilnic', 'Solduri zilnice', 'Dnevna stanja', 'Dnevno stanje', 'Denní zůstatek', 'Napi egyenleg', 'Saldo harian', 'Daily ending balance', 'Ending daily balance', 'Saldi giornalieri', 'Saldos diarios', 'Soldes journaliers']) expect(summaryKindOf(label)).toBe('balance');
  });

  it('reads a title of daily balances in Indonesian, Malay, Romanian, Croatian and Turkish (`Saldo per Hari`, `Baki Harian`, `Solduri zilnice`, `Dnevna stanja`, `Günlük bakiye`) as a section of balances', () => {
    for (const title of ['Saldo per Hari', 'Baki Harian', 'Solduri zilnice', 'Dnevna stanja', 'Günlük bakiye']) expect(sectionOf(title)).toBe('balance');
  });

  it('reads balances brought and carried forward in Hong Kong\'s and the mainland\'s wording (`承上結餘`, `转下结余`)', () => {
    expect(summaryKindOf('承上結餘 HKD')).toBe('opening');
    expect(summaryKindOf('上期结余')).toBe('opening');
    expect(summaryKindOf('转下结余')).toBe('closing');
    expect(summaryKindOf('計')).toBe('total');
    expect(summaryKindOf('Sveukupno')).toBe('total');
    expect(summaryKindOf('รวม')).toBe('total');
    expect(summaryKindOf('YOUR PREVIOUS STATEMENT BALANCE')).toBe('opening');
    expect(summaryKindOf('Saldo riportato')).toBe('opening');
    expect(summaryKindOf('Предходно салдо')).toBe('opening');
    expect(summaryKindOf('Ново салдо')).toBe('closing');
    for (const label of ['Likutis pradžioje', 'Iepriekšējais atlikums', 'Algjääk', 'Počiatočný stav', 'ยอดคงเหลือต้นงวด', '上期账单金额']) expect(summaryKindOf(label)).toBe('opening');
    for (const label of ['Likutis pabaigoje', 'Jaunais atlikums', 'Lõppjääk', 'Konečný stav', 'ยอดคงเหลือปลายงวด', '本期账单金额']) expect(summaryKindOf(label)).toBe('closing');
    expect(summaryKindOf('Your new balance')).toBe('closing');
  });

  it('reads a description whose parts are set apart by slashes, with references, as no label though one part says `Balance of`', () => {
    expect(summaryKindOf('980 RPP CHIN JENG / Balance of / 2900 n cable 00001177 -', true)).toBe(null);
    expect(summaryKindOf('Saldo anterior / Previous balance 2025')).toBe('opening');
  });

  it('reads turnover and page totals in Romanian, Bulgarian and Vietnamese (`Rulaj total`, `Обороти`, `Cộng trang`) as totals, no rows', () => {
    expect(summaryKindOf('Rulaj total 48.890,33', true)).toBe('total');
    expect(summaryKindOf('Обороти', true)).toBe('total');
    expect(summaryKindOf('Cộng trang')).toBe('total');
    expect(summaryKindOf('Tổng phát sinh')).toBe('total');
  });

  it('reads Taiwan\'s balances brought and carried forward (`上期餘額`, `本期餘額`)', () => {
    expect(summaryKindOf('上期餘額')).toBe('opening');
    expect(summaryKindOf('本期餘額')).toBe('closing');
  });

  it('reads a Japanese passbook\'s balances brought and carried forward (`前回繰越`, `前頁より繰越`, `次頁へ繰越`)', () => {
    expect(summaryKindOf('前回繰越')).toBe('opening');
    expect(summaryKindOf('前頁より繰越')).toBe('opening');
    expect(summaryKindOf('次頁へ繰越')).toBe('closing');
  });

  it('reads a day\'s closing balance in Turkish and other languages (`Gün sonu bakiyesi`, `Solde en fin de journée`) as a balance, no row', () => {
    expect(summaryKindOf('Gün sonu bakiyesi')).toBe('balance');
    expect(summaryKindOf('Solde en fin de journée')).toBe('balance');
  });

  it('reads totals written after what they add up (`Hyvitykset yhteensä (4)`, `Jóváírások összesen`, `Borç toplamı`) and Turkish first and last balances', () => {
    expect(summaryKindOf('Hyvitykset yhteensä (4)')).toBe('total');
    expect(summaryKindOf('Jóváírások összesen')).toBe('total');
    expect(summaryKindOf('Borç toplamı')).toBe('total');
    expect(summaryKindOf('Son Bakiye')).toBe('closing');
    expect(summaryKindOf('Başlangıç Bakiyesi')).toBe('opening');
    expect(summaryKindOf('Verkkokauppa Helsinki', true)).toBeNull();
  });

  it('reads balances carried between months and totals in Japanese, Chinese and Korean (`前月繰越`, `次月繰越`, `合計`, `期末余额`, `합계`)', () => {
    expect(summaryKindOf('前月繰越')).toBe('opening');
    expect(summaryKindOf('次月繰越', true)).toBe('closing');
    expect(summaryKindOf('合計', true)).toBe('total');
    expect(summaryKindOf('期末余额')).toBe('closing');
    expect(summaryKindOf('합계')).toBe('total');
  });

  it('reads a balance of the account (`SALDO EM C.CORRENTE(+):`, `Saldo em conta corrente`) as a balance, no row', () => {
    expect(summaryKindOf('SALDO EM C.CORRENTE(+):')).toBe('balance');
    expect(summaryKindOf('Saldo em conta corrente')).toBe('balance');
    expect(summaryKindOf('Saldo en cuenta')).toBe('balance');
  });

  it('reads money in or out named alone in a summary box (`Entradas`, `Saídas`, `Abonos (4)`) as a total, but not a dated row so named', () => {
    expect(summaryKindOf('Entradas')).toBe('total');
    expect(summaryKindOf('Saídas')).toBe('total');
    expect(summaryKindOf('Abonos (4)')).toBe('total');
    expect(summaryKindOf('Entradas', true)).toBeNull();
    expect(summaryKindOf('Entradas de cinema')).toBeNull();
  });

  it('reads a balance at the cut-off (`Balance al Corte`) as the closing and the previous cut-off\'s as the opening', () => {
    expect(summaryKindOf('Balance al Corte')).toBe('closing');
    expect(summaryKindOf('Saldo al corte')).toBe('closing');
    expect(summaryKindOf('BALANCE CORTE ANTERIOR')).toBe('opening');
  });

  it('reads `Statement balance` as the closing, but not a box titled `Statement Balances`', () => {
    expect(summaryKindOf('Statement Balance')).toBe('closing');
    expect(summaryKindOf('Statement Balances')).toBeNull();
  });

  it('reads opening and closing balances in Czech, Slovak, Hungarian, Romanian, Croatian, Turkish, Finnish, Greek, the Baltic languages and Bulgarian, and totals that put their word first', () => {
    for (const t of ['Počáteční zůstatek', 'Počiatočný zostatok', 'Nyitó egyenleg', 'Sold inițial', 'Početno stanje', 'Devreden bakiye', 'Alkusaldo', 'Αρχικό υπόλοιπο']) expect(summaryKindOf(t)).toBe('opening');
    for (const t of ['Konečný zůstatek', 'Záró egyenleg', 'Sold final', 'Završno stanje', 'Kapanış bakiyesi', 'Loppusaldo', 'Τελικό υπόλοιπο', 'Υπόλοιπο λήξης']) expect(summaryKindOf(t)).toBe('closing');
    for (const t of ['Sākuma atlikums', 'Pradinis likutis', 'Algsaldo', 'Начално салдо', 'Siirto edelliseltä sivulta']) expect(summaryKindOf(t)).toBe('opening');
    for (const t of ['Beigu atlikums', 'Galutinis likutis', 'Lõppsaldo', 'Крайно салдо', 'Siirto seuraavalle sivulle']) expect(summaryKindOf(t)).toBe('closing');
    for (const t of ['Итого по странице', 'Разом по сторінці', 'Общо', 'Σύνολο', 'Lapas kopsumma', 'Iš viso']) expect(summaryKindOf(t)).toBe('total');
  });

  it('reads a label printed in two languages by either half, and Vietnamese labels', () => {
    expect(summaryKindOf('Số dư đầu kỳ /')).toBe('opening');
    expect(summaryKindOf('Số dư cuối kỳ / Closing balance')).toBe('closing');
    expect(summaryKindOf('Cộng phát sinh / Total')).toBe('total');
    expect(summaryKindOf('TRANSFER / REF 1234', true)).toBeNull();
  });

  it('reads opening and closing balances in Indonesian and Malay', () => {
    expect(summaryKindOf('SALDO AWAL', true)).toBe('opening');
    expect(summaryKindOf('SALDO AKHIR')).toBe('closing');
    expect(summaryKindOf('Baki Bawa Ke Hadapan')).toBe('closing');
  });

  it('reads opening and closing balances in Russian and Ukrainian', () => {
    expect(summaryKindOf('Входящий остаток')).toBe('opening');
    expect(summaryKindOf('Исходящий остаток')).toBe('closing');
    expect(summaryKindOf('Вихідний залишок')).toBe('closing');
  });

  it('reads a dated line of a merchant named Total as a transaction, and dated totals as totals', () => {
    expect(summaryKindOf('Total Tokai C', true)).toBeNull();
    expect(summaryKindOf('TOTAL ENERGIES SERVICE', true)).toBeNull();
    expect(summaryKindOf('Total debits this period', true)).toBe('total');
    expect(summaryKindOf('Total', true)).toBe('total');
    expect(summaryKindOf('Total Tokai C')).toBe('total');
  });

  it('reads a day\'s balance stated on a line of its own as a balance, and a balance transfer as a row', () => {
    for (const label of ['Saldo do dia', 'SALDO DO DIA', 'Daily balance', 'Balance for the day', 'Tagessaldo']) expect(summaryKindOf(label, true)).toBe('balance');
    expect(summaryKindOf('BALANCE TRANSFER FROM VISA', true)).toBeNull();
  });

  it('reads labels of totals run together with slashes as a total (`Total Debit/Total Credit/New Balance`)', () => {
    expect(summaryKindOf('Total Debit/Total Credit/New Balance', true)).toBe('total');
  });
});

describe('summaryKindOf: OCR', () => {
  it('reads a total whose label OCR read after a rule\'s stub (`_ Totale pagina`)', () => {
    expect(summaryKindOf('_ Totale pagina')).toBe('total');
    expect(summaryKindOf('| Closing balance')).toBe('closing');
  });
});

describe('summaryKindOf: closing words', () => {
  it('knows `End balance` as a closing, as `Ending balance` is', () => {
    expect(summaryKindOf('End balance')).toBe('closing');
    expect(summaryKindOf('Ending balance')).toBe('closing');
  });

  it('knows a card\'s `Total Amount Due` as its closing, and not the minimum due', () => {
    expect(summaryKindOf('Total Amount Due')).toBe('closing');
    expect(summaryKindOf('Total Dues')).toBe('closing');
    expect(summaryKindOf('Minimum Amount Due')).not.toBe('closing');
  });

  it('knows a German card\'s `Saldo letzte Abrechnung` as its opening', () => {
    expect(summaryKindOf('Saldo letzte Abrechnung')).toBe('opening');
    expect(summaryKindOf('Saldo des letzten Auszugs')).toBe('opening');
  });
});

describe('isPendingTitle', () => {
  it('knows titles over transactions not booked yet, in several languages', () => {
    expect(isPendingTitle('Transactions not yet processed on your account up to 01/09/2023')).toBe(true);
    expect(isPendingTitle('Pending transactions')).toBe(true);
    expect(isPendingTitle('Vorgemerkte Umsätze')).toBe(true);
    expect(isPendingTitle('Transacciones pendientes')).toBe(true);
    expect(isPendingTitle('Pending Card Transactions')).toBe(true);
  });

  it('reads section titles in Japanese, Chinese, Korean and Thai, and a title naming both directions as none', () => {
    for (const title of ['お預り（入金）', '存入', '입금 내역', 'รายการฝาก']) expect(sectionOf(title)).toBe('deposit');
    for (const title of ['振替・振込（出金）', 'カード・ＡＴＭ', '手数料', '转出', '출금 내역', 'รายการถอน']) expect(sectionOf(title)).toBe('withdrawal');
    for (const title of ['入出金明細', '입출금 내역', '收支明细']) expect(sectionOf(title)).toBeNull();
  });

  it('does not take a section of the statement for one', () => {
    expect(isPendingTitle('Deposits and additions')).toBe(false);
    expect(isPendingTitle('Card transactions')).toBe(false);
    expect(sectionOf('Card transactions')).toBe('withdrawal');
  });
});

describe('summaryKindOf', () => {
  it('reads Japanese month-end balances (`前月末残高`, `当月末残高`) and a card\'s balances owed (`上期結欠`) as opening and closing', () => {
    expect(summaryKindOf('前月末残高')).toBe('opening');
    expect(summaryKindOf('当月末残高')).toBe('closing');
    // A Hong Kong card's balance owed before and after (`上期結欠`, `本期結欠`).
    expect(summaryKindOf('上期結欠')).toBe('opening');
    expect(summaryKindOf('本期結欠')).toBe('closing');
  });

  it('reads Hebrew and Arabic opening and closing balances (`יתרת פתיחה`, `الرصيد الختامي`)', () => {
    for (const t of ['יתרת פתיחה', 'יתרה קודמת', 'الرصيد الافتتاحي', 'الرصيد االفتتاحي']) expect(summaryKindOf(t)).toBe('opening');
    for (const t of ['יתרת סגירה', 'الرصيد الختامي']) expect(summaryKindOf(t)).toBe('closing');
  });


  it('reads a summary box line of a count and a total as a total, whatever title precedes it', () => {
    expect(summaryKindOf('TRANSACTION No. of Withdrawals 12 Total Withdrawals Hold Amount')).toBe('total');
    expect(summaryKindOf('Total Deposits')).toBe('total');
  });
  it('reads a balance label with a reference before it and its day after it', () => {
    expect(summaryKindOf('Réf : 005 SOLDE CREDITEUR AU 02/06/2014')).toBe('balance');
    expect(summaryKindOf('PAYMENT 01/05/2014')).toBeNull();
    expect(summaryKindOf('Saldo a fecha')).toBe('balance');
  });
  it('reads a balance word with a word for old or new, in either order, as the opening or closing', () => {
    expect(summaryKindOf('Saldo alt')).toBe('opening');
    expect(summaryKindOf('Saldo neu')).toBe('closing');
    expect(summaryKindOf('Nuevo saldo')).toBe('closing');
    expect(summaryKindOf('Saldo novo')).toBe('closing');
    expect(summaryKindOf('Gammel saldo')).toBe('opening');
    expect(summaryKindOf('Saldo al cierre')).toBe('closing');
    expect(summaryKindOf('Saldo di apertura')).toBe('opening');
  });
  it('does not read a row that mentions a number as one', () => {
    expect(summaryKindOf('Transfer to account number 4821')).toBeNull();
  });
});

describe('wordsSayDeposit', () => {
  it('reads money coming in from its words in several languages, a loan paid out to the holder included', () => {
    expect(wordsSayDeposit('DEBLOCAGE PRET NORTHSTAR CAPITAL')).toBe(true);
    expect(wordsSayDeposit('Bankgiro inbetalning NORTHSTAR CAPITAL')).toBe(true);
    expect(wordsSayDeposit('LOAN DISBURSEMENT ACME FINANCE')).toBe(true);
    expect(wordsSayDeposit('LIBERACAO EMPRESTIMO NORTHSTAR CAPITAL')).toBe(true);
    expect(wordsSayDeposit('Utbetaling lån NORTHSTAR CAPITAL')).toBe(true);
    expect(wordsSayDeposit('Uitbetaling lening NORTHSTAR CAPITAL')).toBe(true);
    expect(wordsSayDeposit('Darlehensauszahlung NORTHSTAR CAPITAL')).toBe(true);
    expect(wordsSayDeposit('Storno Lastschrift')).toBe(true);
  });
  it('does not read a repayment or a reversed credit as money in', () => {
    expect(wordsSayDeposit('ECHEANCE PRET NORTHSTAR CAPITAL')).toBe(false);
    expect(wordsSayDeposit('Bankgiro utbetalning')).toBe(false);
    expect(wordsSayDeposit('Avdrag lån NORTHSTAR CAPITAL')).toBe(false);
    expect(wordsSayDeposit('Storno Gutschrift')).toBe(false);
    expect(wordsSayDeposit('RETURNED DEPOSIT ITEM PPD ID: 1891082')).toBe(false);
  });
});
