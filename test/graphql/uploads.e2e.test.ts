/**
 * GraphQL queries and multipart uploads through real HTTP against the real composed service: the
 * upload response, every field of the REST `data` under its camelCase name, the jobs connection,
 * usage, and the REST error codes in `extensions.code`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';
import { statementPdf, statementRows } from '../e2e/support/statementPdf.js';
import { errorCodes, graphqlClient, UPLOAD_MUTATION } from './support/graphqlClient.js';

let server: EmbeddedServer;
let acme: ReturnType<typeof graphqlClient>;
let key: string;
let onePage: Uint8Array;

beforeAll(async () => {
  server = await startEmbeddedServer();
  key = await server.keyFor('acme', 'business');
  acme = graphqlClient(server.address, key);
  onePage = await statementPdf({ pages: 1 });
});
afterAll(async () => {
  await server?.dispose();
});

/** Every field of `data`, nested ones included. */
const ALL_DATA = `bankName accountHolder accountNumberLast4 currency statementStartDate statementEndDate openingBalance endMonthBalance
  totalDeposits totalWithdrawals dailyAverageBalance depositCount withdrawalCount transactionCount balanceEquationValid
  balanceEquationVariance isMultiMonth monthsCovered negativeBalanceCount negativeBalanceDates
  recurringDebits { creditor count totalAmount individualAmounts transactionDates frequency }
  largeTransactions { date type amount description reason } loansDetected
  loanTransactions { date amount type lender description }
  loanCommitments { lender frequency paymentAmount paymentCount totalPaid firstDate lastDate estimatedMonthlyPayment }
  intraCompanyTransactions { date amount type description counterparty reason }
  transactions { date description amount type balance page bbox category categoryEvidence { rule basis detail } }
  anomalies { type severity date amount description reason } warnings analysis { version settings }`;

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** REST JSON with camelCase keys; absent optional fields and GraphQL's nulls for them compare equal. */
const normalise = (value: unknown, rename: (key: string) => string = (k) => k): unknown => {
  if (Array.isArray(value)) return value.map((v) => normalise(v, rename));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        // A JSON object (analysis settings) keeps its REST names in GraphQL too.
        .map(([k, v]) => [rename(k), normalise(v, k === 'settings' ? (x) => x : rename)]),
    );
  }
  return value;
};

describe('uploadStatements (GraphQL multipart request)', () => {
  it('creates one processing job per file and answers like the REST upload', async () => {
    const res = await acme.upload(
      [{ name: 'march.pdf', bytes: onePage }, { name: 'march-2p.pdf', bytes: await statementPdf({ pages: 2 }) }],
      { userId: 'customer-42', companyName: ['Acme Ltd', 'Acme Group'] },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const upload = res.body.data.uploadStatements;
    expect(upload).toEqual({
      client: 'customer-42',
      totalFiles: 2,
      jobs: [
        { jobId: expect.stringMatching(/^job_\d{8}_\d{6}_[a-z0-9]{8}$/), company: 'Acme Ltd', filename: 'march.pdf', status: 'processing' },
        { jobId: expect.stringMatching(/^job_\d{8}_\d{6}_[a-z0-9]{8}$/), company: 'Acme Group', filename: 'march-2p.pdf', status: 'processing' },
      ],
    });
    expect(res.headers.get('x-ratelimit-limit')).toBe('200');

    const done = await acme.waitForJob(upload.jobs[1].jobId, 'jobId status client progress { pagesDone pagesTotal } data { transactionCount accountNumberLast4 }');
    expect(done.body.data.job).toEqual({
      jobId: upload.jobs[1].jobId,
      status: 'auto_analyzed',
      client: 'customer-42',
      progress: { pagesDone: 2, pagesTotal: 2 },
      data: { transactionCount: statementRows({ pages: 2 }).length, accountNumberLast4: '4321' },
    });
  });

  it('serves every field of the REST result, camelCase, with the same values', async () => {
    const res = await acme.upload([{ name: 'full.pdf', bytes: onePage }]);
    const jobId: string = res.body.data.uploadStatements.jobs[0].jobId;
    const graphql = await acme.waitForJob(
      jobId,
      `jobId batchId status company filename client createdAt completedAt progress { pagesDone pagesTotal } error { code message } data { ${ALL_DATA} }`,
    );
    expect(graphql.body.errors).toBeUndefined();
    const rest = await fetch(`${server.address}/v1/jobs/${jobId}`, { headers: { authorization: `Bearer ${key}` } });
    expect(rest.status).toBe(200);
    const restJob: unknown = await rest.json();
    expect(normalise(graphql.body.data.job)).toEqual(normalise(restJob, camel));
  });

  it('refuses a multipart request without the CSRF preflight header before reading it', async () => {
    const res = await acme.upload([{ name: 'a.pdf', bytes: onePage }], undefined, { preflight: false });
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(['invalid_request']);
  });

  it('refuses bad batches with the REST codes', async () => {
    const mismatch = await acme.upload([{ name: 'a.pdf', bytes: onePage }, { name: 'b.pdf', bytes: onePage }, { name: 'c.pdf', bytes: onePage }], {
      userId: 'u',
      companyName: ['One', 'Two'],
    });
    expect(errorCodes(mismatch)).toEqual(['company_mismatch']);
    expect(mismatch.body.data).toBeNull();

    expect(errorCodes(await acme.upload([]))).toEqual(['no_files']);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(errorCodes(await acme.upload([{ name: 'photo.png', bytes: png }]))).toEqual(['invalid_file_type']);
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.pdf`, bytes: onePage }));
    expect(errorCodes(await acme.upload(tooMany))).toEqual(['too_many_files']);
    const huge = new Uint8Array(4.5 * 1024 * 1024 + 1).fill(0x20);
    huge.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect(errorCodes(await acme.upload([{ name: 'huge.pdf', bytes: huge }]))).toEqual(['payload_too_large']);
  });

  it('refuses a malformed multipart map as invalid_request', async () => {
    const send = async (files: number, map: Record<string, string[]>, parts: string[]) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { userId: 'u', companyName: ['Acme'], files: Array(files).fill(null) } }));
      form.append('map', JSON.stringify(map));
      for (const part of parts) form.append(part, new Blob([onePage], { type: 'application/pdf' }), `${part}.pdf`);
      const res = await fetch(`${server.address}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'apollo-require-preflight': 'true' }, body: form });
      return { status: res.status, headers: res.headers, body: await res.json() };
    };
    // The map names a file part the body does not carry.
    expect(errorCodes(await send(1, { 0: ['variables.files.0'] }, []))).toEqual(['invalid_request']);
    // One file part sent to two variables.
    expect(errorCodes(await send(2, { 0: ['variables.files.0', 'variables.files.1'] }, ['0']))).toEqual(['invalid_request']);
  });

  it('refuses a batch that would pass the monthly quota with limit_exceeded and charges nothing', async () => {
    const tiny = graphqlClient(server.address, await server.keyFor('tiny-co', 'enterprise', 2));
    const res = await tiny.upload([{ name: 'three.pdf', bytes: await statementPdf({ pages: 3 }) }]);
    expect(errorCodes(res)).toEqual(['limit_exceeded']);
    const usage = await tiny.query('{ usage { plan pagesLimit pagesUsed pagesRemaining periodStart periodEnd resetsAt } }');
    expect(usage.body.data.usage).toMatchObject({ plan: 'enterprise', pagesLimit: 2, pagesUsed: 0, pagesRemaining: 2 });
  });
});

describe('queries', () => {
  it('pages through the account jobs newest first with Relay cursors and filters', async () => {
    const lister = graphqlClient(server.address, await server.keyFor('lister', 'business'));
    const res = await lister.upload(
      [{ name: 'a.pdf', bytes: onePage }, { name: 'b.pdf', bytes: onePage }, { name: 'c.pdf', bytes: onePage }],
      { userId: 'u', companyName: ['Listing Co'] },
    );
    const uploaded = (res.body.data.uploadStatements.jobs as { jobId: string }[]).map((j) => j.jobId);
    await lister.upload([{ name: 'other.pdf', bytes: onePage }], { userId: 'u', companyName: ['Other Co'] });

    const page = `query Page($after: String) {
      jobs(first: 2, after: $after, filter: { company: "Listing Co" }) {
        edges { cursor node { jobId company createdAt } } pageInfo { hasNextPage endCursor }
      }
    }`;
    const first = await lister.query(page);
    expect(first.body.data.jobs.edges).toHaveLength(2);
    expect(first.body.data.jobs.pageInfo.hasNextPage).toBe(true);
    const second = await lister.query(page, { after: first.body.data.jobs.pageInfo.endCursor });
    expect(second.body.data.jobs.pageInfo.hasNextPage).toBe(false);
    const nodes = [...first.body.data.jobs.edges, ...second.body.data.jobs.edges].map((e: { node: { jobId: string; company: string; createdAt: string } }) => e.node);
    expect(nodes.map((n) => n.jobId).sort()).toEqual([...uploaded].sort());
    expect(nodes.every((n) => n.company === 'Listing Co')).toBe(true);
    const created = nodes.map((n) => n.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const usage = await lister.query('{ usage { plan pagesUsed pagesRemaining } }');
    expect(usage.body.data.usage).toEqual({ plan: 'business', pagesUsed: 4, pagesRemaining: 25_000 - 4 });
  });

  it('caps the page size and refuses a cursor it did not issue, as invalid_request', async () => {
    expect(errorCodes(await acme.query('{ jobs(first: 101) { edges { cursor } } }'))).toEqual(['invalid_request']);
    expect(errorCodes(await acme.query('{ jobs(first: 5, after: "bogus") { edges { cursor } } }'))).toEqual(['invalid_request']);
  });

  it('refuses an operation over the complexity limit with 400 query_too_complex before running it', async () => {
    const res = await acme.query(`{ jobs(first: 100) { edges { node { data { ${ALL_DATA} } } } } }`);
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(['query_too_complex']);
  });

  it('reports malformed operations as invalid_request', async () => {
    expect(errorCodes(await acme.query('{ jobs { edges { nope } } }'))).toEqual(['invalid_request']);
    expect(errorCodes(await acme.query('{ usage {'))).toEqual(['invalid_request']);
  });
});
