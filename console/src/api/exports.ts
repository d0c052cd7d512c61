/**
 * Export formats the API offers, read from its published contract (`/openapi.json`, no key needed):
 * the `format` values of `GET /v1/jobs/{job_id}/export` when the service has that route, none
 * otherwise (the console then makes CSV and JSON from the job itself); and those of the company
 * report route. The files themselves are made by the API.
 */
import { ApiError, apiErrorOf } from './errors.ts';
import { readKey } from './session.ts';

import { COMPANY_REPORT_PATH, exportFormatsOf, JOB_EXPORT_PATH } from './exportFormats.ts';

let contract: Promise<unknown> | null = null;

/** The service's OpenAPI document, asked once per page load (null when it cannot be read). */
const openApi = (): Promise<unknown> =>
  (contract ??= fetch('/openapi.json')
    .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
    .catch(() => null));

/** The job export formats of this service. */
export const jobExportFormats = (): Promise<string[]> => openApi().then((document) => exportFormatsOf(document, JOB_EXPORT_PATH));

/** The file formats of the company report (its JSON body aside, the report is already on the page as it). */
export const companyReportFormats = (): Promise<string[]> =>
  openApi().then((document) => exportFormatsOf(document, COMPANY_REPORT_PATH).filter((format) => format !== 'json'));

/** `attachment; filename="job_….csv"` to its file name. */
const filenameOf = (disposition: string | null): string | null => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;

/** A file the API renders, and the file name it suggests (`fallback` when it suggests none). */
const download = async (path: string, fallback: string): Promise<{ blob: Blob; filename: string }> => {
  let response: Response;
  try {
    response = await fetch(path, { headers: { authorization: `Bearer ${readKey() ?? ''}` } });
  } catch {
    throw new ApiError(0, 'network_error', 'The service could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw apiErrorOf(response, await response.json().catch(() => null));
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) ?? fallback };
};

/** The export as the API renders it, and the file name it suggests. */
export const downloadJobExport = (jobId: string, format: string): Promise<{ blob: Blob; filename: string }> =>
  download(`/v1/jobs/${encodeURIComponent(jobId)}/export?format=${encodeURIComponent(format)}`, `${jobId}.${format}`);

/** The company report as a file (`csv`, `xlsx`) as the API renders it. */
export const downloadCompanyReport = (company: string, format: string): Promise<{ blob: Blob; filename: string }> =>
  download(`/v1/companies/${encodeURIComponent(company)}/report?format=${encodeURIComponent(format)}`, `report.${format}`);
