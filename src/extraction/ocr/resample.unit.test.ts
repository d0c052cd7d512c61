import { describe, expect, it } from 'vitest';
import type { GrayImage } from './grayImage.js';
import { halve, upscaleBilinear } from './resample.js';

const image = (width: number, height: number, at: (x: number, y: number) => number): GrayImage => {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels[y * width + x] = at(x, y);
  return { width, height, pixels };
};

describe('upscaleBilinear', () => {
  it('enlarges by the factor, rounding the sides', () => {
    const out = upscaleBilinear(image(10, 7, () => 255), 3.125);
    expect([out.width, out.height]).toEqual([31, 22]);
    expect(out.pixels.every((v) => v === 255)).toBe(true);
  });

  it('blends across an edge instead of repeating pixels, so enlarged strokes stay smooth', () => {
    const out = upscaleBilinear(image(2, 1, (x) => (x === 0 ? 0 : 240)), 4);
    const row = [...out.pixels.subarray(0, out.width)];
    expect(row[0]).toBe(0);
    expect(row.at(-1)).toBe(240);
    // Monotone, with intermediate grays between the two source pixels.
    for (let i = 1; i < row.length; i++) expect(row[i]!).toBeGreaterThanOrEqual(row[i - 1]!);
    expect(new Set(row).size).toBeGreaterThan(3);
  });

  it('keeps a dark glyph where it was: the enlarged blob is centred on the source pixel', () => {
    const src = image(9, 9, (x, y) => (x === 4 && y === 4 ? 0 : 255));
    const out = upscaleBilinear(src, 5);
    let darkest = 0;
    for (let i = 1; i < out.pixels.length; i++) if (out.pixels[i]! < out.pixels[darkest]!) darkest = i;
    expect([darkest % out.width, Math.floor(darkest / out.width)]).toEqual([22, 22]);
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
