/**
 * Presenters own the snake_case JSON of the REST interface. They copy named fields only, so a field
 * the core adds to its views is never published by accident.
 */
import type { JobListView, JobView, UploadResponseView, UsageView } from '../../application/api.js';

/** interface.md, "Upload response". */
export const presentUpload = (view: UploadResponseView) => ({
  batch_id: view.batch_id,
  client: view.client,
  total_files: view.total_files,
  jobs: view.jobs.map((job) => ({
    job_id: job.job_id,
    company: job.company,
    filename: job.filename,
    status: job.status,
  })),
});

/** decisions.md, "Result retrieval": `data` exactly when auto_analyzed, `error` exactly when failed. */
export const presentJob = (view: JobView) => ({
  job_id: view.job_id,
  batch_id: view.batch_id,
  status: view.status,
  company: view.company,
  filename: view.filename,
  client: view.client,
  created_at: view.created_at,
  ...(view.completed_at !== undefined ? { completed_at: view.completed_at } : {}),
  progress: { pages_done: view.progress.pages_done, pages_total: view.progress.pages_total },
  ...(view.status === 'auto_analyzed' && view.data !== undefined ? { data: view.data } : {}),
  ...(view.status === 'failed' && view.error !== undefined
    ? { error: { code: view.error.code, message: view.error.message } }
    : {}),
});

/** `GET /v1/jobs`: newest first, with the cursor of the next page or null. */
export const presentJobList = (view: JobListView) => ({
  jobs: view.jobs.map(presentJob),
  next_cursor: view.next_cursor,
});

/** `GET /v1/usage` (decisions.md). */
export const presentUsage = (view: UsageView) => ({
  plan: view.plan,
  period_start: view.period_start,
  period_end: view.period_end,
  pages_limit: view.pages_limit,
  pages_used: view.pages_used,
  pages_remaining: view.pages_remaining,
  resets_at: view.resets_at,
});
