/** The report as files made by the API: one button per format its `/openapi.json` lists for the report route. */
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { companyReportFormats, downloadCompanyReport } from '../../api/exports.ts';
import { save } from '../../lib/save.ts';
import { ErrorNotice } from '../ErrorNotice.tsx';

export const CompanyDownloads = ({ company }: { company: string }) => {
  const [formats, setFormats] = useState<string[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  useEffect(() => {
    void companyReportFormats().then(setFormats);
  }, []);

  const fetchFile = async (format: string) => {
    setError(null);
    try {
      const file = await downloadCompanyReport(company, format);
      save(file.filename, file.blob);
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, 'internal_error', String(e)));
    }
  };

  if (formats.length === 0) return null;
  return (
    <>
      <div className="downloads" role="group" aria-label="Download the report">
        {formats.map((format) => (
          <button key={format} type="button" className="secondary" onClick={() => void fetchFile(format)}>Download {format.toUpperCase()}</button>
        ))}
      </div>
      {error !== null && <ErrorNotice error={error} />}
    </>
  );
};
