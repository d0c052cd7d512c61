/**
 * Pages set right to left (Hebrew, Arabic): the date stands at a row's right end, then the
 * description, then the figures leftwards to the balance. Such a page is mirrored, every word's box
 * turned about the page's middle, so its lines read in the order they are written and the tables read
 * as any other: date, description, amounts, balance. A phrase in a left-to-right script inside them
 * (`SEVEN ELEVEN`, a reference) keeps its own order. The words' text is already in reading order (the
 * text layer joins right-to-left letters so).
 */
import { RIGHT_TO_LEFT_LETTER, type Line, type PageLayout, type Word } from '../layout/pageLayout.js';
import { findDates } from './lineCells.js';

const LETTER = /\p{L}/u;

/** Share of the lettered words in a right-to-left script that sets a page so, whatever its tables. */
const MOSTLY = 0.6;
/** A smaller share does, where the page's dated lines end in their date. */
const PARTLY = 0.25;
/** Right-to-left words fewer than this say nothing (a name in a footer). */
const MIN_WORDS = 5;

export const readRightToLeft = (page: PageLayout): PageLayout => {
  let lettered = 0;
  let rtl = 0;
  for (const line of page.lines)
    for (const w of line.words) {
      if (!LETTER.test(w.text)) continue;
      lettered++;
      if (RIGHT_TO_LEFT_LETTER.test(w.text)) rtl++;
    }
  if (rtl < MIN_WORDS || rtl < lettered * PARTLY) return page;
  if (rtl < lettered * MOSTLY && !datesEndLines(page.lines)) return page;
  return { ...page, lines: page.lines.map((line) => mirrorLine(line, page.width)) };
};

/** Dated lines that end in their date outnumber those that start with it. */
const datesEndLines = (lines: readonly Line[]): boolean => {
  let first = 0;
  let last = 0;
  for (const line of lines) {
    if (line.words.length < 2) continue;
    const dates = findDates(line.words, false);
    if (dates.length === 0) continue;
    if (dates[0]!.from === 0) first++;
    if (dates[dates.length - 1]!.to === line.words.length - 1) last++;
  }
  return last > first;
};

const mirrorLine = (line: Line, width: number): Line => {
  const n = line.words.length;
  // A rule before a word (at its left) stands, mirrored, after it: before the word that was left of it.
  const mirrored: Word[] = line.words.map((w, i) => {
    const m: Word = { ...w, x0: round(width - w.x1), x1: round(width - w.x0) };
    delete m.ruleBefore;
    if (line.words[i + 1]?.ruleBefore) m.ruleBefore = true;
    return m;
  });
  mirrored.reverse();
  // Runs of left-to-right words set close together keep their own order within the run's span.
  let i = 0;
  while (i < n) {
    if (RIGHT_TO_LEFT_LETTER.test(mirrored[i]!.text)) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < n && !RIGHT_TO_LEFT_LETTER.test(mirrored[j + 1]!.text) && mirrored[j + 1]!.x0 - mirrored[j]!.x1 < mirrored[j]!.size) j++;
    if (j > i) restoreOrder(mirrored, i, j);
    i = j + 1;
  }
  return { ...line, words: mirrored, x0: round(width - line.x1), x1: round(width - line.x0) };
};

/** Words i..j (mirrored, so in reverse order) put back in their printed order over the same span. */
const restoreOrder = (words: Word[], i: number, j: number): void => {
  const run = words.slice(i, j + 1).reverse();
  // In print, each word's gap to the next is the mirrored gap to the one before it.
  let x = words[i]!.x0;
  const placed = run.map((w, k) => {
    const width = w.x1 - w.x0;
    const next = run[k + 1];
    const gap = next ? w.x0 - next.x1 : 0;
    const p: Word = { ...w, x0: round(x), x1: round(x + width) };
    x += width + gap;
    return p;
  });
  words.splice(i, placed.length, ...placed);
};

const round = (n: number): number => Math.round(n * 100) / 100;
