import { describe, expect, it } from 'vitest';
import { median3, specksPerMille } from './despeckle.js';
import type { GrayImage } from './grayImage.js';

/** A white 20 x 20 image with a black vertical stroke 3 pixels wide and lone black specks. */
const page = (specks: readonly [number, number][]): GrayImage => {
  const width = 20;
  const pixels = new Uint8Array(width * width).fill(255);
  for (let y = 2; y < 18; y++) for (let x = 8; x < 11; x++) pixels[y * width + x] = 0;
  for (const [x, y] of specks) pixels[y * width + x] = 0;
  return { width, height: width, pixels };
};

describe('median3', () => {
  it('takes out lone specks and keeps a stroke three pixels wide', () => {
    const out = median3(page([[3, 3], [15, 12]]));
    expect(out.pixels[3 * 20 + 3]).toBe(255);
    expect(out.pixels[12 * 20 + 15]).toBe(255);
    for (let y = 3; y < 17; y++) expect(out.pixels[y * 20 + 9]).toBe(0);
  });
});

describe('specksPerMille', () => {
  it('counts dark pixels with no dark neighbour per thousand dark pixels', () => {
    // 48 stroke pixels and 2 specks: 2 of 50 dark pixels stand alone.
    expect(specksPerMille(page([[3, 3], [15, 12]]), 128)).toBeCloseTo(40, 5);
    expect(specksPerMille(page([]), 128)).toBe(0);
  });
});
