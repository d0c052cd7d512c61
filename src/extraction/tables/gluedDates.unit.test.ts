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
});
