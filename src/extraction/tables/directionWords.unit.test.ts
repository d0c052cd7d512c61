import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readDirectionWords } from './directionWords.js';

const texts = (page: ReturnType<typeof pageOf>): string[][] => page.lines.map((l) => l.words.map((w) => w.text));

describe('readDirectionWords', () => {
  it('signs each figure by the direction word in its own column left of it (`Af` / `Bij`)', () => {
    const page = pageOf([
      lineOf(180, [['01-12-2025', 47], ['Geldautomaat', 105], ['GM', 354], ['Af', 384], ['80,00', 453]]),
      lineOf(203, [['01-12-2025', 47], ['Havenbedrijf Duin', 105], ['OV', 354], ['Bij', 384], ['1.693,64', 440]]),
      lineOf(226, [['03-12-2025', 47], ['Geldautomaat', 105], ['GM', 354], ['Af', 384], ['20,00', 453]]),
    ]);
    expect(texts(readDirectionWords(page)).map((l) => l[l.length - 1])).toEqual(['-80,00', '+1.693,64', '-20,00']);
    expect(texts(readDirectionWords(page))[0]).not.toContain('Af');
  });

  it('signs each figure by the bookkeeping word of its row in a column of their own (`Duguje` / `Potražuje`)', () => {
    const page = pageOf([
      lineOf(180, [['01.12.2026', 20], ['Plaćanje Marko Ilić', 110], ['Duguje', 420], ['42.922,00 RSD', 470]]),
      lineOf(192, [['03.12.2026', 20], ['Polog Beograd', 110], ['Potražuje', 420], ['91.005,00 RSD', 470]]),
      lineOf(204, [['03.12.2026', 20], ['Kirija 12/2026', 110], ['Duguje', 420], ['79.700,00 RSD', 470]]),
    ]);
    expect(texts(readDirectionWords(page)).map((l) => l.filter((w) => /\d,\d{2}$/.test(w))[0])).toEqual(['-42.922,00', '+91.005,00', '-79.700,00']);
  });

  it('signs a figure by a type word at the column\'s edge set close after a long description (`… TXN ID  Теглене  144,00`)', () => {
    const page = pageOf([
      lineOf(288, [['10.12.2019', 39], ['Такса обслужване', 246], ['Теглене', 420], ['2,40', 517]]),
      lineOf(303, [['17.12.2019', 39], ['Теглене на пари Пловдив TXN', 246], ['ID', 405], ['Теглене', 420], ['144,00', 505]]),
      lineOf(318, [['21.01.2020', 39], ['Получен превод', 246], ['Постъпление', 420], ['595,31', 506]]),
      lineOf(333, [['07.01.2020', 39], ['Плащане с карта', 246], ['Теглене', 420], ['51,85', 510]]),
    ]);
    expect(texts(readDirectionWords(page))[1]).toContain('-144,00');
  });

  it('signs the figure after a mark that follows a card number ending the description (`Pasnr. 4937  Af  10,61`)', () => {
    const page = pageOf([
      lineOf(100, [['12 jun', 30], ['THUISBEZORGD Groningen Pasnr. 4937', 80], ['Af', 400], ['10,61', 470]]),
      lineOf(110, [['17 jun', 30], ['Terugbetaling SHELL', 80], ['Bij', 400], ['21,25', 470]]),
      lineOf(120, [['18 jun', 30], ['Apple Pay NS GROEP', 80], ['Af', 400], ['21,97', 470]]),
    ]);
    expect(texts(readDirectionWords(page)).map((l) => l[l.length - 1])).toEqual(['-10,61', '+21,25', '-21,97']);
  });

  it('leaves marks that follow their figure (`209,30 D 8.278,75`, `510,100 KRW DR`) to the figure before them', () => {
    const suffixes = pageOf([
      lineOf(100, [['06/11/27', 28], ['RECIBO', 153], ['209,30', 386], ['D', 420], ['8.278,75', 544]]),
      lineOf(110, [['07/11/27', 28], ['ABONO', 153], ['300,00', 386], ['H', 420], ['8.578,75', 544]]),
      lineOf(120, [['08/11/27', 28], ['RECIBO', 153], ['10,00', 390], ['D', 420], ['8.568,75', 544]]),
    ]);
    expect(readDirectionWords(suffixes)).toBe(suffixes);
    const coded = pageOf([
      lineOf(100, [['2019.08.27', 31], ['CHEQUE', 79], ['510,100', 431], ['KRW', 460], ['DR', 479], ['2,192,600', 535]]),
      lineOf(110, [['2019.08.29', 31], ['SALARY', 79], ['900,000', 431], ['KRW', 460], ['CR', 479], ['3,092,600', 535]]),
      lineOf(120, [['2019.08.30', 31], ['SHOP', 79], ['1,000', 439], ['KRW', 460], ['DR', 479], ['3,091,600', 535]]),
    ]);
    expect(readDirectionWords(coded)).toBe(coded);
  });

  it('signs nothing where a type code stands before a description (`CR  Återbetalning CHIPOTLE 1823`)', () => {
    const coded = pageOf([
      lineOf(130, [['23-11-02', 29], ['POS', 104], ['Kortköp SHELL OIL 5744', 129], ['105,19', 541]]),
      lineOf(140, [['23-11-12', 29], ['CR', 104], ['Återbetalning CHIPOTLE 1823', 129], ['(1 791,61)', 524]]),
      lineOf(150, [['23-11-20', 29], ['D', 104], ['Kortköp UBER 4410', 129], ['830,82', 541]]),
      lineOf(160, [['23-11-21', 29], ['CR', 104], ['Inbetalning tack 72470', 129], ['(23 151,05)', 520]]),
    ]);
    expect(readDirectionWords(coded)).toBe(coded);
  });
});
