/**
 * What a worker does with a task, whichever queue delivered it. Every step is safe to run twice: the
 * job decider ignores a page already recorded and a job already finished, blobs are content-addressed,
 * and the analysis task's dedupe id is per job. A task is acknowledged only after its event is
 * appended, so a worker killed mid-task leaves the task to be delivered again, elsewhere.
 */
import type { Plan } from '../domain/account/plans.js';
import { decide, evolve, initialState, missingPages, type Job } from '../domain/job/job.decider.js';
import type { JobCommand } from '../domain/job/job.commands.js';
import type { JobEvent } from '../domain/job/job.events.js';
import { streams } from '../domain/ids.js';
import type { JobFailureCode } from '../domain/statement.js';
import { nowMeta, type CoreDeps } from './core.js';
import { handleCommand, loadState, type KnownState } from './handleCommand.js';
import { ExtractionLimitError, type AnalyseTask, type PageTask, type StoredPdf, type WorkContext, type WorkOutcome, type WorkTask } from './ports.js';

const HEARTBEAT_MS = 5_000;
const LAYOUT_READS_AT_ONCE = 8;
const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

export const analyseDedupeId = (jobId: string): string => `${jobId}:analyse`;
export const pagesDedupeId = (jobId: string, pages: readonly number[]): string => `${jobId}:pages:${pages.join(',')}`;

export type JobDeps = Pick<CoreDeps, 'store' | 'blobs' | 'queue' | 'extractor' | 'clock' | 'logger' | 'pagesPerTask'>;

export const runJobCommand = (store: CoreDeps['store'], command: JobCommand, known?: KnownState<Job>) =>
  handleCommand<JobCommand, JobEvent, Job>(store, streams.job(command.data.jobId), decide, evolve, initialState, command, known);

/** A job's state with the version it was read at, to decide on it without reading it again. */
export const readJob = (store: CoreDeps['store'], jobId: string): Promise<KnownState<Job>> =>
  loadState<JobEvent, Job>(store, streams.job(jobId), evolve, initialState);

export const loadJob = async (store: CoreDeps['store'], jobId: string): Promise<Job> => (await readJob(store, jobId)).state;

type StartedJob = Exclude<Job, { status: 'none' }>;

/**
 * Enqueues `pages` of a job as tasks of `pagesPerTask` pages, queued for its account under `plan`.
 * `underWay`: the job has started (pages recorded or handed back), so they go ahead of new jobs.
 */
const enqueuePageTasks = async (queue: CoreDeps['queue'], job: StartedJob, plan: Plan, pages: number[], pagesPerTask: number, underWay: boolean): Promise<void> => {
  for (let i = 0; i < pages.length; i += pagesPerTask) {
    const chunk = pages.slice(i, i + pagesPerTask);
    await queue.enqueue(
      { kind: 'extract_pages', jobId: job.jobId, accountId: job.accountId, plan, blobKey: job.blobKey, pages: chunk, pagesTotal: job.pagesTotal, underWay },
      pagesDedupeId(job.jobId, chunk),
    );
  }
};

/**
 * Enqueues what a processing job still needs: its missing pages, `pagesPerTask` to a task, or its
 * analysis once none is missing. `plan`: the account's plan, its share of the workers.
 */
export const enqueueRemainingWork = async ({ queue, pagesPerTask }: Pick<CoreDeps, 'queue' | 'pagesPerTask'>, job: Job, plan: Plan): Promise<void> => {
  if (job.status !== 'processing') return;
  const missing = missingPages(job);
  if (missing.length === 0) {
    await queue.enqueue({ kind: 'analyse_job', jobId: job.jobId, accountId: job.accountId, plan }, analyseDedupeId(job.jobId));
    return;
  }
  await enqueuePageTasks(queue, job, plan, missing, pagesPerTask, missing.length < job.pagesTotal);
};

/** Calls `work`, telling the queue every few seconds that the task is alive (OCR pages take a while). */
const withHeartbeat = async <T>(context: WorkContext, work: () => Promise<T>): Promise<T> => {
  const timer = setInterval(() => context.heartbeat(), HEARTBEAT_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
};

const limitFailure = (error: ExtractionLimitError, what: string): { code: JobFailureCode; message: string } =>
  error.code === 'extraction_timeout'
    ? { code: 'extraction_timeout', message: `${what} ${error.message}` }
    : { code: 'invalid_pdf', message: `${what} ${error.message}; the file looks malformed or hostile` };

export interface JobWorkerOptions {
  /**
   * Attempts a task gets. The queue delivers once more than this: a delivery past it only fails the
   * job, which covers a worker killed during the last attempt.
   */
  maxAttempts: number;
}

export const createJobWorker = (deps: JobDeps, options: JobWorkerOptions) => {
  const { store, blobs, extractor, clock, logger } = deps;

  const fail = async (jobId: string, code: JobFailureCode, message: string): Promise<WorkOutcome> => {
    await runJobCommand(store, { type: 'FailJob', data: { jobId, code, message }, metadata: nowMeta(clock) });
    return { kind: 'done' };
  };

  /** An unexpected error: retried, and on the last delivery the job fails cleanly rather than hanging. */
  const unexpected = async (jobId: string, error: unknown, context: WorkContext): Promise<WorkOutcome> => {
    logger.error({ err: error, jobId, attempt: context.attempt }, 'task failed');
    if (context.attempt < options.maxAttempts && !context.isLastAttempt) return { kind: 'retry', delayMs: 500 * context.attempt };
    return fail(jobId, 'internal_error', 'Processing failed after several attempts; the error was logged.');
  };

  const extractPages = async (task: PageTask, context: WorkContext): Promise<WorkOutcome> => {
    const known = await readJob(store, task.jobId);
    const job = known.state;
    if (job.status !== 'processing') return { kind: 'done' };
    // A redelivered task may find some of its pages recorded already.
    const pages = task.pages.filter((page) => job.pageLayouts[page] === undefined);
    if (pages.length === 0) {
      // Every page was recorded: make sure the analysis was asked for.
      if (missingPages(job).length === 0) await enqueueRemainingWork(deps, job, task.plan);
      return { kind: 'done' };
    }
    let layouts: string[];
    try {
      const bytes = await blobs.get(job.blobKey);
      layouts = await withHeartbeat(context, () => extractor.readPages({ key: job.blobKey, bytes }, pages));
    } catch (error) {
      if (error instanceof ExtractionLimitError) {
        const { code, message } = limitFailure(error, pages.length === 1 ? `Page ${pages[0]}:` : `Pages ${pages.join(', ')}:`);
        return fail(task.jobId, code, message);
      }
      return unexpected(task.jobId, error, context);
    }
    if (layouts.length > pages.length) {
      return unexpected(task.jobId, new Error(`asked for ${pages.length} pages, got ${layouts.length} layouts`), context);
    }
    // The extraction stops at a page that needs OCR: that page and those after it go back one to a
    // task, so slow scanned pages spread over every free thread (a redelivery of this task would hand
    // them back the same way).
    const left = pages.slice(layouts.length);
    if (layouts.length === 0) {
      await enqueuePageTasks(deps.queue, job, task.plan, left, 1, true);
      return { kind: 'done' };
    }
    const recorded = await Promise.all(layouts.map(async (layout, i) => ({ page: pages[i]!, layoutKey: await blobs.put(utf8.encode(layout)) })));
    // Decided on the state read before the extraction: one read per task unless another worker
    // recorded pages of this job meanwhile.
    const result = await runJobCommand(store, { type: 'RecordPageExtractions', data: { jobId: task.jobId, pages: recorded }, metadata: nowMeta(clock) }, known);
    if (result.state.status !== 'processing') return { kind: 'done' };
    if (left.length > 0) await enqueuePageTasks(deps.queue, result.state, task.plan, left, 1, true);
    // The task that records the last pages asks for the analysis.
    else if (missingPages(result.state).length === 0) await enqueueRemainingWork(deps, result.state, task.plan);
    return { kind: 'done' };
  };

  /**
   * A page's layout, as recorded. Layouts are content-addressed, so another file with an identical
   * page shares one, and blob retention may have deleted it with that file's job: a layout that is
   * gone is read again from this job's PDF (the same page gives the same layout).
   */
  const layoutOf = async (jobId: string, pdf: StoredPdf, page: number, layoutKey: string): Promise<string> => {
    try {
      return fromUtf8.decode(await blobs.get(layoutKey));
    } catch (error) {
      if (await blobs.has(layoutKey)) throw error;
      logger.warn({ jobId, page }, 'a page layout was deleted with another job; reading the page again');
      const [layout] = await extractor.readPages(pdf, [page]);
      if (layout === undefined) throw error;
      return layout;
    }
  };

  const analyseJob = async (task: AnalyseTask, context: WorkContext): Promise<WorkOutcome> => {
    const job = await loadJob(store, task.jobId);
    if (job.status !== 'processing') return { kind: 'done' };
    if (missingPages(job).length > 0) {
      await enqueueRemainingWork(deps, job, task.plan);
      return { kind: 'done' };
    }
    try {
      const bytes = await blobs.get(job.blobKey);
      // Several reads at a time: over a network store each is a round trip or more.
      const layouts: string[] = new Array<string>(job.pagesTotal);
      const pages = Array.from({ length: job.pagesTotal }, (_, i) => i + 1);
      const readNext = async (): Promise<void> => {
        for (let page = pages.shift(); page !== undefined; page = pages.shift()) {
          layouts[page - 1] = await layoutOf(job.jobId, { key: job.blobKey, bytes }, page, job.pageLayouts[page]!);
        }
      };
      await Promise.all(Array.from({ length: LAYOUT_READS_AT_ONCE }, readNext));
      const result = await withHeartbeat(context, () => extractor.assemble({ key: job.blobKey, bytes }, layouts, job.analysis));
      if (result.status === 'failed') return fail(task.jobId, result.error.code, result.error.message);
      await runJobCommand(store, { type: 'CompleteAnalysis', data: { jobId: task.jobId, data: result.data }, metadata: nowMeta(clock) });
      return { kind: 'done' };
    } catch (error) {
      if (error instanceof ExtractionLimitError) {
        const { code, message } = limitFailure(error, 'Analysis:');
        return fail(task.jobId, code, message);
      }
      return unexpected(task.jobId, error, context);
    }
  };

  return async (task: WorkTask, context: WorkContext): Promise<WorkOutcome> => {
    if (context.attempt > options.maxAttempts) {
      const job = await loadJob(store, task.jobId);
      if (job.status !== 'processing') return { kind: 'done' };
      logger.error({ jobId: task.jobId, task: task.kind, attempt: context.attempt }, 'task delivered past its attempts; failing the job');
      return fail(task.jobId, 'internal_error', `Processing did not complete in ${options.maxAttempts} attempts (a worker failed or stopped responding).`);
    }
    return task.kind === 'extract_pages' ? extractPages(task, context) : analyseJob(task, context);
  };
};
