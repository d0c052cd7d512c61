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
