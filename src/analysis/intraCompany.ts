import type { Transaction } from '../domain/statement.js';
import { chronological } from './chronology.js';
import { foldText } from './normaliseDescription.js';

/**
 * Wording of a move between accounts, on folded text. Payment channels (ACH, wire) are not in it: a
 * utility debit "ACH DEBIT CITY WATER #1234" carries the holder's customer number, not an own account.
 */
const TRANSFER_WORDING =
  /\b(TRANSFER|XFER|TRF|TFR|TRSF|TRANSF|SWEEP|INTERNAL|INTERCOMPANY|INTER-COMPANY|UBERTRAG|UEBERTRAG|UMBUCHUNG|VIREMENT|VIR|TRASPASO|GIROCONTO|OVERBOEKING|NAAR|VAN)\b/;

/** Wording of a payment between parties: with the holder's (group's) name it is still money kept in the group. */
const PAYMENT_WORDING = /\b(ACH|WIRE|PAYMENT|CREDIT|DEBIT|DEPOSIT|UBERWEISUNG|UEBERWEISUNG|GUTSCHRIFT|TRANSFERENCIA|BONIFICO|OVERSCHRIJVING)\b/;

/** An account number shown masked: "XXXX1234", "****1234", "...1234", "…1234", "ending in 1234". */
const ACCOUNT_MASK = /(?:X{2,}|\*{2,}|\.{2,}|\u2026|ENDING(?: IN)?)\s*[-:]?\s*(\d{3,4})\b/;

/** The holder's own kinds of account, named in a transfer ("TRANSFER TO SAVINGS", "Übertrag auf Tagesgeld"). */
const OWN_ACCOUNT_KIND =
  /\b(SAVINGS|CHECKING|CHK|SAV|MONEY MARKET|TAGESGELD|GIROKONTO|SPARKONTO|FESTGELD|LIVRET|COMPTE COURANT|CUENTA AHORRO|CONTO DEPOSITO|SPAARREKENING|BETAALREKENING)\b/;

/** Legal forms and honorifics: not what tells one holder from another. */
const NOT_DISTINCTIVE = new Set([
  'LLC', 'L.L.C.', 'INC', 'INC.', 'LTD', 'LTD.', 'LIMITED', 'GMBH', 'CORP', 'CORP.', 'CORPORATION', 'CO', 'CO.', 'COMPANY', 'PLC', 'LLP', 'LP',
  'SA', 'S.A.', 'SARL', 'SAS', 'SL', 'S.L.', 'SRL', 'S.R.L.', 'SPA', 'S.P.A.', 'BV', 'B.V.', 'NV', 'N.V.', 'AG', 'KG', 'OHG', 'UG', 'EK',
  'PTY', 'PVT', 'M/S', 'THE', 'AND', '&', 'OF', 'UND', 'ET', 'Y', 'E', 'EN', 'HOLDINGS', 'HOLDING', 'GROUP', 'GRUPPE', 'GROUPE',
  'GRUPO', 'GRUPPO', 'SERVICES', 'SERVICE', 'TRADING', 'TRADERS', 'SOLUTIONS', 'INTERNATIONAL', 'GLOBAL', 'ENTERPRISES', 'INDUSTRIES',
  'CONSULTING', 'MANAGEMENT', 'PARTNERS', 'ASSOCIATES', 'SUPPLY', 'SOHNE', 'SOEHNE', 'MR', 'MRS', 'MS', 'MISS', 'DR', 'HERR', 'FRAU',
  'M.', 'MME', 'MLLE', 'SR', 'SRA', 'DNA', 'DNA.', 'D.', 'SIG', 'SIG.', 'SIG.RA', 'DE', 'HEER', 'MEVROUW', 'MEVR', 'DHR',
]);

const LEGAL_FORMS = /\b(LLC|L\.L\.C\.|INC|LTD|LIMITED|GMBH|CORP|CORPORATION|PLC|LLP|SARL|SAS|SRL|SPA|S\.P\.A\.|BV|B\.V\.|NV|AG|KG|PTY|PVT|M\/S|CO\.?)(\W|$)/;

export interface IntraCompanyFinding {
  row: Transaction;
  counterparty: string;
  reason: string;
}

/**
 * Transfers between the holder's own accounts or companies of its group: transfer wording with an
 * own-account mask ("TO SAVINGS ...5678") or an own kind of account ("TRANSFER TO SAVINGS"); or
 * transfer or payment wording with the holder's full name, or (for a company) a name sharing the first
 * distinctive word of the holder's name ("ACME LOGISTICS" for "Acme Widgets LLC"; "LLC" or "Holdings" would match half the world). For
 * a person every word of the name must appear: "JOHN" alone names too many people.
 */
export const findIntraCompany = (transactions: readonly Transaction[], accountHolder: string | null): IntraCompanyFinding[] => {
  const holder = holderName(accountHolder);
  const findings: IntraCompanyFinding[] = [];
  for (const row of chronological(transactions)) {
    const text = foldText(row.description);
    const transfer = TRANSFER_WORDING.test(text);
    if (!transfer && !PAYMENT_WORDING.test(text)) continue;
    const mask = transfer ? ACCOUNT_MASK.exec(text) : null;
    if (mask) {
      findings.push({ row, counterparty: `own account ending ${mask[1]}`, reason: `transfer to or from an account shown masked as ending ${mask[1]}` });
      continue;
    }
    const kind = transfer ? OWN_ACCOUNT_KIND.exec(text) : null;
    if (kind) {
      findings.push({ row, counterparty: `own ${kind[1]!.toLowerCase()} account`, reason: `transfer to or from the holder's ${kind[1]!.toLowerCase()} account` });
      continue;
    }
    if (!holder) continue;
    const words = new Set(text.split(' '));
    if (holder.words.every((w) => words.has(w))) {
      findings.push({ row, counterparty: holder.display, reason: `transfer naming the account holder ${holder.display}` });
    } else if (holder.isCompany && holder.distinctive && words.has(holder.distinctive)) {
      findings.push({
        row,
        counterparty: counterpartyAround(text, holder.distinctive),
        reason: `transfer with a company sharing the holder's distinctive name word "${holder.distinctive}"`,
      });
    }
  }
  return findings;
};

interface Holder {
  display: string;
  /** The words of the name that identify the holder (legal forms and titles dropped). */
  words: string[];
  distinctive: string | null;
  isCompany: boolean;
}

const holderName = (accountHolder: string | null): Holder | null => {
  if (!accountHolder) return null;
  const folded = foldText(accountHolder);
  // Initials ("A.") are dropped: statements print them inconsistently.
  const words = folded.split(' ').filter((w) => w.replace(/\./g, '').length >= 2 && !NOT_DISTINCTIVE.has(w) && !/\d/.test(w));
  if (words.length === 0) return null;
  const distinctive = words.find((w) => w.length >= 3) ?? null;
  return { display: accountHolder.trim(), words, distinctive, isCompany: LEGAL_FORMS.test(folded) };
};

/** The words around the shared name word, without transfer wording or numbers: "ACME LOGISTICS INC". */
const counterpartyAround = (text: string, word: string): string => {
  const tokens = text.split(' ').filter((t) => !/\d/.test(t) && !TRANSFER_WORDING.test(t) && !PAYMENT_WORDING.test(t) && !['TO', 'FROM', 'REF'].includes(t));
  const at = tokens.indexOf(word);
  return tokens.slice(at, at + 4).join(' ');
};
