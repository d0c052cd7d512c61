/**
 * `ledgerlens worker`: the worker role alone (`LEDGERLENS_ROLES=worker`), for distributed mode. It pulls
 * page and analysis tasks from NATS JetStream, as many at once as it has extraction threads, runs
 * mupdf on them and appends the results; any number of workers can run against one deployment. It
 * serves no HTTP: with `LEDGERLENS_HEALTH_FILE` set it rewrites that file every few seconds while it
 * runs, which is what the container health check looks at.
 */
import { writeFile } from 'node:fs/promises';
import { CliError } from '../usage.js';

const HEALTH_EVERY_MS = 5_000;

export const runWorkerCommand = async (args: string[]): Promise<number> => {
  if (args.length > 0) throw new CliError(`takes no arguments (settings come from the environment); got "${args.join(' ')}"`);
  const [{ loadConfig }, { composeLedgerLens }, { pino }] = await Promise.all([import('../../config.js'), import('../../compose.js'), import('pino')]);
  const config = { ...loadConfig(process.env), roles: new Set(['worker'] as const) };
  if (config.workQueue !== 'nats') {
    throw new CliError(
      'needs the shared work queue: set LEDGERLENS_WORK_QUEUE=nats (and NATS_URL). In embedded mode `ledgerlens serve` runs the workers in-process.',
    );
  }
  if (config.eventStore === 'sqlite') {
    throw new CliError('needs a networked event store shared with the gateways: set LEDGERLENS_EVENT_STORE=postgres (DATABASE_URL) or eventstoredb (EVENTSTORE_URL).');
  }
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const service = await composeLedgerLens(config, { logger });
  await service.start();

  const healthFile = process.env.LEDGERLENS_HEALTH_FILE;
  const beat = async (): Promise<void> => {
    if (healthFile !== undefined && healthFile !== '') await writeFile(healthFile, `${new Date().toISOString()}\n`).catch(() => undefined);
  };
  await beat();
  const health = setInterval(() => void beat(), HEALTH_EVERY_MS);

  process.stdout.write(`LedgerLens worker ready: ${config.extractionThreads} task slots, queue ${config.natsUrl}, event store ${config.eventStore}\n`);
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  process.stdout.write(`Received ${signal}; finishing the tasks in hand, leaving the rest to other workers.\n`);
  // A second signal while draining means "now": unacknowledged tasks are redelivered elsewhere anyway.
  const forceExit = (): never => process.exit(1);
  process.once('SIGINT', forceExit);
  process.once('SIGTERM', forceExit);
  clearInterval(health);
  await service.stop();
  return 0;
};
