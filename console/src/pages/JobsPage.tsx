/**
 * The account's jobs, newest first, filtered by status and company (kept in the hash, so a filtered
 * list can be bookmarked) and paged with the API's cursors. Statuses move live with pushed updates.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api/errors.ts';
import { listJobs } from '../api/rest.ts';
import type { JobList } from '../api/types.ts';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { useLiveJobs } from '../components/liveJobsContext.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { dateTime } from '../lib/format.ts';
import { hrefOf } from '../lib/router.ts';

const PAGE_SIZE = 20;

export const JobsPage = ({ status, company }: { status: string; company: string }) => {
  /** Cursors of the pages before this one: "Previous" pops, "Next" pushes. */
  const [cursors, setCursors] = useState<string[]>([]);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [list, setList] = useState<JobList | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [statusInput, setStatusInput] = useState(status);
  const [companyInput, setCompanyInput] = useState(company);
  const live = useLiveJobs();

  useEffect(() => {
    setStatusInput(status);
    setCompanyInput(company);
    setCursors([]);
    setCursor(undefined);
  }, [status, company]);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    listJobs({ status, company, limit: PAGE_SIZE, ...(cursor !== undefined ? { cursor } : {}) }).then(
      (l) => { if (!cancelled) setList(l); },
      (e: unknown) => { if (!cancelled) setError(e as ApiError); },
    );
    return () => { cancelled = true; };
  }, [status, company, cursor]);

  const applyFilters = (event: FormEvent) => {
    event.preventDefault();
    location.hash = hrefOf({ page: 'jobs', status: statusInput, company: companyInput.trim() });
  };

  const next = () => {
    if (!list?.next_cursor) return;
    setCursors((c) => [...c, cursor ?? '']);
    setCursor(list.next_cursor);
  };
  const previous = () => {
    const before = cursors.at(-1);
    setCursors((c) => c.slice(0, -1));
    setCursor(before === '' ? undefined : before);
  };

  return (
    <>
      <h1>Jobs</h1>
      <form className="filters card" onSubmit={applyFilters} role="search" aria-label="Filter jobs">
        <div>
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" value={statusInput} onChange={(e) => setStatusInput(e.target.value)}>
            <option value="">Any</option>
            <option value="processing">processing</option>
            <option value="auto_analyzed">auto_analyzed</option>
            <option value="failed">failed</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-company">Company</label>
          <input id="filter-company" value={companyInput} onChange={(e) => setCompanyInput(e.target.value)} />
        </div>
        <button type="submit">Filter</button>
      </form>
      {error !== null && <ErrorNotice error={error} />}
      {list !== null && (
        <>
          <div className="table-wrap">
            <table className="jobs">
              <caption className="visually-hidden">Jobs, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Company</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="num">Pages</th>
                  <th scope="col">Uploaded</th>
                </tr>
              </thead>
              <tbody>
                {list.jobs.length === 0 && (
                  <tr><td colSpan={5}>No jobs match.</td></tr>
                )}
                {list.jobs.map((job) => {
                  const update = live.latest(job.job_id);
                  const jobStatus = job.status === 'processing' && update ? update.status : job.status;
                  return (
                    <tr key={job.job_id}>
                      <td><a href={hrefOf({ page: 'job', jobId: job.job_id })}>{job.filename}</a></td>
                      <td>{job.company}</td>
                      <td><StatusBadge status={jobStatus} /></td>
                      <td className="num">{update && job.status === 'processing' ? update.pagesDone : job.progress.pages_done} / {job.progress.pages_total}</td>
                      <td>{dateTime(job.created_at)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label="Pages of jobs">
            <button type="button" className="secondary" onClick={previous} disabled={cursors.length === 0}>Previous page</button>
            <button type="button" className="secondary" onClick={next} disabled={!list.next_cursor}>Next page</button>
          </nav>
        </>
      )}
    </>
  );
};
