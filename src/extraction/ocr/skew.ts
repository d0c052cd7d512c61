/**
 * The skew of a scanned page: the angle at which its rows of print run straightest. Each dark pixel
 * is projected across the page at candidate angles; where the angle matches the rows, the projection
 * piles the print of each row into few bins and leaves the gaps between rows empty, so the sum of the
 * squared bin counts is highest. Sampled (every other pixel each way), so a 300-dpi page costs a
 * few tens of milliseconds.
 */
import type { GrayImage } from './grayImage.js';

/** Scans are fed a little crooked, rarely by more than this. */
const MAX_DEGREES = 1.5;
const STEP_DEGREES = 0.1;
/** Skew smaller than this moves a row by under a pixel or two across a page: not worth a new render. */
export const NEGLIGIBLE_DEGREES = 0.15;

/**
 * Degrees by which the rows descend to the right (positive: the right end lower), in image
 * coordinates; 0 when the page shows too little print to tell.
 */
export const estimateSkew = (image: GrayImage, threshold: number): number => {
  const { width, height, pixels } = image;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 2) {
    const row = y * width;
    for (let x = 0; x < width; x += 2) {
      if (pixels[row + x]! < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 500) return 0;
  const margin = Math.ceil(width * Math.tan((MAX_DEGREES * Math.PI) / 180)) + 1;
  // Bins two pixels tall, as the rows are sampled: finer bins would favour the angle 0, at which every
  // sampled row falls on a bin of its own.
  const bins = new Float64Array(Math.ceil(height / 2) + 2 * margin);
  let best = 0;
  let bestScore = -1;
  for (let k = -Math.round(MAX_DEGREES / STEP_DEGREES); k <= Math.round(MAX_DEGREES / STEP_DEGREES); k++) {
    const degrees = k * STEP_DEGREES;
    const t = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.floor((ys[i]! - xs[i]! * t) / 2) + margin]!++;
    let score = 0;
    for (let b = 0; b < bins.length; b++) score += bins[b]! * bins[b]!;
    if (score > bestScore) {
      bestScore = score;
      best = degrees;
    }
  }
  return Math.round(best * 100) / 100;
};
