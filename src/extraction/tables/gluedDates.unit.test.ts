import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { splitGluedDates } from './gluedDates.js';

describe('splitGluedDates', () => {
  it('parts a date run into the capitals after it, each part keeping its share of the width', () => {
    const page = pageOf([lineOf(100, [['03-03-25CARD PURCHASE', 38], ['12.74', 395]])]);
    const words = splitGluedDates(page).lines[0]!.words;
    expect(words.map((w) => w.text)).toEqual(['03-03-25', 'CARD', 'PURCHASE', '12.74']);
    expect(words[0]!.x1).toBe(words[1]!.x0);
    expect(words[0]!.x1 - words[0]!.x0).toBeCloseTo(32, 5);
  });

  it('leaves references and dates followed by lower case or digits alone', () => {
    const page = pageOf([lineOf(100, [['REF 12-05-2024', 38], ['03-03-25abc', 200], ['2024-01-05X', 300]])]);
    expect(splitGluedDates(page)).toBe(page);
  });

  it('parts a booking date and its value date joined by a slash (`01.02.2022/03.02.2022`)', () => {
    const page = pageOf([lineOf(100, [['01.02.2022/03.02.2022', 38], ['Lastschrift', 160], ['- 95,73', 395]])]);
    expect(splitGluedDates(page).lines[0]!.words.map((w) => w.text)).toEqual(['01.02.2022', '03.02.2022', 'Lastschrift', '-', '95,73']);
  });

  it('parts a period printed as one word (`02/01/2026-31/03/2026`) into its two dates and the dash between', () => {
    const page = pageOf([lineOf(100, [['Statement Period :', 45], ['02/01/2026-31/03/2026', 124]])]);
    const words = splitGluedDates(page).lines[0]!.words;
    expect(words.map((w) => w.text)).toEqual(['Statement', 'Period', ':', '02/01/2026', '-', '31/03/2026']);
    expect(words[3]!.x1).toBe(words[4]!.x0);
    expect(words[4]!.x1).toBe(words[5]!.x0);
  });
});
