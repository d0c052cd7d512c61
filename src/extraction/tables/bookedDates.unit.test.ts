import { describe, expect, it } from 'vitest';
import type { RawRow } from './buildRows.js';
import { withBookedDates } from './bookedDates.js';

const row = (description: string): RawRow => ({
  date: { kind: 'pair', a: 3, b: 6, year: null, words: 1 },
  ownDate: true,
  description,
  cells: [],
  unreadable: [],
  section: null,
  tableId: 1,
  page: 1,
  box: { x0: 0, y0: 0, x1: 0, y1: 0 },
  debit: null,
  credit: null,
  amount: null,
  balance: null,
});

describe('withBookedDates', () => {
  it('dates a row by the booking date its own text labels, and leaves rows without one alone', () => {
    const [booked, plain] = withBookedDates([row('NL45 INGB 0705 0019 03 Dienst Uitvoering Onderwijs Verwerkingsdatum: 02-06-2025'), row('OHRA Schadeverzekeringen')]);
    expect(booked!.date).toMatchObject({ a: 2, b: 6, year: 2025 });
    expect(plain!.date).toMatchObject({ a: 3, b: 6, year: null });
  });
});
