/** The export formats, what each is served as, and which of them a whole batch or a company report can be exported to. */

export const JOB_EXPORT_FORMATS = ['csv', 'xlsx', 'ofx', 'qbo', 'json'] as const;
export type JobExportFormat = (typeof JOB_EXPORT_FORMATS)[number];

/** A batch is several statements: only the formats with room for one section or sheet per statement. */
export const BATCH_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type BatchExportFormat = (typeof BATCH_EXPORT_FORMATS)[number];

/** A company report: its tables as CSV sections or XLSX sheets, or the report's JSON as a file. */
export const COMPANY_REPORT_FORMATS = ['csv', 'xlsx', 'json'] as const;
export type CompanyReportFormat = (typeof COMPANY_REPORT_FORMATS)[number];

export const isJobExportFormat = (value: unknown): value is JobExportFormat => (JOB_EXPORT_FORMATS as readonly unknown[]).includes(value);
export const isBatchExportFormat = (value: unknown): value is BatchExportFormat => (BATCH_EXPORT_FORMATS as readonly unknown[]).includes(value);
export const isCompanyReportFormat = (value: unknown): value is CompanyReportFormat => (COMPANY_REPORT_FORMATS as readonly unknown[]).includes(value);

export const CONTENT_TYPES: Record<JobExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ofx: 'application/x-ofx',
  // QuickBooks' Web Connect files.
  qbo: 'application/vnd.intu.qbo',
  json: 'application/json; charset=utf-8',
};

/** One rendered export: its bytes, its media type and the file name to save it under. */
export interface ExportFile {
  format: JobExportFormat;
  contentType: string;
  filename: string;
  body: Buffer;
}
