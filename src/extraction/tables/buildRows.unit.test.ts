import { describe, expect, it } from 'vitest';
import { detectNumberFormat } from '../parse/amounts.js';
import { lineOf as line, pageOf } from '../testing/layoutLines.js';
import { buildRows } from './buildRows.js';

describe('buildRows', () => {
  it('reads a footer that only numbers its page (`Halaman 1`) as no row, though its number ends where the balance column does', () => {
    const page = pageOf([
      line(100, [['Tanggal', 32], ['Tgl. Valuta', 93], ['Keterangan', 154], ['Debet', 410], ['Kredit', 470], ['Saldo', 540]]),
      line(112, [['SALDO AWAL', 154], ['146.404.000', 519]]),
      line(124, [['12/06/2021', 32], ['12/06/2021', 93], ['TRSF E-BANKING CR BUDI HIDAYAT', 154], ['4.510.000', 461], ['150.914.000', 519]]),
      line(136, [['13/06/2021', 32], ['13/06/2021', 93], ['TRANSAKSI DEBIT PLN PREPAID', 154], ['730.000', 409], ['150.184.000', 519]]),
      line(160, [['SALDO AKHIR', 154], ['150.184.000', 519]]),
      line(700, [['Halaman 1', 529]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'IDR'));
    expect(scan.rows.map((r) => r.description)).toEqual(['TRSF E-BANKING CR BUDI HIDAYAT', 'TRANSAKSI DEBIT PLN PREPAID']);
  });

  it('reads a row of two dates side by side, a mark and its figures (`10 Aug  10 Aug  DR  10.00  16.30`) as a row, not a pair of a daily-balance grid', () => {
    const page = pageOf([
      line(167, [['Tarikh Transaksi', 52], ['Tarikh Nilai', 115], ['Deskripsi', 159], ['Pengeluaran', 341], ['Deposit', 430], ['Baki', 530]]),
      line(198, [['01 Aug', 52], ['01 Aug', 115], ['BALANCE B/F', 159], ['16.08', 526]]),
      line(216, [['03 Aug', 52], ['03 Aug', 115], ['One Bonus Interest', 159], ['0.22', 442], ['16.30', 526]]),
      line(237, [['09 Aug', 52], ['09 Aug', 115], ['DuitNow/Instant Trf', 159], ['210.00', 433], ['226.30', 521]]),
      line(273, [['09 Aug', 52], ['09 Aug', 115], ['CR Card Pymt', 159], ['200.00', 361], ['26.30', 526]]),
      line(475, [['10 Aug', 52], ['10 Aug', 115], ['DR', 159], ['10.00', 365], ['16.30', 526]]),
      line(485, [['AIA VITALITY', 159]]),
      line(512, [['13 Aug', 52], ['13 Aug', 115], ['DuitNow/Instant Trf', 159], ['1,000.00', 426], ['1,016.30', 515]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'MYR'));
    expect(scan.rows.map((r) => r.description)).toEqual(['One Bonus Interest', 'DuitNow/Instant Trf', 'CR Card Pymt', 'DR AIA VITALITY', 'DuitNow/Instant Trf']);
  });

  it('reads a tall row whose words are set about its figures (`INFINITY PAYMENT RECEIVED, THANK` over the date and figure, `YOU` under them) as the row\'s text, not a title of payments', () => {
    const page = pageOf([
      line(644, [['Date', 54], ['Ref. Number', 110], ['Transaction Details', 233], ['Amount(in )', 549]]),
      line(667, [['24/08/2018', 41], ['P82IHOB1347PHS02B7', 98], ['PAYTM RETAIL -PG-ONLINE NOIDA IN', 198], ['600.00', 584]]),
      line(705, [['INFINITY PAYMENT RECEIVED, THANK', 198]]),
      line(709, [['08/09/2018', 41], ['001530795020', 113], ['50,257.11', 560], ['CR', 598]]),
      line(714, [['YOU', 198]]),
      line(730, [['09/09/2018', 41], ['P82II991416BQU09GY', 99], ['PAYTM.COM WALLET PG NOIDA IN', 198], ['350.00', 584]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'INR'));
    expect(scan.rows.map((r) => r.cells.map((c) => c.cell.text))).toEqual([['600.00'], ['50,257.11 CR'], ['350.00']]);
    expect(scan.rows.every((r) => r.section === null)).toBe(true);
  });

  it('reads a dated note without figures over the first row (`04/09  RETAIL INTEREST RATE = 17.00%` over `08/09  TOUCH\'N GO … 102.00`) as no part of that row', () => {
    const page = pageOf([
      line(479, [['Tarikh Pos', 34], ['Tarikh Transaksi', 94], ['Huraian Transaksi', 302], ['Amaun(RM)', 526]]),
      line(511, [['CHANG CHOON CHOW', 167]]),
      line(592, [['YOUR PREVIOUS STATEMENT BALANCE', 167], ['38,377.87', 534]]),
      line(605, [['JUMLAH PENYATA TERAKHIR', 167]]),
      line(626, [['04/09', 42], ['04/09', 113], ['RETAIL INTEREST RATE = 17.00%', 167]]),
      line(639, [['08/09', 42], ['08/09', 113], ["TOUCH'N GO AUTO RELOAD", 167], ['K.LUMPUR MY', 404], ['102.00', 547]]),
      line(652, [['09/09', 42], ['09/09', 113], ['AIA-RPS 7814824A04', 167], ['KUALA LUMPUR MY', 404], ['187.00', 547]]),
      line(678, [['20/09', 42], ['20/09', 113], ['PYMT@MAYBANK2U.COM', 167], ['8,377.87CR', 538]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'MYR'));
    expect(scan.rows.map((r) => [r.date && [r.date.a, r.date.b], r.description])).toEqual([
      [[8, 9], "TOUCH'N GO AUTO RELOAD K.LUMPUR MY"],
      [[9, 9], 'AIA-RPS 7814824A04 KUALA LUMPUR MY'],
      [[20, 9], 'PYMT@MAYBANK2U.COM'],
    ]);
  });

  it('reads a footer ending in its page count (`Old. 2 - 2`) as no row where figures print no decimals', () => {
    const page = pageOf([
      line(100, [['Dátum', 20], ['Közlemény', 90], ['Összeg', 440], ['Egyenleg', 520]]),
      line(112, [['2022-02-02', 20], ['Vásárlás CITYMART', 90], ['-12 500', 440], ['1 250 000', 515]]),
      line(124, [['2022-02-03', 20], ['Jóváírás Nagy Eszter', 90], ['30 000', 448], ['1 280 000', 515]]),
      line(700, [['Dunamenti Takarékbank · Registered office: 427854437', 20], ['Old. 2 - 2', 528]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'HUF'));
    expect(scan.rows.map((r) => r.description)).toEqual(['Vásárlás CITYMART', 'Jóváírás Nagy Eszter']);
  });

  it('reads the totals under a closing balance, their currency in letters under the label (`Total Count` over `(RM)`), as no row', () => {
    const page = pageOf([
      line(100, [['Date', 46], ['Description', 83], ['Debit', 375], ['Credit', 450], ['Balance', 528]]),
      line(112, [['30 May', 46], ['ATM CASH WITHDRAWAL', 83], ['1,500.00', 375], ['2,033.40', 528]]),
      line(124, [['31 May', 46], ['RPP INWARD INST TRF CR', 83], ['700.00', 458], ['2,733.40', 528]]),
      line(136, [['31 May', 46], ['C/F BALANCE', 83], ['2,733.40', 528]]),
      line(150, [['Total Count', 288], ['1', 395], ['1', 472]]),
      line(166, [['(RM)', 310], ['1,500.00', 375], ['700.00', 458]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'MYR'));
    expect(scan.rows.map((r) => r.description)).toEqual(['ATM CASH WITHDRAWAL', 'RPP INWARD INST TRF CR']);
  });

  it('dates a row without its own date in the first column by the row above, not by its value date printed beside it (`DATA MOV` over `DATA VAL`)', () => {
    const page = pageOf([
      line(77, [['DATA', 56], ['DATA', 82], ['DESCRIÇÃO DO MOVIMENTO', 113], ['VALOR', 489], ['SALDO', 555]]),
      line(84, [['MOV', 56], ['VAL', 82]]),
      line(96, [['28/04', 56], ['28/04', 82], ['COMPRA ELEC PATREON', 113], ['-3,69', 494], ['61,28', 559]]),
      line(108, [['25/04', 82], ['TRF SEPA+ INST DE IGOR', 113], ['50,00', 493], ['111,28', 556]]),
      line(120, [['26/04', 82], ['LEV. ATM ELEC', 113], ['-20,00', 491], ['91,28', 559]]),
      line(132, [['29/04', 56], ['29/04', 82], ['COMPRA ELEC BP', 113], ['-20,00', 491], ['71,28', 559]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'EUR'));
    expect(scan.rows.map((r) => [r.date?.a, r.ownDate])).toEqual([[28, true], [28, false], [28, false], [29, true]]);
  });

  it('reads no rows under a header just below a title of transactions booked for later (`MOVIMENTOS EM AGENDA`)', () => {
    const page = pageOf([
      line(77, [['DATA', 56], ['DESCRIÇÃO DO MOVIMENTO', 113], ['VALOR', 489], ['SALDO', 555]]),
      line(96, [['28/04', 56], ['COMPRA ELEC PATREON', 113], ['-3,69', 494], ['61,28', 559]]),
      line(108, [['29/04', 56], ['COMPRA ELEC BP', 113], ['-20,00', 491], ['41,28', 559]]),
      line(200, [['MOVIMENTOS EM AGENDA', 56]]),
      line(220, [['DATA', 56], ['DESCRIÇÃO MOVIMENTO', 117], ['VALOR EUROS', 555]]),
      line(240, [['05/06/25', 56], ['SEGURO BPI VP-VIDA-HABITACAO', 117], ['-135,81', 553]]),
      line(252, [['05/07/25', 56], ['SEGURO ALLIANZ MULTI-RISCOS', 117], ['-26,29', 557]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'EUR'));
    expect(scan.rows.map((r) => r.description)).toEqual(['COMPRA ELEC PATREON', 'COMPRA ELEC BP']);
  });

  it('reads a column of signed figures under no heading (OCR lost `Belopp`) as the amounts where the header names only the balance', () => {
    const page = pageOf([
      line(182, [['Bokföringsdag', 48], ['Text', 134], ['Saldo', 527]]),
      line(200, [['2024-12-04', 52], ['SWISH FRAN ANNA JOHANSSON', 134], ['1193,90', 461], ['32765,93', 514]]),
      line(213, [['2024-12-07', 52], ['KORTKOP 07/12 APOTEKET HJARTAT', 134], ['-158,92', 465], ['32607,01', 514]]),
      line(226, [['2024-12-08', 52], ['KORTKOP ELBOLAGET NORR UPPSALA', 134], ['-1744,05', 457], ['30862,96', 514]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'SEK'));
    expect(scan.rows.map((r) => r.cells.map((c) => c.cell.cents))).toEqual([[119_390, 3_276_593], [15_892, 3_260_701], [174_405, 3_086_296]]);
  });

  it('reads no row from a summary printed after the closing balance, its labels in words (`Money in   £8,519.59`)', () => {
    const page = pageOf([
      line(28, [['Date', 36], ['Description', 100], ['Money out', 414], ['Money in', 472], ['Balance', 525]]),
      line(45, [['6 Jan 2027', 36], ['CARD PURCHASE Crescent Insurance', 100], ['163.44', 433], ['2,676.32', 524]]),
      line(61, [['31 Jan 2027', 36], ['Counter credit', 100], ['310.00', 485], ['2,986.32', 524]]),
      line(77, [['31 Jan 2027', 36], ['Closing balance', 100], ['2,986.32', 524]]),
      line(94, [['Account summary', 346]]),
      line(110, [['Opening balance', 346], ['£2,839.76', 522]]),
      line(126, [['Money in', 346], ['£4,310.00', 520]]),
      line(142, [['Money out', 346], ['£4,163.44', 520]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'GBP'));
    expect(scan.rows.map((r) => r.description)).toEqual(['CARD PURCHASE Crescent Insurance', 'Counter credit']);
  });

  it('reads days headed by their weekday and date (`Wednesday, December 2, 2020`, `Friday, December 4, 2020`) as one date column, the weekday no part of the text', () => {
    const page = pageOf([
      line(130, [['Wednesday,', 33], ['December 2, 2020', 76]]),
      line(143, [['CREDIT TRANSFER Taylor Lee', 33], ['53.00', 450], ['298.74', 548]]),
      line(156, [['Friday,', 33], ['December 4, 2020', 60]]),
      line(169, [['CARD PURCHASE BOOKING.COM', 33], ['-24.09', 447], ['274.65', 548]]),
      line(182, [['Sunday,', 33], ['December 6, 2020', 62]]),
      line(194, [['PURCHASE LYFT CARD 5915', 33], ['-64.10', 447], ['210.55', 548]]),
      line(207, [['Monday,', 33], ['December 7, 2020', 65]]),
      line(220, [['AUTOPAY T-MOBILE', 33], ['-31.68', 447], ['178.87', 548]]),
    ]);
    const scan = buildRows([page], detectNumberFormat(page.lines.map((l) => l.words), 'USD'));
    expect(scan.rows.map((r) => [r.date?.a, r.description])).toEqual([
      [2, 'CREDIT TRANSFER Taylor Lee'],
      [4, 'CARD PURCHASE BOOKING.COM'],
      [6, 'PURCHASE LYFT CARD 5915'],
      [7, 'AUTOPAY T-MOBILE'],
    ]);
  });
});
