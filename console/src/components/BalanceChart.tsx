/**
 * The end-of-day balance over the statement period (uPlot on a canvas): the balance line, a zero line,
 * negative days as red points and large transactions as hollow amber points. The canvas is hidden from
 * assistive technology; the figure's caption states what it shows and a table lists every day.
 */
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import type { StatementData } from '../api/types.ts';
import { dailyBalances } from '../lib/balances.ts';
import { money } from '../lib/format.ts';

const COLORS = { balance: '#1d4ed8', zero: '#6b7280', negative: '#b91c1c', large: '#b45309' };
const epoch = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 1000;

export const BalanceChart = ({ data }: { data: StatementData }) => {
  const holder = useRef<HTMLDivElement>(null);
  const days = useMemo(() => dailyBalances(data), [data]);
  const largeDates = useMemo(() => new Set(data.large_transactions.map((t) => t.date)), [data]);
  const negative = days.filter((d) => d.balance < 0);
  const lowest = days.reduce((low, d) => (d.balance < low.balance ? d : low), days[0] ?? { date: '', balance: 0 });
  const highest = days.reduce((high, d) => (d.balance > high.balance ? d : high), days[0] ?? { date: '', balance: 0 });

  useEffect(() => {
    const element = holder.current;
    if (element === null || days.length === 0) return;
    const series: uPlot.AlignedData = [
      days.map((d) => epoch(d.date)),
      days.map((d) => d.balance),
      days.map(() => 0),
      days.map((d) => (d.balance < 0 ? d.balance : null)),
      days.map((d) => (largeDates.has(d.date) ? d.balance : null)),
    ];
    const noLine = () => null;
    const options = (width: number): uPlot.Options => ({
      width,
      height: 260,
      legend: { show: false },
      cursor: { show: true, drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { stroke: '#374151', grid: { stroke: '#e5e7eb' } },
        { stroke: '#374151', grid: { stroke: '#e5e7eb' }, size: 80, values: (_u, ticks) => ticks.map((t) => t.toLocaleString('en-US')) },
      ],
      series: [
        {},
        { label: 'Balance', stroke: COLORS.balance, width: 2, paths: uPlot.paths.stepped?.({ align: 1 }), points: { show: false } },
        { label: 'Zero', stroke: COLORS.zero, width: 1, dash: [4, 4], points: { show: false } },
        { label: 'Negative day', stroke: COLORS.negative, paths: noLine, points: { show: true, size: 7, fill: COLORS.negative, stroke: COLORS.negative } },
        { label: 'Large transaction', stroke: COLORS.large, paths: noLine, points: { show: true, size: 12, width: 2, fill: '#ffffff', stroke: COLORS.large } },
      ],
    });
    const plot = new uPlot(options(element.clientWidth || 600), series, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 600, height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, largeDates]);

  return (
    <section aria-labelledby="chart-title">
      <figure className="card chart" aria-labelledby="chart-title">
        <h2 id="chart-title">Daily balance</h2>
        <div ref={holder} className="chart-canvas" aria-hidden="true" data-testid="balance-chart" />
        <ul className="legend" aria-hidden="true">
          <li><span className="swatch" style={{ background: COLORS.balance }} /> End-of-day balance</li>
          <li><span className="swatch dot" style={{ background: COLORS.negative }} /> Negative day</li>
          <li><span className="swatch ring" style={{ borderColor: COLORS.large }} /> Large transaction</li>
        </ul>
        <figcaption>
          {days.length} days from {days[0]?.date} to {days.at(-1)?.date}; lowest {money(lowest.balance, data.currency)} on {lowest.date}, highest{' '}
          {money(highest.balance, data.currency)} on {highest.date}; {negative.length === 0 ? 'no negative days' : `${negative.length} negative day${negative.length === 1 ? '' : 's'}`};{' '}
          {largeDates.size === 0 ? 'no large transactions' : `large transactions on ${[...largeDates].join(', ')}`}.
        </figcaption>
        <details>
          <summary>Every day's balance as a table</summary>
          <div className="table-wrap short">
            <table>
              <thead>
                <tr><th scope="col">Day</th><th scope="col" className="num">Balance ({data.currency})</th></tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.date} className={d.balance < 0 ? 'negative' : undefined}>
                    <td>{d.date}{largeDates.has(d.date) ? ' (large transaction)' : ''}</td>
                    <td className="num">{money(d.balance, data.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </section>
  );
};
