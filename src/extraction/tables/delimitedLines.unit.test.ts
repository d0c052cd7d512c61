import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/pageLayout.js';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { readDelimitedLines } from './delimitedLines.js';

/** A line as the text layer reads a delimited export: each `|` gone, the word after it marked. */
const piped = (y: number, text: string): Line => {
  const line = lineOf(y, [[text.replace(/\|/g, ' '), 30]]);
  const starts = new Set<number>();
  let word = 0;
  for (const part of text.split(/(\|| )/)) {
    if (part === '|') starts.add(word);
    else if (part.trim() !== '') word++;
  }
  return { ...line, words: line.words.map((w, k) => (starts.has(k) ? { ...w, ruleBefore: true } : w)) };
};
const texts = (lines: readonly Line[]) => lines.map((l) => l.words.map((w) => w.text).join(' '));

describe('readDelimitedLines', () => {
  it('leaves a printed table alone whose descriptions hold semicolons (`(magti);595026048;თანხა: 32.00;საკ.:1.28`), its cells set apart', () => {
    const row = (y: number, ref: string, amount: string, balance: string) =>
      lineOf(y, [['27/11/2024', 54], [`Unlimited internet-month (magti);${ref};თანხა: 32.00;საკ.:1.28`, 107], ['გადარიცხვების სატრანზიტო ანგარიში', 391], [amount, 661], [balance, 769]]);
    // (A fee's row prints the reference under its text: the semicolons do not align down the page.)
    const fee = (y: number, ref: string, balance: string) => [
      lineOf(y, [['27/11/2024', 54], ['საკომისიო: Unlimited internet-month', 107], ['გადარიცხვების სატრანზიტო ანგარიში', 391], ['1.28', 661], [balance, 769]]),
      lineOf(y + 11, [[`(magti);${ref};თანხა: 32.00;საკ.:1.28`, 107], ['GE70TB0000000450109783', 391]]),
    ];
    const page = pageOf([row(378, '595026048', '32.00', '686.21'), ...fee(416, '595026048', '684.93'), row(454, '595026054', '32.00', '652.93'), ...fee(493, '595026054', '651.65')]);
    expect(readDelimitedLines(page)).toBe(page);
  });

  it('sets a column out as wide on a page without the header as on the page with it, however long its name (`Saldo na mutatie`)', () => {
    const row = (y: number, day: string, text: string, amount: string, balance: string) => lineOf(y, [[`${day};${text};OV;A;${amount};${balance}`, 28]]);
    const first = pageOf([
      lineOf(60, [['Datum;Naam / Omschrijving;Code;Af Bij;Bedrag (EUR);Saldo na mutatie', 28]]),
      row(70, '20221101', 'Huur Anouk Visser', '€850,00', '677,62'),
      row(80, '20221101', 'GEA Geldautomaat Amsterdam', '€340,00', '337,62'),
      row(90, '20221102', 'Incasso Zilveren Kruis', '€74,17', '263,45'),
      row(100, '20221102', 'Incasso Eneco', '€190,65', '72,80'),
    ]);
    const second = pageOf([
      row(60, '20221118', 'BEA Betaalautomaat NS REIZIGERS', '€4,20', '5363,03'),
      row(70, '20221119', 'Betaling factuur Eneco', '€27,00', '5336,03'),
      row(80, '20221119', 'BEA Betaalautomaat BOL.COM', '€31,88', '5304,15'),
      row(90, '20221120', 'BEA Betaalautomaat KRUIDVAT', '€11,63', '5292,52'),
    ], 2);
    const lastRight = (page: ReturnType<typeof pageOf>) => readDelimitedLines(page).lines[1]!.words.at(-1)!.x1;
    expect(lastRight(first)).toBeCloseTo(lastRight(second), 5);
  });

  it('sets a text field longer than its column closer, so it never runs into the figure after it', () => {
    const row = (y: number, text: string, debit: string, balance: string) => lineOf(y, [[`"11/06/2022","${text}","${debit}","","${balance}"`, 28]]);
    const page = pageOf([
      lineOf(60, [['"Posting Date","Description","Debit","Credit","Balance"', 28]]),
      row(70, 'WIRE TRANSFER FEE', '1.77', '1,606.29'),
      row(80, 'POS DEBIT CHEVRON Columbus OH', '3.91', '1,602.38'),
      row(90, 'PURCHASE AUTHORIZED ON 11/06 WALMART SUPERCENTER Columbus OH S27294517 CARD 1803', '2.94', '1,599.44'),
      row(100, 'ONLINE PMT DANIEL WILLIAMS', '51.68', '1,547.76'),
    ]);
    const words = readDelimitedLines(page).lines[3]!.words;
    const card = words.find((w) => w.text === '1803')!;
    const debit = words.find((w) => w.text === '2.94')!;
    expect(card.x1).toBeLessThan(debit.x0);
  });

  it('sets out an export\'s lines of a label and its value (`Neuer Kontostand;6.973,08`) as a label with its value apart', () => {
    const page = pageOf([
      lineOf(40, [['Alter Kontostand;936,43', 30]]),
      lineOf(50, [['Neuer Kontostand;6.973,08', 30]]),
      lineOf(60, [['Buchungstag;Wertstellung;Verwendungszweck;Betrag;Saldo', 30]]),
      lineOf(70, [['02.12.2023;04.12.2023;Kartenzahlung AMAZON.COM;-45,32;891,11', 30]]),
      lineOf(80, [['02.12.2023;02.12.2023;Überweisung an LUKAS MEYER;-83,97;807,14', 30]]),
      lineOf(90, [['05.12.2023;05.12.2023;Kartenzahlung ROSSMANN;-142,35;664,79', 30]]),
      lineOf(100, [['31.12.2023;31.12.2023;Gehalt NORDWIND GMBH;6.308,29;6.973,08', 30]]),
    ]);
    const out = readDelimitedLines(page);
    expect(texts(out.lines).slice(0, 2)).toEqual(['Alter Kontostand 936,43', 'Neuer Kontostand 6.973,08']);
    const [, label, value] = out.lines[1]!.words;
    expect(value!.x0 - label!.x1).toBeGreaterThan(label!.size * 2);
  });

  it('sets a delimited export out in columns: each field where its column starts, figures flush right', () => {
    const page = pageOf([
      lineOf(40, [['Opening balance: 7210.19 GBP', 30]]),
      piped(60, 'Date|Description|Amount|Currency|Balance'),
      piped(70, '2024-07-31|FASTER PAYMENT PINNACLE WAGES|4168.36|GBP|7000.81'),
      piped(80, '2024-07-31|GREGGS BIRMINGHAM|-68.03|GBP|2832.45'),
      piped(90, '2024-07-31|"TRANSFER TO E DAVIES"|-92.00|GBP|2907.03'),
      piped(100, '2024-07-30|BOOTS 1123 LEEDS|-125.99|GBP|2113.30'),
    ]);
    const out = readDelimitedLines(page);
    expect(texts(out.lines)[0]).toBe('Opening balance: 7210.19 GBP');
    expect(texts(out.lines)[4]).toBe('2024-07-31 TRANSFER TO E DAVIES -92.00 GBP 2907.03');
    // Each column's figures end at one edge, its text starts at another, whatever the line's length.
    const word = (line: number, text: string) => out.lines[line]!.words.find((w) => w.text === text)!;
    expect(word(3, '-68.03').x1).toBeCloseTo(word(5, '-125.99').x1);
    expect(word(3, '2832.45').x1).toBeCloseTo(word(4, '2907.03').x1);
    expect(word(3, 'GBP').x0).toBeCloseTo(word(5, 'GBP').x0);
    expect(word(1, 'Amount').x0).toBeLessThan(word(3, '-68.03').x1);
  });

  it('leaves a table drawn with `|` rules alone: its delimiters already stand one under another', () => {
    const rows = [['01/02', 'CARD PAYMENT', '12.00'], ['02/02', 'SALARY', '900.00'], ['03/02', 'RENT', '450.00'], ['04/02', 'FEE', '2.00']];
    const ruled = (y: number, cells: string[]): Line => {
      const line = lineOf(y, cells.map((cell, c) => [cell, 30 + c * 80] as const));
      return { ...line, words: line.words.map((w) => ({ ...w, ruleBefore: [30, 110, 190].includes(w.x0) })) };
    };
    const page = pageOf(rows.map((cells, k) => ruled(60 + k * 10, cells)));
    expect(readDelimitedLines(page)).toBe(page);
  });

  it('leaves an OCR page alone whose drawn rules were read as bars on some lines only (so they do not stand one under another)', () => {
    const rows = [['07/13/27', 'POS DEBIT LIDL', '104.12'], ['07/16/27', 'PAYMENT RECEIVED', '1023.84'], ['07/28/27', 'CONTACTLESS IKEA', '59.24'], ['08/11/27', 'ALDI SUED', '136.51']];
    const barsAt = [[30, 110], [30, 560], [30, 560], [30, 110]];
    const lines = rows.map((cells, k) => {
      const line = lineOf(60 + k * 10, cells.map((cell, c) => [cell, c === 2 ? 560 : 30 + c * 80] as const));
      return { ...line, words: line.words.map((w) => ({ ...w, ruleBefore: barsAt[k]!.includes(w.x0) })) };
    });
    const scanned = { ...pageOf(lines), ocr: true };
    expect(readDelimitedLines(scanned)).toBe(scanned);
    expect(readDelimitedLines(pageOf(lines))).not.toBe(pageOf(lines));
  });

  it('leaves a page alone with fewer than four delimited lines', () => {
    const page = pageOf([piped(60, 'Date|Description|Amount'), piped(70, '2024-07-31|GREGGS|-68.03'), lineOf(80, [['Page 1 of 1', 30]])]);
    expect(readDelimitedLines(page)).toBe(page);
  });
});

describe('readDelimitedLines: comma-separated exports', () => {
  it('sets out the lines under a comma-separated header with as many fields, a comma in a reference included', () => {
    const page = pageOf([
      lineOf(60, [['Datum,Naam / Omschrijving,Bedrag (EUR),Valuta,Saldo na mutatie', 30]]),
      lineOf(70, [['01-01-2023,SEPA Incasso Vattenfall,-30.24,EUR,464.00', 30]]),
      lineOf(80, [['03-01-2023,Geldautomaat DEN HAAG 17:44,-120.00,EUR,344.00', 30]]),
      lineOf(90, [['04-01-2023,Salaris Holland Logistiek B.V.,4380.00,EUR,4724.00', 30]]),
      lineOf(100, [['12-01-2023,SEPA Overboeking Omschrijving: 47319722,110.19,EUR,4680.71', 30]]),
    ]);
    const out = readDelimitedLines(page);
    expect(out.lines[4]!.words.map((w) => w.text)).toEqual(['12-01-2023', 'SEPA', 'Overboeking', 'Omschrijving:', '47319722', '110.19', 'EUR', '4680.71']);
    expect(out.lines[1]!.words.find((w) => w.text === '-30.24')!.x1).toBeCloseTo(out.lines[4]!.words.find((w) => w.text === '110.19')!.x1);
  });

  it('leaves rows alone whose commas are a merchant\'s address under a line of prose', () => {
    const rows = ['01/02 UBER, LONDON, GB 12.50', '02/02 TESCO, LEEDS, GB 8.10', '03/02 BOOTS, YORK, GB 4.99', '04/02 ASDA, HULL, GB 20.00', '05/02 LIDL, BATH, GB 3.30'];
    const page = pageOf([lineOf(50, [['Deposits, withdrawals, and fees', 30]]), ...rows.map((r, k) => lineOf(60 + k * 10, [[r, 30]]))]);
    expect(readDelimitedLines(page)).toBe(page);
  });
});

describe('readDelimitedLines: an export run on to a page without its header', () => {
  it('sets out rows set tight, each a date first and a figure', () => {
    const rows = ['2025-10-04,Apple Pay AMAZON MKTPLACE,-151.58,1244.09', '2025-10-04,Apple Pay MCDONALDS,-17.02,1395.67', '2025-10-03,Apple Pay BP CONNECT,-305.87,1412.69', '2025-10-01,ATM WITHDRAWAL SYDNEY NSW,-40.00,3605.98'];
    const out = readDelimitedLines(pageOf(rows.map((r, k) => lineOf(60 + k * 10, [[r, 30]]))));
    expect(out.lines[1]!.words.map((w) => w.text)).toEqual(['2025-10-04', 'Apple', 'Pay', 'MCDONALDS', '-17.02', '1395.67']);
  });
});
