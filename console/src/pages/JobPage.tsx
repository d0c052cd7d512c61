/**
 * One job: while processing, its live progress; once analysed, the summary cards, the daily balance
 * chart, the flags, the transactions beside the PDF page they were read from, and the downloads.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../api/errors.ts';
import { getJob } from '../api/rest.ts';
import type { JobView } from '../api/types.ts';
import { BalanceChart } from '../components/BalanceChart.tsx';
import { Downloads } from '../components/Downloads.tsx';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { Flags } from '../components/Flags.tsx';
import { useLiveJob } from '../components/liveJobsContext.ts';
import { PageView } from '../components/PageView.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { SummaryCards } from '../components/SummaryCards.tsx';
import { TransactionsTable } from '../components/TransactionsTable.tsx';
import { dateTime } from '../lib/format.ts';
import { hrefOf } from '../lib/router.ts';

export const JobPage = ({ jobId }: { jobId: string }) => {
  const [job, setJob] = useState<JobView | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const update = useLiveJob(jobId);
  // A processing job is read again once, when its pushed update says it finished.
  const finished = update !== undefined && update.status !== 'processing';

  useEffect(() => {
    let cancelled = false;
    getJob(jobId).then(
      (j) => { if (!cancelled) { setJob(j); setError(null); } },
      (e: unknown) => { if (!cancelled) setError(e as ApiError); },
    );
    return () => { cancelled = true; };
  }, [jobId, finished]);

  useEffect(() => setSelected(null), [jobId]);

  if (error !== null) {
    return (
      <>
        <h1>Statement</h1>
        <ErrorNotice error={error} />
        <p><a href={hrefOf({ page: 'jobs', status: '', company: '' })}>Back to the jobs</a></p>
      </>
    );
  }
  if (job === null) return <p role="status">Loading the job…</p>;

  const data = job.data;
  const status = job.status === 'processing' && update ? update.status : job.status;
  const selectedTransaction = selected === null ? undefined : data?.transactions[selected];

  return (
    <>
      <h1>
        {job.filename} <StatusBadge status={status} />
      </h1>
      <p className="muted job-meta">
        <a href={hrefOf({ page: 'company', company: job.company })} title="The company's statements read together">{job.company}</a> · client {job.client} · uploaded {dateTime(job.created_at)}
        {job.completed_at !== undefined && ` · finished ${dateTime(job.completed_at)}`} · <code>{job.job_id}</code>
      </p>
      {status === 'processing' && (
        <p role="status">
          <label htmlFor="job-progress">Reading pages: {update?.pagesDone ?? job.progress.pages_done} of {job.progress.pages_total}</label>{' '}
          <progress id="job-progress" max={job.progress.pages_total || 1} value={update?.pagesDone ?? job.progress.pages_done} />
        </p>
      )}
      {job.error !== undefined && (
        <div className="error" role="alert">
          <p><strong>{job.error.message}</strong></p>
          <p className="error-meta"><code>{job.error.code}</code></p>
        </div>
      )}
      {data !== undefined && (
        <>
          <Downloads job={job} data={data} />
          <SummaryCards data={data} />
          <BalanceChart data={data} />
          <Flags data={data} onSelect={setSelected} />
          <section className="review" aria-labelledby="transactions-title">
            <div className="review-table">
              <h2 id="transactions-title">Transactions</h2>
              <TransactionsTable data={data} selected={selected} onSelect={setSelected} />
            </div>
            <div className="review-page">
              <PageView jobId={job.job_id} pagesTotal={job.progress.pages_total} transaction={selectedTransaction} index={selected} />
            </div>
          </section>
        </>
      )}
    </>
  );
};
