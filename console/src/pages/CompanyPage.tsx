/**
 * One company's statements read together (the underwriting view): its figures, months, continuity
 * findings, positions and statements, and the report as CSV or XLSX. Reached from a job (its company
 * links here) or by URL (`#/companies/<name>`). Read once, then again each time the server pushes the
 * report (`companyReportUpdated`: a statement of the company finished and changed it); never polled.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../api/errors.ts';
import { getCompanyReport } from '../api/rest.ts';
import type { CompanyReport } from '../api/types.ts';
import { CompanyDownloads } from '../components/company/CompanyDownloads.tsx';
import { CompanyFigures } from '../components/company/CompanyFigures.tsx';
import { CompanyStatements } from '../components/company/CompanyStatements.tsx';
import { ContinuityFindings } from '../components/company/ContinuityFindings.tsx';
import { MonthsTable } from '../components/company/MonthsTable.tsx';
import { PositionsTable } from '../components/company/PositionsTable.tsx';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { useCompanyReportPushes } from '../components/liveJobsContext.ts';
import { dateTime } from '../lib/format.ts';
import { hrefOf } from '../lib/router.ts';

export const CompanyPage = ({ company }: { company: string }) => {
  const [report, setReport] = useState<CompanyReport | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const pushes = useCompanyReportPushes(company);

  useEffect(() => {
    let cancelled = false;
    getCompanyReport(company).then(
      (r) => { if (!cancelled) { setReport(r); setError(null); } },
      (e: unknown) => { if (!cancelled) setError(e as ApiError); },
    );
    return () => { cancelled = true; };
  }, [company, pushes]);

  // Another company's page: start from nothing rather than show the previous company's figures.
  useEffect(() => setReport(null), [company]);

  const jobsOfCompany = hrefOf({ page: 'jobs', status: '', company });
  if (error !== null && report === null) {
    return (
      <>
        <h1>{company}</h1>
        <ErrorNotice error={error} />
        <p><a href={jobsOfCompany}>This company's jobs</a></p>
      </>
    );
  }
  if (report === null) return <p role="status">Loading the company report…</p>;

  return (
    <div className="company" data-updated-at={report.updated_at ?? ''}>
      <h1>{report.company}</h1>
      <p className="muted job-meta">
        Underwriting view of {report.statements.length} statement{report.statements.length === 1 ? '' : 's'} in {report.currency}
        {report.updated_at !== null && <> · <span data-testid="report-updated">last statement analysed {dateTime(report.updated_at)}</span></>}
        {' · '}<a href={jobsOfCompany}>its jobs</a>
      </p>
      {error !== null && <ErrorNotice error={error} />}
      <CompanyDownloads company={report.company} />
      <CompanyFigures report={report} />
      <MonthsTable report={report} />
      <ContinuityFindings report={report} />
      <PositionsTable report={report} />
      <CompanyStatements report={report} />
    </div>
  );
};
