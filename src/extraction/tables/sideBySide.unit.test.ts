import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readSideBySide } from './sideBySide.js';

const texts = (page: ReturnType<typeof pageOf>): string[] => page.lines.map((l) => l.words.map((w) => w.text).join(' '));

describe('readSideBySide', () => {
  it('reads a panel of notes down the left of a transaction table first, then the table whole', () => {
    const page = pageOf([
      lineOf(80, [['PAYMENT MODES', 59], ['YOUR TRANSACTIONS', 196]]),
      lineOf(100, [['Pay via our new Mobile App', 40], ['Transaction Date', 200], ['Transactional Details', 311], ['Amount', 527]]),
      lineOf(110, [['Click here to open the app', 43], ['SAKSHI SAREES - Interest Amount', 257]]),
      lineOf(116, [['Card integrated in the app', 43], ['27/04/2022', 207], ['157.99', 502]]),
      lineOf(122, [['Amortization - <11/18>', 257]]),
      lineOf(132, [['Scan QR or Click here to pay', 79], ['24/05/2022', 207], ['IGST', 257], ['28.44', 506]]),
      lineOf(200, [['Please pay by the due date to avoid a late payment fee', 40]]),
    ]);
    expect(texts(readSideBySide(page))).toEqual([
      'PAYMENT MODES YOUR TRANSACTIONS',
      'Pay via our new Mobile App', 'Click here to open the app', 'Card integrated in the app', 'Scan QR or Click here to pay',
      'Transaction Date Transactional Details Amount', 'SAKSHI SAREES - Interest Amount', '27/04/2022 157.99', 'Amortization - <11/18>', '24/05/2022 IGST 28.44',
      'Please pay by the due date to avoid a late payment fee',
    ]);
  });

  it('reads a grid of cheques printed three to a line strip by strip, left to right', () => {
    const page = pageOf([
      lineOf(100, [['Number', 20], ['Date', 80], ['Amount', 130], ['Number', 200], ['Date', 260], ['Amount', 310], ['Number', 380], ['Date', 440], ['Amount', 490]]),
      lineOf(110, [['4105', 20], ['4/13', 80], ['672.00', 130], ['4106', 200], ['4/14', 260], ['78.00', 314], ['4109', 380], ['5/31', 440], ['76.91', 494]]),
    ]);
    expect(texts(readSideBySide(page))).toEqual(['Number Date Amount', '4105 4/13 672.00', 'Number Date Amount', '4106 4/14 78.00', 'Number Date Amount', '4109 5/31 76.91']);
  });

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

  it('cuts a page of a notes panel, payments and purchases at the gutter with the most dated rows on both sides, not at the panel\'s edge', () => {
    const page = pageOf([
      lineOf(100, [['do seu cartão, poderá ser', 40], ['10/04', 150], ['PAGAMENTO EFETUADO', 180], ['- 9.232,62', 310], ['04/01', 370], ['FARMACIA SAO JOAO', 400], ['23,62', 540]]),
      lineOf(110, [['box PAGAMENTO MINIMO', 40], ['15/04', 150], ['PAGAMENTO EFETUADO', 180], ['- 3.000,00', 310], ['05/01', 370], ['PANVEL FARMACIAS', 400], ['22,49', 540]]),
      lineOf(120, [['esse valor e a esse box', 40], ['16/04', 150], ['PAGAMENTO EFETUADO', 180], ['- 4.000,00', 310], ['11/01', 370], ['FARMACIA SAO JOAO', 400], ['39,51', 540]]),
      lineOf(130, [['16/10', 150], ['STREET WEAR', 180], ['65,97', 320], ['13/01', 370], ['MP OCEANDROP', 400], ['113,67', 536]]),
      lineOf(140, [['19/10', 150], ['STREET WEAR', 180], ['49,99', 320], ['20/01', 370], ['PERFECT HEALTH', 400], ['90,66', 540]]),
      lineOf(150, [['13/11', 150], ['FARMACIA SAO JOAO', 180], ['44,78', 320], ['22/01', 370], ['FARMACIA SAO JOAO', 400], ['38,34', 540]]),
    ]);
    const lines = texts(readSideBySide(page));
    expect(lines.slice(0, 6).every((l) => !/FARMACIA SAO JOAO (23|39|38)|PANVEL|OCEANDROP|PERFECT/.test(l))).toBe(true);
    expect(lines.slice(6)).toEqual(['04/01 FARMACIA SAO JOAO 23,62', '05/01 PANVEL FARMACIAS 22,49', '11/01 FARMACIA SAO JOAO 39,51', '13/01 MP OCEANDROP 113,67', '20/01 PERFECT HEALTH 90,66', '22/01 FARMACIA SAO JOAO 38,34']);
  });

  it('leaves a table whose value dates stand apart from the description alone: the right side names no payee', () => {
    const page = pageOf([
      lineOf(100, [['02/07/2024', 40], ['Coffee', 100], ['03/07/2024', 300], ['10.00', 400], ['990.00', 460]]),
      lineOf(110, [['03/07/2024', 40], ['Tea', 100], ['04/07/2024', 300], ['5.00', 400], ['985.00', 460]]),
      lineOf(120, [['04/07/2024', 40], ['Rent', 100], ['05/07/2024', 300], ['500.00', 400], ['485.00', 460]]),
    ]);
    expect(readSideBySide(page)).toBe(page);
  });

  it('leaves rows whose figures stand right of a gutter alone, and reads only the two-column grid of daily balances under them column by column', () => {
    const rows = [
      lineOf(100, [['Txn Dt', 46], ['Details', 92], ['Value', 463], ['Balance Forward', 493]]),
      lineOf(110, [['27 OCT 20', 46], ['CONTACTLESS CHIPOTLE 1823', 92], ['AUD 530.50-', 441], ['AUD 6292.32', 508]]),
      lineOf(120, [['28 OCT 20', 46], ['DEBIT CARD PURCHASE LIDL', 92], ['AUD 103.35-', 441], ['AUD 6188.97', 508]]),
      lineOf(130, [['29 OCT 20', 46], ['WIRE IN STATE FARM INS', 92], ['AUD 3993.06', 439], ['AUD 10182.03', 504]]),
    ];
    const grid = [
      lineOf(200, [['27 OCT 20', 46], ['Balance', 92], ['6292.32', 200], ['04 NOV 20', 300], ['Balance', 350], ['68296.38', 450]]),
      lineOf(210, [['28 OCT 20', 46], ['Balance', 92], ['6188.97', 200], ['05 NOV 20', 300], ['Balance', 350], ['68268.83', 450]]),
      lineOf(220, [['29 OCT 20', 46], ['Balance', 92], ['10182.03', 200], ['09 NOV 20', 300], ['Balance', 350], ['67163.76', 450]]),
    ];
    const read = texts(readSideBySide(pageOf([...rows, ...grid])));
    expect(read.slice(0, 4)).toEqual(texts(pageOf(rows)));
    expect(read.slice(4)).toEqual(['27 OCT 20 Balance 6292.32', '28 OCT 20 Balance 6188.97', '29 OCT 20 Balance 10182.03', '04 NOV 20 Balance 68296.38', '05 NOV 20 Balance 68268.83', '09 NOV 20 Balance 67163.76']);
  });

  it('leaves a header that names different columns across the page alone', () => {
    const page = pageOf([
      lineOf(100, [['Date', 40], ['Description', 100], ['Debit', 300], ['Credit', 380], ['Balance', 460]]),
      lineOf(110, [['02/07/2024', 40], ['Coffee', 100], ['10.00', 300], ['990.00', 460]]),
    ]);
    expect(readSideBySide(page)).toBe(page);
  });
});
