import { parse, specifiedRules, validate, type GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLSchema } from 'graphql';
import { fragmentBomb } from '../../test/security/support/hostileOperations.js';
import { checkOperationCost, MAX_COMPLEXITY, MAX_DEPTH, MAX_RECURSIVE_SELECTIONS, maxRecursiveSelectionsRule, operationDepth } from './costGuard.js';
import { buildLedgerLensSchema } from './schema.js';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildLedgerLensSchema();
});

const codeOf = (run: () => void): unknown => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as GraphQLError).extensions.code;
  }
};

const ALL_DATA = `bankName accountNumberLast4 currency statementStartDate statementEndDate openingBalance endMonthBalance
  totalDeposits totalWithdrawals dailyAverageBalance depositCount withdrawalCount transactionCount balanceEquationValid
  balanceEquationVariance isMultiMonth monthsCovered negativeBalanceCount negativeBalanceDates
  recurringDebits { creditor count totalAmount individualAmounts transactionDates frequency }
  largeTransactions { date type amount description reason } loansDetected
  loanTransactions { date amount type lender description }
  loanCommitments { lender frequency paymentAmount paymentCount totalPaid firstDate lastDate estimatedMonthlyPayment }
  intraCompanyTransactions { date amount type description counterparty reason }
  transactions { date description amount type balance page } anomalies { type severity date amount description reason } warnings`;

describe('operationDepth', () => {
  it('counts nested fields through fragments and inline fragments', () => {
    const document = parse(`
      query { jobs { edges { node { ...J } } } }
      fragment J on Job { ... on Job { data { recurringDebits { individualAmounts } } } }
    `);
    expect(operationDepth(document)).toBe(6);
  });

  it('measures the named operation only', () => {
    const document = parse('query A { usage { plan } } query B { jobs { edges { node { jobId } } } }');
    expect(operationDepth(document, 'A')).toBe(2);
    expect(operationDepth(document, 'B')).toBe(4);
  });

  it('measures a fragment bomb of 64 levels (2^64 selections expanded) by working out each fragment once', () => {
    expect(operationDepth(parse(fragmentBomb(64)))).toBe(2);
  });

  it('does not loop on a fragment cycle (a validation error reported elsewhere)', () => {
    expect(operationDepth(parse('query { ...A } fragment A on Query { usage { plan } ...B } fragment B on Query { ...A }'))).toBe(2);
  });

  it('leaves introspection out', () => {
    expect(operationDepth(parse('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }'))).toBe(0);
  });
});

describe('checkOperationCost', () => {
  it('lets a full page of job statuses and a full single job through', () => {
    const statuses = parse('{ jobs(first: 100) { edges { cursor node { jobId status progress { pagesDone pagesTotal } } } pageInfo { hasNextPage endCursor } } }');
    const fullJob = parse(`{ job(id: "x") { jobId status data { ${ALL_DATA} } } }`);
    expect(codeOf(() => checkOperationCost({ schema, document: statuses }))).toBeNull();
    expect(codeOf(() => checkOperationCost({ schema, document: fullJob }))).toBeNull();
  });

  it(`refuses an operation nested deeper than ${MAX_DEPTH} as query_too_complex`, () => {
    // The schema has no cycles, so no valid operation nests deeper than 6 today; the limit guards the
    // types to come. The depth is measured before any field is looked up, so plain names show it.
    const deep = parse(`{ jobs { edges { node { data { recurringDebits { creditor } } } } } }`);
    expect(codeOf(() => checkOperationCost({ schema, document: deep }))).toBeNull();
    const tooDeep = parse(`{ a { b { c { d { e { f { g { h { i } } } } } } } } }`);
    expect(operationDepth(tooDeep)).toBe(9);
    expect(codeOf(() => checkOperationCost({ schema, document: tooDeep }))).toBe('query_too_complex');
  });

  it('refuses variables that do not fit their types with invalid_request (400), before measuring', () => {
    const document = parse('query Page($first: Int!) { jobs(first: $first) { edges { node { jobId } } } }');
    expect(codeOf(() => checkOperationCost({ schema, document, variables: { first: 'abc' } }))).toBe('invalid_request');
    expect(codeOf(() => checkOperationCost({ schema, document, variables: {} }))).toBe('invalid_request');
    expect(codeOf(() => checkOperationCost({ schema, document, variables: { first: 3 } }))).toBeNull();
  });

  it(`refuses a page of 100 jobs with all their data (over ${MAX_COMPLEXITY}) as query_too_complex`, () => {
    const document = parse(`query Page($first: Int!) { jobs(first: $first) { edges { node { jobId data { ${ALL_DATA} } } } } }`);
    expect(codeOf(() => checkOperationCost({ schema, document, variables: { first: 100 } }))).toBe('query_too_complex');
    expect(codeOf(() => checkOperationCost({ schema, document, variables: { first: 5 } }))).toBeNull();
  });
});

describe('maxRecursiveSelectionsRule', () => {
  const codesOf = (query: string, limit?: number) =>
    validate(schema, parse(query), [...specifiedRules, maxRecursiveSelectionsRule(limit)]).map((e) => e.extensions.code);

  it('refuses a fragment bomb as query_too_complex while validating, however many levels it has', () => {
    expect(codesOf(fragmentBomb(21))).toEqual(['query_too_complex']);
    expect(codesOf(fragmentBomb(64))).toEqual(['query_too_complex']);
  });

  it(`lets through an operation of ${MAX_RECURSIVE_SELECTIONS} selections or fewer, fragments expanded`, () => {
    // A bomb of n levels selects 2^(n+1) - 1 times, spreads counted: 8,191 at 12 levels, 16,383 at 13.
    expect(codesOf(fragmentBomb(12))).toEqual([]);
    expect(codesOf(fragmentBomb(13))).toEqual(['query_too_complex']);
  });

  it('counts fields, inline fragments and spreads, as Apollo does', () => {
    const query = 'query { usage { plan } ... on Query { ...U } } fragment U on Query { usage { plan } }';
    // usage, plan, the inline fragment, the spread, then the fragment's usage and plan: 6.
    expect(codesOf(query, 6)).toEqual([]);
    expect(codesOf(query, 5)).toEqual(['query_too_complex']);
  });
});
