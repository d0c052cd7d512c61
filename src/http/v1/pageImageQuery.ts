/** Validation of `GET /v1/jobs/{job_id}/pages/{page}.png`: a page number and a bounded width. */
import { AppError } from '../../domain/errors.js';

export const PAGE_IMAGE_MIN_WIDTH = 100;
export const PAGE_IMAGE_MAX_WIDTH = 2000;
export const PAGE_IMAGE_DEFAULT_WIDTH = 1000;
/** Job ids are 26 characters; anything longer is no job of ours (and never reaches the read store). */
const MAX_JOB_ID_LENGTH = 100;

export interface PageImageRequest {
  jobId: string;
  page: number;
  width: number;
}

/** Throws `invalid_request` naming what is wrong, `job_not_found` for an id no job can have. */
export const parsePageImageRequest = (params: { job_id: string; page: string }, query: Record<string, unknown>): PageImageRequest => {
  if (params.job_id.length > MAX_JOB_ID_LENGTH) throw new AppError('job_not_found', `No job ${params.job_id.slice(0, MAX_JOB_ID_LENGTH)} in this account.`);
  if (!/^[1-9]\d{0,3}$/.test(params.page)) throw new AppError('invalid_request', 'The page must be a whole number from 1 to 9999.');
  for (const name of Object.keys(query)) {
    if (name !== 'width') throw new AppError('invalid_request', `Unknown query parameter "${name}"; use width.`);
  }
  let width = PAGE_IMAGE_DEFAULT_WIDTH;
  const raw = query.width;
  if (raw !== undefined) {
    const n = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= PAGE_IMAGE_MIN_WIDTH && n <= PAGE_IMAGE_MAX_WIDTH)) {
      throw new AppError('invalid_request', `"width" must be a whole number of pixels from ${PAGE_IMAGE_MIN_WIDTH} to ${PAGE_IMAGE_MAX_WIDTH}.`);
    }
    width = n;
  }
  return { jobId: params.job_id, page: Number(params.page), width };
};
