import { describe, expect, it } from 'vitest';
import type { AnalyseTask, PageTask } from '../../application/ports.js';
import { natsToken } from '../nats/subjects.js';
import { LaneBoard } from './natsLanes.js';

const PREFIX = 'ledgerlens.work';
const page = (accountId: string, underWay = false): PageTask => ({
  kind: 'extract_pages', jobId: 'j', accountId, plan: 'business', blobKey: 'k', pages: [1], pagesTotal: 1, underWay,
});
const analysis = (accountId: string): AnalyseTask => ({ kind: 'analyse_job', jobId: 'j', accountId, plan: 'business' });

describe('LaneBoard', () => {
  it('stores a task on its account and lane, and rings the matching doorbell outside the stream', () => {
    const subject = LaneBoard.subjectOf(PREFIX, page('acct_acme'));
    expect(subject).toBe(`ledgerlens.work.${natsToken('acct_acme')}.new`);
    expect(LaneBoard.subjectOf(PREFIX, page('acct_acme', true))).toBe(`ledgerlens.work.${natsToken('acct_acme')}.running`);
    expect(LaneBoard.subjectOf(PREFIX, analysis('acct_acme'))).toBe(`ledgerlens.work.${natsToken('acct_acme')}.running`);
    const doorbell = LaneBoard.doorbellOf(PREFIX, subject);
    expect(doorbell).toBe(`ledgerlens.work-ready.${natsToken('acct_acme')}.new`);
    expect(doorbell.startsWith(`${PREFIX}.`)).toBe(false);
  });

  it('reads a lane from its stream subject or its doorbell alike, and ignores other subjects', () => {
    const board = new LaneBoard(PREFIX, 'workers');
    const subject = LaneBoard.subjectOf(PREFIX, page('acct.with*odd>chars'));
    const lane = board.laneOf(subject);
    expect(lane).toMatchObject({ subject, account: natsToken('acct.with*odd>chars'), lane: 'new' });
    expect(board.laneOf(LaneBoard.doorbellOf(PREFIX, subject))).toBe(lane);
    expect(lane?.consumer).toMatch(/^workers_[A-Za-z0-9_-]+_new$/);
    expect(board.laneOf('ledgerlens.work.a.b.c')).toBeNull();
    expect(board.laneOf('elsewhere.x.new')).toBeNull();
  });

  it('reads the subjects of tasks queued before lanes as lanes of no account', () => {
    const board = new LaneBoard(PREFIX, 'workers');
    expect(board.laneOf('ledgerlens.work.extract_pages')).toMatchObject({ account: '', lane: 'new', consumer: 'workers_legacy_extract_pages' });
  });

  it("offers an account's running lane before its new lane, and the next account once a pull finds them empty", () => {
    const board = new LaneBoard(PREFIX, 'workers');
    const aNew = board.laneOf(LaneBoard.subjectOf(PREFIX, page('acct_a')))!;
    const aRunning = board.laneOf(LaneBoard.subjectOf(PREFIX, analysis('acct_a')))!;
    const bNew = board.laneOf(LaneBoard.subjectOf(PREFIX, page('acct_b')))!;
    board.ready(aNew);
    board.ready(aRunning);
    expect(board.next()).toBe(aRunning);
    board.served(aRunning, 'business');
    board.ready(bNew);
    // acct_b had nothing queued: it goes before acct_a, which was just served.
    expect(board.next()).toBe(bNew);
    board.empty(bNew);
    board.empty(aRunning);
    expect(board.next()).toBe(aNew);
    board.empty(aNew);
    expect(board.next()).toBeUndefined();
  });

  it('keeps a lane marked when it was marked again while a pull found it empty', () => {
    const board = new LaneBoard(PREFIX, 'workers');
    const lane = board.laneOf(LaneBoard.subjectOf(PREFIX, page('acct_a')))!;
    board.ready(lane);
    const beforePull = board.markOf(lane);
    board.ready(lane); // a doorbell rang while the pull was on its way
    board.empty(lane, beforePull);
    expect(board.next()).toBe(lane);
    board.empty(lane, board.markOf(lane));
    expect(board.next()).toBeUndefined();
  });

  it('wakes a slot waiting for work when a lane is marked', async () => {
    const board = new LaneBoard(PREFIX, 'workers');
    let woken = false;
    const waiting = board.wait().then(() => (woken = true));
    await Promise.resolve();
    expect(woken).toBe(false);
    board.ready(board.laneOf(LaneBoard.subjectOf(PREFIX, page('acct_a')))!);
    await waiting;
    expect(woken).toBe(true);
  });
});
