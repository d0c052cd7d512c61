/**
 * How tall the printed glyphs of a page image are, in pixels: what decides the resolution OCR needs.
 * A screenshot of 8-point type at 96 dpi has capitals 8 px tall; tesseract wants ~30.
 */
import type { GrayImage } from './grayImage.js';

/** A dark connected blob's box, inclusive pixel bounds. */
export interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * More blobs than this is not a page of text but noise (a photo, heavy speckle): stop collecting, and
 * the glyph height is judged on those found so far.
 */
const MAX_BLOBS = 200_000;

/**
 * The 8-connected blobs of pixels darker than `threshold`, labelled one row at a time (union-find
 * over labels, each root keeping its blob's box), so memory is two rows of labels plus the boxes,
 * never a label per pixel of the page.
 */
export const findBlobs = (image: GrayImage, threshold: number): Blob[] => {
  const { width, height, pixels } = image;
  let prev = new Int32Array(width).fill(-1);
  let cur = new Int32Array(width).fill(-1);
  const parent: number[] = [];
  const box: number[] = []; // x0, y0, x1, y1 per label
  const find = (a: number): number => {
    while (parent[a] !== a) {
      const up = parent[parent[a]!]!;
      parent[a] = up;
      a = up;
    }
    return a;
  };
  const union = (a: number, b: number): number => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return ra;
    const keep = Math.min(ra, rb);
    const gone = Math.max(ra, rb);
    parent[gone] = keep;
    box[keep * 4] = Math.min(box[keep * 4]!, box[gone * 4]!);
    box[keep * 4 + 1] = Math.min(box[keep * 4 + 1]!, box[gone * 4 + 1]!);
    box[keep * 4 + 2] = Math.max(box[keep * 4 + 2]!, box[gone * 4 + 2]!);
    box[keep * 4 + 3] = Math.max(box[keep * 4 + 3]!, box[gone * 4 + 3]!);
    return keep;
  };
  /** The root of `label` merged with neighbour `n`'s blob, or `label` when there is no neighbour. */
  const join = (label: number, n: number): number => (n < 0 ? label : label < 0 ? find(n) : union(label, n));
  for (let y = 0; y < height && parent.length < MAX_BLOBS; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (pixels[row + x]! > threshold) {
        cur[x] = -1;
        continue;
      }
      // Neighbours already labelled: left, and the three above (8-connectivity).
      let label = -1;
      label = join(label, x > 0 ? cur[x - 1]! : -1);
      label = join(label, x > 0 ? prev[x - 1]! : -1);
      label = join(label, prev[x]!);
      label = join(label, x + 1 < width ? prev[x + 1]! : -1);
      if (label < 0) {
        label = parent.length;
        parent.push(label);
        box.push(x, y, x, y);
      } else {
        box[label * 4] = Math.min(box[label * 4]!, x);
        box[label * 4 + 2] = Math.max(box[label * 4 + 2]!, x);
        box[label * 4 + 3] = y;
      }
      cur[x] = label;
    }
    [prev, cur] = [cur, prev];
  }
  const blobs: Blob[] = [];
  for (let i = 0; i < parent.length; i++) {
    if (parent[i] === i) blobs.push({ x0: box[i * 4]!, y0: box[i * 4 + 1]!, x1: box[i * 4 + 2]!, y1: box[i * 4 + 3]! });
  }
  return blobs;
};

/**
 * Whether a blob has the shape of a glyph (or of a few glyphs run together, as small anti-aliased type
 * does): neither a speck, nor a rule, nor a box, logo or photo many lines tall.
 */
const looksLikeText = (b: Blob, pageHeight: number): boolean => {
  const w = b.x1 - b.x0 + 1;
  const h = b.y1 - b.y0 + 1;
  return h >= 3 && h <= pageHeight / 20 && w <= h * 12 && w * 8 >= h;
};

/**
 * The typical height of the page's glyphs in pixels: the most common blob height, counting blobs of
 * a height and one pixel either side together (a row of capitals and digits varies by a pixel with
 * anti-aliasing), or null when the page shows too few glyph-like blobs to judge. Capitals and digits
 * outnumber lowercase in statement tables, so this is close to the cap height; on a page of mostly
 * lowercase it is the x-height, and OCR renders larger than it needs: slower, not worse.
 */
export const typicalGlyphHeight = (blobs: readonly Blob[], pageHeight: number): number | null => {
  const counts = new Map<number, number>();
  let n = 0;
  for (const b of blobs) {
    if (!looksLikeText(b, pageHeight)) continue;
    const h = b.y1 - b.y0 + 1;
    counts.set(h, (counts.get(h) ?? 0) + 1);
    n++;
  }
  if (n < 20) return null;
  let best = 0;
  let bestScore = -1;
  for (const h of counts.keys()) {
    const score = (counts.get(h - 1) ?? 0) + (counts.get(h) ?? 0) + (counts.get(h + 1) ?? 0);
    if (score > bestScore || (score === bestScore && h > best)) {
      bestScore = score;
      best = h;
    }
  }
  // The weighted mean of the winning window, so the answer is not bound to whole pixels.
  const window = [best - 1, best, best + 1];
  const weight = window.reduce((s, h) => s + (counts.get(h) ?? 0), 0);
  return window.reduce((s, h) => s + h * (counts.get(h) ?? 0), 0) / weight;
};
