import * as mupdf from 'mupdf';
import { RIGHT_TO_LEFT_LETTER, type Word } from '../layout/pageLayout.js';

/** Bounded work per page: a hostile page with millions of glyphs is cut here, with a warning. */
export const MAX_CHARS_PER_PAGE = 200_000;

export interface TextLayer {
  words: Word[];
  charCount: number;
  truncated: boolean;
}

/**
 * Reads a page's text layer into positioned words with `walk()` over mupdf's structured text (per
 * glyph boxes and fonts; `asJSON()` only gives one font and box per line, too coarse for columns).
 * Words split on spaces and on gaps wider than a third of the font size, because many generators
 * position table cells without printing a space between them. Rotated text (watermarks such as a
 * diagonal "Muster") is dropped: no statement prints its rows at an angle.
 */
/**
 * mupdf.js's `walk()` wraps the font of every glyph in a new `Font`, which takes a reference and
 * registers it with a FinalizationRegistry to drop it later: a third of the walk's time and most of
 * its garbage. While our walk runs, those wrappers skip the registry and we drop each reference at
 * once (the page's structured text holds its own). Without the hooks this relies on (a later mupdf.js),
 * the walk runs unchanged, only slower.
 */
interface FontStatics {
  _finalizer?: Pick<FinalizationRegistry<number>, 'register' | 'unregister'>;
  _drop?: (pointer: number) => void;
}
const fontStatics = mupdf.Font as unknown as FontStatics;

/**
 * True while our walk runs. The registry below is installed on `Font` once and stays: swapping the
 * static property in and out around every page changed the class's shape, which threw away V8's
 * optimised code for `walk` and `Font` on every page and recompiled it (~5 ms of background CPU a page).
 */
let walking = false;
let installed = false;

const installFontRegistry = (drop: (pointer: number) => void): void => {
  if (installed) return;
  installed = true;
  // Fonts wrapped before (or outside) our walk keep the registry mupdf made, or one like it.
  const real: Pick<FinalizationRegistry<number>, 'register' | 'unregister'> = Object.prototype.hasOwnProperty.call(fontStatics, '_finalizer') && fontStatics._finalizer
    ? fontStatics._finalizer
    : new FinalizationRegistry<number>(drop);
  fontStatics._finalizer = {
    register: (target, pointer, token) => {
      if (!walking) real.register(target, pointer, token);
    },
    unregister: (token) => real.unregister(token),
  };
};

const withoutFontFinalizers = <T>(walk: (dropFont: (font: mupdf.Font) => void) => T): T => {
  const drop = fontStatics._drop;
  if (typeof drop !== 'function') return walk(() => undefined);
  installFontRegistry(drop);
  walking = true;
  try {
    return walk((font) => {
      drop(font.pointer);
      // The wrapper is left pointing at nothing, so nothing can drop it twice.
      (font as unknown as { pointer: number }).pointer = 0;
    });
  } finally {
    walking = false;
  }
};

/** Type smaller than this, in points, is not meant to be seen. */
const MIN_VISIBLE_SIZE = 1;

export const readTextLayer = (page: mupdf.Page): TextLayer => {
  const stext = page.toStructuredText('preserve-whitespace');
  const words: Word[] = [];
  let charCount = 0;
  let truncated = false;
  let horizontal = true;
  let cur: Word | null = null;
  /** The word grew leftwards with its last glyph (Hebrew, Arabic). */
  let curLeftwards = false;
  let lastFont: number | null = null;
  let lastFontName = '';
  /** A rule was drawn since the last word: the next word starts a cell. */
  let ruleSeen = false;

  const flush = (): void => {
    if (cur && cur.text.length > 0) words.push(cur);
    cur = null;
  };

  try {
    withoutFontFinalizers((dropFont) => stext.walk({
      beginLine(_bbox, _wmode, dir) {
        flush();
        ruleSeen = false;
        horizontal = Math.abs(dir[1]) < 0.05 && dir[0] > 0;
      },
      endLine() {
        flush();
      },
      onChar(c, _origin, font, size, quad) {
        const fontPointer = font.pointer;
        const fontName = fontPointer !== lastFont ? font.getName() : null;
        dropFont(font);
        if (!horizontal || truncated) return;
        // Text set smaller than any eye reads (`Column Date.`, `blank.` in 0.05-point white type for a
        // screen reader, over an accessible statement's table) is not printed: it parts the word it
        // touches as a space would.
        if (size < MIN_VISIBLE_SIZE) {
          flush();
          return;
        }
        if (++charCount > MAX_CHARS_PER_PAGE) {
          truncated = true;
          return;
        }
        if (isSpace(c)) {
          flush();
          return;
        }
        // A rule drawn in text (`14/01!VIRT FAV!14/01!   48.350!`) parts the cells it touches: it is
        // no letter of theirs, and the next word starts a cell. A bar standing alone (`Betrag | Amt`)
        // stays a word, as printed: it joins a header's two languages.
        if (RULE_CHARS.has(c) && (cur || c !== '|')) {
          flush();
          ruleSeen = true;
          return;
        }
        if (cur && cur.text === '|') {
          cur = null;
          ruleSeen = true;
        }
        // A label glued to its value (`Date:13/09/2023`) is two words, as if a space were printed.
        // (A colon printed against its value, `Period   :01-04-2019`, is the label's too.)
        if (cur && c >= '0' && c <= '9' && cur.text.endsWith(':') && (cur.text === ':' || LABEL_END.test(cur.text))) flush();
        // So is a whole date glued to the reference after it (`16-04-2019S47177939`): no date goes on in a
        // letter. And a range's word glued between two dates (`01-04-2019TO31-03-2025`) stands apart.
        // (Tested per glyph: the cheap conditions first.)
        if (cur && cur.text.length >= 6 && endsInDigit(cur.text) && /\p{L}/u.test(c) && WHOLE_DATE.test(cur.text)) flush();
        else if (cur && cur.text.length <= 5 && c >= '0' && c <= '9' && GLUED_RANGE_WORD.test(cur.text) && WHOLE_DATE.test(words[words.length - 1]?.text ?? '') && words[words.length - 1]!.x1 >= cur.x0 - 0.5) flush();
        // A wave dash joining two dates with no space (`2024年11月1日～2024年11月30日`, as East-Asian
        // statements print a period) is a word of its own between them.
        const alone = WAVE_DASHES.has(c);
        if (alone) flush();
        const x0 = Math.min(quad[0], quad[4]);
        const x1 = Math.max(quad[2], quad[6]);
        const y0 = Math.min(quad[1], quad[3]);
        const y1 = Math.max(quad[5], quad[7]);
        // walk() hands over a new Font object for every glyph: compare the font it points to, so the
        // name is decoded once per font change rather than once per glyph.
        if (fontName !== null) {
          lastFont = fontPointer;
          lastFontName = fontName.replace(/^[A-Z]{6}\+/, '');
        }
        // (A glyph printed back over the word, or past a gap, starts another: see `continuesWord`.)
        const goesOn = cur ? continuesWord(cur, curLeftwards, c, x0, x1, size) : null;
        if (!goesOn) flush();
        curLeftwards = goesOn === 'leftwards';
        if (!cur) {
          cur = { text: c, x0, y0, x1, y1, font: lastFontName, size: round(size) };
          if (ruleSeen) cur.ruleBefore = true;
          ruleSeen = false;
        } else {
          cur.text += c;
          cur.x0 = Math.min(cur.x0, x0);
          cur.x1 = Math.max(cur.x1, x1);
          cur.y0 = Math.min(cur.y0, y0);
          cur.y1 = Math.max(cur.y1, y1);
          // A word set in two fonts keeps the font of its digits: that is what tamper checks compare.
          if (lastFontName !== cur.font && /\d/.test(c)) cur.font = lastFontName;
        }
        if (alone) flush();
      },
    }));
    flush();
  } finally {
    stext.destroy();
  }
  for (const w of words) {
    roundWord(w);
    plainApostrophes(w);
  }
  return { words, charCount, truncated };
};

const round = (n: number): number => Math.round(n * 100) / 100;

/**
 * Whether a glyph goes on the word before it, and which way. A glyph printed back over the word (more
 * than kerning moves one) or past a gap starts another word: a figure set over the end of a label too
 * long for its box (`statement` under `7,361,700`). Hebrew and Arabic letters come in reading order,
 * each left of the one before: they go on such a word leftwards, its text staying in reading order;
 * and a word read leftwards goes on no rightwards (`إلى` then the date printed right of it).
 */
export const continuesWord = (word: Pick<Word, 'text' | 'x0' | 'x1'>, wordLeftwards: boolean, c: string, x0: number, x1: number, size: number): 'rightwards' | 'leftwards' | null => {
  if (x1 <= word.x0 + size * 0.25 && word.x0 - x1 <= size * 0.34 && RIGHT_TO_LEFT_LETTER.test(c) && RIGHT_TO_LEFT_LETTER.test(word.text.slice(-1))) return 'leftwards';
  if (wordLeftwards || x0 - word.x1 > size * 0.34 || x0 < word.x1 - size * 0.25) return null;
  return 'rightwards';
};

/**
 * A numeric date with its year, day or month first (`16-04-2019`, `04/16/19`), or year first
 * (`2019-04-16`).
 */
const WHOLE_DATE = /^(?:\d{1,2}[-/.]\d{1,2}[-/.](?:\d{2}|\d{4})|\d{4}-\d{2}-\d{2})$/;
const endsInDigit = (s: string): boolean => {
  const code = s.charCodeAt(s.length - 1);
  return code >= 48 && code <= 57;
};

/** The word of a range between two dates, as it may be glued to both (`TO`, `bis`, `au`, `al`, `a`, `tot`). */
const GLUED_RANGE_WORD = /^(?:to|thru|till|until|bis|au|al|a|ate|até|tot|t\/m|til|do)$/i;

/** A word that ends a label: letters, then a colon. */
const LABEL_END = /\p{L}{2}:$/u;

/** Characters monospaced listings draw column rules with. */
const RULE_CHARS: ReadonlySet<string> = new Set(['|', '!', '¦', '│', '┃', '║']);
const WAVE_DASHES: ReadonlySet<string> = new Set(['～', '〜']);

/**
 * Whitespace or a no-break space; printable ASCII (most glyphs) is answered without a string call. A
 * glyph the font maps to no character (U+FFFD) parts words too: generators print spaces that way
 * (`:\uFFFD00000020092969932`), and a lost symbol is no letter of the word beside it.
 */
const isSpace = (c: string): boolean => {
  const code = c.charCodeAt(0);
  if (code > 32 && code < 127) return false;
  return c.trim() === '' || c === '\u00a0' || c === '\ufffd';
};
/**
 * Swiss figures group thousands with a typographic apostrophe (`6’688.48`, `1ʼ234.00`): read as the
 * plain apostrophe every figure pattern knows.
 */
const TYPOGRAPHIC_APOSTROPHE = /(?<=\d)[\u2019\u02bc\u2032](?=\d{3}(?!\d))/g;

/** In place, as `roundWord`. */
const plainApostrophes = (w: Word): void => {
  if (w.text.length > 4 && /[\u2019\u02bc\u2032]/.test(w.text)) w.text = w.text.replace(TYPOGRAPHIC_APOSTROPHE, "'");
};

/** In place: the words are ours, fresh from this walk (a copy per word was most of the garbage made here). */
const roundWord = (w: Word): void => {
  w.x0 = round(w.x0);
  w.y0 = round(w.y0);
  w.x1 = round(w.x1);
  w.y1 = round(w.y1);
};
