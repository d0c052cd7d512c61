import type { Line, Word } from '../layout/pageLayout.js';

/** What a column of a transaction table holds. */
export type ColumnRole = 'date' | 'valueDate' | 'description' | 'debit' | 'credit' | 'amount' | 'balance' | 'other';

/** A column found from a header cell: its role and horizontal extent. */
export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
  label: string;
  /** False for words that are not header vocabulary. */
  known?: boolean;
}

/** A table header: its columns and the vertical extent of its (possibly stacked) lines. */
export interface TableHeader {
  columns: Column[];
  y0: number;
  y1: number;
  /** Index of the header's last line in the page's lines. */
  lastLine: number;
}

// Header words in English and the main European languages. Keys are normalised (lower case, no
// trailing punctuation); multi-word phrases are matched before single words.
const VOCABULARY: Record<string, ColumnRole> = {};
const add = (role: ColumnRole, words: string[]): void => words.forEach((w) => (VOCABULARY[w] = role));
add('date', ['date', 'posted', 'posting date', 'post date', 'transaction date', 'trans date', 'txn date', 'tran date', 'booking date', 'date posted', 'date paid', 'buchung', 'buchungstag', 'buchungsdatum', 'datum', 'fecha', 'data', 'date opération', 'date operation', 'day', 'trans. date', 'date of transaction', 'data contabile', 'data operazione', 'data op', 'fecha operación', 'fecha operacion', "date d'opération", 'boekdatum', 'transactiedatum', 'datum boeking', 'date comptable', 'fecha contable', 'data operacji', 'data księgowania', 'data lançamento', 'data movimento', 'dato', 'bokføringsdato', 'bokförd', 'bokföringsdag', 'transaktionsdatum']);
add('valueDate', ['value date', 'process date', 'processed date', 'processing date', 'effective', 'value', 'wert', 'valuta', 'wertstellung', 'date valeur', 'valeur', 'value dt', 'effective date', 'data valuta', 'f. valor', 'fecha valor', 'valor', 'rentedatum', 'valutadatum', 'date de valeur', 'data waluty', 'rentedato', 'valutadag']);
add('description', ['description', 'details', 'narration', 'particulars', 'transaction details', 'payment type and details', 'verwendungszweck', 'vorgang', 'buchungsinformation', 'vorgang/buchungsinformation', 'buchungstext', 'libellé', 'libelle', 'concepto', 'descrizione', 'memo', 'payee', 'merchant', 'reference', 'remarks', 'why we are paying you', 'transaction description', 'description of transaction', 'narrative', 'transaction', 'nature des opérations', 'libellé des opérations', 'détail des opérations', 'opérations', 'opération', 'descrizione operazioni', 'descrizione operazione', 'causale', 'omschrijving', 'mededelingen', 'naam/omschrijving', 'descripción', 'descripcion', 'movimiento', 'beschreibung', 'text', 'descrição', 'descricao', 'histórico', 'historico', 'opis', 'opis operacji', 'tytuł', 'tekst', 'beskrivning', 'specifikation', 'check number', 'cheque number', 'check no', 'chq no', 'ref no', 'number']);
add('debit', ['withdrawals', 'withdrawal', 'debits', 'debit', 'paid out', 'money out', 'soll', 'withdrawal amt', 'débit', 'debit amount', 'withdrawal amount', 'lastschrift', 'ausgang', 'belastung', 'out', 'payments', 'cargo', 'addebiti', 'dr', 'checks and other deductions', 'amount out', 'charges', 'dare', 'uscite', 'addebito', 'débits', 'debet', 'af', 'cargos', 'retiradas', 'ausgaben', 'débito', 'debito', 'obciążenia', 'uttag', 'udbetaling']);
add('credit', ['deposits', 'deposit', 'credits', 'credit', 'paid in', 'money in', 'haben', 'deposit amt', 'crédit', 'credit amount', 'deposit amount', 'gutschrift', 'eingang', 'in', 'receipts', 'abono', 'accrediti', 'cr', 'amount in', 'deposits and other additions', 'avere', 'entrate', 'accredito', 'crédits', 'bij', 'abonos', 'ingresos', 'einnahmen', 'crédito', 'credito', 'uznania', 'insättning', 'indbetaling']);
add('amount', ['amount', 'betrag', 'montant', 'importe', 'importo', 'umsatz', 'bedrag', 'kwota', 'belopp', 'beløp', 'beløb', 'transaction amount', 'amount paid', 'sum', 'amount (sgd)', 'amount (usd)', 'amount (eur)', 'amount (gbp)', 'amount in eur', 'betrag eur', 'betrag in eur']);
add('balance', ['balance', 'closing balance', 'saldo', 'kontostand', 'solde', 'running balance', 'balance (£)', 'balance £', 'ledger balance', 'available balance', 'neuer saldo']);
add('other', ['paid', 'check', 'cheque', 'no', 'no.', 'ref', 'type', 'instances', 'code', 'category', 'units', 'unit price', 'price', '£', '$', '€', 'sgd', 'usd', 'eur', 'gbp', 'of', 'and', 'amt', 'amt.', 'chq', 'cheque/ref no']);

const normalise = (s: string): string => s.toLowerCase().replace(/[.:,*]+$/g, '').replace(/\s+/g, ' ').trim();

/** First words of the vocabulary's phrases: a line with none of them cannot be a header. */
const FIRST_WORDS = new Set(Object.keys(VOCABULARY).map((k) => k.split(' ')[0]!));
const ROLE_CACHE = new Map<string, ColumnRole | null>();

/** The role of a header phrase, or undefined when it is not header vocabulary. */
export const roleOf = (phrase: string): ColumnRole | undefined => {
  let role = ROLE_CACHE.get(phrase);
  if (role === undefined) {
    const key = normalise(phrase);
    role = Object.hasOwn(VOCABULARY, key) ? VOCABULARY[key]! : null;
    // Bounded: distinct phrases of a long document must not grow the cache without end.
    if (ROLE_CACHE.size > 50_000) ROLE_CACHE.clear();
    ROLE_CACHE.set(phrase, role);
  }
  return role ?? undefined;
};

/** Whether a word is the first word of a header phrase, by printed text (a few hundred distinct per document). */
const STARTS_HEADER = new Map<string, boolean>();
const mayStartHeader = (w: Word): boolean => {
  let starts = STARTS_HEADER.get(w.text);
  if (starts === undefined) {
    starts = FIRST_WORDS.has(normalise(w.text));
    if (STARTS_HEADER.size > 50_000) STARTS_HEADER.clear();
    STARTS_HEADER.set(w.text, starts);
  }
  return starts;
};

const AMOUNT_ROLES: ReadonlySet<ColumnRole> = new Set(['debit', 'credit', 'amount', 'balance']);

/** Whether a word, lower-cased as printed, is the first word of a vocabulary phrase. */
const STARTS_PHRASE = new Map<string, boolean>();
const startsPhrase = (text: string): boolean => {
  let starts = STARTS_PHRASE.get(text);
  if (starts === undefined) {
    starts = FIRST_WORDS.has(text.toLowerCase());
    if (STARTS_PHRASE.size > 50_000) STARTS_PHRASE.clear();
    STARTS_PHRASE.set(text, starts);
  }
  return starts;
};

/**
 * A line's header cells, per words array: a line is tried as a header's first line, then again within
 * its block, and label searches try it once more. Callers copy cells before changing them.
 */
const CELLS = new WeakMap<readonly Word[], { cells: readonly Column[]; known: number }>();

/**
 * Splits a header line into cells and names each: adjacent words merge into a cell when together they
 * are a known phrase (`Paid in`, `Value date`); otherwise each known word is its own cell.
 */
const headerCells = (words: readonly Word[]): { cells: readonly Column[]; known: number } => {
  const memo = CELLS.get(words);
  if (memo) return memo;
  const cells: Column[] = [];
  let known = 0;
  let i = 0;
  while (i < words.length) {
    let matched = false;
    // A phrase of two or more words starts with a phrase's first word as printed (only its last word
    // loses trailing punctuation to normalising), so other words are tried alone.
    const longest = startsPhrase(words[i]!.text) ? Math.min(4, words.length - i) : 1;
    for (let n = longest; n >= 1; n--) {
      // Words of one cell sit close together; a wide gap is a column boundary.
      let tight = true;
      for (let k = i + 1; k < i + n && tight; k++) tight = words[k]!.x0 - words[k - 1]!.x1 < Math.max(6, words[k]!.size * 1.2);
      if (!tight) continue;
      let phrase = words[i]!.text;
      for (let k = i + 1; k < i + n; k++) phrase += ` ${words[k]!.text}`;
      const role = roleOf(phrase);
      if (role) {
        cells.push({ role, x0: words[i]!.x0, x1: words[i + n - 1]!.x1, label: phrase, known: true });
        known += n;
        i += n;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const w = words[i]!;
      cells.push({ role: 'other', x0: w.x0, x1: w.x1, label: w.text, known: false });
      i++;
    }
  }
  const found = { cells, known };
  CELLS.set(words, found);
  return found;
};

/**
 * Finds a table header starting at line `i`: a line (with up to two stacked lines below it, for
 * headers such as `Date` over `paid`) made mostly of header vocabulary, naming a date column and at
 * least one money column. Prose that merely mentions "date" and "amount" fails the vocabulary share.
 */
export const findHeaderAt = (lines: readonly Line[], i: number): TableHeader | null => {
  const first = lines[i];
  if (!first || first.words.length > 40 || !first.words.some(mayStartHeader)) return null;
  // A header starts with a line that names a column: a title above it ("Account activity",
  // "Movimenti") is not its top half.
  if (headerCells(first.words).known === 0) return null;
  const block: Line[] = [first];
  for (let k = i + 1; k < lines.length && block.length < 3; k++) {
    const next = lines[k]!;
    const prev = block[block.length - 1]!;
    const lineH = Math.max(3, Math.min(prev.y1 - prev.y0, next.y1 - next.y0));
    if (next.y0 - prev.y1 > lineH * 0.9) break;
    // A stacked header line is vocabulary only: no figures, no dates (those are the first row).
    if (next.words.some((w) => /\d/.test(w.text)) || stackedKnown(prev, next) < next.words.length * 0.6) break;
    block.push(next);
  }
  for (let size = block.length; size >= 1; size--) {
    const lines2 = block.slice(0, size);
    const header = headerFromBlock(lines2);
    if (header) return { ...header, lastLine: i + size - 1 };
  }
  return null;
};

/**
 * Words of a stacked header line that are vocabulary, alone or with the word printed above them
 * (`contabile` under `Data` reads `Data contabile`).
 */
const stackedKnown = (above: Line, line: Line): number =>
  line.words.filter((w) => {
    if (roleOf(w.text)) return true;
    const over = above.words.find((a) => Math.min(a.x1, w.x1) - Math.max(a.x0, w.x0) > 0);
    return !!over && !!roleOf(`${over.text} ${w.text}`);
  }).length;

const headerFromBlock = (block: readonly Line[]): Omit<TableHeader, 'lastLine'> | null => {
  const cells = mergeStacked(block.flatMap((line) => headerCells(line.words).cells)).sort((a, b) => a.x0 - b.x0);
  // The header is the widest run of cells that is mostly vocabulary and names a date and a money
  // column; prose printed beside the table on the same line ("to your credit card during the") is
  // left out of it.
  let best: Column[] | null = null;
  const real = (c: Column): boolean => !!c.known && c.role !== 'other';
  for (let i = 0; i < cells.length; i++) {
    if (!real(cells[i]!)) continue;
    let unknown = 0;
    // Whether the window i..j names a date and a money column, kept up as j grows.
    let date = false;
    let money = false;
    for (let j = i; j < cells.length; j++) {
      const cell = cells[j]!;
      if (!cell.known) unknown++;
      if (cell.role === 'date') date = true;
      else if (AMOUNT_ROLES.has(cell.role)) money = true;
      if (!real(cell) || unknown > (j - i + 1) * 0.25) continue;
      if (!date || !money) continue;
      // Only a wider window can replace the best one.
      if (best && j - i + 1 <= best.length) continue;
      const window = cells.slice(i, j + 1);
      // Columns stand apart: "the date and amount of every payment" is prose, its words a space apart.
      if (!columnsApart(window)) continue;
      best = window;
    }
  }
  if (!best) return null;
  return { columns: best.filter((c) => c.known), y0: Math.min(...block.map((l) => l.y0)), y1: Math.max(...block.map((l) => l.y1)) };
};


/** The least gap between a date cell and a money cell that makes them two columns, in points. */
const MIN_COLUMN_GAP = 30;

const columnsApart = (cells: readonly Column[]): boolean => {
  const dates = cells.filter((c) => c.role === 'date');
  const money = cells.filter((c) => AMOUNT_ROLES.has(c.role));
  return dates.some((d) => money.some((m) => Math.max(m.x0 - d.x1, d.x0 - m.x1) >= MIN_COLUMN_GAP));
};

/**
 * Stacked header cells that overlap horizontally are one column (`Withdrawal` over `Amt.`, `Date` over
 * `paid`): the more specific role wins.
 */
const mergeStacked = (cells: Column[]): Column[] => {
  const out: Column[] = [];
  for (const c of cells) {
    const hit = out.find((o) => Math.min(o.x1, c.x1) - Math.max(o.x0, c.x0) > 0);
    if (!hit) {
      out.push({ ...c });
      continue;
    }
    const combined = roleOf(`${hit.label} ${c.label}`);
    hit.role = combined ?? (hit.role === 'other' ? c.role : hit.role);
    hit.known = hit.known || c.known;
    hit.label = `${hit.label} ${c.label}`;
    hit.x0 = Math.min(hit.x0, c.x0);
    hit.x1 = Math.max(hit.x1, c.x1);
  }
  return out;
};

/** Whether a header has a money column that moves money (not only balances). */
export const hasMovementColumn = (h: TableHeader): boolean =>
  h.columns.some((c) => c.role === 'debit' || c.role === 'credit' || c.role === 'amount');
