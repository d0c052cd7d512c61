/**
 * Where tasks wait on NATS JetStream, and which one a worker takes next.
 *
 * Every account has two lanes, one subject each in the work stream, `<prefix>.<account>.running` and
 * `<prefix>.<account>.new` (the account id base64url-encoded, see `natsToken`), and one durable pull
 * consumer per lane, filtered on its subject. A worker keeps a board of the lanes that hold work and
 * serves them with `FairShare`, pulling one task from the chosen lane when a slot frees up.
 *
 * A worker learns that a lane holds work two ways: the publisher rings a doorbell (a plain NATS
 * message on `<prefix>-ready.<account>.<lane>`) right after the task is stored, which makes a new
 * account's task the next one served anywhere; and every second it reads the stream's per-subject
 * counts, which also finds what no doorbell announces (tasks redelivered after a dead worker's ack
 * window, tasks queued while the worker was away). A lane marked as holding work that turns out empty
 * (its tasks are all in other workers' hands) is simply unmarked.
 *
 * Tasks queued before lanes existed sit on `<prefix>.<task kind>`; each of those subjects is a lane of
 * its own, of no account, so they are still served.
 */
import { natsToken } from '../nats/subjects.js';
import type { Plan } from '../../domain/account/plans.js';
import type { WorkTask } from '../../application/ports.js';
import { FairShare, LANES, laneOf, type Lane } from './fairShare.js';

export interface LaneRef {
  subject: string;
  /** The account's subject token ('' for the tasks queued before lanes existed). */
  account: string;
  lane: Lane;
  /** Name of the durable consumer that serves this lane alone. */
  consumer: string;
}

export class LaneBoard {
  readonly #lanes = new Map<string, LaneRef>();
  /** Lanes known to hold work, per account token. */
  readonly #ready = new Map<string, Set<LaneRef>>();
  readonly #share = new FairShare();
  /** How often each lane was marked: a pull that started before the last mark cannot unmark it. */
  readonly #marks = new Map<LaneRef, number>();
  #wakers: (() => void)[] = [];

  constructor(
    private readonly subjectPrefix: string,
    private readonly consumerPrefix: string,
  ) {}

  /** The subject a task is stored on. */
  static subjectOf(subjectPrefix: string, task: WorkTask): string {
    return `${subjectPrefix}.${natsToken(task.accountId)}.${laneOf(task)}`;
  }

  /** The doorbell rung after a task is stored on `subject`. */
  static doorbellOf(subjectPrefix: string, subject: string): string {
    return `${subjectPrefix}-ready.${subject.slice(subjectPrefix.length + 1)}`;
  }

  /** The lane of a stream subject or doorbell subject; null for anything else. */
  laneOf(subject: string): LaneRef | null {
    const doorbell = `${this.subjectPrefix}-ready.`;
    const stored = subject.startsWith(doorbell) ? `${this.subjectPrefix}.${subject.slice(doorbell.length)}` : subject;
    const known = this.#lanes.get(stored);
    if (known !== undefined) return known;
    if (!stored.startsWith(`${this.subjectPrefix}.`)) return null;
    const tokens = stored.slice(this.subjectPrefix.length + 1).split('.');
    let ref: LaneRef;
    if (tokens.length === 2 && (LANES as readonly string[]).includes(tokens[1]!) && tokens[0] !== '') {
      const [account, lane] = tokens as [string, Lane];
      ref = { subject: stored, account, lane, consumer: `${this.consumerPrefix}_${account}_${lane}` };
    } else if (tokens.length === 1 && /^[a-z_]+$/.test(tokens[0]!)) {
      ref = { subject: stored, account: '', lane: 'new', consumer: `${this.consumerPrefix}_legacy_${tokens[0]}` };
    } else {
      return null;
    }
    this.#lanes.set(stored, ref);
    return ref;
  }

  /** The lane holds work (a doorbell rang, or the stream counts messages on it). */
  ready(ref: LaneRef): void {
    this.#marks.set(ref, (this.#marks.get(ref) ?? 0) + 1);
    let lanes = this.#ready.get(ref.account);
    if (lanes === undefined) {
      lanes = new Set();
      this.#ready.set(ref.account, lanes);
    }
    if (lanes.has(ref)) return;
    lanes.add(ref);
    this.#share.waiting(ref.account);
    const wakers = this.#wakers;
    this.#wakers = [];
    for (const wake of wakers) wake();
  }

  /** Taken before a pull, and given to `empty` after it. */
  markOf(ref: LaneRef): number {
    return this.#marks.get(ref) ?? 0;
  }

  /**
   * A pull found the lane empty (or took its last task): nothing there a worker may take now. Ignored
   * when the lane was marked again since `mark` was taken: a task may have come in meanwhile.
   */
  empty(ref: LaneRef, mark: number = this.markOf(ref)): void {
    if (mark !== this.markOf(ref)) return;
    const lanes = this.#ready.get(ref.account);
    if (lanes === undefined || !lanes.delete(ref)) return;
    if (lanes.size === 0) {
      this.#ready.delete(ref.account);
      this.#share.drained(ref.account);
    }
  }

  /** The lane to pull from next: the account whose turn it is, its jobs under way first. */
  next(): LaneRef | undefined {
    const account = this.#share.next();
    if (account === undefined) return undefined;
    const lanes = [...(this.#ready.get(account) ?? [])];
    return LANES.map((lane) => lanes.find((ref) => ref.lane === lane)).find((ref) => ref !== undefined);
  }

  /** A task of `plan` was pulled from the lane. */
  served(ref: LaneRef, plan: Plan): void {
    this.#share.served(ref.account, plan);
  }

  /** Resolves once some lane is marked as holding work, or `wakeAll()` is called. */
  wait(): Promise<void> {
    return new Promise((resolve) => this.#wakers.push(resolve));
  }

  wakeAll(): void {
    const wakers = this.#wakers;
    this.#wakers = [];
    for (const wake of wakers) wake();
  }
}
