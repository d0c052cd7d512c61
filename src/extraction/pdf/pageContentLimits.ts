/**
 * What one page may ask a PDF interpreter to do, checked when a file is uploaded, before it is stored
 * or charged. A page's cost is its content: the bytes its content streams decode to and the operators
 * in them. A hostile file can make one page cost seconds of CPU (six pages sharing one 200 MB Flate
 * stream of `Tj` operators took 18 s) while being charged as one page, so a page whose content
 * streams, with the form XObjects its resources name, decode to more than `maxBytes` or hold more
 * than `maxOperators` operators is refused.
 *
 * A Flate stream (nearly every content stream) is inflated here by zlib with an output cap, so a
 * bomb is refused after `maxBytes`, never decoded whole; other filters are decoded by mupdf, under the
 * extraction thread's time and memory limits.
 */
import * as mupdf from 'mupdf';
import { constants, inflateSync } from 'node:zlib';

export const PAGE_CONTENT_LIMITS = Object.freeze({
  /** Decoded content bytes of one page; a dense statement page has under 100 KB. */
  maxBytes: 8 * 1024 * 1024,
  /** Content-stream operators of one page; a dense statement page has a few thousand. */
  maxOperators: 250_000,
});

export type PageContentCheck = { ok: true } | { ok: false; page: number; reason: string };

/** How deep form XObjects nested in form XObjects are followed. */
const MAX_FORM_DEPTH = 8;

// ---- decoding, under a cap

// mupdf resolves indirect references itself in `get`, `isName`, `asName`...; a stream must stay the
// indirect reference it is (a resolved stream object is only its dictionary).

const filtersOf = (stream: mupdf.PDFObject): string[] => {
  const filter = stream.get('Filter');
  if (filter.isName()) return [filter.asName()];
  const names: string[] = [];
  if (filter.isArray()) filter.forEach((item) => names.push(item.isName() ? item.asName() : '?'));
  return names;
};

/** The stream's decoded bytes, or 'over' when they pass `cap`; throws what mupdf cannot decode. */
const decodeCapped = (stream: mupdf.PDFObject, cap: number): Uint8Array | 'over' => {
  const filters = filtersOf(stream);
  if (filters.length === 1 && filters[0] === 'FlateDecode' && stream.get('DecodeParms').isNull()) {
    try {
      // Z_SYNC_FLUSH: a truncated stream gives what it holds, as mupdf would read it.
      return inflateSync(stream.readRawStream().asUint8Array(), { maxOutputLength: cap + 1, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if (error instanceof RangeError) return 'over';
      // A stream zlib cannot read: mupdf's tolerant decoder reads what it can, below.
    }
  }
  const bytes = filters.length === 0 ? stream.readRawStream().asUint8Array() : stream.readStream().asUint8Array();
  return bytes.length > cap ? 'over' : bytes;
};

// ---- counting operators

const isWhite = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number): boolean =>
  c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25;
const isOperandStart = (c: number): boolean => (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;

/**
 * Operators in a content stream: the keywords outside strings, names, numbers and comments (`true`,
 * `false` and `null` count too: an overestimate is fine for a bound). Stops counting past `limit`.
 */
export const countOperators = (data: Uint8Array, limit: number): number => {
  let count = 0;
  let i = 0;
  const n = data.length;
  while (i < n && count <= limit) {
    const c = data[i]!;
    if (isWhite(c)) {
      i++;
    } else if (c === 0x25) {
      // % comment to the end of the line
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      // (literal string), with nested parentheses and backslash escapes
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        const d = data[i]!;
        if (d === 0x5c) i++;
        else if (d === 0x28) depth++;
        else if (d === 0x29) depth--;
        i++;
      }
    } else if (c === 0x3c && data[i + 1] !== 0x3c) {
      // <hex string>
      while (i < n && data[i] !== 0x3e) i++;
      i++;
    } else if (c === 0x2f) {
      // /Name
      i++;
      while (i < n && !isWhite(data[i]!) && !isDelimiter(data[i]!)) i++;
    } else if (isDelimiter(c)) {
      i++;
    } else {
      const start = i;
      while (i < n && !isWhite(data[i]!) && !isDelimiter(data[i]!)) i++;
      if (isOperandStart(c)) continue;
      count++;
      // An inline image's data runs from `ID` to `EI`: binary, not operators.
      if (i - start === 2 && c === 0x49 && data[start + 1] === 0x44) {
        while (i < n && !(isWhite(data[i - 1]!) && data[i] === 0x45 && data[i + 1] === 0x49 && (i + 2 >= n || isWhite(data[i + 2]!)))) i++;
        i += 2;
      }
    }
  }
  return count;
};

// ---- the pages

/** The page's content streams, then the form XObjects its resources name (and theirs), each once. */
const contentStreamsOf = (page: mupdf.PDFObject): mupdf.PDFObject[] => {
  const streams: mupdf.PDFObject[] = [];
  const seen = new Set<number>();
  const add = (object: mupdf.PDFObject): boolean => {
    if (!object.isStream() || seen.has(object.asIndirect())) return false;
    seen.add(object.asIndirect());
    streams.push(object);
    return true;
  };
  const contents = page.get('Contents');
  if (contents.isArray()) contents.forEach((item) => void add(item));
  else add(contents);
  const addForms = (resources: mupdf.PDFObject, depth: number): void => {
    if (depth > MAX_FORM_DEPTH || !resources.isDictionary()) return;
    const xobjects = resources.get('XObject');
    if (!xobjects.isDictionary()) return;
    xobjects.forEach((xobject) => {
      if (xobject.get('Subtype').isName() && xobject.get('Subtype').asName() === 'Form' && add(xobject)) addForms(xobject.get('Resources'), depth + 1);
    });
  };
  addForms(page.getInheritable('Resources'), 1);
  return streams;
};

/** What `read` gives, or null when mupdf could not read the structure. */
const attempt = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

const checkPage = (page: mupdf.PDFObject, limits: typeof PAGE_CONTENT_LIMITS): string | null => {
  let bytes = 0;
  const decoded: Uint8Array[] = [];
  for (const stream of contentStreamsOf(page)) {
    // A stream mupdf cannot decode is skipped when the page is drawn too: it costs nothing.
    const data = attempt(() => decodeCapped(stream, limits.maxBytes - bytes));
    if (data === null) continue;
    if (data === 'over') return `its content decodes to more than ${limits.maxBytes / (1024 * 1024)} MB`;
    bytes += data.length;
    decoded.push(data);
  }
  // An operator and the space or delimiter after it take two bytes at least: content of fewer bytes
  // than twice the limit cannot hold too many, and is not counted (an ordinary page, nearly always).
  if (bytes < limits.maxOperators * 2) return null;
  let operators = 0;
  for (const data of decoded) {
    operators += countOperators(data, limits.maxOperators - operators);
    if (operators > limits.maxOperators) return `its content holds more than ${limits.maxOperators.toLocaleString('en-US')} operators`;
  }
  return null;
};

/**
 * Why a loaded page passes a content limit, or null when it stays within them (or its structure cannot
 * be read: mupdf then draws nothing of it, which costs nothing). Loading a page parses only its
 * dictionary; its content is interpreted later, and only when this allows.
 */
export const pageContentExcess = (page: mupdf.Page, limits: typeof PAGE_CONTENT_LIMITS = PAGE_CONTENT_LIMITS): string | null =>
  page instanceof mupdf.PDFPage ? attempt(() => checkPage(page.getObject(), limits)) : null;

/**
 * The first page (1-based) of the PDF whose content passes a limit, and why; the PDF is known to open.
 * What mupdf cannot read here (a broken page tree, a page it cannot find) it cannot interpret later
 * either, so it costs nothing and is left to extraction, which fails such pages cleanly.
 */
export const checkPageContents = (bytes: Uint8Array, limits: typeof PAGE_CONTENT_LIMITS = PAGE_CONTENT_LIMITS): PageContentCheck => {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const pdf = document.asPDF();
    const pages = pdf === null ? null : attempt(() => pdf.countPages());
    for (let index = 0; pdf !== null && pages !== null && index < pages; index++) {
      const reason = attempt(() => checkPage(pdf.findPage(index), limits));
      if (reason !== null) return { ok: false, page: index + 1, reason };
    }
    return { ok: true };
  } finally {
    document.destroy();
  }
};
