/** `ledgerlens accounts list|plan`: operator view and plan changes. */
import { parseCommandLine, parsePlan, table } from '../args.js';
import { withAdmin } from '../service.js';
import { CliError } from '../usage.js';

/** Runs `accounts list` or `accounts plan NAME PLAN [--pages N]`. */
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
    default:
      throw new CliError('use `accounts list` or `accounts plan NAME PLAN` (see --help)');
  }
};
