/**
 * Table rules taken out of a page image before OCR. Tesseract takes a grid's lines for picture
 * regions or joins them to the figures beside them (`|7,939.83`), and drops the figures of a ruled
 * cell: on a gridded Malaysian statement it read 7 of 23 figures with its rules, all 23 without. A
 * rule is a thin run of ink much longer than any stroke of a glyph; a bar as tall as the type (white
 * text printed on black) is not thin, and stays.
 */
import type { GrayImage } from './grayImage.js';
import { otsuThreshold } from './otsu.js';

/** A rule runs at least this many capital heights: no glyph stroke does (an `l` is one tall). */
const RULE_LENGTH_GLYPHS = 3;
/** A rule is at most this share of a capital height thick; a filled bar is thicker. */
const RULE_THICKNESS_GLYPHS = 0.35;

/** The image with its thin, long horizontal and vertical rules painted the page's white; a new image. */
export const withoutRules = (image: GrayImage, glyphPx: number): GrayImage => {
  const { width, height, pixels } = image;
  const ink = otsuThreshold(pixels);
  const minLength = Math.max(24, Math.round(glyphPx * RULE_LENGTH_GLYPHS));
  const maxThickness = Math.max(2, Math.round(glyphPx * RULE_THICKNESS_GLYPHS));
  const horizontal = longRuns(pixels, width, height, ink, minLength, true);
  const vertical = longRuns(pixels, width, height, ink, minLength, false);
  const out = new Uint8Array(pixels);
  paintThin(out, horizontal, width, height, maxThickness, true);
  paintThin(out, vertical, width, height, maxThickness, false);
  return { width, height, pixels: out };
};

/** A grid's column rule runs down at least this many capital heights. */
const GRID_RULE_GLYPHS = 12;
/** A table drawn as a grid has at least this many column rules. */
const GRID_COLUMNS = 3;

/**
 * Whether the page is drawn as a grid: at least three thin column rules, each one long unbroken run
 * down the page. Printed text never makes such runs; a scan's speckle breaks none this long.
 */
export const drawsAGrid = (image: GrayImage, glyphPx: number): boolean => {
  const { width, height, pixels } = image;
  const ink = otsuThreshold(pixels);
  const minLength = Math.max(48, Math.round(glyphPx * GRID_RULE_GLYPHS));
  const columns: number[] = [];
  eachRun(width, height, (i) => pixels[i]! <= ink, (line, k) => k * width + line, (x, from, to) => {
    if (to - from >= minLength && !columns.some((c) => Math.abs(c - x) <= Math.max(2, glyphPx * 0.35))) columns.push(x);
  });
  return columns.length >= GRID_COLUMNS;
};

/** Where pixel `k` of line `line` sits in the image: along rows or down columns. */
type Index = (line: number, k: number) => number;

/** Calls `onRun(line, from, to)` for every run of pixels where `on` holds, line by line. */
const eachRun = (lines: number, length: number, on: (i: number) => boolean, at: Index, onRun: (line: number, from: number, to: number) => void): void => {
  for (let line = 0; line < lines; line++) {
    let start = -1;
    for (let k = 0; k <= length; k++) {
      const inside = k < length && on(at(line, k));
      if (inside && start < 0) start = k;
      else if (!inside && start >= 0) {
        onRun(line, start, k);
        start = -1;
      }
    }
  }
};

/** Marks the pixels of ink runs at least `minLength` long, along rows (`alongRows`) or columns. */
const longRuns = (pixels: Uint8Array, width: number, height: number, ink: number, minLength: number, alongRows: boolean): Uint8Array => {
  const mask = new Uint8Array(width * height);
  const at: Index = alongRows ? (line, k) => line * width + k : (line, k) => k * width + line;
  eachRun(alongRows ? height : width, alongRows ? width : height, (i) => pixels[i]! <= ink, at, (line, from, to) => {
    if (to - from >= minLength) for (let j = from; j < to; j++) mask[at(line, j)] = 1;
  });
  return mask;
};

/**
 * Paints white the marked pixels whose band across the run (down a column for a horizontal rule) is
 * thin, with a pixel of anti-aliased edge on each side.
 */
const paintThin = (out: Uint8Array, mask: Uint8Array, width: number, height: number, maxThickness: number, horizontal: boolean): void => {
  const length = horizontal ? height : width;
  const at: Index = horizontal ? (line, k) => k * width + line : (line, k) => line * width + k;
  eachRun(horizontal ? width : height, length, (i) => mask[i] === 1, at, (line, from, to) => {
    if (to - from <= maxThickness) for (let j = Math.max(0, from - 1); j <= Math.min(length - 1, to); j++) out[at(line, j)] = 255;
  });
};
