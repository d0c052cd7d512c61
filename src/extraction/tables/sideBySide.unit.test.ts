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

  it('leaves a header that names different columns across the page alone', () => {
    const page = pageOf([
      lineOf(100, [['Date', 40], ['Description', 100], ['Debit', 300], ['Credit', 380], ['Balance', 460]]),
      lineOf(110, [['02/07/2024', 40], ['Coffee', 100], ['10.00', 300], ['990.00', 460]]),
    ]);
    expect(readSideBySide(page)).toBe(page);
  });
});
