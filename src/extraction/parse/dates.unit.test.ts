import { describe, expect, it } from 'vitest';
import { decideDateOrder, matchDate, printsYearFirst, resolveDate, type RawDate } from './dates.js';

const words = (s: string): string[] => s.split(' ');
const read = (s: string, order: 'dmy' | 'mdy' = 'dmy', period: Parameters<typeof resolveDate>[2] = { start: '2024-01-01', end: '2024-01-31', fallbackYear: null }): string | null => {
  const raw = matchDate(words(s), 0);
  return raw ? resolveDate(raw, order, period) : null;
};

describe('matchDate and resolveDate', () => {
  it('reads Turkish short months (`06 Tem 2026`, `03 Eyl 2026`, `12 Ara 2025`), Croatian genitives (`5. srpnja 2023`) and Hungarian short months (`4 szept 2023`)', () => {
    expect(read('06 Tem 2026')).toBe('2026-07-06');
    expect(read('03 Eyl 2026')).toBe('2026-09-03');
    expect(read('12 Ara 2025')).toBe('2025-12-12');
    expect(read('5. srpnja 2023')).toBe('2023-07-05');
    expect(read('4 szept 2023')).toBe('2023-09-04');
    expect(read('08 Mac 2026')).toBe('2026-03-08');
    expect(read('14 Dis 2025')).toBe('2025-12-14');
    expect(read('31 Ogo 2023')).toBe('2023-08-31');
    expect(matchDate(words('08 Mac mini'), 0)).toBeNull();
  });

  it('reads a yearless day more than a month after a printed end in the year before (a card\'s instalment bought last June on a bill of May), and one just after the end in the end\'s year', () => {
    const bill = { start: null, end: '2025-05-03', fallbackYear: null };
    expect(read('16/06 RECARGAPAY 11/12', 'dmy', bill)).toBe('2024-06-16');
    expect(read('16/10 STREET WEAR 07/10', 'dmy', bill)).toBe('2024-10-16');
    expect(read('20/05 VALUE DATE', 'dmy', bill)).toBe('2025-05-20');
    expect(read('20/04 PURCHASE', 'dmy', bill)).toBe('2025-04-20');
  });

  it('reads a day, a month and a four-digit year set apart by spaces alone (`01 08 2019`, as OCR reads a dotted date), and no figure so', () => {
    expect(read('01 08 2019 Makse')).toBe('2019-08-01');
    expect(matchDate(words('1 234 567'), 0)).toBeNull();
    expect(matchDate(words('12 05 20195'), 0)).toBeNull();
  });

  it('reads a Japanese era\'s year (`R5.04.03`, `H30.12.28`) and a Thai Buddhist-era year (`03/04/2566`, two-digit `03/04/67`, with a Thai month `3 เม.ย. 2567`) in the Gregorian calendar', () => {
    expect(read('R5.04.03')).toBe('2023-04-03');
    expect(read('H30.12.28')).toBe('2018-12-28');
    expect(read('03/04/2566')).toBe('2023-04-03');
    expect(read('03/04/67')).toBe('2024-04-03');
    expect(read('03/04/24')).toBe('2024-04-03');
    expect(read('3 เม.ย. 2567')).toBe('2024-04-03');
    expect(read('15 ธันวาคม 2566')).toBe('2023-12-15');
  });

  it('reads a year of the Republic of China first (`113/05/12`, `113.05.12`, `民國113年5月12日`) as Taiwanese statements print it', () => {
    expect(read('113/05/12')).toBe('2024-05-12');
    expect(read('113.12.31')).toBe('2024-12-31');
    expect(read('99/01/02')).toBe('2010-01-02');
    expect(read('12/05/13')).toBe('2013-05-12');
    expect(read('民國113年5月12日')).toBe('2024-05-12');
    expect(read('113年05月12日')).toBe('2024-05-12');
  });

  it('reads a dotted date one of whose points OCR read as a comma (`31.12,2023`), on an OCR page only', () => {
    const ocr = matchDate(words('31.12,2023'), 0, true);
    expect(ocr ? resolveDate(ocr, 'dmy', { start: null, end: null, fallbackYear: null }) : null).toBe('2023-12-31');
    expect(matchDate(words('31.12,2023'), 0, false)).toBeNull();
  });

  it('reads a dotted date whose first point OCR lost (`31 12.2026`)', () => {
    expect(read('31 12.2026 EXCISE DUTY')).toBe('2026-12-31');
    expect(matchDate(words('5 12.5025'), 0)).toBeNull();
  });

  it('reads a date that carries a footnote\'s mark (`12/03/22*`, a card\'s posting date)', () => {
    expect(read('12/03/22* PAYMENT RECEIVED', 'mdy')).toBe('2022-12-03');
  });

  it('reads a Hungarian date that closes with a full stop (`2023.05.05.`), year first', () => {
    expect(read('2023.05.05.')).toBe('2023-05-05');
    expect(read('2023.12.31. Lakbér')).toBe('2023-12-31');
  });

  it.each([
    ['05/01/2024', 'dmy', '2024-01-05'],
    ['01/05/2024', 'mdy', '2024-01-05'],
    ['05.01.2024', 'dmy', '2024-01-05'],
    ['05-01-24', 'dmy', '2024-01-05'],
    ['2024-01-05', 'mdy', '2024-01-05'],
    ['05 Jan 2024', 'mdy', '2024-01-05'],
    ['Jan 05', 'dmy', '2024-01-05'],
    ['January 5, 2024', 'dmy', '2024-01-05'],
    ['5th Jan', 'mdy', '2024-01-05'],
    ['05JAN', 'mdy', '2024-01-05'],
    ['05.01.', 'dmy', '2024-01-05'],
    ['01/05', 'mdy', '2024-01-05'],
    ['5 Januar 2024', 'mdy', '2024-01-05'],
    ['05-Jan-2024', 'mdy', '2024-01-05'],
    ['Jan 05,2024', 'dmy', '2024-01-05'],
    ['05 mrt 2024', 'dmy', '2024-03-05'],
    ['05 des 2024', 'dmy', '2024-12-05'],
    ['1er novembre 2024', 'dmy', '2024-11-01'],
    ['20240222', 'dmy', '2024-02-22'],
    ['2nd March 2024', 'dmy', '2024-03-02'],
  ] as const)('reads %s (%s) as %s', (text, order, expected) => {
    expect(read(text, order)).toBe(expected);
  });

  it('counts the words a date spans', () => {
    expect(matchDate(words('July 1, 2022 Deposit'), 0)?.words).toBe(3);
    expect(matchDate(words('01 NOV BALANCE'), 0)?.words).toBe(2);
  });

  it('reads a whole date that ends a clause with a comma (`31.12.2023,`), and no amount so', () => {
    expect(matchDate(words('31.12.2023, Auszug'), 0)).toMatchObject({ a: 31, b: 12, year: 2023 });
    expect(matchDate(words('12.05, Auszug'), 0)).toBeNull();
  });

  it('reads a Czech date with a space after each point (`9. 10. 2025`), day first', () => {
    expect(matchDate(words('9. 10. 2025 Vrácení'), 0)).toMatchObject({ kind: 'fixed', a: 9, b: 10, year: 2025, words: 3 });
  });

  it('reads a numeric date whose separators are words of their own (`23 / 06 / 2025`), and no fraction', () => {
    expect(matchDate(words('23 / 06 / 2025 ZUDIO'), 0)).toMatchObject({ kind: 'pair', a: 23, b: 6, year: 2025, words: 5 });
    expect(matchDate(words('1 / 2 of'), 0)).toBeNull();
  });

  it('reads Japanese, Chinese and Korean dates (`2020年12月08日`, `12月8日`, `2021년01월06일`)', () => {
    expect(matchDate(words('2020年12月08日 振込'), 0)).toMatchObject({ kind: 'fixed', a: 8, b: 12, year: 2020, words: 1 });
    expect(matchDate(words('12月8日'), 0)).toMatchObject({ a: 8, b: 12, year: null });
    expect(matchDate(words('2021년01월06일'), 0)).toMatchObject({ a: 6, b: 1, year: 2021 });
  });

  it('reads Korean dates set apart in words (`5월 4일 수요일`, `2022년 5월 4일`), not a month alone', () => {
    expect(matchDate(words('5월 4일 수요일'), 0)).toMatchObject({ kind: 'fixed', a: 4, b: 5, year: null, words: 2 });
    expect(matchDate(words('2022년 5월 4일 입금'), 0)).toMatchObject({ a: 4, b: 5, year: 2022, words: 3 });
    expect(matchDate(words('5월 이용내역'), 0)).toBeNull();
  });

  it('does not take the day of a following date as a two-digit year', () => {
    expect(matchDate(words('03 Sept 03 Sept Interest'), 0)).toMatchObject({ a: 3, b: 9, year: null, words: 2 });
    expect(matchDate(words('05 Jan 24 Deposit'), 0)).toMatchObject({ year: 2024, words: 3 });
  });

  it('refuses amounts, references and impossible dates', () => {
    for (const s of ['12.50', '12-34', '32/01/2024', '13/13', 'Deposit', '2,540.00']) expect(matchDate([s], 0)).toBeNull();
  });

  it('takes the year from the period across a December to January rollover', () => {
    const period = { start: '2023-12-15', end: '2024-01-14', fallbackYear: null };
    expect(read('28/12', 'dmy', period)).toBe('2023-12-28');
    expect(read('03/01', 'dmy', period)).toBe('2024-01-03');
  });

  it('reads an OCR slash misread as 1 only when asked to tolerate OCR noise', () => {
    expect(matchDate(['07107'], 0)).toBeNull();
    expect(matchDate(['07107'], 0, true)).toMatchObject({ a: 7, b: 7 });
  });
});

describe('matchDate: month names in more languages', () => {
  it.each([
    ['17 Agustus 2026', '2026-08-17'],
    ['5 Kasım 2024', '2024-11-05'],
    ['12. září 2024', '2024-09-12'],
    ['3 марта 2026', '2026-03-03'],
    ['3 березня 2026', '2026-03-03'],
    ['1 joulukuuta 2025', '2025-12-01'],
    ['9 octombrie 2025', '2025-10-09'],
    ['14 Maa 2024', '2024-03-14'],
    ['2 Junie 2024', '2024-06-02'],
  ])('reads %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });
});

describe('matchDate: OCR-tolerant month names', () => {
  it('reads a month with one letter misread between a day and a year on an OCR page only', () => {
    expect(matchDate(words('1 Dee 2026'), 0, true)).toMatchObject({ kind: 'fixed', a: 1, b: 12, year: 2026 });
    expect(matchDate(words('28 Jau 2027'), 0, true)).toMatchObject({ kind: 'fixed', a: 28, b: 1, year: 2027 });
    expect(matchDate(words('1 Dee 2026'), 0, false)).toBeNull();
    expect(matchDate(words('1 Dee street'), 0, true)).toBeNull();
    expect(matchDate(words('duly 1, 2027'), 0, true)).toMatchObject({ kind: 'fixed', a: 1, b: 7, year: 2027 });
    expect(matchDate(words('duly 1, 2027'), 0, false)).toBeNull();
  });
});

describe('decideDateOrder', () => {
  const pair = (a: number, b: number): RawDate => ({ kind: 'pair', a, b, year: null, words: 1 });
  it('decides day first when a first number exceeds 12', () => {
    expect(decideDateOrder([pair(3, 4), pair(25, 4)], { dotted: false, currency: 'USD' })).toBe('dmy');
  });
  it('decides month first when a second number exceeds 12', () => {
    expect(decideDateOrder([pair(3, 4), pair(4, 25)], { dotted: false, currency: 'GBP' })).toBe('mdy');
  });
  it('does not read dates that fall months after the PDF was made, whatever the currency says', () => {
    const dated = (a: number, b: number, year: number): RawDate => ({ kind: 'pair', a, b, year, words: 1 });
    const period = [dated(10, 12, 2027), dated(1, 11, 2028)];
    expect(decideDateOrder(period, { dotted: false, currency: 'CHF', creationDate: '2028-01-18T09:30:00Z' })).toBe('mdy');
    expect(decideDateOrder([dated(9, 2, 2028)], { dotted: false, currency: 'USD', creationDate: '2028-02-20T09:30:00Z' })).toBe('dmy');
    // (Made within the period, as an export mid-month is: no evidence.)
    expect(decideDateOrder([dated(1, 2, 2028), dated(28, 2, 2028)], { dotted: false, currency: 'GBP', creationDate: '2028-02-10T00:00:00Z' })).toBe('dmy');
  });

  it('falls back to the currency habit without evidence', () => {
    expect(decideDateOrder([pair(3, 4)], { dotted: false, currency: 'USD' })).toBe('mdy');
    expect(decideDateOrder([pair(3, 4)], { dotted: true, currency: 'USD' })).toBe('dmy');
    expect(decideDateOrder([pair(3, 4)], { dotted: false, currency: 'EUR' })).toBe('dmy');
  });
});

describe('matchDate: listing forms', () => {
  it('reads a month with its day run on (DEC01) and a day and two-digit year over a slash (NOV 30/23)', () => {
    expect(matchDate(['DEC01'], 0)).toMatchObject({ a: 1, b: 12, year: null });
    expect(matchDate(['NOV30'], 0)).toMatchObject({ a: 30, b: 11, year: null });
    expect(matchDate(['NOV', '30/23'], 0)).toMatchObject({ a: 30, b: 11, year: 2023, words: 2 });
    expect(matchDate(['ABC01'], 0)).toBeNull();
  });
});

describe('printsYearFirst', () => {
  const raws = (...texts: string[]): RawDate[] => texts.map((t) => matchDate([t], 0)!);
  const rows = raws('01.03.26', '05.03.26', '12.03.26', '28.03.26');

  it('lets the years printed in full decide over a creation date that contradicts them', () => {
    expect(printsYearFirst(rows, 'dmy', '2000-01-01T00:00:00Z', new Set([2026]))).toBe(false);
    expect(printsYearFirst(raws('21.02.01', '21.02.15', '21.03.01'), 'dmy', '2000-01-01T00:00:00Z', new Set([2021]))).toBe(true);
  });

  it('does not read the day as the year where that scatters the dates over decades', () => {
    expect(printsYearFirst(raws('17/01/23', '18/01/23', '21/01/23', '16/02/23'), 'dmy', '2000-01-01T00:00:00Z')).toBe(false);
  });

  it('reads two-digit years first where reading the day first scatters the dates over decades (`22-01-03` … `22-01-31`)', () => {
    expect(printsYearFirst(raws('22-01-03', '22-01-08', '22-01-17', '22-01-31'), 'dmy', null)).toBe(true);
  });

  it('falls back on the creation date where no year is printed in full', () => {
    const yearFirst = raws('21.02.01', '21.02.15', '21.03.01');
    expect(printsYearFirst(yearFirst, 'dmy', '2021-04-02T00:00:00Z')).toBe(true);
    expect(printsYearFirst(raws('01.03.26', '01.03.27'), 'dmy', '2026-04-02T00:00:00Z')).toBe(false);
  });
});
