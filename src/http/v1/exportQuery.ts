/**
 * The query of the export routes: `format` (required) and, for QBO, the bank's QuickBooks id; on the
 * company report, `format` is optional (the report's JSON without it).
 */
import { AppError } from '../../domain/errors.js';
import {
  BATCH_EXPORT_FORMATS, COMPANY_REPORT_FORMATS, JOB_EXPORT_FORMATS, isBatchExportFormat, isCompanyReportFormat, isJobExportFormat,
  type BatchExportFormat, type CompanyReportFormat, type JobExportFormat,
} from '../../exports/formats.js';

export interface JobExportQuery {
  format: JobExportFormat;
  intuBid?: string;
}

const single = (query: Record<string, unknown>, name: string): string | undefined => {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new AppError('invalid_request', `"${name}" must be given once.`);
  return value;
};

export const parseJobExportQuery = (query: Record<string, unknown>): JobExportQuery => {
  const format = single(query, 'format');
  if (!isJobExportFormat(format)) throw new AppError('invalid_request', `"format" must be one of ${JOB_EXPORT_FORMATS.join(', ')}.`);
  const intuBid = single(query, 'intu_bid');
  if (intuBid !== undefined && (format !== 'qbo' || !/^\d{1,10}$/.test(intuBid))) {
    throw new AppError('invalid_request', '"intu_bid" is 1 to 10 digits, and only for format=qbo.');
  }
  return { format, ...(intuBid !== undefined ? { intuBid } : {}) };
};

export const parseBatchExportQuery = (query: Record<string, unknown>): BatchExportFormat => {
  const format = single(query, 'format');
  if (!isBatchExportFormat(format)) throw new AppError('invalid_request', `"format" must be one of ${BATCH_EXPORT_FORMATS.join(', ')} for a batch.`);
  return format;
};

/**
 * `GET /v1/companies/{company_name}/report`: no `format` is the report as a JSON body (what the route
 * served before it had files); a `format` is a download, refused as the job and batch exports refuse one.
 */
export const parseCompanyReportQuery = (query: Record<string, unknown>): CompanyReportFormat | null => {
  const format = single(query, 'format');
  if (format === undefined) return null;
  if (!isCompanyReportFormat(format)) throw new AppError('invalid_request', `"format" must be one of ${COMPANY_REPORT_FORMATS.join(', ')} for a company report.`);
  return format;
};
