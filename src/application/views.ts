/** Read-model rows to the views the edges present. */
import type { ApiKeyRow, JobRow } from './readModels.js';
import type { ApiKeyView, JobView } from './api.js';

export const jobView = (row: JobRow): JobView => ({
  job_id: row.jobId,
  batch_id: row.batchId,
  status: row.status,
  company: row.company,
  filename: row.filename,
  client: row.client,
  created_at: row.createdAt,
  ...(row.completedAt !== null ? { completed_at: row.completedAt } : {}),
  progress: { pages_done: row.pagesDone, pages_total: row.pagesTotal },
  ...(row.status === 'auto_analyzed' && row.data !== null ? { data: row.data } : {}),
  ...(row.status === 'failed' && row.errorCode !== null ? { error: { code: row.errorCode, message: row.errorMessage ?? '' } } : {}),
});

export const apiKeyView = (row: ApiKeyRow): ApiKeyView => ({
  id: row.keyId,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt,
  last_used_at: row.lastUsedAt,
  revoked_at: row.revokedAt,
  allowed_ips: row.allowedIps,
  role: row.role,
});

/** Opaque cursor of `GET /v1/jobs`: the sort key of the last job of the page. */
export const encodeCursor = (sortKey: number): string => Buffer.from(`s:${sortKey}`).toString('base64url');

export const decodeCursor = (cursor: string): number | null => {
  const match = /^s:(\d{1,17})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
};
