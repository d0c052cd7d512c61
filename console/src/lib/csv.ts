/**
 * The transactions as CSV, the columns and number format of `ledgerlens extract --csv`: RFC 4180
 * quoting, amounts with two decimals, `type` giving the direction. A description a spreadsheet would
 * take for a formula (`=`, `+`, `-`, `@`, tab, carriage return first) is prefixed with `'`.
 */
import type { Transaction } from '../api/types.ts';

export const CSV_COLUMNS = ['date', 'description', 'amount', 'type', 'balance', 'page'] as const;

export const csvField = (value: string | number | null): string => {
  const text = value === null ? '' : typeof value === 'number' ? value.toFixed(2) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const transactionsCsv = (transactions: readonly Transaction[]): string =>
  [
    CSV_COLUMNS.join(','),
    ...transactions.map((t) => [csvField(t.date), csvField(/^[=+\-@\t\r]/.test(t.description) ? `'${t.description}` : t.description), csvField(t.amount), csvField(t.type), csvField(t.balance), String(t.page)].join(',')),
  ].join('\r\n') + '\r\n';
