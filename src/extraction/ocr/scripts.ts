/**
 * Pages printed in other scripts than Latin. Tesseract's English data reads a Cyrillic, Chinese or
 * Korean scan as look-alike Latin letters, unsure of most: such a page is read again with the model of
 * its script (Debian's `tesseract-ocr-script-*` packages, each covering every language written in it).
 * Which script is found cheaply: the few lines English read worst are read with every installed model,
 * and the scripts of the letters that reading is sure of are the page's. Pure, but for asking tesseract
 * which models it has.
 */
import { spawnSync } from 'node:child_process';
import type { Word } from '../layout/pageLayout.js';
import type { GrayImage } from './grayImage.js';

/** Script models tried, with the Unicode scripts whose letters show each was the one needed. */
const SCRIPT_MODELS: readonly { model: string; letters: RegExp }[] = [
  { model: 'Cyrillic', letters: /\p{Script=Cyrillic}/u },
  { model: 'Greek', letters: /\p{Script=Greek}/u },
  { model: 'Arabic', letters: /\p{Script=Arabic}/u },
  { model: 'Hebrew', letters: /\p{Script=Hebrew}/u },
  { model: 'Devanagari', letters: /\p{Script=Devanagari}/u },
  { model: 'Thai', letters: /\p{Script=Thai}/u },
  { model: 'HanS', letters: /\p{Script=Han}/u },
  { model: 'HanT', letters: /\p{Script=Han}/u },
  { model: 'Japanese', letters: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
  { model: 'Hangul', letters: /\p{Script=Hangul}/u },
];

/**
 * Mean confidence of lettered words at or above which a page reads as Latin text: English data reads
 * clean scans and screenshots of Latin text at 90 to 96, Cyrillic, Chinese and Korean text at 55 to 76.
 */
const SURE_READING = 85;
/** How much surer a reading with other scripts must be to replace the English one. */
export const SURER_BY = 5;
/** Words read again to find the script: enough letters to tell, few enough to cost a fraction of the page. */
const PROBE_WORDS = 12;

let installed: string[] | undefined;

/** The script models tesseract has here (asked once per process; none where it cannot say). */
export const installedScriptModels = (): string[] => {
  if (installed === undefined) {
    const listed = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8', timeout: 5_000 });
    const have = new Set(String(listed.stdout ?? '').split('\n').map((l) => l.trim().replace(/^script\//, '')));
    installed = SCRIPT_MODELS.map((s) => s.model).filter((m) => have.has(m));
  }
  return installed;
};

/** One word of tesseract's TSV (level 5), its box in pixels. */
interface TsvWord {
  text: string;
  conf: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const tsvWords = (tsv: string): TsvWord[] => {
  const words: TsvWord[] = [];
  for (const row of tsv.split('\n')) {
    const c = row.split('\t');
    if (c[0] !== '5' || c.length < 12) continue;
    const text = (c[11] ?? '').trim();
    if (!text) continue;
    const [left, top, width, height] = [c[6], c[7], c[8], c[9]].map(Number) as [number, number, number, number];
    words.push({ text, conf: Number(c[10]), left, right: left + width, top, bottom: top + height });
  }
  return words;
};

const lettered = (w: TsvWord): boolean => /\p{L}/u.test(w.text);

const meanConfidence = (words: readonly TsvWord[]): number => (words.length === 0 ? 100 : words.reduce((sum, w) => sum + w.conf, 0) / words.length);

/** Mean confidence of the words with a letter in them (figures read well in any script, so say nothing). */
export const letterConfidence = (tsv: string): number => meanConfidence(tsvWords(tsv).filter(lettered));

/**
 * Whether English's reading of a page looks like another script's: its figures read surely while its
 * words do not. A poor Latin scan reads both poorly (figures within 20 points of words on noisy scans
 * and 72-dpi screenshots); a clear Cyrillic, Greek, Chinese or Thai one reads figures at ~90 and words
 * 30 to 50 points lower. Only such a page pays for the probe.
 */
export const looksLikeOtherScript = (tsv: string): boolean => {
  const words = tsvWords(tsv);
  const figures = words.filter((w) => /\d/.test(w.text) && !lettered(w));
  const letters = meanConfidence(words.filter(lettered));
  return letters < SURE_READING && figures.length >= MIN_FIGURES && meanConfidence(figures) - letters >= FIGURES_SURER_BY;
};

/** Figures a page must print for their confidence to tell anything. */
const MIN_FIGURES = 5;
/** How much surer English must read the figures than the words for the words to be of another script. */
const FIGURES_SURER_BY = 25;

/**
 * The lettered words English read worst, cut out and set side by side on one line of a small image,
 * with their mean confidence under English; null when no word is in doubt. A few words tell the
 * script as well as a page, for a fraction of its reading time.
 */
export const probeWords = (tsv: string, image: GrayImage): { image: GrayImage; confidence: number } | null => {
  const chosen = tsvWords(tsv)
    .filter((w) => lettered(w) && w.conf < SURE_READING && w.right - w.left >= w.bottom - w.top)
    .sort((a, b) => a.conf - b.conf)
    .slice(0, PROBE_WORDS);
  if (chosen.length === 0) return null;
  const pad = Math.max(...chosen.map((w) => w.bottom - w.top));
  const height = pad * 3;
  const margin = Math.round(pad / 4);
  const boxes = chosen.map((w) => ({ left: Math.max(0, w.left - margin), right: Math.min(image.width, w.right + margin), top: Math.max(0, w.top - margin), bottom: Math.min(image.height, w.bottom + margin) }));
  const width = boxes.reduce((sum, b) => sum + b.right - b.left + pad, pad);
  const pixels = new Uint8Array(width * height).fill(255);
  let x = pad;
  for (const b of boxes) {
    const y = Math.round((height - (b.bottom - b.top)) / 2);
    for (let row = b.top; row < b.bottom; row++) pixels.set(image.pixels.subarray(row * image.width + b.left, row * image.width + b.right), (y + row - b.top) * width + x);
    x += b.right - b.left + pad;
  }
  return { image: { width, height, pixels }, confidence: meanConfidence(chosen) };
};

/**
 * The script models a reading of the probe lines with every installed model calls for: those whose
 * letters make up at least a third of the letters of the words it is sure of.
 */
export const scriptsRead = (tsv: string, models: readonly string[]): string[] => {
  const sure = tsvWords(tsv).filter((w) => lettered(w) && w.conf >= SURE_READING - 10);
  const letters = [...sure.map((w) => w.text).join('')].filter((ch) => /\p{L}/u.test(ch));
  if (letters.length === 0) return [];
  return SCRIPT_MODELS.filter((s) => models.includes(s.model) && letters.filter((ch) => s.letters.test(ch)).length * 3 >= letters.length).map((s) => s.model);
};

const OTHER_SCRIPT = /[^\P{L}\p{Script=Latin}]/u;

/**
 * One page's words from its two readings: words in other scripts from the reading with their models,
 * everything else (figures, dates, Latin words) from the English one, which reads them best (a Han
 * model reads `10,559.60` as `“40, 559.60`), less the English words where the other script stands.
 */
export const mergeReadings = (english: readonly Word[], mixed: readonly Word[]): Word[] => {
  const foreign = joinCloseSet(mixed.filter((w) => OTHER_SCRIPT.test(w.text)));
  const covered = (w: Word): boolean =>
    foreign.some((f) => {
      const overlap = Math.max(0, Math.min(w.x1, f.x1) - Math.max(w.x0, f.x0)) * Math.max(0, Math.min(w.y1, f.y1) - Math.max(w.y0, f.y0));
      return overlap > 0.3 * (w.x1 - w.x0) * (w.y1 - w.y0);
    });
  return [...english.filter((w) => !covered(w)), ...foreign].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
};

/** Scripts set without spaces between words (or, in Korean, with spaces wider than tesseract's cuts). */
const CLOSE_SET = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{M}]+$/u;

/**
 * Tesseract cuts Chinese, Japanese, Korean and Thai text into a word a letter or two (`期 初 余额`), its
 * boxes overlapping: letters of these scripts that touch on one line are one word again, as a text
 * layer gives them (`期初余额`), so labels read whole.
 */
export const joinCloseSet = (words: readonly Word[]): Word[] => {
  const out: Word[] = [];
  for (const w of [...words].sort((a, b) => a.x0 - b.x0)) {
    const height = w.y1 - w.y0;
    const sameLine = (o: Word): boolean => Math.min(o.y1, w.y1) - Math.max(o.y0, w.y0) > 0.5 * Math.min(height, o.y1 - o.y0);
    const before = CLOSE_SET.test(w.text) ? out.find((o) => CLOSE_SET.test(o.text) && sameLine(o) && w.x0 - o.x1 < 0.8 * Math.max(height, o.y1 - o.y0)) : undefined;
    if (!before) {
      out.push({ ...w });
      continue;
    }
    before.text += w.text;
    before.x1 = Math.max(before.x1, w.x1);
    before.y0 = Math.min(before.y0, w.y0);
    before.y1 = Math.max(before.y1, w.y1);
  }
  return out;
};
