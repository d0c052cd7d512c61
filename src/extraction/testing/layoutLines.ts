/**
 * Page layouts for unit tests, as a text layer would give them: a line from cells of text at their
 * x positions, each word four points a character wide, two points apart, eight points tall.
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';

export const lineOf = (y: number, cells: readonly (readonly [string, number])[]): Line => {
  const words: Word[] = cells.flatMap(([text, x]) => {
    let at = x;
    return text.split(' ').map((t) => {
      const w: Word = { text: t, x0: at, x1: at + t.length * 4, y0: y, y1: y + 8, font: 'F', size: 8 };
      at = w.x1 + 2;
      return w;
    });
  });
  return { words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, y0: y, y1: y + 8 };
};

/** A page of a Letter-sized statement holding these lines. */
export const pageOf = (lines: Line[], page = 1): PageLayout => ({ page, width: 612, height: 792, ocr: false, lines, warnings: [] });
