/**
 * Layout features of a drawn statement, named as a reader would describe them (`header: none`,
 * `sign: trailing minus`, `dates: DD.MM.`), so the accuracy bench can say which features the engine
 * reads worst over a draw: the set's F1 and metadata accuracy over the statements that have each one.
 */
import { isNumericDayMonth, printsYear } from '../test/fixtures/grammar/dateFormats.js';
import type { StatementSpec } from '../test/fixtures/grammar/spec.js';
import { totalScores, type StatementScore } from './scoring.js';

/** Every feature of one drawn statement. */
export const featuresOf = (spec: StatementSpec): string[] => {
  const L = spec.layout;
  const roles = L.columns.map((c) => c.role);
  const headers = L.columns.map((c) => c.header);
  const f = [
    `kind: ${spec.kind}`,
    `locale: ${spec.locale}`,
    `language: ${spec.dates.language}`,
    `direction: ${L.direction}`,
    `balance column: ${L.balance}`,
    `header: ${L.family === 'sections' ? 'sections' : L.header.style}`,
    `row dates: ${spec.dates.row}`,
    `period line: ${spec.dates.period.kind === 'range' ? `range (${spec.dates.period.dates})` : spec.dates.period.kind}`,
    `thousands mark: ${JSON.stringify(spec.money.numbers.thousands)}`,
    `decimal mark: ${spec.money.numbers.decimal}`,
    `page: ${spec.page.size}`,
    `font: ${spec.page.family}`,
    `summary box: ${spec.summary.place}`,
    `account mask: ${spec.letterhead.mask}`,
    `bank name: ${spec.letterhead.bankPlace}`,
  ];
  if (L.direction === 'signed') f.push(`sign: ${spec.money.sign}`);
  if (L.balance !== 'none' || spec.summary.place !== 'none') f.push(`balance sign: ${spec.money.balanceSign}`);
  if (spec.money.numbers.decimals === 0) f.push('no decimals (zero-decimal currency)');
  if (spec.money.numbers.grouping === 'indian') f.push('Indian grouping');
  if (spec.money.cellMark) f.push(`currency in cells: ${spec.money.cellMark.position}`);
  if (spec.money.headerTag && headers.some((h) => h.includes(spec.money.headerTag ?? ''))) f.push('currency in header');
  if (spec.dates.noYear) f.push('no year printed anywhere');
  else if (!printsYear(spec.dates.row)) f.push('rows without a year');
  if (isNumericDayMonth(spec.dates.row)) f.push('numeric day and month');
  if (spec.dates.oncePerDay) f.push('date once per day');
  if (roles.includes('valueDate')) f.push('two date columns');
  if (roles.includes('type')) f.push('payment-type code column');
  if (roles.includes('reference')) f.push('reference column');
  if (roles.includes('branch')) f.push('branch column');
  if (L.direction !== 'debitCredit' && L.direction !== 'sections' && roles.indexOf('amount') < roles.indexOf('description')) f.push('amount before the description');
  if (roles.indexOf('credit') >= 0 && roles.indexOf('credit') < roles.indexOf('debit')) f.push('credit column before debit');
  if (headers.some((h) => / \/ |\||\/[A-Z]/.test(h) && !/^(Dr\/Cr|D\/C|S\/H)$/i.test(h))) f.push('bilingual or combined header cells');
  if (headers.some((h) => h.includes('\n'))) f.push('two-line header cells');
  if (L.family === 'table' && headers.every((h) => h === h.toUpperCase())) f.push('upper-case header');
  if (!L.header.repeat) f.push('header not repeated on new pages');
  if (L.amountOnLastLine) f.push('amount on a wrapped row\u2019s last line');
  if (L.openingRow) f.push('opening balance row');
  if (L.closingRow) f.push('closing balance row');
  if (L.forwardLines) f.push('carried/brought forward lines');
  if (L.pageSubtotals) f.push('page subtotals');
  if (L.interimBalances) f.push('balance lines between days');
  if (L.dailyBalances > 0) f.push('daily balance table');
  if (L.groupedAppendix) f.push('rows listed twice (grouped appendix)');
  if (spec.page.zebra) f.push('zebra shading');
  if (spec.page.grid !== 'none') f.push(`grid: ${spec.page.grid}`);
  if (spec.page.fontSize <= 7) f.push('small type (<= 7 pt)');
  if (spec.letterhead.currencyLine) f.push('currency line');
  if (spec.scan) f.push(`image only: ${spec.scan.mode}`);
  return f;
};

export interface FeatureScore {
  feature: string;
  files: number;
  f1: number;
  metadata: number | null;
  /** Seeds of the statements with this feature that were not read perfectly, first few. */
  failingSeeds: number[];
}

/**
 * F1 and metadata accuracy per feature over a drawn set, the weakest first; a feature must occur in
 * at least `minFiles` statements to be listed (fewer would say more about one statement than a feature).
 */
export const weakestFeatures = (items: readonly { spec: StatementSpec; score: StatementScore; perfect: boolean }[], minFiles = 4): FeatureScore[] => {
  const byFeature = new Map<string, typeof items[number][]>();
  for (const item of items) for (const feature of featuresOf(item.spec)) byFeature.set(feature, [...(byFeature.get(feature) ?? []), item]);
  return [...byFeature.entries()]
    .filter(([, list]) => list.length >= minFiles)
    .map(([feature, list]) => {
      const totals = totalScores(list.map((i) => i.score));
      return { feature, files: list.length, f1: totals.f1, metadata: totals.metadataAccuracy, failingSeeds: list.filter((i) => !i.perfect).map((i) => i.spec.seed).slice(0, 4) };
    })
    // Weakest first; among equally weak features, the commonest first (it costs the most rows).
    .sort((a, b) => a.f1 - b.f1 || b.files - a.files || (a.metadata ?? 1) - (b.metadata ?? 1));
};
