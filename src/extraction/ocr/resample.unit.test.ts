import { describe, expect, it } from 'vitest';
import type { GrayImage } from './grayImage.js';
import { halve, upscaleLanczos } from './resample.js';

const image = (width: number, height: number, at: (x: number, y: number) => number): GrayImage => {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels[y * width + x] = at(x, y);
  return { width, height, pixels };
};

describe('upscaleLanczos', () => {
  it('enlarges by the factor, rounding the sides, and keeps a flat image flat', () => {
    const out = upscaleLanczos(image(10, 7, () => 255), 3.125);
    expect([out.width, out.height]).toEqual([31, 22]);
    expect(out.pixels.every((v) => v === 255)).toBe(true);
  });

  it('blends across an edge instead of repeating pixels, keeping each side at its level', () => {
    const out = upscaleLanczos(image(8, 1, (x) => (x < 4 ? 0 : 240)), 4);
    const row = [...out.pixels.subarray(0, out.width)];
    expect(row.slice(0, 8).every((v) => v <= 12)).toBe(true);
    expect(row.slice(-8).every((v) => Math.abs(v - 240) <= 12)).toBe(true);
    // Intermediate grays at the edge (the middle of the row), none past the clamps.
    expect(row.slice(12, 20).some((v) => v > 40 && v < 200)).toBe(true);
    expect(row.every((v) => v >= 0 && v <= 255)).toBe(true);
  });

  it('keeps a dark glyph where it was: the enlarged blob is centred on the source pixel', () => {
    const src = image(9, 9, (x, y) => (x === 4 && y === 4 ? 0 : 255));
    const out = upscaleLanczos(src, 5);
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
