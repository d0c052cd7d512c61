import { describe, expect, it } from 'vitest';
import { formatCents } from './format.js';

describe('formatCents', () => {
  it.each([
    [5_000_000, '50,000.00'],
    [-1_250, '-12.50'],
    [7, '0.07'],
    [123_456_789_01, '123,456,789.01'],
  ])('writes %d cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
