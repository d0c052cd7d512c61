import { describe, expect, it } from 'vitest';
import type { Plan } from '../../domain/account/plans.js';
import type { AnalyseTask, PageTask } from '../../application/ports.js';
import { FairShare, laneOf } from './fairShare.js';

/** Serves `turns` tasks, every account always having more queued; returns who got each turn. */
const serve = (share: FairShare, plans: Record<string, Plan>, turns: number): string[] => {
  const order: string[] = [];
  for (let i = 0; i < turns; i++) {
    const next = share.next();
    if (next === undefined) break;
    share.served(next, plans[next]!);
    order.push(next);
  }
  return order;
};

const count = (order: string[], key: string): number => order.filter((k) => k === key).length;

describe('FairShare', () => {
  it('takes turns between accounts of the same plan', () => {
    const share = new FairShare();
    share.waiting('a');
    share.waiting('b');
    expect(serve(share, { a: 'business', b: 'business' }, 6)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
  });

  it('gives each account turns in proportion to its plan weight', () => {
    const share = new FairShare();
    for (const key of ['s', 'p', 'b', 'e']) share.waiting(key);
    const order = serve(share, { s: 'starter', p: 'professional', b: 'business', e: 'enterprise' }, 150);
    expect([count(order, 's'), count(order, 'p'), count(order, 'b'), count(order, 'e')]).toEqual([10, 20, 40, 80]);
  });

  it('serves an account that was idle next, ahead of a busy account that has been served for a while', () => {
    const share = new FairShare();
    share.waiting('busy');
    serve(share, { busy: 'enterprise' }, 100);
    share.waiting('newcomer');
    expect(share.next()).toBe('newcomer');
  });

  it('gives an idle account no credit for the time it was idle', () => {
    const share = new FairShare();
    share.waiting('busy');
    share.waiting('idle');
    share.served('idle', 'business');
    share.drained('idle');
    serve(share, { busy: 'business' }, 50);
    share.waiting('idle');
    // Back at the virtual time: one turn first, then turns alternate; no run of 50 to catch up.
    expect(serve(share, { busy: 'business', idle: 'business' }, 6)).toEqual(['idle', 'busy', 'idle', 'busy', 'idle', 'busy']);
  });

  it('keeps the debt of an account that was served more than its share and went idle for a moment', () => {
    const share = new FairShare();
    share.waiting('a');
    share.waiting('b');
    for (let i = 0; i < 5; i++) share.served('b', 'starter');
    share.drained('b');
    share.waiting('b');
    expect(serve(share, { a: 'starter', b: 'starter' }, 5)).toEqual(['a', 'a', 'a', 'a', 'a']);
  });

  it('offers nobody when no account waits, and forgets drained accounts', () => {
    const share = new FairShare();
    expect(share.next()).toBeUndefined();
    share.waiting('a');
    share.drained('a');
    expect(share.next()).toBeUndefined();
    expect(share.isWaiting('a')).toBe(false);
  });
});

describe('laneOf', () => {
  const owner = { accountId: 'acct_a', plan: 'starter' as const };
  const page = (underWay: boolean): PageTask => ({ kind: 'extract_pages', jobId: 'j', blobKey: 'k', pages: [1], pagesTotal: 1, underWay, ...owner });
  const analysis: AnalyseTask = { kind: 'analyse_job', jobId: 'j', ...owner };

  it('puts analyses and pages of jobs under way in the running lane, pages of new jobs in the new lane', () => {
    expect([laneOf(analysis), laneOf(page(true)), laneOf(page(false))]).toEqual(['running', 'running', 'new']);
  });
});
