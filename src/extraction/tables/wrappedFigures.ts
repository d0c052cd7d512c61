/**
 * A figure too wide for its cell wraps its last digits onto the next line (`508,248,716.0` over a lone
 * `0` set flush with its right edge, or starting where it ended), as some banking systems print narrow
 * money columns; or its direction mark (`2.550,00` over a lone `D` flush with its end or starting there, while
 * narrower figures print `500,00D`). The two pieces are joined back into one word on the figure's line,
 * so the rest reads the whole amount.
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';

/** A grouped figure cut one or two digits into its decimals (`508,248,716.0`, `1.234,5`). */
const CUT_FIGURE = /^-?\d{1,3}(?:[.,'\s]\d{3})+[.,]\d$/;
const TAIL = /^\d{1,2}-?$/;
/** A whole figure (`2.550,00`) and a direction mark alone on the line under it (`D`, `CR`, `-`). */
const WHOLE_FIGURE = /^-?\d{1,3}(?:[.,'\s]?\d{3})*[.,]\d{2}$/;
const MARK = /^(?:[DC]|CR|DR|Cr|Dr|[+-])$/;
/** A mark in letters, plain enough to tell apart from a description's last word. */
const LETTER_MARK = /^(?:CR|DR|Cr|Dr)$/;

/** The page with wrapped figure tails joined to their figures; the page itself when it has none. */
export const joinWrappedFigures = (page: PageLayout): PageLayout => {
  const joins = new Map<string, { into: string; tail: Word }>();
  const taken = new Set<string>();
  page.lines.forEach((line, li) => {
    const next = page.lines[li + 1];
    if (!next) return;
    const height = line.y1 - line.y0;
    // The tail sits on the line right below (a wrapped cell's next line), not one further down.
    if (next.y0 - line.y1 > height) return;
    // (Or ending the description's wrapped line, far from its words: `GOODS          CR` under `SAINSBURYS ONLINE   2.20`.)
    const last = next.words.length - 1;
    const lastApart = last > 0 && LETTER_MARK.test(next.words[last]!.text) && next.words[last]!.x0 - next.words[last - 1]!.x1 > next.words[last]!.size * 4;
    const markAt = next.words.length === 1 && MARK.test(next.words[0]!.text) ? 0 : lastApart ? last : -1;
    line.words.forEach((w, wi) => {
      const mark = markAt >= 0 && (markAt === 0 || wi === line.words.length - 1) ? next.words[markAt]! : null;
      if (mark && WHOLE_FIGURE.test(w.text) && (Math.abs(mark.x0 - w.x1) <= w.size * 0.4 || Math.abs(mark.x1 - w.x1) <= w.size * 0.4)) {
        joins.set(`${li}:${wi}`, { into: w.text + mark.text, tail: mark });
        taken.add(`${li + 1}:${markAt}`);
        return;
      }
      if (!CUT_FIGURE.test(w.text)) return;
      // Right-aligned in its cell (the tail ends where the figure ends) or run on from it (it starts there).
      const ti = next.words.findIndex((t) => TAIL.test(t.text) && (Math.abs(t.x1 - w.x1) <= w.size * 0.4 || Math.abs(t.x0 - w.x1) <= w.size * 0.4));
      if (ti < 0) return;
      joins.set(`${li}:${wi}`, { into: w.text + next.words[ti]!.text, tail: next.words[ti]! });
      taken.add(`${li + 1}:${ti}`);
    });
  });
  if (joins.size === 0) return page;
  const lines = page.lines.flatMap((line, li): Line[] => {
    const words = line.words.flatMap((w, wi): Word[] => {
      if (taken.has(`${li}:${wi}`)) return [];
      const join = joins.get(`${li}:${wi}`);
      return [join ? { ...w, text: join.into, x1: Math.max(w.x1, join.tail.x1) } : w];
    });
    if (words.length === 0) return [];
    return [{ ...line, words, x0: words[0]!.x0, x1: Math.max(...words.map((w) => w.x1)) }];
  });
  return { ...page, lines };
};
