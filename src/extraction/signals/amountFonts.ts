import type { RawRow } from '../tables/buildRows.js';

/** Bold and italic cuts of one family are the same typeface for this purpose. */
const family = (font: string): string =>
  font
    .replace(/[,-](Bold|Italic|Oblique|Regular|Roman|Medium|Light|Semibold|BoldItalic|BoldMT|ItalicMT)+.*$/i, '')
    .replace(/(MT|PS|PSMT)$/, '')
    .toLowerCase();

/**
 * Pages whose transaction amounts are set in more than one typeface: an amount typed over an
 * original in an editor rarely matches the bank's font. OCR pages have no fonts and are skipped.
 */
export const mixedAmountFontPages = (rows: readonly RawRow[], ocrPages: readonly number[]): number[] => {
  const byPage = new Map<number, Map<string, number>>();
  for (const r of rows) {
    if (ocrPages.includes(r.page)) continue;
    for (const { cell } of r.cells) {
      const fams = byPage.get(r.page) ?? new Map<string, number>();
      const f = family(cell.font);
      fams.set(f, (fams.get(f) ?? 0) + 1);
      byPage.set(r.page, fams);
    }
  }
  return [...byPage.entries()].filter(([, fams]) => fams.size > 1).map(([page]) => page).sort((a, b) => a - b);
};
