import { describe, expect, it } from 'vitest';
import type { Line } from './layout/pageLayout.js';
import type { PdfInspection } from './pdf/statementPdf.js';
import { parseStatement } from './parseStatement.js';
import { lineOf as line, pageOf } from './testing/layoutLines.js';

const inspection = (creationDate: string | null = null): PdfInspection => ({
  pageCount: 1,
  signals: { pageCount: 1, producer: null, creator: null, creationDate, modificationDate: null, incrementalUpdates: 0, pagesWithMixedAmountFonts: [], ocrPages: [] },
  info: { title: null, author: null, subject: null },
});
const parse = (lines: Line[], creationDate?: string) => parseStatement([pageOf(lines)], inspection(creationDate));

describe('parseStatement', () => {
  it('reads day-balance lines of a newest-first listing: the one under the last row opens, the one over the first closes, the rest are their day\'s balance', () => {
    const parsed = parse([
      line(40, [['período de visualização: 26/12/2023 até 24/02/2024', 30]]),
      line(80, [['data', 30], ['lançamentos', 90], ['valor (R$)', 400], ['saldo (R$)', 500]]),
      line(100, [['24/02/2024', 30], ['SALDO DO DIA', 90], ['3.577,22', 500]]),
      line(110, [['23/02/2024', 30], ['REND PAGO APLIC AUT', 90], ['0,02', 420]]),
      line(120, [['23/02/2024', 30], ['RSCCS SUPERMERCADO', 90], ['-246,44', 410]]),
      line(130, [['22/02/2024', 30], ['SALDO DO DIA', 90], ['3.823,64', 500]]),
      line(140, [['22/02/2024', 30], ['PIX TRANSF RECEBIDA', 90], ['4.000,00', 405]]),
      line(150, [['21/02/2024', 30], ['SALDO DO DIA', 90], ['-176,36', 500]]),
      line(160, [['21/02/2024', 30], ['SAQUE S/CARTAO 24H', 90], ['-200,00', 410]]),
      line(170, [['20/02/2024', 30], ['SALDO DO DIA', 90], ['23,64', 500]]),
    ]);
    expect(parsed.openingBalance).toBe(2_364);
    expect(parsed.closingBalance).toBe(357_722);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.balance])).toEqual([
      ['2024-02-23', 2, null],
      ['2024-02-23', 24_644, null],
      ['2024-02-22', 400_000, 382_364],
      ['2024-02-21', 20_000, -17_636],
    ]);
  });

  it('takes a balance carried over a page break (`Saldo a transportar` / `Saldo transportado`) for neither the opening nor the closing', () => {
    const rows = (y: number, day: string, text: string, debit: string, balance?: string) => line(y, [[day, 30], [text, 90], [debit, 400], ...(balance ? ([[balance, 480]] as const) : [])]);
    const first = pageOf([
      line(60, [['Extrato mensal dezembro 2022', 30]]),
      line(80, [['Data', 30], ['Histórico', 90], ['Débito', 400], ['Crédito', 440], ['Saldo', 480]]),
      rows(100, '01-12-2022', 'COMPRA ELO ESSELUNGA', '20,51', '4895,29'),
      rows(110, '02-12-2022', 'COMPRA ELO ICA NARA', '4,75'),
      line(130, [['Saldo a transportar', 90], ['4890,54', 480]]),
    ]);
    const second = pageOf(
      [
        line(60, [['Data', 30], ['Histórico', 90], ['Débito', 400], ['Crédito', 440], ['Saldo', 480]]),
        line(80, [['Saldo transportado', 90], ['4890,54', 480]]),
        rows(100, '30-12-2022', 'COMPRA CARTAO ALBERT HEIJN', '8,05', '4882,49'),
        line(120, [['31-12-2022', 30], ['Saldo disponível final', 90], ['4882,49', 480]]),
      ],
      2,
    );
    const parsed = parseStatement([first, second], { ...inspection(), pageCount: 2 });
    expect(parsed.openingBalance).toBe(491_580);
    expect(parsed.closingBalance).toBe(488_249);
  });

  it('takes the period from balances dated after their labels, and a debtor\'s balance as overdrawn', () => {
    const parsed = parse([
      line(40, [['RELEVE ET INFORMATIONS BANCAIRES', 100]]),
      line(60, [['Date', 100], ['Date valeur', 150], ['Opération', 220], ['Débit EUROS', 420], ['Crédit EUROS', 510]]),
      line(80, [['SOLDE DEBITEUR AU 30/05/2025', 220], ['468,60', 435]]),
      line(100, [['05/06/2025', 100], ['05/06/2025', 150], ['VIREMENT STE TIAN', 220], ['500,00', 520]]),
      line(110, [['06/06/2025', 100], ['01/05/2025', 150], ['RETRO FACT SGT25005280395700', 220], ['24,90', 525]]),
      line(120, [['10/06/2025', 100], ['10/06/2025', 150], ['FRAIS TENUE DE COMPTE', 220], ['12,00', 440]]),
      line(140, [['SOLDE CREDITEUR AU 30/06/2025', 220], ['44,30', 525]]),
    ]);
    expect(parsed.openingBalance).toBe(-46_860);
    expect(parsed.closingBalance).toBe(4_430);
    expect([parsed.periodStart, parsed.periodEnd]).toEqual(['2025-05-30', '2025-06-30']);
  });

  it('ends the period on the balance dated after the last row kept, not after a second account listed later', () => {
    const account = pageOf([
      line(40, [['RELEVE ET INFORMATIONS BANCAIRES', 100]]),
      line(50, [['COMPTE CHEQUE N° 00020324201', 100]]),
      line(60, [['Date', 100], ['Date valeur', 150], ['Opération', 220], ['Débit EUROS', 420], ['Crédit EUROS', 510]]),
      line(80, [['SOLDE CREDITEUR AU 30/04/2014', 220], ['591,73', 525]]),
      line(100, [['05/05/2014', 100], ['05/05/2014', 150], ['VIR CAF DU RHONE', 220], ['181,21', 520]]),
      line(105, [['09/05/2014', 100], ['09/05/2014', 150], ['VIR LIVRET BLEU', 220], ['181,66', 435]]),
      line(110, [['12/05/2014', 100], ['12/05/2014', 150], ['PAIEMENT CB 1005 LYON', 220], ['54,10', 440]]),
      line(115, [['29/05/2014', 100], ['29/05/2014', 150], ['VIR LIVRET BLEU', 220], ['345,00', 520]]),
      line(120, [['30/05/2014', 100], ['30/05/2014', 150], ['PAIEMENT CB 2805 VILLEURBANNE', 220], ['3,20', 445]]),
      line(140, [['SOLDE CREDITEUR AU 02/06/2014', 220], ['879,28', 525]]),
    ]);
    const savings = pageOf(
      [
        line(40, [['RELEVE ET INFORMATIONS BANCAIRES', 100]]),
        line(50, [['LIVRET BLEU N° 00020324203 en euros', 100]]),
        line(60, [['Date', 100], ['Date valeur', 150], ['Opération', 220], ['Débit euros', 420], ['Crédit euros', 510]]),
        line(80, [['SOLDE CREDITEUR AU 01/05/2014', 220], ['6.181,66', 520]]),
        line(100, [['09/05/2014', 100], ['01/05/2014', 150], ['VIR PROVISIONS DEBUT MAI', 220], ['181,66', 435]]),
        line(110, [['29/05/2014', 100], ['01/06/2014', 150], ['PAIE MAI', 220], ['345,00', 520]]),
        line(140, [['SOLDE CREDITEUR AU 31/05/2014', 220], ['6.345,00', 520]]),
      ],
      2,
    );
    const parsed = parseStatement([account, savings], inspection());
    expect(parsed.transactions.map((t) => t.amount)).toEqual([18_121, 18_166, 5_410, 34_500, 320]);
    expect([parsed.periodStart, parsed.periodEnd]).toEqual(['2014-05-01', '2014-06-02']);
  });

  it('reads a card\'s charges for a payment (`LATE PAYMENT FEE`) as charges, and a summary written as a sum without taking its minus for a sign', () => {
    const parsed = parse([
      line(38, [['American Express Platinum Travel Credit Card', 71]]),
      line(112, [['Prepared for', 14], ['Membership Number', 345], ['Date', 520]]),
      line(120, [['RAJEEV AJMERA', 14], ['XXXX-XXXXXX-31005', 301], ['20/05/2022', 473]]),
      line(132, [['Opening Balance Rs', 48], ['New Credits Rs', 167], ['New Debits Rs', 276], ['Closing Balance Rs', 370], ['Minimum Payment Rs', 469]]),
      line(147, [['7,879.62', 63], ['-', 112], ['0.00', 187], ['+', 217], ['1,224.71', 278], ['=', 324], ['9,104.33', 380], ['1,559.33', 488]]),
      line(245, [['Statement Period From April 21 to May 20, 2022', 14]]),
      line(262, [['Credit Limit Rs', 153], ['400,000.00', 227]]),
      line(368, [['OTHER ACCOUNT TRANSACTIONS', 14]]),
      line(382, [['May 11', 14], ['LATE PAYMENT FEE', 86], ['500.00', 489]]),
      line(400, [['May 20', 14], ['GST/IGST@18%', 86], ['90.00', 495]]),
      line(418, [['May 20', 14], ['FINANCE CHARGES', 86], ['580.22', 489]]),
      line(454, [['May 20', 14], ['GST/IGST@18%', 86], ['54.49', 497]]),
      line(472, [['Total of other account transactions', 14], ['1,224.71', 486]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'withdrawal', 'withdrawal', 'withdrawal']);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([-787_962, -910_433]);
    expect(parsed.accountLast4).toBe('1005');
  });

  it('reads a Portuguese card bill: `Fatura anterior` opens, `Total a pagar` closes, `Pagamento em 09 JAN` is a payment and `Juros do rotativo` a charge', () => {
    const parsed = parse([
      line(40, [['Fatura do cartão', 40], ['EMISSÃO E ENVIO 04 FEV 2024', 400]]),
      line(60, [['Limite total', 40], ['R$ 7.900,00', 200]]),
      line(100, [['Fatura anterior', 144], ['1.957,29', 522]]),
      line(116, [['Pagamento recebido', 144], ['1.957,29', 522]]),
      line(132, [['Total a pagar', 144], ['R$ 2.110,00', 500]]),
      line(200, [['TRANSAÇÕES DE 04 JAN A 04 FEV', 40], ['VALORES EM R$', 480]]),
      line(216, [['05 JAN', 40], ['Supermercado Zona Sul', 90], ['1.500,00', 520]]),
      line(232, [['09 JAN', 40], ['Pagamento em 09 JAN', 90], ['1.957,29', 520]]),
      line(248, [['12 JAN', 40], ['Farmácia Pague Menos', 90], ['560,00', 526]]),
      line(264, [['20 JAN', 40], ['Juros do rotativo', 90], ['50,00', 530]]),
    ], '2024-02-04T10:00:00Z');
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'deposit', 'withdrawal', 'withdrawal']);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([-195_729, -211_000]);
  });

  it('reads a card\'s purchases named as payments by card (`GA-Zahlung`, `Kartenzahlung`) as charges, and a `Gutschrift` as a credit', () => {
    const parsed = parse([
      line(40, [['Kreditkartenabrechnung', 40], ['Abrechnungsdatum 31.03.2021', 400]]),
      line(100, [['Datum', 40], ['Beschreibung', 100], ['Betrag EUR', 480]]),
      line(116, [['05.03.2021', 40], ['GA-Zahlung UBER TRIP WARSZAWA', 100], ['47,25', 500]]),
      line(132, [['10.03.2021', 40], ['Kartenzahlung REWE MARKT', 100], ['127,97', 494]]),
      line(148, [['12.03.2021', 40], ['Gutschrift AMAZON', 100], ['20,00', 500]]),
      line(164, [['15.03.2021', 40], ['Zahlung erhalten', 100], ['300,00', 494]]),
    ], '2021-03-31T10:00:00Z');
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'withdrawal', 'deposit', 'deposit']);
  });

  it('reads a Romanian statement: `Plăți` pays out, `Încasări` pays in, `Sold zilnic` lines are the day\'s balance and no row, the number after `Cont:`', () => {
    const parsed = parse([
      line(40, [['Banca Transilvană de Credit', 72]]),
      line(94, [['Cont:', 383], ['RO20 0081 0902 7244 7380 31', 450]]),
      line(104, [['Perioada:', 383], ['01.10.2023 – 31.10.2023', 452]]),
      line(147, [['Data', 39], ['Valuta', 88], ['Detalii tranzacție', 135], ['Plăți (RON)', 455], ['Încasări (RON)', 515]]),
      line(162, [['Sold inițial', 135], ['24.074,65', 521]]),
      line(175, [['01.10.2023', 39], ['01.10.2023', 88], ['Cumpărare POS BLUE HARBOR', 135], ['245,31', 485]]),
      line(187, [['01.10.2023', 39], ['01.10.2023', 88], ['Dobândă creditoare', 135], ['0,36', 540]]),
      line(200, [['Sold zilnic', 135], ['23.829,70', 521]]),
      line(212, [['03.10.2023', 39], ['03.10.2023', 88], ['Depunere numerar', 135], ['2.178,16', 525]]),
      line(225, [['Sold zilnic', 135], ['26.007,86', 521]]),
    ], '2023-11-01T10:00:00Z');
    expect(parsed.transactions.map((t) => [t.type, t.amount])).toEqual([['withdrawal', 24_531], ['deposit', 36], ['deposit', 217_816]]);
    expect(parsed.accountLast4).toBe('8031');
  });

  it('reads an overdrawn current account whose plain balances rise with money out as an account, its balances below zero, not as a card', () => {
    const parsed = parse([
      line(40, [['Gold Business Current Account', 40], ['Statement period 14 Aug 2024 - 14 Sep 2024', 330]]),
      line(60, [['Opening balance', 40], ['172,568.59 Dt', 200], ['Deposits', 300], ['190,981.81 Kt', 420]]),
      line(100, [['Date', 40], ['Description', 90], ['Amount', 440], ['Balance', 520]]),
      line(116, [['17 Aug', 40], ['Bank charges', 90], ['10.83', 455], ['172,579.42', 505]]),
      line(132, [['19 Aug', 40], ['Transfer from Mielies', 90], ['30,000.00 Kt', 430], ['142,579.42', 505]]),
      line(148, [['19 Aug', 40], ['Payment to Edrich', 90], ['1,500.00', 445], ['144,079.42', 505]]),
      line(164, [['21 Aug', 40], ['Payment to Wifi', 90], ['1,866.50', 445], ['145,945.92', 505]]),
      line(180, [['23 Aug', 40], ['Debit order credit Nutun', 90], ['20,801.32 Kt', 430], ['125,144.60', 505]]),
      line(196, [['26 Aug', 40], ['Payment to Hek Remotes', 90], ['744.00', 450], ['125,888.60', 505]]),
    ], '2024-09-15T10:00:00Z');
    expect(parsed.accountKind).toBe('bank_account');
    expect(parsed.transactions.map((t) => [t.type, t.balance])).toEqual([
      ['withdrawal', -17_257_942], ['deposit', -14_257_942], ['withdrawal', -14_407_942], ['withdrawal', -14_594_592], ['deposit', -12_514_460], ['withdrawal', -12_588_860],
    ]);
  });

  it('reads signed movements against balances that all end in the same letter (`741,92 € D`) as balances in credit, the letter no sign', () => {
    const parsed = parse([
      line(40, [['Ljubljanska hranilnica', 72]]),
      line(60, [['Številka računa: SI86 2842 3044 4687 5306 28', 300]]),
      line(100, [['Date', 20], ['Description', 90], ['Amount', 440], ['Balance', 520]]),
      line(116, [['2025-04-07', 20], ['Nakazilo od Jure Zupan', 90], ['+200,12 €', 430], ['741,92 € D', 500]]),
      line(132, [['2025-04-10', 20], ['Izplačilo plače 04/2025', 90], ['+1938,00 €', 425], ['2679,92 € D', 500]]),
      line(148, [['2025-04-11', 20], ['Telefon CEDAR HOLDINGS', 90], ['-13,88 €', 435], ['2666,04 € D', 500]]),
      line(164, [['2025-04-14', 20], ['Nakazilo Jure Zupan', 90], ['-198,14 €', 430], ['2467,90 € D', 500]]),
      line(180, [['2025-04-15', 20], ['Nakup s kartico ORBIT FUEL', 90], ['-7,51 €', 438], ['2460,39 € D', 500]]),
    ], '2025-05-01T10:00:00Z');
    expect(parsed.transactions.map((t) => [t.type, t.balance])).toEqual([
      ['deposit', 74_192], ['deposit', 267_992], ['withdrawal', 266_604], ['withdrawal', 246_790], ['withdrawal', 246_039],
    ]);
    expect(parsed.accountLast4).toBe('0628');
  });

  it('reads an undated line among the rows whose figure is the balance the rows above leave as that balance, whatever its words, not a movement', () => {
    const parsed = parse([
      line(40, [['Anadolu Bank', 72], ['Dönem 01/12/2022 - 31/12/2022', 400]]),
      line(80, [['Önceki Bakiye 01/12/2022', 60], ['9991,60 TL', 500]]),
      line(100, [['Tarih', 20], ['Açıklama', 90], ['Tür', 420], ['Tutar', 500]]),
      line(116, [['01/12/2022', 20], ['Telefon CEDAR HOLDINGS', 90], ['Borç', 420], ['353,94 TL', 505]]),
      line(132, [['01/12/2022', 20], ['Vergi 94101356', 90], ['Borç', 420], ['5828,47 TL', 500]]),
      line(148, [['Gün Sonu Durum', 90], ['3809,19 TL', 500]]),
      line(164, [['02/12/2022', 20], ['Masraf', 90], ['Borç', 420], ['96,03 TL', 510]]),
      line(180, [['02/12/2022', 20], ['Nakit yatırma', 90], ['Alacak', 420], ['17642,52 TL', 495]]),
      line(196, [['Gün Sonu Durum', 90], ['21355,68 TL', 495]]),
      line(212, [['03/12/2022', 20], ['Düzenli ödeme', 90], ['Borç', 420], ['312,68 TL', 505]]),
    ], '2023-01-02T10:00:00Z');
    expect(parsed.transactions.map((t) => [t.type, t.amount])).toEqual([['withdrawal', 35_394], ['withdrawal', 582_847], ['withdrawal', 9_603], ['deposit', 1_764_252], ['withdrawal', 31_268]]);
  });

  it('reads a Thai card bill: its credit limit, minimum and due date make it a card, `ยอดยกมา` opens, `ยอดเรียกเก็บใหม่` closes, minus rows are payments', () => {
    const parsed = parse([
      line(40, [['ธนาคารกรุงสยาม', 40], ['ใบแจ้งยอดบัญชีบัตรเครดิต', 400]]),
      line(60, [['ยอดยกมา', 40], ['9,327.08', 200], ['ยอดชำระขั้นต่ำ', 300], ['875.00', 480]]),
      line(76, [['ยอดเรียกเก็บใหม่', 40], ['16,267.10', 196], ['วันครบกำหนดชำระ', 300], ['28/08/2019', 470]]),
      line(92, [['วงเงิน', 300], ['98,067.00', 476]]),
      line(120, [['วันที่ใช้บัตร', 20], ['รายการ', 100], ['จำนวนเงิน', 500]]),
      line(136, [['07/07/2019', 20], ['ชำระเงิน ขอบคุณ', 100], ['-13,060.66', 496]]),
      line(152, [['10/07/2019', 20], ['เซเว่น อีเลฟเว่น', 100], ['10,000.00', 500]]),
      line(168, [['12/07/2019', 20], ['ท็อปส์ มาร์เก็ต', 100], ['10,000.68', 500]]),
    ], '2019-08-05T10:00:00Z');
    expect(parsed.accountKind).toBe('credit_card');
    expect(parsed.transactions.map((t) => t.type)).toEqual(['deposit', 'withdrawal', 'withdrawal']);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([-932_708, -1_626_710]);
  });

  it('reads tall rows whose text is set above their figures (cells centred, a web table printed), a month in the text, and zeros in the other column', () => {
    const block = (y: number, above: string[], date: string, time: string, text: string, deposit: string, withdrawal: string, balance: string, below: string[]) => [
      ...above.map((a, k) => line(y - 10 * (above.length - k) - 5, [[a, 192]])),
      line(y - 5, [[date, 105], [time, 147]]),
      line(y, [[date, 25], ...(text ? ([[text, 192]] as [string, number][]) : []), [deposit, 343], [withdrawal, 430], [balance, 527]]),
      ...below.map((b, k) => line(y + 10 * (k + 1), [[b, 192]])),
    ];
    const parsed = parse([
      line(40, [['Withdrawal and Deposit', 23], ['01/12/2024 - 31/12/2024', 165]]),
      line(100, [['Statement Date', 25], ['Transaction Date', 105], ['Description', 192], ['Deposit(MYR)', 315], ['Withdrawal(MYR)', 387], ['Ledger Balance(MYR)', 477]]),
      ...block(150, ['DuitNow/Instant Trf', 'C017599 , C017612'], '03/12/2024', '04:43:39', '', '9,233.00', '0.00', '-594,196.47', ['HLB K K ENGINE LINK', 'C017716 , C017740']),
      ...block(220, [], '03/12/2024', '12:07:41', 'Chq Wdl 0952706', '0.00', '21,985.00', '-616,181.47', ['AM']),
      ...block(290, ['IBG CR', 'HWANGJAYA'], '06/12/2024', '03:33:58', 'OCT 24', '8,800.00', '0.00', '-607,381.47', ['PBB HWANGJAYA AUTO', 'PARTS SDN BHD']),
      ...block(360, ['Fund Trf EB'], '10/12/2024', '01:33:03', 'C017792', '17,540.00', '0.00', '-589,841.47', ['LTH']),
      ...block(430, ['DR', '381BA230616'], '11/12/2024', '11:36:01', '', '0.00', '150,000.00', '-739,841.47', ['Trade Bill Transfer']),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type])).toEqual([
      ['2024-12-03', 923_300, 'deposit'],
      ['2024-12-03', 2_198_500, 'withdrawal'],
      ['2024-12-06', 880_000, 'deposit'],
      ['2024-12-10', 1_754_000, 'deposit'],
      ['2024-12-11', 15_000_000, 'withdrawal'],
    ]);
  });

  it('keeps a column of deposits whose only checked figures are zeros printed for an empty cell', () => {
    const parsed = parse([
      line(100, [['Date', 25], ['Description', 192], ['Deposit(MYR)', 315], ['Withdrawal(MYR)', 387], ['Balance(MYR)', 477]]),
      line(120, [['03/12/2024', 25], ['DuitNow/Instant Trf', 192], ['9,233.00', 343], ['0.00', 445], ['-594,196.47', 527]]),
      line(135, [['03/12/2024', 25], ['Chq Wdl 0952706', 192], ['0.00', 358], ['21,985.00', 425], ['-616,181.47', 527]]),
      line(150, [['03/12/2024', 25], ['Chq Processing Fee', 192], ['0.00', 358], ['0.50', 445], ['-616,181.97', 527]]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type])).toEqual([
      [923_300, 'deposit'],
      [2_198_500, 'withdrawal'],
      [50, 'withdrawal'],
    ]);
  });

  it('reads a line between a box\'s total and its closing balance, in their column, as a total of the box (`Ausgänge`), not a row', () => {
    const parsed = parseStatement(
      [
        pageOf([
          line(60, [['Datum', 53], ['Umsatzart / Verwendungszweck', 156], ['Betrag', 420], ['Saldo', 510]]),
          line(80, [['03.11.2025', 53], ['Gutschrift Hans Müller', 156], ['500,00', 420], ['4.717,25', 510]]),
          line(90, [['Kartenzahlung REWE', 156], ['-77,88', 420], ['4.639,37', 510]]),
          line(100, [['12.11.2025', 53], ['Miete Wohnung', 156], ['-500,00', 420], ['4.139,37', 510]]),
          line(110, [['Lastschrift Stadtwerke', 156], ['-16,03', 420], ['4.123,34', 510]]),
        ]),
        pageOf(
          [
            line(62, [['Zusammenfassung', 339]]),
            line(75, [['Alter Kontostand', 339], ['4.217,25 €', 510]]),
            line(87, [['Summe Gutschriften', 339], ['500,00 €', 514]]),
            line(99, [['Ausgänge', 339], ['593,91 €', 514]]),
            line(111, [['Kontostand neu', 339], ['4.123,34 €', 510]]),
          ],
          2,
        ),
      ],
      inspection(),
    );
    expect(parsed.transactions.map((t) => t.amount)).toEqual([50_000, 7_788, 50_000, 1_603]);
  });

  it('dates rows by the header\'s date column right of the figures, not by a purchase date inside the description', () => {
    const parsed = parse([
      line(40, [['Statement Period DEC 2, 2023 - JAN 1, 2024', 300]]),
      line(80, [['DESCRIPTION', 39], ['DEPOSITS', 401], ['WITHDRAWALS', 446], ['DATE', 500], ['BALANCE', 538]]),
      line(100, [['Starting Balance', 39], ['DEC 02', 500], ['7,870.29', 540]]),
      line(110, [['ONLINE PMT J MORRISON LETTINGS RENT', 39], ['1,100.00', 455], ['DEC 02', 500], ['6,770.29', 540]]),
      line(120, [['CARD PURCHASE', 39], ['12/03', 94], ['LOBLAWS #1123', 120], ['348.75', 465], ['DEC 04', 500], ['6,421.54', 540]]),
      line(130, [['TRANSFER TO LIAM', 39], ['300.00', 465], ['DEC 05', 500], ['6,121.54', 540]]),
      line(140, [['CARD PURCHASE', 39], ['12/11', 94], ['PETRO-CANADA', 120], ['15.83', 470], ['DEC 12', 500], ['6,105.71', 540]]),
      line(150, [['PURCHASE RETURN LOBLAWS', 39], ['88.23', 410], ['DEC 17', 500], ['6,193.94', 540]]),
    ]);
    expect(parsed.transactions.map((t) => t.date)).toEqual(['2023-12-02', '2023-12-04', '2023-12-05', '2023-12-12', '2023-12-17']);
  });

  it('reads a column whose figures never move the balance beside one whose figures do as notes (`Accrued Bank Charges`)', () => {
    const parsed = parse([
      line(40, [['Statement Period : 01 October 2022 to 31 October 2022', 300]]),
      line(70, [['Accrued Bank', 420]]),
      line(80, [['Date', 30], ['Description', 90], ['Charges', 425], ['Amount', 480], ['Balance', 540]]),
      line(100, [['2022/10/01', 30], ['Opening Balance', 90], ['77 965.85', 540]]),
      line(110, [['2022/10/02', 30], ['DEBIT CARD PURCHASE CLICKS', 90], ['21.60', 430], ['1 076.77', 480], ['76 889.08', 540]]),
      line(120, [['2022/10/02', 30], ['ENGEN GARAGE CARD 8058', 90], ['14.18', 430], ['1 575.64', 480], ['75 313.44', 540]]),
      line(130, [['2022/10/03', 30], ['ATM WITHDRAWAL', 90], ['21.31', 430], ['360.00', 488], ['74 953.44', 540]]),
      line(140, [['2022/10/04', 30], ['CASH WITHDRAWAL MR PRICE', 90], ['1 400.00', 480], ['73 553.44', 540]]),
    ]);
    expect(parsed.transactions.map((t) => t.amount)).toEqual([107_677, 157_564, 36_000, 140_000]);
  });

  it('keeps a dated row whose description is only a reference number, and reads a run-together totals line as no row', () => {
    const parsed = parse([
      line(40, [['Start Date : 01-Jun-2015 End Date : 30-Jun-2015', 40]]),
      line(80, [['Date', 17], ['Description', 77], ['Val Date', 313], ['Debit', 409], ['Credit', 465], ['Balance', 526]]),
      line(100, [['01-06-2015', 17], ['Balance B/F', 77], ['1,837.50', 534]]),
      line(110, [['01-06-2015', 17], ['WEB Dr @ 99999999-Uber BV', 77], ['31-05-2015', 313], ['75.00', 413], ['1,762.50', 535]]),
      line(120, [['04-06-2015', 17], ['51991*5815/443621565-20/05/15', 77], ['04-06-2015', 313], ['149.25', 470], ['1,911.75', 535]]),
      line(130, [['05-06-2015', 17], ['ATM WD @ 10442743 UNIVER', 77], ['05-06-2015', 313], ['2,000.00', 400], ['-88.25', 529]]),
      line(140, [['06-06-2015', 17], ['WEB Dr @ ITUNES.COM/BILL', 77], ['06-06-2015', 313], ['10.00', 413], ['-98.25', 529]]),
      line(150, [['07-06-2015', 17], ['CWB SELF/07343548', 77], ['07-06-2015', 313], ['100.00', 470], ['1.75', 535]]),
      line(160, [['08-06-2015', 17], ['BWY:allowance', 77], ['08-06-2015', 313], ['50.00', 470], ['51.75', 535]]),
      line(170, [['30-06-2015', 17], ['Total Debit/Total Credit/New Balance', 77], ['2,085.00', 400], ['299.25', 470], ['51.75', 529]]),
    ]);
    expect(parsed.transactions.map((t) => t.amount)).toEqual([7_500, 14_925, 200_000, 1_000, 10_000, 5_000]);
  });

  it('reads a summary figure set below the end of a label longer than the phrase it matched', () => {
    const parsed = parse([
      line(60, [['Statement period 01/07/2024 - 31/07/2024', 40]]),
      line(100, [['Balance brought forward from previous statement', 40]]),
      line(110, [['1,000.00', 230]]),
      line(150, [['Date', 40], ['Description', 100], ['Debit', 300], ['Credit', 360]]),
      line(170, [['02/07/2024', 40], ['Coffee', 100], ['10.00', 300]]),
      line(180, [['05/07/2024', 40], ['Salary', 100], ['500.00', 356]]),
    ]);
    expect(parsed.openingBalance).toBe(100_000);
  });

  it('reads the opening from a brought-forward line whose empty movement columns print zeros, and not one label apart', () => {
    const rows = [
      line(80, [['Date', 40], ['Description', 100], ['Amount', 440], ['Balance', 520]]),
      line(100, [['2025-06-01', 40], ['BALANCE B/FORWARD', 100], ['0.00', 450], ['845,338.92', 520]]),
      line(110, [['2025-06-01', 40], ['MIN SERVICE FEE', 100], ['-160.00', 446], ['845,178.92', 520]]),
      line(120, [['2025-06-02', 40], ['ACB CREDIT', 100], ['2,250.00', 442], ['847,428.92', 520]]),
    ];
    expect(parse([line(40, [['Start Date 20250601 End Date 20250630', 40]]), ...rows]).openingBalance).toBe(84_533_892);
    expect(parse([line(40, [['Opening balance 0.00', 40], ['Closing balance 847,428.92', 300]]), ...rows.slice(0, 1), ...rows.slice(2)]).openingBalance).toBe(0);
  });

  it('dates rows by their transaction date beside a posting date (`Posting Date | Transaction Date`), whether or not a running balance stands beside them', () => {
    const header = (balance: boolean) => line(80, [['Posting Date', 32], ['Transaction Date', 97], ['Description', 159], ['Money Out', 450], ...(balance ? ([['Balance', 532]] as const) : [])]);
    const row = (y: number, posted: string, happened: string, text: string, out: string, balance: string) => line(y, [[posted, 32], [happened, 97], [text, 159], [out, 478], [balance, 545]]);
    const rows = [row(100, '03/06/2023', '31/05/2023', 'Gautrain Gauteng', '-65.00', '2795.35'), row(110, '05/06/2023', '02/06/2023', 'Shoprite Pretoria', '-59.99', '2735.36')];
    expect(parse([line(40, [['From Date: 03/06/2023 To Date: 01/09/2023', 400]]), header(true), ...rows]).transactions.map((t) => t.date)).toEqual(['2023-05-31', '2023-06-02']);
    const noBalance = rows.map((r) => ({ ...r, words: r.words.filter((w) => w.x0 < 540) }));
    expect(parse([line(40, [['From Date: 03/06/2023 To Date: 01/09/2023', 400]]), header(false), ...noBalance]).transactions.map((t) => t.date)).toEqual(['2023-05-31', '2023-06-02']);
  });

  it('reads a first deposit whose figure is set just right of its heading (`Paid In` over `45.00`), before any other deposit opened the column', () => {
    const parsed = parse([
      line(40, [['Statement Period: 01 Aug 2025 - 19 Aug 2025', 51]]),
      line(80, [['Receipt No.', 61], ['Completion Time', 131], ['Details', 260], ['Transaction Status', 334], ['Paid In', 442], ['Withdrawn', 515]]),
      line(100, [['THI2WMWETS', 51], ['2025-08-18 18:47:22', 131], ['Customer Transfer to', 209], ['Completed', 334], ['-100.00', 530]]),
      line(110, [['THH3S5GR9N', 51], ['2025-08-17 19:24:09', 131], ['Funds received from', 209], ['Completed', 334], ['45.00', 478]]),
      line(120, [['THH0ROOBBI', 51], ['2025-08-17 18:12:44', 131], ['Withdrawal Charge', 209], ['Completed', 334], ['-11.00', 534]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.type, t.amount])).toEqual([
      ['2025-08-18', 'withdrawal', 10_000],
      ['2025-08-17', 'deposit', 4_500],
      ['2025-08-17', 'withdrawal', 1_100],
    ]);
  });

  it('dates a row left without a transaction date by its posting date, and a row beside a value date by the day\'s date', () => {
    const card = parse([
      line(40, [['For the period 2025/10/08 - 2025/11/05', 300]]),
      line(80, [['Transaction Date', 56], ['Posting Date', 148], ['PARTICULARS', 221], ['DEBIT AMOUNT', 381], ['DEPOSIT AMT.', 470]]),
      line(100, [['2025.10.08', 56], ['2025.10.08', 148], ['REWE MARKT', 221], ['17,000', 426]]),
      line(110, [['2025.10.20', 56], ['2025.10.20', 148], ['PAYMENT RECEIVED', 221], ['79,270', 509]]),
      line(120, [['2025.11.02', 56], ['2025.11.03', 148], ['DEBIT CARD PURCHASE', 221], ['4,060', 432]]),
      line(130, [['2025.11.05', 148], ['PURCHASE INTEREST CHARGE', 221], ['757', 440]]),
    ]);
    expect(card.transactions.map((t) => [t.date, t.amount])).toContainEqual(['2025-11-05', 75_700]);
    const daily = parse([
      line(40, [['Del 6 de noviembre de 2027 al 30 de noviembre de 2027', 24]]),
      line(80, [['FECHA', 28], ['FECHA VALOR', 95], ['CONCEPTO', 153], ['IMPORTE', 386], ['SALDO', 520]]),
      line(100, [['08/11/27', 28], ['09/11/27', 95], ['ADEUDO GLOBEX', 153], ['-271,42', 386], ['8.007,33', 520]]),
      line(110, [['09/11/27', 95], ['PAGO CHIPOTLE', 153], ['-70,08', 389], ['7.937,25', 520]]),
      line(120, [['10/11/27', 28], ['12/11/27', 95], ['REINTEGRO CAJERO', 153], ['-48,17', 389], ['7.889,08', 520]]),
    ]);
    expect(daily.transactions.map((t) => t.date)).toEqual(['2027-11-08', '2027-11-08', '2027-11-10']);
    // Blank on many rows, the first date is printed once a day: those rows carry it, not their posting date.
    const onceADay = parse([
      line(40, [['Statement period 22/12/26 to 21/01/27', 300]]),
      line(80, [['POST DATE', 74], ['POSTED', 120], ['TRANSACTION DESCRIPTION', 170], ['AMOUNT', 478]]),
      line(100, [['25/12/26', 74], ['25/12/26', 120], ['SPOTIFY SUBSCRIPTION', 170], ['-25.16', 497]]),
      line(110, [['28/12/26', 120], ['ACH CREDIT STATE FARM', 170], ['1719.48', 490]]),
      line(120, [['28/12/26', 120], ['CONTACTLESS WHOLE FOODS', 170], ['-203.22', 492]]),
      line(130, [['26/12/26', 74], ['26/12/26', 120], ['FASTER PAYMENT', 170], ['4384.61', 490]]),
      line(140, [['27/12/26', 74], ['27/12/26', 120], ['FASTER PAYMENT', 170], ['8259.66', 490]]),
    ]);
    expect(onceADay.transactions.map((t) => t.date)).toEqual(['2026-12-25', '2026-12-25', '2026-12-25', '2026-12-26', '2026-12-27']);
  });

  it('reads the balance an app export prints on a line under each row, in the movement\'s column, as the row\'s balance', () => {
    const parsed = parse([
      line(61, [['Transactions 20 Dec 2021 – 19 Jan 2022', 24]]),
      line(87, [['Starting balance', 24], ['£1,253.98', 535]]),
      line(132, [['13 January 2022', 24]]),
      line(147, [['N Northfield Health', 29], ['+£2,076.81', 531]]),
      line(159, [['Income', 47], ['£3,459.95', 535]]),
      line(173, [['L Lukas Brennan', 30], ['+£198.08', 539]]),
      line(185, [['Transfers', 47], ['£1,383.14', 535]]),
      line(206, [['12 January 2022', 24]]),
      line(221, [['F Fiberlink Broadband', 30], ['−£64.01', 543]]),
      line(233, [['Bills', 47], ['£1,185.06', 535]]),
      line(253, [['6 January 2022', 24]]),
      line(269, [['T Trailhead Outfitters', 30], ['−£4.91', 547]]),
      line(281, [['Shopping', 47], ['£1,249.07', 535]]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type, t.balance])).toEqual([
      [207_681, 'deposit', 345_995],
      [19_808, 'deposit', 138_314],
      [6_401, 'withdrawal', 118_506],
      [491, 'withdrawal', 124_907],
    ]);
  });

  it('reads two-digit-year dates as printed where the PDF\'s creation date is a tool\'s placeholder (2000-01-01)', () => {
    const lines = [
      line(42, [['Redwood Plains Bank', 55], ['08/12/23 through 09/11/23', 445]]),
      line(288, [['DATE', 58], ['DESCRIPTION', 117], ['AMOUNT', 519]]),
      line(302, [['08/14', 58], ['DIRECT DEP VERTEX PAYROLL', 117], ['$2,745.16', 515]]),
      line(314, [['08/20', 58], ['MOBILE DEPOSIT', 117], ['$138.05', 522]]),
    ];
    expect(parse(lines, '2000-01-01T00:00:00.000Z').transactions.map((t) => t.date)).toEqual(['2023-08-14', '2023-08-20']);
  });

  it('reports a statement titled a card\'s as a card, charges printed with a minus read as money out', () => {
    const parsed = parse([
      line(37, [['Lindenhof Privatbank', 34], ['Kreditkartenabrechnung', 437]]),
      line(51, [['Abrechnungszeitraum 01.03.2018 bis 31.03.2018', 385]]),
      line(101, [['Belegdatum', 37], ['Verwendungszweck', 137], ['Betrag in EUR', 499]]),
      line(117, [['Saldo letzte Abrechnung', 137], ['-255,75', 528]]),
      line(130, [['01.03.2018', 37], ['Tankstelle Nordring KOELN', 137], ['-27,69', 532]]),
      line(144, [['02.03.2018', 37], ['Bäckerei Sonnenkorn', 137], ['-4,66', 536]]),
      line(158, [['09.03.2018', 37], ['Lastschrift Ausgleich Kreditkartenkonto', 137], ['231,10', 532]]),
      line(172, [['Neuer Saldo', 137], ['-57,00', 532]]),
      line(190, [['Der Betrag wird von Ihrem Girokonto eingezogen. Lastschrift', 37]]),
    ]);
    expect(parsed.accountKind).toBe('credit_card');
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'withdrawal', 'deposit']);
    expect(parsed.openingBalance).toBe(-25_575);
  });

  it('reads a Swedish card by the payment it thanks for (`Inbetalning tack`): plain charges out, bracketed credits in', () => {
    const parsed = parse([
      line(62, [['Kontoutdrag 1 november – 31 december 2023', 25]]),
      line(118, [['Transaktionsdag', 29], ['Typ', 104], ['Meddelande', 129], ['Belopp', 541]]),
      line(131, [['23-11-02', 29], ['POS', 104], ['Kortköp SHELL OIL 5744', 129], ['105,19', 541]]),
      line(140, [['23-11-04', 29], ['CRD', 104], ['Kortköp CHIPOTLE 1823', 129], ['185,24', 541]]),
      line(149, [['23-11-07', 29], ['CRD', 104], ['Kortköp CHIPOTLE 1823', 129], ['1 195,72', 533]]),
      line(158, [['23-11-09', 29], ['CRD', 104], ['Kortköp CHIPOTLE 1823', 129], ['156,19', 541]]),
      line(167, [['23-11-20', 29], ['PMT', 104], ['Inbetalning tack OCR 72470', 129], ['(1 642,34)', 520]]),
      line(176, [['23-11-23', 29], ['CRD', 104], ['Kort CVS PHARMACY 2231', 129], ['186,90', 541]]),
      line(185, [['23-11-24', 29], [')))', 104], ['Kortköp SHELL OIL 5744', 129], ['391,31', 541]]),
      line(194, [['23-11-26', 29], ['CR', 104], ['Återbetalning CHIPOTLE 1823', 129], ['(1 791,61)', 524]]),
      line(203, [['23-11-28', 29], [')))', 104], ['Kortköp UBER TRIP BERLIN', 129], ['830,82', 541]]),
      line(212, [['23-12-08', 29], ['CRD', 104], ['Kortköp UBER TRIP', 129], ['355,08', 541]]),
      line(221, [['23-12-17', 29], [')))', 104], ['Kort TARGET T-1123', 129], ['974,81', 541]]),
      line(230, [['23-12-31', 29], ['INT', 104], ['Kortränta OCR 9311452249', 129], ['535,36', 541]]),
    ]);
    expect(parsed.accountKind).toBe('credit_card');
    expect(parsed.transactions.filter((t) => t.type === 'deposit').map((t) => t.amount)).toEqual([164_234, 179_161]);
  });

  it('dates a row by the date column, not by a purchase date starting its second line in the text column', () => {
    const parsed = parse([
      line(40, [['Extrato 05/2025', 40]]),
      line(150, [['Data', 34], ['Descrição', 65], ['Valor', 409], ['Saldo', 508]]),
      line(160, [['SALDO EM 30/04', 65], ['500,00', 513]]),
      line(170, [['12/05', 34], ['COMPRA CARTAO', 65], ['26,73-', 437]]),
      line(180, [['11/05 SUPERMERCADO', 65]]),
      line(190, [['COMPRA CARTAO', 65], ['54,00-', 437]]),
      line(200, [['12/05 AROMA', 65]]),
      line(210, [['PIX RECEBIDO', 65], ['10,00', 441], ['429,27', 513]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2025-05-12', 2_673],
      ['2025-05-12', 5_400],
      ['2025-05-12', 1_000],
    ]);
  });

  it('reads groups headed by their totals (`Total de entradas`, `Total de saídas`) as the direction of the rows that add up to them', () => {
    const parsed = parse([
      line(40, [['01 DE SETEMBRO DE 2025 a 30 DE SETEMBRO DE 2025', 57]]),
      line(100, [['06 SET 2025', 58], ['Total de entradas', 120], ['+ 12,02', 506]]),
      line(120, [['Valor adicionado para Pix no Crédito', 120], ['12,02', 513]]),
      line(140, [['cartão de crédito', 120]]),
      line(160, [['Total de saídas', 120], ['- 404,08', 501]]),
      line(180, [['Transferência enviada pelo Pix', 120], ['69,85', 511]]),
      line(200, [['Resgate de empréstimo', 120], ['334,23', 507]]),
      line(240, [['07 SET 2025', 58], ['Total de entradas', 120], ['+ 250,00', 504]]),
      line(260, [['Transferência recebida pelo Pix', 120], ['250,00', 507]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type, t.description])).toEqual([
      ['2025-09-06', 1_202, 'deposit', 'Valor adicionado para Pix no Crédito cartão de crédito'],
      ['2025-09-06', 6_985, 'withdrawal', 'Transferência enviada pelo Pix'],
      ['2025-09-06', 33_423, 'withdrawal', 'Resgate de empréstimo'],
      ['2025-09-07', 25_000, 'deposit', 'Transferência recebida pelo Pix'],
    ]);
  });

  it('reads flush-left money columns whose figures differ by a digit, under a header in two scripts (`შემოსული თანხა Paid In`)', () => {
    // (Digits a little wider than the tolerance of a column's edge, as in 7-point Helvetica.)
    const wide = (l: Line): Line => ({ ...l, words: l.words.map((w) => (/^\d/.test(w.text) ? { ...w, x1: w.x0 + w.text.length * 4.6 } : w)) });
    const parsed = parse([
      line(40, [['Statement 03/10/2024 - 31/10/2024', 238]]),
      line(60, [['Date', 54], ['Description', 107], ['გასული თანხა Paid Out', 661], ['შემოსული თანხა Paid In', 709], ['Balance', 769]]),
      ...[
        line(80, [['03/10/2024', 54], ['POS Yandex Go', 107], ['11.50', 661], ['385.05', 769]]),
        line(100, [['04/10/2024', 54], ['Private transfer', 107], ['69.00', 661], ['316.05', 769]]),
        line(120, [['06/10/2024', 54], ['POS Yandex Go', 107], ['5.20', 661], ['310.85', 769]]),
        line(140, [['07/10/2024', 54], ['Currency Exchange', 107], ['542.20', 709], ['853.05', 769]]),
        line(160, [['08/10/2024', 54], ['Rent', 107], ['800.00', 661], ['53.05', 769]]),
        line(180, [['09/10/2024', 54], ['POS Nikora', 107], ['9.30', 661], ['43.75', 769]]),
      ].map(wide),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type, t.balance])).toEqual([
      [1_150, 'withdrawal', 38_505],
      [6_900, 'withdrawal', 31_605],
      [520, 'withdrawal', 31_085],
      [54_220, 'deposit', 85_305],
      [80_000, 'withdrawal', 5_305],
      [930, 'withdrawal', 4_375],
    ]);
  });

  it('dates rows printed without a year between the whole dates of the balances around them, under a statement\'s number (`Kontoauszug 9/2024`)', () => {
    const parsed = parse(
      [
        line(40, [['Kontoauszug 9/2024', 400]]),
        line(80, [['Kontostand am 31.12.2023, Auszug Nr. 8', 40], ['4.586,99 +', 500]]),
        line(100, [['Buchung', 40], ['Wert', 100], ['Vorgang', 160], ['Betrag EUR', 500]]),
        line(120, [['02.01.', 40], ['02.01.', 100], ['Dauerauftrag Miete', 160], ['720,00-', 500]]),
        line(130, [['09.01.', 40], ['09.01.', 100], ['Debitkarte MediaMarkt 08.01', 160], ['9,48-', 512]]),
        line(140, [['25.01.', 40], ['25.01.', 100], ['GEHALT JANUAR', 160], ['3.597,00', 500]]),
        line(170, [['Kontostand am 31.01.2024 um 18:31 Uhr', 40], ['7.454,51 +', 500]]),
      ],
      '2026-11-01T10:00:00Z',
    );
    expect(parsed.transactions.map((t) => t.date)).toEqual(['2024-01-02', '2024-01-09', '2024-01-25']);
    // The balances' days bound the period: from the day after the last statement's, to this one's.
    expect([parsed.periodStart, parsed.periodEnd, parsed.openingBalance, parsed.closingBalance]).toEqual(['2024-01-01', '2024-01-31', 458_699, 745_451]);
  });

  it('reads a Norwegian account: day-month value dates are no decimal points, and a balance under `Ut av konto` or in the bank\'s favour is overdrawn', () => {
    const parsed = parse([
      line(40, [['Periode', 300], ['01.01.2025 - 31.01.2025', 380]]),
      line(60, [['Dato', 40], ['Forklaring', 90], ['Rentedato', 300], ['Ut av konto', 380], ['Inn på konto', 460]]),
      line(80, [['Saldo fra kontoutskrift 31.12.2024', 90], ['4 311,17', 384]]),
      line(90, [['01.01', 40], ['Kortgebyr', 90], ['01.01', 300], ['8,07', 396]]),
      line(100, [['03.01', 40], ['Varekjøp APOTEK 1 dato 01.01', 90], ['03.01', 300], ['1 152,45', 384]]),
      line(110, [['03.01', 40], ['Skatteetaten tilgode skatt', 90], ['03.01', 300], ['480,00', 476]]),
      line(120, [['05.01', 40], ['Nettbank til Ole Hansen', 90], ['05.01', 300], ['2 000,00', 384]]),
      line(140, [['Saldo i vår favør', 90], ['6 991,69', 464]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type])).toEqual([
      ['2025-01-01', 807, 'withdrawal'],
      ['2025-01-03', 115_245, 'withdrawal'],
      ['2025-01-03', 48_000, 'deposit'],
      ['2025-01-05', 200_000, 'withdrawal'],
    ]);
    expect([parsed.openingBalance, parsed.closingBalance, parsed.accountKind]).toEqual([-431_117, -699_169, 'bank_account']);
  });

  it('reads the balances a summary box states on the period\'s first and last days as opening and closing (`Баланс на 01.04.2025`)', () => {
    const parsed = parse([
      line(40, [['Период', 42], ['с 1 апреля 2025 г. по 30 апреля 2025 г.', 132]]),
      line(60, [['Баланс на 01.04.2025', 48], ['1 000,00 ₽', 279]]),
      line(70, [['Баланс на 30.04.2025', 48], ['1 250,00 ₽', 279]]),
      line(100, [['Дата', 45], ['Описание операции', 167], ['Сумма операции', 476]]),
      line(120, [['02.04.2025', 45], ['Покупка ЯНДЕКС ТАКСИ', 167], ['-150,00 ₽', 476]]),
      line(130, [['15.04.2025', 45], ['Зарплата', 167], ['+500,00 ₽', 476]]),
      line(140, [['20.04.2025', 45], ['Покупка АПТЕКА', 167], ['-100,00 ₽', 476]]),
    ]);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([100_000, 125_000]);
  });

  it('reads dated balances whose labels stand over their values in a box of several (`Saldo a 1 de septiembre de 2024 | Ingresos | …`)', () => {
    const parsed = parse([
      line(60, [['1 de septiembre de 2024 – 30 de septiembre de 2024', 351]]),
      line(113, [['Saldo a 1 de septiembre de 2024', 50], ['Ingresos', 179], ['Gastos', 309], ['Saldo a 30 de septiembre de 2024', 438]]),
      line(127, [['5.180,15 €', 50], ['+100,00 €', 179], ['-80,00 €', 309], ['5.200,15 €', 438]]),
      line(160, [['Fecha', 42], ['Concepto', 120], ['Importe', 480]]),
      line(180, [['02/09/2024', 42], ['Recibo agua', 120], ['-30,00', 480]]),
      line(190, [['10/09/2024', 42], ['Nómina', 120], ['100,00', 484]]),
      line(200, [['15/09/2024', 42], ['Compra Zara', 120], ['-50,00', 480]]),
    ]);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([518_015, 520_015]);
  });

  it('reads a row whose text stands far over its lone figure before the rows\' spacing is known (an app\'s export)', () => {
    const parsed = parse([
      line(40, [['Periodo 01/09/2024 - 30/09/2024', 351]]),
      line(100, [['Fecha', 42], ['Concepto', 120], ['Importe', 480]]),
      line(120, [['02/09/2024', 42], ['RECIBO CANAL ISABEL II', 120], ['-33,38', 480]]),
      line(145, [['PAGO CON TARJETA CEPSA', 120]]),
      line(157, [['-38,89', 480]]),
      line(182, [['03/09/2024', 42], ['COMPRA GLOVO ALICANTE', 120], ['-4,56', 484]]),
      line(207, [['04/09/2024', 42], ['COMPRA CEPSA BILBAO', 120], ['-48,44', 480]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2024-09-02', 3_338, 'RECIBO CANAL ISABEL II'],
      ['2024-09-02', 3_889, 'PAGO CON TARJETA CEPSA'],
      ['2024-09-03', 456, 'COMPRA GLOVO ALICANTE'],
      ['2024-09-04', 4_844, 'COMPRA CEPSA BILBAO'],
    ]);
  });

  it('gives an app export\'s text to the figure under it, though a footer close under the last row stands at the headings\' indent', () => {
    const day = (y: number, heading: string, rows: [string, string][]): Line[] => [
      line(y, [[heading, 42]]),
      ...rows.flatMap(([text, figure], k) => [line(y + 18 + k * 37, [[text, 72]]), line(y + 30 + k * 37, [[figure, 540 - figure.length * 4]])]),
    ];
    const footer = (y: number, n: number): Line => line(y, [['Nova Neobank · generated in the app', 42], [`${n}/2`, 543]]);
    const first = [
      line(40, [['Statement 26 July 2024 - 25 August 2024', 300]]),
      ...day(600, 'Monday, 29 July 2024', [['ARGOS LTD LEEDS', '-£585.40'], ['CARD PAYMENT TO CO-OP GROUP', '-£5.77']]),
      ...day(693, 'Tuesday, 30 July 2024', [['CR COUNTY COUNCIL PAYROLL', '+£1,534.73']]),
      footer(745, 1),
    ];
    const second = [
      ...day(60, 'Wednesday, 31 July 2024', [['VIS CO-OP GROUP SHEFFIELD', '-£319.74'], ['UNARRANGED O/D CHARGE', '-£0.65']]),
      ...day(153, 'Thursday, 1 August 2024', [['TFR TO SAVINGS', '-£73.66'], ['WHSMITH GLASGOW', '-£28.41']]),
      footer(257, 2),
    ];
    const parsed = parseStatement([pageOf(first, 1), pageOf(second, 2)], inspection());
    expect(parsed.transactions.map((t) => [t.amount, t.description.replace(/^\w+day, /, '').replace(/ Nova Neobank.*$/, '')])).toEqual([
      [58_540, 'ARGOS LTD LEEDS'],
      [577, 'CARD PAYMENT TO CO-OP GROUP'],
      [153_473, 'CR COUNTY COUNCIL PAYROLL'],
      [31_974, 'VIS CO-OP GROUP SHEFFIELD'],
      [65, 'UNARRANGED O/D CHARGE'],
      [7_366, 'TFR TO SAVINGS'],
      [2_841, 'WHSMITH GLASGOW'],
    ]);
  });

  it('reads a row\'s first line that starts in the text column as its description, though it names money coming in (`ANNULATION VERSEMENT …`)', () => {
    const parsed = parse([
      line(150, [['Période du 01/12/2027 au 31/12/2027', 65]]),
      line(196, [['Date de l’opération', 69], ['Nature des opérations', 161], ['Montant opération', 338], ['Solde après opération', 421]]),
      line(212, [['15 déc.', 69], ['PRLV SEPA CITY WATER', 161]]),
      line(225, [['CARTE 3188', 161], ['22,98-', 384], ['2495,72', 497]]),
      line(242, [['ANNULATION VERSEMENT STARK SUPPLY', 161]]),
      line(254, [['FACT 866291', 161], ['145,62-', 380], ['2350,10', 497]]),
      line(271, [['16 déc.', 69], ['RETRAIT DAB WARSZAWA', 161]]),
      line(283, [['FACT 6487276297', 161], ['49,17-', 384], ['2300,93', 497]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type])).toEqual([
      ['2027-12-15', 2_298, 'withdrawal'],
      ['2027-12-15', 14_562, 'withdrawal'],
      ['2027-12-16', 4_917, 'withdrawal'],
    ]);
  });

  it('keeps a row\'s wide second line (a foreign amount) where its figures stand under the date, left of the text', () => {
    const parsed = parse([
      line(100, [['Opening/Closing Date 01/07/2027 - 31/08/2027', 371]]),
      line(259, [['Date', 44], ['Value', 99], ['Narration', 132]]),
      line(281, [['04/07', 44], ['POS IKEA', 132]]),
      line(298, [['32.64', 101], ['TXN 1638548', 132]]),
      line(316, [['09/07', 44], ['ALDI SUED AMSTERDAM CENTRAAL STATION', 132]]),
      line(333, [['FOREIGN CURRENCY 158.23 SEK', 132]]),
      line(350, [['124.47', 97], ['@ EXCHANGE RATE 0.56188', 132]]),
      line(368, [['11/07', 44], ['VISA DEBIT LIDL', 132]]),
      line(385, [['51.20', 101], ['PPD ID: 7983515636', 132]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2027-07-04', 3_264],
      ['2027-07-09', 12_447],
      ['2027-07-11', 5_120],
    ]);
  });

  it('reads money columns set flush left, figures of every length starting on one edge', () => {
    const parsed = parse([
      line(40, [['Statement 2019-03-28 -- 2019-04-28', 238]]),
      line(120, [['2019-03-28', 28], ['CNY', 93], ['10,000.00', 167], ['13,893.32', 235], ['Transfer in', 304]]),
      line(140, [['2019-03-28', 28], ['CNY', 93], ['-4,000.00', 167], ['9,893.32', 235], ['Quick pay', 304]]),
      line(160, [['2019-03-28', 28], ['CNY', 93], ['-1.88', 167], ['9,891.44', 235], ['Quick pay', 304]]),
      line(180, [['2019-03-29', 28], ['CNY', 93], ['-10,600.00', 167], ['-708.56', 235], ['Transfer out', 304]]),
      line(200, [['2019-03-29', 28], ['CNY', 93], ['105,300.00', 167], ['104,591.44', 235], ['Transfer in', 304]]),
      line(220, [['2019-03-29', 28], ['CNY', 93], ['-1.88', 167], ['104,589.56', 235], ['Quick pay', 304]]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type, t.balance])).toEqual([
      [1_000_000, 'deposit', 1_389_332],
      [400_000, 'withdrawal', 989_332],
      [188, 'withdrawal', 989_144],
      [1_060_000, 'withdrawal', -70_856],
      [10_530_000, 'deposit', 10_459_144],
      [188, 'withdrawal', 10_458_956],
    ]);
  });

  it('takes no section title from a line whose phrases set apart name different directions (a margin note beside a title)', () => {
    const parsed = parse([
      line(40, [['Statement period 01/07/2024 to 31/07/2024', 40]]),
      line(100, [['Payments and credits received', 40], ['Purchases', 300]]),
      line(120, [['05/07/2024', 300], ['Pak N Save Wairau Road', 400], ['123.40', 700]]),
      line(130, [['09/07/2024', 300], ['Gull Albany Auckland', 400], ['85.00', 700]]),
      line(140, [['15/07/2024', 300], ['The Warehouse Glenfield', 400], ['42.85', 700]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'withdrawal', 'withdrawal']);
  });

  it('takes no section title from a sentence\'s piece in a margin beside the table (`or refunds.`)', () => {
    const parsed = parse([
      line(40, [['Statement period 01/07/2024 to 31/07/2024', 40]]),
      line(90, [['Date', 300], ['Details', 400], ['Amount', 700]]),
      line(100, [['or refunds.', 40]]),
      line(120, [['05/07/2024', 300], ['Interest on purchases', 400], ['6.30', 700]]),
      line(130, [['advances, interest and fees charged', 40]]),
      line(140, [['09/07/2024', 300], ['Gull Albany Auckland', 400], ['85.00', 700]]),
      line(150, [['15/07/2024', 300], ['The Warehouse Glenfield', 400], ['42.85', 700]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'withdrawal', 'withdrawal']);
  });

  it('reads a row whose text is only references and a date-time (a cash machine\'s), not as a daily-balance pair', () => {
    const parsed = parse([
      line(60, [['Date', 38], ['Description', 115], ['Debit', 390], ['Credit', 460], ['Balance', 540]]),
      line(80, [['23 Nov 24', 38], ['ACSA CIA 5222*0536 20 NOV', 115], ['-28.00', 390], ['239,659.12', 535]]),
      line(90, [['CHEQUE CARD PURCHASE', 115]]),
      line(110, [['23 Nov 24', 38], ['0000A722', 115], ['2024-11-23', 158], ['T08:49:42', 204], ['5326*6906', 247], ['-3,000.00', 377], ['236,659.12', 535]]),
      line(120, [['AUTOBANK CASH WITHDRAWAL AT', 115]]),
      line(140, [['23 Nov 24', 38], ['71465650', 115], ['-12.00', 390], ['236,647.12', 535]]),
      line(150, [['CASH WITHDRAWAL FEE', 115]]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.description])).toEqual([
      [2_800, 'ACSA CIA 5222*0536 20 NOV CHEQUE CARD PURCHASE'],
      [300_000, '0000A722 2024-11-23 T08:49:42 5326*6906 AUTOBANK CASH WITHDRAWAL AT'],
      [1_200, '71465650 CASH WITHDRAWAL FEE'],
    ]);
  });

  it('reads rows whose date column stands right of the money, under headings set flush left over figures set flush right', () => {
    const parsed = parse([
      line(60, [['Page', 24], ['Details', 52], ['Service Fee', 199], ['Debit', 246], ['Credit', 330], ['Date', 414], ['Balance', 456]]),
      line(80, [['10', 37], ['ELECTRONIC BANKING TRANSFER TO', 52], ['0.00', 222], ['-92.71', 298], ['0.00', 390], ['20240222', 414], ['6,536,806.66', 476]]),
      line(90, [['10', 37], ['ELECTRONIC BANKING PAYMENT TO', 52], ['0.00', 222], ['-13,026.61', 282], ['0.00', 390], ['20240223', 414], ['6,523,780.05', 476]]),
      line(100, [['10', 37], ['ELECTRONIC BANKING PAYMENT FR', 52], ['0.00', 222], ['0.00', 306], ['11,178.00', 370], ['20240226', 414], ['6,534,958.05', 476]]),
      line(110, [['10', 37], ['SERVICE FEE', 52], ['0.00', 222], ['-95.00', 298], ['0.00', 390], ['20240229', 414], ['6,534,863.05', 476]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type])).toEqual([
      ['2024-02-22', 9_271, 'withdrawal'],
      ['2024-02-23', 1_302_661, 'withdrawal'],
      ['2024-02-26', 1_117_800, 'deposit'],
      ['2024-02-29', 9_500, 'withdrawal'],
    ]);
  });

  it('dates rows by a column of six-digit dates run together (250601)', () => {
    const parsed = parse([
      line(40, [['Start Date 20250601 End Date 20250630', 21]]),
      line(80, [['No', 21], ['Date', 62], ['Description', 100], ['Amount', 454], ['Balance', 544]]),
      line(100, [['12606', 21], ['250601', 62], ['MIN SERVICE FEE', 100], ['-160.00', 458], ['845178.92', 538]]),
      line(120, [['12610', 21], ['250602', 62], ['ACB DEBIT EXTERNAL', 100], ['-89.56', 462], ['845089.36', 538]]),
      line(140, [['12614', 21], ['250604', 62], ['ACB CREDIT', 100], ['2250.00', 458], ['847339.36', 538]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type])).toEqual([
      ['2025-06-01', 16_000, 'withdrawal'],
      ['2025-06-02', 8_956, 'withdrawal'],
      ['2025-06-04', 225_000, 'deposit'],
    ]);
  });

  it('leaves figures quoted in the descriptions (an interest line repeated down the page) in the text, not a column of their own', () => {
    const parsed = parse([
      line(60, [['Statement period 01/07/2024 to 31/07/2024', 40]]),
      line(150, [['Date', 40], ['Particulars', 100], ['Debit', 300], ['Credit', 360], ['Balance', 420]]),
      line(160, [['01/07/2024', 40], ['Opening', 100], ['1,000.00', 420]]),
      line(170, [['02/07/2024', 40], ['Int: 92.00', 100], ['92.00', 360], ['1,092.00', 420]]),
      line(180, [['03/07/2024', 40], ['Int: 92.00', 100], ['92.00', 360], ['1,184.00', 420]]),
      line(190, [['04/07/2024', 40], ['Int: 15.00', 100], ['15.00', 360], ['1,199.00', 420]]),
      line(200, [['05/07/2024', 40], ['Rent', 100], ['100.00', 300], ['1,099.00', 420]]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type, t.balance])).toEqual([
      [9_200, 'deposit', 109_200],
      [9_200, 'deposit', 118_400],
      [1_500, 'deposit', 119_900],
      [10_000, 'withdrawal', 109_900],
    ]);
    expect(parsed.transactions[0]!.description).toBe('Int: 92.00');
  });

  it('reads a row with a zero in the other money column by the figure it moves, and a serial number on a line of its own as part of the table', () => {
    const parsed = parse([
      line(60, [['Statement period 01/07/2024 to 31/07/2024', 40]]),
      line(150, [['S No.', 20], ['Date', 60], ['Remarks', 120], ['Withdrawal', 300], ['Deposit', 370], ['Balance', 440]]),
      line(170, [['01/07/2024', 60], ['UPI/9032221/Payment from', 120], ['0.00', 320], ['1,200.00', 370], ['1,475.12', 440]]),
      line(176, [['1', 24]]),
      line(182, [['Ph/889885@ybl', 120]]),
      line(200, [['02/07/2024', 60], ['BIL/INFT/00163190', 120], ['1,340.00', 300], ['0.00', 382], ['135.12', 448]]),
      line(206, [['2', 24]]),
      line(230, [['03/07/2024', 60], ['UPI/9032451/Payment', 120], ['100.00', 308], ['0.00', 382], ['35.12', 452]]),
      line(236, [['3', 24], ['Ph/922249@ybl', 120]]),
      line(260, [['04/07/2024', 60], ['BY CASH', 120], ['0.00', 320], ['100.00', 378], ['135.12', 448]]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type, t.description])).toEqual([
      [120_000, 'deposit', 'UPI/9032221/Payment from Ph/889885@ybl'],
      [134_000, 'withdrawal', 'BIL/INFT/00163190'],
      [10_000, 'withdrawal', 'UPI/9032451/Payment Ph/922249@ybl'],
      [10_000, 'deposit', 'BY CASH'],
    ]);
  });

  it('reads the transactions under a header below a summary box titled Balance summary', () => {
    const parsed = parse([
      line(40, [['Statement period 01/03/2026 to 31/03/2026', 40]]),
      line(60, [['Balance summary', 40]]),
      line(72, [['Opening balance', 40], ['1,000.00', 300]]),
      line(84, [['Closing balance', 40], ['1,400.00', 300]]),
      line(110, [['Date', 40], ['Transaction details', 100], ['Paid out', 300], ['Receipts', 370], ['Balance', 440]]),
      line(125, [['02/03/2026', 40], ['SALARY', 100], ['500.00', 370], ['1,500.00', 440]]),
      line(135, [['05/03/2026', 40], ['GROCER', 100], ['100.00', 300], ['1,400.00', 440]]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type])).toEqual([[50_000, 'deposit'], [10_000, 'withdrawal']]);
  });

  it('keeps a date inside a description running on (`ON 13/10`) as its text, not as the next row\'s date', () => {
    const parsed = parse([
      line(40, [['Statement period 01/10/2023 to 31/10/2023', 40]]),
      line(60, [['Date', 36], ['Payment type and details', 63], ['Paid out', 300], ['Paid in', 370], ['Balance', 440]]),
      line(75, [['12 Oct', 36], ['BALANCE BROUGHT FORWARD', 63], ['1,000.00', 440]]),
      line(86, [['DEBIT CARD PURCHASE ZENITH', 63], ['90.37', 300]]),
      line(96, [['ON 13/10', 63]]),
      line(107, [['CHEQUE 7333', 63], ['21.46', 300], ['888.17', 440]]),
      line(118, [['15 Oct', 36], ['MOBILE CHEQUE DEPOSIT', 63], ['79.35', 370], ['967.52', 440]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2023-10-12', 9_037, 'DEBIT CARD PURCHASE ZENITH ON 13/10'],
      ['2023-10-12', 2_146, 'CHEQUE 7333'],
      ['2023-10-15', 7_935, 'MOBILE CHEQUE DEPOSIT'],
    ]);
  });

  it('starts the period on the date of the opening line where only the statement\'s end is printed', () => {
    const parsed = parse([
      line(30, [['Statement Ending 09/21/2018', 350]]),
      line(100, [['Post Date', 36], ['Description', 100], ['Debits', 380], ['Credits', 450], ['Balance', 530]]),
      line(112, [['09/01/2018', 36], ['Beginning Balance', 100], ['$18,805.47', 530]]),
      line(124, [['09/04/2018', 36], ['POS Debit GIANT FOOD', 100], ['$57.48', 380], ['$18,747.99', 530]]),
      line(136, [['09/10/2018', 36], ['Deposit', 100], ['$100.00', 450], ['$18,847.99', 530]]),
    ]);
    expect([parsed.periodStart, parsed.periodEnd]).toEqual(['2018-09-01', '2018-09-21']);
  });

  it('starts the period the day after a balance brought forward from the last statement, printed without its year (`31/03 Balance From Last Statement`)', () => {
    const parsed = parse([
      line(30, [['Statement Date', 319], ['30 Apr 2025', 477]]),
      line(100, [['DATE', 57], ['TRANSACTION', 93], ['DEBIT', 319], ['CREDIT', 407], ['BALANCE', 498]]),
      line(112, [['31/03', 57], ['Balance From Last Statement', 93], ['25,990.89', 486]]),
      line(124, [['02/04', 57], ['DEP-ECP 126081', 93], ['166,635.40', 384], ['192,626.29', 481]]),
      line(136, [['07/04', 57], ['LOAN PYMT-ATM/EFT 068372', 93], ['2,022.00', 318], ['190,604.29', 481]]),
      line(148, [['Balance C/F', 93], ['190,604.29', 481]]),
    ]);
    expect([parsed.periodStart, parsed.periodEnd]).toEqual(['2025-04-01', '2025-04-30']);
  });

  it('reads listings printed side by side, the left one first, a section title keeping the header\'s columns', () => {
    const parsed = parse([
      line(40, [['Statement period 01/10/2025 to 05/11/2025', 40]]),
      line(100, [['Date', 31], ['Description', 85], ['Amount', 253], ['Date', 300], ['Description', 354], ['Amount', 523]]),
      line(128, [['Credits', 31], ['Credits', 300]]),
      line(140, [['21 Oct 25', 34], ['Fund Transfers', 88], ['-8,000.00', 258], ['3 Nov 25', 303], ['Fund Transfers', 357], ['-6,000.00', 527]]),
      line(156, [['Debit', 31], ['Debit', 300]]),
      line(168, [['9 Oct 25', 34], ['Oracle America, Inc. 0.06', 88], ['1.22', 276], ['5 Nov 25', 303], ['Oracle America, Inc. 0.06', 357], ['1.20', 546]]),
      line(180, [['10 Oct 25', 34], ['Mcd Plumstead', 88], ['315.60', 268], ['22 Oct 25', 303], ['Steers Rosmead', 357], ['370.40', 537]]),
      line(192, [['11 Oct 25', 34], ['Marias Greek Cafe', 88], ['580.00', 268]]),
      line(220, [['Closing balance', 405], ['-1,599.77', 527]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2025-10-21', 800_000],
      ['2025-10-09', 122],
      ['2025-10-10', 31_560],
      ['2025-10-11', 58_000],
      ['2025-11-03', 600_000],
      ['2025-11-05', 120],
      ['2025-10-22', 37_040],
    ]);
  });

  it('reads a card\'s closing printed with a minus, beside an opening printed plain, as a credit balance', () => {
    const parsed = parse([
      line(30, [['Visa Credit Card statement', 40]]),
      line(40, [['Statement period 01/10/2025 to 31/10/2025', 40]]),
      line(60, [['Balance brought forward', 40], ['2,610.34', 300]]),
      line(72, [['Closing balance', 40], ['-1,599.77', 296]]),
      line(100, [['Date', 40], ['Description', 100], ['Amount', 300]]),
      line(112, [['03/10/2025', 40], ['PAYMENT THANK YOU', 100], ['-5,000.00', 296]]),
      line(124, [['09/10/2025', 40], ['SIMPLY ASIA', 100], ['326.05', 300]]),
      line(136, [['12/10/2025', 40], ['SHELL', 100], ['463.61', 300]]),
    ]);
    expect(parsed.accountKind).toBe('credit_card');
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([-261_034, 159_977]);
  });

  it('reads a card\'s plus as a charge and its minus as a payment where the plus marks most rows (`+1,587.78`, `-2,034.96` paid)', () => {
    const parsed = parse([
      line(30, [['Estado de cuenta de tarjeta de crédito', 314]]),
      line(40, [['Periodo: del 01-JUL-2022 al 31-JUL-2022', 292]]),
      line(60, [['Pago mínimo', 39], ['$1,110.57', 202]]),
      line(100, [['Fecha', 36], ['Concepto', 95], ['Importe', 509]]),
      line(112, [['02-JUL-2022', 36], ['PANADERÍA SAN JOSÉ', 95], ['+1,587.78', 502]]),
      line(124, [['05-JUL-2022', 36], ['SUPERMERCADO LA HUERTA', 95], ['+1,259.71', 502]]),
      line(136, [['06-JUL-2022', 36], ['SU PAGO GRACIAS', 95], ['-2,034.96', 507]]),
      line(148, [['16-JUL-2022', 36], ['ELÉCTRICA DEL VALLE', 95], ['+3,841.64', 502]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'withdrawal', 'deposit', 'withdrawal']);
  });

  it('takes, of a card\'s several previous balances (one box per kind of balance), the one its rows lead from to the new balance', () => {
    const parsed = parse([
      line(30, [['Gold Card', 40], ['Closing Date 12/25/22', 300]]),
      line(40, [['Minimum Payment Due', 40], ['$124.60', 300]]),
      line(60, [['Pay In Full', 400]]),
      line(70, [['Previous Balance', 400], ['$0.00', 540]]),
      line(80, [['New Balance', 400], ['$0.00', 540]]),
      line(100, [['Pay Over Time', 400]]),
      line(110, [['Previous Balance', 400], ['$5,199.87', 525]]),
      line(120, [['New Balance', 400], ['$6,230.22', 525]]),
      line(200, [['Date', 50], ['Description', 101], ['Amount', 524]]),
      line(212, [['12/03/22', 50], ['PAYMENT RECEIVED - THANK YOU', 101], ['-$5,199.87', 518]]),
      line(224, [['12/04/22', 50], ['BASS PRO SHOPS', 101], ['$6,230.22', 523]]),
    ]);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([-519_987, -623_022]);
  });

  it('reads rows under dates set as headings, and no row from a period repeated in a running head', () => {
    // Figures set flush right, as printed.
    const day = (y: number, date: string, text: string, amount: string) => [line(y, [[date, 28]]), line(y + 16, [[text, 28], [amount, 560 - amount.length * 4]])];
    const parsed = parse(
      [
        line(40, [['Desde 1 febrero 2023 hasta 30 abril 2023', 28]]),
        ...day(100, '02.02.2023', 'COMPRA TARJ. NORTHWIND PHARMACY', '-20,00 €'),
        ...day(140, '06.02.2023', 'RETIRADA CAJERO VALENCIA', '-20,00 €'),
        ...day(180, '07.02.2023', 'DEVOLUCION FRESHWAY FOODS', '+23,22 €'),
        line(400, [['Fern Desde 1 febrero 2023 hasta 30 abril 2023', 28]]),
        ...day(420, '22.03.2023', 'NOMINA ACME LOGISTICS LTD', '+3.003,16 €'),
        ...day(460, '23.03.2023', 'RECIBO AUTOCOVER', '-13,23 €'),
      ].flat(),
    );
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type])).toEqual([
      ['2023-02-02', 2_000, 'withdrawal'],
      ['2023-02-06', 2_000, 'withdrawal'],
      ['2023-02-07', 2_322, 'deposit'],
      ['2023-03-22', 300_316, 'deposit'],
      ['2023-03-23', 1_323, 'withdrawal'],
    ]);
  });

  it('opens a column for undated figures under a header cell when the filled column beside it is another cell\'s', () => {
    const right = (text: string, x1: number): [string, number] => [text, x1 - text.length * 4];
    const parsed = parse([
      line(40, [['Statement period 01/10/2023 to 31/10/2023', 40]]),
      line(60, [['Date', 36], ['Payment type and details', 63], ['Paid out', 440], ['Receipts', 489], ['Balance', 540]]),
      line(75, [['12 Oct', 36], ['BALANCE BROUGHT FORWARD', 63], right('1,000.00', 580)]),
      line(86, [['12 Oct', 36], ['DEBIT CARD PURCHASE', 63], right('90.37', 484)]),
      line(97, [['INTEREST PAID', 63], right('32.98', 521)]),
      line(108, [['14 Oct', 36], ['CHEQUE 7333', 63], right('21.46', 484), right('921.15', 580)]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type])).toEqual([
      [9_037, 'withdrawal'],
      [3_298, 'deposit'],
      [2_146, 'withdrawal'],
    ]);
  });

  it('keeps an account reading where a card reading agrees better but not outright, its rows naming the debit card used', () => {
    const parsed = parse([
      line(40, [['Statement period 01/12/2027 to 31/12/2027', 40]]),
      line(60, [['Total credits', 40], ['50.00', 300]]),
      line(72, [['Total debits', 40], ['999.00', 296]]),
      line(100, [['Date', 40], ['Description', 100], ['Amount', 300]]),
      line(112, [['15/12/2027', 40], ['BILL PAYMENT CARD ENDING 0083', 100], ['-30.00', 296]]),
      line(124, [['16/12/2027', 40], ['FASTER PAYMENT RECEIVED', 100], ['200.00', 300]]),
      line(136, [['17/12/2027', 40], ['CONTACTLESS CARD ENDING 5634', 100], ['-20.00', 296]]),
    ]);
    expect(parsed.accountKind).toBe('bank_account');
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'deposit', 'withdrawal']);
  });

  it('starts the period the day after an opening line dated the last day of the month before the rows', () => {
    const parsed = parse([
      line(40, [['Emitido el 05/05/2025', 300]]),
      line(100, [['Fecha', 36], ['Concepto', 100], ['Importe', 350], ['Saldo', 500]]),
      line(112, [['31/03/2025', 36], ['SALDO ANTERIOR', 100], ['22587621.81', 500]]),
      line(124, [['01/04/2025', 36], ['COMPRA TARJETA', 100], ['-63000.00', 350], ['22524621.81', 500]]),
      line(136, [['30/04/2025', 36], ['TRANSFERENCIA', 100], ['1000.00', 350], ['22525621.81', 500]]),
    ]);
    expect(parsed.periodStart).toBe('2025-04-01');
  });

  it('closes the period on a statement date printed without a year, its year taken with the rows', () => {
    const parsed = parse(
      [
        line(60, [['Printed on 31.08.', 40]]),
        line(150, [['Date', 40], ['Description', 100], ['Debit', 300], ['Credit', 360], ['Balance', 420]]),
        line(170, [['10.07.', 40], ['Coffee', 100], ['10,00', 300], ['990,00', 420]]),
        line(180, [['14.08.', 40], ['Salary', 100], ['500,00', 360], ['1.490,00', 412]]),
      ],
      '2023-09-01T08:00:00Z',
    );
    expect(parsed.periodEnd).toBe('2023-08-31');
  });

  it('does not take amounts such as 22.12 for dates when deciding the order of day and month', () => {
    const parsed = parse([
      line(60, [['Statement period 05/01/2019 - 07/31/2019', 40]]),
      line(150, [['Date', 40], ['Description', 100], ['Amount', 300], ['Balance', 420]]),
      line(170, [['May 02', 40], ['Coffee', 100], ['22.12', 300], ['977.88', 420]]),
      line(180, [['May 09', 40], ['Tea', 100], ['22.09', 300], ['955.79', 420]]),
      line(190, [['Jun 13', 40], ['Lunch', 100], ['9.13', 304], ['946.66', 420]]),
    ]);
    expect(parsed.periodStart).toBe('2019-05-01');
    expect(parsed.periodEnd).toBe('2019-07-31');
  });

  it('keeps a figure marked CR in a column of figures printed with a currency sign, its print ending where theirs do', () => {
    const parsed = parse([
      line(60, [['Extracto del 02/05/2027 al 29/06/2027 EUR', 40]]),
      line(150, [['Fecha', 40], ['Cantidad', 138], ['Concepto', 178]]),
      line(170, [['07/05/2027', 40], ['109,89 €', 140], ['COMPRA ALBERT HEIJN', 178]]),
      line(180, [['10/05/2027', 40], ['279,54 € CR', 130], ['PAGO TARJETA GRACIAS', 178]]),
      line(190, [['15/05/2027', 40], ['99,16 €', 144], ['PAGO CON TARJETA MERCADONA', 178]]),
      line(200, [['16/05/2027', 40], ['43,50 €', 144], ['PAGO CON TARJETA CHIPOTLE', 178]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2027-05-07', 10_989],
      ['2027-05-10', 27_954],
      ['2027-05-15', 9_916],
      ['2027-05-16', 4_350],
    ]);
  });

  it('names a column by the header word over its figures\' currency when the word stands right of the digits', () => {
    const parsed = parse([
      line(60, [['Statement Period 2027.12.14 - 2028.01.12', 40]]),
      line(150, [['Booking Date', 37], ['Details', 125], ['Withdrawal Amt.', 430], ['In', 526]]),
      line(170, [['2027.12.14', 37], ['RETURNED DEPOSIT ITEM', 125], ['38,530 JPY', 446]]),
      line(180, [['2027.12.25', 37], ['DIRECT DEPOSIT PAYROLL', 125], ['426,000 JPY', 490]]),
      line(190, [['2027.12.28', 37], ['WIRE TRANSFER FEE', 125], ['1,100 JPY', 450]]),
      line(200, [['2027.12.31', 37], ['INTEREST PAYMENT', 125], ['871 JPY', 506]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'deposit', 'withdrawal', 'deposit']);
  });

  it('closes the rows on a balance stated after them when no opening is printed', () => {
    const parsed = parse([
      line(60, [['Période du 01/08/2023 au 31/08/2023', 40]]),
      line(150, [['Date', 40], ['Détail', 100], ['Montant', 400]]),
      line(170, [['01/08', 40], ['CARTE CVS PHARMACY', 100], ['113,19-', 400]]),
      line(180, [['03/08', 40], ['VERSEMENT ESPECES', 100], ['1 113,67', 396]]),
      line(190, [['04/08', 40], ['PAIEMENT CB TARGET', 100], ['68,16-', 404]]),
      line(600, [['Situation de votre compte', 40]]),
      line(612, [['Solde au', 40], ['13 129,18', 380]]),
    ]);
    expect(parsed.closingBalance).toBe(1_312_918);
  });

  it('starts a table without a header at a first row whose amount, before the description, is printed on the line below', () => {
    const parsed = parse([
      line(100, [['Period: 12/01/2021 - 12/31/2021', 435]]),
      line(170, [['Transaction details', 39]]),
      line(189, [['Dec 01', 43], ['DEBIT CARD PURCHASE WHOLE FOODS MKT', 140]]),
      line(205, [['-111.88', 104], ['CARD 5775 REF 16601181', 140], ['15,827.36', 533]]),
      line(224, [['Dec 01', 43], ['ATM CHIPOTLE 1823 @10000000', 140]]),
      line(240, [['-128.52', 104], ['INV 8917020', 140], ['15,698.84', 533]]),
      line(258, [['Dec 02', 43], ['-1,813.71', 96], ['STANDING ORDER STARK SUPPLY CO', 140], ['13,885.13', 533]]),
      line(277, [['Dec 02', 43], ['-190.99', 104], ['ATM WITHDRAWAL LONDON', 140], ['13,694.14', 533]]),
      line(296, [['Dec 06', 43], ['-11.78', 108], ['VISA DEBIT UBER TRIP', 140], ['13,682.36', 533]]),
    ]);
    expect(parsed.transactions.map((t) => t.amount)).toEqual([11_188, 12_852, 181_371, 19_099, 1_178]);
  });

  it('gives the text between two rows to the row below where every row prints its figures on its last line', () => {
    const parsed = parse([
      line(100, [['Période du 14/02/2020 au 15/05/2020', 400]]),
      line(150, [['Date', 72], ['Opérations', 183], ['Montant opération', 380], ['Solde courant', 470]]),
      line(170, [['19/02/20', 72], ['CARTE 1415 SPOTIFY', 183]]),
      line(180, [['P1A2B3', 183], ['34,95', 418], ['5 126,34', 494]]),
      line(190, [['RETRAIT GAB LONDON', 183]]),
      line(200, [['8053104', 183], ['121,60', 414], ['5 004,74', 494]]),
      line(210, [['20/02/20', 72], ['PRLV SEPA SODEXCA', 183]]),
      line(220, [['SARL', 183], ['89,47', 418], ['4 915,27', 494]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.description])).toEqual([
      ['2020-02-19', 3_495, 'CARTE 1415 SPOTIFY P1A2B3'],
      ['2020-02-19', 12_160, 'RETRAIT GAB LONDON 8053104'],
      ['2020-02-20', 8_947, 'PRLV SEPA SODEXCA SARL'],
    ]);
  });

  it('does not open a second column under a header cell whose column is read: a summary box figure below the table is no row', () => {
    // Rows printed with the date once a day, so an undated line with a figure is a row.
    const first = pageOf([
      line(60, [['Statement period 01/12/2026 - 16/01/2027', 40]]),
      line(150, [['Date', 40], ['Description', 100], ['Withdrawals and Debits', 260], ['Deposits', 360]]),
      line(170, [['22/12/2026', 40], ['UBER TRIP', 100], ['1,014.32', 312]]),
      line(180, [['TRANSFER FROM VERIZON', 100], ['8,629.72', 360]]),
      line(190, [['14/01/2027', 40], ['VISA DEBIT CHIPOTLE', 100], ['852.98', 320]]),
      line(200, [['CHQ PAID 1000000', 100], ['1,962.46', 312]]),
    ]);
    // The summary box stands on the next page, where the table could run on.
    const second = pageOf([line(60, [['Your account at a glance', 40]]), line(70, [['Previous balance', 40], ['10,630.04', 264]]), line(80, [['Deposits and credits', 40], ['8,629.72', 264]]), line(90, [['Payments out', 40], ['1,867.30', 264]])], 2);
    const parsed = parseStatement([first, second], { ...inspection(), pageCount: 2 });
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type])).toEqual([
      ['2026-12-22', 101_432, 'withdrawal'],
      ['2026-12-22', 862_972, 'deposit'],
      ['2027-01-14', 85_298, 'withdrawal'],
      ['2027-01-14', 196_246, 'withdrawal'],
    ]);
  });

  it('reads the figures beside a column named for money out, under a header word for an amount only, as money in', () => {
    const parsed = parse([
      line(60, [['Period: 05/01/2020 - 06/30/2020', 40]]),
      line(150, [['Date', 40], ['Particulars', 100], ['Out', 330], ['Amount', 380]]),
      line(170, [['05/05/2020', 40], ['VISA DEBIT STAPLES', 100], ['184.89', 322]]),
      line(180, [['05/13/2020', 40], ['WIRE IN SODEXCA SARL', 100], ['5,992.66', 380]]),
      line(190, [['05/14/2020', 40], ['FEDEX PARIS', 100], ['93.05', 326]]),
      line(200, [['05/26/2020', 40], ['TRANSFER NORTHSTAR', 100], ['8,624.08', 380]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'deposit', 'withdrawal', 'deposit']);
  });

  it('reads a card\'s closing balance printed with a minus as a credit where its rows show the amount owed printed plain', () => {
    const parsed = parse([
      line(60, [['Credit card statement 06.12.2026 - 31.12.2026', 40]]),
      line(70, [['Credit limit 5.000,00', 40], ['Minimum payment 25,00', 300]]),
      line(90, [['Previous balance', 40], ['446,24', 300]]),
      line(100, [['New balance', 40], ['-518,31', 296]]),
      line(150, [['Date', 40], ['Description', 100], ['Amount', 300], ['Balance', 380]]),
      line(170, [['08.12.2026', 40], ['STARBUCKS BERLIN', 100], ['117,01', 300], ['563,25', 380]]),
      line(180, [['12.12.2026', 40], ['PAYMENT THANK YOU', 100], ['1.551,47-', 296], ['-988,22', 376]]),
      line(190, [['15.12.2026', 40], ['ALDI SUED', 100], ['92,20', 304], ['-896,02', 376]]),
      line(200, [['16.12.2026', 40], ['CVS PHARMACY', 100], ['377,71', 300], ['-518,31', 376]]),
    ]);
    expect(parsed.accountKind).toBe('credit_card');
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'deposit', 'withdrawal', 'withdrawal']);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([-44_624, 51_831]);
  });

  it('keeps an undated row after the last dated one when a row with its balance follows it (a day\'s rows, its date printed once)', () => {
    const parsed = parse([
      line(60, [['Periodo 1 de marzo de 2023 a 31 de marzo de 2023', 40]]),
      line(150, [['Fecha', 40], ['Movimiento', 100], ['Cantidad', 330], ['Saldo', 400]]),
      line(160, [['01/03/2023', 40], ['Saldo al inicio', 100], ['114,731.21', 400]]),
      line(170, [['01/03/2023', 40], ['TRANSF. ALQUILER', 100], ['(29,758.50)', 322], ['84,972.71', 404]]),
      line(180, [['16/03/2023', 40], ['ANULACION ABONO', 100], ['(6,430.32)', 326], ['78,542.39', 404]]),
      line(190, [['26/03/2023', 40], ['ABONO NOMINA', 100], ['64,745.84', 330]]),
      line(200, [['ADEUDO KRAUS', 100], ['(2,476.48)', 326]]),
      line(210, [['ADEUDO SODEXCA', 100], ['(4,238.35)', 326], ['136,573.40', 400]]),
    ]);
    expect(parsed.transactions.map((t) => t.amount)).toEqual([2_975_850, 643_032, 6_474_584, 247_648, 423_835]);
  });

  it('reads Dutch direction marks in a D/C column (`Af` out, `Bij` in)', () => {
    const parsed = parse([
      line(60, [['Afschrift 26-12-2026 - 24-01-2027', 40]]),
      line(150, [['Boekdatum', 40], ['Details', 100], ['Transactiebedrag', 330], ['D/C', 410]]),
      line(170, [['28/12/2026', 40], ['Kosten betaalpakket', 100], ['10,39', 380], ['Af', 410]]),
      line(180, [['29/12/2026', 40], ['SEPA Overboeking NORTHSTAR', 100], ['8.027,56', 368], ['Bij', 410]]),
      line(190, [['29/12/2026', 40], ['Pinbetaling IKEA', 100], ['33,60', 380], ['Af', 410]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'deposit', 'withdrawal']);
  });

  it('takes a statement naming its card and thanking for a payment for a card statement, its plain balance owed', () => {
    const parsed = parse([
      line(60, [['Carta n. 5889', 400]]),
      line(70, [['dal 01/06/2026 al 30/06/2026', 400]]),
      line(100, [['Saldo precedente', 40], ['1.749,51', 300]]),
      line(150, [['Data', 40], ['Operazione', 100], ['Importo', 330]]),
      line(170, [['05/06/2026', 40], ['ESSELUNGA MILANO', 100], ['133,90', 334]]),
      line(180, [['17/06/2026', 40], ['PAGAMENTO CARTA GRAZIE', 100], ['1.749,51 CR', 326]]),
      line(190, [['20/06/2026', 40], ['ALDI SUED', 100], ['32,76', 338]]),
    ]);
    expect(parsed.accountKind).toBe('credit_card');
    expect(parsed.openingBalance).toBe(-174_951);
  });

  it('reads an amount-only column beside a money-out column as money in when the balances voted on one of its figures', () => {
    const parsed = parse([
      line(60, [['Kontoutdrag 01/02/2025 - 28/02/2025', 40]]),
      line(150, [['Bokfört', 40], ['Text', 100], ['Uttag', 330], ['Belopp in SEK', 380], ['Behållning', 460]]),
      line(170, [['11/02/2025', 40], ['Uttag Bankomat', 100], ['2 008,97', 322], ['109 884,11', 460]]),
      line(180, [['26/02/2025', 40], ['Återbetalning CVS', 100], ['679,43', 410], ['110 563,54', 460]]),
      line(190, [['27/02/2025', 40], ['Kortköp ALDI', 100], ['485,67', 326]]),
      line(200, [['28/02/2025', 40], ['Ränta', 100], ['111,34', 410]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'deposit', 'withdrawal', 'deposit']);
  });

  it('reads an undated last line of a table whose rows print dates as a row only where the printed closing balance needs it', () => {
    const statement = (closing: string) =>
      parse([
        line(60, [['Statement period 01/01/2020 - 31/01/2020', 40]]),
        line(80, [['Opening balance', 40], ['1,000.00', 300]]),
        line(90, [['Closing balance', 40], [closing, 304]]),
        line(150, [['Date', 40], ['Description', 100], ['Amount', 330]]),
        line(170, [['19/01/2020', 40], ['POS DEBIT IKEA', 100], ['24.85 DR', 322]]),
        line(180, [['20/01/2020', 40], ['POS DEBIT HOME DEPOT', 100], ['71.46 DR', 322]]),
        line(190, [['INT INTEREST CHARGED', 100], ['5.29 DR', 326]]),
      ]);
    expect(statement('898.40').transactions.map((t) => t.amount)).toEqual([2_485, 7_146, 529]);
    expect(statement('903.69').transactions.map((t) => t.amount)).toEqual([2_485, 7_146]);
  });

  it('reads a listing whose opening line leads to its first balance as its own where a box over several accounts states another\'s first', () => {
    const parsed = parse([
      line(60, [['Statement period 01/11/2022 - 30/11/2022', 40]]),
      line(80, [['Account number', 40], ['469891992774', 200]]),
      line(90, [['Opening balance', 40], ['10,963.00', 300]]),
      line(100, [['Closing balance', 40], ['10,963.00', 300]]),
      line(140, [['Private current account 890793800965', 40]]),
      line(160, [['Date', 40], ['Description', 100], ['Amount', 330], ['Balance', 420]]),
      line(170, [['Balance brought forward', 100], ['1,166.33', 424]]),
      line(180, [['18/11/2022', 40], ['DIRECT DEBIT ALLIANZ', 100], ['-77.43', 335], ['1,088.90', 424]]),
      line(190, [['21/11/2022', 40], ['SALARY FISCHER', 100], ['459.24', 338], ['1,548.14', 424]]),
    ]);
    expect([parsed.openingBalance, parsed.closingBalance, parsed.accountLast4]).toEqual([116_633, 154_814, '0965']);
  });

  it('dates an undated charge kept after the last dated row on the day the period closes (`Interest charged on purchases`)', () => {
    const parsed = parse([
      line(60, [['Statement period 01/01/2020 - 31/01/2020', 40]]),
      line(80, [['Opening balance', 40], ['1,000.00', 300]]),
      line(90, [['Closing balance', 40], ['898.40', 304]]),
      line(150, [['Date', 40], ['Description', 100], ['Amount', 330]]),
      line(170, [['19/01/2020', 40], ['POS DEBIT IKEA', 100], ['24.85 DR', 322]]),
      line(180, [['20/01/2020', 40], ['POS DEBIT HOME DEPOT', 100], ['71.46 DR', 322]]),
      line(190, [['INT INTEREST CHARGED', 100], ['5.29 DR', 326]]),
    ]);
    expect(parsed.transactions.map((t) => t.date)).toEqual(['2020-01-19', '2020-01-20', '2020-01-31']);
  });

  it('dates an undated payment kept after the last dated row by the day above it, and reads `Solde en fin de période` as the closing', () => {
    const parsed = parse([
      line(103, [['Relevé de compte du 1 août 2025 au 31 août 2025', 67]]),
      line(173, [['Solde précédent', 73], ['1.294.660', 321]]),
      line(214, [['Solde en fin de période', 73], ['858.260', 328]]),
      line(267, [['DATE', 71], ['LIBELLE OPERATION', 118], ['MONTANT CRÉDIT', 358], ['MONTANT DÉBIT', 451]]),
      line(285, [['05/08/25', 71], ['PAIEMENT PAR CARTE CHIPOTLE', 118], ['206.400', 492]]),
      line(300, [['28/08/25', 71], ['COMMISSION D’INTERVENTION', 118], ['1.970', 502]]),
      line(315, [['PAIEMENT PAR CARTE UBER TRIP', 118], ['228.030', 492]]),
    ]);
    expect(parsed.closingBalance).toBe(85_826_000);
    expect(parsed.transactions.map((t) => [t.date, t.amount])).toEqual([['2025-08-05', 20_640_000], ['2025-08-28', 197_000], ['2025-08-28', 22_803_000]]);
  });

  it('takes a statement printing a masked card number in four groups for a card statement', () => {
    const parsed = parse([
      line(60, [['Kortnummer XXXX XXXX XXXX 0958', 330]]),
      line(70, [['Kontoutdrag 2020-01-19 - 2020-02-17', 330]]),
      line(90, [['Ingående saldo', 40], ['21820,57', 300]]),
      line(100, [['Utgående saldo', 40], ['3458,24', 304]]),
      line(150, [['Datum', 40], ['Transaktion', 100], ['Belopp', 330]]),
      line(170, [['2020-01-25', 40], ['Kortköp WHOLE FOODS', 100], ['1440,08', 330]]),
      line(180, [['2020-02-05', 40], ['Betalning', 100], ['21820,57-', 326]]),
      line(190, [['2020-02-09', 40], ['Kort CARREFOUR', 100], ['838,90', 334]]),
      line(200, [['2020-02-11', 40], ['Återbetalning IKEA', 100], ['1085,75-', 330]]),
      line(210, [['2020-02-12', 40], ['Kort ICA', 100], ['1179,58', 330]]),
    ]);
    expect(parsed.accountKind).toBe('credit_card');
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([-2_182_057, -345_824]);
  });

  it('does not read the figure under a stacked header cell `Closing` over `Balance` as the closing balance', () => {
    const parsed = parse([
      line(60, [['Monthly statement: March 2027', 330]]),
      line(150, [['Post Date', 40], ['Details', 100], ['Credit', 290], ['Debits', 340], ['Closing', 400]]),
      line(159, [['Amount', 290], ['Balance', 400]]),
      line(170, [['03/01/27', 40], ['Balance brought forward', 100], ['6,686.59', 400]]),
      line(180, [['03/01/27', 40], ['CASH WITHDRAWAL ATM', 100], ['176.84', 340]]),
      line(190, [['03/01/27', 40], ['FASTER PAYMENT FROM WAYNE', 100], ['2,104.43', 290], ['8,614.18', 400]]),
    ]);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([668_659, 861_418]);
  });

  it('reads an opening balance from a summary box on a middle page of a long statement', () => {
    const rowsPage = (n: number, day: number) =>
      pageOf([line(150, [['Buchungstag', 40], ['Buchungsinformation', 100], ['Betrag', 330]]), line(170, [[`${String(day).padStart(2, '0')}.02.2020`, 40], ['Debitkarte UBER', 100], ['-10,00', 326]])], n);
    const box = pageOf([line(100, [['Ihr Kontostand', 40]]), line(110, [['Saldo alt', 40], ['7.083,95 EUR', 300]])], 4);
    const pages = [rowsPage(1, 3), rowsPage(2, 4), rowsPage(3, 5), box, pageOf([line(100, [['Hinweise zum Kontoauszug', 40]])], 5)];
    const parsed = parseStatement(pages, { ...inspection(), pageCount: 5 });
    expect(parsed.openingBalance).toBe(708_395);
  });

  it('reads a first row whose words say money came in as a deposit where no opening is printed and only the balances made its column money out', () => {
    const parsed = parse([
      line(60, [['Periode: 1. desember 2023 - 31. desember 2023', 40]]),
      line(150, [['Dato', 40], ['Tekst', 100], ['Beløp', 330], ['Saldo', 400]]),
      line(170, [['02.12.2023', 40], ['Utbetaling lån NORTHSTAR', 100], ['142830,11', 318], ['189242,35', 400]]),
      line(180, [['11.12.2023', 40], ['Avtalegiro APPLE', 100], ['154,85', 330], ['189087,50', 400]]),
      line(190, [['19.12.2023', 40], ['Avtalegiro NETFLIX', 100], ['186,83', 330], ['188900,67', 400]]),
      line(200, [['28.12.2023', 40], ['Gebyr', 100], ['29,86', 334], ['188870,81', 400]]),
    ]);
    expect(parsed.transactions.map((t) => t.type)).toEqual(['deposit', 'withdrawal', 'withdrawal', 'withdrawal']);
  });

  it('reads the amount from the column the header names, not from columns headed on lines of their own beside it (`Reward Points`)', () => {
    const parsed = parse([
      line(40, [['Statement Period : From 24/03/2019 to 23/04/2019', 30]]),
      line(95, [['Reward', 342], ['International', 444]]),
      line(100, [['Date', 40], ['Ref. Number', 100], ['Transaction Details', 210], ['Currency', 393], ['Amount', 530]]),
      line(105, [['Points', 344], ['amount', 456]]),
      line(120, [['22/03/2019', 31], ['7405663908', 79], ['AMAR SERVICE STATION', 186], ['0.00', 371], ['0.00', 489], ['510.00', 545]]),
      line(130, [['22/03/2019', 31], ['7405663908', 79], ['BANGALORE ONE', 186], ['2.00', 371], ['0.00', 489], ['101.00', 545]]),
      line(140, [['24/03/2019', 31], ['7493197908', 79], ['PAYU PAYMENTS', 186], ['2.00', 371], ['0.00', 489], ['100.00', 545]]),
      line(150, [['26/03/2019', 31], ['7405663908', 79], ['HOUSE OF SPIRIT', 186], ['3.00', 371], ['0.00', 489], ['125.00', 545]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2019-03-22', 51_000],
      ['2019-03-22', 10_100],
      ['2019-03-24', 10_000],
      ['2019-03-26', 12_500],
    ]);
  });

  it('keeps a row whole whose further lines stand right of the balance, under the header\'s `Additional Details`', () => {
    const row = (y: number, day: string, text: string, out: string, balance: string, details: string[]) => [
      line(y, [[day, 11], [text, 55], [out, 277], ['.00', 369], [balance, 418], [details[0]!, 470]]),
      ...details.slice(1).map((d, k) => line(y + 7 * (k + 1), [[d, 470]])),
    ];
    const parsed = parse([
      line(40, [['Statement Period', 426]]),
      line(50, [['1/04/2024 - 30/04/2024', 431]]),
      line(100, [['DATE', 9], ['DESCRIPTION', 47], ['WITHDRAWAL', 231], ['DEPOSIT', 308], ['BALANCE', 389], ['ADDITIONAL DETAILS', 471]]),
      line(112, [['BALANCE B/F', 11], ['4,687,132.19', 418]]),
      ...row(130, '1/04/24', 'BILL PAYMENT', '30,875.00', '4,656,257.19', ['Fund Transfer', 'PAYMENT LOAN AMBANK', 'ASIAN KALIBER SDN BH']),
      ...row(155, '1/04/24', 'SERVICE CHARGE', '.10', '4,656,257.09', ['Fund Transfer', 'PAYMENT LOAN AMBANK', 'ASIAN KALIBER SDN BH']),
      ...row(180, '2/04/24', 'DR TRF/SAL', '1,200.00', '4,655,057.09', ['MIRI & LABUAN VESSEL', 'OUTSTATION CLAIM']),
      line(200, [['30/04/24', 11], ['PROFIT PAID', 55], ['.00', 289], ['6,134.82', 350], ['4,661,191.91', 418]]),
      line(207, [['TOTAL', 201], ['32,075.10', 262], ['6,134.82', 346]]),
      line(214, [['ENDING BALANCE', 166], ['4,661,191.91', 418]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.type, t.balance])).toEqual([
      ['2024-04-01', 3_087_500, 'withdrawal', 465_625_719],
      ['2024-04-01', 10, 'withdrawal', 465_625_709],
      ['2024-04-02', 120_000, 'withdrawal', 465_505_709],
      ['2024-04-30', 613_482, 'deposit', 466_119_191],
    ]);
  });

  it('reads rows of one amount column whose text is printed above the line of their date and amount, however far under the row before', () => {
    const row = (y: number, above: string, day: string, amount: string, below: string) => [
      line(y, [[above, 257]]),
      line(y + 6, [[day, 207], [amount, 526 - amount.length * 4]]),
      line(y + 12, [[below, 257]]),
    ];
    const parsed = parse([
      line(40, [['Statement Period : 24/04/2022 to 24/05/2022', 40]]),
      line(100, [['Transaction Date', 200], ['Transactional Details', 311], ['FX Transactions', 441], ['Amount', 527]]),
      ...row(120, 'SAKSHI GARMENTS - Principal Amount', '08/05/2022', '1,060.06', 'Amortization - <10/18>'),
      ...row(160, 'SAKSHI GARMENTS - Interest Amount', '08/05/2022', '151.87', 'Amortization - <10/18>'),
      line(200, [['24/05/2022', 207], ['IGST', 257], ['27.34', 506]]),
      ...row(220, 'SAKSHI SAREES - Principal Amount', '08/05/2022', '1,199.54', 'Amortization - <10/18>'),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2022-05-08', 106_006],
      ['2022-05-08', 15_187],
      ['2022-05-24', 2_734],
      ['2022-05-08', 119_954],
    ]);
  });

  it('reads the figures under a summary box\'s line of labels after the rows (`Opening Balance  Total Debits  Total Credits  Closing Balance`) as the box\'s, not a row', () => {
    const header = line(100, [['Date', 29], ['Value Date', 69], ['Reference', 108], ['Description', 190], ['Debit', 503], ['Credit', 534], ['Balance', 564]]);
    const first = pageOf([
      line(90, [['Statement Period: 01-Sep-2023 - 30-Sep-2023', 26]]),
      header,
      line(112, [['01-Sep-2023', 29], ['Balance Brought Forward', 190], ['1,720.26', 564]]),
      line(124, [['01-Sep-2023', 29], ['02-Sep-2023', 69], ['742300447084', 108], ['VIS CONTACTLESS SPOTIFY', 190], ['4.54', 507], ['1,715.72', 564]]),
      line(136, [['03-Sep-2023', 29], ['03-Sep-2023', 69], ['93934315', 108], ['FPO WIRE OUT TAYLOR LTD', 190], ['1,230.23', 491], ['485.49', 568]]),
      line(148, [['07-Sep-2023', 29], ['07-Sep-2023', 69], ['22520962', 108], ['FPI ACH CREDIT DAVIS LTD', 190], ['13,000.00', 524], ['13,485.49', 564]]),
      line(160, [['Balance Carried Forward', 190], ['13,485.49', 564]]),
    ]);
    const second = pageOf([
      header,
      line(112, [['Balance Brought Forward', 190], ['13,485.49', 564]]),
      line(124, [['29-Sep-2023', 29], ['29-Sep-2023', 69], ['2898106965', 108], ['CR PAID IN AT SCB Leeds', 190], ['500.00', 538], ['13,985.49', 564]]),
      line(136, [['Total', 190], ['1,234.77', 495], ['13,500.00', 524]]),
      line(158, [['Opening Balance', 77], ['Total Debits', 222], ['Total Credits', 361], ['Closing Balance', 498]]),
      line(166, [['£1,720.26', 84], ['£1,234.77', 224], ['£13,500.00', 362], ['£13,985.49', 502]]),
    ], 2);
    const parsed = parseStatement([first, second], inspection());
    expect(parsed.transactions.map((t) => t.amount)).toEqual([454, 123_023, 1_300_000, 50_000]);
    expect(parsed.closingBalance).toBe(1_398_549);
  });

  it('takes the labels of a summary box over the table (`Summe Belastungen`) for no section title: unsigned figures of a signed column are money in', () => {
    const parsed = parse([
      line(40, [['Zeitraum: 10/05/2019 - 09/06/2019', 380]]),
      line(70, [['Alter Kontostand', 60], ['Summe Belastungen', 200], ['Summe Gutschriften', 340], ['Neuer Kontostand', 480]]),
      line(80, [['2.449,48', 70], ['172,18', 214], ['1.704,63', 350], ['3.981,93', 490]]),
      line(100, [['Buchungsdatum', 20], ['Buchungstext', 90], ['Valutadatum', 430], ['Betrag', 520]]),
      line(112, [['11.05.', 20], ['Rechnung MOBILE / REF 23817798', 90], ['11.05.', 430], ['-44,80', 522]]),
      line(124, [['13.05.', 20], ['Kartenzahlung ÖBB Graz', 90], ['13.05.', 430], ['-28,38', 522]]),
      line(136, [['16.05.', 20], ['Kartenzahlung SPAR AT Graz', 90], ['16.05.', 430], ['-99,00', 522]]),
      line(148, [['27.05.', 20], ['Gehalt/Lohn BLUE RIVER LOGISTICS', 90], ['27.05.', 430], ['1.704,63', 518]]),
    ]);
    expect(parsed.transactions.map((t) => [t.amount, t.type])).toEqual([
      [4_480, 'withdrawal'],
      [2_838, 'withdrawal'],
      [9_900, 'withdrawal'],
      [170_463, 'deposit'],
    ]);
  });

  it('reads a footer that numbers the page (`Halaman 1`) for no row, where a currency without decimals reads its number as a figure', () => {
    const parsed = parse([
      line(40, [['Periode: 01/06/2021 - 30/06/2021', 380]]),
      line(50, [['Mata Uang: IDR', 380]]),
      line(100, [['Tanggal', 32], ['Tgl. Valuta', 93], ['Keterangan', 154], ['Debet', 410], ['Kredit', 470], ['Saldo', 540]]),
      line(112, [['SALDO AWAL', 154], ['146.404.000', 519]]),
      line(124, [['12/06/2021', 32], ['12/06/2021', 93], ['TRSF E-BANKING CR BUDI HIDAYAT', 154], ['4.510.000', 461], ['150.914.000', 519]]),
      line(136, [['13/06/2021', 32], ['13/06/2021', 93], ['TRANSAKSI DEBIT PLN PREPAID', 154], ['730.000', 409], ['150.184.000', 519]]),
      line(148, [['13/06/2021', 93], ['TRSF E-BANKING CR BUDI LESTARI', 154], ['7.066.000', 461], ['157.250.000', 519]]),
      line(160, [['SALDO AKHIR', 154], ['157.250.000', 519]]),
      line(700, [['Halaman 1', 533]]),
    ]);
    expect(parsed.transactions.map((t) => t.amount)).toEqual([451_000_000, 73_000_000, 706_600_000]);
    expect(parsed.closingBalance).toBe(15_725_000_000);
  });

  it('books a fee printed beside a payment, in a column of its own, as a withdrawal of its own after it that the balance follows', () => {
    const row = (y: number, text: string, out: string | null, fee: string | null, balance: string) =>
      line(y, [['04/10/2025', 30], [text, 90], ...(out ? ([[out, 330]] as const) : []), ...(fee ? ([[fee, 400]] as const) : []), [balance, 470]]);
    const parsed = parse([
      line(40, [['From Date: 01/10/2025', 30], ['To Date: 31/10/2025', 250]]),
      line(80, [['Date', 30], ['Description', 90], ['Money In', 260], ['Money Out', 330], ['Fee*', 400], ['Balance', 470]]),
      row(100, 'Banking App Transfer', '-500.00', null, '1 601.35'),
      row(110, 'SMS Notification Fee', null, '-0.70', '1 600.65'),
      row(120, 'Immediate Payment: Judy', '-230.00', '-1.00', '1 369.65'),
      row(130, 'External Payment: Gems', '-1 606.00', '-2.00', '-238.35'),
      row(140, 'SMS Notification Fee', null, '-0.35', '-238.70'),
    ]);
    expect(parsed.transactions.map((t) => [t.description, t.amount, t.type, t.balance])).toEqual([
      ['Banking App Transfer', 50_000, 'withdrawal', 160_135],
      ['SMS Notification Fee', 70, 'withdrawal', 160_065],
      ['Immediate Payment: Judy', 23_000, 'withdrawal', null],
      ['Fee: Immediate Payment: Judy', 100, 'withdrawal', 136_965],
      ['External Payment: Gems', 160_600, 'withdrawal', null],
      ['Fee: External Payment: Gems', 200, 'withdrawal', -23_835],
      ['SMS Notification Fee', 35, 'withdrawal', -23_870],
    ]);
    expect(parsed.balanceBreaks).toEqual([]);
  });

  it('reads only the first account where the statement goes on to another (`LIVRET BLEU` after the current account), each with balances of its own', () => {
    const header = (y: number) => line(y, [['Date', 30], ['Opération', 90], ['Débit euros', 380], ['Crédit euros', 460]]);
    const row = (y: number, day: string, text: string, debit: string | null, credit: string | null) =>
      line(y, [[day, 30], [text, 90], ...(debit ? ([[debit, 390]] as const) : []), ...(credit ? ([[credit, 470]] as const) : [])]);
    const parsed = parse([
      line(40, [['COMPTE CHEQUES N° 00020324201', 30]]),
      header(60),
      line(75, [['SOLDE CREDITEUR AU 02/06/2014', 90], ['715,64', 470]]),
      row(90, '03/06/2014', 'PAIEMENT CB CARREFOUR', '85,53', null),
      row(100, '12/06/2014', 'VIR SALAIRE JUIN', null, '1.600,00'),
      line(115, [['SOLDE CREDITEUR AU 30/06/2014', 90], ['2.230,11', 470]]),
      line(160, [['LIVRET BLEU N° 00020324203', 30]]),
      header(175),
      line(190, [['SOLDE CREDITEUR AU 02/06/2014', 90], ['6.200,00', 470]]),
      row(205, '19/06/2014', 'VIR AVANT DEPART USA', '1.000,00', null),
      line(220, [['SOLDE CREDITEUR AU 01/07/2014', 90], ['5.200,00', 470]]),
    ]);
    expect(parsed.transactions.map((t) => [t.date, t.amount])).toEqual([
      ['2014-06-03', 8_553],
      ['2014-06-12', 160_000],
    ]);
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([71_564, 223_011]);
  });

  it('takes no period from a date range in a row\'s wrapped text (`21ST OCT - 24TH NOV 2016` under an SMS charge)', () => {
    const parsed = parse([
      line(40, [['Account Number', 30], ['1961068422', 120]]),
      line(80, [['Transaction Date', 30], ['Value Date', 110], ['Description', 190], ['Payments', 400], ['Deposits', 450], ['Balance', 510]]),
      line(95, [['BANK CHARGE 3 SMS CHARGE AND VAT FOR', 190]]),
      line(100, [['28-NOV-2016', 30], ['28-NOV-2016', 110], ['12.60', 410], ['86,048.85', 520]]),
      line(105, [['21ST OCT - 24TH NOV 2016', 190]]),
      line(115, [['30-NOV-2016', 30], ['01-DEC-2016', 110], ['INTEREST PAID', 190], ['296.27', 460], ['86,345.12', 520]]),
      line(125, [['05-DEC-2016', 30], ['05-DEC-2016', 110], ['ATM CASH WITHDRAWAL', 190], ['5,000.00', 400], ['81,345.12', 520]]),
    ]);
    expect(parsed.transactions.map((t) => t.date)).toEqual(['2016-11-28', '2016-11-30', '2016-12-05']);
    expect([parsed.periodStart, parsed.periodEnd]).toEqual(['2016-11-28', '2016-12-05']);
  });

  it('reads a listing whose rare minus rows are a payment and a purchase returned as a card\'s, with no word for a card printed', () => {
    const row = (y: number, day: string, amount: string, text: string) => line(y, [[day, 30], [amount, 120], [text, 190]]);
    const parsed = parse([
      line(40, [['Albion Building Society', 30]]),
      line(55, [['3 August 2023 through 3 September 2023', 30]]),
      row(100, '2023-08-03', 'GBP 68.84', 'DEBIT CARD PURCHASE ALBERT HEIJN'),
      row(110, '2023-08-04', 'GBP 28.23', 'CONTACTLESS ALBERT HEIJN'),
      row(120, '2023-08-05', 'GBP 30.17', 'CONTACTLESS FEDEX 77123'),
      row(130, '2023-08-06', 'GBP 65.41', 'VISA DEBIT GOOGLE ADS'),
      row(140, '2023-08-08', '-GBP 515.14', 'PAYMENT RECEIVED'),
      row(150, '2023-08-09', 'GBP 4.53', 'CARD PURCHASE ICA NARA'),
      row(160, '2023-08-11', 'GBP 22.86', 'CONTACTLESS HOME DEPOT'),
      row(170, '2023-08-20', '-GBP 104.41', 'PURCHASE RETURN COSTCO WHSE'),
      row(180, '2023-08-21', 'GBP 40.49', 'DEBIT CARD PURCHASE COSTCO WHSE'),
    ]);
    expect(parsed.accountKind).toBe('credit_card');
    expect(parsed.transactions.filter((t) => t.type === 'deposit').map((t) => t.amount)).toEqual([51_514, 10_441]);
  });

  it('reads a payment whose wide figure stands under both short headings `Dr  In` as money in, the column its digits end under, and the page total\'s second figure under it as no row', () => {
    // (Figures end where their heading does: Dr's at 480, In's at 500, Bal's at 542.)
    // (Some rows print no date of their own: the day's date is printed once.)
    const row = (y: number, day: string, text: string, amount: string, end: number, balance: string) =>
      line(y, [...(day ? ([[day, 53]] as const) : []), [text, 239], [amount, end - amount.length * 4], [balance, 542 - balance.length * 4]]);
    const parsed = parse([
      line(40, [['Severn & Wye Bank', 400]]),
      line(55, [['1 September 2020 through 30 September 2020', 53]]),
      line(70, [['Txn Date', 53], ['Payment type', 239], ['Dr', 472], ['In', 492], ['Bal', 530]]),
      line(85, [['01.09.2020', 53], ['Opening balance', 239], ['2394.63', 514]]),
      row(100, '01.09.2020', 'CARD PURCHASE SHELL OIL', '101.32', 480, '2495.95'),
      row(110, '', 'CONTACTLESS CARREFOUR', '73.90', 480, '2569.85'),
      row(120, '05.09.2020', 'VISA DEBIT ALDI SUED', '111.36', 480, '2681.21'),
      row(130, '07.09.2020', 'POS DEBIT REWE MARKT', '84.89', 480, '2766.10'),
      row(140, '10.09.2020', 'CONTACTLESS LIDL', '19.31', 480, '2785.41'),
      row(150, '20.09.2020', 'AUTOPAY PAYMENT', '1511.26', 500, '1274.15'),
      row(160, '', 'LIDL PUNE', '75.16', 480, '1349.31'),
      line(175, [['Total this page', 239], ['465.74', 456]]),
      line(185, [['1511.26', 472]]),
      line(200, [['30.09.2020', 53], ['New balance', 239], ['1349.31', 514]]),
    ]);
    expect(parsed.balanceBreaks).toEqual([]);
    expect(parsed.accountKind).toBe('credit_card');
    expect(parsed.transactions.map((t) => t.type)).toEqual(['withdrawal', 'withdrawal', 'withdrawal', 'withdrawal', 'withdrawal', 'deposit', 'withdrawal']);
  });
});
