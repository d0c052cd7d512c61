/**
 * Accounts, plans and API keys: the operator's use cases (CLI, first start) and the caller's own
 * (list, create and revoke keys; authenticate). Keys are stored as SHA-256 hashes; the secret is
 * returned once, by the call that created it.
 */
import { decide as decideAccount, evolve as evolveAccount, initialState as initialAccount, type AccountCommand } from '../domain/account/account.decider.js';
import { API_KEY_ROLES, type AccountEvent, type ApiKeyRole } from '../domain/account/account.events.js';
import { isPlan, pagesLimitFor } from '../domain/account/plans.js';
import { AppError } from '../domain/errors.js';
import { accountIdFor, streams } from '../domain/ids.js';
import { checkLabel } from '../domain/text.js';
import { ANALYSIS_VERSION, effectiveSettings, publicSettings, type AnalysisOverrides } from '../analysis/settingsInput.js';
import type { AccountView, AnalysisSettingsView, ApiKeyView, Caller, CreatedApiKey, LedgerLensAdmin } from './api.js';
import { nowMeta, type CoreDeps } from './core.js';
import { handleCommand } from './handleCommand.js';
import type { AccountRow } from './readModels.js';
import { displayPrefix, hashSecret, newApiKeySecret, randomId } from './secrets.js';
import { apiKeyView } from './views.js';

/** Key use is recorded at most this often per key (the access log samples; `last_used_at` is this precise). */
const KEY_USE_SAMPLE_MS = 60_000;
const MAX_KEY_NAME = 100;

const accountView = (row: AccountRow): AccountView => ({
  id: row.accountId,
  name: row.name,
  plan: row.plan,
  pages_limit: row.pagesLimit,
  created_at: row.createdAt,
});

export const createAccounts = (deps: CoreDeps) => {
  const { store, readStore, sync, clock, logger } = deps;
  const lastRecordedUse = new Map<string, number>();

  const runAccountCommand = async (command: AccountCommand) => {
    const result = await handleCommand<AccountCommand, AccountEvent, ReturnType<typeof initialAccount>>(
      store, streams.account(command.data.accountId), decideAccount, evolveAccount, initialAccount, command,
    );
    if (result.lastGlobalPosition !== null) await sync.waitFor(result.lastGlobalPosition);
    return result;
  };

  const accountNamed = async (name: string): Promise<AccountRow> => {
    const row = await readStore.getAccount(accountIdOf(name));
    if (row === null) throw new AppError('not_found', `No account named "${name}".`);
    return row;
  };

  /**
   * `issuedBy`: the caller's key when a key creates one; the decider refuses a revoked or non-admin
   * one, and holds the new key to its maker's IP addresses.
   */
  const issueKey = async (accountId: string, name: string, options: { allowedIps?: string[]; role: ApiKeyRole; issuedBy?: string }): Promise<CreatedApiKey> => {
    const { allowedIps = [], role, issuedBy } = options;
    if (!API_KEY_ROLES.includes(role)) throw new AppError('invalid_request', `A key's role is one of ${API_KEY_ROLES.join(', ')}.`);
    const keyName = name.trim();
    if (keyName === '') throw new AppError('invalid_request', `A key name is 1 to ${MAX_KEY_NAME} characters.`);
    checkLabel('name', keyName, MAX_KEY_NAME);
    const secret = newApiKeySecret();
    const keyId = randomId('key');
    await runAccountCommand({
      type: 'IssueApiKey',
      data: { accountId, keyId, name: keyName, hash: hashSecret(secret), prefix: displayPrefix(secret), allowedIps, role, ...(issuedBy !== undefined ? { issuedBy } : {}) },
      metadata: nowMeta(clock),
    });
    const row = await readStore.getApiKey(keyId);
    if (row === null) throw new Error(`key ${keyId} was issued but is not in the read model`);
    return { key: apiKeyView(row), secret };
  };

  /** `revokedBy`: the caller's key when a key revokes one (the decider checks it may). */
  const revoke = async (accountId: string, keyId: string, revokedBy?: string): Promise<void> => {
    const row = await readStore.getApiKey(keyId);
    // Another account's key is reported exactly like a key that does not exist.
    if (row === null || row.accountId !== accountId) throw new AppError('key_not_found', `No key ${keyId} on this account.`);
    await runAccountCommand({ type: 'RevokeApiKey', data: { accountId, keyId, ...(revokedBy !== undefined ? { revokedBy } : {}) }, metadata: nowMeta(clock) });
  };

  /** Listing, creating and revoking keys through the API needs an `admin` key. */
  const requireAdmin = (caller: Caller): void => {
    if (caller.role !== 'admin') throw new AppError('forbidden', 'This key may not manage the account (its API keys and analysis defaults): use a key with the admin role.');
  };

  /** Appends `ApiKeyUsed` at most once a minute per key; a failure to record never fails the request. */
  const recordUse = (keyId: string, accountId: string, ip: string): void => {
    const now = clock.now();
    const last = lastRecordedUse.get(keyId);
    if (last !== undefined && now.getTime() - last < KEY_USE_SAMPLE_MS) return;
    lastRecordedUse.set(keyId, now.getTime());
    store
      .appendToStream(streams.keyUse(keyId), [{ type: 'ApiKeyUsed', data: { accountId, keyId, ip, usedAt: now.toISOString() } }], { expectedVersion: 'any' })
      .catch((error: unknown) => logger.warn({ err: error, keyId }, 'key use not recorded'));
  };

  const authenticate = async (secret: string, ip: string): Promise<Caller | null> => {
    if (!secret.startsWith('ll_') || secret.length > 200) return null;
    const key = await readStore.getApiKeyByHash(hashSecret(secret));
    if (key === null || key.revokedAt !== null) return null;
    const account = await readStore.getAccount(key.accountId);
    if (account === null) return null;
    if (account.plan === 'enterprise' && key.allowedIps.length > 0 && !key.allowedIps.includes(normaliseIp(ip))) {
      throw new AppError('ip_not_allowed', `This key may only be used from its allowed IP addresses; the request came from ${normaliseIp(ip)}.`);
    }
    recordUse(key.keyId, key.accountId, normaliseIp(ip));
    return { accountId: account.accountId, accountName: account.name, keyId: key.keyId, plan: account.plan, role: key.role };
  };

  const admin: LedgerLensAdmin = {
    async ensureAccount(name, plan) {
      const accountId = accountIdOf(name);
      const existing = await readStore.getAccount(accountId);
      if (existing === null) {
        const chosen = plan ?? 'starter';
        await runAccountCommand({ type: 'CreateAccount', data: { accountId, name, plan: chosen, pagesLimit: pagesLimitFor(chosen) }, metadata: nowMeta(clock) });
      } else if (plan !== undefined && plan !== existing.plan) {
        await runAccountCommand({ type: 'ChangePlan', data: { accountId, plan, pagesLimit: pagesLimitFor(plan) }, metadata: nowMeta(clock) });
      }
      // Another process may have created it first (two gateways starting at once): its event reaches
      // this read model a moment later, so wait for it a little before calling the account lost.
      let row = await readStore.getAccount(accountId);
      for (let waited = 0; row === null && waited < 5_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = await readStore.getAccount(accountId);
      }
      if (row === null) throw new Error(`account ${name} was created but is not in the read model`);
      return { account: accountView(row), created: existing === null };
    },
    async listAccounts() {
      return (await readStore.listAccounts()).map(accountView);
    },
    async changePlan(accountName, plan, pagesLimit) {
      if (!isPlan(plan)) throw new AppError('invalid_request', `Unknown plan "${String(plan)}".`);
      if (pagesLimit !== undefined && plan !== 'enterprise') throw new AppError('invalid_request', 'A custom monthly page limit applies to the enterprise plan only.');
      const account = await accountNamed(accountName);
      await runAccountCommand({
        type: 'ChangePlan',
        data: { accountId: account.accountId, plan, pagesLimit: pagesLimitFor(plan, pagesLimit) },
        metadata: nowMeta(clock),
      });
      return accountView((await readStore.getAccount(account.accountId)) ?? account);
    },
    async createKey(accountName, keyName, options = {}) {
      const account = await accountNamed(accountName);
      return issueKey(account.accountId, keyName, { allowedIps: (options.allowedIps ?? []).map(normaliseIp), role: options.role ?? 'admin' });
    },
    async listKeys(accountName) {
      const account = await accountNamed(accountName);
      return (await readStore.listApiKeys(account.accountId)).map(apiKeyView);
    },
    async revokeKey(accountName, keyId) {
      const account = await accountNamed(accountName);
      await revoke(account.accountId, keyId);
    },
    async operatorCaller(accountName) {
      const account = await accountNamed(accountName);
      return { accountId: account.accountId, accountName: account.name, keyId: 'operator', plan: account.plan, role: 'admin' };
    },
    async keyAccessLog(accountName, keyId, limit) {
      const account = await accountNamed(accountName);
      const key = await readStore.getApiKey(keyId);
      if (key === null || key.accountId !== account.accountId) throw new AppError('key_not_found', `No key ${keyId} on account ${accountName}.`);
      return (await readStore.listKeyAccess(keyId, limit)).map(({ at, ip }) => ({ at, ip }));
    },
    async setAnalysisDefaults(accountName, analysis) {
      const account = await accountNamed(accountName);
      return setDefaults(account.accountId, analysis);
    },
  };

  /** The defaults replace the previous ones whole; the view shows every setting an upload now gets. */
  const setDefaults = async (accountId: string, analysis: AnalysisOverrides, setBy?: string): Promise<AnalysisSettingsView> => {
    const settings = analysis as Record<string, number>;
    await runAccountCommand({ type: 'SetAnalysisDefaults', data: { accountId, settings, ...(setBy !== undefined ? { setBy } : {}) }, metadata: nowMeta(clock) });
    return { version: ANALYSIS_VERSION, settings: publicSettings(effectiveSettings(analysis)) };
  };

  return {
    authenticate,
    admin,
    listApiKeys: async (caller: Caller): Promise<ApiKeyView[]> => {
      requireAdmin(caller);
      return (await readStore.listApiKeys(caller.accountId)).map(apiKeyView);
    },
    createApiKey: async (caller: Caller, name: string, role: ApiKeyRole): Promise<CreatedApiKey> => {
      requireAdmin(caller);
      return issueKey(caller.accountId, name, { role, issuedBy: caller.keyId });
    },
    revokeApiKey: async (caller: Caller, keyId: string): Promise<void> => {
      requireAdmin(caller);
      await revoke(caller.accountId, keyId, caller.keyId);
    },
    setAnalysisDefaults: async (caller: Caller, analysis: AnalysisOverrides): Promise<AnalysisSettingsView> => {
      requireAdmin(caller);
      return setDefaults(caller.accountId, analysis, caller.keyId);
    },
  };
};

/** The id of the account named `name`; a name that cannot be one is the caller's `invalid_request`. */
const accountIdOf = (name: string): string => {
  try {
    return accountIdFor(name);
  } catch (error) {
    throw new AppError('invalid_request', (error as Error).message);
  }
};

/** `::ffff:1.2.3.4` (IPv4 over an IPv6 socket) is `1.2.3.4`. */
const normaliseIp = (ip: string): string => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
