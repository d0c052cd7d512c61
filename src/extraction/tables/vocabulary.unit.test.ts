import { describe, expect, it } from 'vitest';
import { isPendingTitle, sectionOf } from './vocabulary.js';

describe('isPendingTitle', () => {
  it('knows titles over transactions not booked yet, in several languages', () => {
    expect(isPendingTitle('Transactions not yet processed on your account up to 01/09/2023')).toBe(true);
    expect(isPendingTitle('Pending transactions')).toBe(true);
    expect(isPendingTitle('Vorgemerkte Umsätze')).toBe(true);
    expect(isPendingTitle('Transacciones pendientes')).toBe(true);
  });

  it('does not take a section of the statement for one', () => {
    expect(isPendingTitle('Deposits and additions')).toBe(false);
    expect(isPendingTitle('Card transactions')).toBe(false);
    expect(sectionOf('Card transactions')).toBe('withdrawal');
  });
});
