import { describe, expect, it } from 'vitest';
import type { Word } from '../layout/pageLayout.js';
import { findAmounts } from './lineCells.js';

const words = (font: string, ...texts: string[]): Word[] => texts.map((text, k) => ({ text, x0: k * 60, x1: k * 60 + 40, y0: 0, y1: 8, font, size: 8 }));

describe('findAmounts', () => {
  it('reads an OCR figure whose thousands mark was read as the decimal mark', () => {
    const pointed = findAmounts(words('ocr', 'RENT', '2.068.93', '8.154.36'), { mark: '.', decimals: 2 });
    expect(pointed.map((a) => a.cents)).toEqual([206893, 815436]);
    const comma = findAmounts(words('ocr', 'Huur', '1,234,56'), { mark: ',', decimals: 2 });
    expect(comma.map((a) => a.cents)).toEqual([123456]);
  });

  it('reads the Hungarian direction letter after a figure and its currency (`27 820,00 Ft T`, `75 563,00 Ft K`), a word of its own past the figure\'s three, and the Korean `입` and `출`', () => {
    const line: Word[] = [
      { text: 'Átutalás', x0: 140, x1: 178, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: '27', x0: 405.4, x1: 417.1, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: '820,00', x0: 420, x1: 452.1, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: 'Ft', x0: 455.1, x1: 464.4, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: 'T', x0: 467.3, x1: 473.7, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: '2', x0: 481.7, x1: 487.6, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: '151', x0: 490.5, x1: 508, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: '380,00', x0: 510.9, x1: 543, y0: 0, y1: 8, font: 'F', size: 8 },
    ];
    expect(findAmounts(line, { mark: ',', decimals: 2 }).map((a) => [a.text, a.cents, a.negative])).toEqual([
      ['27 820,00 Ft T', 2_782_000, true],
      ['2 151 380,00', 215_138_000, false],
    ]);
    expect(findAmounts(words('F', '75 563,00 Ft K'), { mark: ',', decimals: 2 }).map((a) => a.positive)).toEqual([true]);
    // (Korean `입` and `출`, money in and out, after the figure.)
    const korean: Word[] = [
      { text: '₩154,700', x0: 300, x1: 340, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: '입', x0: 344, x1: 352, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: '₩34,000', x0: 420, x1: 452, y0: 0, y1: 8, font: 'F', size: 8 },
      { text: '출', x0: 456, x1: 464, y0: 0, y1: 8, font: 'F', size: 8 },
    ];
    expect(findAmounts(korean, { mark: '.', decimals: 0 }).map((a) => [a.positive, a.negative])).toEqual([[true, false], [false, true]]);
  });

  it('reads a figure with a direction glued after its cents, whether or not its grouping ends in a comma', () => {
    expect(findAmounts(words('F', '67,588.05CR', '2,25,174.31CR', '1,500.00DR'), { mark: '.', decimals: 2 }).map((a) => [a.cents, a.positive, a.negative])).toEqual([
      [6_758_805, true, false],
      [22_517_431, true, false],
      [150_000, false, true],
    ]);
  });

  it('reads one decimal as ten cents where the document prints its figures trimmed, and not otherwise', () => {
    expect(findAmounts(words('F', '1200.0', '0.0', '135.12', '7.5-'), { mark: '.', decimals: 2, trimmed: true }).map((a) => [a.cents, a.negative])).toEqual([
      [120_000, false],
      [0, false],
      [13_512, false],
      [750, true],
    ]);
    expect(findAmounts(words('F', '1200.0', '135.12'), { mark: '.', decimals: 2 }).map((a) => a.cents)).toEqual([13_512]);
  });

  it('reads an OCR figure whose faint decimal mark was read as a space', () => {
    const w = (text: string, x0: number, x1: number): Word => ({ text, x0, x1, y0: 0, y1: 4, font: 'ocr', size: 3.9 });
    expect(findAmounts([w('SPOTIFY', 80, 108), w('1,504', 404, 423), w('94', 428, 436)], { mark: '.', decimals: 2 }).map((a) => a.cents)).toEqual([150494]);
  });

  it('does not guess at such a figure in a text layer, where the print is what it is', () => {
    expect(findAmounts(words('Helvetica', 'REF', '2.068.93'), { mark: '.', decimals: 2 })).toEqual([]);
  });

  it('reads two OCR\'d figures set close together as two, not one glued (`905,00  1.243,18`)', () => {
    const close: Word[] = [
      { text: '905,00', x0: 485, x1: 512, y0: 0, y1: 7, font: 'ocr', size: 7 },
      { text: '1.243,18', x0: 520, x1: 556, y0: 0, y1: 7, font: 'ocr', size: 7 },
    ];
    expect(findAmounts(close, { mark: ',', decimals: 2 }).map((a) => a.cents)).toEqual([90_500, 124_318]);
  });
});

