/**
 * Events of one account-month quota stream (`quota-<accountId>-<YYYY-MM>`). A batch is accepted by
 * one append of `PagesReserved` and `BatchAccepted` together: that append is the upload's commit point.
 * Either the batch is in the log (its jobs will be created and finish, even after a crash) or it is not
 * (and nothing was charged).
 */
import type { Message } from '../message.js';

export type PagesReserved = Message<
  'PagesReserved',
  { batchId: string; accountId: string; month: string; pages: number; pagesLimit: number; reservedAt: string }
>;

/** One file of an accepted batch: everything its job stream is created from. */
export interface AcceptedJob {
  jobId: string;
  filename: string;
  company: string;
  blobKey: string;
  pagesTotal: number;
  /**
   * Analysis settings for the job (the account's defaults with the batch's over them), in internal
   * names and units; absent means the defaults. Checked at the edge: `Partial<AnalysisSettings>`.
   */
  analysis?: Readonly<Record<string, number>>;
}

export type BatchAccepted = Message<
  'BatchAccepted',
  { batchId: string; accountId: string; client: string; jobs: AcceptedJob[]; acceptedAt: string }
>;

export type QuotaEvent = PagesReserved | BatchAccepted;

export const QUOTA_EVENT_TYPES: ReadonlySet<string> = new Set<QuotaEvent['type']>(['PagesReserved', 'BatchAccepted']);
export const isQuotaEvent = (event: Message): event is QuotaEvent => QUOTA_EVENT_TYPES.has(event.type);
