import { describe, expect, it } from 'vitest';
import { fromDecimal, sumCents, toDecimal } from './money.js';

describe('money', () => {
  it('turns cents into two-decimal numbers for JSON', () => {
    expect(toDecimal(123456)).toBe(1234.56);
    expect(toDecimal(-5)).toBe(-0.05);
    expect(toDecimal(0)).toBe(0);
  });

  it('turns decimals into cents without float drift', () => {
    expect(fromDecimal(0.1 + 0.2)).toBe(30);
    expect(fromDecimal(1.005)).toBe(101);
    expect(fromDecimal(-2540.55)).toBe(-254055);
  });

  it('refuses fractional cents', () => {
    expect(() => toDecimal(1.5)).toThrow(RangeError);
  });

  it('sums cents exactly', () => {
    expect(sumCents([10, 20, -5])).toBe(25);
  });
});
