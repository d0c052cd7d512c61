/** The REST calls the console makes: `/v1` with the tab's key as the Bearer header. */
import { ApiError, apiErrorOf } from './errors.ts';
import { readKey } from './session.ts';
import type { CompanyReport, JobList, JobView, UploadResponse, Usage } from './types.ts';

const authHeaders = (key: string | null = readKey()): Record<string, string> => (key === null ? {} : { authorization: `Bearer ${key}` });

const parse = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const call = async <T>(path: string, init: RequestInit = {}, key?: string): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { ...authHeaders(key), ...(init.headers as Record<string, string> | undefined) } });
  } catch {
    throw new ApiError(0, 'network_error', 'The service could not be reached. Check your connection and try again.');
  }
  const body = await parse(response);
  if (!response.ok) throw apiErrorOf(response, body);
  return body as T;
};

/** `key` is the one being tried at sign-in, before it is stored. */
export const getUsage = (key?: string): Promise<Usage> => call<Usage>('/v1/usage', {}, key);

export const getJob = (jobId: string): Promise<JobView> => call<JobView>(`/v1/jobs/${encodeURIComponent(jobId)}`);

/** The report of the company named exactly as its statements were uploaded. */
export const getCompanyReport = (company: string): Promise<CompanyReport> => call<CompanyReport>(`/v1/companies/${encodeURIComponent(company)}/report`);

export interface JobListFilter {
  status?: string;
  company?: string;
  cursor?: string;
  limit?: number;
}

export const listJobs = (filter: JobListFilter): Promise<JobList> => {
  const query = new URLSearchParams();
  query.set('limit', String(filter.limit ?? 20));
  if (filter.status) query.set('status', filter.status);
  if (filter.company) query.set('company', filter.company);
  if (filter.cursor) query.set('cursor', filter.cursor);
  return call<JobList>(`/v1/jobs?${query.toString()}`);
};

export const uploadBatch = (files: readonly File[], userId: string, companyNames: readonly string[]): Promise<UploadResponse> => {
  const form = new FormData();
  form.append('user_id', userId);
  for (const name of companyNames) form.append('company_name', name);
  for (const file of files) form.append('file', file, file.name);
  return call<UploadResponse>('/v1/extract/batch', { method: 'POST', body: form });
};

/** A page of the job's PDF as an object URL, and the page's size in points (what a bbox is measured in). */
export interface PageImage {
  url: string;
  widthPt: number;
  heightPt: number;
}

export const getPageImage = async (jobId: string, page: number, width: number): Promise<PageImage> => {
  let response: Response;
  try {
    response = await fetch(`/v1/jobs/${encodeURIComponent(jobId)}/pages/${page}.png?width=${width}`, { headers: authHeaders() });
  } catch {
    throw new ApiError(0, 'network_error', 'The service could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw apiErrorOf(response, await parse(response));
  return {
    url: URL.createObjectURL(await response.blob()),
    widthPt: Number(response.headers.get('x-page-width-pt')),
    heightPt: Number(response.headers.get('x-page-height-pt')),
  };
};
