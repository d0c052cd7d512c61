/**
 * The usual misreadings of small or soft print by OCR, undone where the word around them proves what
 * was printed: a figure with a letter for a digit (`O1,` for `01,`, `2O2O`, `l2.50`), a minus read as a
 * tilde (`~973,11`), a day with a stray leading zero (`001 APR`) and a day of one
 * read as a bar after a month name (`March |, 2020`). Words without a digit are left as read, so text
 * (`IOU`, `No.`) never changes.
 */
import type { Line, Word } from '../layout/pageLayout.js';
import { detectDecimalMark } from '../parse/amounts.js';
import { monthOf } from '../parse/dates.js';

/** Letters OCR gives for a digit in a figure, and the digit they stand for. */
const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', '|': '1', '!': '1' };

/**
 * A word made of digits, figure punctuation and confusable letters, no more letters than digits: the
 * letters are digits misread. A currency mark or sign may stand before it.
 */
const FIGURE_WITH_LETTERS = /^([-+(]?[$£€¥₹]?)([\dOoIl|!.,/:'-]+)([),.;:]?)$/;

const repairFigure = (raw: string): string => {
  // A minus of small print read as a tilde or an equals sign (`~973,11`, `=-6,97`).
  const text = raw.replace(/^(?:[~=]+-?|[~=]*-[~=]+)(?=[$£€¥₹]?\d)/, '-');
  const m = FIGURE_WITH_LETTERS.exec(text);
  if (!m) return text;
  const body = m[2]!;
  const digits = body.replace(/\D/g, '').length;
  const letters = body.replace(/[^OoIl|!]/g, '').length;
  if (letters === 0 || digits === 0 || letters > digits) return text;
  const repaired = body.replace(/[OoIl|!]/g, (c) => DIGIT_FOR[c]!);
  return `${m[1]}${repaired}${m[3]}`;
};

/** A figure whose decimal mark OCR read as a semicolon (`-5;83`, `5.526;26`). */
const SEMICOLON_FIGURE = /^([-+(]?[$£€¥₹]?\d{1,3}(?:[.,' ]\d{3})*);(\d{2}[)-]?)$/;

/** Semicolons read for the decimal mark the page's other figures print (a comma or a point). */
const semicolonsAsDecimalMarks = (words: Word[]): Word[] => {
  if (!words.some((w) => SEMICOLON_FIGURE.test(w.text))) return words;
  const figures = words.filter((w) => /\d[.,]\d{2}[)-]?$/.test(w.text)).map((w) => w.text);
  if (figures.length === 0) return words;
  const mark = detectDecimalMark(figures);
  return words.map((w) => (SEMICOLON_FIGURE.test(w.text) ? { ...w, text: w.text.replace(SEMICOLON_FIGURE, `$1${mark}$2`) } : w));
};

/**
 * A figure OCR split at a separator (`2.` `689,18`, `(53,` `82)`, `(1.611,` `30)`) or at a lost
 * thousands mark (`19` `146,57`): the left part cannot stand alone, the right one completes it, and
 * they stand closer than a column gap.
 */
const OPEN_FIGURE = /^[-(]?[$£€¥₹]?\d{1,3}(?:[.,]\d{3})*[.,]$/;
const OPEN_WHOLE = /^[-(]?[$£€¥₹]?\d+(?:[.,']\d{3})*[.,]$/;
const SHORT_WHOLE = /^[-(]?[$£€¥₹]?\d{1,3}$/;
const GROUP_AND_CENTS = /^\d{3}[.,]\d{2}[).;-]?$/;
const CLOSING_PART = /^\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{2})?[).;-]?$/;

const splitFigure = (left: Word, right: Word): boolean => {
  const charWidth = (right.x1 - right.x0) / Math.max(1, right.text.length);
  const sameLine = Math.abs((left.y0 + left.y1) / 2 - (right.y0 + right.y1) / 2) < (right.y1 - right.y0) * 0.6;
  if (!sameLine || right.x0 - left.x1 > charWidth * 1.6 || right.x0 < left.x1 - charWidth) return false;
  if (OPEN_FIGURE.test(left.text)) return CLOSING_PART.test(right.text) && /[.,]\d{2}[).;-]?$|^\d{2}\)$/.test(right.text);
  // `1347.` `67`: the cents set a space after the decimal point.
  if (OPEN_WHOLE.test(left.text)) return /^\d{2}[)-]?$/.test(right.text);
  return SHORT_WHOLE.test(left.text) && GROUP_AND_CENTS.test(right.text);
};

/** Joins the parts of figures OCR split (see `splitFigure`). */
const joinSplitFigures = (words: readonly Word[]): Word[] => {
  const out: Word[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    if (last && splitFigure(last, w)) out[out.length - 1] = { ...last, text: last.text + w.text, x1: w.x1, y0: Math.min(last.y0, w.y0), y1: Math.max(last.y1, w.y1) };
    else out.push(w);
  }
  return out;
};

/**
 * Figures whose decimal point soft print lost (`16` `12` for `16.12`, `1,287` `40` for `1,287.40`): a
 * whole number and two digits a letter or two apart. Two digits alone could be anything, so only
 * pairs whose cents end down a column on three lines or more are joined; the point is the decimal
 * mark the page's intact figures use, a point unless they use commas.
 */
const WHOLE = /^[-(]?[$£€¥₹]?\d{1,3}(?:[.,']\d{3})*$/;
const CENTS = /^\d{2}[)-]?$/;
/** Pairs whose cents end within this many points of each other stand in one column. */
const COLUMN_SLACK = 3;
const MIN_COLUMN_PAIRS = 3;

const joinLostDecimalPoints = (words: readonly Word[]): Word[] => {
  const pairs: number[] = [];
  for (let k = 0; k + 1 < words.length; k++) {
    const [left, right, after] = [words[k]!, words[k + 1]!, words[k + 2]];
    if (!WHOLE.test(left.text) || !CENTS.test(right.text)) continue;
    const charWidth = (right.x1 - right.x0) / right.text.length;
    const gap = right.x0 - left.x1;
    const sameLine = Math.abs((left.y0 + left.y1) / 2 - (right.y0 + right.y1) / 2) < (right.y1 - right.y0) * 0.6;
    // `16 12 2026` is a date.
    const yearAfter = !!after && /^\d{4}$/.test(after.text) && after.x0 - right.x1 < charWidth * 3;
    if (sameLine && gap >= charWidth * 0.3 && gap <= charWidth * 2.4 && !yearAfter) pairs.push(k);
  }
  const column = (k: number): number[] => pairs.filter((j) => Math.abs(words[j + 1]!.x1 - words[k + 1]!.x1) <= COLUMN_SLACK);
  const joined = new Set(pairs.filter((k) => column(k).length >= MIN_COLUMN_PAIRS));
  if (joined.size === 0) return [...words];
  const commas = words.filter((w) => /\d,\d{2}[)-]?$/.test(w.text)).length;
  const points = words.filter((w) => /\d\.\d{2}[)-]?$/.test(w.text)).length;
  const out: Word[] = [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    if (!joined.has(k)) {
      out.push(w);
      continue;
    }
    const right = words[k + 1]!;
    const mark = /\.\d{3}/.test(w.text) || (commas > points && !/,\d{3}/.test(w.text)) ? ',' : '.';
    out.push({ ...w, text: `${w.text}${mark}${right.text}`, x1: right.x1, y0: Math.min(w.y0, right.y0), y1: Math.max(w.y1, right.y1) });
    k++;
  }
  return out;
};

/** A day, a month's name and perhaps a year in one word (`Ol-Jul-26`, `O8FEB`, `O1MAY23`), digits perhaps read as letters. */
const DAY_MONTH_YEAR = /^([0-3OoIl|][\dOoIl|]?)([-/. ]?)(\p{L}{3,9})([-/. ]?)([\dOoIl|]{2,4})?$/u;
/** A word of letters with a zero among them, two letters at least, a day perhaps before it (`0ct`, `090ct`, `N0v.`). */
const ZERO_IN_MONTH = /^([0-3]?\d(?=[A-Za-z]*0|0[A-Za-z]{2}))?((?=(?:[A-Za-z0]*[A-Za-z]){2})[A-Za-z]*0[A-Za-z0]*)([.,]?)$/;
/** A month's short name in capitals with its day run on, a digit perhaps read as a letter (`DECO1`, `NOVl5`). */
const MONTH_DAY = /^[A-Z]{3}(?=[\dOIl|]*\d)[\dOIl|]{1,2}$/;
const toDigits = (s: string): string => s.replace(/[OoIl|]/g, (c) => DIGIT_FOR[c]!);

/**
 * A figure run into the next cell over a table rule read as `|` or `/` (`552.39|/DEC01`,
 * `104.30/DEC01`): two words, each with its share of the box. Rules read as dashes around a header's
 * words (`—CHEQUE/DEBIT——`) are no part of them.
 */
const FIGURE_OVER_RULE = /^([-+(]?[$£€¥₹]?\d[\d,.]*[.,]\d{2}\)?)[/!]+(?=\p{L})/u;
const RULE = /[—–|]+\/?|-{2,}/g;
const partAtRules = (w: Word): Word[] => {
  const width = (w.x1 - w.x0) / Math.max(1, w.text.length);
  const parts: Word[] = [];
  const add = (text: string, from: number): void => {
    const glued = FIGURE_OVER_RULE.exec(text);
    if (glued) {
      add(glued[1]!, from);
      add(text.slice(glued[0].length), from + glued[0].length);
    } else if (text !== '') parts.push({ ...w, text, x0: w.x0 + width * from, x1: w.x0 + width * (from + text.length) });
  };
  // (A bar beside a mark alone, `|,` after a month, is a misread digit for `repairOcrWords`.)
  if ((w.text.match(/[\p{L}\d]/gu)?.length ?? 0) < 4) return [w];
  let at = 0;
  for (const rule of w.text.matchAll(RULE)) {
    add(w.text.slice(at, rule.index), at);
    at = rule.index + rule[0].length;
  }
  if (at === 0 && !FIGURE_OVER_RULE.test(w.text)) return [w];
  add(w.text.slice(at), at);
  return parts;
};

/** The words of an OCR'd page with misread digits put right and split figures joined. */
export const repairOcrWords = (words: readonly Word[]): Word[] =>
  joinLostDecimalPoints(joinSplitFigures(semicolonsAsDecimalMarks(words.flatMap(partAtRules)).map((w) => ({ ...w, text: repairFigure(w.text) })))).map((w, k, words) => {
    let text = w.text;
    // `March |, 2020`: a bar (or `I`, `l`) alone after a month name is the day 1.
    const before = words[k - 1];
    const after = words[k + 1];
    const dayOne = /^[|Il!],$/.test(w.text) || (/^[|Il!]$/.test(w.text) && !!after && /^\d{4}$/.test(after.text));
    if (text === w.text && dayOne && before && monthOf(before.text) !== undefined) text = `1${w.text.slice(1)}`;
    // `Ol-Jul-26`, `O8FEB`, `O1MAY23`: a day (and year) around a month name, letters read for digits.
    const named = DAY_MONTH_YEAR.exec(text);
    if (named && monthOf(named[3]!) !== undefined && /[OoIl|]/.test(named[1]! + (named[5] ?? ''))) text = `${toDigits(named[1]!)}${named[2]}${named[3]}${named[4]}${toDigits(named[5] ?? '')}`;
    // `DECO1`, `DECOl`, `DECO04`: a month's name with its day run on, letters read for digits.
    else if (MONTH_DAY.test(text) && monthOf(text.slice(0, 3)) !== undefined) text = `${text.slice(0, 3)}${toDigits(text.slice(3))}`;
    // `Ol Jul`: the day as a word of its own before the month.
    else if (/^[0-3OoIl|][\dOoIl|]$/.test(text) && /[OoIl|]/.test(text) && after && monthOf(after.text.replace(/[.,]$/, '')) !== undefined) text = toDigits(text);
    // `0ct`, `N0V`, `090ct`: a month's name with its O read as a zero, its day perhaps run on.
    const zeroed = ZERO_IN_MONTH.exec(text);
    if (zeroed) {
      const letters = zeroed[2]!;
      const upper = !/[a-z]/.test(letters);
      const month = letters.replace(/0/g, (_, at: number) => (upper || at === 0 ? 'O' : 'o'));
      if (monthOf(month) !== undefined) text = `${zeroed[1] ?? ''}${month}${zeroed[3]}`;
    }
    // `_01 Nov`, `'12 Oct`: a speck read as a mark before a day, before a month name.
    if (/^[_~'`‘’.,:;]+\d{1,2}$/.test(text) && after && monthOf(after.text.replace(/[.,]$/, '')) !== undefined) text = text.replace(/^\D+/, '');
    // `001 APR 26`: a day with a speck read as a leading zero, before a month name.
    if (/^0\d{2}$/.test(text) && after && monthOf(after.text) !== undefined && Number(text) >= 1 && Number(text) <= 31) text = text.slice(1);
    return text === w.text ? w : { ...w, text };
  });

/** A table's ruling read by OCR as a word of its own: `|`, `¦`, `│`. */
const BAR = /^[|¦│]$/;

/**
 * OCR reads a table's vertical rules as bars standing alone (`Value Date | Remarks  Debits |
 * Lodgements`): each is dropped and the word after it marked as starting a cell, as the text layer
 * marks a rule printed in text, so header cells and row cells part there.
 */
export const barsAsRules = (lines: readonly Line[]): Line[] =>
  lines.flatMap((line): Line[] => {
    if (!line.words.some((w) => BAR.test(w.text))) return [line];
    const words: Word[] = [];
    let bar = false;
    for (const w of line.words) {
      if (BAR.test(w.text)) bar = true;
      else {
        words.push(bar ? { ...w, ruleBefore: true } : w);
        bar = false;
      }
    }
    if (words.length === 0) return [];
    return [{ ...line, words, x0: words[0]!.x0, x1: Math.max(...words.map((w) => w.x1)) }];
  });
