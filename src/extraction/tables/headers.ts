import { phraseGap, type Line, type Word } from '../layout/pageLayout.js';
import { cellRole, DATE_ROLES, MONEY_ROLES, splitRun, wordKind, type ColumnRole } from './headerWords.js';
import { sectionOf } from './vocabulary.js';

export type { ColumnRole } from './headerWords.js';

/** A cell of a table header: its role and horizontal extent. */
export interface HeaderCell {
  role: ColumnRole;
  x0: number;
  x1: number;
  label: string;
  /** False for a cell with no header vocabulary at all. */
  known: boolean;
}

/** A table header: its cells and the vertical extent of its (possibly stacked) lines. */
export interface TableHeader {
  cells: HeaderCell[];
  y0: number;
  y1: number;
  /** Index of the header's last line in the page's lines. */
  lastLine: number;
}

/** A header word; `letterSpaced` when read from letters printed apart (see `amountWithItsDirection`). */
type HeaderWord = Word & { letterSpaced?: true };

/**
 * The words of a header line as a reader sees them, not as the PDF split them:
 * - letter-spaced words (`d a t a`) are joined;
 * - words run together with dot leaders (`DATE..........AMOUNT.TRANSACTION`) are split, each part
 *   placed in proportion to its characters;
 * - a word split in two by the print (`Paym` `ent`) is joined when only the whole is vocabulary.
 */
export const headerWords = (words: readonly Word[]): HeaderWord[] => {
  const out: HeaderWord[] = [];
  // A run of leader dots printed as a word of its own is the space between two cells.
  for (const w of joinLetterSpaced(words.filter((x) => !/^[._·…]{3,}$/.test(x.text)))) out.push(...splitLeaders(w).flatMap(splitAbbreviation));
  for (let k = out.length - 1; k > 0; k--) {
    const a = out[k - 1]!;
    const b = out[k]!;
    if (b.x0 - a.x1 < Math.max(1.5, b.size * 0.2) && !wordKind(a.text) && !wordKind(b.text) && wordKind(a.text + b.text)) {
      out.splice(k - 1, 2, { ...a, text: a.text + b.text, x1: b.x1 });
    }
  }
  return out;
};

/**
 * An abbreviation glued to the word it qualifies (`F.Valor`, `N.Doc`) reads as the two words printed
 * apart (`F. Valor`): unknown as one, known as two.
 */
const splitAbbreviation = (w: Word): Word[] => {
  const m = /^(\p{L}{1,4}\.)(\p{Lu}\p{L}{2,})$/u.exec(w.text);
  if (!m || wordKind(w.text) || !wordKind(m[2]!)) return [w];
  const at = w.x0 + ((w.x1 - w.x0) * m[1]!.length) / w.text.length;
  return [{ ...w, text: m[1]!, x1: at }, { ...w, text: m[2]!, x0: at }];
};

const joinLetterSpaced = (words: readonly Word[]): HeaderWord[] => {
  const out: HeaderWord[] = [];
  let i = 0;
  while (i < words.length) {
    let j = i;
    // A run of letters set apart one or two at a time (a kerned pair prints as one word), no wider
    // apart than about a letter and a half.
    while (
      j + 1 < words.length &&
      isLetters(words[j]!) &&
      isLetters(words[j + 1]!) &&
      words[j + 1]!.x0 - words[j]!.x1 <= Math.max(words[j]!.x1 - words[j]!.x0, words[j]!.size * 0.6) * 1.6
    ) j++;
    // Two letters set apart join only when they make a header word (`C R`, `D R`).
    if (j - i >= 2 || (j - i === 1 && wordKind(words[i]!.text + words[j]!.text) !== null)) {
      out.push(...spacedWords(words.slice(i, j + 1).flatMap(letters)));
      i = j + 1;
    } else {
      out.push(words[i]!);
      i++;
    }
  }
  return out;
};

const isLetters = (w: Word): boolean => w.text.length <= 2 && /^\p{L}+$/u.test(w.text);

/** A word of one or two letters as its letters, the box shared between them. */
const letters = (w: Word): Word[] => {
  if (w.text.length === 1) return [w];
  const mid = (w.x0 + w.x1) / 2;
  return [{ ...w, text: w.text[0]!, x1: mid }, { ...w, text: w.text.slice(1), x0: mid }];
};

/**
 * The words of letter-spaced letters: split where the gap is clearly wider than between letters, and
 * within a stretch with no such gap (`D A T EM E R C H A N T`) where the vocabulary says words end.
 */
const spacedWords = (run: readonly Word[]): HeaderWord[] => {
  const gaps = run.slice(1).map((w, k) => w.x0 - run[k]!.x1);
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0;
  const out: HeaderWord[] = [];
  let from = 0;
  const flush = (to: number): void => {
    const part = run.slice(from, to);
    const text = part.map((w) => w.text).join('');
    const lengths = wordKind(text) ? null : splitRun(text);
    let at = 0;
    for (const length of lengths ?? [part.length]) {
      const piece = part.slice(at, at + length);
      out.push({ ...piece[0]!, text: piece.map((w) => w.text).join(''), x1: piece[piece.length - 1]!.x1, letterSpaced: true });
      at += length;
    }
    from = to;
  };
  gaps.forEach((gap, k) => {
    if (gap > Math.max(usual * 1.8, usual + 2)) flush(k + 1);
  });
  flush(run.length);
  return out;
};

const splitLeaders = (w: Word): Word[] => {
  // `Description.........` with its leader dots running to the next column: the word ends where its
  // letters do, which leaves the gap the dots filled. A letter is taken as about six tenths of an em,
  // or as twice a dot's width, whichever is narrower (a condensed or serif face prints short words).
  // (`(EUR)........`: a bracket may end the word.)
  const trailing = /^([^._]*[\p{L})\]])([._]{3,})$/u.exec(w.text);
  if (trailing) {
    const text = trailing[1]!;
    const letter = Math.min(w.size * 0.6, (w.x1 - w.x0) / (text.length + trailing[2]!.length / 2));
    return [{ ...w, text, x1: Math.min(w.x1, w.x0 + text.length * letter) }];
  }
  if (!/\p{L}[._]{2,}\p{L}|\p{L}{3,}\.\p{L}{3,}/u.test(w.text)) return [w];
  const perChar = (w.x1 - w.x0) / w.text.length;
  const parts: Word[] = [];
  for (const m of w.text.matchAll(/[^._]+(?:\.(?=$|[._]))?/g)) {
    const text = m[0].replace(/\.$/, '');
    if (!text) continue;
    const x0 = w.x0 + m.index * perChar;
    parts.push({ ...w, text, x0, x1: x0 + text.length * perChar });
  }
  return parts.length > 1 ? parts : [w];
};

/**
 * A line's header cells: words close together form one cell (`Transaction Date`, `£ Paid out`);
 * a gap of more than about a word space and a half starts the next.
 */
const CELLS = new WeakMap<readonly Word[], HeaderCell[]>();
export const lineCells = (line: Line): HeaderCell[] => {
  const memo = CELLS.get(line.words);
  if (memo) return memo;
  const words = headerWords(line.words);
  const groups: HeaderWord[][] = [];
  for (const w of words) {
    const last = groups[groups.length - 1];
    const prev = last?.[last.length - 1];
    // A word space is a third of an em or so; columns stand further apart.
    if (prev && w.x0 - prev.x1 < phraseGap(w) && !w.ruleBefore) last.push(w);
    else groups.push([w]);
  }
  const cells = amountWithItsDirection(groups.flatMap(splitMoneyFromBalance)).map((g) => toCell(g.map((w) => w.text), g[0]!.x0, g[g.length - 1]!.x1));
  CELLS.set(line.words, cells);
  return cells;
};

/**
 * In a letter-spaced header each word stands about as far from the next as columns do, so each reads
 * as a cell of its own; a word for the amount right after a word for a direction (`D E P O S I T
 * A M T .`), or the word for a date after one saying which (`T X N  D A T E`), belongs to it where it
 * stands nearer to it than to the cell after it.
 */
const amountWithItsDirection = (groups: HeaderWord[][]): HeaderWord[][] => {
  const out: HeaderWord[][] = [];
  // (Marks such as the `.` of `AMT .` are no letters, spaced or not.)
  const spaced = (g: readonly HeaderWord[]): boolean => g.every((w) => w.letterSpaced || !/\p{L}/u.test(w.text));
  const amountWord = (w: HeaderWord): boolean => {
    const kind = wordKind(w.text);
    return kind === 'amount' || kind === 'filler' || (kind === null && !/\p{L}/u.test(w.text));
  };
  for (let k = 0; k < groups.length; k++) {
    const [g, next, after] = [groups[k]!, groups[k + 1], groups[k + 2]];
    const direction = g.some((w) => wordKind(w.text) === 'debit' || wordKind(w.text) === 'credit');
    const amountOnly = !!next && next.some((w) => wordKind(w.text) === 'amount') && next.every(amountWord);
    const gap = next ? next[0]!.x0 - g[g.length - 1]!.x1 : Infinity;
    const nearer = !after || gap < after[0]!.x0 - next![next!.length - 1]!.x1;
    // (So does `D A T E` after a word that says which date: `T X N  D A T E`, `P O S T  D A T E`.)
    const whichDate = g.length === 1 && (/^(txn|trx|trans|tran|transaction)$/i.test(g[0]!.text) || wordKind(g[0]!.text) === 'posted' || wordKind(g[0]!.text) === 'value');
    const dateOnly = !!next && next.length === 1 && wordKind(next[0]!.text) === 'date';
    if (((direction && amountOnly) || (whichDate && dateOnly)) && spaced(g) && spaced(next) && nearer) {
      out.push([...g, ...next]);
      k++;
    } else out.push(g);
  }
  return out;
};

/**
 * Two columns set too close for a gap to part them (`Importe Saldo contable`): an amount word and,
 * after it, a balance word start different cells. (`Credit balance` stays one cell: a kind of balance.)
 */
const splitMoneyFromBalance = (group: Word[]): Word[][] => {
  // A currency in brackets closes its cell (`Money out (€) Deposits (€) Running balance (€)` set close).
  const closed = group.findIndex((w, i) => i < group.length - 1 && BRACKETED_CURRENCY.test(w.text));
  if (closed >= 0) return [group.slice(0, closed + 1), ...splitMoneyFromBalance(group.slice(closed + 1))];
  const kinds = group.map((w) => wordKind(w.text));
  const at = kinds.findIndex((k, i) => k === 'balance' && kinds.slice(0, i).includes('amount'));
  return at > 0 ? [group.slice(0, at), group.slice(at)] : [group];
};

/** A currency mark or code in brackets, as a money column's heading ends (`(€)`, `(INR)`, `[USD]`). */
const BRACKETED_CURRENCY = /^[([](?:[$£€¥₹₩₦]|R\$|RM|Rs\.?|[A-Z]{3})[)\]]$/;

const toCell = (texts: string[], x0: number, x1: number): HeaderCell => {
  const read = proseRun(texts) ? null : cellRole(texts);
  const role = read?.role ?? 'other';
  // A heading that ends in a currency (`Movimento (R$)`, `Mouvement (€)`) heads money, whatever its
  // word reads as elsewhere (`movimento` heads descriptions too).
  if ((role === 'description' || role === 'other') && texts.length > 1 && BRACKETED_CURRENCY.test(texts[texts.length - 1]!)) return { role: 'amount', x0, x1, label: texts.join(' '), known: true };
  return { role, x0, x1, label: texts.join(' '), known: !!read && read.known > 0 };
};

/**
 * A run of five words or more, two in three of them not header vocabulary (`to your credit card during the`),
 * is a sentence of text printed beside the table, not a cell of its header.
 */
const proseRun = (texts: readonly string[]): boolean => {
  const words = texts.filter((t) => /\p{L}{2,}/u.test(t));
  if (words.length < 5) return false;
  const named = words.filter((t) => {
    const k = wordKind(t);
    return k !== null && k !== 'filler';
  });
  return named.length * 3 <= words.length;
};

const HAS_DIGIT = /\d/;

/** Whether a line could be part of a header: words only, no figures, not too long. */
const headerish = (line: Line): boolean =>
  line.words.length > 0 &&
  // A rule drawn in text (`------`, `======`) under a header is no part of it.
  !line.words.every((w) => /^[-=_~*+─━═]+$/.test(w.text)) &&
  !line.words.some((w) => HAS_DIGIT.test(w.text) && !/^(n[°º.o]|no\.?)$/i.test(w.text)) &&
  // Counted as read: a letter-spaced header prints every letter as a word.
  (line.words.length <= 40 || headerWords(line.words).length <= 40);

/**
 * Finds a table header starting at line `i`: one line, or up to three stacked lines (`Transaction` over
 * `Date`, `Withdrawal` over `Amt.`), whose cells name at least two columns, among them a money column
 * (or both a date and a description), set apart like columns. Prose that mentions "the date and amount"
 * is one run of words, so it names one cell, not two columns.
 */
export const findHeaderAt = (lines: readonly Line[], i: number): TableHeader | null => {
  const first = lines[i];
  if (!first || !headerish(first)) return null;
  const firstCells = lineCells(first);
  if (!firstCells.some((c) => c.known)) return null;
  const block: Line[] = [first];
  for (let k = i + 1; k < lines.length && block.length < 3; k++) {
    const next = lines[k]!;
    const prev = block[block.length - 1]!;
    const lineH = Math.max(3, Math.min(prev.y1 - prev.y0, next.y1 - next.y0));
    // A stacked line is vocabulary too (`Amt.` under `Withdrawal`, `contabile` under `Data`), not a
    // first row's description printed close under the header.
    if (!headerish(next)) break;
    // Further apart (loose line spacing, or OCR boxes that hug the glyphs) only a line that is header
    // vocabulary word for word, each cell under one above (`Transaction  Value Dt  Balance` under
    // `Description of  Data ksieg /  Saldo /`).
    const gap = next.y0 - prev.y1;
    if (gap > lineH * 0.9 && (gap > lineH * 1.6 || !allVocabulary(next) || !underCells(prev, next))) break;
    if (stackedVocabulary(prev, next) < headerWords(next.words).length * 0.6 && !secondLanguageLine(prev, next)) break;
    block.push(next);
  }
  // The tallest block that reads as a header wins: `Transaction` over `Date` is one header of two lines.
  for (let size = block.length; size >= 1; size--) {
    const cells = stack(block.slice(0, size));
    if (!cells) continue;
    // A top line over a header that reads without it is a title (`Account activity`, `Deposits`),
    // unless it is header vocabulary over several columns (`Transaction` over `Date`, `Posting` over `Date`).
    // A title is one run of words; a header's top line has a word over each of several columns.
    if (size > 1 && lineCells(first).length === 1 && (!allVocabulary(first) || completesNothing(first, block[1]!) || sectionOverNoMoney(first, block[1]!))) {
      const rest = stack(block.slice(1, size));
      if (rest && isHeader(rest)) return null;
    }
    if (isHeader(cells)) return { cells, y0: block[0]!.y0, y1: block[size - 1]!.y1, lastLine: i + size - 1 };
  }
  return null;
};

/**
 * The cells of stacked header lines, merged where they overlap (the top word of a cell over the next).
 * Null when a line's cell spans two cells of the line below: that line is a title over the header
 * (`Account activity` over `Date` and `Description`), not part of it.
 */
const stack = (block: readonly Line[]): HeaderCell[] | null => {
  let cells = lineCells(block[0]!).map((c) => ({ ...c, words: c.label.split(' ') }));
  for (let k = 1; k < block.length; k++) {
    const below = lineCells(block[k]!);
    // A line of a cell or two over several is a title over the header (`Account activity`,
    // `Your transactions`); in a header of three cells or more it is a cell printed over lines that
    // break differently (`Description` over `of Transaction`), and what lies under it is all its own.
    if (cells.length < 3 && cells.some((c) => below.filter((b) => overlap(b, c) > 0).length > 1)) return null;
    // A line under the header whose cell runs across two of its cells is a section's title under it
    // (`PAYMENTS AND OTHER CREDITS` under `Transaction Date` and `Date Posted`), not part of it.
    if (below.some((b) => cells.filter((c) => overlap(b, c) > 0).length > 1)) return null;
    for (const b of below) {
      const hit = cells.find((c) => overlap(b, c) > 0);
      if (hit) {
        hit.words.push(...b.label.split(' '));
        hit.x0 = Math.min(hit.x0, b.x0);
        hit.x1 = Math.max(hit.x1, b.x1);
      } else cells.push({ ...b, words: b.label.split(' ') });
    }
    cells.sort((a, b) => a.x0 - b.x0);
  }
  cells = cells.map((c) => ({ ...toCell(c.words, c.x0, c.x1), words: c.words }));
  return cells.map(({ words: _words, ...c }) => c);
};

/** Words of a stacked line that are vocabulary, alone or read with the word printed above them. */
const stackedVocabulary = (above: Line, line: Line): number => {
  const aboveWords = headerWords(above.words);
  return headerWords(line.words).filter((w) => {
    if (wordKind(w.text) !== null) return true;
    const over = aboveWords.find((a) => Math.min(a.x1, w.x1) - Math.max(a.x0, w.x0) > 0);
    return !!over && (cellRole([over.text, w.text])?.known ?? 0) > 0 && wordKind(over.text) !== null;
  }).length;
};

/** Each cell of a line stands under a cell of the line above. */
const underCells = (above: Line, line: Line): boolean => {
  const upper = lineCells(above);
  return lineCells(line).every((c) => upper.some((u) => overlap(u, c) > 0));
};

/**
 * A header line printed again under the first in a second language (`Szczegóły` over `Merchant Name or
 * Transaction Description`, `Saldo` over `Running Balance`): it reads as a header of its own, and each of
 * its cells stands under a cell of the line above.
 */
const secondLanguageLine = (above: Line, line: Line): boolean => {
  const upper = lineCells(above);
  const cells = lineCells(line);
  return cells.length >= 2 && isHeader(cells) && cells.every((c) => upper.some((u) => overlap(u, c) > 0));
};

/**
 * A one-cell line over a header line whose cell under it already names its column (`Deposits` over
 * `Date`) is a title; over a cell that names nothing yet (`DATE` over `PAID`) it completes the header.
 */
const completesNothing = (top: Line, below: Line): boolean => {
  const cells = lineCells(top);
  if (cells.length !== 1) return false;
  const under = lineCells(below).filter((b) => overlap(b, cells[0]!) > 0);
  return under.length > 0 && under.every((b) => b.known && b.role !== 'other');
};

/**
 * A section's name (`Abonos`, `Deposits`) over a cell that holds no money (`F. Oper.`) titles the
 * table; over a money cell (`Credits` over `Amount`) it may be the top of that cell.
 */
const sectionOverNoMoney = (top: Line, below: Line): boolean => {
  const cell = lineCells(top)[0]!;
  if (!sectionOf(cell.label)) return false;
  const under = lineCells(below).filter((b) => overlap(b, cell) > 0);
  return under.length > 0 && under.every((b) => !MONEY_ROLES.has(b.role));
};

const allVocabulary = (line: Line): boolean => headerWords(line.words).every((w) => wordKind(w.text) !== null || !/[\p{L}\d]{2,}/u.test(w.text));

const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }): number => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/** The least gap between a date or description cell and a money cell that makes them two columns. */
const MIN_COLUMN_GAP = 6;

const isHeader = (cells: readonly HeaderCell[]): boolean => {
  const named = cells.filter((c) => c.known && c.role !== 'other');
  if (named.length < 2) return false;
  const unknown = cells.filter((c) => !c.known).length;
  if (unknown > Math.max(1, cells.length * 0.4)) return false;
  // `Value` alone may head the amounts (as `Valor` does), beside a date column of its own.
  const money = named.filter((c) => MONEY_ROLES.has(c.role) || (c.role === 'valueDate' && !/dat|\bdt\b/i.test(c.label) && named.some((d) => d.role === 'date')));
  const anchors = named.filter((c) => DATE_ROLES.has(c.role) || c.role === 'description');
  if (anchors.length === 0) return false;
  if (money.length === 0) return named.some((c) => c.role === 'date') && named.some((c) => c.role === 'description') && cells.length >= 3;
  // Columns stand apart: "the date and amount of every payment" is prose, its words a space apart.
  return anchors.some((a) => money.some((m) => Math.max(m.x0 - a.x1, a.x0 - m.x1) >= MIN_COLUMN_GAP));
};

/** Whether a header names a column that moves money (not only balances). */
export const hasMovementCell = (h: TableHeader): boolean => h.cells.some((c) => c.role === 'debit' || c.role === 'credit' || c.role === 'amount');
