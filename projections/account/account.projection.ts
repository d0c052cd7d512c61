/** The account and key read models: plans and limits, keys by hash for authentication, last use. */
import type { AccountRow, ApiKeyRow } from '../../src/application/readModels.js';
import { roleOf, type AccountCreated, type ApiKeyIssued, type ApiKeyRevoked, type ApiKeyUsed, type PlanChanged } from '../../src/domain/account/account.events.js';

export const evolveAccount = (row: AccountRow | null, event: AccountCreated | PlanChanged): AccountRow | null => {
  switch (event.type) {
    case 'AccountCreated': {
      const { accountId, name, plan, pagesLimit, createdAt } = event.data;
      return row ?? { accountId, name, plan, pagesLimit, createdAt };
    }
    case 'PlanChanged':
      return row === null ? row : { ...row, plan: event.data.plan, pagesLimit: event.data.pagesLimit };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const evolveApiKey = (row: ApiKeyRow | null, event: ApiKeyIssued | ApiKeyRevoked | ApiKeyUsed): ApiKeyRow | null => {
  switch (event.type) {
    case 'ApiKeyIssued': {
      const { keyId, accountId, name, prefix, hash, allowedIps, issuedAt } = event.data;
      return row ?? { keyId, accountId, name, prefix, hash, createdAt: issuedAt, lastUsedAt: null, revokedAt: null, allowedIps, role: roleOf(event.data) };
    }
    case 'ApiKeyRevoked':
      return row === null ? row : { ...row, revokedAt: row.revokedAt ?? event.data.revokedAt };
    case 'ApiKeyUsed':
      if (row === null) return row;
      return { ...row, lastUsedAt: row.lastUsedAt !== null && row.lastUsedAt > event.data.usedAt ? row.lastUsedAt : event.data.usedAt };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
