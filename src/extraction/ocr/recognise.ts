import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Word } from '../layout/pageLayout.js';
import { toPgm, type GrayImage } from './grayImage.js';
import { installedScriptModels, mergeReadings, letterConfidence, looksLikeOtherScript, probeWords, scriptsRead, SURER_BY } from './scripts.js';

/** A rendered page image and its scale (pixels per PDF point). */
export interface PageImage {
  gray: GrayImage;
  scale: number;
  /** Read the page as one block of rows (soft, enlarged type) rather than as sparse text. */
  rows?: boolean;
}

/**
 * Native page segmentation for soft, enlarged type: "one uniform block of text". A statement page is
 * mostly one table, and reading each row across gives the recogniser a whole row of context for
 * glyphs rebuilt from a few pixels: on six 96-dpi screenshots, mean transaction F1 0.95 against 0.92
 * for sparse text (11). On the 200-dpi scans sparse text reads more words ("ATM WITHDRAWAL", which
 * block mode drops), so other pages keep it. tesseract.js reads every page as one block already (its
 * API's default; the command line's is 3). Words keep their own boxes either way, so columns are
 * rebuilt from geometry afterwards.
 */
const ROWS_SEGMENTATION = '6';
const SPARSE_SEGMENTATION = '11';

/** One OCR run is bounded: a page that takes longer fails with a warning instead of hanging the job. */
const OCR_TIMEOUT_MS = 60_000;
/** Words tesseract is less sure of than this are noise (specks, rules, shading). */
const MIN_CONFIDENCE = 30;

let nativeAvailable: boolean | undefined;

/** Whether the native `tesseract` binary runs here (checked once per process). */
export const hasNativeTesseract = (): boolean => {
  if (nativeAvailable === undefined) {
    const probe = spawnSync('tesseract', ['--version'], { stdio: 'ignore', timeout: 5_000 });
    nativeAvailable = probe.status === 0;
  }
  return nativeAvailable;
};

/**
 * Recognises the words of a page image, in PDF points. Native `tesseract` (one thread, so pages run in
 * parallel across workers instead) when installed, else tesseract.js with the language data of the
 * `@tesseract.js-data/eng` package: never a download at run time.
 */
export const recognise = async (image: PageImage): Promise<Word[]> =>
  hasNativeTesseract() ? recogniseNative(image) : recogniseWasm(image);

/**
 * Reads with English data first. A page whose figures read surely and words do not may be printed in
 * another script (see `scripts`): its worst-read words are read with every installed script model, and
 * where that finds letters of other scripts read surely, the page is read again with English and those
 * models; when that reading is surer, its words in those scripts replace English's guesses. Latin
 * pages, clear or poor, pay nothing.
 */
const recogniseNative = async (image: PageImage): Promise<Word[]> => {
  const pgm = toPgm(image.gray);
  const english = await runTesseract(pgm, image.rows, 'eng');
  const englishConfidence = letterConfidence(english);
  const models = installedScriptModels();
  if (models.length === 0 || !looksLikeOtherScript(english)) return parseTsv(english, image.scale);
  const probe = probeWords(english, image.gray);
  if (!probe) return parseTsv(english, image.scale);
  const probed = await runTesseract(toPgm(probe.image), false, ['eng', ...models].join('+'));
  const scripts = scriptsRead(probed, models);
  if (scripts.length === 0 || letterConfidence(probed) < probe.confidence + SURER_BY) return parseTsv(english, image.scale);
  const mixed = await runTesseract(pgm, image.rows, ['eng', ...scripts].join('+'));
  if (letterConfidence(mixed) <= englishConfidence + SURER_BY) return parseTsv(english, image.scale);
  return mergeReadings(parseTsv(english, image.scale), parseTsv(mixed, image.scale));
};

const runTesseract = (pgm: Uint8Array, rows: boolean | undefined, languages: string): Promise<string> =>
  new Promise((resolve, reject) => {
    // No --dpi: tesseract estimates the resolution from the text, and told it, it read the same words
    // on the screenshots and the scans for ~5% more CPU. (preserve_interword_spaces shapes only the
    // plain-text output, not the TSV word boxes read here.)
    const child = spawn('tesseract', ['stdin', 'stdout', '--psm', rows ? ROWS_SEGMENTATION : SPARSE_SEGMENTATION, '-l', languages, 'tsv'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), OCR_TIMEOUT_MS);
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.resume();
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(new Error(signal ? `tesseract stopped (${signal})` : `tesseract exited with ${code}`));
        return;
      }
      resolve(Buffer.concat(out).toString('utf8'));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(pgm);
  });

/** Tesseract's TSV: level 5 rows are words with pixel boxes and a confidence. */
export const parseTsv = (tsv: string, scale: number): Word[] => {
  const words: Word[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = (cols[11] ?? '').trim();
    const conf = Number(cols[10]);
    if (!text || conf < MIN_CONFIDENCE) continue;
    const [left, top, width, height] = [cols[6], cols[7], cols[8], cols[9]].map(Number) as [number, number, number, number];
    words.push({
      text,
      x0: r2(left / scale),
      y0: r2(top / scale),
      x1: r2((left + width) / scale),
      y1: r2((top + height) / scale),
      font: 'ocr',
      size: r2(height / scale),
    });
  }
  return words;
};

const recogniseWasm = async (image: PageImage): Promise<Word[]> => {
  const require = createRequire(import.meta.url);
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  const { createWorker } = await import('tesseract.js');
  const worker = await createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none' });
  try {
    const result = await worker.recognize(Buffer.from(toPgm(image.gray)), {}, { tsv: true });
    return parseTsv(result.data.tsv ?? '', image.scale);
  } finally {
    await worker.terminate();
  }
};

const r2 = (n: number): number => Math.round(n * 100) / 100;
