/**
 * The company report read model (issue 14): one row per account and `company_name`, holding the
 * report a GET serves as it is. The report is not a running total a single event can adjust: which
 * statement is the original of a duplicate, what overlaps what and which debits form a position depend
 * on all of the company's statements at once. So each run of the projector folds the report again
 * (`buildCompanyReport`, a millisecond for a dozen statements) for the companies its events touched,
 * from their job rows as they stand after those events, and commits it with them: the report can never
 * disagree with the jobs a GET of them shows, and a rebuild from the log gives the same rows.
 */
import { buildCompanyReport, type CompanyStatementInput } from '../../src/analysis/company/report.js';
import type { CompanyKey, CompanyReportRow, JobRow, ReadStore } from '../../src/application/readModels.js';

/** A map key for an account's company (a `company_name` may hold any character, a separator included). */
export const companyKeyOf = (key: CompanyKey): string => JSON.stringify([key.accountId, key.company]);

/** Jobs read per query while collecting a company's statements. */
const PAGE = 500;

/** Every job of one company of the account in the store, newest first. */
export const storedCompanyJobs = async (readStore: ReadStore, { accountId, company }: CompanyKey): Promise<JobRow[]> => {
  const jobs: JobRow[] = [];
  let beforeSortKey: number | undefined;
  for (;;) {
    const page = await readStore.listJobs(accountId, { limit: PAGE, company, ...(beforeSortKey !== undefined ? { beforeSortKey } : {}) });
    jobs.push(...page);
    const last = page.at(-1);
    if (page.length < PAGE || last === undefined) return jobs;
    beforeSortKey = last.sortKey;
  }
};

/**
 * Upload order from the job's sort key, which is newest first: the batch's global position times
 * 1000, plus 999 less the file's place in the batch (projections/job/job.projection.ts).
 */
const uploadOrderOf = (sortKey: number): number => Math.floor(sortKey / 1000) * 1000 + (999 - (sortKey % 1000));

/** An analysed job as the report reads it; jobs still processing or failed are not in the report. */
const statementOf = (row: JobRow): CompanyStatementInput | null =>
  row.status === 'auto_analyzed' && row.data !== null
    ? { jobId: row.jobId, filename: row.filename, blobKey: row.blobKey, completedAt: row.completedAt ?? row.createdAt, uploadOrder: uploadOrderOf(row.sortKey), data: row.data }
    : null;

/**
 * The company's jobs after a run of events: the committed rows, with the rows the run changed (not
 * committed yet) in their place, and the run's new jobs of the company added.
 */
export const jobsAfterRun = (key: CompanyKey, stored: readonly JobRow[], changed: readonly JobRow[]): JobRow[] => {
  const byId = new Map(stored.map((row) => [row.jobId, row]));
  for (const row of changed) if (row.accountId === key.accountId && row.company === key.company) byId.set(row.jobId, row);
  return [...byId.values()];
};

/** The report row of `key` over its jobs (in any order: the fold orders them itself). */
export const companyReportRowOf = (key: CompanyKey, jobs: readonly JobRow[]): CompanyReportRow => ({
  accountId: key.accountId,
  company: key.company,
  report: buildCompanyReport(key.company, jobs.map(statementOf).filter((s): s is CompanyStatementInput => s !== null)),
});

/**
 * Reports of the companies that have jobs but no report: those of read models built before this
 * projection existed. Folded from their job rows, which are the log's projection up to the
 * checkpoint, so they are the rows a replay of the log to that point would give (a test compares).
 */
export const missingCompanyReports = async (readStore: ReadStore): Promise<CompanyReportRow[]> => {
  const rows: CompanyReportRow[] = [];
  for (const key of await readStore.listCompaniesWithoutReport()) rows.push(companyReportRowOf(key, await storedCompanyJobs(readStore, key)));
  return rows;
};
