/**
 * The `ledgerlens` command. Each subcommand's module is imported only when it runs, so `ledgerlens
 * --help` or `ledgerlens extract` never loads the HTTP server, SQLite or the worker pool.
 */
import { CliError, usage } from './usage.js';

type Command = (args: string[]) => Promise<number>;

/** Subcommand name to a lazy loader of its runner. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('../main.js')).runServeCommand,
  extract: async () => (await import('./extract.js')).runExtract,
  keys: async () => (await import('./commands/keys.js')).runKeysCommand,
  accounts: async () => (await import('./commands/accounts.js')).runAccountsCommand,
  projections: async () => (await import('./commands/projections.js')).runProjectionsCommand,
  worker: async () => (await import('./commands/worker.js')).runWorkerCommand,
  webhooks: async () => (await import('./commands/webhooks.js')).runWebhooksCommand,
};

/** Runs the command line `args` (without `node` and the script) and resolves to an exit code. */
export const runCli = async (args: string[]): Promise<number> => {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name === undefined ? 1 : 0;
  }
  const load = COMMANDS[name];
  if (load === undefined) {
    process.stderr.write(`ledgerlens: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  try {
    return await (await load())(rest);
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`ledgerlens ${name}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
};

process.exitCode = await runCli(process.argv.slice(2));
