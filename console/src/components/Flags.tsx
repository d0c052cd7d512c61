/**
 * What the analysis flagged, each with the transactions that raised it: a button per transaction
 * selects its row in the table and its box on the page.
 */
import type { ReactNode } from 'react';
import type { StatementData, Transaction } from '../api/types.ts';
import { money } from '../lib/format.ts';

type Select = (index: number) => void;

/** Indexes of the transactions on `date` of `amount` (and `type`, when given). */
const rowsOf = (transactions: readonly Transaction[], date: string | undefined, amount: number | undefined, type?: string): number[] => {
  if (date === undefined || amount === undefined) return [];
  const found: number[] = [];
  transactions.forEach((t, i) => {
    if (t.date === date && Math.abs(t.amount - amount) < 0.005 && (type === undefined || t.type === type)) found.push(i);
  });
  return found;
};

const RowLinks = ({ rows, onSelect }: { rows: number[]; onSelect: Select }) =>
  rows.length === 0 ? null : (
    <span className="row-links">
      {rows.map((i) => (
        <button key={i} type="button" className="link" onClick={() => onSelect(i)}>row {i + 1}</button>
      ))}
    </span>
  );

const Group = ({ title, count, children }: { title: string; count: number; children: ReactNode }) => (
  <details className="flag-group" open={count > 0}>
    <summary>
      {title} <span className="count">{count}</span>
    </summary>
    {count === 0 ? <p className="muted">None.</p> : <ul>{children}</ul>}
  </details>
);

const severityRank = { high: 0, medium: 1, low: 2 } as const;

export const Flags = ({ data, onSelect }: { data: StatementData; onSelect: Select }) => {
  const c = data.currency;
  const tx = data.transactions;
  const loans = data.loan_transactions.length + data.loan_commitments.length;
  return (
    <section className="card flags" aria-labelledby="flags-title">
      <h2 id="flags-title">Flags</h2>
      <Group title="Recurring debits" count={data.recurring_debits.length}>
        {data.recurring_debits.map((r, i) => (
          <li key={i}>
            <strong>{r.creditor}</strong>: {r.count} × {r.frequency}, {money(r.total_amount, c)} in all{' '}
            <RowLinks rows={r.transaction_dates.flatMap((d, j) => rowsOf(tx, d, r.individual_amounts[j], 'withdrawal'))} onSelect={onSelect} />
          </li>
        ))}
      </Group>
      <Group title="Large transactions" count={data.large_transactions.length}>
        {data.large_transactions.map((t, i) => (
          <li key={i}>
            {t.date} {t.type} of <strong>{money(t.amount, c)}</strong>: {t.description}. <span className="muted">{t.reason}</span>{' '}
            <RowLinks rows={rowsOf(tx, t.date, t.amount, t.type)} onSelect={onSelect} />
          </li>
        ))}
      </Group>
      <Group title="Loans and cash advances" count={loans}>
        {data.loan_commitments.map((l, i) => (
          <li key={`c${i}`}>
            <strong>{l.lender}</strong>: {l.payment_count} {l.frequency} payments of {money(l.payment_amount, c)} ({money(l.total_paid, c)} paid, about{' '}
            {money(l.estimated_monthly_payment, c)} a month), {l.first_date} to {l.last_date}
          </li>
        ))}
        {data.loan_transactions.map((l, i) => (
          <li key={`t${i}`}>
            {l.date} {l.type} {l.lender}: <strong>{money(l.amount, c)}</strong> {l.description} <RowLinks rows={rowsOf(tx, l.date, l.amount)} onSelect={onSelect} />
          </li>
        ))}
      </Group>
      <Group title="Intra-company transfers" count={data.intra_company_transactions.length}>
        {data.intra_company_transactions.map((t, i) => (
          <li key={i}>
            {t.date} {t.type} of <strong>{money(t.amount, c)}</strong> with {t.counterparty}: {t.description}. <span className="muted">{t.reason}</span>{' '}
            <RowLinks rows={rowsOf(tx, t.date, t.amount, t.type)} onSelect={onSelect} />
          </li>
        ))}
      </Group>
      <Group title="Anomalies" count={data.anomalies.length}>
        {[...data.anomalies].sort((a, b) => severityRank[a.severity] - severityRank[b.severity]).map((a, i) => (
          <li key={i}>
            <span className={`badge severity-${a.severity}`}>{a.severity}</span> <strong>{a.type}</strong>: {a.description}. <span className="muted">{a.reason}</span>{' '}
            <RowLinks rows={rowsOf(tx, a.date, a.amount)} onSelect={onSelect} />
          </li>
        ))}
      </Group>
      <Group title="Warnings" count={data.warnings.length}>
        {data.warnings.map((w, i) => <li key={i}>{w}</li>)}
      </Group>
    </section>
  );
};
