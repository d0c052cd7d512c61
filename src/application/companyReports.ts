/**
 * The company report use case. The report is a pure fold (`buildCompanyReport`) over the company's
 * analysed jobs as the job projection holds them: the `JobAnalyzed` results of the event log, nothing
 * else. It is folded on each read rather than kept in a table of its own: a dozen statements fold in
 * a few milliseconds (`npm run bench:company`), a rebuild of the job projection rebuilds it with no
 * step of its own, and a re-analysed job changes it at once.
 */
import { buildCompanyReport, type CompanyStatementInput } from '../analysis/company/report.js';
import type { CompanyReport } from '../domain/companyReport.js';
import type { JobRow, ReadStore } from './readModels.js';

/** Jobs read per query while collecting a company's statements. */
const PAGE = 500;

/** Every job of one company of the account, newest first. */
const companyJobs = async (readStore: ReadStore, accountId: string, company: string): Promise<JobRow[]> => {
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

const statementOf = (row: JobRow): CompanyStatementInput | null =>
  row.status === 'auto_analyzed' && row.data !== null
    ? { jobId: row.jobId, filename: row.filename, blobKey: row.blobKey, completedAt: row.completedAt ?? row.createdAt, uploadOrder: uploadOrderOf(row.sortKey), data: row.data }
    : null;

/**
 * The report of `company` (the `company_name` its statements were uploaded with, exactly), or null
 * when the account has no job of that company. Jobs still processing or failed are not in it yet.
 */
export const readCompanyReport = async (readStore: ReadStore, accountId: string, company: string): Promise<CompanyReport | null> => {
  const jobs = await companyJobs(readStore, accountId, company);
  if (jobs.length === 0) return null;
  const statements = jobs.map(statementOf).filter((s): s is CompanyStatementInput => s !== null);
  return buildCompanyReport(company, statements);
};
