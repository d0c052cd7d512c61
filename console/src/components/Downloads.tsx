/**
 * The result as files. When the service offers job exports (`GET /v1/jobs/{id}/export`, found in its
 * OpenAPI document), one button per format it lists, the file made by the API. Until then, the
 * transactions as CSV (the columns of `ledgerlens extract --csv`) and the job as JSON, made here from
 * what the API sent.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../api/errors.ts';
import { downloadJobExport, jobExportFormats } from '../api/exports.ts';
import type { JobView, StatementData } from '../api/types.ts';
import { transactionsCsv } from '../lib/csv.ts';
import { save } from '../lib/save.ts';
import { ErrorNotice } from './ErrorNotice.tsx';


export const Downloads = ({ job, data }: { job: JobView; data: StatementData }) => {
  const [formats, setFormats] = useState<string[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    void jobExportFormats().then(setFormats);
  }, []);

  const fromApi = async (format: string) => {
    setError(null);
    try {
      const file = await downloadJobExport(job.job_id, format);
      save(file.filename, file.blob);
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, 'internal_error', String(e)));
    }
  };

  if (formats === null) return null;
  return (
    <>
      <div className="downloads" role="group" aria-label="Download the result">
        {formats.length > 0 ? (
          formats.map((format) => (
            <button key={format} type="button" className="secondary" onClick={() => void fromApi(format)}>Download {format.toUpperCase()}</button>
          ))
        ) : (
          <>
            <button type="button" className="secondary" onClick={() => save(`${job.job_id}.csv`, new Blob([transactionsCsv(data.transactions)], { type: 'text/csv' }))}>Download CSV</button>
            <button type="button" className="secondary" onClick={() => save(`${job.job_id}.json`, new Blob([`${JSON.stringify(job, null, 2)}\n`], { type: 'application/json' }))}>Download JSON</button>
          </>
        )}
      </div>
      {error !== null && <ErrorNotice error={error} />}
    </>
  );
};
