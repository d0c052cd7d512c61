/**
 * The company report projection over real SQLite stores, fed the events the service appends for a
 * generated six-month company (its statements analysed without PDFs): the report is there as soon as
 * the batch is, follows each result, follows a later batch of the same company, and comes back the
 * same from the log after a restart on empty read models, a rebuild, or read models made before it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../../src/adapters/eventStore/sqlite.js';
import { openSqliteReadStore } from '../../src/adapters/readStore/sqlite.js';
import { buildCompanyReport, type CompanyStatementInput } from '../../src/analysis/company/report.js';
import type { EventStore } from '../../src/application/ports.js';
import type { ReadStore } from '../../src/application/readModels.js';
import { streams } from '../../src/domain/ids.js';
import type { JobAnalyzed } from '../../src/domain/job/job.events.js';
import type { BatchAccepted } from '../../src/domain/quota/quota.events.js';
import { analyseDraw } from '../../test/fixtures/company/analyseDraw.js';
import { drawSixMonthCompany } from '../../test/fixtures/company/drawCompany.js';
import { createProjector, rebuildProjections, type Projector } from '../projector.js';

const ACCOUNT = 'acct_lender';
const draw = drawSixMonthCompany(20_261_124);
/** The draw's statements as analysed jobs, job ids in upload order. */
const statements: CompanyStatementInput[] = analyseDraw(draw).map((s, i) => ({ ...s, jobId: `job_${String(i).padStart(2, '0')}` }));

let dir: string;
let store: EventStore;
const opened: ReadStore[] = [];
const running: Projector[] = [];
let batches = 0;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ledgerlens-company-projection-'));
  store = openSqliteEventStore({ path: join(dir, 'events.sqlite'), pollIntervalMs: 20 });
});
afterEach(async () => {
  for (const projector of running.splice(0)) await projector.stop();
  for (const readStore of opened.splice(0)) await readStore.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const openReadStore = (name: string): ReadStore => {
  const readStore = openSqliteReadStore(join(dir, `${name}.sqlite`));
  opened.push(readStore);
  return readStore;
};

const follow = async (readStore: ReadStore): Promise<Projector> => {
  const projector = createProjector({ store, readStore });
  await projector.start();
  running.push(projector);
  return projector;
};

/** A batch of `jobs` accepted for `company` (the upload), at its own position in the log. */
const accept = async (jobs: readonly CompanyStatementInput[], company = draw.company, accountId = ACCOUNT): Promise<number> => {
  const batch: BatchAccepted = {
    type: 'BatchAccepted',
    data: {
      batchId: `batch_${++batches}`, accountId, client: 'underwriter', acceptedAt: '2026-11-24T09:00:00.000Z',
      jobs: jobs.map((s) => ({ jobId: s.jobId, filename: s.filename, company, blobKey: s.blobKey, pagesTotal: 1 })),
    },
  };
  return (await store.appendToStream(`quota-${accountId}-${batches}`, [batch], { expectedVersion: 'any' })).lastGlobalPosition;
};

/** The job's result, as the worker (or a re-analysis) appends it. */
const analyse = async (s: CompanyStatementInput, data = s.data, completedAt = s.completedAt): Promise<number> => {
  const event: JobAnalyzed = { type: 'JobAnalyzed', data: { jobId: s.jobId, data, completedAt } };
  return (await store.appendToStream(streams.job(s.jobId), [event], { expectedVersion: 'any' })).lastGlobalPosition;
};

const reportOf = async (readStore: ReadStore, company = draw.company, accountId = ACCOUNT) => (await readStore.getCompanyReport(accountId, company))?.report ?? null;

describe('company report projection', () => {
  it('keeps a report from the batch on, and folds each statement in as its job finishes', async () => {
    const readStore = openReadStore('read');
    const projector = await follow(readStore);
    const first = statements.slice(0, 3);
    await projector.waitFor(await accept(first));
    const waiting = await reportOf(readStore);
    expect(waiting).toMatchObject({ company: draw.company, statements: [], months: [], updated_at: null });

    let position = -1;
    for (const s of first) position = await analyse(s);
    await projector.waitFor(position);
    expect(await reportOf(readStore)).toEqual(buildCompanyReport(draw.company, first));
    expect((await reportOf(readStore))!.months.length).toBeGreaterThan(0);
  });

  it('follows a later batch of the same company, and keeps other companies and accounts apart', async () => {
    const readStore = openReadStore('read');
    const projector = await follow(readStore);
    const [early, late] = [statements.slice(0, 4), statements.slice(4)];
    await accept(early);
    for (const s of early) await analyse(s);
    const other = { ...statements[0]!, jobId: 'job_other' };
    await accept([other], 'Other Co');
    await analyse(other);
    const elsewhere = { ...statements[1]!, jobId: 'job_elsewhere' };
    await accept([elsewhere], draw.company, 'acct_other');
    await projector.waitFor(await analyse(elsewhere));
    const before = await reportOf(readStore);
    expect(before).toEqual(buildCompanyReport(draw.company, early));

    await accept(late);
    let position = -1;
    for (const s of late) position = await analyse(s);
    await projector.waitFor(position);
    const after = await reportOf(readStore);
    expect(after).toEqual(buildCompanyReport(draw.company, statements));
    expect(after!.statements).toHaveLength(statements.length);
    expect(after!.continuity.length).toBeGreaterThan(before!.continuity.length);
    expect(await reportOf(readStore, 'Other Co')).toEqual(buildCompanyReport('Other Co', [other]));
    expect(await reportOf(readStore, draw.company, 'acct_other')).toEqual(buildCompanyReport(draw.company, [elsewhere]));
  });

  it('follows a re-analysis of one of the statements', async () => {
    const readStore = openReadStore('read');
    const projector = await follow(readStore);
    await accept(statements);
    for (const s of statements) await analyse(s);
    const first = statements[0]!;
    // The statement read again with its first deposit gone: the month's figures must follow.
    const withoutFirstDeposit = { ...first.data, transactions: first.data.transactions.filter((_, i) => i !== first.data.transactions.findIndex((t) => t.type === 'deposit')) };
    await projector.waitFor(await analyse(first, withoutFirstDeposit, '2026-11-25T08:00:00.000Z'));
    const report = await reportOf(readStore);
    expect(report).toEqual(buildCompanyReport(draw.company, [{ ...first, data: withoutFirstDeposit, completedAt: '2026-11-25T08:00:00.000Z' }, ...statements.slice(1)]));
    expect(report!.updated_at).toBe('2026-11-25T08:00:00.000Z');
  });

  it('comes back the same from the log: a projector restarted on empty read models, and a rebuild', async () => {
    const live = openReadStore('live');
    const projector = await follow(live);
    await accept(statements.slice(0, 5));
    for (const s of statements.slice(0, 5)) await analyse(s);
    await accept(statements.slice(5));
    let position = -1;
    for (const s of statements.slice(5)) position = await analyse(s);
    await projector.waitFor(position);

    // A restart whose read models were lost: the projector catches up from the start of the log.
    const restarted = await follow(openReadStore('restarted'));
    await restarted.waitFor(position);
    const empty = openReadStore('rebuilt');
    await rebuildProjections({ store, readStore: empty });
    const snapshot = await live.snapshot();
    expect(snapshot.companyReports).toHaveLength(1);
    expect(await openReadStore('restarted').snapshot()).toEqual(snapshot);
    expect(await empty.snapshot()).toEqual(snapshot);
  });

  it('fills in the reports of read models made before the projection, as a replay of the log gives them', async () => {
    const path = join(dir, 'old.sqlite');
    const old = openSqliteReadStore(path);
    const projector = await follow(old);
    await accept(statements);
    let position = -1;
    for (const s of statements) position = await analyse(s);
    await projector.waitFor(position);
    await projector.stop();
    await old.close();
    // What an older release left: the jobs, and no company reports.
    const file = new Database(path);
    file.exec('DROP TABLE company_reports');
    file.close();

    const reopened = openSqliteReadStore(path);
    opened.push(reopened);
    expect(await reopened.getCompanyReport(ACCOUNT, draw.company)).toBeNull();
    await follow(reopened);
    const rebuilt = openReadStore('rebuilt');
    await rebuildProjections({ store, readStore: rebuilt });
    expect(await reopened.snapshot()).toEqual(await rebuilt.snapshot());
    expect(await reportOf(reopened)).toEqual(buildCompanyReport(draw.company, statements));
  });
});
