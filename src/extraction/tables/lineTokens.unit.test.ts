import { describe, expect, it } from 'vitest';
import type { Word } from '../layout/pageLayout.js';
import { lineOf } from '../testing/layoutLines.js';
import { printsPointDates, tokeniseLines } from './lineTokens.js';

const words = (...cells: [string, number][]): Word[] => cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y0: 0, y1: 8, font: 'F', size: 8 }));

describe('printsPointDates', () => {
  it('reads day-and-month dates that could be amounts (`03.05`) as dates where rows start with them', () => {
    const rows = [
      words(['03.05', 76], ['STANDING', 112], ['ORDER', 158], ['756.19', 389], ['5,956.82', 486]),
      words(['11.05', 77], ['RECURRING', 112], ['CARD', 166], ['22.86', 393], ['5,916.02', 486]),
      words(['28.05', 76], ['ACCOUNT', 112], ['CHARGE', 157], ['5.84', 398], ['9,023.14', 486]),
    ];
    expect(printsPointDates(rows, { mark: '.', decimals: 2 })).toBe(true);
  });

  it('does not where figures merely start a line', () => {
    const rows = [words(['12.50', 76], ['27.00', 150]), words(['10.00', 76], ['USAA', 112])];
    expect(printsPointDates(rows, { mark: '.', decimals: 2 })).toBe(false);
  });

  it('does not where the figure starting a line is followed by its currency (a foreign amount)', () => {
    const rows = [
      words(['26.12', 112], ['SEK', 140], ['@', 160], ['0.70293', 170], ['18.36', 393], ['DR', 420]),
      words(['22.06', 112], ['EUR', 140], ['@', 160], ['1.36443', 170], ['30.10', 393], ['DR', 420]),
      words(['11.05', 112], ['GBP', 140], ['@', 160], ['1.00582', 170], ['37.10', 393], ['DR', 420]),
    ];
    expect(printsPointDates(rows, { mark: '.', decimals: 2 })).toBe(false);
  });
});

describe('tokeniseLines', () => {
  it('reads a trimmed figure that looks like a day and month (`14.6` for 14.60) as the amount where it ends the line', () => {
    const line = lineOf(100, [['Feb 06', 51], ['CONTACTLESS CARREFOUR', 127], ['14.6', 498]]);
    const [tokens] = tokeniseLines([line], { mark: '.', decimals: 2, trimmed: true }, false);
    expect(tokens!.dates).toHaveLength(1);
    expect(tokens!.amounts.map((a) => a.cents)).toEqual([1460]);
  });
});
