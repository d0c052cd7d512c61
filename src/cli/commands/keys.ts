/** `ledgerlens keys create|list|revoke`: operator management of API keys, by account name. */
import type { ApiKeyRole, LedgerLensAdmin } from '../../application/api.js';
import { API_KEY_ROLES } from '../../domain/account/account.events.js';
import { parseCommandLine, parsePlan, required, table } from '../args.js';
import { withAdmin } from '../service.js';
import { CliError } from '../usage.js';

const parseRole = (value: string): ApiKeyRole => {
  if (!(API_KEY_ROLES as readonly string[]).includes(value)) throw new CliError(`--role must be one of ${API_KEY_ROLES.join(', ')}; got "${value}"`);
  return value as ApiKeyRole;
};

const create = async (admin: LedgerLensAdmin, args: string[]): Promise<number> => {
  const { values } = parseCommandLine(args, {
    account: { type: 'string' },
    plan: { type: 'string' },
    name: { type: 'string' },
    'allow-ip': { type: 'string', multiple: true },
    role: { type: 'string' },
  });
  const accountName = required(values.account, '--account');
  const plan = values.plan === undefined ? undefined : parsePlan(values.plan);
  const { account, created } = await admin.ensureAccount(accountName, plan);
  process.stdout.write(
    created
      ? `Created account ${account.name} (${account.plan} plan, ${account.pages_limit} pages a month).\n`
      : `Account ${account.name} (${account.plan} plan).\n`,
  );
  const allowedIps = values['allow-ip'] ?? [];
  const role = parseRole(values.role ?? 'admin');
  const { key, secret } = await admin.createKey(account.name, values.name ?? 'cli', { role, ...(allowedIps.length > 0 ? { allowedIps } : {}) });
  process.stdout.write(`Created ${key.role} key ${key.id} "${key.name}"${allowedIps.length > 0 ? ` for ${allowedIps.join(', ')}` : ''}. It is shown once; store it now:\n`);
  // The key must stay the last word of the last line: scripts read it with `tail -n1 | awk '{print $NF}'`.
  process.stdout.write(`${secret}\n`);
  return 0;
};

const list = async (admin: LedgerLensAdmin, args: string[]): Promise<number> => {
  const { values } = parseCommandLine(args, { account: { type: 'string' } });
  const keys = await admin.listKeys(required(values.account, '--account'));
  process.stdout.write(table(
    ['ID', 'NAME', 'ROLE', 'PREFIX', 'CREATED', 'LAST USED', 'REVOKED', 'ALLOWED IPS'],
    keys.map((k) => [k.id, k.name, k.role, k.prefix, k.created_at, k.last_used_at ?? '-', k.revoked_at ?? '-', k.allowed_ips.join(',') || 'any']),
  ));
  return 0;
};

const revoke = async (admin: LedgerLensAdmin, args: string[]): Promise<number> => {
  const { values, positionals } = parseCommandLine(args, { account: { type: 'string' } });
  const account = required(values.account, '--account');
  const [keyId] = positionals;
  if (keyId === undefined) throw new CliError('give the KEY_ID to revoke (see `ledgerlens keys list`)');
  await admin.revokeKey(account, keyId);
  process.stdout.write(`Revoked key ${keyId} of ${account}.\n`);
  return 0;
};

const log = async (admin: LedgerLensAdmin, args: string[]): Promise<number> => {
  const { values, positionals } = parseCommandLine(args, { account: { type: 'string' }, limit: { type: 'string' } });
  const account = required(values.account, '--account');
  const [keyId] = positionals;
  if (keyId === undefined) throw new CliError('give the KEY_ID whose access log to show (see `ledgerlens keys list`)');
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit is a whole number from 1 to 10000');
  const entries = await admin.keyAccessLog(account, keyId, limit);
  process.stdout.write(table(['USED AT', 'FROM IP'], entries.map((e) => [e.at, e.ip])));
  return 0;
};

/** Runs `keys <create|list|revoke|log> ...`. */
export const runKeysCommand = async (args: string[]): Promise<number> => {
  const [action, ...rest] = args;
  switch (action) {
    case 'create':
      return withAdmin((admin) => create(admin, rest));
    case 'list':
      return withAdmin((admin) => list(admin, rest));
    case 'revoke':
      return withAdmin((admin) => revoke(admin, rest));
    case 'log':
      return withAdmin((admin) => log(admin, rest));
    default:
      throw new CliError('use `keys create`, `keys list`, `keys revoke` or `keys log` (see --help)');
  }
};
