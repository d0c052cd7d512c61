/**
 * The company's report, pushed again each time one of its jobs reaches a terminal state and the
 * report changed. Built on the job update stream: the projector publishes a job's update only after
 * committing it together with its company's report (projections/company/), and every change of a
 * report comes with a job update (a result, or a re-analysis's new completion time). So the report
 * read here is the one a query returns at that moment. Stopping it stops the underlying stream at once.
 */
import type { Caller, LedgerLensApi } from '../../application/api.js';
import type { JobUpdate } from '../../application/ports.js';
import type { CompanyReport } from '../../domain/companyReport.js';
import { jobUpdateStream } from '../jobUpdateStream.js';

export const companyReportStream = (api: LedgerLensApi, caller: Caller, company: string): AsyncIterableIterator<CompanyReport> => {
  const updates = jobUpdateStream(api.watchJobs.bind(api), caller);
  let lastSent: string | null = null;

  /** The report after `update`, when it is a finished job of this company and changed the report. */
  const reportAfter = async (update: JobUpdate): Promise<CompanyReport | null> => {
    if (update.status === 'processing') return null;
    const job = await api.getJob(caller, update.jobId);
    if (job?.company !== company) return null;
    const report = await api.getCompanyReport(caller, company);
    if (report === null) return null;
    // A failed job leaves the report as it was: push only a report that changed.
    const fingerprint = JSON.stringify(report);
    if (fingerprint === lastSent) return null;
    lastSent = fingerprint;
    return report;
  };

  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<CompanyReport>> {
      for (;;) {
        const next = await updates.next();
        if (next.done === true) return { done: true, value: undefined };
        const report = await reportAfter(next.value);
        if (report !== null) return { done: false, value: report };
      }
    },
    async return(): Promise<IteratorResult<CompanyReport>> {
      await updates.return?.();
      return { done: true, value: undefined };
    },
  };
};
