/**
 * Rate-limit counters for one process (embedded mode). Distributed mode swaps in a shared store so
 * the limits hold across gateway replicas; this one only has to be correct inside one event loop.
 */
import type { RateLimitStore } from '../../application/ports.js';

interface Window {
  start: number;
  count: number;
}

/** Fixed-window request counters and concurrency gauges in a Map, per account. */
export class InMemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, Window>();
  readonly #inFlight = new Map<string, number>();

  async hit(accountId: string, windowStart: number, windowMs: number, requests = 1): Promise<number> {
    const current = this.#windows.get(accountId);
    // A request in a newer window starts a fresh count; the old one is simply replaced, so the map
    // holds one entry per active account and never grows with time. `windowMs` only matters to
    // stores that expire entries themselves.
    void windowMs;
    if (current === undefined || current.start < windowStart) {
      this.#windows.set(accountId, { start: windowStart, count: requests });
      return requests;
    }
    // Same window, or a caller whose clock runs slightly late: count it in the window already open.
    current.count += requests;
    return current.count;
  }

  async acquire(accountId: string, limit: number): Promise<boolean> {
    const held = this.#inFlight.get(accountId) ?? 0;
    if (held >= limit) return false;
    this.#inFlight.set(accountId, held + 1);
    return true;
  }

  async release(accountId: string): Promise<void> {
    const held = this.#inFlight.get(accountId) ?? 0;
    if (held <= 1) this.#inFlight.delete(accountId);
    else this.#inFlight.set(accountId, held - 1);
  }

  async close(): Promise<void> {
    this.#windows.clear();
    this.#inFlight.clear();
  }
}
