/**
 * The one entry point of the writers: an analysed job (or a batch's jobs, or a company report) and a
 * format in, a file out.
 * REST, GraphQL and `ledgerlens extract --format` all call these, so every edge exports the same bytes.
 */
import type { JobView } from '../application/api.js';
import type { CompanyReport } from '../domain/companyReport.js';
import { companyReportTables } from './companyTables.js';
import { batchCsv, companyReportCsv, statementCsv } from './csv.js';
import { CONTENT_TYPES, type BatchExportFormat, type CompanyReportFormat, type ExportFile, type JobExportFormat } from './formats.js';
import { statementOfx, statementQbo, type OfxOptions } from './ofx.js';
import { exportStatementOf, isAnalysed, type AnalysedJob, type BatchEntry } from './statement.js';
import { batchXlsx, companyReportXlsx, statementXlsx } from './xlsx.js';

/** Text made safe in a `Content-Disposition` header and on any disk (`fallback` when nothing of it is). */
const safeFileName = (text: string, fallback: string): string =>
  text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 100) || fallback;

/** The job's file name without `.pdf`, safe in a `Content-Disposition` header and on any disk. */
export const baseNameOf = (filename: string): string => safeFileName(filename.replace(/\.pdf$/i, ''), 'statement');

const file = (format: JobExportFormat, filename: string, body: string | Buffer): ExportFile => ({
  format,
  contentType: CONTENT_TYPES[format],
  filename,
  body: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
});

/**
 * `json` is the job exactly as `GET /v1/jobs/{job_id}` serves it (`presentJson` is the REST presenter,
 * passed in so the writers do not depend on the HTTP edge).
 */
export const renderJobExport = async (
  job: AnalysedJob,
  format: JobExportFormat,
  options: OfxOptions & { presentJson: (job: JobView) => unknown },
): Promise<ExportFile> => {
  const statement = exportStatementOf(job);
  const name = `${job.job_id}_${baseNameOf(job.filename)}.${format}`;
  switch (format) {
    case 'csv':
      return file(format, name, statementCsv(statement));
    case 'xlsx':
      return file(format, name, await statementXlsx(statement));
    case 'ofx':
      return file(format, name, statementOfx(statement));
    case 'qbo':
      return file(format, name, statementQbo(statement, options));
    case 'json':
      return file(format, name, `${JSON.stringify(options.presentJson(job), null, 2)}\n`);
    default: {
      const _exhaustive: never = format;
      return _exhaustive;
    }
  }
};

/** A batch's jobs in upload order; every one must be finished (the caller refuses a batch still processing). */
export const renderBatchExport = async (batchId: string, jobs: readonly JobView[], format: BatchExportFormat): Promise<ExportFile> => {
  const entries: BatchEntry[] = jobs.map((job) =>
    isAnalysed(job)
      ? { status: 'auto_analyzed', statement: exportStatementOf(job) }
      : { status: 'failed', failed: { jobId: job.job_id, filename: job.filename, company: job.company, error: job.error ?? { code: 'internal_error', message: '' } } },
  );
  const name = `${batchId}.${format}`;
  switch (format) {
    case 'csv':
      return file(format, name, batchCsv(entries));
    case 'xlsx':
      return file(format, name, await batchXlsx(entries));
    default: {
      const _exhaustive: never = format;
      return _exhaustive;
    }
  }
};

/**
 * A company report as a file named after the company (`Acme_Ltd_report.xlsx`). `json` is the report as
 * `GET /v1/companies/{company_name}/report` serves it. The workbook is dated by the report's newest
 * statement, so the same report always exports the same bytes.
 */
export const renderCompanyReportExport = async (report: CompanyReport, format: CompanyReportFormat): Promise<ExportFile> => {
  const name = `${safeFileName(report.company.replace(/[^A-Za-z0-9._-]+$/, ''), 'company')}_report.${format}`;
  switch (format) {
    case 'csv':
      return file(format, name, companyReportCsv(companyReportTables(report)));
    case 'xlsx':
      return file(format, name, await companyReportXlsx(companyReportTables(report), report.updated_at ?? new Date(0).toISOString()));
    case 'json':
      return file(format, name, `${JSON.stringify(report, null, 2)}\n`);
    default: {
      const _exhaustive: never = format;
      return _exhaustive;
    }
  }
};
