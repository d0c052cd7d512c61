/**
 * Re-analysis (issue 14): a job analysed again with other settings, from the page layouts its
 * extraction stored, without uploading or charging anything. The result is a new `JobAnalyzed` on
 * the job's stream; the job read model, the company report and live updates follow it like any other.
 */
import type { AnalysisOverrides } from '../analysis/settingsInput.js';
import { AppError } from '../domain/errors.js';
import type { Caller, JobView } from './api.js';
import { nowMeta, type CoreDeps } from './core.js';
import { readJob, runJobCommand } from './jobWork.js';
import { jobView } from './views.js';

const fromUtf8 = new TextDecoder();

export const createReanalysis = (deps: CoreDeps) => {
  const { store, blobs, extractor, readStore, sync, clock } = deps;

  /** A stored blob, or the refusal saying it is gone (blob retention deletes a finished job's PDF and layouts). */
  const stored = async (jobId: string, key: string, what: string): Promise<Uint8Array> => {
    try {
      return await blobs.get(key);
    } catch (error) {
      if (await blobs.has(key)) throw error;
      throw new AppError('job_not_reanalysable', `Job ${jobId} can no longer be analysed again: its ${what} was deleted after the retention period.`);
    }
  };

  /**
   * `analysis` is laid over the settings of the job's latest analysis, so one threshold can change
   * and the rest stay as the job had them.
   */
  return async (caller: Caller, jobId: string, analysis: AnalysisOverrides): Promise<JobView> => {
    const known = await readJob(store, jobId);
    const job = known.state;
    if (job.status === 'none' || job.accountId !== caller.accountId) throw new AppError('job_not_found', `No job ${jobId} in this account.`);
    if (job.status !== 'auto_analyzed') throw new AppError('job_not_reanalysable', `Job ${jobId} is ${job.status}: only an auto_analyzed job can be analysed again.`);
    const bytes = await stored(jobId, job.blobKey, 'PDF');
    const layouts: string[] = [];
    for (let page = 1; page <= job.pagesTotal; page++) layouts.push(fromUtf8.decode(await stored(jobId, job.pageLayouts[page] ?? '', `page ${page} layout`)));
    const settings = { ...job.analysis, ...(analysis as Record<string, number>) };
    const result = await extractor.assemble({ key: job.blobKey, bytes }, layouts, settings);
    // The same layouts read before; only the settings differ, and no setting can make a statement unreadable.
    if (result.status === 'failed') throw new Error(`re-analysis of ${jobId} failed where its analysis succeeded: ${result.error.code} ${result.error.message}`);
    const appended = await runJobCommand(store, { type: 'RecordReanalysis', data: { jobId, data: result.data, analysis: settings }, metadata: nowMeta(clock) }, known);
    if (appended.lastGlobalPosition !== null) await sync.waitFor(appended.lastGlobalPosition);
    const row = await readStore.getJob(jobId);
    if (row === null) throw new Error(`job ${jobId} was re-analysed but is not in the read model`);
    return jobView(row);
  };
};
