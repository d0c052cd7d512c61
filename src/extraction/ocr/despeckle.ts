/**
 * A 3 x 3 median filter: each pixel takes the middle of its neighbourhood's nine grays. Speckle and
 * JPEG grain on a scan are specks a pixel or two wide, which tesseract reads as commas, dots and stray
 * letters between the words (`«-«OMB._—=C` beside a date); a glyph's strokes, several pixels wide at
 * OCR scale, keep their shape. Edge pixels keep their value.
 */
import type { GrayImage } from './grayImage.js';

export const median3 = ({ width, height, pixels }: GrayImage): GrayImage => {
  const out = new Uint8Array(pixels.length);
  out.set(pixels);
  const window = new Uint8Array(9);
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const at = row + x;
      let n = 0;
      for (let dy = -width; dy <= width; dy += width) {
        window[n++] = pixels[at + dy - 1]!;
        window[n++] = pixels[at + dy]!;
        window[n++] = pixels[at + dy + 1]!;
      }
      out[at] = middleOfNine(window);
    }
  }
  return { width, height, pixels: out };
};

/** The median of nine values by insertion sort (nine elements: fewer steps than a general sort). */
const middleOfNine = (v: Uint8Array): number => {
  for (let i = 1; i < 9; i++) {
    const x = v[i]!;
    let j = i - 1;
    while (j >= 0 && v[j]! > x) {
      v[j + 1] = v[j]!;
      j--;
    }
    v[j + 1] = x;
  }
  return v[4]!;
};

/**
 * Specks per thousand dark pixels: dark pixels (darker than `threshold`) with no dark neighbour. Read
 * at a scan's own resolution, where grain is single pixels: 0.5 to 1.7 on scans of clean paper, 3 to
 * 25 on grainy, speckled ones.
 */
export const specksPerMille = ({ width, height, pixels }: GrayImage, threshold: number): number => {
  let dark = 0;
  let alone = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      if (pixels[at]! > threshold) continue;
      dark++;
      const up = at - width;
      const down = at + width;
      if (pixels[up - 1]! > threshold && pixels[up]! > threshold && pixels[up + 1]! > threshold && pixels[at - 1]! > threshold && pixels[at + 1]! > threshold && pixels[down - 1]! > threshold && pixels[down]! > threshold && pixels[down + 1]! > threshold) alone++;
    }
  }
  return dark === 0 ? 0 : (alone * 1000) / dark;
};
