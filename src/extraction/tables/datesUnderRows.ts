/**
 * Rows printed as blocks, as banking apps export them: a line of text and the amount, the date under
 * the text (`Debitkarte EDEKA Freiburg  –27,54 €` over `11.12.2022 · Restaurants`). Such a row's date
 * comes after its figure, where the rest reads a row's date before it. Found by evidence: at least
 * three lines with words and an amount and no leading date (two, where they are all the page's), each
 * straight over a line that starts with a date under its text and prints no amount. The date's words
 * move up to the start of the line above (set just left of its text); what is left of the line under
 * it stays there as the row's second line.
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';
import { isWeekday } from '../parse/dates.js';
import { findDates } from './lineCells.js';

const MIN_ROWS = 3;
/** An amount with cents, or grouped in thousands without them (`-107.000 Rp`), a sign or currency mark allowed (`–27,54`, `+130,75`, `-$122.67`). */
const MONEY = /^[-+–−(]?[^\d\s]{0,3}(?:\d[\d.,' ]*[.,]\d{2}|\d{1,3}(?:[.,' ]\d{3})+)\)?$/;

/** A figure of money, not a date that reads like one (`13.03.23`). */
const isMoney = (line: Line, k: number): boolean =>
  MONEY.test(line.words[k]!.text) && !findDates(line.words, false).some((d) => d.from <= k && k <= d.to);
const hasMoney = (line: Line): boolean => line.words.some((_, k) => isMoney(line, k));
/** Words: three letters, or two of a script that writes a word in two (`租金`, `월세`). */
const hasText = (line: Line): boolean => line.words.some((w) => /\p{L}{3,}|[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{2}/u.test(w.text) && !MONEY.test(w.text));

/**
 * A line whose only figures follow a balance's label (`13.03.23  1798721092  Залишок: 43 156,46 грн`):
 * an app's block prints the balance after the movement under the date, and the line is still the date's.
 */
const BALANCE_LABEL = /^(balance|bal\.?|saldo|solde|kontostand|stand|залишок|остаток|баланс|bakiye|z[ůu]statek|zostatok|egyenleg|sold|stan|saldas|atlikums|j[äa]{2}k|baki|stanje|stav|結餘|结余|餘額|余额|残高|잔액)[:：]?$/iu;
const balanceLabelled = (line: Line): boolean => {
  const label = line.words.findIndex((w) => BALANCE_LABEL.test(w.text));
  return label >= 0 && line.words.every((_, k) => k > label || !isMoney(line, k));
};

/** Where the date that starts `line` lies (word indexes), when it starts with one. */
const leadingDate = (line: Line): { from: number; to: number } | null => {
  const first = findDates(line.words, false)[0];
  return first && first.from === 0 ? first : null;
};

/** The date under a block's text: first on its line, or after an avatar's initial (`U  09.01.2023`). */
const dateUnderText = (line: Line): { from: number; to: number } | null => {
  const first = findDates(line.words, false)[0];
  if (!first || first.from > 1) return null;
  return first.from === 0 || /^\p{L}$/u.test(line.words[0]!.text) ? first : null;
};

/** The page with each block's date moved up to its row; the page itself when it prints no such blocks. */
export const readDatesUnderRows = (page: PageLayout): PageLayout => {
  const lines = page.lines;
  // (Side-by-side listings index their lines: they are read as they are.)
  if (page.listingStarts) return page;
  // A page whose rows start with their dates already is a table as the rest reads it.
  const dated = lines.filter((l) => leadingDate(l) !== null && hasMoney(l) && !balanceLabelled(l)).length;
  // Dates set over each day's rows (`23 грудня 2020` under the header, then the day's rows) head them:
  // the first stands over a row but under no row, and none follows the last row as a block's own date would.
  const isPriced = (l: Line | undefined): boolean => !!l && hasMoney(l) && hasText(l) && !balanceLabelled(l);
  const priced = lines.flatMap((l, i) => (isPriced(l) ? [i] : []));
  const dateOnly = (l: Line): boolean => dateUnderText(l) !== null && !hasMoney(l);
  const firstDate = lines.findIndex(dateOnly);
  if (firstDate >= 0 && !isPriced(lines[firstDate - 1]) && isPriced(lines[firstDate + 1]) && !lines.slice(priced[priced.length - 1]! + 1).some(dateOnly)) return page;
  const pairs: { upper: number; date: { from: number; to: number } }[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const [upper, lower] = [lines[i]!, lines[i + 1]!];
    // (A date inside the text, `GA Freiburg 24/12`, is the text's.)
    if (!hasMoney(upper) || !hasText(upper) || leadingDate(upper) !== null || (hasMoney(lower) && !balanceLabelled(lower))) continue;
    const date = dateUnderText(lower);
    if (!date) continue;
    // A date and its weekday alone head the next day's rows (`2 Ekim 2024 Çarşamba` under the day's balance).
    const rest = lower.words.slice(date.to + 1);
    if (rest.length > 0 && rest.every((w) => isWeekday(w.text))) continue;
    // Straight under the text (not in a date column left of it), and close under the line.
    // (An avatar's initial may stand before the text: `D  Debitkarte EDEKA`.)
    const text = upper.words.find((w) => /\p{L}{2}/u.test(w.text));
    const height = upper.y1 - upper.y0;
    if (!text || Math.abs(lower.words[date.from]!.x0 - text.x0) > height || lower.y0 - upper.y1 > height * 1.5) continue;
    pairs.push({ upper: i, date });
  }
  // (A page that ends the listing may hold fewer: two, where every line with text and an amount is one.)
  if ((pairs.length < MIN_ROWS && !(pairs.length >= 2 && pairs.length === priced.length)) || pairs.length <= dated) return page;
  const moved = new Map(pairs.map((p) => [p.upper, p.date]));
  const widthOf = (i: number, date: { from: number; to: number }): number => lines[i + 1]!.words[date.to]!.x1 - lines[i + 1]!.words[date.from]!.x0;
  // The dates moved up make a column of their own, flush left as printed dates are: each starts where
  // the widest one does (`1 Apr 2020` and `11 Apr 2020` alike), so they read as one date column.
  const widest = Math.max(...pairs.map((p) => widthOf(p.upper, p.date)));
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const below = moved.get(i - 1);
    if (below !== undefined) {
      // The lower line keeps what is not its date, if anything.
      const rest = lines[i]!.words.filter((_, k) => k < below.from || k > below.to);
      if (rest.length > 0) out.push({ ...lines[i]!, words: rest, x0: rest[0]!.x0 });
      continue;
    }
    const date = moved.get(i);
    if (date === undefined) {
      out.push(lines[i]!);
      continue;
    }
    const upper = lines[i]!;
    const dateWords = lines[i + 1]!.words.slice(date.from, date.to + 1);
    // Set left of the line's first word, in its order, so the row reads date, text, amount.
    const shift = upper.x0 - 6 - widest - dateWords[0]!.x0;
    const placed: Word[] = dateWords.map((w) => ({ ...w, x0: w.x0 + shift, x1: w.x1 + shift, y0: upper.y0, y1: upper.y1 }));
    out.push({ ...upper, words: [...placed, ...upper.words], x0: placed[0]!.x0 });
  }
  return { ...page, lines: out };
};
