import { describe, it } from 'vitest';
import { deciderSpec } from '../../../test/support/decider.js';
import { buildJobAnalyzed, buildJobCreated, buildPageExtracted, buildStatementData, NOW } from '../../../test/support/factories.js';
import { AppError } from '../errors.js';
import { JobInvariantError, jobDecider } from './job.decider.js';
import type { JobCommand } from './job.commands.js';

const spec = deciderSpec(jobDecider);
const meta = { now: NOW };
const jobId = 'job_20261122_141503_k3v9q2xa';
const recordPage = (page: number, layoutKey = 'c'.repeat(64)): JobCommand => ({ type: 'RecordPageExtractions', data: { jobId, pages: [{ page, layoutKey }] }, metadata: meta });
const recordPages = (...pages: number[]): JobCommand => ({ type: 'RecordPageExtractions', data: { jobId, pages: pages.map((page) => ({ page, layoutKey: 'b'.repeat(64) })) }, metadata: meta });
const complete: JobCommand = { type: 'CompleteAnalysis', data: { jobId, data: buildStatementData() }, metadata: meta };
const fail: JobCommand = { type: 'FailJob', data: { jobId, code: 'extraction_timeout', message: 'page 2 took too long' }, metadata: meta };

describe('job decider', () => {
  it('creates a job from an accepted batch', () => {
    const created = buildJobCreated();
    spec.given([]).when({ type: 'CreateJob', data: created.data, metadata: meta }).then([created]);
  });

  it('creates nothing when the reactor replays a batch whose job exists', () => {
    const created = buildJobCreated();
    spec.given([created]).when({ type: 'CreateJob', data: created.data, metadata: meta }).then([]);
  });

  it('records a page with the progress it brings', () => {
    spec
      .given([buildJobCreated({ pagesTotal: 2 }), buildPageExtracted({ page: 1 })])
      .when(recordPage(2, 'd'.repeat(64)))
      .then([buildPageExtracted({ page: 2, layoutKey: 'd'.repeat(64), pagesDone: 2, pagesTotal: 2 })]);
  });

  it('records the pages of one task in one decision, skipping those already recorded or listed twice', () => {
    spec
      .given([buildJobCreated({ pagesTotal: 4 }), buildPageExtracted({ page: 2, pagesTotal: 4 })])
      .when(recordPages(1, 2, 3, 3))
      .then([buildPageExtracted({ page: 1, pagesDone: 2, pagesTotal: 4 }), buildPageExtracted({ page: 3, pagesDone: 3, pagesTotal: 4 })]);
  });

  it('refuses the whole task when one of its pages is outside the document', () => {
    spec.given([buildJobCreated({ pagesTotal: 2 })]).when(recordPages(2, 3)).thenThrows((e) => e instanceof JobInvariantError);
  });

  it('decides nothing for a page that was already recorded (redelivered work)', () => {
    spec.given([buildJobCreated(), buildPageExtracted({ page: 1 })]).when(recordPage(1)).then([]);
  });

  it('refuses a page outside the document', () => {
    spec.given([buildJobCreated({ pagesTotal: 2 })]).when(recordPage(3)).thenThrows((e) => e instanceof JobInvariantError);
  });

  it('refuses work for a job that was never created', () => {
    spec.given([]).when(recordPage(1)).thenThrows((e) => e instanceof JobInvariantError);
  });

  it('completes the analysis once every page is in', () => {
    spec
      .given([buildJobCreated({ pagesTotal: 2 }), buildPageExtracted({ page: 1 }), buildPageExtracted({ page: 2, pagesDone: 2 })])
      .when(complete)
      .then([buildJobAnalyzed()]);
  });

  it('refuses to complete the analysis while a page is missing', () => {
    spec.given([buildJobCreated({ pagesTotal: 2 }), buildPageExtracted({ page: 1 })]).when(complete).thenThrows((e) => e instanceof JobInvariantError);
  });

  it('decides nothing when an analysed job is analysed again', () => {
    spec
      .given([buildJobCreated({ pagesTotal: 1 }), buildPageExtracted({ page: 1, pagesTotal: 1 }), buildJobAnalyzed()])
      .when(complete)
      .then([]);
  });

  it('fails a processing job with its code', () => {
    spec
      .given([buildJobCreated()])
      .when(fail)
      .then([{ type: 'JobFailed', data: { jobId, code: 'extraction_timeout', message: 'page 2 took too long', failedAt: NOW } }]);
  });

  it('takes no more work once the job has failed', () => {
    const failed = { type: 'JobFailed' as const, data: { jobId, code: 'internal_error' as const, message: 'worker died', failedAt: NOW } };
    spec.given([buildJobCreated(), failed]).when(recordPage(2)).then([]);
    spec.given([buildJobCreated(), failed]).when(fail).then([]);
  });

  it('records a re-analysis of an analysed job as a new JobAnalyzed with the settings it used', () => {
    const data = buildStatementData({ deposit_count: 9 });
    const reanalyse: JobCommand = { type: 'RecordReanalysis', data: { jobId, data, analysis: { largeDepositThreshold: 100_000 } }, metadata: meta };
    spec
      .given([buildJobCreated({ pagesTotal: 1 }), buildPageExtracted({ page: 1, pagesDone: 1, pagesTotal: 1 }), buildJobAnalyzed()])
      .when(reanalyse)
      .then([{ type: 'JobAnalyzed', data: { jobId, data, completedAt: NOW, reanalysis: true, analysis: { largeDepositThreshold: 100_000 } } }]);
  });

  it('refuses to re-analyse a job that is still processing', () => {
    const reanalyse: JobCommand = { type: 'RecordReanalysis', data: { jobId, data: buildStatementData(), analysis: {} }, metadata: meta };
    spec.given([buildJobCreated({ pagesTotal: 2 })]).when(reanalyse).thenThrows((e) => e instanceof AppError && e.code === 'job_not_reanalysable');
  });
});
