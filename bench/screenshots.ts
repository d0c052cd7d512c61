/**
 * `npm run bench:screenshots`: OCR of small, low-resolution type. Committed generated statements are
 * rendered as screenshots at test time (96 dpi on their own page size; and at 72 dpi with the body
 * type 7 px tall, one point per pixel, as image-to-PDF tools save them) and read by the engine. Prints
 * per file the words OCR found, transaction F1 against the statement's truth, and seconds per page
 * (wall, and CPU with the tesseract processes included where Linux reports it: the fairer figure on a
 * shared machine), for the OCR engine this machine has (native tesseract, else tesseract.js).
 * Asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleStatement } from '../src/engine.js';
import { openStatementPdf, type PageLayout } from '../src/extraction/index.js';
import { hasNativeTesseract } from '../src/extraction/ocr/recognise.js';
import { screenshotPdf, type ScreenshotSpec } from '../test/support/screenshotPdf.js';
import { scoreTransactions, type ExpectedStatement } from './scoring.js';

const GENERATED = fileURLToPath(new URL('../test/fixtures/statements', import.meta.url));
/** Statements and the size of their body type in points (from their text layer), so 7 px type can be made. */
const CASES: Record<string, number> = {
  us_signed_amount: 9.5,
  cc_us_signed: 8.5,
  cc_uk_cr_suffix: 9.5,
  nl_af_bij: 8.5,
  overdraft_negative_balances: 9,
  de_girokonto_soll_haben: 8,
};
const selected = (process.env.SCREENSHOT_CASES ?? Object.keys(CASES).join(',')).split(',');
const VARIANTS: { name: string; spec: (bodyPt: number) => ScreenshotSpec }[] = [
  { name: '96 dpi', spec: () => ({ dpi: 96, page: 'original', format: 'png' }) },
  { name: '72 dpi, 7 pt', spec: (bodyPt) => ({ dpi: (72 * 7) / bodyPt, page: 'pixels', format: 'png' }) },
];

interface Row {
  file: string;
  pages: number;
  words: number;
  f1: number;
  seconds: number;
  cpuSeconds: number;
}

/**
 * CPU seconds used so far by this process and its finished children (tesseract runs): Linux's
 * /proc/self/stat counts waited-for children in fields 16 and 17, in clock ticks (100 a second).
 */
const cpuSeconds = (): number => {
  const own = process.cpuUsage();
  let children = 0;
  if (existsSync('/proc/self/stat')) {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / 100;
  }
  return (own.user + own.system) / 1e6 + children;
};

const readOne = async (name: string, pdf: Uint8Array): Promise<Row> => {
  const truth = JSON.parse(readFileSync(join(GENERATED, name, 'truth.json'), 'utf8')) as ExpectedStatement;
  const started = performance.now();
  const startedCpu = cpuSeconds();
  const doc = openStatementPdf(pdf);
  const pages: PageLayout[] = [];
  try {
    for (let p = 1; p <= doc.inspection.pageCount; p++) pages.push(await doc.readPage(p));
  } finally {
    doc.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds() - startedCpu;
  const result = assembleStatement(pages, doc.inspection);
  const f1 = result.status === 'auto_analyzed' ? scoreTransactions(truth.transactions, result.data.transactions).f1 : 0;
  const words = pages.reduce((n, p) => n + p.lines.reduce((m, l) => m + l.words.length, 0), 0);
  return { file: name, pages: pages.length, words, f1, seconds, cpuSeconds: cpu };
};

const main = async (): Promise<void> => {
  console.log(`OCR engine: ${hasNativeTesseract() ? 'native tesseract' : 'tesseract.js'}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (const variant of VARIANTS) {
    const rows: Row[] = [];
    for (const name of selected) {
      const bodyPt = CASES[name];
      if (bodyPt === undefined) throw new Error(`unknown case ${name}`);
      const pdf = await screenshotPdf(new Uint8Array(readFileSync(join(GENERATED, name, 'statement.pdf'))), variant.spec(bodyPt));
      const row = await readOne(name, pdf);
      rows.push(row);
      console.log(`  ${variant.name.padEnd(13)} ${name.padEnd(28)} ${row.pages} p  words ${String(row.words).padStart(4)}  F1 ${row.f1.toFixed(3)}  ${(row.seconds / row.pages).toFixed(2)} s/page (CPU ${(row.cpuSeconds / row.pages).toFixed(2)})`);
    }
    const pages = rows.reduce((n, r) => n + r.pages, 0);
    const meanF1 = rows.reduce((s, r) => s + r.f1, 0) / rows.length;
    const perPage = (key: 'seconds' | 'cpuSeconds'): string => (rows.reduce((s, r) => s + r[key], 0) / pages).toFixed(2);
    console.log(`${variant.name}: ${rows.length} statements, ${pages} pages, words ${rows.reduce((n, r) => n + r.words, 0)}, mean F1 ${meanF1.toFixed(3)}, ${perPage('seconds')} s/page (CPU ${perPage('cpuSeconds')})`);
  }
};

await main();
