/** `ledgerlens accounts list|plan`: operator view and plan changes. */
import { parseCommandLine, parsePlan, table } from '../args.js';
import { withAdmin } from '../service.js';
import { parseAnalysisSettings } from '../../analysis/settingsInput.js';
import { CliError } from '../usage.js';

/** Runs `accounts list`, `accounts plan NAME PLAN [--pages N]` or `accounts analysis NAME JSON`. */
export const runAccountsCommand = async (args: string[]): Promise<number> => {
  const [action, ...rest] = args;
  switch (action) {
    case 'list':
      return withAdmin(async (admin) => {
        const accounts = await admin.listAccounts();
        process.stdout.write(table(
          ['NAME', 'PLAN', 'PAGES A MONTH', 'CREATED'],
          accounts.map((a) => [a.name, a.plan, String(a.pages_limit), a.created_at]),
        ));
        return 0;
      });
    case 'plan': {
      const { values, positionals } = parseCommandLine(rest, { pages: { type: 'string' } });
      const [name, planName] = positionals;
      if (name === undefined || planName === undefined) throw new CliError('usage: accounts plan NAME PLAN [--pages N]');
      const plan = parsePlan(planName);
      let pages: number | undefined;
      if (values.pages !== undefined) {
        pages = /^\d+$/.test(values.pages) ? Number(values.pages) : NaN;
        if (!Number.isSafeInteger(pages) || pages < 1) throw new CliError('--pages must be a positive whole number');
      }
      if (plan === 'enterprise' && pages === undefined) throw new CliError('the enterprise plan needs --pages N (its monthly page limit)');
      if (plan !== 'enterprise' && pages !== undefined) throw new CliError('--pages only applies to the enterprise plan');
      return withAdmin(async (admin) => {
        const account = await admin.changePlan(name, plan, pages);
        process.stdout.write(`Account ${account.name} is now on the ${account.plan} plan (${account.pages_limit} pages a month).\n`);
        return 0;
      });
    }
    case 'analysis': {
      const [name, json] = rest;
      if (name === undefined || json === undefined) throw new CliError("usage: accounts analysis NAME '{\"large_deposit_threshold\": 25000}'");
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        throw new CliError('the settings must be a JSON object');
      }
      const parsed = parseAnalysisSettings(value);
      if (!parsed.ok) throw new CliError(parsed.message);
      return withAdmin(async (admin) => {
        const view = await admin.setAnalysisDefaults(name, parsed.overrides);
        process.stdout.write(`Account ${name} now analyses new uploads with (rules ${view.version}):\n${JSON.stringify(view.settings, null, 2)}\n`);
        return 0;
      });
    }
    default:
      throw new CliError('use `accounts list`, `accounts plan NAME PLAN` or `accounts analysis NAME JSON` (see --help)');
  }
};
