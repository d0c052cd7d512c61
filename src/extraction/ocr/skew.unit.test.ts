import { describe, expect, it } from 'vitest';
import type { GrayImage } from './grayImage.js';
import { estimateSkew } from './skew.js';

/** A white page with rows of dark dashes descending to the right by `degrees`. */
const rowsOfPrint = (degrees: number): GrayImage => {
  const width = 1200;
  const height = 1600;
  const pixels = new Uint8Array(width * height).fill(255);
  const t = Math.tan((degrees * Math.PI) / 180);
  for (let row = 100; row < height - 100; row += 40) {
    for (let x = 50; x < width - 50; x++) {
      if (x % 30 > 20) continue;
      for (let h = 0; h < 12; h++) {
        const y = Math.round(row + h + x * t);
        if (y >= 0 && y < height) pixels[y * width + x] = 0;
      }
    }
  }
  return { width, height, pixels };
};

describe('estimateSkew', () => {
  it('finds the angle at which rows of print descend, either way', () => {
    expect(estimateSkew(rowsOfPrint(0.6), 128)).toBeCloseTo(0.6, 1);
    expect(estimateSkew(rowsOfPrint(-0.4), 128)).toBeCloseTo(-0.4, 1);
    expect(estimateSkew(rowsOfPrint(0), 128)).toBe(0);
  });

  it('says nothing of a page with too little print', () => {
    expect(estimateSkew({ width: 100, height: 100, pixels: new Uint8Array(10_000).fill(255) }, 128)).toBe(0);
  });
});
