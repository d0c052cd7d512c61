/**
 * `ledgerlens webhooks create|list|delete|deliveries|resend --account NAME`: an operator managing an
 * account's webhook endpoints, through the same use cases as `/v1/webhooks` (acting as the account's
 * admin). Needs the server's data directory (embedded) or its databases (distributed).
 */
import type { LedgerLensService } from '../../compose.js';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhook/webhook.events.js';
import { parseCommandLine, required, table } from '../args.js';
import { CliError } from '../usage.js';

const withService = async <T>(work: (service: LedgerLensService) => Promise<T>): Promise<T> => {
  const [{ loadConfig }, { composeLedgerLens }] = await Promise.all([import('../../config.js'), import('../../compose.js')]);
  const service = await composeLedgerLens(loadConfig(process.env));
  try {
    return await work(service);
  } finally {
    await service.stop();
  }
};

const create = async (service: LedgerLensService, args: string[]): Promise<number> => {
  const { values } = parseCommandLine(args, { account: { type: 'string' }, url: { type: 'string' }, event: { type: 'string', multiple: true } });
  const events = (values.event ?? []).flatMap((e) => e.split(','));
  if (events.length === 0) throw new CliError(`give the events with --event (${WEBHOOK_EVENT_TYPES.join(', ')})`);
  const caller = await service.admin.operatorCaller(required(values.account, '--account'));
  const { webhook, secret } = await service.api.registerWebhook(caller, { url: required(values.url, '--url'), events });
  process.stdout.write(`Created webhook ${webhook.id} for ${webhook.events.join(', ')} at ${webhook.url}. Its signing secret is shown once; store it now:\n`);
  // Like `keys create`: the secret is the last word of the last line.
  process.stdout.write(`${secret}\n`);
  return 0;
};

const list = async (service: LedgerLensService, args: string[]): Promise<number> => {
  const { values } = parseCommandLine(args, { account: { type: 'string' } });
  const webhooks = await service.api.listWebhooks(await service.admin.operatorCaller(required(values.account, '--account')));
  process.stdout.write(table(['ID', 'URL', 'EVENTS', 'STATUS', 'CREATED'], webhooks.map((w) => [w.id, w.url, w.events.join(','), w.disabled_reason ? `${w.status}: ${w.disabled_reason}` : w.status, w.created_at])));
  return 0;
};

const remove = async (service: LedgerLensService, args: string[]): Promise<number> => {
  const { values, positionals } = parseCommandLine(args, { account: { type: 'string' } });
  const [id] = positionals;
  if (id === undefined) throw new CliError('give the WEBHOOK_ID to delete (see `ledgerlens webhooks list`)');
  await service.api.deleteWebhook(await service.admin.operatorCaller(required(values.account, '--account')), id);
  process.stdout.write(`Deleted webhook ${id}.\n`);
  return 0;
};

const deliveries = async (service: LedgerLensService, args: string[]): Promise<number> => {
  const { values, positionals } = parseCommandLine(args, { account: { type: 'string' } });
  const [id] = positionals;
  if (id === undefined) throw new CliError('give the WEBHOOK_ID whose deliveries to list');
  const list = await service.api.listDeliveries(await service.admin.operatorCaller(required(values.account, '--account')), id);
  process.stdout.write(table(
    ['DELIVERY', 'EVENT', 'TYPE', 'STATUS', 'ATTEMPTS', 'LAST'],
    list.map((d) => {
      const last = d.attempts.at(-1);
      return [d.id, d.event_id, d.event_type, d.status, String(d.attempts.length), last === undefined ? '-' : `${last.status_code ?? last.error ?? '-'} ${last.latency_ms} ms`];
    }),
  ));
  return 0;
};

const resend = async (service: LedgerLensService, args: string[]): Promise<number> => {
  const { values, positionals } = parseCommandLine(args, { account: { type: 'string' } });
  const [webhookId, deliveryId] = positionals;
  if (webhookId === undefined || deliveryId === undefined) throw new CliError('give the WEBHOOK_ID and the DELIVERY_ID to send again');
  await service.api.resendDelivery(await service.admin.operatorCaller(required(values.account, '--account')), webhookId, deliveryId);
  process.stdout.write(`Delivery ${deliveryId} will be sent again by the running service.\n`);
  return 0;
};

const SUBCOMMANDS: Record<string, (service: LedgerLensService, args: string[]) => Promise<number>> = { create, list, delete: remove, deliveries, resend };

export const runWebhooksCommand = async (args: string[]): Promise<number> => {
  const [name, ...rest] = args;
  const run = name === undefined ? undefined : SUBCOMMANDS[name];
  if (run === undefined) throw new CliError(`webhooks needs one of ${Object.keys(SUBCOMMANDS).join(', ')}`);
  return withService((service) => run(service, rest));
};
