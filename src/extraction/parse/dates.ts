import type { IsoDate } from '../../domain/statement.js';

/**
 * A date as printed, before the document's conventions are applied. Numeric dates such as `03/04`
 * keep both numbers: whether that is 3 April or March 4 is decided once per document (`DateOrder`).
 */
export interface RawDate {
  /** Numeric day/month pair in printed order, or a fixed day and month (named month, ISO). */
  kind: 'pair' | 'fixed';
  a: number;
  b: number;
  /** Four-digit year, or null when the row prints none. */
  year: number | null;
  /** Words consumed from the start position. */
  words: number;
  /**
   * The year-first reading of a numeric date of three two-digit parts (`23-07-13` as 2023-07-13,
   * as Swedish statements print it), when the parts allow one; the document decides which holds.
   */
  yearFirst?: { year: number; month: number; day: number };
  /** The reading with a Japanese era's year first and no era letter (`6-11-01`: Reiwa 6, 1 November 2024), as passbooks print it. */
  eraFirst?: { year: number; month: number; day: number };
}

/** `dmy`: 03/04 is 3 April; `mdy`: March 4; `ymd`: 23-07-13 is 13 July 2023 (two-digit year first), else as dmy. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

const MONTHS: Record<string, number> = {};
const addMonths = (names: string[][]): void =>
  names.forEach((list, i) => list.forEach((n) => (MONTHS[n] = i + 1)));
addMonths([
  ['jan', 'january', 'januar', 'janvier', 'janv', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'jän', 'jänner', 'janeiro', 'styczen', 'stycznia', 'sty', 'tammikuu'],
  ['feb', 'february', 'februar', 'février', 'fevrier', 'févr', 'fevr', 'febrero', 'febbraio', 'februari', 'fév', 'fev', 'fevereiro', 'luty', 'lutego', 'lut'],
  ['mar', 'march', 'märz', 'maerz', 'mär', 'mars', 'marzo', 'maart', 'mrt', 'mrz', 'março', 'marco', 'marts', 'marzec', 'marca'],
  ['apr', 'april', 'avril', 'avr', 'abril', 'abr', 'aprile', 'kwiecien', 'kwietnia', 'kwi'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'mei', 'maio', 'maj', 'maja'],
  ['jun', 'june', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho', 'czerwiec', 'czerwca', 'cze'],
  ['jul', 'july', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho', 'lipiec', 'lipca', 'lip'],
  ['aug', 'august', 'août', 'aout', 'agosto', 'ago', 'augustus', 'augusti', 'sierpien', 'sierpnia', 'sie'],
  ['sep', 'sept', 'september', 'septembre', 'septiembre', 'setiembre', 'settembre', 'set', 'setembro', 'wrzesien', 'wrzesnia', 'wrz'],
  ['oct', 'october', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out', 'pazdziernik', 'pazdziernika', 'paz', 'paź'],
  ['nov', 'november', 'novembre', 'noviembre', 'novembro', 'listopad', 'listopada', 'lis'],
  ['dec', 'december', 'desember', 'des', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'dic', 'diciembre', 'dicembre', 'dezembro', 'grudzien', 'grudnia', 'gru'],
]);
// Afrikaans (`Januarie`, `Maa`), Indonesian and Malay, Turkish, Czech, Finnish (and its partitive `-ta`), Hungarian, Romanian,
// Russian and Ukrainian (nominative and genitive). Looked up without accents too.
// (Short names that are everyday words elsewhere, Turkish `mart` and Malay `mac`, are left out.)
addMonths([
  ['januarie', 'ocak', 'leden', 'ledna', 'tammikuuta', 'ianuarie', 'január', 'январь', 'января', 'янв', 'січень', 'січня'],
  ['subat', 'unor', 'unora', 'helmikuu', 'helmikuuta', 'februarie', 'február', 'февраль', 'февраля', 'фев', 'лютий', 'лютого'],
  ['maa', 'maret', 'brezen', 'brezna', 'maaliskuu', 'maaliskuuta', 'martie', 'március', 'март', 'марта', 'березень', 'березня'],
  ['nisan', 'duben', 'dubna', 'huhtikuu', 'huhtikuuta', 'aprilie', 'április', 'апрель', 'апреля', 'апр', 'квітень', 'квітня'],
  ['mayis', 'kveten', 'kvetna', 'toukokuu', 'toukokuuta', 'május', 'май', 'мая', 'травень', 'травня'],
  ['junie', 'haziran', 'cerven', 'cervna', 'kesakuu', 'kesakuuta', 'iunie', 'június', 'июнь', 'июня', 'червень', 'червня'],
  ['julie', 'temmuz', 'julai', 'cervenec', 'cervence', 'heinakuu', 'heinakuuta', 'iulie', 'július', 'июль', 'июля', 'липень', 'липня'],
  ['agustus', 'agu', 'agt', 'ogos', 'ogo', 'agustos', 'srpen', 'srpna', 'elokuu', 'elokuuta', 'augusztus', 'август', 'августа', 'авг', 'серпень', 'серпня'],
  ['eylul', 'zari', 'syyskuu', 'syyskuuta', 'septembrie', 'szeptember', 'сентябрь', 'сентября', 'сен', 'вересень', 'вересня'],
  ['ekim', 'rijen', 'rijna', 'lokakuu', 'lokakuuta', 'octombrie', 'október', 'октябрь', 'октября', 'окт', 'жовтень', 'жовтня'],
  ['kasim', 'nop', 'listopadu', 'marraskuu', 'marraskuuta', 'noiembrie', 'ноябрь', 'ноября', 'ноя', 'листопад', 'листопада'],
  ['aralik', 'disember', 'prosinec', 'prosince', 'joulukuu', 'joulukuuta', 'decembrie', 'декабрь', 'декабря', 'дек', 'грудень', 'грудня'],
]);

// Turkish short names (`06 Tem 2026`, `03 Eyl 2026`), Croatian (genitive: `5. srpnja 2023`), Hungarian short.
// (Croatian `listopad` is October where Polish and Czech name November: left out.)
addMonths([
  ['oca', 'sijecanj', 'sijecnja'],
  ['sub', 'veljaca', 'veljace', 'febr'],
  ['ozujak', 'ozujka', 'marc'],
  ['nis', 'travanj', 'travnja'],
  ['svibanj', 'svibnja'],
  ['haz', 'lipanj', 'lipnja'],
  ['tem', 'srpanj', 'srpnja'],
  ['kolovoz', 'kolovoza'],
  ['eyl', 'rujan', 'rujna', 'szept'],
  ['eki'],
  ['kas', 'studeni', 'studenoga', 'studenog'],
  ['ara', 'prosinac', 'prosinca'],
]);

// Thai, in full and short (`ม.ค.`, read without its last point).
addMonths(
  ['มกราคม ม.ค', 'กุมภาพันธ์ ก.พ', 'มีนาคม มี.ค', 'เมษายน เม.ย', 'พฤษภาคม พ.ค', 'มิถุนายน มิ.ย', 'กรกฎาคม ก.ค', 'สิงหาคม ส.ค', 'กันยายน ก.ย', 'ตุลาคม ต.ค', 'พฤศจิกายน พ.ย', 'ธันวาคม ธ.ค'].map((names) => names.split(' ')),
);

/** A day of the week named after a date heading its day's rows (`2 Ekim 2024 Çarşamba`, `Monday`, `Mo.`), in the main languages. */
const WEEKDAY = /^(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|luned[ìi]|marted[ìi]|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|domenica|segunda(-feira)?|ter[çc]a(-feira)?|quarta(-feira)?|quinta(-feira)?|sexta(-feira)?|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|poniedzia[łl]ek|wtorek|[śs]roda|czwartek|pi[ąa]tek|sobota|niedziela|pazartesi|sal[ıi]|[çc]ar[şs]amba|per[şs]embe|cuma|cumartesi|pazar|m[åa]ndag|tisdag|onsdag|torsdag|fredag|l[öo]rdag|s[öo]ndag|tirsdag|l[øo]rdag|s[øo]ndag|maanantai|tiistai|keskiviikko|torstai|perjantai|lauantai|sunnuntai)\.?,?$/i;
export const isWeekday = (word: string): boolean => WEEKDAY.test(word);

/**
 * Short names that are everyday words elsewhere (Malay `Mac` and `Dis`, Turkish `Mart`), read as months only
 * between a day and a four-digit year: `08 Mac 2026`.
 */
const MONTHS_BEFORE_A_YEAR: Readonly<Record<string, number>> = { mac: 3, mart: 3, dis: 12 };
const monthBeforeYear = (word: string, next: string | undefined): number | undefined =>
  next !== undefined && /^\d{4}$/.test(next) ? MONTHS_BEFORE_A_YEAR[word.toLowerCase()] : undefined;

/** The month a word names, in the main languages (`Jan`, `janvier`, `kwietnia`, `Sept.`), or undefined. */
export const monthOf = (word: string): number | undefined => {
  const w = word.toLowerCase().replace(/[.,]$/, '');
  return MONTHS[w] ?? MONTHS[w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/ı/g, 'i')];
};
const dayOf = (word: string): number | null => {
  // (With an ordinal's ending: `1st`, `2nd`, and the French `1er`, `1re`.)
  const m = /^(\d{1,2})(?:st|nd|rd|th|er|re)?[.,]?$/i.exec(word);
  if (!m) return null;
  const d = Number(m[1]);
  return d >= 1 && d <= 31 ? d : null;
};
const yearOf = (word: string | undefined): number | null => {
  if (!word) return null;
  const m = /^'?(\d{4}|\d{2})[.,]?$/.exec(word);
  if (!m) return null;
  const y = Number(m[1]);
  if (m[1]!.length === 2) return twoDigitYear(y);
  const year = gregorian(y);
  return year >= 1970 && year <= 2100 ? year : null;
};
const fullYear = (y: string): number => (y.length === 2 ? twoDigitYear(Number(y)) : gregorian(Number(y)));
/**
 * A two-digit year: this century's, or from 56 on the Buddhist era's (`67` is 2567, 2024), as Thai
 * statements print it; no statement is dated 2056 or later yet.
 */
const twoDigitYear = (yy: number): number => (yy >= 56 ? gregorian(2500 + yy) : 2000 + yy);
/** A year of the Buddhist era, as Thai statements print it (`2566`), in the Gregorian calendar (2023). */
const gregorian = (year: number): number => (year >= 2470 && year <= 2700 ? year - 543 : year);
/** The year before the Republic of China's first: its year 113 is 2024. */
const ROC_YEAR_ZERO = 1911;
/** The first year of each Japanese era less one: Reiwa 5 is 2023, Heisei 31 is 2019, Showa 64 is 1989. */
const JAPANESE_ERAS: Record<string, number> = { R: 2018, H: 1988, S: 1925 };

/**
 * Recognises a date starting at `words[i]`: `MM/DD`, `DD/MM/YYYY`, `DD.MM.YYYY`, `DD.MM.`, `DD-MM-YY`,
 * ISO `YYYY-MM-DD`, `05 Jan 2024`, `Jan 05`, `July 1, 2022`, `2nd Mar`, `01NOV`, `DEC01`. With `ocrTolerant`,
 * a slash read as `1` or `7` (`07107` for `07/07`) is accepted when the digits still make a date.
 */
export const matchDate = (words: readonly string[], i: number, ocrTolerant = false): RawDate | null => {
  const w = words[i];
  if (!w || w.length > 12) return null;
  // A Japanese era's year first (`R5.04.03`: Reiwa 5, 3 April 2023; `H30.12.28`).
  const era = /^([RHS])(\d{1,2})[./-](\d{1,2})[./-](\d{1,2})$/.exec(w);
  if (era) return fixed(Number(era[4]), Number(era[3]), JAPANESE_ERAS[era[1]!]! + Number(era[2]), 1);
  // A year of the Republic of China first, as Taiwanese statements print it (`113/05/12`: 2024-05-12).
  const roc = /^(9\d|1[0-4]\d)([/.-])(\d{1,2})\2(\d{1,2})$/.exec(w);
  if (roc) return fixed(Number(roc[4]), Number(roc[3]), ROC_YEAR_ZERO + Number(roc[1]), 1);
  // (Hungarian dates close with a full stop: `2023.05.05.`.)
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$|^(\d{4})\.(\d{1,2})\.(\d{1,2})\.?$/.exec(w);
  if (m) return m[1] ? fixed(Number(m[3]), Number(m[2]), Number(m[1]), 1) : fixed(Number(m[6]), Number(m[5]), Number(m[4]), 1);
  // `2020年12月08日`, `12月08日`, `2020년12월08일`: Chinese, Japanese and Korean dates.
  // (`民國113年5月12日`, `113年5月12日`: Taiwan's year of the Republic.)
  m = /^(?:民國|民国)?(?:(\d{4}|\d{2,3})[年년]\s?)?(\d{1,2})[月월]\s?(\d{1,2})[日일]?$/u.exec(w);
  if (m && /[月월]/u.test(w)) return fixed(Number(m[3]), Number(m[2]), m[1] ? (m[1].length === 4 ? Number(m[1]) : ROC_YEAR_ZERO + Number(m[1])) : null, 1);
  // (Korean sets its parts apart: `2022년 5월 4일`, `5월 4일`.)
  const yearWord = /^(\d{4})[年년]$/u.exec(w);
  const monthAt = yearWord ? i + 1 : i;
  const month = /^(\d{1,2})[月월]$/u.exec(words[monthAt] ?? '');
  const day = month ? /^(\d{1,2})[日일]$/u.exec(words[monthAt + 1] ?? '') : null;
  if (month && day) return fixed(Number(day[1]), Number(month[1]), yearWord ? Number(yearWord[1]) : null, yearWord ? 3 : 2);
  // `20240222`: a year, month and day run together, as banking systems print them.
  m = /^((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/.exec(w);
  if (m) return fixed(Number(m[3]), Number(m[2]), Number(m[1]), 1);
  // (A whole date may end a clause: `Kontostand am 31.12.2023, Auszug Nr. 8`; or carry a footnote's
  // mark: `12/03/22*`, a posting date.)
  m = /^(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2})[,;]?)?\.?[*†]?$/.exec(w);
  if (m) {
    // "12-34", "3-4" are references or ranges; a hyphenated day and month are printed two digits each.
    if (m[2] === '-' && !m[4] && (m[1]!.length !== 2 || m[3]!.length !== 2)) return null;
    const raw = pair(Number(m[1]), Number(m[3]), m[4] ? fullYear(m[4]) : null, 1);
    if (raw && m[4]?.length === 2 && m[1]!.length === 2) {
      const year = 2000 + Number(m[1]);
      if (iso(year, Number(m[3]), Number(m[4])) !== null) raw.yearFirst = { year, month: Number(m[3]), day: Number(m[4]) };
    }
    if (raw && m[4]?.length === 2 && m[2] !== '/') {
      const year = JAPANESE_ERAS.R! + Number(m[1]);
      if (iso(year, Number(m[3]), Number(m[4])) !== null) raw.eraFirst = { year, month: Number(m[3]), day: Number(m[4]) };
    }
    if (!raw && m[4]?.length === 2 && m[1]!.length === 2) {
      // `23-13-07` reads only year first.
      const year = 2000 + Number(m[1]);
      if (iso(year, Number(m[3]), Number(m[4])) !== null) return { kind: 'fixed', a: Number(m[4]), b: Number(m[3]), year, words: 1 };
    }
    return raw;
  }
  // `9. 10. 2025`: Czech and Slovak set a space after each point; day first, as every dotted date.
  if (/^\d{1,2}\.$/.test(w) && /^\d{1,2}\.$/.test(words[i + 1] ?? '') && /^\d{4}$/.test(words[i + 2] ?? '')) {
    return fixed(Number(w.slice(0, -1)), Number(words[i + 1]!.slice(0, -1)), Number(words[i + 2]), 3);
  }
  // `01 08 2019`: a day, a month and a four-digit year set apart by spaces alone (as OCR reads
  // `01.08.2019` whose points it lost); no figure's groups end in four digits.
  if (/^\d{1,2}$/.test(w) && /^\d{1,2}$/.test(words[i + 1] ?? '') && /^(19|20)\d{2}$/.test(words[i + 2] ?? '')) {
    return pair(Number(w), Number(words[i + 1]), Number(words[i + 2]), 3);
  }
  // `31 12.2026`: a dotted date whose first point OCR lost (no figure's decimals run to four digits).
  const lostPoint = /^\d{1,2}$/.test(w) ? /^(\d{1,2})\.((?:19|20)\d{2})$/.exec(words[i + 1] ?? '') : null;
  if (lostPoint && Number(lostPoint[1]) >= 1 && Number(lostPoint[1]) <= 12) return fixed(Number(w), Number(lostPoint[1]), Number(lostPoint[2]), 2);
  // `23 / 06 / 2025`: a numeric date with its separators set apart as words of their own.
  if (/^\d{1,2}$/.test(w) && /^[/.-]$/.test(words[i + 1] ?? '') && words[i + 3] === words[i + 1] && /^\d{1,2}$/.test(words[i + 2] ?? '')) {
    const year = /^(\d{4}|\d{2})$/.exec(words[i + 4] ?? '');
    if (year) return pair(Number(w), Number(words[i + 2]), fullYear(year[1]!), 5);
  }
  if (ocrTolerant) {
    // (A point of a whole dotted date read as a comma: `31.12,2023`.)
    m = /^(\d{1,2})\.(\d{1,2}),((?:19|20)\d{2})$|^(\d{1,2}),(\d{1,2})\.((?:19|20)\d{2})$/.exec(w);
    if (m) return m[1] ? fixed(Number(m[1]), Number(m[2]), Number(m[3]), 1) : fixed(Number(m[4]), Number(m[5]), Number(m[6]), 1);
    m = /^(\d{2})[17I|l](\d{2})$/.exec(w);
    if (m) return pair(Number(m[1]), Number(m[2]), null, 1);
  }
  m = /^(\d{1,2})([A-Za-z]{3,9})(\d{2,4})?$/.exec(w);
  if (m && monthOf(m[2]!)) return fixed(Number(m[1]), monthOf(m[2]!)!, m[3] ? fullYear(m[3]) : null, 1);
  // `DEC01`, `NOV30`: a month's short name with the day run on (capitals, as listings print them).
  m = /^([A-Z]{3})(\d{1,2})$/.exec(w);
  if (m && monthOf(m[1]!)) return fixed(Number(m[2]), monthOf(m[1]!)!, null, 1);
  m = /^(\d{1,2})[-/ ]([A-Za-zéûäçå]{3,9})[-/ ](\d{2,4})$/.exec(w);
  if (m && monthOf(m[2]!)) return fixed(Number(m[1]), monthOf(m[2]!)!, fullYear(m[3]!), 1);
  // `09-Feb`, `16/dic`, `3.Mär`: day and month without a year.
  m = /^(\d{1,2})[-/.]([A-Za-zéûäçå]{3,9})\.?$/.exec(w);
  if (m && monthOf(m[2]!)) return fixed(Number(m[1]), monthOf(m[2]!)!, null, 1);
  const d = dayOf(w);
  if (d !== null) {
    // `20 de julho de 2024`, `1 de septiembre del 2026`.
    if (/^de$/i.test(words[i + 1] ?? '') && words[i + 2] && monthOf(words[i + 2]!)) {
      const withYear = /^(de|del)$/i.test(words[i + 3] ?? '') ? yearOf(words[i + 4]) : null;
      return fixed(d, monthOf(words[i + 2]!)!, withYear, withYear === null ? 3 : 5);
    }
    // (OCR may misread a letter of the month between a day and a year: `1 Dee 2026`.)
    const mon = words[i + 1] ? monthOf(words[i + 1]!) ?? (ocrTolerant && yearOf(words[i + 2]) !== null ? misreadMonth(words[i + 1]!) : undefined) ?? monthBeforeYear(words[i + 1]!, words[i + 2]) : undefined;
    if (mon) {
      // "03 Sept 03 Sept": the second 03 starts the next date, it is not a year.
      const y = words[i + 3] && monthOf(words[i + 3]!) ? null : yearOf(words[i + 2]);
      return fixed(d, mon, y, y === null ? 2 : 3);
    }
    return null;
  }
  // (On an OCR page, a month misread before a day and a year: `duly 1, 2027`.)
  const mon = monthOf(w) ?? (ocrTolerant && words[i + 1] && dayOf(words[i + 1]!) !== null && yearOf(words[i + 2]) !== null ? misreadMonth(w) : undefined);
  if (mon && words[i + 1]) {
    // `Mar 02,2020`: the day and year run together over a comma.
    const joined = /^(\d{1,2}),(\d{4})$/.exec(words[i + 1]!);
    if (joined && yearOf(joined[2]) !== null) return fixed(Number(joined[1]), mon, Number(joined[2]), 2);
    // `NOV 30/23`: the day and a two-digit year over a slash.
    const slashed = /^(\d{1,2})\/(\d{2})$/.exec(words[i + 1]!);
    if (slashed) return fixed(Number(slashed[1]), mon, twoDigitYear(Number(slashed[2])), 2);
    const day = dayOf(words[i + 1]!);
    if (day === null) return null;
    const y = yearOf(words[i + 2]);
    return fixed(day, mon, y, y === null ? 2 : 3);
  }
  return null;
};

/** Letters OCR confuses in small print (`Dee` for `Dec`, `Jau` for `Jan`, `0ct` for `Oct`, `duly` for `July`). */
const CONFUSED: Record<string, string> = { e: 'c', c: 'e', u: 'n', n: 'u', '0': 'o', '1': 'l', i: 'l', l: 'i', d: 'j' };

/** A short month name with one letter misread, read as the month; undefined when no single repair gives one. */
const misreadMonth = (word: string): number | undefined => {
  const w = word.toLowerCase().replace(/[.,]$/, '');
  if (w.length < 3 || w.length > 4) return undefined;
  for (let k = 0; k < w.length; k++) {
    const to = CONFUSED[w[k]!];
    const month = to === undefined ? undefined : monthOf(w.slice(0, k) + to + w.slice(k + 1));
    if (month !== undefined) return month;
  }
  return undefined;
};

const pair = (a: number, b: number, year: number | null, words: number): RawDate | null =>
  a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12) ? { kind: 'pair', a, b, year, words } : null;
const fixed = (day: number, month: number, year: number | null, words: number): RawDate | null =>
  day >= 1 && day <= 31 && month >= 1 && month <= 12 ? { kind: 'fixed', a: day, b: month, year, words } : null;

/**
 * Decides day/month order from every numeric date of a document: a first number above 12 proves
 * day-first, a second above 12 month-first. Without proof, a reading that dates the statement well
 * after its PDF was made is not the printed one (`For the period 10/12/2027 - 01/11/2028` in a file
 * made in January 2028 runs October to January); then dotted dates (German, Swiss) and the currency's
 * habit decide: the US prints month first.
 */
export const decideDateOrder = (dates: readonly RawDate[], hint: { dotted: boolean; currency: string | null; creationDate?: string | null }): DateOrder => {
  let dmy = 0;
  let mdy = 0;
  for (const d of dates) {
    if (d.kind !== 'pair') continue;
    if (d.a > 12 && d.b <= 12) dmy++;
    else if (d.b > 12 && d.a <= 12) mdy++;
  }
  if (dmy !== mdy) return dmy > mdy ? 'dmy' : 'mdy';
  if (hint.creationDate) {
    const lateDmy = datedAfter(dates, 'dmy', hint.creationDate);
    const lateMdy = datedAfter(dates, 'mdy', hint.creationDate);
    if (lateDmy > 0 && lateMdy === 0) return 'mdy';
    if (lateMdy > 0 && lateDmy === 0) return 'dmy';
  }
  if (hint.dotted) return 'dmy';
  return hint.currency === 'USD' || hint.currency === 'CAD' ? 'mdy' : 'dmy';
};

/** A statement made ahead of its own dates does so by days (printed mid-period), not by months. */
const CREATED_EARLY_DAYS = 31;

/** How many full numeric dates read in `order` fall more than a month after `created` (an ISO date-time). */
const datedAfter = (dates: readonly RawDate[], order: DateOrder, created: string): number => {
  const limit = Date.parse(created.slice(0, 10)) + CREATED_EARLY_DAYS * 86_400_000;
  return dates.filter((d) => {
    if (d.kind !== 'pair' || d.year === null) return false;
    const read = order === 'dmy' ? iso(d.year, d.b, d.a) : iso(d.year, d.a, d.b);
    return read !== null && Date.parse(read) > limit;
  }).length;
};

/**
 * Whether a document prints two-digit years first (`21-02-01` for 1 February 2021): most of its
 * three-part numeric dates read either way, and the years the document prints in full (`März 2026`,
 * `31/03/2026`) are those of one reading and not the other; where they say nothing, read year first
 * the dates sit years nearer the PDF's creation date than read day first (a file's metadata is the
 * weakest evidence: generators stamp fixed dates).
 */
export const printsYearFirst = (dates: readonly RawDate[], order: DateOrder, creationDate: string | null, fullYears: ReadonlySet<number> = new Set()): boolean => {
  const both = dates.filter((d) => d.yearFirst && d.year !== null);
  const threePart = dates.filter((d) => d.kind === 'pair' && d.year !== null);
  if (both.length < 2 || both.length < threePart.length * 0.6) return false;
  // How many of the dates have their year printed in full elsewhere, read each way: a clear majority decides.
  const asPrintedFull = both.filter((d) => fullYears.has(d.year!)).length;
  const yearFirstFull = both.filter((d) => fullYears.has(d.yearFirst!.year)).length;
  if (asPrintedFull >= both.length / 2 && asPrintedFull > yearFirstFull * 2) return false;
  if (yearFirstFull >= both.length / 2 && yearFirstFull > asPrintedFull * 2) return true;
  const readAsPrinted = both.map((d) => resolveDate(d, order, { start: null, end: null, fallbackYear: null }));
  const readYearFirst = both.map((d) => iso(d.yearFirst!.year, d.yearFirst!.month, d.yearFirst!.day));
  // A statement's dates lie within a year or so: a reading that scatters them over decades (the day of
  // the month read as the year) is not the printed one.
  const span = (xs: (string | null)[]): number => {
    const known = xs.filter((x): x is string => x !== null).sort();
    return known.length < 2 ? 0 : (Date.parse(known[known.length - 1]!) - Date.parse(known[0]!)) / 86_400_000;
  };
  if (span(readYearFirst) > 3 * span(readAsPrinted) + 400) return false;
  // (And the other way: `22-01-03` … `22-01-31` read day first scatter over 28 years; year first, a month.)
  if (span(readAsPrinted) > 3 * span(readYearFirst) + 400) return true;
  if (!creationDate) return false;
  const created = Date.parse(creationDate.slice(0, 10));
  const gap = (x: string | null): number => (x === null ? Infinity : Math.abs(Date.parse(x) - created) / 86_400_000);
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const asPrinted = median(readAsPrinted.map(gap));
  const yearFirst = median(readYearFirst.map(gap));
  return yearFirst < asPrinted - 365;
};

/** Day and month of a raw date under the document's order. */
export const dayMonth = (d: RawDate, order: DateOrder): { day: number; month: number } | null => {
  if (d.kind === 'fixed') return { day: d.a, month: d.b };
  if (order === 'ymd' && d.yearFirst) return { day: d.yearFirst.day, month: d.yearFirst.month };
  const [day, month] = order === 'mdy' ? [d.b, d.a] : [d.a, d.b];
  return month <= 12 ? { day, month } : null;
};

const MONTH_DAYS = 31;
const YEAR_DAYS = 366;

/**
 * Completes a raw date to ISO. A date without a year takes the year that puts it inside the statement
 * period (or nearest to it), so a December row of a December-January statement gets the earlier year.
 */
export const resolveDate = (d: RawDate, order: DateOrder, period: { start: IsoDate | null; end: IsoDate | null; fallbackYear: number | null }): IsoDate | null => {
  if (order === 'ymd' && d.yearFirst) return iso(d.yearFirst.year, d.yearFirst.month, d.yearFirst.day);
  const dm = dayMonth(d, order);
  if (!dm) return null;
  if (d.year !== null) return iso(d.year, dm.month, dm.day);
  const anchor = period.end ?? period.start;
  if (!anchor) return period.fallbackYear === null ? null : iso(period.fallbackYear, dm.month, dm.day);
  const endYear = Number(anchor.slice(0, 4));
  const candidates = [endYear - 1, endYear, endYear + 1]
    .map((y) => iso(y, dm.month, dm.day))
    .filter((x): x is IsoDate => x !== null);
  const start = period.start ?? shiftDays(anchor, -62);
  const end = period.end ?? shiftDays(anchor, 62);
  // A day more than a month after a printed end is later than the statement was made: a card's
  // instalment bought last June (`16/06 … 11/12` on a bill of May) is of the year before, however far
  // before the period that is.
  const afterTheStatement = (x: IsoDate): number => (period.end !== null && daysBetween(period.end, x) > MONTH_DAYS ? YEAR_DAYS : 0);
  const distance = (x: IsoDate): number => (x < start ? daysBetween(x, start) : x > end ? daysBetween(end, x) + afterTheStatement(x) : 0);
  candidates.sort((p, q) => distance(p) - distance(q));
  return candidates[0] ?? null;
};

export const iso = (y: number, m: number, d: number): IsoDate | null => {
  // The common case without a Date: a four-digit year, a real month and day (Gregorian, as Date is).
  if (Number.isInteger(y) && Number.isInteger(m) && Number.isInteger(d) && y >= 1000 && y <= 9999) {
    if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
    return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
};

const daysInMonth = (y: number, m: number): number => {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
};

const daysBetween = (a: IsoDate, b: IsoDate): number => Math.abs(Date.parse(b) - Date.parse(a)) / 86_400_000;
export const shiftDays = (a: IsoDate, days: number): IsoDate => new Date(Date.parse(a) + days * 86_400_000).toISOString().slice(0, 10);
