/**
 * Turns finished jobs into webhook deliveries. It follows `JobAnalyzed` and `JobFailed` in the log
 * from its own checkpoint, not the request path: a crash or restart resumes where it stopped, and a
 * replay schedules nothing twice (a delivery's id comes from the endpoint and the event, and its
 * stream can be created once). The endpoints that get an event are those registered, enabled and
 * subscribed to it when it happened in the log; the last job of a batch to finish also makes the
 * batch's `batch.completed`.
 */
import type { Logger } from 'pino';
import { ConcurrencyError, type EventStore, type StoredEvent, type Subscription } from '../application/ports.js';
import type { ReadStore } from '../application/readModels.js';
import { handleCommand } from '../application/handleCommand.js';
import { streams } from '../domain/ids.js';
import type { JobAnalyzed, JobCreated, JobEvent, JobFailed } from '../domain/job/job.events.js';
import { monthOf } from '../domain/quota/period.js';
import type { BatchAccepted, QuotaEvent } from '../domain/quota/quota.events.js';
import { decide, evolve, initialState, type DeliveryCommand, type Delivery } from '../domain/webhook/delivery.decider.js';
import { evolve as evolveEndpoints, initialState as initialEndpoints, type EndpointState } from '../domain/webhook/endpoints.decider.js';
import type { WebhookDeliveryEvent, WebhookEndpointEvent, WebhookEventType } from '../domain/webhook/webhook.events.js';
import { batchEventBody, deliveryIdOf, jobEventBody, type BatchJobOutcome } from './payload.js';

const REACTOR = 'webhook-reactor';

export interface WebhookReactorDeps {
  store: EventStore;
  readStore: ReadStore;
  logger: Logger;
  clock: { now(): Date };
  publicUrl: string | null;
}

/** The account's endpoints as they stood just before `position` in the log. */
const endpointsAt = async (store: EventStore, accountId: string, position: number): Promise<EndpointState[]> => {
  const { events } = await store.readStream<WebhookEndpointEvent>(streams.webhooks(accountId));
  let state = initialEndpoints();
  for (const e of events) if (e.globalPosition < position) state = evolveEndpoints(state, { type: e.type, data: e.data } as WebhookEndpointEvent);
  return Object.values(state.endpoints).filter((e) => e.status === 'enabled');
};

const jobCreatedOf = async (store: EventStore, jobId: string): Promise<JobCreated['data'] | null> => {
  const { events } = await store.readStream<JobEvent>(streams.job(jobId));
  const created = events.find((e) => e.type === 'JobCreated');
  return created === undefined ? null : (created.data as JobCreated['data']);
};

/** Each job of the batch and how it ended, or null while any is still processing. */
const batchOutcomes = async (store: EventStore, job: JobCreated['data']): Promise<{ batch: BatchAccepted['data']; jobs: BatchJobOutcome[] } | null> => {
  // The batch is on the quota stream of the month its upload began, which an idempotent retry (up to a
  // day later) can leave one month before its acceptance time.
  const created = new Date(job.createdAt);
  const months = [monthOf(created), monthOf(new Date(Date.UTC(created.getUTCFullYear(), created.getUTCMonth(), 0)))];
  let accepted;
  for (const month of months) {
    const { events } = await store.readStream<QuotaEvent>(streams.quota(job.accountId, month));
    accepted = events.find((e) => e.type === 'BatchAccepted' && e.data.batchId === job.batchId);
    if (accepted !== undefined) break;
  }
  if (accepted === undefined) return null;
  const batch = accepted.data as BatchAccepted['data'];
  const jobs: BatchJobOutcome[] = [];
  for (const { jobId } of batch.jobs) {
    const last = (await store.readStream<JobEvent>(streams.job(jobId))).events.findLast((e) => e.type === 'JobAnalyzed' || e.type === 'JobFailed');
    if (last === undefined) return null;
    jobs.push({ jobId, status: last.type === 'JobAnalyzed' ? 'auto_analyzed' : 'failed' });
  }
  return { batch, jobs };
};

export const startWebhookReactor = async (deps: WebhookReactorDeps): Promise<Subscription> => {
  const { store, logger } = deps;

  const schedule = async (endpoints: EndpointState[], accountId: string, message: { eventId: string; type: WebhookEventType; body: string }): Promise<void> => {
    for (const endpoint of endpoints.filter((e) => e.events.includes(message.type))) {
      const deliveryId = deliveryIdOf(endpoint.endpointId, message.eventId);
      try {
        await handleCommand<DeliveryCommand, WebhookDeliveryEvent, Delivery>(store, streams.webhookDelivery(deliveryId), decide, evolve, initialState, {
          type: 'ScheduleDelivery',
          data: { deliveryId, endpointId: endpoint.endpointId, accountId, eventId: message.eventId, eventType: message.type, body: message.body },
          metadata: { now: deps.clock.now().toISOString() },
        });
      } catch (error) {
        // Scheduled by another reactor between our read and our append: it is there, which is all we want.
        if (!(error instanceof ConcurrencyError)) throw error;
      }
    }
  };

  const react = async (event: StoredEvent): Promise<void> => {
    const data = event.data as JobAnalyzed['data'] | JobFailed['data'];
    const job = await jobCreatedOf(store, data.jobId);
    if (job === null) return;
    const endpoints = await endpointsAt(store, job.accountId, event.globalPosition);
    if (endpoints.length === 0) return;
    const outcome = event.type === 'JobAnalyzed'
      ? { status: 'auto_analyzed' as const, data: (data as JobAnalyzed['data']).data, completedAt: (data as JobAnalyzed['data']).completedAt }
      : { status: 'failed' as const, error: { code: (data as JobFailed['data']).code, message: (data as JobFailed['data']).message }, completedAt: (data as JobFailed['data']).failedAt };
    await schedule(endpoints, job.accountId, jobEventBody(job, outcome, deps.publicUrl));
    if (endpoints.some((e) => e.events.includes('batch.completed'))) {
      const finished = await batchOutcomes(store, job);
      if (finished !== null) await schedule(endpoints, job.accountId, batchEventBody(finished.batch, finished.jobs, outcome.completedAt, deps.publicUrl));
    }
  };

  const after = await deps.readStore.reactorCheckpoint(REACTOR);
  return store.subscribe({ after, types: ['JobAnalyzed', 'JobFailed'] }, async (events) => {
    for (const event of events) {
      try {
        await react(event);
      } catch (error) {
        logger.error({ err: error, position: event.globalPosition }, 'scheduling webhook deliveries failed; retrying');
        throw error;
      }
      await deps.readStore.saveReactorCheckpoint(REACTOR, event.globalPosition);
    }
  });
};
