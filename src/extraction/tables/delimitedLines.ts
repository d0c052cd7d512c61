/**
 * A data export printed as text (`2024-07-31|GREGGS BIRMINGHAM|-68.03|GBP|2832.45` under
 * `Date|Description|Amount|Currency|Balance`; or `;` or `,` between the fields): its fields are parted
 * by a delimiter, not by where they stand, so no column aligns down the page. Such lines are set out again as a table: each field in
 * its own column, text flush left and figures flush right, so the rest of the analysis reads them as
 * any printed table. Lines whose delimiters already align (a table drawn with `|` rules) are left
 * as they are.
 */
import type { Line, PageLayout, Word } from '../layout/pageLayout.js';

const DELIMITERS = ['|', ';', ','] as const;
/** Fewer delimited lines than this are a stray `|` or `;` in text, not an export. */
const MIN_LINES = 4;
const FIGURE = /^[-+(]?[-+]?[$€£]?\d[\d.,' ]*\)?$/;
/** The widths of the columns set out, in characters: a short field's and a text's (longer ones run on). */
const SHORT_FIELD = 14;
const TEXT_FIELD = 60;
const DATE_FIELD = /^\d{1,4}[-./]\d{1,2}[-./]\d{1,4}$/;

/** A line's fields, parted at the delimiter outside double quotes, quotes dropped. */
const fieldsOf = (text: string, delimiter: string): string[] => {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) {
      fields.push(current.trim());
      current = '';
    } else current += ch;
  }
  fields.push(current.trim());
  return fields;
};

/**
 * A line's text with its delimiters: reading the text layer takes a `|` for a rule drawn in text and
 * marks the word after it (`ruleBefore`) instead, so the mark is put back where `rules` says those
 * marks are delimiters. (On a page read by OCR the mark stands for a drawn rule read as a bar, an
 * export's delimiters being read inside its words, and bars read on some lines only never align like
 * the rules they are: it is no delimiter there.)
 */
const textOf = (line: Line, delimiter: string, rules: boolean): string => line.words.map((w) => (w.ruleBefore && rules ? `${delimiter}${w.text}` : w.text)).join(' ');

/** Where each delimiter of a line stands across the page, from its place among the characters of its word. */
const delimiterXs = (line: Line, delimiter: string, rules: boolean): number[] =>
  line.words.flatMap((w) => [
    ...(w.ruleBefore && rules ? [w.x0] : []),
    ...[...w.text].flatMap((ch, k) => (ch === delimiter ? [w.x0 + ((w.x1 - w.x0) * (k + 0.5)) / w.text.length] : [])),
  ]);

/** The page with a delimited export set out as columns; the page itself when it prints none. */
export const readDelimitedLines = (page: PageLayout): PageLayout => {
  for (const delimiter of DELIMITERS) {
    const rules = delimiter === '|' && !page.ocr;
    const texts = page.lines.map((l) => textOf(l, delimiter, rules));
    const fields = texts.map((t) => (t.includes(delimiter) ? fieldsOf(t, delimiter) : []));
    const count = (i: number): number => fields[i]!.length;
    // (With the export's lines, its fields of one label and one value each, `Neuer Kontostand;6.973,08`;
    // after a comma only a value in quotes, `Beginsaldo,"908,99"`: a comma groups thousands too.)
    const setOutAt = (members: number[]): PageLayout => {
      const pair = (i: number): boolean => fields[i]!.length === 2 && fields[i]!.every((f) => f !== '') && (delimiter !== ',' || /,"[^"]*"$/.test(texts[i]!));
      const pairs = fields.flatMap((_, i) => (pair(i) && !members.includes(i) ? [i] : []));
      return setOut(page, members, count(members[0]!), (i) => fields[i]!, pairs);
    };
    if (delimiter === ',') {
      // Commas part an export's fields where a line of names heads them, set tight (`Datum,Naam /
      // Omschrijving,Bedrag`: prose and merchants' addresses set a space after a comma): the lines
      // under it with as many fields are its rows (a comma grouping thousands makes one more).
      const head = texts.findIndex((t, i) => count(i) >= 3 && !/\d/.test(t) && !/, /.test(t));
      if (head >= 0) {
        const rows = texts.flatMap((_, i) => (i >= head && count(i) === count(head) ? [i] : []));
        if (rows.length < MIN_LINES + 1) continue;
        return setOutAt(rows);
      }
      // A page the export runs on to, its header left behind: rows set tight, each a date first and a figure.
      const rows = mostCommonCount(texts.map((t, i) => (count(i) >= 3 && !/, /.test(t) && DATE_FIELD.test(fields[i]![0]!) && fields[i]!.some((f) => FIGURE.test(f)) ? count(i) : 0)));
      if (rows.length < MIN_LINES) continue;
      return setOutAt(rows);
    }
    // The lines with the most common count of three fields or more are the export's.
    const members = mostCommonCount(texts.map((_, i) => (count(i) >= 3 ? count(i) : 0)));
    if (members.length < MIN_LINES) continue;
    // (Lines set out in cells by where they stand, wide gaps between them, are a printed table whose
    // descriptions hold the delimiter: `(magti);595026048;თანხა: 32.00` beside its amount and balance.)
    if (members.filter((i) => setInCells(page.lines[i]!)).length * 2 > members.length) continue;
    if (aligned(members.map((i) => delimiterXs(page.lines[i]!, delimiter, rules)), page.lines[members[0]!]!.words[0]!.size)) continue;
    return setOutAt(members);
  }
  return page;
};

/** A line whose words stand apart in cells, a gap of several characters between some of them. */
const setInCells = (line: Line): boolean => line.words.some((w, k) => k > 0 && w.x0 - line.words[k - 1]!.x1 > 3 * w.size);

/** The indexes whose count (zero for none) is the most common one. */
const mostCommonCount = (counts: readonly number[]): number[] => {
  const tally = new Map<number, number>();
  for (const n of counts) if (n > 0) tally.set(n, (tally.get(n) ?? 0) + 1);
  const [common] = [...tally.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0];
  return common === 0 ? [] : counts.flatMap((n, i) => (n === common ? [i] : []));
};

/** The delimiters stand one under another on every line (within a character): a table drawn with rules. */
const aligned = (xs: number[][], size: number): boolean => {
  const columns = Math.min(...xs.map((x) => x.length));
  for (let k = 0; k < columns; k++) {
    const at = xs.map((x) => x[k]!);
    if (Math.max(...at) - Math.min(...at) > size) return false;
  }
  return true;
};

const setOut = (page: PageLayout, members: number[], fieldCount: number, fieldsAt: (i: number) => string[], pairs: readonly number[] = []): PageLayout => {
  const rows = new Map(members.map((i) => [i, fieldsAt(i)]));
  const labelled = new Map(pairs.map((i) => [i, fieldsAt(i)]));
  const first = page.lines[members[0]!]!;
  const size = first.words[0]!.size;
  // A character's width in the rebuilt columns, and the gap that parts them.
  const char = size * 0.5;
  const gap = size * 1.5;
  // Columns of fixed widths, short fields (dates, figures, codes) narrow and text wide, so a page the
  // export runs on to sets its columns where the first page did.
  // (Measured on the rows, not on the header's names: `Saldo na mutatie` heads a column of short figures.)
  const withFigures = [...rows.values()].filter((f) => f.some((x) => /\d/.test(x)));
  const measured = withFigures.length > 0 ? withFigures : [...rows.values()];
  const widths = Array.from({ length: fieldCount }, (_, k) => (Math.max(...measured.map((f) => f[k]!.length)) <= SHORT_FIELD ? SHORT_FIELD : TEXT_FIELD) * char);
  const starts = widths.map((_, k) => first.x0 + widths.slice(0, k).reduce((a, w) => a + w + gap, 0));
  const lines = page.lines.map((line, i): Line => {
    const pair = labelled.get(i);
    if (pair) return labelAndValue(line, pair as [string, string]);
    const fields = rows.get(i);
    if (!fields) return line;
    const template = line.words[0]!;
    const words = fields.flatMap((field, k): Word[] => {
      if (field === '') return [];
      // Figures flush right in their column, as printed tables set them; text flush left, set closer
      // where it is longer than its column, so it never runs into the next one.
      const step = Math.min(char, widths[k]! / field.length);
      return placeWords(template, field, FIGURE.test(field) ? starts[k]! + widths[k]! - field.length * step : starts[k]!, step);
    });
    return words.length === 0 ? line : { ...line, words, x0: words[0]!.x0, x1: Math.max(...words.map((w) => w.x1)) };
  });
  return { ...page, lines };
};

/** A field of a label and one of its value, set out as a label with its value a few letters after it. */
const labelAndValue = (line: Line, [label, value]: [string, string]): Line => {
  const template = line.words[0]!;
  const char = template.size * 0.5;
  const labelWords = placeWords(template, label, line.x0, char);
  const words = [...labelWords, ...placeWords(template, value, labelWords[labelWords.length - 1]!.x1 + char + template.size * 3, char)];
  return { ...line, words, x1: words[words.length - 1]!.x1 };
};

/** A field's words set from `at`, `step` wide a character and a character apart, in `template`'s type. */
const placeWords = (template: Word, field: string, at: number, step: number): Word[] =>
  field.split(/\s+/).map((text) => {
    const word: Word = { ...template, text, x0: at, x1: at + text.length * step, ruleBefore: false };
    at = word.x1 + step;
    return word;
  });
