/**
 * Live job updates over NATS core subjects (distributed mode): `ledgerlens.jobs.<account>`. Whichever
 * process projects an event publishes; every gateway replica holding a subscription for that account
 * receives it, so a client subscribed through gateway A sees a job uploaded through gateway B.
 *
 * Core NATS, not JetStream: an update is a nudge to a connected client, worth nothing once it is late
 * (a client that reconnects reads the job with a GET), so nothing is stored.
 */
import { JSONCodec, type NatsConnection, type Subscription as NatsSubscription } from 'nats';
import type { JobUpdate, LiveUpdates, Subscription } from '../../application/ports.js';
import { openConnection, releaseConnection, type NatsConnectionSource } from '../nats/connection.js';
import { natsToken } from '../nats/subjects.js';

export type NatsLiveUpdatesOptions = NatsConnectionSource & {
  /** Subjects are `<prefix>.<account token>`; default `ledgerlens.jobs`. Tests pass a unique one. */
  subjectPrefix?: string;
};

const codec = JSONCodec<JobUpdate>();

export const createNatsLiveUpdates = async (options: NatsLiveUpdatesOptions): Promise<NatsLiveUpdates> => {
  const { nc, owned } = await openConnection(options);
  return new NatsLiveUpdates(nc, owned, options.subjectPrefix ?? 'ledgerlens.jobs');
};

export class NatsLiveUpdates implements LiveUpdates {
  readonly #subscriptions = new Set<NatsSubscription>();

  constructor(
    private readonly nc: NatsConnection,
    private readonly ownsConnection: boolean,
    private readonly subjectPrefix: string,
  ) {}

  #subject(accountId: string): string {
    return `${this.subjectPrefix}.${natsToken(accountId)}`;
  }

  async publish(update: JobUpdate): Promise<void> {
    // Buffered by the client while NATS reconnects; never throws into the projector's loop.
    this.nc.publish(this.#subject(update.accountId), codec.encode(update));
  }

  subscribe(accountId: string, listener: (update: JobUpdate) => void): Subscription {
    const subscription = this.nc.subscribe(this.#subject(accountId), {
      callback: (error, msg) => {
        if (error !== null) return;
        try {
          listener(codec.decode(msg.data));
        } catch {
          // A bad message or a listener's failure is its own; the other subscribers still get theirs.
        }
      },
    });
    this.#subscriptions.add(subscription);
    return {
      stop: async () => {
        this.#subscriptions.delete(subscription);
        if (!subscription.isClosed()) subscription.unsubscribe();
      },
    };
  }

  /** Resolves once the server has every subscription made so far (tests; a gateway before serving). */
  async ready(): Promise<void> {
    await this.nc.flush();
  }

  async close(): Promise<void> {
    for (const subscription of this.#subscriptions) if (!subscription.isClosed()) subscription.unsubscribe();
    this.#subscriptions.clear();
    if (!this.nc.isClosed()) await this.nc.flush().catch(() => undefined);
    await releaseConnection(this.nc, this.ownsConnection);
  }
}
