/**
 * How every work queue (in-process, and each NATS JetStream worker) shares its slots between the
 * accounts that have work queued: stride scheduling.
 *
 * Each account has a pass: the tasks it was given, each counting 1 / its plan's weight
 * (`schedulingWeight`: a business task counts a quarter, a starter task one). A free slot serves the
 * waiting account with the lowest pass; on a tie, the one served longest ago. An account that had
 * nothing queued comes back at the pass of the account served last (the virtual time): that puts it
 * ahead of a busy account's backlog, which has moved past it, and gives it no credit for the time it
 * was idle, so it cannot save turns up and crowd the others out afterwards.
 *
 * Inside an account there are two lanes: tasks of jobs under way (analyses, pages handed back) go
 * before the pages of its new jobs, so a job that started keeps its place.
 */
import { schedulingWeight, type Plan } from '../../domain/account/plans.js';
import type { WorkTask } from '../../application/ports.js';

export type Lane = 'running' | 'new';

/** Lanes in the order an account's turn looks at them. */
export const LANES: readonly Lane[] = ['running', 'new'];

export const laneOf = (task: WorkTask): Lane => (task.kind === 'analyse_job' || task.underWay ? 'running' : 'new');

interface Account {
  pass: number;
  /** When it was last served (a counter): ties go to the account that waited longest. */
  servedAt: number;
  waiting: boolean;
}

export class FairShare<Key = string> {
  readonly #accounts = new Map<Key, Account>();
  /** The pass of the account served last: where an account that was idle starts again. */
  #virtualTime = 0;
  #served = 0;

  /** The account has work queued (again). Harmless when it was already waiting. */
  waiting(key: Key): void {
    const account = this.#accounts.get(key);
    if (account === undefined) {
      this.#accounts.set(key, { pass: this.#virtualTime, servedAt: 0, waiting: true });
      return;
    }
    if (account.waiting) return;
    account.waiting = true;
    account.pass = Math.max(account.pass, this.#virtualTime);
  }

  /** The account has nothing queued any more. */
  drained(key: Key): void {
    const account = this.#accounts.get(key);
    if (account !== undefined) account.waiting = false;
  }

  isWaiting(key: Key): boolean {
    return this.#accounts.get(key)?.waiting === true;
  }

  /** The waiting account whose turn it is, or undefined when none waits. Charges nothing. */
  next(): Key | undefined {
    let best: [Key, Account] | undefined;
    for (const entry of this.#accounts) {
      const [key, account] = entry;
      if (!account.waiting) {
        // An idle account behind the virtual time would start at it anyway: nothing to remember.
        if (account.pass <= this.#virtualTime) this.#accounts.delete(key);
        continue;
      }
      if (best === undefined || account.pass < best[1].pass || (account.pass === best[1].pass && account.servedAt < best[1].servedAt)) best = entry;
    }
    return best?.[0];
  }

  /** Counts one task to the account, weighted by the plan the task was queued under. */
  served(key: Key, plan: Plan): void {
    let account = this.#accounts.get(key);
    if (account === undefined) {
      account = { pass: this.#virtualTime, servedAt: 0, waiting: false };
      this.#accounts.set(key, account);
    }
    this.#virtualTime = Math.max(this.#virtualTime, account.pass);
    account.pass += 1 / schedulingWeight(plan);
    account.servedAt = ++this.#served;
  }
}
