import { parse, type GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLSchema } from 'graphql';
import { checkOperationCost, MAX_COMPLEXITY, MAX_DEPTH, operationDepth } from './costGuard.js';
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

  it(`refuses a page of 100 jobs with all their data (over ${MAX_COMPLEXITY}) as query_too_complex`, () => {
    const document = parse(`query Page($first: Int!) { jobs(first: $first) { edges { node { jobId data { ${ALL_DATA} } } } } }`);
    expect(codeOf(() => checkOperationCost({ schema, document, variables: { first: 100 } }))).toBe('query_too_complex');
    expect(codeOf(() => checkOperationCost({ schema, document, variables: { first: 5 } }))).toBeNull();
  });
});
