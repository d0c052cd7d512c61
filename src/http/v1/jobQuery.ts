/** Validation of `GET /v1/jobs` query parameters, so a bad one is a clear 400 rather than a guess. */
import type { JobListQuery, JobStatus } from '../../application/api.js';
import { AppError } from '../../domain/errors.js';

export const JOB_LIST_DEFAULT_LIMIT = 20;
export const JOB_LIST_MAX_LIMIT = 100;
const JOB_STATUSES: readonly JobStatus[] = ['processing', 'auto_analyzed', 'failed'];
const KNOWN = new Set(['limit', 'cursor', 'status', 'company']);
const MAX_TEXT = 500;

const single = (query: Record<string, unknown>, name: string): string | undefined => {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new AppError('invalid_request', `Query parameter "${name}" must be given once.`);
  if (value.length > MAX_TEXT) throw new AppError('invalid_request', `Query parameter "${name}" is too long.`);
  return value;
};

/** Parses and checks the query string of `GET /v1/jobs`; throws `invalid_request` naming the parameter. */
export const parseJobListQuery = (query: Record<string, unknown>): JobListQuery => {
  for (const name of Object.keys(query)) {
    if (!KNOWN.has(name)) {
      throw new AppError('invalid_request', `Unknown query parameter "${name}"; use limit, cursor, status or company.`);
    }
  }
  const parsed: JobListQuery = { limit: JOB_LIST_DEFAULT_LIMIT };

  const limit = single(query, 'limit');
  if (limit !== undefined) {
    const n = /^\d{1,4}$/.test(limit) ? Number(limit) : NaN;
    if (!(n >= 1 && n <= JOB_LIST_MAX_LIMIT)) {
      throw new AppError('invalid_request', `"limit" must be a whole number from 1 to ${JOB_LIST_MAX_LIMIT}.`);
    }
    parsed.limit = n;
  }

  const status = single(query, 'status');
  if (status !== undefined) {
    const known = JOB_STATUSES.find((s) => s === status);
    if (known === undefined) throw new AppError('invalid_request', `"status" must be one of ${JOB_STATUSES.join(', ')}.`);
    parsed.status = known;
  }

  const cursor = single(query, 'cursor');
  if (cursor !== undefined) {
    if (cursor === '') throw new AppError('invalid_request', '"cursor" is empty; omit it for the first page.');
    parsed.cursor = cursor;
  }

  const company = single(query, 'company');
  if (company !== undefined) parsed.company = company;
  return parsed;
};
