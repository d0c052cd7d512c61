import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readCompactDates } from './compactDates.js';

const texts = (page: ReturnType<typeof pageOf>): string[][] => page.lines.map((l) => l.words.map((w) => w.text));

describe('readCompactDates', () => {
  it('reads a column of a month and a day printed as two pairs of digits (`08 01`) as a day and the month\'s name, and leaves a figure\'s digit groups alone', () => {
    const page = pageOf([
      lineOf(100, [['MOBILE TRF TO JOHAN', 30], ['5 767,00-', 400], ['08 01', 480], ['47 418,04', 520]]),
      lineOf(112, [['POS/WEB ENGEN', 30], ['296,38-', 408], ['08 02', 480], ['47 121,66', 520]]),
      lineOf(124, [['SALARY AUG 2024', 30], ['90 842,00', 440], ['08 04', 480], ['137 647,76', 516]]),
      lineOf(136, [['REFUND AMAZON.COM', 30], ['617,99', 444], ['08 14', 480], ['138 265,75', 516]]),
    ]);
    const read = texts(readCompactDates(page));
    expect(read.map((l) => l.slice(-4, -2).join(' '))).toEqual(['01 Aug', '02 Aug', '04 Aug', '14 Aug']);
    expect(read[0]).toContain('5');
    expect(read[2]).toContain('90');
  });

  it('reads a column of six-digit dates whose leading two digits stay (year first) as ISO dates', () => {
    const page = pageOf([
      lineOf(100, [['12606', 21], ['250601', 62], ['MIN SERVICE FEE', 100], ['-160.00', 458]]),
      lineOf(120, [['12610', 21], ['250602', 62], ['ACB DEBIT', 100], ['-89.56', 462]]),
      lineOf(140, [['12614', 21], ['250604', 62], ['ACB CREDIT', 100], ['2250157.06', 443]]),
    ]);
    expect(texts(readCompactDates(page)).map((l) => l[1])).toEqual(['2025-06-01', '2025-06-02', '2025-06-04']);
  });

  it('reads day first where the trailing two digits stay, and leaves references alone', () => {
    const dayFirst = pageOf([lineOf(100, [['010625', 40], ['RENT', 100]]), lineOf(120, [['150625', 40], ['SHOP', 100]]), lineOf(140, [['300625', 40], ['PAY', 100]])]);
    expect(texts(readCompactDates(dayFirst)).map((l) => l[0])).toEqual(['2025-06-01', '2025-06-15', '2025-06-30']);
    // Cheque numbers beside rows that print their own dates.
    const cheques = pageOf([lineOf(100, [['03/06', 20], ['100112', 60], ['CHEQUE', 100]]), lineOf(120, [['05/06', 20], ['100113', 60], ['CHEQUE', 100]]), lineOf(140, [['09/06', 20], ['100114', 60], ['CHEQUE', 100]])]);
    expect(readCompactDates(cheques)).toBe(cheques);
    // Six digits that read as no date one way only.
    const refs = pageOf([lineOf(100, [['123456', 40]]), lineOf(120, [['654321', 40]]), lineOf(140, [['987654', 40]])]);
    expect(readCompactDates(refs)).toBe(refs);
  });
});
