import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readDatesUnderRows } from './datesUnderRows.js';

const texts = (page: ReturnType<typeof pageOf>): string[] => page.lines.map((l) => l.words.map((w) => w.text).join(' '));

describe('readDatesUnderRows', () => {
  it('moves the date printed under each block\'s text up to its row, after an avatar\'s initial too', () => {
    const page = pageOf([
      lineOf(160, [['D', 31], ['Debitkarte EDEKA Freiburg', 50], ['–27,54', 299], ['€', 327]]),
      lineOf(171, [['11.12.2022', 50], ['· Restaurants', 84]]),
      lineOf(197, [['REWE Erstattung 64374961', 50], ['+130,75', 294], ['€', 327]]),
      lineOf(208, [['R', 31], ['12.12.2022', 50], ['· Erstattungen', 84]]),
      lineOf(234, [['GA Freiburg 24/12', 50], ['–400,00', 294], ['€', 327]]),
      lineOf(245, [['24.12.2022', 50], ['· Bargeld', 84]]),
    ]);
    expect(texts(readDatesUnderRows(page))).toEqual([
      '11.12.2022 D Debitkarte EDEKA Freiburg –27,54 €',
      '· Restaurants',
      '12.12.2022 REWE Erstattung 64374961 +130,75 €',
      'R · Erstattungen',
      '24.12.2022 GA Freiburg 24/12 –400,00 €',
      '· Bargeld',
    ]);
  });

  it('leaves dates set over each day\'s rows where they stand: the first heads the rows under the header, and none follows the last row', () => {
    const page = pageOf([
      lineOf(148, [['Залишок на початок періоду', 335], ['221 322,42', 508], ['UAH', 537]]),
      lineOf(187, [['Опис операції', 39], ['Списання', 428], ['Зарахування', 468], ['Баланс', 536]]),
      lineOf(200, [['23 грудня 2020', 38]]),
      lineOf(212, [['Заробітна плата за грудня', 39], ['63 024,00', 466], ['284 346,42', 511]]),
      lineOf(223, [['24 грудня 2020', 38]]),
      lineOf(235, [['Поповнення готівкою Одеса', 39], ['6 517,29', 469], ['290 863,71', 511]]),
      lineOf(247, [['26 грудня 2020', 38]]),
      lineOf(259, [["Зв'язок Київстар", 39], ['2 025,71', 420], ['288 838,00', 511]]),
      lineOf(270, [['28 грудня 2020', 38]]),
      lineOf(282, [['Оренда грудня', 39], ['58 144,00', 417], ['230 694,00', 511]]),
      lineOf(294, [['Усього', 39], ['60 169,71', 414], ['69 541,29', 462]]),
    ]);
    expect(readDatesUnderRows(page)).toBe(page);
  });

  it('moves a block\'s two-digit-year date up though its line ends in the balance after a label (`13.03.23  1798721092  Залишок: 43 156,46 грн`), and reads two-letter Chinese words as text', () => {
    const page = pageOf([
      lineOf(208, [['Оплата карткою Сільпо Львів', 40], ['-160,86', 510], ['грн', 541]]),
      lineOf(220, [['13.03.23', 40], ['1798721092', 76], ['Залишок:', 473], ['43 156,46', 508], ['грн', 544]]),
      lineOf(236, [['Податок 27665793', 40], ['-7 206,64', 503], ['грн', 541]]),
      lineOf(249, [['14.03.23', 40], ['CHG3225764082', 76], ['Залишок:', 473], ['35 949,82', 508], ['грн', 544]]),
      lineOf(265, [['Оплата карткою ОККО', 40], ['-174,70', 510], ['грн', 541]]),
      lineOf(278, [['16.03.23', 40], ['CHG8242084404', 76], ['Залишок:', 473], ['35 775,12', 508], ['грн', 544]]),
    ]);
    expect(texts(readDatesUnderRows(page))[0]).toBe('13.03.23 Оплата карткою Сільпо Львів -160,86 грн');
    const chinese = pageOf([
      lineOf(291, [['租金', 40], ['-HK$5,889.46', 489]]),
      lineOf(304, [['04/12/2020', 40], ['結餘:', 481], ['HK$45,282.53', 501]]),
      lineOf(320, [['存款', 40], ['台北', 60], ['HK$743.26', 502]]),
      lineOf(333, [['05/12/2020', 40], ['結餘:', 481], ['HK$46,025.79', 501]]),
      lineOf(348, [['薪轉', 40], ['HK$25,947.00', 487]]),
      lineOf(361, [['05/12/2020', 40], ['結餘:', 481], ['HK$71,972.79', 501]]),
    ]);
    expect(texts(readDatesUnderRows(chinese))[0]).toBe('04/12/2020 租金 -HK$5,889.46');
  });

  it('moves a block\'s date up where its figures have no cents (`-107.000 Rp`) and its balance follows `Stanje:`', () => {
    const page = pageOf([
      lineOf(200, [['Biaya administrasi', 40], ['-107.000 Rp', 500]]),
      lineOf(211, [['02/11/2022', 40]]),
      lineOf(230, [['Pembelian FLEXIGYM AUTH 103884', 40], ['-3.461.000 Rp', 490]]),
      lineOf(241, [['03/11/2022', 40]]),
      lineOf(260, [['Pembelian ORBIT FUEL', 40], ['-1.081.000 Rp', 490]]),
      lineOf(271, [['04/11/2022', 40]]),
    ]);
    expect(texts(readDatesUnderRows(page))[0]).toBe('02/11/2022 Biaya administrasi -107.000 Rp');
    const serbian = pageOf([
      lineOf(300, [['OSIGURANJE NORTHWIND LTD', 40], ['-25.644,00', 500]]),
      lineOf(311, [['08.09.20', 40], ['Stanje:', 430], ['1.166.356,00', 470]]),
      lineOf(330, [['UPLATA GOTOVINE', 40], ['11.687,00', 505]]),
      lineOf(341, [['09.09.20', 40], ['Stanje:', 430], ['1.178.043,00', 470]]),
      lineOf(360, [['NAKNADA ZA VOĐENJE RAČUNA', 40], ['-116,00', 515]]),
      lineOf(371, [['12.09.20', 40], ['Stanje:', 430], ['1.177.927,00', 470]]),
    ]);
    expect(texts(readDatesUnderRows(serbian))[0]).toBe('08.09.20 OSIGURANJE NORTHWIND LTD -25.644,00');
  });

  it('leaves a day\'s heading of its date and weekday where it stands, under the day\'s balance above it (`2 Ekim 2024 Çarşamba`)', () => {
    const page = pageOf([
      lineOf(237, [['İADE GETİR', 43], ['1.203,07', 533]]),
      lineOf(265, [['Gün sonu bakiyesi', 43], ['36.481,92', 529]]),
      lineOf(278, [['2 Ekim 2024 Çarşamba', 43]]),
      lineOf(292, [['OTOMATİK ÖDEME', 43], ['-662,77', 536]]),
      lineOf(306, [['Gün sonu bakiyesi', 43], ['35.819,15', 529]]),
      lineOf(319, [['3 Ekim 2024 Perşembe', 43]]),
      lineOf(333, [['GİDEN FAST', 43], ['-515,31', 536]]),
      lineOf(347, [['Gün sonu bakiyesi', 43], ['33.615,86', 529]]),
      lineOf(360, [['5 Ekim 2024 Cumartesi', 43]]),
    ]);
    expect(readDatesUnderRows(page)).toBe(page);
  });

  it('sets the dates it moves up flush left in one column, a one-digit day\'s where a two-digit day\'s starts', () => {
    const page = pageOf([
      lineOf(100, [['Apple Paris', 60], ['-126.37', 450], ['1,278.24', 523]]),
      lineOf(109, [['1 Apr 2020', 60], ['Reference: CARD-1', 110]]),
      lineOf(120, [['Ryanair Dublin', 60], ['-101.29', 450], ['1,176.95', 523]]),
      lineOf(129, [['12 Apr 2020', 60], ['Transaction: CARD-2', 115]]),
      lineOf(140, [['Amazon Lisbon', 60], ['-33.17', 456], ['1,143.78', 523]]),
      lineOf(149, [['22 Apr 2020', 60], ['ID: CARD-3', 115]]),
    ]);
    const starts = readDatesUnderRows(page).lines.filter((l) => /Apr/.test(l.words[1]?.text ?? '')).map((l) => Math.round(l.words[0]!.x0));
    expect(starts).toHaveLength(3);
    expect(new Set(starts).size).toBe(1);
  });

  it('leaves a table whose rows start with their dates alone', () => {
    const page = pageOf([
      lineOf(100, [['02/07/2024', 40], ['Coffee', 100], ['10.00', 300]]),
      lineOf(110, [['03/07/2024', 40], ['Salary', 100], ['500.00', 300]]),
      lineOf(120, [['04/07/2024', 40], ['Rent', 100], ['400.00', 300]]),
    ]);
    expect(readDatesUnderRows(page)).toBe(page);
  });
});
