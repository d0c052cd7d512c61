/**
 * Turns each accepted batch into its jobs: a `JobCreated` per file, then the page tasks of each job.
 * It follows the log from its own checkpoint; replaying a batch it handled before creates nothing
 * (the job decider ignores a second `CreateJob`) and enqueues only what is still missing.
 */
import type { Plan } from '../domain/account/plans.js';
import { isJobId } from '../domain/ids.js';
import type { BatchAccepted } from '../domain/quota/quota.events.js';
import { nowMeta, type CoreDeps } from './core.js';
import { enqueueRemainingWork, runJobCommand } from './jobWork.js';
import type { StoredEvent, Subscription } from './ports.js';

const REACTOR = 'batch-reactor';

export type BatchReactorDeps = Pick<CoreDeps, 'store' | 'readStore' | 'queue' | 'clock' | 'logger' | 'pagesPerTask'>;

/**
 * The account's plan, which sets its share of the workers. An account is created before it can upload,
 * so a missing row is only a projection behind; the smallest share is the safe guess.
 */
export const planOf = async (deps: Pick<CoreDeps, 'readStore'>, accountId: string): Promise<Plan> => (await deps.readStore.getAccount(accountId))?.plan ?? 'starter';

export const createJobsOfBatch = async (deps: BatchReactorDeps, batch: BatchAccepted['data']): Promise<void> => {
  const plan = await planOf(deps, batch.accountId);
  for (const job of batch.jobs) {
    if (!isJobId(job.jobId)) continue;
    const { state } = await runJobCommand(deps.store, {
      type: 'CreateJob',
      data: {
        jobId: job.jobId, accountId: batch.accountId, batchId: batch.batchId, filename: job.filename, company: job.company,
        client: batch.client, blobKey: job.blobKey, pagesTotal: job.pagesTotal, createdAt: batch.acceptedAt,
        ...(job.analysis !== undefined ? { analysis: job.analysis } : {}),
      },
      metadata: nowMeta(deps.clock),
    });
    // The job's state after the command: just created, or as an earlier run left it.
    await enqueueRemainingWork(deps, state, plan);
  }
};

export const startBatchReactor = async (deps: BatchReactorDeps): Promise<Subscription> => {
  const after = await deps.readStore.reactorCheckpoint(REACTOR);
  return deps.store.subscribe({ after, types: ['BatchAccepted'] }, async (events: readonly StoredEvent[]) => {
    for (const event of events) {
      try {
        await createJobsOfBatch(deps, event.data as BatchAccepted['data']);
      } catch (error) {
        deps.logger.error({ err: error, position: event.globalPosition }, 'creating the jobs of a batch failed; retrying');
        throw error;
      }
      // Saved per batch: a retry of the delivery replays only from the batch that failed.
      await deps.readStore.saveReactorCheckpoint(REACTOR, event.globalPosition);
    }
  });
};
