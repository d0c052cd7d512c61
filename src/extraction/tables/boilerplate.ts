import type { PageLayout } from '../layout/pageLayout.js';

/**
 * Lines printed at the same place on several pages (letterhead, account block, page numbers, footer):
 * they are never part of a table, even when they sit between two pages of one. Keys are
 * `page:lineIndex`. A line counts when its text repeats exactly, or repeats once its figures are
 * masked (`Sheet Number 232`, `Page 2 of 4`), has two figures at most and does not start with a date (a
 * dated row of a table may repeat its words on another page, never its place, words and date at once).
 */
export const boilerplateLines = (pages: readonly PageLayout[]): Set<string> => {
  const out = new Set<string>();
  if (pages.length < 2) return out;
  const exact = new Map<string, Set<number>>();
  const masked = new Map<string, Set<number>>();
  const keys: { page: number; index: number; exact: string; masked: string | null }[] = [];
  for (const p of pages) {
    p.lines.forEach((line, index) => {
      const text = line.words.map((w) => w.text).join(' ');
      if (text.length < 3 || AMOUNT.test(text)) return;
      const band = Math.round(line.y0 / 3);
      const e = `${band}|${text.toLowerCase()}`;
      // (Two figures at most: `Page 2 of 4`. A row's words with three, `CARTE 9958 405 300` in a
      // currency without decimals, may fall on the same place of two pages.)
      const figures = text.match(/\d+/g)?.length ?? 0;
      const m = DATE_START.test(text) || figures > 2 ? null : `${band}|${text.toLowerCase().replace(/\d+/g, '#')}`;
      keys.push({ page: p.page, index, exact: e, masked: m });
      add(exact, e, p.page);
      if (m) add(masked, m, p.page);
    });
  }
  for (const k of keys) {
    if ((exact.get(k.exact)?.size ?? 0) >= 2 || (k.masked && (masked.get(k.masked)?.size ?? 0) >= 2)) out.add(`${k.page}:${k.index}`);
  }
  return out;
};

/** A figure with two decimals: a line with one states money, which letterhead does not. */
const AMOUNT = /\d[.,]\d{2}(?!\d)/;
const DATE_START = /^\d{1,4}[./-]\d{1,2}|^\d{1,2}\s?\p{L}{3}/u;

const add = (map: Map<string, Set<number>>, key: string, page: number): void => {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(page);
};
