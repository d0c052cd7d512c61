/** The company's statements in period order, each a link to its job; those the figures leave out say why. */
import type { CompanyReport, CompanyStatement } from '../../api/types.ts';
import { amount } from '../../lib/format.ts';
import { hrefOf } from '../../lib/router.ts';

/** Why a statement is left out of the figures: the continuity finding that names it second says. */
const inFigures = (report: CompanyReport, s: CompanyStatement): string => {
  if (s.counted) return 'yes';
  const finding = report.continuity.find((f) => f.statements[1] === s.job_id && (f.type === 'duplicate_upload' || f.type === 'other_account'));
  const other = report.statements.find((o) => o.job_id === finding?.statements[0])?.filename;
  if (finding?.type === 'duplicate_upload') return `no: a duplicate of ${other ?? 'another upload'}`;
  if (finding?.type === 'other_account') return 'no: another account';
  return 'no';
};

export const CompanyStatements = ({ report }: { report: CompanyReport }) => (
  <section aria-labelledby="statements-title">
    <h2 id="statements-title">Statements</h2>
    <div className="table-wrap">
      <table data-testid="statements">
        <caption className="visually-hidden">The analysed statements of the company, in period order</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Period</th>
            <th scope="col">Bank and account</th>
            <th scope="col" className="num">Opening</th>
            <th scope="col" className="num">Closing</th>
            <th scope="col">In the figures</th>
          </tr>
        </thead>
        <tbody>
          {report.statements.length === 0 && (
            <tr><td colSpan={6}>No statement of this company is analysed yet.</td></tr>
          )}
          {report.statements.map((s) => (
            <tr key={s.job_id} data-job-id={s.job_id}>
              <td><a href={hrefOf({ page: 'job', jobId: s.job_id })}>{s.filename}</a></td>
              <td className="date">{s.statement_start_date} to {s.statement_end_date}</td>
              <td>{s.bank_name} …{s.account_number_last_4 || '(not printed)'}</td>
              <td className="num">{amount(s.opening_balance)}</td>
              <td className="num">{amount(s.end_month_balance)}</td>
              <td data-field="counted">{inFigures(report, s)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </section>
);
