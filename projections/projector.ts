/**
 * Runs the projections from the event store's catch-up subscription. Each event's rows and the
 * checkpoint commit together; live updates go out only after that commit, so a subscriber never sees
 * a state that a GET cannot read. One run at a time: the subscription and `waitFor` share a lock.
 */
import type { Logger } from 'pino';
import type { EventStore, LiveUpdates, StoredEvent, Subscription } from '../src/application/ports.js';
import { emptyChanges, type ReadStore } from '../src/application/readModels.js';
import { applyEvents, CommittedRows } from './apply.js';
import { missingCompanyReports } from './company/companyReport.projection.js';

export interface Projector {
  /** Fills in the company reports that read models of an older release lack, catches up with the log, then follows it. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Resolves once the read models include the event at `position` (read-your-writes after a command).
   * When the projector is not following the log (a CLI command), it catches up itself.
   */
  waitFor(position: number, timeoutMs?: number): Promise<void>;
  /** Applies every event not applied yet, in batches. */
  catchUp(): Promise<void>;
}

export interface ProjectorDeps {
  store: EventStore;
  readStore: ReadStore;
  liveUpdates?: LiveUpdates;
  logger?: Logger;
}

const BATCH = 500;

export const createProjector = ({ store, readStore, liveUpdates, logger }: ProjectorDeps): Projector => {
  let lock: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = lock.then(work, work);
    lock = run.catch(() => undefined);
    return run;
  };
  let checkpoint = -1;
  const committed = new CommittedRows();
  const waiters = new Set<() => void>();
  let subscription: Subscription | null = null;

  /** Takes the checkpoint from the store; one moved by another projector makes our remembered rows stale. */
  const reloadCheckpoint = async (): Promise<void> => {
    const stored = await readStore.checkpoint();
    if (stored !== checkpoint) committed.clear();
    checkpoint = stored;
  };

  /** Applies `events` past the checkpoint; on a lost race with another projector, reloads and retries. */
  const project = async (events: readonly StoredEvent[]): Promise<void> => {
    for (;;) {
      const pending = events.filter((e) => e.globalPosition > checkpoint);
      const last = pending.at(-1);
      if (last === undefined) return;
      // Rows remembered from our last commit are current exactly when this commit succeeds: it checks
      // that nobody moved the checkpoint since (a commit that threw but happened fails that check too).
      const { changes, updates } = await applyEvents(readStore, pending, committed);
      if (await readStore.commit(changes, checkpoint, last.globalPosition)) {
        committed.remember(changes);
        checkpoint = last.globalPosition;
        for (const update of updates) {
          await liveUpdates?.publish(update).catch((error: unknown) => logger?.warn({ err: error, jobId: update.jobId }, 'live update not published'));
        }
        for (const wake of waiters) wake();
        return;
      }
      // Another projector moved the checkpoint: take it (and forget our rows, theirs are newer).
      await reloadCheckpoint();
    }
  };

  const catchUp = (): Promise<void> =>
    exclusive(async () => {
      await reloadCheckpoint();
      for (;;) {
        const batch = await store.readAll({ after: checkpoint, limit: BATCH });
        if (batch.length === 0) return;
        await project(batch);
      }
    });

  /**
   * Read models kept by a release before the company report projection have jobs and no reports: the
   * reports are folded from those jobs at the current checkpoint and committed without moving it (from
   * then on each run keeps them). A no-op on read models this release built, or rebuilt.
   */
  const fillMissingCompanyReports = (): Promise<void> =>
    exclusive(async () => {
      for (;;) {
        await reloadCheckpoint();
        const rows = await missingCompanyReports(readStore);
        if (rows.length === 0) return;
        if (await readStore.commit({ ...emptyChanges(), companyReports: rows }, checkpoint, checkpoint)) {
          logger?.info({ companies: rows.length }, 'company reports folded from the jobs of read models made before them');
          return;
        }
      }
    });

  return {
    async start() {
      await fillMissingCompanyReports();
      await catchUp();
      subscription = store.subscribe({ after: checkpoint }, (events) =>
        exclusive(async () => {
          try {
            // Events already applied (by `waitFor`'s catch-up or another projector) are skipped there.
            await project(events);
          } catch (error) {
            logger?.error({ err: error, position: events[0]?.globalPosition, events: events.length }, 'projection failed; retrying');
            throw error;
          }
        }),
      );
    },
    async stop() {
      await subscription?.stop();
      subscription = null;
      for (const wake of waiters) wake();
    },
    async waitFor(position, timeoutMs = 10_000) {
      if (checkpoint >= position) return;
      if (subscription === null) {
        await catchUp();
        return;
      }
      const deadline = Date.now() + timeoutMs;
      while (checkpoint < position && subscription !== null) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`read models did not reach position ${position} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(remaining, 250));
          function done(): void {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
        // Another process may have applied it (the checkpoint in the store moved, not ours).
        if (checkpoint < position) await exclusive(reloadCheckpoint);
      }
    },
    catchUp,
  };
};

/**
 * `ledgerlens projections rebuild`: empties the read models and replays the whole log into them.
 * Run it with the server stopped (a running projector would keep applying new events meanwhile).
 */
export const rebuildProjections = async (deps: { store: EventStore; readStore: ReadStore }): Promise<{ events: number; position: number }> => {
  await deps.readStore.reset();
  let position = -1;
  let events = 0;
  for (;;) {
    const batch = await deps.store.readAll({ after: position, limit: BATCH });
    const last = batch.at(-1);
    if (last === undefined) return { events, position };
    const { changes } = await applyEvents(deps.readStore, batch);
    if (!(await deps.readStore.commit(changes, position, last.globalPosition))) {
      throw new Error('another projector wrote to the read models during the rebuild: stop the server and run it again');
    }
    position = last.globalPosition;
    events += batch.length;
  }
};
