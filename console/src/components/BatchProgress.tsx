/**
 * One uploaded batch: a progress bar per file, moved by the pushed job updates, then the outcome.
 * The batch's jobs are read once when it is shown and again after the live socket reconnects, so an
 * update pushed before the subscription was listening (or while it was down) is not missed; every
 * other change arrives pushed. Nothing polls.
 */
import { useEffect, useState } from 'react';
import { getJob, listJobs } from '../api/rest.ts';
import type { JobStatus, JobUpdate, UploadResponse } from '../api/types.ts';
import { hrefOf } from '../lib/router.ts';
import { useLiveJob, useLiveJobs } from './liveJobsContext.ts';
import { StatusBadge } from './StatusBadge.tsx';

type Progress = Pick<JobUpdate, 'status' | 'pagesDone' | 'pagesTotal'>;

/** The further along of two readings of a job: a finished job stays finished. */
const furthest = (a: Progress | undefined, b: Progress | undefined): Progress | undefined => {
  if (a === undefined || b === undefined) return a ?? b;
  if (a.status !== 'processing') return a;
  if (b.status !== 'processing') return b;
  return a.pagesDone >= b.pagesDone ? a : b;
};

const FileProgress = ({ job, read }: { job: UploadResponse['jobs'][number]; read: Progress | undefined }) => {
  const progress = furthest(useLiveJob(job.job_id), read);
  const status: JobStatus = progress?.status ?? 'processing';
  const [failure, setFailure] = useState<string | null>(null);

  // The pushed update says a job failed, not why: the job itself carries its error.
  useEffect(() => {
    if (status !== 'failed') return;
    getJob(job.job_id).then(
      (view) => setFailure(view.error ? `${view.error.message} (${view.error.code})` : 'The job failed.'),
      () => setFailure('The job failed; open it for the reason.'),
    );
  }, [status, job.job_id]);

  const pages = progress ? `${progress.pagesDone} of ${progress.pagesTotal} pages` : 'waiting for the first page';
  return (
    <li className="file-progress" data-testid="file-progress" data-job-id={job.job_id} data-status={status}>
      <div className="file-progress-head">
        <span className="file-name">{job.filename}</span> <span className="muted">{job.company}</span> <StatusBadge status={status} />
      </div>
      <progress aria-label={`${job.filename}: ${pages}`} max={progress?.pagesTotal || 1} value={progress ? progress.pagesDone : undefined} />
      <span className="muted progress-text">{pages}</span>
      {status === 'auto_analyzed' && <a href={hrefOf({ page: 'job', jobId: job.job_id })}>Open {job.filename}</a>}
      {failure !== null && <p className="error-text">{failure}</p>}
    </li>
  );
};

export const BatchProgress = ({ batch }: { batch: UploadResponse }) => {
  const live = useLiveJobs();
  const connections = live.connections();
  const [read, setRead] = useState<Map<string, Progress>>(new Map());
  const pending = batch.jobs.some((j) => {
    const p = furthest(live.latest(j.job_id), read.get(j.job_id));
    return p === undefined || p.status === 'processing';
  });

  useEffect(() => {
    if (!pending || connections === 0) return;
    let cancelled = false;
    // The batch's jobs are the account's newest unless another upload came in since; those wait for their push.
    listJobs({ limit: Math.min(100, batch.jobs.length) }).then(
      (list) => {
        if (cancelled) return;
        const ids = new Set(batch.jobs.map((j) => j.job_id));
        setRead(new Map(list.jobs.filter((j) => ids.has(j.job_id)).map((j) => [j.job_id, { status: j.status, pagesDone: j.progress.pages_done, pagesTotal: j.progress.pages_total }])));
      },
      () => undefined,
    );
    return () => { cancelled = true; };
    // Once per batch and per (re)connection of the live socket, not on every update.
  }, [connections, batch]);

  return (
    <div className="card batch">
      <p className="muted">
        {batch.total_files} file{batch.total_files === 1 ? '' : 's'} for {batch.client}
      </p>
      <ul className="plain">
        {batch.jobs.map((job) => (
          <FileProgress key={job.job_id} job={job} read={read.get(job.job_id)} />
        ))}
      </ul>
    </div>
  );
};
