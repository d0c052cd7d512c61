/**
 * The result as files: the transactions as CSV (the columns of `ledgerlens extract --csv`) and the
 * job as the API returned it (JSON). Made in the browser from what the API sent, so no second request.
 */
import type { JobView, StatementData } from '../api/types.ts';
import { transactionsCsv } from '../lib/csv.ts';

const download = (name: string, type: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const Downloads = ({ job, data }: { job: JobView; data: StatementData }) => (
  <div className="downloads" role="group" aria-label="Download the result">
    <button type="button" className="secondary" onClick={() => download(`${job.job_id}.csv`, 'text/csv', transactionsCsv(data.transactions))}>Download CSV</button>
    <button type="button" className="secondary" onClick={() => download(`${job.job_id}.json`, 'application/json', `${JSON.stringify(job, null, 2)}\n`)}>Download JSON</button>
  </div>
);
