import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { joinWrappedFigures } from './wrappedFigures.js';

const texts = (page: ReturnType<typeof pageOf>): string[][] => page.lines.map((l) => l.words.map((w) => w.text));

describe('joinWrappedFigures', () => {
  it('joins a figure cut in its decimals to the digit wrapped flush right under it', () => {
    // `508,248,716.0` is 13 characters, 52 points wide at x 531: it ends at 583; the `0` under it too.
    const page = pageOf([
      lineOf(349, [['01/09/2022', 31], ['0.00', 499], ['508,248,716.0', 531], ['1,383,171,232.49', 599]]),
      lineOf(360, [['MCM InhouseTrf DARI WIDODO', 205], ['0', 579]]),
    ]);
    expect(texts(joinWrappedFigures(page))).toEqual([
      ['01/09/2022', '0.00', '508,248,716.00', '1,383,171,232.49'],
      ['MCM', 'InhouseTrf', 'DARI', 'WIDODO'],
    ]);
  });

  it('joins a card credit\'s `CR` ending the wrapped line of its description, flush with its figure\'s end (`2.20` over `GOODS … CR`), and no description\'s last word', () => {
    // `2.20` at 511 is 16 points wide: it ends at 527, as `CR` at 519 does.
    const page = pageOf([
      lineOf(440, [['Mar 5', 14], ['SAINSBURYS ONLINE LONDON', 101], ['2.20', 511]]),
      lineOf(450, [['GOODS', 101], ['CR', 519]]),
      lineOf(471, [['Mar 5', 14], ['SAINSBURYS ONLINE LONDON', 101], ['159.75', 503]]),
      lineOf(482, [['GOODS', 101]]),
    ]);
    expect(texts(joinWrappedFigures(page))).toEqual([['Mar', '5', 'SAINSBURYS', 'ONLINE', 'LONDON', '2.20CR'], ['GOODS'], ['Mar', '5', 'SAINSBURYS', 'ONLINE', 'LONDON', '159.75'], ['GOODS']]);
    const words = pageOf([lineOf(440, [['Mar 5', 14], ['TRANSFER', 101], ['2.20', 511]]), lineOf(450, [['REF 4411 CR', 101]])]);
    expect(texts(joinWrappedFigures(words))).toEqual([['Mar', '5', 'TRANSFER', '2.20'], ['REF', '4411', 'CR']]);
  });

  it('joins a direction mark wrapped alone under the end of its figure (`2.550,00` over `D`)', () => {
    // `2.550,00` at 445 is 32 points wide: it ends at 477, where the `D` under it starts.
    const page = pageOf([lineOf(478, [['31/01', 115], ['PIX EMIT.OUTRA IF', 154], ['2.550,00', 445]]), lineOf(488, [['D', 477]]), lineOf(500, [['Pagamento Pix', 154]])]);
    expect(texts(joinWrappedFigures(page))).toEqual([['31/01', 'PIX', 'EMIT.OUTRA', 'IF', '2.550,00D'], ['Pagamento', 'Pix']]);
    // Or flush with the figure's end, where the cell's right edge is.
    const flush = pageOf([lineOf(478, [['31/01', 115], ['2.550,00', 445]]), lineOf(488, [['D', 473]])]);
    expect(texts(joinWrappedFigures(flush))).toEqual([['31/01', '2.550,00D']]);
  });

  it('leaves a lone letter alone that does not start where a figure ends', () => {
    const page = pageOf([lineOf(478, [['31/01', 115], ['2.550,00', 445]]), lineOf(488, [['D', 300]])]);
    expect(joinWrappedFigures(page)).toBe(page);
  });

  it('leaves a trimmed figure alone when no digit stands under its end, and a digit under another word', () => {
    const page = pageOf([lineOf(100, [['02/09', 31], ['126.2', 531]]), lineOf(111, [['Ref 7', 205]])]);
    expect(joinWrappedFigures(page)).toBe(page);
  });
});
