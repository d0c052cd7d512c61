/**
 * A column of words that say each row's direction (`Af` / `Bij`, `D` / `C`, `S` / `H`) printed apart
 * from the figure, left of it (`Af  80,00`, `Bij  1.693,64`): the figure's sign, set in a column of its
 * own. Found by evidence: such words aligned down the page on at least three lines, both directions
 * among them, each with a figure right of it. Each word is dropped and its figure rewritten signed
 * (`-80,00`, `+1.693,64`), which the rest reads like any signed amount.
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';
import { fold } from './headerWords.js';

// (The bookkeeping pairs of other languages too: `Duguje`/`Potražuje`, `Tartozik`/`Követel`,
// `Borç`/`Alacak`, `Dare`/`Avere`, `Debe`/`Haber`, `Cargo`/`Abono`.)
// (And the kinds a type column names: `Kredit`/`Debit`, `Постъпление`/`Теглене`, `Uplata`/`Isplata`,
// `Gutschrift`/`Lastschrift`, `Masuk`/`Keluar`.)
const OUT = new Set(['af', 'd', 'db', 'dr', 'debit', 'debet', 's', 'soll', 'out', 'duguje', 'tartozik', 'borc', 'dare', 'debe', 'cargo', 'debito', 'addebito', 'lastschrift', 'isplata', 'obciazenie', 'keluar', 'теглене', 'дебит', 'дебет', 'списание', 'расход', 'видаток']);
const IN = new Set(['bij', 'c', 'cr', 'credit', 'h', 'haben', 'in', 'potrazuje', 'kovetel', 'alacak', 'avere', 'haber', 'abono', 'credito', 'accredito', 'kredit', 'gutschrift', 'uplata', 'uznanie', 'masuk', 'постъпление', 'кредит', 'зачисление', 'приход', 'надходження']);
const MIN_LINES = 3;
/** A figure, marks and currency aside: digits grouped and a decimal part, or whole. */
const FIGURE = /^[-+(]?[^\d\s]{0,3}\d[\d.,' ]*\d\)?$|^\d$/;

const directionOf = (w: Word): 'out' | 'in' | null => {
  const t = fold(w.text).replace(/[.:]$/, '');
  return OUT.has(t) ? 'out' : IN.has(t) ? 'in' : null;
};

const isFigure = (w: Word | undefined): boolean => !!w && FIGURE.test(w.text);

/** A figure with cents (`80,00`, `1.693,64`): money, not a reference or a store number (`1823`). */
const MONEY = /[.,]\d{1,2}\)?$/;

const isMoney = (w: Word | undefined): boolean => isFigure(w) && MONEY.test(w!.text);

/**
 * Word `k` follows an amount, or an amount and its currency (`510,100 KRW DR`): the amount's own mark.
 * (A card or store number before it, `Pasnr. 4937  Af  10,61`, ends the description instead.)
 */
const followsFigure = (line: Line, k: number): boolean =>
  isMoney(line.words[k - 1]) || (/^[A-Z]{3}$|^[$£€¥₹₩]$/.test(line.words[k - 1]?.text ?? '') && isFigure(line.words[k - 2]));

/**
 * The figure right after word `k`, or -1: the mark and its figure are neighbours (`Af  80,00`); a
 * code before a description (`CR  Återbetalning CHIPOTLE 1823`) signs nothing.
 */
const figureAfter = (line: Line, k: number): number => {
  const next = line.words[k + 1];
  return isMoney(next) ? k + 1 : -1;
};

/** The page with direction words folded into their figures' signs; the page itself when it has none. */
export const readDirectionWords = (page: PageLayout): PageLayout => {
  const marks = page.lines.flatMap((line, li) =>
    line.words.flatMap((w, wi) => {
      const dir = directionOf(w);
      // (The word stands apart, not inside a description: the previous word is well left of it; nor
      // does it follow a figure, whose own mark it is: `209,30  D  8.278,75`.)
      const prev = line.words[wi - 1];
      if (!dir || !prev || w.x0 - prev.x1 < w.size || followsFigure(line, wi)) return [];
      const fi = figureAfter(line, wi);
      return fi < 0 ? [] : [{ li, wi, fi, dir, x0: w.x0 }];
    }),
  );
  if (marks.length < MIN_LINES) return page;
  // The largest group of marks sharing a left edge.
  const groups: (typeof marks)[] = [];
  for (const m of [...marks].sort((a, b) => a.x0 - b.x0)) {
    const last = groups[groups.length - 1];
    if (last && m.x0 - last[0]!.x0 <= 3) last.push(m);
    else groups.push([m]);
  }
  const column = groups.sort((a, b) => b.length - a.length)[0]!;
  if (new Set(column.map((m) => m.li)).size < MIN_LINES || !column.some((m) => m.dir === 'in') || !column.some((m) => m.dir === 'out')) return page;
  const at = new Map(column.map((m) => [m.li, m]));
  // A mark at the column's edge set close after a long description (`… TXN ID  Теглене  144,00`) is the
  // column's too, however near the word before it.
  const edge = Math.min(...column.map((m) => m.x0));
  page.lines.forEach((line, li) => {
    if (at.has(li)) return;
    const wi = line.words.findIndex((w, k) => k > 0 && Math.abs(w.x0 - edge) <= 3 && directionOf(w) !== null && !followsFigure(line, k));
    const fi = wi < 0 ? -1 : figureAfter(line, wi);
    if (fi >= 0) at.set(li, { li, wi, fi, dir: directionOf(line.words[wi]!)!, x0: line.words[wi]!.x0 });
  });
  const lines = page.lines.map((line, li): Line => {
    const m = at.get(li);
    if (!m) return line;
    const words = line.words.flatMap((w, wi): Word[] => {
      if (wi === m.wi) return [];
      if (wi !== m.fi) return [w];
      return [{ ...w, text: `${m.dir === 'out' ? '-' : '+'}${w.text.replace(/^[-+]/, '')}` }];
    });
    return { ...line, words, x0: words[0]!.x0 };
  });
  return { ...page, lines };
};
