import { describe, expect, it } from 'vitest';
import { accountIdFor, formatJobId, isJobId } from './ids.js';

describe('job ids', () => {
  it('formats the UTC date and time of creation with the random suffix', () => {
    const id = formatJobId(new Date('2026-11-22T14:15:03.999Z'), 'k3v9q2xa');
    expect(id).toBe('job_20261122_141503_k3v9q2xa');
    expect(isJobId(id)).toBe(true);
  });

  it('refuses a suffix that is not 8 lowercase letters or digits', () => {
    expect(() => formatJobId(new Date(), 'K3V9Q2XA')).toThrow(RangeError);
    expect(() => formatJobId(new Date(), 'short')).toThrow(RangeError);
  });

  it('recognises only the decided shape', () => {
    expect(isJobId('job_20261122_141503_k3v9q2x')).toBe(false);
    expect(isJobId('job_2026112_141503_k3v9q2xa')).toBe(false);
  });
});

describe('account ids', () => {
  it('derives one id per account name and refuses names unsafe in stream names', () => {
    expect(accountIdFor('default')).toBe('acct_default');
    expect(() => accountIdFor('has space')).toThrow(RangeError);
    expect(() => accountIdFor('')).toThrow(RangeError);
  });
});
