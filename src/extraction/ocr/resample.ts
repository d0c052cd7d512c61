/**
 * Enlarging a page image for OCR, for pictures mupdf would enlarge by repeating pixels (see
 * `SMOOTH_ENLARGEMENT` in pdf/ocrImage.ts).
 */
import type { GrayImage } from './grayImage.js';

/**
 * The image `factor` times larger (factor >= 1) by bilinear interpolation, pixel centres aligned:
 * output pixel x samples the source at `(x + 0.5) / factor - 0.5`. Source columns and weights are
 * computed once per output column, so each output pixel costs four reads and three blends.
 */
export const upscaleBilinear = (image: GrayImage, factor: number): GrayImage => {
  const { width: sw, height: sh, pixels: src } = image;
  const width = Math.max(1, Math.round(sw * factor));
  const height = Math.max(1, Math.round(sh * factor));
  const fx = sw / width;
  const fy = sh / height;
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const wx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const at = Math.min(sw - 1, Math.max(0, (x + 0.5) * fx - 0.5));
    left[x] = Math.floor(at);
    right[x] = Math.min(sw - 1, left[x]! + 1);
    wx[x] = at - left[x]!;
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const at = Math.min(sh - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const top = Math.floor(at) * sw;
    const bottom = Math.min(sh - 1, Math.floor(at) + 1) * sw;
    const wy = at - Math.floor(at);
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const a = src[top + left[x]!]!;
      const b = src[top + right[x]!]!;
      const c = src[bottom + left[x]!]!;
      const d = src[bottom + right[x]!]!;
      const upper = a + (b - a) * wx[x]!;
      const lower = c + (d - c) * wx[x]!;
      out[row + x] = Math.round(upper + (lower - upper) * wy);
    }
  }
  return { width, height, pixels: out };
};
