/**
 * Facts read from the raw bytes, without mupdf: incremental updates appended after the first save are
 * visible as extra `%%EOF` markers (a linearised file legitimately has two).
 */
export const countIncrementalUpdates = (bytes: Uint8Array): number => {
  const eofs = countOccurrences(bytes, '%%EOF');
  const head = latin1(bytes.subarray(0, Math.min(bytes.length, 2048)));
  const linearised = head.includes('/Linearized');
  return Math.max(0, eofs - 1 - (linearised ? 1 : 0));
};

/** A PDF date (`D:20200202101500+01'00'`) to an ISO timestamp, or null when it does not parse. */
export const pdfDateToIso = (value: string | undefined): string | null => {
  if (!value) return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(value.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', tz] = m;
  let offset = 'Z';
  if (tz && tz !== 'Z') {
    const digits = tz.replace(/'/g, '');
    offset = `${digits.slice(0, 3)}:${digits.slice(3, 5) || '00'}`;
  }
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

const countOccurrences = (bytes: Uint8Array, needle: string): number => {
  const codes = [...needle].map((c) => c.charCodeAt(0));
  const first = codes[0]!;
  let count = 0;
  let i = bytes.indexOf(first);
  while (i !== -1 && i <= bytes.length - codes.length) {
    let match = true;
    for (let k = 1; k < codes.length; k++) {
      if (bytes[i + k] !== codes[k]) {
        match = false;
        break;
      }
    }
    if (match) count++;
    i = bytes.indexOf(first, i + 1);
  }
  return count;
};

const latin1 = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
};
