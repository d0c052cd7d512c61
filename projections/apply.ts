/**
 * The apply step shared by the live projector and the rebuild: fold a run of events into the rows
 * they touch (read once from the store, then kept in memory), giving the changes to commit and the
 * job updates to publish after the commit. The company reports of the companies the run touched are
 * folded last, over their jobs as the run left them (company/companyReport.projection.ts).
 */
import type { JobUpdate, StoredEvent } from '../src/application/ports.js';
import {
  emptyChanges, type AccountRow, type ApiKeyRow, type CompanyKey, type CompanyReportRow, type JobRow, type QuotaRow, type ReadModelChanges, type ReadStore,
} from '../src/application/readModels.js';
import type { AccountEvent } from '../src/domain/account/account.events.js';
import type { JobEvent } from '../src/domain/job/job.events.js';
import type { QuotaEvent } from '../src/domain/quota/quota.events.js';
import { evolveAccount, evolveApiKey } from './account/account.projection.js';
import { companyKeyOf, companyReportRowOf, jobsAfterRun, storedCompanyJobs } from './company/companyReport.projection.js';
import { evolveJob, jobIdsOf, type JobProjectionEvent } from './job/job.projection.js';
import { evolveQuota, quotaKeyOf } from './quota/quota.projection.js';

type KnownEvent = JobEvent | QuotaEvent | AccountEvent;

export interface AppliedEvents {
  changes: ReadModelChanges;
  updates: JobUpdate[];
}

const COMMITTED_ROWS_KEPT = 2_000;

/**
 * Rows as this projector last committed them, so the next run reads them from memory instead of the
 * store. Valid only while the commits follow one another (nobody else moved the checkpoint between
 * them): the projector clears it when a commit finds another projector got there first.
 */
export class CommittedRows {
  readonly jobs = new Map<string, JobRow>();
  readonly quotas = new Map<string, QuotaRow>();
  readonly accounts = new Map<string, AccountRow>();
  readonly apiKeys = new Map<string, ApiKeyRow>();
  readonly companyReports = new Map<string, CompanyReportRow>();

  remember(changes: ReadModelChanges): void {
    const keep = <Row>(map: Map<string, Row>, rows: readonly Row[], key: (row: Row) => string): void => {
      for (const row of rows) {
        map.delete(key(row)); // newest last, so the oldest go first
        map.set(key(row), row);
      }
      for (const oldest of map.keys()) {
        if (map.size <= COMMITTED_ROWS_KEPT) break;
        map.delete(oldest);
      }
    };
    keep(this.jobs, changes.jobs, (j) => j.jobId);
    keep(this.quotas, changes.quotas, (q) => `${q.accountId}|${q.month}`);
    keep(this.accounts, changes.accounts, (a) => a.accountId);
    keep(this.apiKeys, changes.apiKeys, (k) => k.keyId);
    keep(this.companyReports, changes.companyReports, companyKeyOf);
  }

  clear(): void {
    for (const map of [this.jobs, this.quotas, this.accounts, this.apiKeys, this.companyReports]) map.clear();
  }
}

/** Rows read from the store (or this projector's last commits) at most once per run, then evolved in memory. */
const cached = <Row>(load: (key: string) => Promise<Row | null>, committed?: ReadonlyMap<string, Row>) => {
  const rows = new Map<string, Row | null>();
  const touched = new Set<string>();
  return {
    async get(key: string): Promise<Row | null> {
      if (!rows.has(key)) rows.set(key, committed?.get(key) ?? (await load(key)));
      return rows.get(key) ?? null;
    },
    set(key: string, row: Row | null): void {
      rows.set(key, row);
      if (row !== null) touched.add(key);
    },
    changed(): Row[] {
      return [...touched].map((key) => rows.get(key)).filter((row): row is Row => row !== null && row !== undefined);
    },
  };
};

export const applyEvents = async (readStore: ReadStore, events: readonly StoredEvent[], committed?: CommittedRows): Promise<AppliedEvents> => {
  const jobs = cached<JobRow>((id) => readStore.getJob(id), committed?.jobs);
  const quotas = cached<QuotaRow>((key) => {
    const [accountId = '', month = ''] = key.split('|');
    return readStore.getQuota(accountId, month);
  }, committed?.quotas);
  const accounts = cached<AccountRow>((id) => readStore.getAccount(id), committed?.accounts);
  const keys = cached<ApiKeyRow>((id) => readStore.getApiKey(id), committed?.apiKeys);
  const reports = cached<CompanyReportRow>((key) => {
    const [accountId = '', company = ''] = JSON.parse(key) as string[];
    return readStore.getCompanyReport(accountId, company);
  }, committed?.companyReports);
  /** Companies the run's events concerned; `analysed` when a statement's result came, changed or went. */
  const companies = new Map<string, CompanyKey & { analysed: boolean }>();
  const touchCompany = (key: CompanyKey, analysed: boolean): void => {
    const id = companyKeyOf(key);
    const seen = companies.get(id);
    companies.set(id, { accountId: key.accountId, company: key.company, analysed: analysed || seen?.analysed === true });
  };
  const changes = emptyChanges();
  const updates: JobUpdate[] = [];

  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as KnownEvent;
    switch (event.type) {
      case 'BatchAccepted':
      case 'JobCreated':
      case 'PageExtracted':
      case 'JobAnalyzed':
      case 'JobFailed': {
        for (const jobId of jobIdsOf(stored as JobProjectionEvent)) {
          const before = await jobs.get(jobId);
          const after = evolveJob(before, stored as JobProjectionEvent, jobId);
          jobs.set(jobId, after);
          // A re-analysis changes neither status nor pages, only the result and its completion time: pushed too.
          const changed = before === null || after?.status !== before.status || after.pagesDone !== before.pagesDone || after.completedAt !== before.completedAt;
          if (after !== null && after !== before && changed) {
            updates.push({ accountId: after.accountId, jobId, status: after.status, pagesDone: after.pagesDone, pagesTotal: after.pagesTotal, at: stored.recordedAt });
          }
          // A new job gives its company a report row; a result (or the loss of one) changes the report.
          if (after !== null && event.type === 'BatchAccepted') touchCompany(after, false);
          if (after !== null && (after.status === 'auto_analyzed' || before?.status === 'auto_analyzed') && (event.type === 'JobAnalyzed' || event.type === 'JobFailed')) {
            touchCompany(after, true);
          }
        }
        break;
      }
      case 'PagesReserved': {
        const key = quotaKeyOf(event);
        quotas.set(key, evolveQuota(await quotas.get(key), event));
        break;
      }
      case 'AnalysisDefaultsSet':
        // Read from the account's stream at upload (uploads.ts); no read model keeps them.
        break;
      case 'AccountCreated':
      case 'PlanChanged':
        accounts.set(event.data.accountId, evolveAccount(await accounts.get(event.data.accountId), event));
        break;
      case 'ApiKeyIssued':
      case 'ApiKeyRevoked':
      case 'ApiKeyUsed': {
        const after = evolveApiKey(await keys.get(event.data.keyId), event);
        keys.set(event.data.keyId, after);
        if (event.type === 'ApiKeyUsed' && after !== null) {
          changes.keyAccess.push({ keyId: event.data.keyId, ip: event.data.ip, at: event.data.usedAt, position: stored.globalPosition });
        }
        break;
      }
      default: {
        // Events of other modules (or from the contract tests sharing a store) are none of ours.
        const _exhaustive: never = event;
        void _exhaustive;
      }
    }
  }
  changes.jobs = jobs.changed();
  changes.quotas = quotas.changed();
  changes.accounts = accounts.changed();
  changes.apiKeys = keys.changed();
  // Once per company per run, after every event of the run: a rebuild's batch of 500 events folds
  // each company's report once, not once per statement.
  for (const [id, { analysed, ...key }] of companies) {
    if (!analysed && (await reports.get(id)) !== null) continue;
    reports.set(id, companyReportRowOf(key, jobsAfterRun(key, await storedCompanyJobs(readStore, key), changes.jobs)));
  }
  changes.companyReports = reports.changed();
  return { changes, updates };
};
