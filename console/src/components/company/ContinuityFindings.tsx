/**
 * Where the statements do not chain: each finding with the two statements involved, each a link to
 * its job page, and what was found (missing or doubled days, the opening balance's difference).
 */
import type { CompanyReport, ContinuityFinding } from '../../api/types.ts';
import { amount } from '../../lib/format.ts';
import { hrefOf } from '../../lib/router.ts';

const LABELS: Record<ContinuityFinding['type'], string> = {
  gap: 'Gap',
  overlap: 'Overlap',
  opening_balance_mismatch: 'Opening balance mismatch',
  duplicate_upload: 'Duplicate upload',
  other_account: 'Another account',
  other_holder: 'Another holder',
};

export const ContinuityFindings = ({ report }: { report: CompanyReport }) => {
  const filenameOf = new Map(report.statements.map((s) => [s.job_id, s.filename]));
  const link = (jobId: string) => <a href={hrefOf({ page: 'job', jobId })}>{filenameOf.get(jobId) ?? jobId}</a>;
  return (
    <section aria-labelledby="continuity-title">
      <h2 id="continuity-title">Continuity</h2>
      {report.continuity.length === 0 ? (
        <p data-testid="continuity-none">The statements chain: no gap, overlap, duplicate or mismatch.</p>
      ) : (
        <div className="table-wrap">
          <table data-testid="continuity">
            <caption className="visually-hidden">Continuity findings, each with the two statements involved</caption>
            <thead>
              <tr>
                <th scope="col">Finding</th>
                <th scope="col">Statements</th>
                <th scope="col" className="num">Days</th>
                <th scope="col" className="num">Difference</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {report.continuity.map((f, i) => (
                <tr key={`${f.type}-${i}`} data-finding={f.type}>
                  <td><span className="badge severity-medium">{LABELS[f.type]}</span></td>
                  <td className="statement-pair">{link(f.statements[0])} <span aria-hidden="true">→</span><span className="visually-hidden">and</span> {link(f.statements[1])}</td>
                  <td className="num">{f.days ?? ''}</td>
                  <td className="num">{f.difference === undefined ? '' : amount(f.difference)}</td>
                  <td>{f.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
