/**
 * `ledgerlens extract FILE.pdf...`: the engine offline. Each file runs in its own worker thread under a
 * heap limit and a time limit, so a hostile file (a decompression bomb, a runaway page) fails with
 * `extraction_timeout` or `internal_error` instead of hanging or taking the command down.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ProcessingResult, ResultTransaction } from '../domain/statement.js';
import { parseCommandLine } from './args.js';
import { isJobExportFormat, JOB_EXPORT_FORMATS, type JobExportFormat } from '../exports/formats.js';
import { exportFileOf } from './exportFile.js';
import { CliError } from './usage.js';

type OcrMode = 'auto' | 'never' | 'force';

export interface ExtractLimits {
  /** Wall time for one file, OCR included. */
  timeoutMs: number;
  /** V8 heap of the file's thread (mupdf's WebAssembly memory is bounded by its own page guards). */
  memoryMb: number;
}

/** A scanned statement OCRs at about a second a page: five minutes covers a few hundred pages. */
const DEFAULT_LIMITS: ExtractLimits = { timeoutMs: 300_000, memoryMb: 1024 };
const THREAD_ENTRY = new URL('./extractThread.mjs', import.meta.url);

/**
 * Runs the engine on one file's bytes in a fresh worker thread. Never rejects: a thread that runs out
 * of time is terminated (only that stops synchronous WebAssembly) and the file fails.
 */
export const extractInThread = (bytes: Uint8Array, ocr: OcrMode, limits: ExtractLimits = DEFAULT_LIMITS, password?: string): Promise<ProcessingResult> =>
  new Promise((resolve) => {
    const worker = new Worker(THREAD_ENTRY, {
      workerData: { bytes, ocr, ...(password !== undefined ? { password } : {}) },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      stdout: true,
    });
    let settled = false;
    const finish = (result: ProcessingResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const fail = (code: 'extraction_timeout' | 'internal_error', message: string): void => finish({ status: 'failed', error: { code, message } });
    const timer = setTimeout(() => fail('extraction_timeout', `extraction took longer than ${Math.round(limits.timeoutMs / 1000)} s`), limits.timeoutMs);
    worker.on('message', (result: ProcessingResult) => finish(result));
    worker.on('error', (error: Error & { code?: string }) =>
      fail('internal_error', error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `extraction needed more than ${limits.memoryMb} MB of memory` : `extraction failed: ${error.message}`),
    );
    worker.on('exit', (code) => fail('internal_error', `extraction stopped (thread exit code ${code})`));
  });

const CSV_COLUMNS = ['date', 'description', 'amount', 'type', 'balance', 'page'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export const csvField = (value: string | number | null): string => {
  const text = value === null ? '' : typeof value === 'number' ? formatNumber(value) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Amounts keep their two decimals (`12.50`, not `12.5`), as printed on the statement. */
const formatNumber = (n: number): string => n.toFixed(2);

/** The CSV lines of one file's transactions; with several files a leading `file` column says whose row it is. */
export const transactionsCsv = (transactions: readonly Pick<ResultTransaction, 'date' | 'description' | 'amount' | 'type' | 'balance' | 'page'>[], file?: string): string[] =>
  transactions.map((t) => {
    const cells = [csvField(t.date), csvField(t.description), csvField(t.amount), csvField(t.type), csvField(t.balance), String(t.page)];
    return (file === undefined ? cells : [csvField(file), ...cells]).join(',');
  });

export const csvHeader = (withFile: boolean): string => (withFile ? ['file', ...CSV_COLUMNS] : [...CSV_COLUMNS]).join(',');

const parseOcr = (value: string | undefined): OcrMode => {
  if (value === undefined) return 'auto';
  if (value === 'auto' || value === 'never' || value === 'force') return value;
  throw new CliError(`--ocr must be auto, never or force, not "${value}"`);
};

const parseTimeout = (value: string | undefined): number => {
  if (value === undefined) return DEFAULT_LIMITS.timeoutMs;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new CliError(`--timeout must be a number of seconds, not "${value}"`);
  return Math.round(seconds * 1000);
};

const parseFormat = (value: string | undefined): JobExportFormat | undefined => {
  if (value === undefined) return undefined;
  if (isJobExportFormat(value)) return value;
  throw new CliError(`--format must be one of ${JOB_EXPORT_FORMATS.join(', ')}, not "${value}"`);
};

/**
 * `ledgerlens extract [--csv | --format F --out DIR] [--password P] [--ocr auto|never|force]
 * [--timeout SECONDS] FILE.pdf...`. Prints the processing result as JSON (one file: the result;
 * several: one line per file, with its `file`), or with `--csv` the transactions; with `--format` it
 * writes one export per file into DIR (the service's writers) and prints each path. Resolves to 0 when
 * every file was analysed, 1 when any failed.
 */
export const runExtract = async (args: string[]): Promise<number> => {
  const { values, positionals } = parseCommandLine(args, {
    csv: { type: 'boolean', default: false },
    format: { type: 'string' },
    out: { type: 'string' },
    password: { type: 'string' },
    ocr: { type: 'string' },
    timeout: { type: 'string' },
  });
  if (positionals.length === 0) throw new CliError('extract needs at least one PDF file');
  const ocr = parseOcr(values.ocr);
  const format = parseFormat(values.format);
  if ((format === undefined) !== (values.out === undefined)) throw new CliError('--format and --out go together: --format csv|xlsx|ofx|qbo|json --out DIR');
  if (format !== undefined && values.csv) throw new CliError('--csv prints CSV; --format writes files: choose one');
  if (values.out !== undefined) await mkdir(values.out, { recursive: true });
  const limits: ExtractLimits = { ...DEFAULT_LIMITS, timeoutMs: parseTimeout(values.timeout) };
  const several = positionals.length > 1;
  let failed = 0;
  if (values.csv) process.stdout.write(`${csvHeader(several)}\n`);

  for (const path of positionals) {
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(path));
    } catch (error) {
      // Not a statement that failed: a path that is not there. Say so and go on with the others.
      process.stderr.write(`${path}: cannot be read: ${(error as Error).message}\n`);
      failed++;
      continue;
    }
    const result = await extractInThread(bytes, ocr, limits, values.password);
    if (result.status === 'failed') failed++;
    if (format !== undefined && values.out !== undefined) {
      if (result.status === 'auto_analyzed') {
        const file = await exportFileOf(path, bytes, result.data, format);
        const target = join(values.out, file.filename);
        await writeFile(target, file.body);
        process.stdout.write(`${target}\n`);
      } else {
        process.stderr.write(`${path}: ${result.error.code}: ${result.error.message}\n`);
      }
    } else if (values.csv) {
      if (result.status === 'auto_analyzed') {
        const lines = transactionsCsv(result.data.transactions, several ? basename(path) : undefined);
        if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
      } else {
        process.stderr.write(`${path}: ${result.error.code}: ${result.error.message}\n`);
      }
    } else if (several) {
      process.stdout.write(`${JSON.stringify({ file: path, ...result })}\n`);
    } else {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    }
  }
  return failed > 0 ? 1 : 0;
};
