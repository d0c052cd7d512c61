import type { Cents } from '../domain/money.js';

/** Cents as a figure a reviewer reads in a reason: `5000000` to `50,000.00`, `-1250` to `-12.50`. */
export const formatCents = (cents: Cents): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
};
