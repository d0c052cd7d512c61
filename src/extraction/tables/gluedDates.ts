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

const split = (w: Word): Word[] => {
  const pair = PAIR.exec(w.text);
  if (pair) {
    const share = (w.x1 - w.x0) / w.text.length;
    const slashAt = w.x0 + share * pair[1]!.length;
    return [
      { ...w, text: pair[1]!, x1: slashAt },
      { ...w, text: pair[3]!, x0: slashAt + share },
    ];
  }
  const range = RANGE.exec(w.text);
  if (range) {
    const share = (w.x1 - w.x0) / w.text.length;
    const dashAt = w.x0 + share * range[1]!.length;
    return [
      { ...w, text: range[1]!, x1: dashAt },
      { ...w, text: range[3]!, x0: dashAt, x1: dashAt + share },
      { ...w, text: range[4]!, x0: dashAt + share },
    ];
  }
  const m = GLUED.exec(w.text);
  if (!m) return [w];
  const at = w.x0 + ((w.x1 - w.x0) * m[1]!.length) / w.text.length;
  return [
    { ...w, text: m[1]!, x1: at },
    { ...w, text: m[2]!, x0: at },
  ];
};

/** The page with dates run into their descriptions, and periods run together, parted; the page itself when it has none. */
export const splitGluedDates = (page: PageLayout): PageLayout => {
  if (!page.lines.some((l) => l.words.some((w) => glued(w.text)))) return page;
  const lines = page.lines.map((line): Line => (line.words.some((w) => glued(w.text)) ? { ...line, words: line.words.flatMap(split) } : line));
  return { ...page, lines };
};
