import { describe, expect, it } from 'vitest';
import type { GrayImage } from './grayImage.js';
import { flatShare, halve, upscaleBilinear, upscaleLanczos } from './resample.js';

const image = (width: number, height: number, at: (x: number, y: number) => number): GrayImage => {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels[y * width + x] = at(x, y);
  return { width, height, pixels };
};

describe('upscaleBilinear', () => {
  it('blends across an edge instead of repeating pixels, so enlarged strokes stay smooth', () => {
    const out = upscaleBilinear(image(2, 1, (x) => (x === 0 ? 0 : 240)), 4);
    const row = [...out.pixels.subarray(0, out.width)];
    expect(row[0]).toBe(0);
    expect(row.at(-1)).toBe(240);
    // Monotone, with intermediate grays between the two source pixels.
    for (let i = 1; i < row.length; i++) expect(row[i]!).toBeGreaterThanOrEqual(row[i - 1]!);
    expect(new Set(row).size).toBeGreaterThan(3);
  });
});

describe('upscaleLanczos', () => {
  it('blends across an edge instead of repeating pixels, keeping each side at its level', () => {
    const out = upscaleLanczos(image(8, 1, (x) => (x < 4 ? 0 : 240)), 4);
    const row = [...out.pixels.subarray(0, out.width)];
    expect(row.slice(0, 8).every((v) => v <= 12)).toBe(true);
    expect(row.slice(-8).every((v) => Math.abs(v - 240) <= 12)).toBe(true);
    // Intermediate grays at the edge (the middle of the row), none past the clamps.
    expect(row.slice(12, 20).some((v) => v > 40 && v < 200)).toBe(true);
    expect(row.every((v) => v >= 0 && v <= 255)).toBe(true);
  });

});

describe.each([
  ['upscaleBilinear', upscaleBilinear],
  ['upscaleLanczos', upscaleLanczos],
])('%s', (_name, upscale) => {
  it('enlarges by the factor, rounding the sides, and keeps a flat image flat', () => {
    const out = upscale(image(10, 7, () => 255), 3.125);
    expect([out.width, out.height]).toEqual([31, 22]);
    expect(out.pixels.every((v) => v === 255)).toBe(true);
  });

  it('keeps a dark glyph where it was: the enlarged blob is centred on the source pixel', () => {
    const src = image(9, 9, (x, y) => (x === 4 && y === 4 ? 0 : 255));
    const out = upscale(src, 5);
    let darkest = 0;
    for (let i = 1; i < out.pixels.length; i++) if (out.pixels[i]! < out.pixels[darkest]!) darkest = i;
    expect([darkest % out.width, Math.floor(darkest / out.width)]).toEqual([22, 22]);
  });
});

describe('flatShare', () => {
  it('is the share of the commonest gray: most of a flat page, little of a grainy one', () => {
    expect(flatShare(image(10, 10, (x, y) => (x === 3 && y < 5 ? 0 : 255)))).toBe(0.95);
    expect(flatShare(image(10, 10, (x, y) => 200 + ((x * 7 + y * 13) % 40)))).toBeLessThan(0.1);
  });
});

describe('halve', () => {
  it('averages each 2 x 2 block, dropping a last odd row and column', () => {
    const src = image(5, 3, (x, y) => (x + y) % 2 === 0 ? 0 : 200);
    const out = halve(src);
    expect([out.width, out.height]).toEqual([2, 1]);
    expect([...out.pixels]).toEqual([100, 100]);
  });
});
