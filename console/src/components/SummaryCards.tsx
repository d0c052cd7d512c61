/** The summary of an analysed statement as cards; each figure is the API's `data`, formatted. */
import type { StatementData } from '../api/types.ts';
import { count, money } from '../lib/format.ts';

interface Card {
  id: string;
  label: string;
  value: string;
  detail?: string;
  tone?: 'good' | 'bad';
}

const cardsOf = (d: StatementData): Card[] => [
  { id: 'bank', label: 'Bank', value: d.bank_name, detail: `account …${d.account_number_last_4 || '(not printed)'} · ${d.currency}` },
  { id: 'period', label: 'Period', value: `${d.statement_start_date} to ${d.statement_end_date}`, detail: d.is_multi_month ? `${d.months_covered.length} months` : 'one month' },
  { id: 'opening', label: 'Opening balance', value: money(d.opening_balance, d.currency) },
  { id: 'closing', label: 'Closing balance', value: money(d.end_month_balance, d.currency) },
  { id: 'deposits', label: 'Deposits', value: money(d.total_deposits, d.currency), detail: `${count(d.deposit_count)} deposits` },
  { id: 'withdrawals', label: 'Withdrawals', value: money(d.total_withdrawals, d.currency), detail: `${count(d.withdrawal_count)} withdrawals` },
  { id: 'average', label: 'Daily average balance', value: money(d.daily_average_balance, d.currency), detail: `${count(d.negative_balance_count)} negative days` },
  {
    id: 'equation',
    label: 'Balance equation',
    value: d.balance_equation_valid ? 'Holds' : 'Does not hold',
    detail: `variance ${money(d.balance_equation_variance, d.currency)}`,
    tone: d.balance_equation_valid ? 'good' : 'bad',
  },
];

export const SummaryCards = ({ data }: { data: StatementData }) => (
  <section aria-labelledby="summary-title">
    <h2 id="summary-title" className="visually-hidden">Summary</h2>
    <dl className="cards">
      {cardsOf(data).map((card) => (
        <div key={card.id} className={`card summary-card${card.tone ? ` tone-${card.tone}` : ''}`} data-card={card.id}>
          <dt>{card.label}</dt>
          <dd className="figure">{card.value}</dd>
          {card.detail !== undefined && <dd className="muted">{card.detail}</dd>}
        </div>
      ))}
    </dl>
  </section>
);
