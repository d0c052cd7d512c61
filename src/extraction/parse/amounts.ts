import type { Cents } from '../../domain/money.js';
import { matchDate } from './dates.js';

/** Which character separates the cents: decided once per document from the evidence. */
export type DecimalMark = '.' | ',';

/**
 * How a document prints money: its decimal mark, and whether amounts carry two decimals or none
 * (`3 000 000` in West African francs, yen, won). Decided once per document from the evidence.
 */
export interface NumberFormat {
  mark: DecimalMark;
  decimals: 0 | 2;
  /**
   * Figures are printed as a program prints numbers, trailing zeros dropped (`1200.0`, `0.0`,
   * `135.12`): one decimal means ten cents' worth.
   */
  trimmed?: boolean;
}

/** An amount as printed: unsigned cents, plus the sign cues printed with it. */
export interface ParsedAmount {
  cents: Cents;
  /** A minus (leading or trailing), parentheses or a `DR`/`Debit` suffix. */
  negative: boolean;
  /** An explicit `+` or a `CR` suffix. */
  positive: boolean;
}

const HAS_DIGIT = /\d/;
/**
 * Currency marks printed before a figure: any currency symbol (`R$`, `S$`, `₩`, `GH₵`), ISO codes, `Rs`, `RM`, `Rp`, `KSh`, `kr`,
 * `Fr.`, `zł`, and the naira's `N` where fonts lack `₦` (before a figure with its kobo only: `N257,429.13`).
 */
const CURRENCY_PREFIX = /^(?:[A-Z]{0,3}\p{Sc}|\p{Sc}|(?:USD|EUR|GBP|CHF|SGD|NZD|AUD|CAD|INR|HKD|JPY|ZAR|SEK|NOK|DKK|PLN|CZK|MYR|AED|BRL|ARS|MXN|CLP|COP|XOF|XAF|KRW|CNY|TRY|HUF|RON|ILS|THB|PHP|IDR|NGN|KES|GHS|MAD)\s?|(?:Rs|kr|Kr|Fr|SFr|zł|zl|Ft|Kč|лв|R|RM|Rp|KSh|Ksh|Tk|S\/)\.?\s?(?=\d)|N(?=\d[\d,]*\.\d{2}$))/u;
/** Currency marks printed after a figure (`1 234,56 kr`, `12,00 €`, `12.00 EUR`). */
const CURRENCY_SUFFIX = /(?:\s?(?:USD|EUR|GBP|CHF|SGD|NZD|AUD|CAD|INR|HKD|JPY|ZAR|SEK|NOK|DKK|PLN|CZK|MYR|AED|BRL|ARS|MXN|CLP|COP|XOF|XAF|KRW|CNY|TRY|HUF|RON|ILS|THB|PHP|IDR|NGN|KES|GHS|MAD)|\s?(?:[A-Z]{1,3})?\p{Sc}|[円元원]|\s?(?:kr|Kr|zł|zl|Ft|Kč|Fr|F|FCFA|CFA|F CFA)\.?)$/u;
/**
 * Direction codes after a figure: credit and debit (`CR`, `DR`), Afrikaans krediet and debiet (`Kt`,
 * `Dt`), Haben and Soll (`H`, `S`), Hungarian `K`/`T`, Korean `입`/`출` (in, out), overdrawn (`OD`, `O/D`).
 */
const SIGN_SUFFIX = /\s?(CR|DR|Cr|Dr|KT|DT|Kt|Dt|OD|O\/D|C|D|H|S|K|T|입|출)\.?$/;

/**
 * Parses one printed amount to integer cents, or null when the text is not an amount. Understands
 * thousands separators `,` `.` `'` and space (a narrow no-break space too), a decimal comma, Indian
 * grouping (1,23,456.78), currency symbols and codes on either side, a leading or trailing minus,
 * parentheses and CR/DR suffixes. An amount must print its two decimals: bare integers are reference
 * numbers, counts and years far more often than money.
 */
export const parseAmount = (raw: string, mark: DecimalMark, decimals: 0 | 2 = 2): ParsedAmount | null => {
  let s = raw.trim().replace(/[\u2212\u2013\u2012]/g, '-').replace(/[\u00a0\u202f\u2009]/g, ' ');
  if (s.length === 0 || s.length > 40) return null;
  let negative = false;
  let positive = false;
  // Cues come in any order ("0,01 EUR DR", "(1.00) CR"): peel them off until nothing changes.
  for (let pass = 0; pass < 4; pass++) {
    const before = s;
    if (s.startsWith('(') && s.endsWith(')')) {
      negative = true;
      s = s.slice(1, -1).trim();
    }
    // (Indian statements bracket the code: `397.73(Cr)`.)
    s = s.replace(/\s?\((CR|DR|Cr|Dr)\)$/, ' $1');
    const suffix = SIGN_SUFFIX.exec(s);
    const prev = suffix ? s.slice(0, suffix.index).trim().slice(-1) : '';
    // Two-letter codes may follow a currency code or bracket ("0,01 EUR DR"); one letter a digit, or a
    // currency after one (`27 820,00 Ft T`).
    const oneLetterAfter = (): boolean => /\d/.test(prev) || CURRENCY_SUFFIX.test(s.slice(0, suffix!.index).trim());
    if (suffix && (suffix[1]!.length === 2 ? /[\d)A-Z$£€¥₹]/.test(prev) : oneLetterAfter())) {
      const code = suffix[1]!.toUpperCase();
      // German statements mark Soll (S) and Haben (H), Hungarian terhelés (T) and követel (K), Korean 출 and 입;
      // English ones DR and CR.
      if (code === 'CR' || code === 'KT' || code === 'C' || code === 'H' || code === 'K' || code === '입') positive = true;
      else negative = true;
      s = s.slice(0, suffix.index).trim();
    }
    if (s.startsWith('-')) {
      negative = true;
      s = s.slice(1).trim();
    } else if (s.startsWith('+')) {
      positive = true;
      s = s.slice(1).trim();
    } else if (s.endsWith('-')) {
      negative = true;
      s = s.slice(0, -1).trim();
    } else if (s.endsWith('+')) {
      positive = true;
      s = s.slice(0, -1).trim();
    }
    s = s.replace(CURRENCY_PREFIX, '').replace(CURRENCY_SUFFIX, '').trim();
    if (s === before) break;
  }
  const cents = decimals === 0 ? parseWhole(s) : parseDigits(s, mark);
  if (cents === null) return null;
  return { cents, negative: negative && cents !== 0, positive };
};

const parseDigits = (s: string, mark: DecimalMark): Cents | null => {
  const thousands = mark === '.' ? "[,' ]" : "[.' ]";
  const esc = mark === '.' ? '\\.' : ',';
  // Groups of three (Western) or two then three (Indian lakh/crore grouping), or no grouping at all.
  const re = new RegExp(`^(\\d{1,3}(?:${thousands}\\d{3})+|\\d{1,2}(?:${thousands}\\d{2})+${thousands}\\d{3}|\\d+)${esc}(\\d{2})$`);
  // `.92`: some systems print less than one unit without its zero.
  if (s.length === 3 && s[0] === mark && /^\d{2}$/.test(s.slice(1))) return Number(s.slice(1));
  const m = re.exec(s);
  if (!m) return null;
  const whole = m[1]!.replace(/\D/g, '');
  if (whole.length > 13) return null;
  const cents = Number(whole) * 100 + Number(m[2]);
  return Number.isSafeInteger(cents) ? cents : null;
};

/**
 * A whole amount of a currency without decimals: grouped by threes (`3 000 000`, `3.000.000`,
 * `3,000,000`, `3'000'000`), or below a thousand; a leading zero makes it a reference, not money.
 */
const parseWhole = (s: string): Cents | null => {
  // A statement is read as whole-number only when it groups thousands, so an ungrouped figure of four
  // digits or more is a reference (`593050207` in a Ref. column), not money.
  const m = /^(?:[1-9]\d{0,2}(?:([,.' ])\d{3})(?:\1\d{3})*|[1-9]\d{0,2}|0)$/.exec(s);
  if (!m) return null;
  const cents = Number(s.replace(/\D/g, '')) * 100;
  return Number.isSafeInteger(cents) ? cents : null;
};

/** An ISO 4217 code printed after a figure. */
const ISO_CODE = /^(USD|EUR|GBP|CHF|SGD|NZD|AUD|CAD|INR|HKD|JPY|ZAR|SEK|NOK|DKK|PLN|CZK|MYR|AED|BRL|ARS|MXN|CLP|COP|XOF|XAF|KRW|CNY|TRY|HUF|RON|ILS|THB|PHP|IDR|NGN|KES|GHS|MAD)$/;

/** Currencies printed without decimals. */
const ZERO_DECIMAL = new Set(['XOF', 'XAF', 'JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'PYG', 'RWF', 'GNF', 'KMF', 'DJF', 'BIF', 'VUV', 'XPF']);

/**
 * Decides how a document prints money from its lines' words: the decimal mark by vote
 * (`detectDecimalMark`), and no decimals when amounts with two decimals are (nearly) absent while
 * whole figures grouped by threes (`3 197 998`, `2.003.764`) are common, or when the currency has none.
 */
/** What may follow a figure's digits in its word: a sign, a currency, a direction (`-`, `CR`, `(Dr)`). */
const TRAILING_CUE = /(?:\((?:dr|cr|d|c)\)|[^\d]{0,3})$/i;

export const detectNumberFormat = (lines: Iterable<readonly { text: string; x0: number; x1: number; size: number }[]>, currency: string | null): NumberFormat => {
  const figures: { text: string; x1: number }[] = [];
  // Figures of another currency (`MONTANT EN DEVISE 71,97 GBP`): they print their own decimals.
  const foreign = new Set<string>();
  let grouped = 0;
  for (const words of lines) {
    for (let k = 0; k < words.length; k++) {
      const w = words[k]!;
      // `11.12` at the start of a line is a day and month, not a vote for the decimal point; so is one
      // right after a whole date (`2021.12.01.  12.01`, a value date beside the booking date).
      const dayMonth = /^\d{1,2}\.\d{1,2}\.?$/.test(w.text) && (k === 0 || (k === 1 && matchDate([words[0]!.text], 0)?.year != null));
      if (!dayMonth) figures.push(w);
      if (/^[A-Z]{3}$/.test(words[k + 1]?.text ?? '') && ISO_CODE.test(words[k + 1]!.text)) foreign.add(w.text);
      // The figure without its sign or currency (`-24,900`, `¥1,655,145`, `3 000 000-`).
      const core = w.text.replace(/^[-+(]?[^\d]{0,3}/, '').replace(TRAILING_CUE, '');
      if (/^[1-9]\d{0,2}(?:([.,' ])\d{3})(?:\1\d{3})*$/.test(core)) grouped++;
      else if (/^[1-9]\d{0,2}$/.test(w.text)) {
        // `3 197`, not the tail of `0800 555 0142`: a figure close before it would make it one.
        const next = words[k + 1];
        const prev = words[k - 1];
        const close = Math.max(3, w.size * 0.8);
        const runsOn = !!prev && /^\d/.test(prev.text) && w.x0 - prev.x1 < close;
        if (next && /^\d{3}$/.test(next.text) && next.x0 - w.x1 < close && !runsOn) grouped++;
      }
    }
  }
  const mark = detectDecimalMark(figures.map((f) => f.text));
  let withDecimals = 0;
  let oneDecimal = 0;
  // Where figures end (to the point): a trimmed figure ends where the column's other figures do.
  const ends = new Set<number>();
  const oneDecimalEnds: number[] = [];
  // Figures of four or more whole digits, with a thousands mark and without one.
  let bigGrouped = 0;
  let bigPlain = 0;
  const trimmedShape = mark === '.' ? /^-?\d+\.\d$/ : /^-?\d+,\d$/;
  for (const w of figures) {
    const t = w.text;
    const core = t.replace(/^[^\d]{0,4}/, '').replace(TRAILING_CUE, '');
    if (/^\d{1,3}(?:[.,' ]?\d{3})*[.,]\d{2}$/.test(core) && !foreign.has(t)) {
      withDecimals++;
      ends.add(Math.round(w.x1));
      if (/^\d{4,}[.,]\d{2}$/.test(core)) bigPlain++;
      else if (/^\d{1,3}[.,' ]\d{3}/.test(core)) bigGrouped++;
    } else if (trimmedShape.test(core) && !t.endsWith('%')) {
      oneDecimal++;
      oneDecimalEnds.push(w.x1);
    }
  }
  const aligned = oneDecimalEnds.filter((x) => [-1, 0, 1].some((d) => ends.has(Math.round(x) + d))).length;
  // A few figures with decimals (a foreign amount in a description) do not make a whole-number statement decimal.
  const none = (grouped >= 3 && withDecimals < Math.max(3, grouped * 0.15)) || (currency !== null && ZERO_DECIMAL.has(currency) && withDecimals < grouped);
  // Ungrouped figures with one decimal beside the two-decimal ones, many of them (`0.0` in every row's
  // other column): a program's numbers, trailing zeros dropped. A few (`7.5%`, `v1.2`) are not; but
  // where figures are not grouped by thousands (a program's output), the one in ten whose cents end in
  // 0 (`126.2` among `143.28`, `$3884.5 DR`) is enough.
  // (Or two such figures that end where two-decimal figures of their column end.)
  const programmed = bigPlain >= bigGrouped && ((oneDecimal >= 3 && oneDecimal >= withDecimals * 0.04) || aligned >= 2);
  const trimmed = !none && ((oneDecimal >= 10 && oneDecimal >= withDecimals * 0.2) || programmed);
  return { mark, decimals: none ? 0 : 2, ...(trimmed ? { trimmed } : {}) };
};

/**
 * Decides the decimal mark from a document's number-like words: `1.234,56` and `12,50` vote for a
 * comma, `1,234.56` and `12.50` for a point. Ties go to the point.
 */
export const detectDecimalMark = (texts: Iterable<string>): DecimalMark => {
  let comma = 0;
  let point = 0;
  // Figures grouped by thousands (`31.652,24`, `1,195.67`) cannot be dates or anything else: where
  // there are any, they decide, and a column of short dates (`26.12`) cannot outvote them.
  let groupedComma = 0;
  let groupedPoint = 0;
  // Points that could be a day and month (`16.03` in a column of value dates).
  let dayMonthPoint = 0;
  for (const t of texts) {
    // A word without a digit has no figure to vote with.
    if (!HAS_DIGIT.test(t)) continue;
    // Currency and sign around the figure are fine; a trailing dot is not (`19.01.` is a date).
    const core = t.replace(/^[^\d]{0,4}/, '').replace(/[^\d.,]{0,3}$/, '');
    if (/^\d{1,3}(?:\.\d{3})+,\d{2}$/.test(core)) groupedComma++;
    else if (/^\d{1,3}(?:,\d{3})+\.\d{2}$/.test(core)) groupedPoint++;
    if (/^\d{1,3}(?:\.\d{3})*,\d{2}$/.test(core) || /^\d+,\d{2}$/.test(core)) comma++;
    else if (/^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(core) || /^\d+\.\d{2}$/.test(core)) {
      point++;
      if (/^(0?[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])$/.test(core)) dayMonthPoint++;
    }
  }
  if (groupedComma + groupedPoint >= 3 && groupedComma !== groupedPoint) return groupedComma > groupedPoint ? ',' : '.';
  // Figures with a decimal comma outnumber every point that could not be a date: the points are days
  // and months (`16.03` beside `1 510,12`).
  if (comma >= 3 && comma > point - dayMonthPoint) return ',';
  return comma > point ? ',' : '.';
};
