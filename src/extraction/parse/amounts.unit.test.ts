import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDecimalMark, detectNumberFormat, parseAmount } from './amounts.js';

describe('parseAmount', () => {
  it('reads the naira\'s `N` before a figure with its kobo (`N257,429.13`), and no other letter so', () => {
    expect(parseAmount('N257,429.13', '.')).toEqual({ cents: 25_742_913, negative: false, positive: false });
    expect(parseAmount('N1424814895', '.')).toBeNull();
  });

  it('reads a dollar printed after the figure with its country\'s letters (`57,170 NT$`, `1,200.00 HK$`)', () => {
    expect(parseAmount('57,170 NT$', '.', 0)).toEqual({ cents: 5_717_000, negative: false, positive: false });
    expect(parseAmount('1,200.00 HK$', '.')).toEqual({ cents: 120_000, negative: false, positive: false });
  });

  it('reads a bracketed direction code after the figure (`397.73(Cr)`, `12.00 (Dr)`)', () => {
    expect(parseAmount('397.73(Cr)', '.')).toEqual({ cents: 39_773, negative: false, positive: true });
    expect(parseAmount('12.00 (Dr)', '.')).toEqual({ cents: 1_200, negative: true, positive: false });
  });

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

  it('reads any currency symbol glued before or after the figure (`GH₵47,266.67`, `₱1,200.00`, `12,50 ₺`) and the ringgit\'s and rupiah\'s letters (`RM1,234.00`, `Rp 15.000,00`)', () => {
    expect(parseAmount('GH₵47,266.67', '.')?.cents).toBe(4_726_667);
    expect(parseAmount('-₱1,200.00', '.')).toEqual({ cents: 120_000, negative: true, positive: false });
    expect(parseAmount('12,50 ₺', ',')?.cents).toBe(1_250);
    expect(parseAmount('RM1,234.00', '.')?.cents).toBe(123_400);
    expect(parseAmount('Rp 15.000,00', ',')?.cents).toBe(1_500_000);
  });

  it('reads an overdrawn balance marked `OD` or `O/D` after the figure as negative', () => {
    expect(parseAmount('357.44 OD', '.')).toEqual({ cents: 35_744, negative: true, positive: false });
    expect(parseAmount('£1,164.12 O/D', '.')).toEqual({ cents: 116_412, negative: true, positive: false });
  });

  it('reads yen, yuan and won printed after the figure (`8,393円`, `1,200元`, `12,000원`)', () => {
    expect(parseAmount('8,393円', '.', 0)).toMatchObject({ cents: 839_300 });
    expect(parseAmount('1,200.50元', '.')).toMatchObject({ cents: 120_050 });
    expect(parseAmount('12,000원', '.', 0)).toMatchObject({ cents: 1_200_000 });
  });

  it('marks CR and a leading plus as positive and DR as negative', () => {
    expect(parseAmount('12.00 CR', '.')?.positive).toBe(true);
    expect(parseAmount('+ 154,00', ',')?.positive).toBe(true);
    expect(parseAmount('12.00DR', '.')?.negative).toBe(true);
  });

  it('reads the Afrikaans credit and debit marks (`109,250.00Kt`, `170,234.12Dt`)', () => {
    expect(parseAmount('109,250.00Kt', '.')).toMatchObject({ cents: 10_925_000, positive: true, negative: false });
    expect(parseAmount('170,234.12Dt', '.')).toMatchObject({ cents: 17_023_412, negative: true });
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
  it('lets figures grouped by thousands outvote a column of short dates', () => {
    expect(detectDecimalMark(['26.12', '27.12', '27.12', '28.12', '31.652,24', '1.195,67', '2.731,54', '153,09'])).toBe(',');
  });
  it('reads a column of day-month value dates (`16.03`) as no vote for the point beside figures with a decimal comma', () => {
    expect(detectDecimalMark(['16.03', '16.03', '18.03', '19.03', '19.03', '20.03', '1', '510,12', '2', '695,80', '465,78'])).toBe(',');
    expect(detectDecimalMark(['16.03', '18.03', '12.50', '33.75', '41.20', '1.17', '9,99'])).toBe('.');
  });
  it('keeps the point for English figures', () => {
    expect(detectDecimalMark(['1,234.56', '12.50', '07/02'])).toBe('.');
  });
});

describe('detectNumberFormat', () => {
  const line = (...cells: [string, number][]): { text: string; x0: number; x1: number; size: number }[] =>
    cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 3.3, size: 6.5 }));
  it('reads whole forints grouped by points, a value date (`12.01`) beside each whole booking date casting no vote for decimals', () => {
    const lines = Array.from({ length: 6 }, (_, k) => line([`2021.12.0${k + 1}.`, 40], [`12.0${k + 1}`, 120], ['Vásárlás STARBUCKS', 200], [`-${k + 1}.422`, 500], [`73${k}.353`, 560]));
    expect(detectNumberFormat(lines, 'HUF')).toEqual({ mark: '.', decimals: 0 });
  });
  it('reads figures grouped by a space without decimals, a reference printed in its own column before them', () => {
    const lines = [
      line(['05/12/2027', 74], ['PAIEMENT', 168], ['FT35054N884', 432], ['77', 503.4], ['610', 511.5]),
      line(['13/12/2027', 74], ['PAIEMENT', 168], ['133352956', 432], ['48', 503.4], ['380', 511.5]),
      line(['14/12/2027', 74], ['CARTE', 168], ['634427985', 432], ['423', 500], ['200', 511.5]),
    ];
    expect(detectNumberFormat(lines, null)).toEqual({ mark: '.', decimals: 0 });
  });
  it('counts figures whose direction is glued on in brackets (`6,659.00(Dr)`) as figures with decimals', () => {
    const lines = Array.from({ length: 8 }, (_, k) =>
      line(['01-02-2018', 16], ['TO CLG PARIMAL', 82], [String(802 + k), 378], [`${k + 1}6,659.00(${k % 3 ? 'Dr' : 'Cr'})`, 490], [`4${k}4,243.55(Cr)`, 638]),
    );
    // (Cheque numbers run together in a description, `CHQ 291 292`, look like a figure grouped by a space.)
    const cheques = Array.from({ length: 4 }, (_, k) => line(['TRF CHQ', 82], [String(291 + k), 129], [String(292 + k), 142]));
    expect(detectNumberFormat([...lines, ...cheques], 'INR')).toEqual({ mark: '.', decimals: 2 });
  });
  it('does not let a card\'s foreign amounts (`71,97 GBP`) make a whole-number statement decimal', () => {
    const rows = [['575', '800'], ['49', '940'], ['79', '930'], ['337', '200']].map(([a, b]) => line(['PAIEMENT', 114], [a!, 529], [b!, 529 + a!.length * 3.3 + 1.6]));
    const foreign = ['71,97', '121,42', '82,87'].map((f) => line(['DEVISE', 180], [f, 217], ['GBP', 243]));
    expect(detectNumberFormat([...rows, ...foreign], null).decimals).toBe(0);
  });
  it('sees figures printed as a program prints numbers (`1200.0`, `0.0`, `135.12`), and not a few rates among ordinary figures', () => {
    const trimmed = Array.from({ length: 12 }, (_, k) => line(['UPI/9032221', 501], [k % 2 ? '0.0' : `${k * 100}.0`, 740], [k % 2 ? `${k}00.0` : '0.0', 821], [`${1475 + k}.12`, 903]));
    expect(detectNumberFormat(trimmed, null)).toEqual({ mark: '.', decimals: 2, trimmed: true });
    const ordinary = [...Array.from({ length: 20 }, (_, k) => line(['CARD', 100], [`${k + 10}.25`, 740], [`1,${k + 100}.50`, 903])), ...['7.5', '2.5', '1.2'].map((r) => line(['RATE', 100], [r, 300]))];
    expect(detectNumberFormat(ordinary, null)).toEqual({ mark: '.', decimals: 2 });
  });
  it('sees an export that drops trailing zeros by the one figure in ten whose cents end in 0, where no figure is grouped by thousands', () => {
    // Balances over a thousand printed without a thousands mark; 4 of 80 figures end in a tenth.
    const rows = Array.from({ length: 40 }, (_, k) => line(['POS', 100], [k % 10 === 5 ? `${k + 20}.5` : `${k + 20}.${String(k % 9 + 11)}`, 480], [`${2400 + k * 7}.${String(k % 9 + 11)}`, 540]));
    expect(detectNumberFormat(rows, null)).toEqual({ mark: '.', decimals: 2, trimmed: true });
    // The same tenths among balances grouped by thousands are rates or quantities, not trimmed money.
    const grouped = rows.map((l) => line(['POS', 100], [l.find((w) => w.x0 === 480)!.text, 480], [`2,${400 + (l.length % 7)}.12`, 540]));
    expect(detectNumberFormat(grouped, null)).toEqual({ mark: '.', decimals: 2 });
  });
  it('sees a short export by two trimmed figures ending where the two-decimal figures of their column end', () => {
    // Right-aligned at x = 520: `43.5` and `120.5` among twelve two-decimal amounts.
    const amounts = ['43.5', '12.34', '120.5', '1234.56', '15.75', '99.99', '7.25', '2480.13', '31.17', '64.41', '18.36', '2999.99', '5.55', '77.77'];
    const rows = amounts.map((a) => line(['CARD', 100], [a, 520 - a.length * 4]));
    expect(detectNumberFormat(rows, null)).toEqual({ mark: '.', decimals: 2, trimmed: true });
  });
});

describe('parseAmount below one unit', () => {
  it('reads a figure printed without its leading zero', () => {
    expect(parseAmount('.92', '.')?.cents).toBe(92);
    expect(parseAmount(',50', ',')?.cents).toBe(50);
    expect(parseAmount('.5', '.')).toBeNull();
  });
});
