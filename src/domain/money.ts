/**
 * Money is integer cents inside LedgerLens. Floats appear only at the JSON edge (two decimals), so
 * sums never drift: 0.1 + 0.2 is 10 + 20 cents here.
 */
export type Cents = number;

/** Integer cents to the decimal the interface prints (`123456` to `1234.56`). */
export const toDecimal = (cents: Cents): number => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  return Number((cents / 100).toFixed(2));
};

/** A decimal from JSON or a setting to integer cents, rounding half away from zero. */
export const fromDecimal = (value: number): Cents => {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite amount: ${value}`);
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  return value < 0 ? -cents : cents;
};

/** Sums cents exactly; throws rather than lose precision past 2^53 cents. */
export const sumCents = (values: readonly Cents[]): Cents => {
  let total = 0;
  for (const v of values) total += v;
  if (!Number.isSafeInteger(total)) throw new RangeError('sum of cents is beyond safe integer range');
  return total;
};
