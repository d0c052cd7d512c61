import { describe, expect, it } from 'vitest';
import { lineOf, pageOf } from '../testing/layoutLines.js';
import { trimTrailingDots } from './trailingDots.js';

const texts = (page: ReturnType<typeof pageOf>): string[] => page.lines.map((l) => l.words.map((w) => w.text).join(' '));

describe('trimTrailingDots', () => {
  it('drops the full stop an issuer prints after every figure and date of its rows', () => {
    const page = pageOf([
      lineOf(250, [['4741.', 69], ['18/10/2022.', 133], ['20/10/2022', 193], ['BM CARGO SAN VICENTE', 253], ['725.80.', 542]]),
      lineOf(263, [['4741.', 69], ['26/10/2022.', 133], ['28/10/2022', 193], ['MI CLARO PAGOS', 253], ['7,639.70.', 535]]),
    ]);
    expect(texts(trimTrailingDots(page))).toEqual(['4741 18/10/2022 20/10/2022 BM CARGO SAN VICENTE 725.80', '4741 26/10/2022 28/10/2022 MI CLARO PAGOS 7,639.70']);
  });

  it('leaves a page alone where a stop after a figure is rare (the end of a sentence)', () => {
    const page = pageOf([lineOf(100, [['The fee rose in 2024.', 40]]), lineOf(110, [['01/02/2024 CARD PAYMENT 12.50', 40]])]);
    expect(trimTrailingDots(page)).toBe(page);
  });

  it('leaves days and months closed by a stop (`02.01.`) alone where no figure shows the habit', () => {
    const page = pageOf([0, 1, 2, 3, 4].map((k) => lineOf(100 + k * 10, [[`0${k + 1}.01.`, 40], [`0${k + 1}.01.`, 100], ['Dauerauftrag Miete', 160], ['720,00-', 500]])));
    expect(trimTrailingDots(page)).toBe(page);
  });
});
