/**
 * The JSON-safe description of one page that the per-page step (a worker thread) hands to assembly:
 * positioned words grouped into visual lines. Coordinates are PDF points from the page's top-left.
 */

/** One word as printed: its text, box, and the font it was set in. */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Font name as embedded (subset prefix removed); `ocr` for recognised words. */
  font: string;
  size: number;
  /** A rule drawn in text (`!`, `│`) stands just before the word: it starts a cell, however close. */
  ruleBefore?: boolean;
}

/** Words that share a baseline, left to right. */
export interface Line {
  words: Word[];
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One page after reading: what layout analysis needs, and what went wrong reading it. */
export interface PageLayout {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  /** True when the words came from OCR rather than the text layer. */
  ocr: boolean;
  /** Visual lines, top to bottom. */
  lines: Line[];
  /**
   * Where listings printed side by side start, as line indexes: the page's lines were reordered to
   * read them one after the other (see tables/sideBySide), and each has its own columns.
   */
  listingStarts?: number[];
  warnings: string[];
  /**
   * Why the page was not read: its content passes what one page may cost (a hostile file), so the
   * statement cannot be read whole. Absent on pages read.
   */
  refused?: string;
}

/** A Hebrew or Arabic letter (presentation forms included): text written right to left. */
export const RIGHT_TO_LEFT_LETTER = /[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufefc]/;

/** The text of a line, words joined by single spaces. */
export const lineText = (line: Line): string => line.words.map((w) => w.text).join(' ');

/**
 * A line's words in runs parted by gaps wider than `gap` times the type size (12 points at least):
 * blocks set side by side on one line (a name beside a title, an address beside a logo). With
 * `bySize`, a change of type size by a quarter parts runs too (a name in 15-point type run on by a
 * period in 8.5).
 */
export const wordRuns = (line: Line, gap: number, bySize = false): Word[][] => {
  const out: Word[][] = [];
  line.words.forEach((w, k) => {
    const prev = line.words[k - 1];
    const parted = !prev || w.x0 - prev.x1 > Math.max(12, w.size * gap) || (bySize && Math.abs(w.size - prev.size) > Math.max(w.size, prev.size) * 0.25);
    if (parted) out.push([w]);
    else out[out.length - 1]!.push(w);
  });
  return out;
};

/** Fixed-pitch faces, whose word space is a whole character (six tenths of an em), not a third of one. */
const MONOSPACED = /courier|mono|consol|typewriter|fixed|lucida ?console|ocr-?[ab]/i;

/**
 * The widest gap that still separates two words of one phrase (`Tran Date`, `Amount Debited`): about
 * a word space and a half, which in a fixed-pitch face is wider. Columns stand further apart.
 */
export const phraseGap = (w: Word): number => {
  // An OCR'd word's size is its box's height, about a capital's (seven tenths of an em), and its box
  // hugs the ink, so a word space measures about a letter's width: a gap of a letter and a half or less
  // is within a phrase (`TRANS DATE` in 5-point type read from a scan).
  if (w.font === 'ocr') return Math.max(4, w.size * 0.6, w.text.length > 0 ? ((w.x1 - w.x0) / w.text.length) * 1.5 : 0);
  if (!MONOSPACED.test(w.font)) return Math.max(4, w.size * 0.6);
  // One character is one space: anything wider than a space and a bit parts columns.
  const pitch = w.text.length > 0 ? (w.x1 - w.x0) / w.text.length : w.size * 0.6;
  return Math.max(4, pitch * 1.2);
};
