/** What every use case of the core works with: the ports, chosen by src/compose.ts. */
import type { Logger } from 'pino';
import type { BlobStore, Clock, EventStore, Extractor, LiveUpdates, WorkQueue } from './ports.js';
import type { ReadStore } from './readModels.js';

/** Read-your-writes: resolves once the read models include the event at `position`. */
export interface ReadModelSync {
  waitFor(position: number): Promise<void>;
}

export interface CoreDeps {
  store: EventStore;
  readStore: ReadStore;
  blobs: BlobStore;
  queue: WorkQueue;
  extractor: Extractor;
  liveUpdates: LiveUpdates;
  sync: ReadModelSync;
  clock: Clock;
  logger: Logger;
  /** Pages per extraction task (`LEDGERLENS_PAGES_PER_TASK`). */
  pagesPerTask: number;
}

/** Metadata of a command decided now. */
export const nowMeta = (clock: Clock): { now: string } => ({ now: clock.now().toISOString() });
