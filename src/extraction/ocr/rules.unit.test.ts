import { describe, expect, it } from 'vitest';
import type { GrayImage } from './grayImage.js';
import { drawsAGrid, withoutRules } from './rules.js';

/** A white page with ink painted where `paint` says. */
const page = (width: number, height: number, paint: (x: number, y: number) => boolean): GrayImage => {
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (paint(x, y)) pixels[y * width + x] = 0;
  return { width, height, pixels };
};
const inkAt = (image: GrayImage, x: number, y: number): boolean => image.pixels[y * image.width + x]! < 128;

describe('withoutRules', () => {
  it('paints out thin horizontal and vertical rules and keeps glyph strokes and a filled bar', () => {
    const glyph = 20;
    const image = page(400, 300, (x, y) =>
      // a horizontal rule 2 px thick across the page, a vertical one 2 px wide down it
      (y >= 100 && y < 102) || (x >= 200 && x < 202) ||
      // a glyph's stem (one capital tall) and its bar (half a capital wide)
      (x >= 50 && x < 53 && y >= 20 && y < 40) || (y >= 30 && y < 33 && x >= 50 && x < 60) ||
      // a bar as tall as the type, white text's background
      (y >= 200 && y < 220 && x >= 20 && x < 180),
    );
    const out = withoutRules(image, glyph);
    expect(inkAt(out, 120, 100)).toBe(false);
    expect(inkAt(out, 200, 250)).toBe(false);
    expect(inkAt(out, 51, 25)).toBe(true);
    expect(inkAt(out, 55, 31)).toBe(true);
    expect(inkAt(out, 100, 210)).toBe(true);
  });
});

describe('drawsAGrid', () => {
  it('sees a grid in three column rules running down the page, and none in rows of text with one side rule', () => {
    const glyph = 20;
    const grid = page(600, 800, (x, y) => [50, 300, 450, 580].some((c) => x >= c && x < c + 2) && y >= 100 && y < 700);
    expect(drawsAGrid(grid, glyph)).toBe(true);
    const text = page(600, 800, (x, y) => (x >= 50 && x < 52 && y >= 100 && y < 700) || (y % 40 < 20 && x % 12 < 3 && x > 80 && x < 500));
    expect(drawsAGrid(text, glyph)).toBe(false);
  });
});
