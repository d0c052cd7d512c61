/**
 * The report's months, one row each, with the report's own totals and per-month averages in the
 * table's foot. Every figure is the API's, formatted; a balance no statement printed is a dash.
 */
import type { CompanyMonth, CompanyReport } from '../../api/types.ts';
import { amount } from '../../lib/format.ts';

/** The month fields shown, all figures. */
type Figure = 'deposits' | 'true_revenue' | 'withdrawals' | 'ending_balance' | 'average_daily_balance' | 'negative_days' | 'nsf_count' | 'largest_deposit';

interface Column {
  field: Figure;
  label: string;
  money: boolean;
}

const COLUMNS: Column[] = [
  { field: 'deposits', label: 'Deposits', money: true },
  { field: 'true_revenue', label: 'True revenue', money: true },
  { field: 'withdrawals', label: 'Withdrawals', money: true },
  { field: 'ending_balance', label: 'Ending balance', money: true },
  { field: 'average_daily_balance', label: 'Average daily balance', money: true },
  { field: 'negative_days', label: 'Negative days', money: false },
  { field: 'nsf_count', label: 'NSF', money: false },
  { field: 'largest_deposit', label: 'Largest deposit', money: true },
];

/** Blank where the row has no such figure (no total of balances), a dash where no statement printed it. */
const show = (column: Column, value: number | null | undefined): string => {
  if (value === undefined) return '';
  if (value === null) return '–';
  // Averages of counts keep their two places ("1.5 negative days a month").
  return column.money ? amount(value) : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
};

const FigureCells = ({ values }: { values: Partial<Record<Figure, number | null>> }) => (
  <>
    {COLUMNS.map((c) => <td key={c.field} className="num" data-field={c.field}>{show(c, values[c.field])}</td>)}
  </>
);

export const MonthsTable = ({ report }: { report: CompanyReport }) => {
  const { months: _months, ...totals } = report.totals;
  return (
    <section aria-labelledby="months-title">
      <h2 id="months-title">Months</h2>
      <div className="table-wrap">
        <table className="months" data-testid="months">
          <caption className="visually-hidden">Figures per month in {report.currency}, then the totals and the averages per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {COLUMNS.map((c) => <th key={c.field} scope="col" className="num">{c.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {report.months.map((m: CompanyMonth) => (
              <tr key={m.month} data-month={m.month} className={m.negative_days > 0 || m.nsf_count > 0 ? 'attention' : undefined}>
                <th scope="row">{m.month}</th>
                <FigureCells values={m} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-month="total">
              <th scope="row">Total</th>
              <FigureCells values={totals} />
            </tr>
            <tr data-month="average">
              <th scope="row">Average a month</th>
              <FigureCells values={report.averages} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
};
