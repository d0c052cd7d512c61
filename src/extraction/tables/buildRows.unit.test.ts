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
});
