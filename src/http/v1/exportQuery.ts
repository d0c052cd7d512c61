/** The query of the export routes: `format` (required) and, for QBO, the bank's QuickBooks id. */
import { AppError } from '../../domain/errors.js';
import { BATCH_EXPORT_FORMATS, JOB_EXPORT_FORMATS, isBatchExportFormat, isJobExportFormat, type BatchExportFormat, type JobExportFormat } from '../../exports/formats.js';

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
