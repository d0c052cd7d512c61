/** The report's headline figures as cards: its totals and per-month averages, as the API gives them. */
import type { CompanyReport } from '../../api/types.ts';
import { count, money } from '../../lib/format.ts';

interface Card {
  id: string;
  label: string;
  value: string;
  detail: string;
  tone?: 'good' | 'bad';
}

const cardsOf = (r: CompanyReport): Card[] => {
  const counted = r.statements.filter((s) => s.counted).length;
  return [
    { id: 'months', label: 'Months covered', value: count(r.totals.months), detail: `${count(counted)} of ${count(r.statements.length)} statements counted` },
    { id: 'revenue', label: 'True revenue', value: money(r.totals.true_revenue, r.currency), detail: `average ${money(r.averages.true_revenue, r.currency)} a month` },
    { id: 'deposits', label: 'Deposits', value: money(r.totals.deposits, r.currency), detail: `average ${money(r.averages.deposits, r.currency)} a month` },
    { id: 'withdrawals', label: 'Withdrawals', value: money(r.totals.withdrawals, r.currency), detail: `average ${money(r.averages.withdrawals, r.currency)} a month` },
    {
      id: 'balance',
      label: 'Average daily balance',
      value: r.averages.average_daily_balance === null ? 'not printed' : money(r.averages.average_daily_balance, r.currency),
      detail: `average ending balance ${r.averages.ending_balance === null ? 'not printed' : money(r.averages.ending_balance, r.currency)}`,
    },
    {
      id: 'risk',
      label: 'Negative days and NSFs',
      value: `${count(r.totals.negative_days)} · ${count(r.totals.nsf_count)}`,
      detail: `${count(r.totals.negative_days)} negative days, ${count(r.totals.nsf_count)} NSF items`,
      tone: r.totals.negative_days > 0 || r.totals.nsf_count > 0 ? 'bad' : 'good',
    },
    {
      id: 'positions',
      label: 'Positions',
      value: count(r.positions.length),
      detail: r.stacking ? 'stacking: a position was funded while another was being paid' : 'no stacking',
      tone: r.stacking ? 'bad' : 'good',
    },
  ];
};

export const CompanyFigures = ({ report }: { report: CompanyReport }) => (
  <section aria-labelledby="figures-title">
    <h2 id="figures-title" className="visually-hidden">Totals and averages</h2>
    <dl className="cards">
      {cardsOf(report).map((card) => (
        <div key={card.id} className={`card summary-card${card.tone ? ` tone-${card.tone}` : ''}`} data-card={card.id}>
          <dt>{card.label}</dt>
          <dd className="figure">{card.value}</dd>
          <dd className="muted">{card.detail}</dd>
        </div>
      ))}
    </dl>
  </section>
);
