/**
 * Sends the deliveries that are due. Each attempt is taken on the delivery's stream before it is sent
 * (`WebhookAttemptStarted`, appended at the version this process read), so when several gateways run
 * the dispatcher only one sends a given attempt; it is recorded after (status, latency, error). An
 * attempt taken by a process that died before recording it is taken again once `claimTimeoutMs` has
 * passed: a receiver may then see an event twice, with the same `LedgerLens-Event-Id`, never lose it.
 * Sending runs beside uploads, never in their path: a receiver that never answers costs a socket and a
 * slot here, up to the timeout, and nothing else.
 */
import type { Logger } from 'pino';
import type { EventStore, Subscription } from '../application/ports.js';
import { handleCommand } from '../application/handleCommand.js';
import { streams } from '../domain/ids.js';
import { decide, evolve, initialState, type Delivery, type DeliveryCommand } from '../domain/webhook/delivery.decider.js';
import {
  decide as decideEndpoints, evolve as evolveEndpoints, initialState as initialEndpoints, type AccountEndpoints, type EndpointCommand,
} from '../domain/webhook/endpoints.decider.js';
import type { WebhookDeliveryEvent, WebhookEndpointEvent } from '../domain/webhook/webhook.events.js';
import { outcomeOf, type RetryPolicy } from './retryPolicy.js';
import { sendWebhook, type SendOptions } from './send.js';
import type { DeliveryRecord, WebhookFollower } from './state.js';

export interface DispatcherOptions extends SendOptions {
  retry: RetryPolicy;
  /** An endpoint whose attempts have failed for this long is disabled. */
  disableAfterMs: number;
  /** Deliveries sent at once by this process. */
  concurrency: number;
}

export interface DispatcherDeps {
  store: EventStore;
  follower: WebhookFollower;
  clock: { now(): Date };
  logger: Logger;
}

/** `26 hours`, `3 minutes`, `4 seconds`: how long an endpoint kept failing, as its status says it. */
const spokenDuration = (ms: number): string =>
  ms >= 2 * 3_600_000 ? `${Math.floor(ms / 3_600_000)} hours` : ms >= 2 * 60_000 ? `${Math.floor(ms / 60_000)} minutes` : `${Math.floor(ms / 1000)} seconds`;

/** How often due deliveries are looked for when nothing new happened (retries coming due). */
const TICK_MS = 200;

export const startWebhookDispatcher = (deps: DispatcherDeps, options: DispatcherOptions): Subscription => {
  const { store, follower, clock, logger } = deps;
  const inFlight = new Set<string>();
  const claimTimeoutMs = options.timeoutMs + 30_000;
  let stopped = false;
  // Stopping abandons attempts under way (a receiver that never answers must not hold up a shutdown);
  // taken but not recorded, they are taken again after `claimTimeoutMs`.
  const shutdown = new AbortController();
  const running = new Set<Promise<void>>();

  const runDelivery = (command: DeliveryCommand) =>
    handleCommand<DeliveryCommand, WebhookDeliveryEvent, Delivery>(store, streams.webhookDelivery(command.data.deliveryId), decide, evolve, initialState, command);

  const disableIfFailingTooLong = async (delivery: DeliveryRecord, now: number): Promise<void> => {
    const endpoint = follower.state.endpoints.get(delivery.endpointId);
    const since = endpoint?.failingSince ?? now;
    if (endpoint?.status !== 'enabled' || now - since < options.disableAfterMs) return;
    await handleCommand<EndpointCommand, WebhookEndpointEvent, AccountEndpoints>(
      store, streams.webhooks(endpoint.accountId), decideEndpoints, evolveEndpoints, initialEndpoints,
      {
        type: 'DisableEndpoint',
        data: { accountId: endpoint.accountId, endpointId: endpoint.endpointId, reason: `every delivery attempt failed for ${spokenDuration(now - since)}; register it again once it answers` },
        metadata: { now: new Date(now).toISOString() },
      },
    );
    logger.warn({ endpointId: endpoint.endpointId, accountId: endpoint.accountId }, 'webhook endpoint disabled after failing too long');
  };

  const attempt = async (delivery: DeliveryRecord): Promise<void> => {
    const endpoint = follower.state.endpoints.get(delivery.endpointId);
    if (endpoint === undefined) return;
    const number = delivery.attemptCount + 1;
    const taken = await runDelivery({ type: 'StartAttempt', data: { deliveryId: delivery.deliveryId, endpointId: delivery.endpointId, attempt: number }, metadata: { now: clock.now().toISOString() } });
    // Another process took this attempt first (or our state was behind): it is theirs.
    if (taken.events.length === 0) return;
    const firstAttemptAt = delivery.firstAttemptAt ?? clock.now().getTime();
    const result = await sendWebhook(
      { url: endpoint.url, secret: endpoint.secret, eventId: delivery.eventId, body: delivery.body, timestamp: Math.floor(clock.now().getTime() / 1000) },
      { ...options, signal: shutdown.signal },
    );
    if (result.aborted === true) return;
    const now = clock.now().getTime();
    const { outcome, nextAttemptAt } = outcomeOf(options.retry, { status: result.status, attempt: number, firstAttemptAt, now });
    await runDelivery({
      type: 'RecordAttempt',
      data: {
        deliveryId: delivery.deliveryId, endpointId: delivery.endpointId, attempt: number, status: result.status, latencyMs: result.latencyMs,
        error: result.error, outcome, nextAttemptAt: nextAttemptAt === null ? null : new Date(nextAttemptAt).toISOString(),
      },
      metadata: { now: new Date(now).toISOString() },
    });
    logger.info({ deliveryId: delivery.deliveryId, endpointId: delivery.endpointId, attempt: number, status: result.status, outcome, latencyMs: result.latencyMs }, 'webhook attempt');
    if (outcome !== 'succeeded') await disableIfFailingTooLong(delivery, now);
  };

  const isDue = (d: DeliveryRecord, now: number): boolean => {
    if (d.status !== 'pending' || inFlight.has(d.deliveryId)) return false;
    if (follower.state.endpoints.get(d.endpointId)?.status !== 'enabled') return false;
    if (d.inFlight !== null) return now - d.inFlight.startedAt > claimTimeoutMs;
    return d.nextAttemptAt <= now;
  };

  const pump = (): void => {
    if (stopped) return;
    const now = clock.now().getTime();
    for (const delivery of follower.state.deliveries.values()) {
      if (inFlight.size >= options.concurrency) return;
      if (!isDue(delivery, now)) continue;
      inFlight.add(delivery.deliveryId);
      const run = attempt(delivery)
        .catch((error: unknown) => logger.error({ err: error, deliveryId: delivery.deliveryId }, 'webhook attempt could not be recorded; trying again'))
        .finally(() => {
          inFlight.delete(delivery.deliveryId);
          running.delete(run);
        });
      running.add(run);
    }
  };

  follower.onChange(pump);
  const timer = setInterval(pump, TICK_MS);
  timer.unref();
  pump();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      shutdown.abort();
      await Promise.allSettled([...running]);
    },
  };
};
