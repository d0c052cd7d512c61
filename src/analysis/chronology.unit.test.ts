import { describe, expect, it } from 'vitest';
import { chronological } from './chronology.js';
import { withdrawal } from './testing/statementFactory.js';

describe('chronological order', () => {
  it('keeps the printed order within a day of an oldest-first statement', () => {
    const rows = [withdrawal('2024-03-01', 1, 'A'), withdrawal('2024-03-01', 2, 'B'), withdrawal('2024-03-02', 3, 'C')];

    expect(chronological(rows).map((r) => r.description)).toEqual(['A', 'B', 'C']);
  });

  it('reverses a newest-first statement, within each day too', () => {
    const rows = [withdrawal('2024-03-02', 3, 'C'), withdrawal('2024-03-01', 2, 'B'), withdrawal('2024-03-01', 1, 'A')];

    expect(chronological(rows).map((r) => r.description)).toEqual(['A', 'B', 'C']);
  });
});
