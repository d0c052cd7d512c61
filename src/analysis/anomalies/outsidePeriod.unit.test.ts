import { describe, expect, it } from 'vitest';
import { withdrawal } from '../testing/statementFactory.js';
import { findOutsidePeriod } from './outsidePeriod.js';

describe('transactions outside the statement period', () => {
  it('flags rows before the start and after the end, and not rows on either end', () => {
    const rows = [withdrawal('2024-02-29', 100), withdrawal('2024-03-01', 100), withdrawal('2024-03-31', 100), withdrawal('2024-04-01', 100)];

    const findings = findOutsidePeriod(rows, '2024-03-01', '2024-03-31');

    expect(findings.map((f) => [f.date, f.severity])).toEqual([
      ['2024-02-29', 'medium'],
      ['2024-04-01', 'medium'],
    ]);
    expect(findings[0]!.reason).toMatch(/before the statement period 2024-03-01 to 2024-03-31/);
  });

  it('says nothing when no period was printed', () => {
    expect(findOutsidePeriod([withdrawal('2024-02-29', 100)], null, null)).toEqual([]);
  });
});
