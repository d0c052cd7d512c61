import { describe, expect, it } from 'vitest';
import type { Word } from '../layout/pageLayout.js';
import { repairOcrWords } from './repairWords.js';

const words = (...texts: string[]): Word[] => texts.map((text, k) => ({ text, x0: k * 30, x1: k * 30 + 25, y0: 0, y1: 8, font: 'ocr', size: 8 }));
const repaired = (...texts: string[]): string[] => repairOcrWords(words(...texts)).map((w) => w.text);

describe('repairOcrWords', () => {
  it('puts digits for the letters OCR reads in figures', () => {
    expect(repaired('Apr', 'O1,', '2O2O')).toEqual(['Apr', '01,', '2020']);
    expect(repaired('l2.50', '$1O.00')).toEqual(['12.50', '$10.00']);
  });

  it('reads a tilde or an equals sign before a figure as its minus', () => {
    expect(repaired('~973,11', '=-6,97')).toEqual(['-973,11', '-6,97']);
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
    // Columns stand further apart, and a whole figure needs nothing after it.
    expect(join(at('19', 480), at('146,57', 536))).toEqual(['19', '146,57']);
    expect(join(at('12,50', 400), at('146,57', 432))).toEqual(['12,50', '146,57']);
  });
});
