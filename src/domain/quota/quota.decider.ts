/**
 * The quota decider of one account-month. The stream's version is what makes "never over the limit"
 * hold under concurrency: two batches decided on the same version cannot both append, the loser
 * re-reads, re-decides, and is refused if the winner used up the room.
 */
import { AppError } from '../errors.js';
import type { Command, Decider } from '../message.js';
import type { AcceptedJob, QuotaEvent } from './quota.events.js';

export type ReserveBatch = Command<
  'ReserveBatch',
  {
    batchId: string;
    accountId: string;
    month: string;
    client: string;
    /** The account's monthly page limit at the time of the upload. */
    pagesLimit: number;
    jobs: AcceptedJob[];
  }
>;

export type QuotaCommand = ReserveBatch;

export interface Quota {
  pagesUsed: number;
  batchIds: ReadonlySet<string>;
}

export const initialState = (): Quota => ({ pagesUsed: 0, batchIds: new Set() });

/** The 402 message: states the monthly page limit and advises upgrading (interface.md). */
export const limitExceededMessage = (pagesLimit: number, pagesUsed: number, pagesRequested: number): string =>
  `Monthly page limit of ${pagesLimit} pages exceeded: this batch has ${pagesRequested} pages and ` +
  `${Math.max(0, pagesLimit - pagesUsed)} remain this month. Upgrade your plan for a higher monthly page limit.`;

export const decide = (command: QuotaCommand, state: Quota): QuotaEvent[] => {
  switch (command.type) {
    case 'ReserveBatch': {
      const { batchId, accountId, month, client, pagesLimit, jobs } = command.data;
      // The same batch decided twice (a retried append that had in fact committed) charges once.
      if (state.batchIds.has(batchId)) return [];
      const pages = jobs.reduce((sum, job) => sum + job.pagesTotal, 0);
      if (state.pagesUsed + pages > pagesLimit) {
        throw new AppError('limit_exceeded', limitExceededMessage(pagesLimit, state.pagesUsed, pages));
      }
      const now = command.metadata.now;
      return [
        { type: 'PagesReserved', data: { batchId, accountId, month, pages, pagesLimit, reservedAt: now } },
        { type: 'BatchAccepted', data: { batchId, accountId, client, jobs, acceptedAt: now } },
      ];
    }
    default: {
      const _exhaustive: never = command.type;
      return _exhaustive;
    }
  }
};

export const evolve = (state: Quota, event: QuotaEvent): Quota => {
  switch (event.type) {
    case 'PagesReserved':
      return { pagesUsed: state.pagesUsed + event.data.pages, batchIds: new Set([...state.batchIds, event.data.batchId]) };
    case 'BatchAccepted':
      return state;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const quotaDecider: Decider<QuotaCommand, QuotaEvent, Quota> = { decide, evolve, initialState };
