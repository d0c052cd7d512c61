/** Display formats: money in the statement's currency, dates as the API gives them (ISO), sizes. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export const money = (amount: number, currency: string): string => {
  let format = moneyFormats.get(currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' });
    } catch {
      format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(currency, format);
  }
  return format.format(amount).replace(/\u00a0/g, ' ');
};

/** Two decimals with grouping, no currency (table cells, where the column header names it). */
export const amount = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const count = (value: number): string => value.toLocaleString('en-US');

/** `2026-12-01T00:00:00.000Z` to `1 Dec 2026` (UTC: the quota's clock). */
export const day = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const dateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) + ' UTC';

export const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
