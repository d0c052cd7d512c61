import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDecimalMark, parseAmount } from './amounts.js';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', '.', 123456, false],
    ['$1,234.56', '.', 123456, false],
    ['-£1,078.54', '.', 107854, true],
    ['(2,000.00)', '.', 200000, true],
    ['1,234.56-', '.', 123456, true],
    ['1,234.56CR', '.', 123456, false],
    ['47.24 CR', '.', 4724, false],
    ['1,23,456.78', '.', 12345678, false],
    ["1'234.50", '.', 123450, false],
    ['1 234.50', '.', 123450, false],
    ['1.234,56', ',', 123456, false],
    ['- 125,80', ',', 12580, true],
    ['+ 4.764,70', ',', 476470, false],
    ['EUR 12,00', ',', 1200, false],
    ['12.00 EUR', '.', 1200, false],
    ['12.00 USD', '.', 1200, false],
    ['1.234,56 S', ',', 123456, true],
    ['S$22,058.11', '.', 2205811, false],
    ['0.00', '.', 0, false],
  ] as const)('reads %s as %i cents', (text, mark, cents, negative) => {
    const parsed = parseAmount(text, mark);
    expect(parsed?.cents).toBe(cents);
    expect(parsed?.negative).toBe(negative);
  });

  it('marks CR and a leading plus as positive and DR as negative', () => {
    expect(parseAmount('12.00 CR', '.')?.positive).toBe(true);
    expect(parseAmount('+ 154,00', ',')?.positive).toBe(true);
    expect(parseAmount('12.00DR', '.')?.negative).toBe(true);
  });

  it.each(['2021', '07/02', '12', '2,540.BB', '81-4022-4868', 'Page', '1,2345.00', '123.4'])('refuses %s', (text) => {
    expect(parseAmount(text, '.')).toBeNull();
  });
});

/** Formats cents the way statements print them, in one of the styles the parser must accept. */
const format = (cents: number, style: number, negStyle: number): { text: string; mark: '.' | ',' } => {
  const whole = Math.floor(cents / 100).toString();
  const frac = (cents % 100).toString().padStart(2, '0');
  const group3 = (sep: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const indian = (): string => {
    if (whole.length <= 3) return whole;
    const last3 = whole.slice(-3);
    const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
    return `${rest},${last3}`;
  };
  const bodies: [string, '.' | ','][] = [
    [`${group3(',')}.${frac}`, '.'],
    [`${group3('.')},${frac}`, ','],
    [`${group3("'")}.${frac}`, '.'],
    [`${group3(' ')},${frac}`, ','],
    [`${indian()}.${frac}`, '.'],
    [`${whole}.${frac}`, '.'],
    [`$${group3(',')}.${frac}`, '.'],
    [`${group3('.')},${frac} EUR`, ','],
  ];
  const [body, mark] = bodies[style % bodies.length]!;
  if (cents === 0) return { text: body, mark };
  const negs = [`-${body}`, `${body}-`, `(${body})`, `${body} DR`];
  return { text: negStyle < 0 ? body : negs[negStyle % negs.length]!, mark };
};

describe('amount round trip', () => {
  it('parses back to the same cents any amount formatted in a supported style', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.nat(7), fc.integer({ min: -1, max: 3 }), (cents, style, neg) => {
        const { text, mark } = format(cents, style, neg);
        const parsed = parseAmount(text, mark);
        expect(parsed?.cents).toBe(cents);
        expect(parsed?.negative).toBe(neg >= 0 && cents !== 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('detectDecimalMark', () => {
  it('finds a decimal comma in German figures', () => {
    expect(detectDecimalMark(['- 125,80', '4.764,70', '19.01.', '2.853,82'])).toBe(',');
  });
  it('keeps the point for English figures', () => {
    expect(detectDecimalMark(['1,234.56', '12.50', '07/02'])).toBe('.');
  });
});
