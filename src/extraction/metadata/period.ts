import type { IsoDate } from '../../domain/statement.js';
import { wordRuns, type Line, type PageLayout, type Word } from '../layout/pageLayout.js';
import { iso, monthOf, resolveDate, type DateOrder, type RawDate } from '../parse/dates.js';
import { findDates } from '../tables/lineCells.js';
import { wordsText } from '../tables/lineTokens.js';
import { findLabels } from './labelledValues.js';

/** Words that join the two dates of a period, in the main languages. */
// (Russian and Ukrainian years carry their abbreviation: `с 1 апреля 2025 г. по 30 апреля 2025 г.`;
// Vietnamese names the day: `Từ ngày 01/08/2025 đến ngày 31/10/2025`; Indonesian `01/08/2025 s/d 31/08/2025`.)
const JOINS = /^(to|through|thru|until|till|til|bis|au|al|a|à|-|–|—|~|～|〜|至|t\/m|tot|hasta|fino|al|jusqu'au|jusqu’au|até|ate|do|and|und|et|e|y|en|met|og|och|zum|ao|aż|по|до|г\.?|года|р\.?|року|đến|ngày|s\/d|sampai|hingga|sehingga|sd|έως|εως|μέχρι|עד|ועד|إلى|الى|حتى)$/;
/** A word that joins two dates, or one in two languages (`SEHINGGA/UNTIL`). */
const joinsDates = (word: string): boolean => JOINS.test(word) || (word.includes('/') && word.split('/').every((part) => JOINS.test(part)));
/** What a statement calls itself, in the main languages (a regular expression's alternatives). */
const STATEMENT_NAMES = 'statement|extrato|extracto|estratto|relev[ée]|kontoauszug|auszug|afschrift|wyci[ąa]g|kontoudtog|kontoudskrift|kontoutdrag|kontoutskrift';
/** Words that say a line states the statement's period. */
const PERIOD_WORDS = new RegExp(`\\b(opening\\/closing|(opening|closing|statement) dates?|period|periode|période|periodo|período|okres|\\p{L}*zeitraum|${STATEMENT_NAMES}|extrait|from|du|vom|van|del|dal|od|for|fra|från|fram)\\b|(?<!\\p{L})(период|період|за|с|з|από|απο)(?!\\p{L})|期間|期间|기간`, 'iu');
/** A line naming the statement (`Extrato 10.2016`, `Statement for October 2016`, `Monthly statement`). */
const NAMES_THE_STATEMENT = new RegExp(`\\b(${STATEMENT_NAMES}|statements|estado de cuenta|overzicht|[üu]bersicht|monthly|mensuel|mensal|mensile|monatlich)(?!\\p{L})`, 'iu');
/** A label of the period alone, which a month and year may follow (`PERIODE OKTOBER 2025`, `Period: March 2024`). */
const NAMES_THE_PERIOD = /(?<!\p{L})(statement period|period|periode|période|periodo|período|okres|\p{L}*zeitraum|\p{L}*időszak|razdoblje|obdobje|období|dönem|bulan|период|період|mes de|month of|mois de|mese di)(?!\p{L})/iu;

/**
 * The statement period: two dates joined by `to`, `through`, `bis`, `au`, `até`, `-` (`July 20, 2026
 * through August 18, 2026`, `9 July to 8 August 2025`, `Du 01/03/2022 Au 31/05/2022`). Periods on
 * several pages that say so (a PDF holding two monthly statements) give their union. Without one, a
 * month named as the statement's (`Extrato 10.2016`) is the whole month; else a statement date
 * (`Statement date 01/09/14`) is its end.
 */
export const readPeriod = (
  pages: readonly PageLayout[],
  order: DateOrder,
  rowLines: ReadonlySet<string> = new Set(),
): { start: IsoDate | null; end: IsoDate | null; unresolved?: { a: RawDate; b: RawDate }; unresolvedEnd?: RawDate } => {
  const found: { start: IsoDate; end: IsoDate; labelled: boolean; words: string }[] = [];
  /** A period printed without years (`Del 01/12 al 28/02`): the document's year evidence completes it. */
  let unresolved: { a: RawDate; b: RawDate } | undefined;
  for (const page of pages) {
    for (const [li, line] of page.lines.entries()) {
      // A transaction row's two dates (posting and value) are not a period.
      if (rowLines.has(`${page.page}:${li}`)) continue;
      const dates = findDates(line.words, page.ocr);
      for (let k = 0; k + 1 < dates.length; k++) {
        const a = dates[k]!;
        const b = dates[k + 1]!;
        // (A label's colon before the second date, `From : 01/03/2026 To : 31/03/2026`, is no word.)
        // (Nor the slash of a second language's word: `SEHINGGA /UNTIL`.)
        const between = line.words.slice(a.to + 1, b.from).map((w) => w.text.toLowerCase().replace(/[,:]$/, '').replace(/^\//, '')).filter((w) => w !== '');
        if (between.length > 3 || !between.every(joinsDates)) continue;
        if (between.length === 0 && b.x0 - line.words[a.to]!.x1 > 40) continue;
        // (The end without its year, the start with it — `1 November 2021 to 31 January`, a line cut
        // short — ends on the first such day after the start.)
        const endAfterStart = b.raw.year === null && a.raw.year !== null;
        if (b.raw.year === null && !endAfterStart) {
          // Without years: a period where the line says so, or the dates are joined by a word (`1 February
          // to 28 February`, `1. April bis 30. Juni`), not merely a dash.
          const joinedByWord = between.length > 0 && between.every((w) => /\p{L}/u.test(w));
          if (a.raw.year === null && (joinedByWord || PERIOD_WORDS.test(line.words.map((w) => w.text).join(' ')))) unresolved ??= { a: a.raw, b: b.raw };
          continue;
        }
        // Read in the document's order of day and month, else in the other where only that makes a
        // period (`09/04/2025 - 12/01/2025` on a statement whose rows print month names).
        // A statement runs a year at most; a report of an account's whole history says it is a period
        // with a word joining its two dates (`Report for the Period :01-04-2019 TO 31-03-2025`).
        const text = line.words.map((w) => w.text).join(' ');
        const longest = PERIOD_WORDS.test(text) && between.length > 0 && between.every((w) => /\p{L}/u.test(w)) ? 3660 : 400;
        const read = (o: DateOrder): { start: IsoDate; end: IsoDate } | null => {
          let start: IsoDate | null;
          let end: IsoDate | null;
          if (endAfterStart) {
            start = resolveDate(a.raw, o, { start: null, end: null, fallbackYear: a.raw.year });
            end = start ? resolveDate(b.raw, o, { start, end: null, fallbackYear: null }) : null;
          } else {
            end = resolveDate(b.raw, o, { start: null, end: null, fallbackYear: b.raw.year });
            start = end ? resolveDate(a.raw, o, { start: null, end, fallbackYear: null }) : null;
          }
          return start && end && start <= end && daysBetween(start, end) <= longest ? { start, end } : null;
        };
        const range = read(order) ?? (order === 'ymd' ? null : read(order === 'dmy' ? 'mdy' : 'dmy'));
        if (!range) continue;
        const { start, end } = range;
        // What the line says besides its dates: a period repeated or a bundle's next one says the same.
        const words = line.words.filter((_, i) => !dates.some((d) => i >= d.from && i <= d.to)).map((w) => w.text.toLowerCase()).join(' ');
        found.push({ start, end, labelled: PERIOD_WORDS.test(text), words });
      }
    }
    if (found.length > 0 && page.page >= 2 && !found.some((f) => f.labelled)) break;
  }
  const labelled = found.filter((f) => f.labelled);
  if (labelled.length > 0) {
    // Repeated on every page, or one per statement of a bundle: the union of those that run on from
    // the first (a note about another period, a year away, is not part of it).
    const first = labelled[0]!;
    // (The first always counts: a yearly statement's own period spans more than the window.)
    const near = labelled.filter((f) => f === first || (f.words === first.words && daysBetween(f.start, first.end) <= 100 && daysBetween(first.start, f.end) <= 100));
    return { start: near.map((f) => f.start).sort()[0]!, end: near.map((f) => f.end).sort().reverse()[0]! };
  }
  // A month the statement names as its own (`Kontoauszug Dezember 2021`) outranks a range printed
  // without a word for a period (`Abschluss … 01.10.2021 bis 31.12.2021`, a quarter's interest).
  const month = statementMonth(pages, order);
  if (month && 'start' in month) return month;
  // Two dates labelled as the first and last day (`Datum vanaf`, `Datum tot en met`) outrank a range
  // printed with no word for a period (a premium's `9.06.2025 - 09.07.2025` in a row's text).
  const range = labelledRange(pages, order);
  if (range) return range;
  if (found.length > 0) return { start: found[0]!.start, end: found[0]!.end };
  const stacked = stackedRange(pages[0], order, rowLines);
  if (stacked) return stacked;
  if (month) unresolved ??= month.unresolved;
  const dated = statementDate(pages, order);
  if (dated !== null && typeof dated === 'object') return { start: null, end: null, unresolved, unresolvedEnd: dated.raw };
  return { start: null, end: dated, unresolved };
};



/** Two numeric months joined as a range (`07.2022 - 08.2022`, `07/2022 a 08/2022`). */
const MONTH_RANGE = /(?<![\d./])(\d{1,2})[./](\d{4}) ?(?:-|–|—|to|a|al|bis|au|até|ate|do) ?(\d{1,2})[./](\d{4})(?![\d./])/;

/** `Extrato 10.2016`, `Statement for October 2016`, `Kontoauszug 10/2016`, `Monthly statement: August`: a statement of one month. */
const statementMonth = (pages: readonly PageLayout[], order: DateOrder): { start: IsoDate; end: IsoDate } | { unresolved: { a: RawDate; b: RawDate } } | null => {
  let yearless: { a: RawDate; b: RawDate } | undefined;
  for (const page of pages.slice(0, 1)) {
    const lines = page.lines.slice(0, 15);
    for (let i = 0; i < lines.length; i++) {
      // The title's own block of words and the block beside it (a label's value: `PERIODE    OKTOBER
      // 2025`), not the rest of the line (`Statements of Accounts    Protected by PIDM up to RM250,000`).
      const { block, beside } = titleBlock(lines[i]!);
      if (block.length === 0) continue;
      const title = block.map((w) => w.text).join(' ');
      if (!NAMES_THE_STATEMENT.test(title) && !NAMES_THE_PERIOD.test(title)) continue;
      // (Or the month set on the line under the title: `EXTRATO CONSOLIDADO` over `maio/2025`; the first
      // line close below with words under the title's.)
      const x0 = block[0]!.x0 - block[0]!.size;
      const x1 = block[block.length - 1]!.x1 + block[0]!.size;
      const close = lines.slice(i + 1, i + 4).filter((l) => l.y0 - lines[i]!.y1 < block[0]!.size * 3);
      const under = (close.map((l) => l.words.filter((w) => w.x1 > x0 && w.x0 < x1)).find((ws) => ws.length > 0) ?? []).map((w) => w.text).join(' ');
      const texts = [`${title} ${beside.map((w) => w.text).join(' ')}`, ...(/\d/.test(title) || under.length > 20 ? [] : [`${title} ${under}`])];
      const { month, year, numeric, named } = texts.map(monthNamed).find((m) => m.month !== undefined) ?? {};
      if (!month) continue;
      if (!year) {
        // `Wyciąg za lipca`: the month alone; the document's years complete it.
        yearless ??= { a: { kind: 'fixed', a: 1, b: month, year: null, words: 1 }, b: { kind: 'fixed', a: DAYS_IN_MONTH[month - 1]!, b: month, year: null, words: 1 } };
        continue;
      }
      // A number and a year are also how a statement is numbered (`Kontoauszug 9/2024`, the ninth of
      // the year): read as a month only where the dates printed with years do not all lie elsewhere.
      if (numeric && !named && datedElsewhere(pages, order, year, month, lines[i]!)) continue;
      // (Or months joined as a range: `Período: 07.2022 - 08.2022`, to the last month's end.)
      const last = texts.map((t) => MONTH_RANGE.exec(t)).find((m) => m && Number(m[1]) === month && Number(m[2]) === year);
      const [endYear, endMonth] = last && Number(last[3]) >= 1 && Number(last[3]) <= 12 ? [Number(last[4]), Number(last[3])] : [year, month];
      const start = iso(year, month, 1)!;
      const end = iso(endYear, endMonth, new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate())!;
      if (end > start && daysBetween(start, end) <= 366) return { start, end };
      return { start, end: iso(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate())! };
    }
  }
  return yearless ? { unresolved: yearless } : null;
};

/**
 * Whether the statement's other dates (two at least) lie outside the month and the month after (a
 * closing balance dated the first of the next), all but a few: rows of `02.01.` and `Kontostand am 31.01.2024` under
 * `Kontoauszug 9/2024`. A date without a year counts by its month.
 */
const datedElsewhere = (pages: readonly PageLayout[], order: DateOrder, year: number, month: number, title: Line): boolean => {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const inMonth = (y: number | null, m: number): boolean => (m === month && (y === null || y === year)) || (m === next.month && (y === null || y === next.year));
  let dated = 0;
  let inside = 0;
  for (const page of pages)
    for (const line of page.lines) {
      // (The title's own `9/2024` is no evidence of itself.)
      if (line === title) continue;
      for (const { raw } of findDates(line.words, page.ocr)) {
        dated++;
        // (A day and month in the document's order: `09.01.` is 9 January, not 1 September.)
        if (inMonth(raw.year, raw.kind === 'pair' && order === 'mdy' ? raw.a : raw.b)) inside++;
      }
    }
  return dated >= 2 && inside * 5 < dated;
};

/** The month (and year) a title names: `09.2025`, `10/2016`, `Dezember 2021`, `za lipca`. */
const monthNamed = (text: string): { month?: number; year?: number; numeric: boolean; named: boolean } => {
  // `09.2025`, `10/2016`, not the month and year of a whole date (`02/04/2019`).
  // (And year first, `2022-02`, not a whole date's `2022-02-14`.)
  const isoMonth = /(?<![\d-])(20\d{2})-(0[1-9]|1[0-2])(?![\d-])/.exec(text);
  const numeric = /(?<!\d[./])\b(0?[1-9]|1[0-2])[./](20\d{2})\b/.exec(text) ?? (isoMonth ? [isoMonth[0], isoMonth[2], isoMonth[1]] : null);
  const named = /(?<!\d(?:\.? |[-/.]))([\p{L}]{3,12})\.?(?:,? |\/|-)(20\d{2})\b/u.exec(text) ?? /(?:(?<!\p{L})(?:for|za|de|del|du|für|fur|van|för)|:) (\p{L}{3,12})(?!\p{L}|\.? ?\d)/iu.exec(text);
  const month = numeric ? Number(numeric[1]) : named ? monthOf(named[1]!) : undefined;
  const year = numeric ? Number(numeric[2]) : named?.[2] ? Number(named[2]) : undefined;
  return { month, year, numeric: !!numeric, named: !!named };
};

/**
 * The line's block of words that names the statement or its period (the line cut at gaps wider than a
 * few letters) and the block after it; the whole line where no block names it.
 */
const titleBlock = (line: Line): { block: Word[]; beside: Word[] } => {
  const blocks = wordRuns(line, 2.5);
  const k = blocks.findIndex((b) => NAMES_THE_STATEMENT.test(wordsText(b)) || NAMES_THE_PERIOD.test(wordsText(b)));
  return k < 0 ? { block: [...line.words], beside: [] } : { block: blocks[k]!, beside: blocks[k + 1] ?? [] };
};

/** Days of each month in a common year (a yearless February ends on the 28th). */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const STATEMENT_DATE = /^(statement (date|ending|closing date)|date of (this )?statement|closing date|as of|as at|auszugsdatum|date d'arr[êe]t[ée]|data (do )?extrato|fecha (de )?corte|fecha del extracto|fecha de emisi[óo]n|erstellt am|date d[’']?[ée]dition|[ée]dit[ée] le|data (dell[’'])?estratto|data de emiss[ãa]o|emiss[ãa]o|datum (afschrift|uittreksel)|data wyci[ąa]gu|utskriftsdat(um|o)|udskrevet|printed on|issue date|date of issue|issued( on)?|date issued|tarikh penyata|結單日期|结单日期|對帳單日期|对账单日期|明細日期)(?:\b|(?<=\P{ASCII})):?/iu;

/**
 * The date a statement is made up to (`STATEMENT DATE 01/09/14`, printed beside or under its label);
 * printed without a year (`Utskriftsdato: 31.08.`), the raw date, for the document's years to complete.
 */
const statementDate = (pages: readonly PageLayout[], order: DateOrder): IsoDate | { raw: RawDate } | null => {
  let yearless: RawDate | null = null;
  // Printed more than once (the head, a payment slip) the latest is kept: a date that differs was
  // misread (an OCR'd `01-07` for `01-08`) or is the previous statement's, and a statement is never
  // made up to a day before its own last rows.
  let latest: IsoDate | null = null;
  for (const hit of findLabels(pages, STATEMENT_DATE, 3)) {
    // (A colon set apart after the label is no part of the value: `Date d’édition : 30/09`.)
    const right = hit.right[0]?.text === ':' ? hit.right.slice(1) : hit.right;
    for (const words of [right, ...hit.below.slice(0, 2)]) {
      const found = findDates(words, false);
      // (Under the label, only a date standing first is its value: `Payment Due Date 02 Jun 2025` under
      // `Tarikh Penyata`, the label's own translation, is the next label's.)
      const d = found.find((x) => x.raw.year !== null && (words === right || x.from === 0));
      const date = d ? resolveDate(d.raw, order, { start: null, end: null, fallbackYear: d.raw.year }) : null;
      if (date) {
        if (latest === null || date > latest) latest = date;
        break;
      }
      // Only the first date beside the label: one further off is another label's.
      if (words === right && found[0]?.from === 0) yearless ??= found[0].raw;
    }
  }
  return latest ?? (yearless ? { raw: yearless } : null);
};

/** Labels of a period's first and last day printed apart (`From Date: 03/06/2023` over `To Date: 01/09/2023`). */
const START_LABEL = /^(from( date)?|(datum )?vanaf|start(ing)? date|period start|statement (start|from)|date from|opening date|von|vom|du|desde|de|dal|van|od|fra|fr[åa]n|data (inicial|de in[íi]cio|inizio)|fecha (inicial|desde|de inicio)|date de d[ée]but|date d[ée]but|beginn)\b:?$/i;
const END_LABEL = /^(to( date)?|(datum )?tot en met|pana la data de|end(ing)? date|period end|statement (end|to)|date to|closing date|bis|au|hasta|a|al|tot|do|til|till|data (final|fim|fine|de fim|de t[ée]rmino)|fecha (final|hasta|de fin)|date de fin|date fin|ende)\b:?$/i;

/**
 * A period printed as two labelled dates, the first day's label over the last day's or before it on its
 * line: the nearest pair, at most three lines apart, the first not after the last.
 */
const labelledRange = (pages: readonly PageLayout[], order: DateOrder): { start: IsoDate; end: IsoDate } | null => {
  const dated = (re: RegExp): { page: number; y: number; date: IsoDate }[] =>
    findLabels(pages.slice(0, 1), re, 1).flatMap((hit) => {
      // The date right after the label, past the rest of its words (`From` `Date :` `01/10/2023`).
      // Or, with nothing beside it, the date heading the line under it (`Datum vanaf` over `01-06-2025`).
      const right = findDates(hit.right, false).find((x) => x.raw.year !== null && hit.right.slice(0, x.from).every((w, k) => k === 0 || /^(:|date:?|datum:?|fecha:?|data:?|la|de|del|el|du|le)$/i.test(w.text)));
      const under = right ? undefined : findDates(hit.below[0] ?? [], false).find((x) => x.raw.year !== null && Math.abs(x.x0 - hit.labelX0) < 30);
      const d = right ?? under;
      const date = d ? resolveDate(d.raw, order, { start: null, end: null, fallbackYear: d.raw.year }) : null;
      return date ? [{ page: hit.page, y: hit.y, date }] : [];
    });
  const starts = dated(START_LABEL);
  const ends = dated(END_LABEL);
  for (const a of starts) {
    // (Below it, or beside it on its line: `Data de Início 01/10/2025   Data de Fim 31/10/2025`.)
    // (One day is no period: `de votre compte` over `au 01/03/2020` reads the same date twice.)
    const b = ends.find((e) => e.page === a.page && e.y >= a.y && e.y - a.y < 40 && a.date < e.date && daysBetween(a.date, e.date) <= 400);
    if (b) return { start: a.date, end: b.date };
  }
  return null;
};

/**
 * Two dates alone on their lines, one over the other in the account block above the rows
 * (`01/07/2015` over `16/09/2015`): a period whose labels are drawn as images, or not printed.
 */
const stackedRange = (page: PageLayout | undefined, order: DateOrder, rowLines: ReadonlySet<string>): { start: IsoDate; end: IsoDate } | null => {
  if (!page) return null;
  const firstRow = page.lines.findIndex((_, li) => rowLines.has(`${page.page}:${li}`));
  const lone = page.lines.slice(0, firstRow < 0 ? 0 : firstRow).flatMap((line) => {
    const dates = findDates(line.words, page.ocr);
    const only = dates.length === 1 && dates[0]!.from === 0 && dates[0]!.to === line.words.length - 1 && dates[0]!.raw.year !== null;
    const date = only ? resolveDate(dates[0]!.raw, order, { start: null, end: null, fallbackYear: dates[0]!.raw.year }) : null;
    return date ? [{ line, date }] : [];
  });
  if (lone.length !== 2) return null;
  const [a, b] = lone as [(typeof lone)[0], (typeof lone)[0]];
  const stackedInColumn = Math.abs(a.line.x0 - b.line.x0) < 10 && b.line.y0 - a.line.y0 < 40;
  return stackedInColumn && a.date < b.date && daysBetween(a.date, b.date) <= 400 ? { start: a.date, end: b.date } : null;
};

const daysBetween = (a: IsoDate, b: IsoDate): number => Math.abs(Date.parse(b) - Date.parse(a)) / 86_400_000;
