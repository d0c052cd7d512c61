import { describe, expect, it } from 'vitest';
import type { Line, Word } from '../layout/pageLayout.js';
import { readLast4 } from './accountNumber.js';

const line = (y: number, text: string, x = 29): Line => {
  let at = x;
  const words: Word[] = text.split(' ').map((t) => {
    const w: Word = { text: t, x0: at, x1: at + t.length * 4, y0: y, y1: y + 8, font: 'F', size: 8 };
    at = w.x1 + 3;
    return w;
  });
  return { words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: y, y1: y + 8 };
};
const pages = (...lines: Line[]) => [{ page: 1, width: 595, height: 842, ocr: false, lines, warnings: [] }];

describe('readLast4', () => {
  it('reads the number after a label printed in two languages', () => {
    expect(readLast4(pages(line(195, 'Account Branch / Cawangan Akaun : KEPONG'), line(206, 'Account Number / Nombor Akaun : 709-123070-2')))).toBe('0702');
    expect(readLast4(pages(line(100, 'Account No / No Akaun 80-1147420-8')))).toBe('4208');
  });

  it('reads a masked number after its label', () => {
    expect(readLast4(pages(line(100, 'Account number: XXXX XXXX 1234')))).toBe('1234');
  });
});
