import { describe, expect, it } from 'vitest';
import { groupLines } from './groupLines.js';
import type { Word } from './pageLayout.js';

const word = (text: string, x0: number, y0: number, size = 6): Word => ({ text, x0, y0, x1: x0 + text.length * size * 0.5, y1: y0 + size, font: 'F', size });
const texts = (words: Word[]): string[] => groupLines(words).map((l) => l.words.map((w) => w.text).join(' '));

describe('groupLines', () => {
  it('puts words of one baseline on one line, left to right', () => {
    expect(texts([word('balance', 80, 100), word('Opening', 20, 100.5), word('12.00', 200, 100)])).toEqual(['Opening balance 12.00']);
  });

  it('keeps a word printed over another word on its own line, even when their extents overlap', () => {
    // Dense small type: "Date" sits 2 pt above "02/04/2025" at the same x; a big digit beside both spans them.
    const lines = texts([word('Date', 331, 587), word('02/04/2025', 331, 589), word('Transaction', 371, 587), word('Investment', 371, 589)]);
    expect(lines).toEqual(['Date Transaction', '02/04/2025 Investment']);
  });

  it('drops a word printed twice in place (fake bold) instead of making a second line', () => {
    expect(texts([word('TOTAL', 20, 100), word('TOTAL', 20.4, 100.2), word('5.00', 200, 100)])).toEqual(['TOTAL 5.00']);
  });
});
