/**
 * Every loan or cash-advance repayment series across the months: its cadence, typical payment, how
 * long it ran, what it takes of true revenue (the holdback), and whether it was stacked on others.
 */
import type { CompanyReport } from '../../api/types.ts';
import { amount, count } from '../../lib/format.ts';

/** A share of true revenue as a percentage (0.1234 to 12.3 %); a dash when the months earned nothing. */
export const percent = (share: number | null): string => (share === null ? '–' : `${(share * 100).toFixed(1)} %`);

export const PositionsTable = ({ report }: { report: CompanyReport }) => (
  <section aria-labelledby="positions-title">
    <h2 id="positions-title">Positions</h2>
    {report.positions.length === 0 ? (
      <p data-testid="positions-none">No loan or advance repayments found.</p>
    ) : (
      <div className="table-wrap">
        <table data-testid="positions">
          <caption className="visually-hidden">Loan and advance positions in {report.currency}, with their holdback of true revenue</caption>
          <thead>
            <tr>
              <th scope="col">Creditor</th>
              <th scope="col">Cadence</th>
              <th scope="col" className="num">Typical payment</th>
              <th scope="col">Seen</th>
              <th scope="col" className="num">Payments</th>
              <th scope="col" className="num">Total paid</th>
              <th scope="col" className="num">Holdback</th>
              <th scope="col">Funded</th>
              <th scope="col">Stacking</th>
            </tr>
          </thead>
          <tbody>
            {report.positions.map((p) => (
              <tr key={p.creditor} data-creditor={p.creditor}>
                <th scope="row">{p.creditor}</th>
                <td data-field="cadence">{p.cadence}</td>
                <td className="num">{amount(p.typical_amount)}</td>
                <td className="date">{p.first_date} to {p.last_date}</td>
                <td className="num">{count(p.count)}</td>
                <td className="num">{amount(p.total_paid)}</td>
                <td className="num" data-field="holdback">{percent(p.holdback_share)}</td>
                <td>{p.funded === null ? 'not seen' : `${amount(p.funded.amount)} on ${p.funded.date}`}</td>
                <td data-field="stacking">
                  {p.stacked_on.length === 0 ? 'no' : <span className="badge severity-high">Stacked on {p.stacked_on.join(', ')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )}
  </section>
);
