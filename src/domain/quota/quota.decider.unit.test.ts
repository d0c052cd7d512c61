import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../test/support/decider.js';
import { AppError } from '../errors.js';
import { quotaDecider, type ReserveBatch } from './quota.decider.js';
import type { AcceptedJob, QuotaEvent } from './quota.events.js';
import { quotaPeriodOf } from './period.js';

const NOW = '2026-11-22T14:15:03.000Z';
const spec = deciderSpec(quotaDecider);
const job = (jobId: string, pagesTotal: number): AcceptedJob => ({ jobId, filename: `${jobId}.pdf`, company: 'Acme', blobKey: 'f'.repeat(64), pagesTotal });
const reserve = (batchId: string, jobs: AcceptedJob[], pagesLimit = 500): ReserveBatch => ({
  type: 'ReserveBatch',
  data: { batchId, accountId: 'acct_acme', month: '2026-11', client: 'u1', pagesLimit, jobs },
  metadata: { now: NOW },
});
const accepted = (batchId: string, jobs: AcceptedJob[], pagesLimit = 500): QuotaEvent[] => [
  { type: 'PagesReserved', data: { batchId, accountId: 'acct_acme', month: '2026-11', pages: jobs.reduce((s, j) => s + j.pagesTotal, 0), pagesLimit, reservedAt: NOW } },
  { type: 'BatchAccepted', data: { batchId, accountId: 'acct_acme', client: 'u1', jobs, acceptedAt: NOW } },
];
const isLimitExceeded = (e: unknown): boolean => e instanceof AppError && e.code === 'limit_exceeded' && e.status === 402;

describe('quota decider', () => {
  it('reserves the pages of every file of a batch and accepts it in the same decision', () => {
    const jobs = [job('a', 5), job('b', 10)];
    spec.given([]).when(reserve('b1', jobs)).then(accepted('b1', jobs));
  });

  it('accepts a batch that uses the quota exactly', () => {
    spec.given(accepted('b1', [job('a', 495)])).when(reserve('b2', [job('b', 5)])).then(accepted('b2', [job('b', 5)]));
  });

  it('refuses a whole batch that would pass the monthly limit, charging nothing', () => {
    spec.given(accepted('b1', [job('a', 495)])).when(reserve('b2', [job('b', 3), job('c', 3)])).thenThrows(isLimitExceeded);
  });

  it('charges a batch once when its decision is repeated', () => {
    spec.given(accepted('b1', [job('a', 5)])).when(reserve('b1', [job('a', 5)])).then([]);
  });

  it('states the monthly page limit and advises upgrading', () => {
    try {
      quotaDecider.decide(reserve('b1', [job('a', 600)]), quotaDecider.initialState());
      expect.unreachable();
    } catch (error) {
      expect(isLimitExceeded(error)).toBe(true);
      expect((error as Error).message).toMatch(/500 pages/);
      expect((error as Error).message).toMatch(/[Uu]pgrade/);
    }
  });
});

describe('quota period', () => {
  it('runs from the 1st to the last day of the UTC month and resets at 00:00 UTC on the next 1st', () => {
    expect(quotaPeriodOf(new Date('2024-02-29T23:59:59.999Z'))).toEqual({ month: '2024-02', start: '2024-02-01', end: '2024-02-29', resetsAt: '2024-03-01T00:00:00.000Z' });
    expect(quotaPeriodOf(new Date('2026-12-31T12:00:00Z')).resetsAt).toBe('2027-01-01T00:00:00.000Z');
  });
});
