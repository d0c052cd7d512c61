/**
 * Rate-limit counters in a NATS key-value bucket (distributed mode), so the per-minute limit and the
 * concurrent-request limit hold across every gateway replica. Every change is a compare-and-set on the
 * key's revision (`create` when absent, `update` at the revision read), retried on a clash: two
 * gateways can never both take the last slot.
 *
 * Nothing may stay stuck when a gateway dies:
 * - the bucket's TTL removes a window key nobody touched for a while;
 * - a concurrency slot is a lease with an expiry, not a bare counter: the slots of a gateway killed in
 *   the middle of a request lapse after `slotLeaseMs` instead of blocking the account for ever.
 */
import { randomUUID } from 'node:crypto';
import type { KV, NatsConnection } from 'nats';
import type { RateLimitStore } from '../../application/ports.js';
import { openConnection, releaseConnection, type NatsConnectionSource } from '../nats/connection.js';
import { natsToken } from '../nats/subjects.js';

export type NatsKvRateLimitOptions = NatsConnectionSource & {
  /** Bucket name; default `ledgerlens_rate_limits`. Tests pass a unique one. */
  bucket?: string;
  /** How long an untouched key lives; default 10 minutes (well above a one-minute window). */
  ttlMs?: number;
  /** How long a concurrency slot is held when its gateway never releases it; default 5 minutes. */
  slotLeaseMs?: number;
  /** Clock for lease expiry; tests move it. */
  now?: () => number;
};

interface WindowValue {
  start: number;
  count: number;
}

/** Slot holders and the time (ms) each lease lapses. */
type GaugeValue = Record<string, number>;

const encode = (value: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(value));
const decode = <T>(bytes: Uint8Array): T => JSON.parse(new TextDecoder().decode(bytes)) as T;

/** A CAS clash: another gateway wrote the key between our read and our write. */
const isRevisionClash = (error: unknown): boolean => {
  const text = error instanceof Error ? `${error.message} ${String((error as { api_error?: { err_code?: number } }).api_error?.err_code ?? '')}` : '';
  return /wrong last sequence|10071|key exists/i.test(text);
};

export const createNatsKvRateLimitStore = async (options: NatsKvRateLimitOptions): Promise<NatsKvRateLimitStore> => {
  const { nc, owned } = await openConnection(options);
  try {
    const kv = await nc.jetstream().views.kv(options.bucket ?? 'ledgerlens_rate_limits', { history: 1, ttl: options.ttlMs ?? 10 * 60_000 });
    return new NatsKvRateLimitStore(nc, owned, kv, options);
  } catch (error) {
    await releaseConnection(nc, owned);
    throw error;
  }
};

export class NatsKvRateLimitStore implements RateLimitStore {
  /** This process's name among slot holders. */
  readonly #instance = randomUUID();
  /** Slots this process holds, per account, so `release(account)` gives back one of its own. */
  readonly #held = new Map<string, string[]>();
  readonly #slotLeaseMs: number;
  readonly #now: () => number;
  #nextSlot = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly ownsConnection: boolean,
    private readonly kv: KV,
    options: NatsKvRateLimitOptions,
  ) {
    this.#slotLeaseMs = options.slotLeaseMs ?? 5 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Reads the key, lets `change` compute the new value from the current one (undefined when absent),
   * and writes it only if nobody wrote in between; retries from the read on a clash. `change` returns
   * null to leave the key as it is.
   */
  async #compareAndSet<T, R>(key: string, change: (current: T | undefined) => { value: T | null; result: R }): Promise<R> {
    for (;;) {
      const entry = await this.kv.get(key);
      const live = entry !== null && entry.operation === 'PUT' && entry.length > 0;
      const { value, result } = change(live ? decode<T>(entry.value) : undefined);
      if (value === null) return result;
      try {
        if (entry === null) await this.kv.create(key, encode(value));
        else await this.kv.update(key, encode(value), entry.revision);
        return result;
      } catch (error) {
        if (!isRevisionClash(error)) throw error;
      }
    }
  }

  hit(accountId: string, windowStart: number, windowMs: number, requests = 1): Promise<number> {
    void windowMs; // the bucket's TTL expires idle windows
    return this.#compareAndSet<WindowValue, number>(`window.${natsToken(accountId)}`, (current) => {
      // A request in a newer window starts a fresh count; a late clock counts in the window already open.
      const next =
        current === undefined || current.start < windowStart ? { start: windowStart, count: requests } : { ...current, count: current.count + requests };
      return { value: next, result: next.count };
    });
  }

  async acquire(accountId: string, limit: number): Promise<boolean> {
    const slot = `${this.#instance}.${++this.#nextSlot}`;
    const now = this.#now();
    const granted = await this.#compareAndSet<GaugeValue, boolean>(`slots.${natsToken(accountId)}`, (current) => {
      const live = Object.entries(current ?? {}).filter(([, expiresAt]) => expiresAt > now);
      if (live.length >= limit) return { value: null, result: false };
      return { value: Object.fromEntries([...live, [slot, now + this.#slotLeaseMs]]), result: true };
    });
    if (granted) this.#held.set(accountId, [...(this.#held.get(accountId) ?? []), slot]);
    return granted;
  }

  async release(accountId: string): Promise<void> {
    const mine = this.#held.get(accountId) ?? [];
    const slot = mine.pop();
    if (mine.length === 0) this.#held.delete(accountId);
    if (slot === undefined) return;
    const now = this.#now();
    await this.#compareAndSet<GaugeValue, void>(`slots.${natsToken(accountId)}`, (current) => {
      if (current === undefined || !(slot in current)) return { value: null, result: undefined };
      const rest = Object.entries(current).filter(([holder, expiresAt]) => holder !== slot && expiresAt > now);
      return { value: Object.fromEntries(rest), result: undefined };
    });
  }

  async close(): Promise<void> {
    await releaseConnection(this.nc, this.ownsConnection);
  }
}
