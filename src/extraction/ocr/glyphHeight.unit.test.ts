import { describe, expect, it } from 'vitest';
import type { GrayImage } from './grayImage.js';
import { findBlobs, typicalGlyphHeight, type Blob } from './glyphHeight.js';

/** A white page with black rectangles (x, y, width, height) painted on it. */
const page = (width: number, height: number, boxes: [number, number, number, number][]): GrayImage => {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, w, h] of boxes) for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) pixels[y * width + x] = 0;
  return { width, height, pixels };
};

/** Rows of glyph-like boxes: capitals `cap` px tall, every fourth one a lowercase `x` px tall. */
const textRows = (rows: number, perRow: number, cap: number, x: number): [number, number, number, number][] => {
  const boxes: [number, number, number, number][] = [];
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i < perRow; i++) {
      const h = i % 4 === 3 ? x : cap;
      boxes.push([5 + i * (cap + 3), 10 + r * cap * 2 + (cap - h), Math.max(1, Math.round(cap * 0.6)), h]);
    }
  }
  return boxes;
};

describe('findBlobs', () => {
  it('finds each dark connected shape once, with its box, joining pixels that touch at a corner', () => {
    const image = page(20, 10, [[1, 1, 3, 4], [4, 5, 2, 2], [10, 2, 5, 1]]);
    const blobs = findBlobs(image, 128).sort((a, b) => a.x0 - b.x0);
    expect(blobs).toEqual<Blob[]>([
      { x0: 1, y0: 1, x1: 5, y1: 6 },
      { x0: 10, y0: 2, x1: 14, y1: 2 },
    ]);
  });

  it('joins a U-shaped glyph whose arms meet only at the bottom', () => {
    const image = page(10, 10, [[1, 1, 1, 6], [5, 1, 1, 6], [1, 6, 5, 1]]);
    expect(findBlobs(image, 128)).toEqual([{ x0: 1, y0: 1, x1: 5, y1: 6 }]);
  });
});

describe('typicalGlyphHeight', () => {
  it('measures the capital height of rows of text, not the lowercase', () => {
    const image = page(400, 300, textRows(8, 20, 8, 6));
    expect(typicalGlyphHeight(findBlobs(image, 128), image.height)).toBeCloseTo(8, 0);
  });

  it('is not thrown by rules, boxes and specks on the page', () => {
    const boxes = [...textRows(6, 20, 12, 9), [0, 200, 400, 2], [300, 150, 90, 90], [10, 280, 1, 1], [20, 285, 1, 1]] as [number, number, number, number][];
    const image = page(400, 300, boxes);
    expect(typicalGlyphHeight(findBlobs(image, 128), image.height)).toBeCloseTo(12, 0);
  });

  it('says nothing when a page shows too few glyphs to judge', () => {
    const image = page(200, 100, textRows(1, 5, 10, 7));
    expect(typicalGlyphHeight(findBlobs(image, 128), image.height)).toBeNull();
  });
});
