import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readSideBySide } from './sideBySide.js';

const texts = (page: ReturnType<typeof pageOf>): string[] => page.lines.map((l) => l.words.map((w) => w.text).join(' '));

describe('readSideBySide', () => {
  it('reads a grid of cheques printed two to a line as the left listing, then the right', () => {
    const page = pageOf([
      lineOf(100, [['Check', 40], ['Date', 150], ['Amount', 250], ['Check', 320], ['Date', 420], ['Amount', 540]]),
      lineOf(110, [['4018', 40], ['Feb 03', 150], ['1,100.00', 250], ['4019', 320], ['Feb 09', 420], ['679.99', 545]]),
      lineOf(120, [['4021 *', 40], ['Feb 18', 150], ['1,339.81', 250], ['4022', 320], ['Feb 18', 420], ['1,500.00', 540]]),
    ]);
    expect(texts(readSideBySide(page))).toEqual(['Check Date Amount', '4018 Feb 03 1,100.00', '4021 * Feb 18 1,339.81', 'Check Date Amount', '4019 Feb 09 679.99', '4022 Feb 18 1,500.00']);
  });

  it('reads a page set in two columns, a listing running down the left and on down the right, column by column', () => {
    const page = pageOf([
      lineOf(80, [['Points earned 0', 40], ['27/01', 300], ['SUPERMARKET BAR', 330], ['14,92', 520]]),
      lineOf(90, [['DATE', 40], ['PLACE', 70], ['AMOUNT', 220], ['28/01', 300], ['S V COMERCIO', 330], ['52,97', 520]]),
      lineOf(100, [['10/01', 40], ['FUEL STATION', 70], ['232,01', 230], ['29/01', 300], ['FUEL STATION', 330], ['134,03', 516]]),
      lineOf(110, [['12/01', 40], ['BAKERY', 70], ['12,58', 234], ['Card total', 300], ['1.901,23', 512]]),
      lineOf(120, [['13/01', 40], ['PET SHOP', 70], ['45,00', 234]]),
    ]);
    expect(texts(readSideBySide(page))).toEqual([
      'Points earned 0', 'DATE PLACE AMOUNT', '10/01 FUEL STATION 232,01', '12/01 BAKERY 12,58', '13/01 PET SHOP 45,00',
      '27/01 SUPERMARKET BAR 14,92', '28/01 S V COMERCIO 52,97', '29/01 FUEL STATION 134,03', 'Card total 1.901,23',
    ]);
  });

  it('leaves a table whose value dates stand apart from the description alone: the right side names no payee', () => {
    const page = pageOf([
      lineOf(100, [['02/07/2024', 40], ['Coffee', 100], ['03/07/2024', 300], ['10.00', 400], ['990.00', 460]]),
      lineOf(110, [['03/07/2024', 40], ['Tea', 100], ['04/07/2024', 300], ['5.00', 400], ['985.00', 460]]),
      lineOf(120, [['04/07/2024', 40], ['Rent', 100], ['05/07/2024', 300], ['500.00', 400], ['485.00', 460]]),
    ]);
    expect(readSideBySide(page)).toBe(page);
  });

  it('leaves a header that names different columns across the page alone', () => {
    const page = pageOf([
      lineOf(100, [['Date', 40], ['Description', 100], ['Debit', 300], ['Credit', 380], ['Balance', 460]]),
      lineOf(110, [['02/07/2024', 40], ['Coffee', 100], ['10.00', 300], ['990.00', 460]]),
    ]);
    expect(readSideBySide(page)).toBe(page);
  });
});
