/**
 * Figures and dates each closed by a full stop (`4741.  18/10/2022.  20/10/2022  725.80.`), as some
 * issuers' systems print every field of a row: the stop is no part of them. Only a page that prints
 * several such words has them trimmed; a lone `12.` stays as it is.
 */
import type { PageLayout } from '../layout/pageLayout.js';

/**
 * A figure or date with a full stop after its last digit that reads as nothing else: `725.80.`,
 * `7,639.70.`, `18/10/2022.`, `4741.`. (`25.80.` could be a day and month, `02.01.`, as German
 * statements print them: it is trimmed only on a page whose other figures show the habit.)
 */
const CLEARLY_STOPPED = /^(\d{1,3}(?:[.,]\d{3})+[.,]\d{2}|\d{3,}[.,]\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4})\.$/;
const STOPPED = /^(\d[\d.,]*[.,]\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4})\.$/;
/** Fewer than this on a page, and the stops are sentences' ends or abbreviations. */
const MIN_WORDS = 4;

export const trimTrailingDots = (page: PageLayout): PageLayout => {
  let stopped = 0;
  for (const line of page.lines) for (const w of line.words) if (CLEARLY_STOPPED.test(w.text)) stopped++;
  if (stopped < MIN_WORDS) return page;
  const lines = page.lines.map((line) =>
    line.words.some((w) => STOPPED.test(w.text)) ? { ...line, words: line.words.map((w) => (STOPPED.test(w.text) ? { ...w, text: w.text.slice(0, -1), x1: w.x1 - (w.x1 - w.x0) / w.text.length } : w)) } : line,
  );
  return { ...page, lines };
};
