/**
 * Export formats the API offers for a job, read from its published contract (`/openapi.json`, no key
 * needed): the `format` values of `GET /v1/jobs/{job_id}/export` when the service has that route, none
 * otherwise (the console then makes CSV and JSON from the job itself).
 */
import { ApiError, apiErrorOf } from './errors.ts';
import { readKey } from './session.ts';

import { exportFormatsOf } from './exportFormats.ts';

let discovered: Promise<string[]> | null = null;

/** The job export formats of this service, asked once per page load. */
export const jobExportFormats = (): Promise<string[]> =>
  (discovered ??= fetch('/openapi.json')
    .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
    .then(exportFormatsOf)
    .catch(() => []));

/** `attachment; filename="job_….csv"` to its file name. */
const filenameOf = (disposition: string | null): string | null => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;

/** The export as the API renders it, and the file name it suggests. */
export const downloadJobExport = async (jobId: string, format: string): Promise<{ blob: Blob; filename: string }> => {
  let response: Response;
  try {
    response = await fetch(`/v1/jobs/${encodeURIComponent(jobId)}/export?format=${encodeURIComponent(format)}`, {
      headers: { authorization: `Bearer ${readKey() ?? ''}` },
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The service could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw apiErrorOf(response, await response.json().catch(() => null));
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) ?? `${jobId}.${format}` };
};
