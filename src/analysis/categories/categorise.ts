/**
 * Files every transaction under one category of the taxonomy, by the first rule of `rules.ts` that
 * matches it, and says which rule and what it saw. Pure: the same rows and findings give the same
 * categories.
 */
import type { Transaction } from '../../domain/statement.js';
import { foldText } from '../normaliseDescription.js';
import { CATEGORY_RULES, type CategoryMatcher, type CategoryRule } from './rules.js';
import type { Category, CategoryEvidence } from '../../domain/categories.js';

export interface Categorised {
  category: Category;
  evidence: CategoryEvidence;
}

/** What other analysis rules found, which some category rules read. */
export interface CategoryFindings {
  /** Rows of a same-payee, same-amount daily or weekly debit series (a merchant cash advance). */
  advanceSeries: ReadonlySet<Transaction>;
  /** Rows moving money between the holder's own accounts or group companies. */
  intraCompany: ReadonlySet<Transaction>;
  /** Deposits giving back the amount an earlier withdrawal paid the same payee. */
  moneyBack?: ReadonlySet<Transaction>;
}

/**
 * foldText turns letters without a decomposition into spaces; the Nordic ones and ß carry words
 * ("Løn", "Overførsel", "Gebühr" aside), so they are spelled out first.
 */
const SPELLED: Record<string, string> = { æ: 'AE', Æ: 'AE', ø: 'O', Ø: 'O', ß: 'SS', ł: 'L', Ł: 'L', œ: 'OE', Œ: 'OE' };
export const foldForCategories = (description: string): string => foldText(description.replace(/[æÆøØßłŁœŒ]/g, (c) => SPELLED[c] ?? c));

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** "DARLEHEN*" runs on into "DARLEHENSRATE"; whole words otherwise (folded text has no lower case). */
const wordPattern = (word: string): string => {
  const core = escape(word.replace(/^\*|\*$/g, ''));
  return `${word.startsWith('*') ? '[A-Z]*' : ''}${core}${word.endsWith('*') ? '[A-Z]*' : ''}`;
};
const compileWords = (words: readonly string[]): RegExp =>
  // Longest first, so the evidence names "CARD PURCHASE" rather than "PURCHASE".
  new RegExp(`(?<![A-Z0-9])(?:${[...words].sort((a, b) => b.length - a.length).map(wordPattern).join('|')})(?![A-Z0-9])`);

const FINDING_WORDS = {
  advance_series: 'the same amount to the same payee every business day or week',
  intra_company: "a move between the holder's own accounts or group",
  money_back: 'the amount an earlier withdrawal paid the same payee, paid back',
} as const;

interface CompiledRule {
  rule: CategoryRule;
  test: (row: Transaction, folded: string, findings: CategoryFindings) => string | null;
}

const compile = (rule: CategoryRule): CompiledRule => {
  const m: CategoryMatcher = rule.match;
  if ('words' in m) {
    const pattern = compileWords(m.words);
    return { rule, test: (_row, folded) => { const hit = pattern.exec(folded); return hit ? `description has "${hit[0]}"` : null; } };
  }
  if ('numberOnly' in m) return { rule, test: (_row, folded) => (/^[\d\s./#-]*\d[\d\s./#-]*$/.test(folded) ? 'description is a number alone (a cheque number)' : null) };
  if ('noWords' in m) return { rule, test: (_row, folded) => (/[A-Z]/.test(folded) ? null : 'description has no words') };
  if ('finding' in m) {
    const said = FINDING_WORDS[m.finding];
    const rowsOf = (findings: CategoryFindings): ReadonlySet<Transaction> | undefined =>
      m.finding === 'advance_series' ? findings.advanceSeries : m.finding === 'intra_company' ? findings.intraCompany : findings.moneyBack;
    return { rule, test: (row, _folded, findings) => (rowsOf(findings)?.has(row) === true ? said : null) };
  }
  return { rule, test: () => 'no rule above matched' };
};

const COMPILED: readonly CompiledRule[] = CATEGORY_RULES.map(compile);

const basisOf = (m: CategoryMatcher): CategoryEvidence['basis'] => {
  if ('words' in m || 'numberOnly' in m || 'noWords' in m) return 'description';
  if ('finding' in m) return m.finding === 'advance_series' ? 'cadence' : m.finding === 'money_back' ? 'amount' : 'finding';
  return 'default';
};

const NONE: CategoryFindings = { advanceSeries: new Set(), intraCompany: new Set() };

/** The category of one row: the first rule for its direction that matches. */
export const categorise = (row: Transaction, findings: CategoryFindings = NONE): Categorised => {
  const folded = foldForCategories(row.description);
  for (const { rule, test } of COMPILED) {
    if (rule.direction !== undefined && rule.direction !== row.type) continue;
    const detail = test(row, folded, findings);
    if (detail === null) continue;
    const category = typeof rule.category === 'string' ? rule.category : rule.category[row.type];
    return { category, evidence: { rule: rule.id, basis: basisOf(rule.match), detail } };
  }
  // The defaults at the end of the rules match every row of either direction; this is unreachable
  // unless someone removes them, and then "other" is the honest answer.
  return { category: 'other', evidence: { rule: 'none', basis: 'default', detail: 'no rule matched' } };
};

/** Every row's category, in the rows' order. */
export const categoriseAll = (rows: readonly Transaction[], findings: CategoryFindings = NONE): Categorised[] => rows.map((row) => categorise(row, findings));
