/**
 * What a delivery says: the event's id, type and time, a summary of the job or batch, and links to
 * the full result (never the result itself: a receiver fetches it with its key, so a leaked webhook
 * body holds no transactions). Ids are derived from what happened, so the same event always has the
 * same id (`LedgerLens-Event-Id`), whichever gateway or replay produced it.
 */
import { createHash } from 'node:crypto';
import type { JobCreated } from '../domain/job/job.events.js';
import type { JobFailureCode, StatementData } from '../domain/statement.js';
import type { WebhookEventType } from '../domain/webhook/webhook.events.js';

const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** `evt_…`: one per job outcome or per batch. */
export const eventIdOf = (type: WebhookEventType, subjectId: string): string => `evt_${digest(`${type}:${subjectId}`)}`;

/** `whd_…`: one per event and endpoint. */
export const deliveryIdOf = (endpointId: string, eventId: string): string => `whd_${digest(`${endpointId}:${eventId}`)}`;

/** Links are absolute when the operator set `LEDGERLENS_PUBLIC_URL`, paths on the service otherwise. */
const link = (publicUrl: string | null, path: string): string => (publicUrl === null ? path : `${publicUrl.replace(/\/+$/, '')}${path}`);

export type JobOutcome =
  | { status: 'auto_analyzed'; data: StatementData; completedAt: string }
  | { status: 'failed'; error: { code: JobFailureCode; message: string }; completedAt: string };

export const jobEventBody = (job: JobCreated['data'], outcome: JobOutcome, publicUrl: string | null): { eventId: string; type: WebhookEventType; body: string } => {
  const type: WebhookEventType = outcome.status === 'auto_analyzed' ? 'job.completed' : 'job.failed';
  const eventId = eventIdOf(type, job.jobId);
  const body = {
    id: eventId,
    type,
    created_at: outcome.completedAt,
    data: {
      job_id: job.jobId,
      batch_id: job.batchId,
      status: outcome.status,
      company: job.company,
      filename: job.filename,
      client: job.client,
      completed_at: outcome.completedAt,
      ...(outcome.status === 'auto_analyzed'
        ? {
            summary: {
              bank_name: outcome.data.bank_name,
              currency: outcome.data.currency,
              statement_start_date: outcome.data.statement_start_date,
              statement_end_date: outcome.data.statement_end_date,
              transaction_count: outcome.data.transaction_count,
              opening_balance: outcome.data.opening_balance,
              end_month_balance: outcome.data.end_month_balance,
              balance_equation_valid: outcome.data.balance_equation_valid,
              anomaly_count: outcome.data.anomalies.length,
            },
          }
        : { error: outcome.error }),
      links: {
        job: link(publicUrl, `/v1/jobs/${job.jobId}`),
        ...(outcome.status === 'auto_analyzed' ? { export: link(publicUrl, `/v1/jobs/${job.jobId}/export?format=json`) } : {}),
      },
    },
  };
  return { eventId, type, body: JSON.stringify(body) };
};

export interface BatchJobOutcome {
  jobId: string;
  status: 'auto_analyzed' | 'failed';
}

export const batchEventBody = (
  batch: { batchId: string; client: string },
  jobs: readonly BatchJobOutcome[],
  completedAt: string,
  publicUrl: string | null,
): { eventId: string; type: WebhookEventType; body: string } => {
  const eventId = eventIdOf('batch.completed', batch.batchId);
  const body = {
    id: eventId,
    type: 'batch.completed',
    created_at: completedAt,
    data: {
      batch_id: batch.batchId,
      client: batch.client,
      total_jobs: jobs.length,
      analyzed: jobs.filter((j) => j.status === 'auto_analyzed').length,
      failed: jobs.filter((j) => j.status === 'failed').length,
      jobs: jobs.map((j) => ({ job_id: j.jobId, status: j.status, link: link(publicUrl, `/v1/jobs/${j.jobId}`) })),
      links: { export: link(publicUrl, `/v1/batches/${batch.batchId}/export?format=xlsx`) },
    },
  };
  return { eventId, type: 'batch.completed', body: JSON.stringify(body) };
};
