import { describe, expect, it } from 'vitest';
import type { Line, Word } from '../layout/pageLayout.js';
import { readBankName } from './bankName.js';

const line = (y: number, text: string, x = 69): Line => {
  let at = x;
  const words: Word[] = text.split(' ').map((t) => {
    const w: Word = { text: t, x0: at, x1: at + t.length * 4, y0: y, y1: y + 8, font: 'F', size: 8 };
    at = w.x1 + 2;
    return w;
  });
  return { words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: y, y1: y + 8 };
};
const info = { title: null, author: null, subject: null };

describe('readBankName', () => {
  it('reads the issuer from a footer that starts with its name before a dash', () => {
    const page = (n: number) => ({ page: n, width: 595, height: 842, ocr: false, warnings: [], lines: [line(84, 'PRIYA NAIR'), line(790, 'Konkan Co-operative Bank Ltd – Please examine this statement promptly')] });
    expect(readBankName([page(1), page(2)], info, '')).toBe('Konkan Co-operative Bank Ltd');
  });

  it('does not take a transaction row\'s words for the issuer', () => {
    const page = { page: 1, width: 595, height: 842, ocr: false, warnings: [], lines: [line(84, 'PRIYA NAIR'), line(199, 'ACH CREDIT WAYNE FOODS', 271)] };
    expect(readBankName([page], info, '', new Set(['1:1']))).not.toBe('ACH CREDIT WAYNE FOODS');
  });
});
