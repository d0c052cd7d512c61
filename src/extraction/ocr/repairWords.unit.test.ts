import { describe, expect, it } from 'vitest';
import type { Word } from '../layout/pageLayout.js';
import { lineOf } from '../testing/layoutLines.js';
import { barsAsRules, repairOcrWords } from './repairWords.js';

const words = (...texts: string[]): Word[] => texts.map((text, k) => ({ text, x0: k * 30, x1: k * 30 + 25, y0: 0, y1: 8, font: 'ocr', size: 8 }));
const repaired = (...texts: string[]): string[] => repairOcrWords(words(...texts)).map((w) => w.text);

describe('repairOcrWords', () => {
  it('reads a semicolon in a figure as the decimal mark the page\'s other figures print', () => {
    expect(repaired('Entgelt', '-5;83', '-1.358,00', '406,64', '5.526;26')).toEqual(['Entgelt', '-5,83', '-1.358,00', '406,64', '5.526,26']);
    expect(repaired('FEE', '5;83', '12.50', '1,358.00')).toEqual(['FEE', '5.83', '12.50', '1,358.00']);
    expect(repaired('ref', '12;34')).toEqual(['ref', '12;34']);
  });

  it('puts digits for the letters OCR reads in figures', () => {
    expect(repaired('Apr', 'O1,', '2O2O')).toEqual(['Apr', '01,', '2020']);
    expect(repaired('l2.50', '$1O.00')).toEqual(['12.50', '$10.00']);
  });

  it('puts digits for the letters OCR reads in the day and year around a month name, and leaves words alone', () => {
    expect(repaired('Ol-Jul-26', 'O8FEB', 'O1MAY23', 'Ol', 'Jul')).toEqual(['01-Jul-26', '08FEB', '01MAY23', '01', 'Jul']);
    expect(repaired('IOU', 'Oil', 'lO', 'Ref', 'Old', 'May')).toEqual(['IOU', 'Oil', 'lO', 'Ref', 'Old', 'May']);
  });

  it('reads a month run on into its day with a letter for a digit, and parts words at rules read as bars and dashes', () => {
    expect(repaired('DECO1', 'NOVl5', 'MARIO')).toEqual(['DEC01', 'NOV15', 'MARIO']);
    expect(repaired('552.39|/DEC01', '104.30/DECO1', '—CHEQUE/DEBIT——|—DEPOSIT/CREDIT', '|DATE')).toEqual(['552.39', 'DEC01', '104.30', 'DEC01', 'CHEQUE/DEBIT', 'DEPOSIT/CREDIT', 'DATE']);
  });

  it('reads a tilde or an equals sign before a figure as its minus', () => {
    expect(repaired('~973,11', '=-6,97')).toEqual(['-973,11', '-6,97']);
  });

  it('reads a month\'s name with its O read as a zero (`0ct`, `N0V`, `090ct`), and a day with a speck before it (`_01 Nov`)', () => {
    expect(repaired('09', '0ct', '090ct', 'N0V', 'N0v.', 'D0ne', 'A0B', '100')).toEqual(['09', 'Oct', '09Oct', 'NOV', 'Nov.', 'D0ne', 'A0B', '100']);
    expect(repaired('_01', 'Nov', 'BILL', "'12", 'Oct')).toEqual(['01', 'Nov', 'BILL', '12', 'Oct']);
    expect(repaired('_01', 'Ref')).toEqual(['_01', 'Ref']);
  });

  it('drops a stray leading zero of a day before a month name', () => {
    expect(repaired('001', 'APR', '26')).toEqual(['01', 'APR', '26']);
    expect(repaired('001', 'Ref')).toEqual(['001', 'Ref']);
  });

  it('reads a bar after a month name as the day 1', () => {
    expect(repaired('March', '|,', '2020')).toEqual(['March', '1,', '2020']);
  });

  it('leaves words without a digit, and figures with more letters than digits, as read', () => {
    expect(repaired('IOU', 'No.', 'Il', 'lOl1', 'CONF#', '120.00DR')).toEqual(['IOU', 'No.', 'Il', 'lOl1', 'CONF#', '120.00DR']);
    expect(repaired('May', 'I', 'help')).toEqual(['May', 'I', 'help']);
  });

  it('joins a figure OCR split at a separator or a lost thousands mark, where the parts stand a letter apart', () => {
    const at = (text: string, x0: number): Word => ({ text, x0, x1: x0 + text.length * 5, y0: 0, y1: 8, font: 'ocr', size: 8 });
    const join = (...ws: Word[]): string[] => repairOcrWords(ws).map((w) => w.text);
    expect(join(at('2.', 520), at('689,18', 536))).toEqual(['2.689,18']);
    expect(join(at('(53,', 413), at('82)', 433))).toEqual(['(53,82)']);
    expect(join(at('19', 520), at('146,57', 536))).toEqual(['19146,57']);
    expect(join(at('1347.', 526), at('67', 553))).toEqual(['1347.67']);
    // Columns stand further apart, and a whole figure needs nothing after it.
    expect(join(at('19', 480), at('146,57', 536))).toEqual(['19', '146,57']);
    expect(join(at('12,50', 400), at('146,57', 432))).toEqual(['12,50', '146,57']);
  });

  it('puts back a decimal point soft print lost, where the cents of three lines or more end down one column', () => {
    const at = (text: string, x0: number, y: number): Word => ({ text, x0, x1: x0 + text.length * 5.5, y0: y, y1: y + 8, font: 'ocr', size: 8 });
    const rows = (pairs: readonly (readonly [string, number])[]): Word[] => pairs.flatMap(([whole, y]) => [at('POS', 150, y), at(whole, 506 - whole.length * 5.5 - 9, y), at('12', 506, y), at('DR', 525, y)]);
    const read = repairOcrWords(rows([['16', 0], ['251', 20], ['1,284', 40]])).map((w) => w.text);
    expect(read).toEqual(['POS', '16.12', 'DR', 'POS', '251.12', 'DR', 'POS', '1,284.12', 'DR']);
    // The page's figures print decimal commas: so does the repair.
    const comma = repairOcrWords([...rows([['16', 0], ['251', 20], ['1.284', 40]]), at('3,50', 300, 60)]).map((w) => w.text);
    expect(comma.slice(0, 9)).toEqual(['POS', '16,12', 'DR', 'POS', '251,12', 'DR', 'POS', '1.284,12', 'DR']);
    // Two lines are not a column; a day and month before a year are a date.
    expect(repairOcrWords(rows([['16', 0], ['251', 20]])).map((w) => w.text)).toContain('12');
    expect(repairOcrWords([at('16', 100, 0), at('12', 120, 0), at('2026', 136, 0)]).map((w) => w.text)).toEqual(['16', '12', '2026']);
  });
});

describe('barsAsRules', () => {
  it('drops the bars OCR reads from a table\'s rules and marks the word after each as starting a cell', () => {
    const [line] = barsAsRules([lineOf(226, [['Posted Date', 54], ['Value Date', 116], ['|', 168], ['Remarks', 172], ['Debits', 380], ['|', 412], ['Lodgements', 416]])]);
    expect(line!.words.map((w) => `${w.ruleBefore ? '|' : ''}${w.text}`)).toEqual(['Posted', 'Date', 'Value', 'Date', '|Remarks', 'Debits', '|Lodgements']);
  });

  it('drops a line of bars alone', () => {
    expect(barsAsRules([lineOf(355, [['|', 551]])])).toEqual([]);
  });
});
