/** The quota read model: pages used per account per month (what `GET /v1/usage` shows). */
import type { QuotaRow } from '../../src/application/readModels.js';
import type { PagesReserved } from '../../src/domain/quota/quota.events.js';

export const quotaKeyOf = (event: PagesReserved): string => `${event.data.accountId}|${event.data.month}`;

export const evolveQuota = (row: QuotaRow | null, event: PagesReserved): QuotaRow => ({
  accountId: event.data.accountId,
  month: event.data.month,
  pagesUsed: (row?.pagesUsed ?? 0) + event.data.pages,
});
