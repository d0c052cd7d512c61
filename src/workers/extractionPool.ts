/**
 * The extraction engine on a pool of worker threads, one call per thread at a time. Each call has a
 * time limit and each thread a heap limit (`resourceLimits`): a call that breaks either kills only its
 * thread, which is replaced, and rejects with `ExtractionLimitError`. Upload checks jump the queue, so a
 * busy pool of page work never delays an upload's answer by more than one call.
 */
import { Worker } from 'node:worker_threads';
import { ExtractionLimitError, type DecryptOutcome, type Extractor, type PageImage, type PdfCheck } from '../application/ports.js';
import type { ProcessingResult } from '../domain/statement.js';
import { READY, type ThreadRequest, type ThreadResponse } from './protocol.js';

export interface ExtractionPoolOptions {
  threads: number;
  /** Time limit of a call, per page it reads. */
  timeoutMs: number;
  memoryMb: number;
}

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface Call {
  request: Request;
  /** Its time limit: the pool's limit times the pages it reads. */
  timeoutMs: number;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  busy: { id: number; call: Call; timer: NodeJS.Timeout } | null;
  /** Fails its call (if any) with `error`, terminates the thread and starts its replacement. */
  retire(error: Error): void;
}

const ENTRY = new URL('./entry.mjs', import.meta.url);

export interface ExtractionPool extends Extractor {
  /**
   * Resolves once every thread has loaded the engine (a second or so under tsx), so a process can say
   * it is ready only when it can run work at full speed; rejects if the threads cannot start.
   */
  ready(): Promise<void>;
}

export const createExtractionPool = (options: ExtractionPoolOptions): ExtractionPool => {
  const threads = new Set<Thread>();
  const queue: Call[] = [];
  let nextId = 1;
  let closed = false;
  /** Threads in a row that died before they were ready: a broken install, not a hostile PDF. */
  let failedStarts = 0;
  let broken: Error | null = null;
  const readyWaiters: { resolve(): void; reject(error: Error): void }[] = [];

  const settleReadyWaiters = (): void => {
    const failure = broken ?? (closed ? new Error('the extraction pool is closed') : null);
    if (failure === null && (threads.size < options.threads || [...threads].some((t) => !t.ready))) return;
    for (const waiter of readyWaiters.splice(0)) {
      if (failure === null) waiter.resolve();
      else waiter.reject(failure);
    }
  };

  const spawn = (): void => {
    const worker = new Worker(ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      // The thread's output is not the service's log: mupdf prints its repairs of broken files
      // ("trying to repair broken xref") there, which says nothing a job's result does not.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const retire = (error: Error): void => {
      if (!threads.delete(thread)) return;
      if (thread.busy !== null) {
        clearTimeout(thread.busy.timer);
        thread.busy.call.reject(error);
        thread.busy = null;
      }
      void worker.terminate();
      if (!thread.ready && ++failedStarts >= 3) {
        broken = new Error(`extraction threads cannot start: ${error.message}`);
        for (const call of queue.splice(0)) call.reject(broken);
        settleReadyWaiters();
        return;
      }
      if (!closed) spawn();
      dispatch();
    };
    const thread: Thread = { worker, ready: false, busy: null, retire };
    threads.add(thread);

    worker.on('message', (message: ThreadResponse | typeof READY) => {
      if (message === READY) {
        thread.ready = true;
        failedStarts = 0;
        settleReadyWaiters();
        dispatch();
        return;
      }
      const busy = thread.busy;
      if (busy === null || busy.id !== message.id) return;
      clearTimeout(busy.timer);
      thread.busy = null;
      if (message.ok) busy.call.resolve(message.result);
      else busy.call.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      retire(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ExtractionLimitError('memory_limit', `extraction needed more than the ${options.memoryMb} MB memory limit`)
          : error,
      );
    });
    worker.on('exit', (code) => retire(new Error(`extraction thread exited with code ${code}`)));
  };

  const dispatch = (): void => {
    for (const thread of threads) {
      if (queue.length === 0) return;
      if (!thread.ready || thread.busy !== null) continue;
      const call = queue.shift()!;
      const id = nextId++;
      // Only terminating the thread stops synchronous WebAssembly; the pool replaces it.
      const timer = setTimeout(
        () => thread.retire(new ExtractionLimitError('extraction_timeout', `extraction took longer than its ${call.timeoutMs} ms limit`)),
        call.timeoutMs,
      );
      thread.busy = { id, call, timer };
      thread.worker.postMessage({ ...call.request, id });
    }
  };

  const submit = <T>(request: Request, { urgent = false, units = 1 } = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (closed || broken !== null) {
        reject(broken ?? new Error('the extraction pool is closed'));
        return;
      }
      const call: Call = { request, timeoutMs: options.timeoutMs * units, resolve: resolve, reject };
      if (urgent) queue.unshift(call);
      else queue.push(call);
      dispatch();
    });

  for (let i = 0; i < options.threads; i++) spawn();

  return {
    checkPdf: (bytes) => submit<PdfCheck>({ kind: 'checkPdf', bytes }, { urgent: true }),
    // Part of an upload's checks, so it jumps the queue as they do.
    decryptPdf: (bytes, password) => submit<DecryptOutcome>({ kind: 'decryptPdf', bytes, password }, { urgent: true }),
    readPages: (pdf, pages) => submit<string[]>({ kind: 'readPages', pdf, pages }, { units: Math.max(1, pages.length) }),
    assemble: (pdf, pageLayouts, analysis) => submit<ProcessingResult>({ kind: 'assemble', pdf, pageLayouts, ...(analysis !== undefined ? { analysis } : {}) }),
    // Someone is looking at the page: it goes before queued page work, as upload checks do.
    renderPage: (pdf, page, width) => submit<PageImage>({ kind: 'renderPage', pdf, page, width }, { urgent: true }),
    ready: () =>
      new Promise<void>((resolve, reject) => {
        readyWaiters.push({ resolve, reject });
        settleReadyWaiters();
      }),
    async close() {
      closed = true;
      for (const call of queue.splice(0)) call.reject(new Error('the extraction pool is closed'));
      settleReadyWaiters();
      const all = [...threads];
      threads.clear();
      for (const thread of all) {
        if (thread.busy) {
          clearTimeout(thread.busy.timer);
          thread.busy.call.reject(new Error('the extraction pool is closed'));
        }
      }
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
};
