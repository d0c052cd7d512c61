import { phraseGap, type Line, type Word } from '../layout/pageLayout.js';
import { findHeaderAt } from '../tables/headers.js';
import { fold } from '../tables/headerWords.js';

/** A label found on a page, with the words printed after it on its line and the lines below it. */
export interface LabelHit {
  page: number;
  /** Words to the right of the label on the same line. */
  right: Word[];
  /** Lines just below the label (up to three), restricted to words at or right of the label's start. */
  below: Word[][];
  labelX0: number;
  labelX1: number;
  /** The top of the label's line, in points from the top of its page. */
  y: number;
  /** The label is a column of a transaction table's header (`Closing Balance`), not a summary label. */
  inTableHeader: boolean;
}

/**
 * Finds a label (`Opening balance`, `Account number`, `Alter Kontostand`) anywhere on the pages and
 * returns what is printed beside or below it: summary boxes put the value on the label's line, in a
 * column under it, or under a label whose words are stacked (`Beginning` over `balance`). Lines in
 * `skip` (`page:lineIndex`, e.g. a transaction table's rows) are not searched. Patterns are tested on
 * folded text (lower case, accents dropped: `Saldo początkowe` reads `saldo poczatkowe`).
 */
export const findLabels = (pages: readonly { page: number; lines: readonly Line[] }[], pattern: RegExp, maxPages = 3, skip?: ReadonlySet<string>): LabelHit[] => {
  const hits: LabelHit[] = [];
  const anywhere = unanchored(pattern);
  for (const { page, lines } of pages.slice(0, maxPages)) {
    const { texts, stacked: stackedAt, stackedStarts } = pageIndex(lines);
    lines.forEach((line, li) => {
      if (skip?.has(`${page}:${li}`)) return;
      const words = line.words;
      // A phrase of the line can only match when the line's text matches somewhere; most lines
      // (transaction rows) do not, and only their stacked header cells remain to try.
      const lineMayMatch = anywhere.test(texts[li]!);
      if (!lineMayMatch) {
        for (const i of stackedStarts[li]!) {
          const stacked = stackedAt[li]![i]!;
          if (pattern.test(fold(stacked.text))) hits.push(hitAt(page, lines, stacked.lastLine, stacked.x0, stacked.x1, [], li));
        }
        return;
      }
      for (let i = 0; i < words.length; i++) {
        // A label starts a run of words: `statement balance` inside `Previous statement balance` is not one.
        const before = words[i - 1];
        // (After a `/` the label's second language starts one: `Nombor Akaun / Account Number`.)
        // (A word space of a fixed-pitch face is a whole character: `Previous statement balance` in Courier.)
        if (before && words[i]!.x0 - before.x1 < phraseGap(words[i]!) && !/[:.]$|^[/|]$/.test(before.text)) continue;
        // Try phrases of up to five words starting here, and their stacked continuation below.
        let text = '';
        let found = false;
        for (let n = 1; n <= 5 && i + n <= words.length; n++) {
          const w = words[i + n - 1]!;
          if (n > 1 && w.x0 - words[i + n - 2]!.x1 > Math.max(8, w.size * 1.5)) break;
          text = n === 1 ? w.text : `${text} ${w.text}`;
          if (pattern.test(fold(text))) {
            hits.push(hitAt(page, lines, li, words[i]!.x0, w.x1, words.slice(i + n)));
            i += n - 1;
            found = true;
            break;
          }
        }
        if (found) continue;
        const stacked = stackedAt[li]![i];
        if (stacked && pattern.test(fold(stacked.text))) {
          hits.push(hitAt(page, lines, stacked.lastLine, stacked.x0, stacked.x1, [], li));
        }
      }
    });
  }
  return hits;
};

/**
 * The pattern without its phrase anchors: `^` may match after any space and `$` before one, so a
 * line's text matches it whenever one of the line's phrases matches the anchored pattern.
 */
const UNANCHORED = new Map<string, RegExp>();
const unanchored = (pattern: RegExp): RegExp => {
  const key = `${pattern.source}/${pattern.flags}`;
  let re = UNANCHORED.get(key);
  if (!re) {
    const source = pattern.source.replace(/(^|\||\()\^/g, '$1(?:^|\\s)').replace(/(?<!\\)\$(?=\||\)|$)/g, '(?=\\s|$)');
    re = new RegExp(source, pattern.flags.replace('g', ''));
    UNANCHORED.set(key, re);
  }
  return re;
};

interface PageIndex {
  texts: string[];
  /** Per line, per word: the stacked header cell that starts at the word, if any. */
  stacked: (ReturnType<typeof stackedPhrase>)[][];
  /** Per line: the indexes of the words that start a stacked header cell, in order. */
  stackedStarts: number[][];
}

/** What every label search of a page needs, computed once per page (metadata runs a dozen searches). */
const INDEX = new WeakMap<readonly Line[], PageIndex>();
const pageIndex = (lines: readonly Line[]): PageIndex => {
  let index = INDEX.get(lines);
  if (!index) {
    const stacked = lines.map((l, li) => l.words.map((_, i) => stackedPhrase(lines, li, i)));
    index = {
      texts: lines.map((l) => fold(l.words.map((w) => w.text).join(' '))),
      stacked,
      stackedStarts: stacked.map((cells) => cells.flatMap((cell, i) => (cell ? [i] : []))),
    };
    INDEX.set(lines, index);
  }
  return index;
};

/** (`top`: the first line of a label stacked over several, whose header it may be: `Closing` over `Balance`.) */
const hitAt = (page: number, lines: readonly Line[], li: number, x0: number, x1: number, right: Word[], top = li): LabelHit => {
  const below: Word[][] = [];
  const base = lines[li]!;
  for (let k = li + 1; k < lines.length && below.length < 3; k++) {
    const l = lines[k]!;
    if (l.y0 - base.y1 > 40) break;
    const ws = l.words.filter((w) => w.x1 > x0 - 6 && w.x0 < x1 + 200);
    if (ws.length) below.push(ws);
  }
  const inTableHeader = findHeaderAt([base], 0) !== null || (top < li && findHeaderAt(lines, top) !== null);
  return { page, right, below, labelX0: x0, labelX1: x1, y: base.y0, inTableHeader };
};

/** A header cell printed over two or three lines, read top to bottom. */
const stackedPhrase = (lines: readonly Line[], li: number, at: number): { text: string; lastLine: number; x0: number; x1: number } | null => {
  // The top of the cell: the words from `at` that stand a word space apart (`Deposits and` over
  // `other additions`); a word inside such a run starts no cell.
  const words = lines[li]!.words;
  const close = (a: Word, b: Word): boolean => b.x0 - a.x1 < phraseGap(b);
  if (at > 0 && close(words[at - 1]!, words[at]!)) return null;
  let end = at;
  while (end + 1 < words.length && close(words[end]!, words[end + 1]!)) end++;
  const top = words.slice(at, end + 1);
  let text = top.map((w) => w.text).join(' ');
  let x0 = top[0]!.x0;
  let x1 = top[top.length - 1]!.x1;
  let last = li;
  const height = Math.max(4, top[0]!.y1 - top[0]!.y0);
  for (let k = li + 1; k < lines.length && k <= li + 3; k++) {
    const l = lines[k]!;
    if (l.y0 - lines[last]!.y1 > height * 0.9) break;
    // Every word under the cell continues it (`BALANCE` over `LAST STATEMENT`); a line with none there
    // belongs to a neighbouring cell of a header printed on staggered lines, and is stepped over.
    const under = l.words.filter((w) => Math.min(w.x1, x1 + 2) - Math.max(w.x0, x0 - 2) > 0);
    if (under.length === 0) continue;
    // Figures are the value under the label, not more of it.
    if (under.some((w) => /\d/.test(w.text))) break;
    text += ` ${under.map((w) => w.text).join(' ')}`;
    x0 = Math.min(x0, ...under.map((w) => w.x0));
    x1 = Math.max(x1, ...under.map((w) => w.x1));
    last = k;
  }
  return last === li ? null : { text, lastLine: last, x0, x1 };
};
