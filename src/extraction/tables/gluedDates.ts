/**
 * A date run into the word after it (`03-03-25CARD PURCHASE`, `03-01-25OPENING BALANCE`), as
 * fixed-width printouts set a date column flush against the description: the word is split after the
 * date, each part keeping its share of the word's width, so the date reads as the row's date. Only a
 * whole date (day, month and year) followed by two capitals or more is split: nothing else prints so.
 * So is a period printed as one word (`02/01/2026-31/03/2026`): two whole dates and the dash between;
 * and a booking date and its value date joined by a slash (`01.02.2022/01.02.2022`).
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';

const GLUED = /^(\d{1,2}[-./]\d{1,2}[-./](?:\d{4}|\d{2}))(\p{Lu}{2}.*)$/u;
/** Two whole dates with four-digit years joined by a dash (the dash a date's own separator may be too). */
const RANGE = /^(\d{1,2}([-./])\d{1,2}\2\d{4})([-–~])(\d{1,2}([-./])\d{1,2}\5\d{4})$/;
/** A booking date and its value date joined by a slash (`01.02.2022/03.02.2022`), their own separators dots or dashes. */
const PAIR = /^(\d{1,2}([-.])\d{1,2}\2(?:\d{4}|\d{2}))\/(\d{1,2}([-.])\d{1,2}\4(?:\d{4}|\d{2}))$/;
const glued = (text: string): boolean => GLUED.test(text) || RANGE.test(text) || PAIR.test(text);

/** Characters `from` to `to` of a word, as a word of their own with their share of its width. */
const part = (w: Word, from: number, to: number): Word => {
  const share = (w.x1 - w.x0) / w.text.length;
  return { ...w, text: w.text.slice(from, to), x0: w.x0 + share * from, x1: to === w.text.length ? w.x1 : w.x0 + share * to };
};

const split = (w: Word): Word[] => {
  const end = w.text.length;
  // (The slash between a booking and a value date is dropped; a period's dash stays a word.)
  const pair = PAIR.exec(w.text);
  if (pair) return [part(w, 0, pair[1]!.length), part(w, pair[1]!.length + 1, end)];
  const range = RANGE.exec(w.text);
  if (range) return [part(w, 0, range[1]!.length), part(w, range[1]!.length, range[1]!.length + 1), part(w, range[1]!.length + 1, end)];
  const run = GLUED.exec(w.text);
  return run ? [part(w, 0, run[1]!.length), part(w, run[1]!.length, end)] : [w];
};

/** The page with dates run into their descriptions, and periods run together, parted; the page itself when it has none. */
export const splitGluedDates = (page: PageLayout): PageLayout => {
  if (!page.lines.some((l) => l.words.some((w) => glued(w.text)))) return page;
  const lines = page.lines.map((line): Line => (line.words.some((w) => glued(w.text)) ? { ...line, words: line.words.flatMap(split) } : line));
  return { ...page, lines };
};
