/** Messages between the worker pool (main thread) and an extraction thread. */
import type { DecryptOutcome, PageImage, PdfCheck, StoredPdf } from '../application/ports.js';
import type { ProcessingResult } from '../domain/statement.js';

export type ThreadRequest =
  | { id: number; kind: 'checkPdf'; bytes: Uint8Array }
  | { id: number; kind: 'decryptPdf'; bytes: Uint8Array; password: string }
  | { id: number; kind: 'readPages'; pdf: StoredPdf; pages: number[] }
  /** `analysis`: settings over the defaults (internal names and units). */
  | { id: number; kind: 'assemble'; pdf: StoredPdf; pageLayouts: string[]; analysis?: Readonly<Record<string, number>> }
  | { id: number; kind: 'renderPage'; pdf: StoredPdf; page: number; width: number };

export type ThreadResultOf<K extends ThreadRequest['kind']> = K extends 'checkPdf'
  ? PdfCheck
  : K extends 'decryptPdf'
    ? DecryptOutcome
  : K extends 'readPages'
    ? string[]
    : K extends 'renderPage'
      ? PageImage
      : ProcessingResult;

export type ThreadResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

/** Sent once by a thread when its modules (mupdf) are loaded. */
export const READY = 'ready';
