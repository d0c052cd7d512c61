/**
 * OFX exports: OFX 2.2 (XML) and QBO, QuickBooks' Web Connect file, which is OFX 1.0.2 (SGML) with
 * Intuit's `INTU.BID` in the sign-on. One statement is one `STMTRS`: the period (`DTSTART`/`DTEND`),
 * the currency (`CURDEF`), a `BANKTRANLIST` of every row and `LEDGERBAL` from the closing balance.
 *
 * Importers drop a transaction whose `FITID` they have seen before on the same account, so a FITID
 * must name its row for good: it is the job id and the row's place on the statement, which an analysed
 * job never changes. Exporting the same job again gives the same FITIDs (and the same bytes: the file's
 * time is the job's completion time), and re-importing it adds nothing.
 */
import { formatCents, type ExportRow, type ExportStatement } from './statement.js';

export interface OfxOptions {
  /**
   * QBO only: the bank's QuickBooks id (`INTU.BID`). A statement does not print it and QuickBooks
   * refuses a file whose id it does not know, so the caller can give the id of their bank.
   */
  intuBid?: string;
}

/** QuickBooks' id used when none is given; see README ("Exports") for choosing your bank's. */
export const DEFAULT_INTU_BID = '3000';

export const fitIdOf = (jobId: string, row: Pick<ExportRow, 'number'>): string => `${jobId}-${row.number}`;

/** `YYYY-MM-DD` to OFX's `YYYYMMDD`. */
const ofxDate = (iso: string): string => iso.replaceAll('-', '');

/** An ISO timestamp to OFX's `YYYYMMDDHHMMSS.XXX[0:GMT]`. */
const ofxDateTime = (iso: string): string => {
  const d = new Date(iso);
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}[0:GMT]`;
};

/** Text in an element: markup characters escaped, control characters (never valid in OFX) dropped. */
const escapeText = (value: string): string =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  value.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** OFX caps `NAME` at 32 characters; the whole description goes in `MEMO` (255). */
const NAME_LENGTH = 32;
const MEMO_LENGTH = 255;

/**
 * The statement as a tree of aggregates and elements, written below as XML (OFX 2) or SGML (QBO).
 * An element is `[tag, text]`, an aggregate `[tag, children]`.
 */
type Node = [string, string] | [string, Node[]];

const transactionNode = (jobId: string, row: ExportRow): Node => {
  const name = row.description.trim().slice(0, NAME_LENGTH).trim() || (row.type === 'deposit' ? 'Deposit' : 'Withdrawal');
  return ['STMTTRN', [
    ['TRNTYPE', row.amount < 0 ? 'DEBIT' : 'CREDIT'],
    ['DTPOSTED', ofxDate(row.date)],
    ['TRNAMT', formatCents(row.amount)],
    ['FITID', fitIdOf(jobId, row)],
    ['NAME', name],
    ...(row.description.length > 0 ? [['MEMO', row.description.slice(0, MEMO_LENGTH)] as Node] : []),
  ]];
};

const statementNodes = (s: ExportStatement, intuBid: string | null): Node[] => {
  const status: Node = ['STATUS', [['CODE', '0'], ['SEVERITY', 'INFO']]];
  return [
    ['SIGNONMSGSRSV1', [['SONRS', [
      status,
      ['DTSERVER', ofxDateTime(s.completedAt)],
      ['LANGUAGE', 'ENG'],
      ...(intuBid !== null ? [['INTU.BID', intuBid] as Node] : []),
    ]]]],
    ['BANKMSGSRSV1', [['STMTTRNRS', [
      ['TRNUID', s.jobId],
      status,
      ['STMTRS', [
        ['CURDEF', s.data.currency],
        ['BANKACCTFROM', [
          // The statement prints no routing number we read; the account is known by its last four.
          ['BANKID', '000000000'],
          ['ACCTID', s.data.account_number_last_4 || 'UNKNOWN'],
          ['ACCTTYPE', 'CHECKING'],
        ]],
        ['BANKTRANLIST', [
          ['DTSTART', ofxDate(s.data.statement_start_date)],
          ['DTEND', ofxDate(s.data.statement_end_date)],
          ...s.rows.map((row) => transactionNode(s.jobId, row)),
        ]],
        ['LEDGERBAL', [['BALAMT', formatCents(s.closing)], ['DTASOF', ofxDate(s.data.statement_end_date)]]],
      ]],
    ]]]],
  ];
};

/** XML: every element closed. SGML (OFX 1): elements left open, as OFX 1 files are written; aggregates closed. */
const write = (node: Node, sgml: boolean, depth: number): string => {
  const [tag, content] = node;
  const indent = '  '.repeat(depth);
  if (typeof content === 'string') return `${indent}<${tag}>${escapeText(content)}${sgml ? '' : `</${tag}>`}\n`;
  return `${indent}<${tag}>\n${content.map((child) => write(child, sgml, depth + 1)).join('')}${indent}</${tag}>\n`;
};

/** OFX 2.2 (XML), UTF-8. */
export const statementOfx = (s: ExportStatement): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
  '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n' +
  write(['OFX', statementNodes(s, null)], false, 0);

/** QBO: OFX 1.0.2 SGML with its plain-text header and `INTU.BID`, UTF-8 (`CHARSET:NONE`, as Web Connect expects). */
export const statementQbo = (s: ExportStatement, options: OfxOptions = {}): string =>
  ['OFXHEADER:100', 'DATA:OFXSGML', 'VERSION:102', 'SECURITY:NONE', 'ENCODING:UTF-8', 'CHARSET:NONE', 'COMPRESSION:NONE', 'OLDFILEUID:NONE', 'NEWFILEUID:NONE']
    .join('\r\n') + '\r\n\r\n' +
  write(['OFX', statementNodes(s, options.intuBid ?? DEFAULT_INTU_BID)], true, 0);
