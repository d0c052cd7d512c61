import { describe, expect, it } from 'vitest';
import { lineText } from '../layout/pageLayout.js';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readRightToLeft } from './rightToLeft.js';

describe('readRightToLeft', () => {
  it('mirrors a Hebrew page so its rows read date, description, figures, balance, a Latin phrase keeping its order', () => {
    const page = pageOf([
      // (Printed as the eye sees them, left to right: a cell's Hebrew words last word first.)
      lineOf(127, [['יתרה', 43], ['זכות', 115], ['חובה', 176], ['הפעולה תיאור', 377], ['תאריך', 512]]),
      lineOf(161, [['21,321.24', 43], ['19,020.75', 115], ['גלובל משכורת', 377], ['01/09/24', 512]]),
      lineOf(175, [['21,286.99', 43], ['34.25', 176], ['STARBUCKS', 300], ['COFFEE', 340], ['דביט כרטיס', 431], ['05/09/24', 512]]),
      lineOf(189, [['20,426.99', 43], ['860.00', 176], ['מזומן משיכת', 427], ['06/09/24', 512]]),
    ]);
    const read = readRightToLeft(page);
    expect(read.lines.map(lineText)).toEqual([
      'תאריך תיאור הפעולה חובה זכות יתרה',
      '01/09/24 משכורת גלובל 19,020.75 21,321.24',
      '05/09/24 כרטיס דביט STARBUCKS COFFEE 34.25 21,286.99',
      '06/09/24 משיכת מזומן 860.00 20,426.99',
    ]);
    // Boxes are turned about the page's middle: the date is now leftmost, the balance rightmost.
    const row = read.lines[1]!.words;
    expect(row[0]!.x0).toBeLessThan(row[row.length - 1]!.x0);
    expect(row.every((w, i) => i === 0 || w.x0 >= row[i - 1]!.x1)).toBe(true);
  });

  it('leaves a Latin page, and one whose few Hebrew words (an address) do not set it, as it is', () => {
    const latin = pageOf([lineOf(100, [['01/09/24', 40], ['Salary', 100], ['1,000.00', 400]]), lineOf(114, [['02/09/24', 40], ['Rent', 100], ['500.00', 400]])]);
    expect(readRightToLeft(latin)).toBe(latin);
    const address = pageOf([lineOf(60, [['בנק השרון', 400]]), lineOf(100, [['01/09/24', 40], ['Salary', 100], ['1,000.00', 400]]), lineOf(114, [['02/09/24', 40], ['Rent payment', 100], ['500.00', 400]])]);
    expect(readRightToLeft(address)).toBe(address);
  });
});
