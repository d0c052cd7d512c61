/**
 * Listings printed side by side: a page whose transaction header names the same columns twice across
 * its width (`Date Description Amount    Date Description Amount`) holds two listings, the left one
 * read first. Every line from that header down is cut where the second header starts and the page is
 * read as its left half, then its right half, so each half's rows come out whole and in order. The
 * cut ends at the first line a word spans (a notice across the page under the listings).
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';
import { findHeaderAt, type HeaderCell } from './headers.js';

/** The page with side-by-side listings read one after the other; the page itself when it has none. */
export const readSideBySide = (page: PageLayout): PageLayout => {
  for (let i = 0; i < page.lines.length; i++) {
    // (Cheap first: a doubled header prints some word twice and no figure.)
    if (!repeatsAWord(page.lines[i]!)) continue;
    const header = findHeaderAt(page.lines, i);
    if (!header) continue;
    const cut = secondListingAt(header.cells);
    if (cut === null) continue;
    const below = page.lines.slice(i);
    const end = below.findIndex((l) => l.words.some((w) => w.x0 < cut && w.x1 > cut));
    const region = end < 0 ? below : below.slice(0, end);
    const left = region.map((l) => part(l, (w) => w.x1 <= cut)).filter((l): l is Line => l !== null);
    const right = region.map((l) => part(l, (w) => w.x0 >= cut)).filter((l): l is Line => l !== null);
    return { ...page, lines: [...page.lines.slice(0, i), ...left, ...right, ...(end < 0 ? [] : below.slice(end))], listingStarts: [i, i + left.length, i + left.length + right.length] };
  }
  return page;
};

/**
 * Where a header's second listing starts: its cells' roles, read left to right, are one sequence
 * twice over (two cells at least each, starting with a date, a description or a number before a date);
 * null when they are not.
 */
const secondListingAt = (cells: readonly HeaderCell[]): number | null => {
  const n = cells.length;
  if (n < 4 || n % 2 !== 0) return null;
  const half = n / 2;
  for (let k = 0; k < half; k++) if (cells[k]!.role !== cells[k + half]!.role) return null;
  // (Or with a number before its date: `Check  Date  Amount    Check  Date  Amount`, a grid of cheques.)
  const first = cells[0]!.role;
  if (first !== 'date' && first !== 'description' && !(first === 'other' && cells.slice(1, half).some((c) => c.role === 'date'))) return null;
  if (!cells.slice(0, half).some((c) => c.role === 'amount' || c.role === 'debit' || c.role === 'credit')) return null;
  // Just before the second listing's first heading: figures set right of their heading (`Amount`) may
  // run past it, up to the gap.
  return cells[half]!.x0 - 2;
};

const repeatsAWord = (line: Line): boolean => {
  if (line.words.length < 4 || line.words.some((w) => /\d/.test(w.text))) return false;
  const seen = new Set<string>();
  for (const w of line.words) {
    const t = w.text.toLowerCase();
    if (seen.has(t)) return true;
    seen.add(t);
  }
  return false;
};

const part = (line: Line, keep: (w: Word) => boolean): Line | null => {
  const words = line.words.filter(keep);
  if (words.length === 0) return null;
  return { words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: Math.min(...words.map((w) => w.y0)), y1: Math.max(...words.map((w) => w.y1)) };
};
