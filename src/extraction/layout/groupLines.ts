import type { Line, Word } from './pageLayout.js';

/**
 * Groups words into visual lines: two words share a line when their vertical extents overlap by more
 * than half of the smaller height. Text layers often split one printed line into several runs (a table
 * cell per run), and OCR gives loose words, so lines are rebuilt from geometry, not trusted from input.
 */
export const groupLines = (words: readonly Word[]): Line[] => {
  const sorted = [...words].sort((a, b) => centreY(a) - centreY(b) || a.x0 - b.x0);
  const lines: { words: Word[]; y0: number; y1: number }[] = [];
  for (const word of sorted) {
    const h = word.y1 - word.y0;
    let placed = false;
    // Look back over the last few lines only: sorted by centre, a match can only be near the end.
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 3; i--) {
      const line = lines[i]!;
      const overlap = Math.min(line.y1, word.y1) - Math.max(line.y0, word.y0);
      const minH = Math.min(h, line.y1 - line.y0);
      if (overlap > 0.5 * minH) {
        // Two words of one visual line never share x: a word over another belongs to a line of
        // smaller type printed just above or below ("Date" over "02/04/2025" in a dense table),
        // unless it is the same word printed twice (fake bold), which is dropped.
        const under = line.words.find((w) => Math.min(w.x1, word.x1) - Math.max(w.x0, word.x0) > 0.5);
        if (under && under.text === word.text && Math.abs(under.x0 - word.x0) < 2 && Math.abs(under.y0 - word.y0) < 2) {
          placed = true;
          break;
        }
        if (under) continue;
        line.words.push(word);
        line.y0 = Math.min(line.y0, word.y0);
        line.y1 = Math.max(line.y1, word.y1);
        placed = true;
        break;
      }
    }
    if (!placed) lines.push({ words: [word], y0: word.y0, y1: word.y1 });
  }
  return lines.map((l) => {
    const ws = l.words.sort((a, b) => a.x0 - b.x0);
    return {
      words: ws,
      x0: Math.min(...ws.map((w) => w.x0)),
      y0: l.y0,
      x1: Math.max(...ws.map((w) => w.x1)),
      y1: l.y1,
    };
  });
};

const centreY = (w: Word): number => (w.y0 + w.y1) / 2;
