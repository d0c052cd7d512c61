import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readDatesUnderRows } from './datesUnderRows.js';

const texts = (page: ReturnType<typeof pageOf>): string[] => page.lines.map((l) => l.words.map((w) => w.text).join(' '));

describe('readDatesUnderRows', () => {
  it('moves the date printed under each block\'s text up to its row, after an avatar\'s initial too', () => {
    const page = pageOf([
      lineOf(160, [['D', 31], ['Debitkarte EDEKA Freiburg', 50], ['–27,54', 299], ['€', 327]]),
      lineOf(171, [['11.12.2022', 50], ['· Restaurants', 84]]),
      lineOf(197, [['REWE Erstattung 64374961', 50], ['+130,75', 294], ['€', 327]]),
      lineOf(208, [['R', 31], ['12.12.2022', 50], ['· Erstattungen', 84]]),
      lineOf(234, [['GA Freiburg 24/12', 50], ['–400,00', 294], ['€', 327]]),
      lineOf(245, [['24.12.2022', 50], ['· Bargeld', 84]]),
    ]);
    expect(texts(readDatesUnderRows(page))).toEqual([
      '11.12.2022 D Debitkarte EDEKA Freiburg –27,54 €',
      '· Restaurants',
      '12.12.2022 REWE Erstattung 64374961 +130,75 €',
      'R · Erstattungen',
      '24.12.2022 GA Freiburg 24/12 –400,00 €',
      '· Bargeld',
    ]);
  });

  it('leaves a table whose rows start with their dates alone', () => {
    const page = pageOf([
      lineOf(100, [['02/07/2024', 40], ['Coffee', 100], ['10.00', 300]]),
      lineOf(110, [['03/07/2024', 40], ['Salary', 100], ['500.00', 300]]),
      lineOf(120, [['04/07/2024', 40], ['Rent', 100], ['400.00', 300]]),
    ]);
    expect(readDatesUnderRows(page)).toBe(page);
  });
});
