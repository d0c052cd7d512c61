/**
 * One way to open a NATS connection for every NATS adapter (work queue, live updates, rate limits),
 * so they share the same reconnect policy: keep trying for ever, because a NATS restart must not
 * take a gateway or worker down (issue 5's "restart NATS in the middle of a batch").
 */
import { connect, type NatsConnection } from 'nats';

export interface NatsConnectOptions {
  /** `nats://host:4222`, or several separated by commas. */
  url: string;
  /** Shown in the server's connection list (`gateway`, `worker-3`…). */
  name?: string;
}

/** Connects with unlimited reconnect attempts and a short wait between them. */
export const connectNats = async (options: NatsConnectOptions): Promise<NatsConnection> =>
  connect({
    servers: options.url.split(',').map((server) => server.trim()),
    name: options.name ?? 'ledgerlens',
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: false,
  });

/**
 * A connection an adapter either borrows (the caller closes it) or opens itself from a URL (the adapter
 * drains it on `close()`).
 */
export type NatsConnectionSource = { connection: NatsConnection } | { url: string; name?: string };

/** Resolves a `NatsConnectionSource` and says whether the adapter owns the connection. */
export const openConnection = async (source: NatsConnectionSource): Promise<{ nc: NatsConnection; owned: boolean }> =>
  'connection' in source ? { nc: source.connection, owned: false } : { nc: await connectNats(source), owned: true };

/** Drains a connection the adapter owns; a borrowed one is left to its owner. */
export const releaseConnection = async (nc: NatsConnection, owned: boolean): Promise<void> => {
  if (owned && !nc.isClosed()) await nc.drain();
};
