/**
 * Starts LedgerLens from the environment: composes the service, serves HTTP, and on the first start
 * with an empty data directory creates the `default` account and prints its first key once.
 * `ledgerlens serve` and `npm start` run this.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pino, type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { LedgerLensAdmin } from './application/api.js';
import { buildApp, type AppExtension } from './http/app.js';
import { loadConfig, type Config } from './config.js';
import { composeLedgerLens } from './compose.js';
import { loadConsoleFiles, registerConsole } from './http/console.js';

export interface RunningServer {
  /** `http://host:port`, or null when this process does not play the gateway role. */
  address: string | null;
  app: FastifyInstance | null;
  /** Operator use cases of the same service (tests and the bench create accounts with it). */
  admin: LedgerLensAdmin;
  /** Closes HTTP first (no new requests), then the service (workers, projections, stores). */
  close(): Promise<void>;
}

/** On a data directory with no account: the `default` starter account and its first key, printed once. */
export const bootstrapDefaultAccount = async (admin: LedgerLensAdmin, print: (line: string) => void): Promise<void> => {
  if ((await admin.listAccounts()).length > 0) return;
  const { account } = await admin.ensureAccount('default', 'starter');
  const { secret } = await admin.createKey(account.name, 'default');
  print(`Created the "default" account (starter plan). Its API key is shown once; store it now:`);
  print(`  ${secret}`);
};

/**
 * Extensions that add routes outside /v1: GraphQL on `/graphql` (HTTP and WebSocket). Imported here,
 * not at the top, so the CLI commands that never serve do not load Apollo and type-graphql.
 */
const loadExtensions = async (config: Config, logger: Logger): Promise<AppExtension[]> => {
  const { registerGraphql } = await import('./graphql/server.js');
  const extensions: AppExtension[] = [(app, context) => registerGraphql(app, { ...context, production: config.production })];
  const consoleFiles = loadConsoleFiles();
  if (consoleFiles === null) logger.warn('the web console is not built (console/dist is missing): `npm install` or `npm start` builds it; / is not served');
  else extensions.push((app) => registerConsole(app, consoleFiles));
  return extensions;
};

/** Starts every role of the process from `env` and resolves once HTTP listens. */
export const startServer = async (env: NodeJS.ProcessEnv = process.env, logger: Logger = pino({ level: env.LOG_LEVEL ?? 'info' })): Promise<RunningServer> => {
  const config = loadConfig(env);
  const service = await composeLedgerLens(config);
  await service.start();
  const print = (line: string) => process.stdout.write(`${line}\n`);
  await bootstrapDefaultAccount(service.admin, print);

  if (!config.roles.has('gateway')) {
    // A projector or worker process: no HTTP to serve.
    print(`LedgerLens running as ${[...config.roles].join(', ')} (no HTTP: the gateway role is off)`);
    return { address: null, app: null, admin: service.admin, close: () => service.stop() };
  }

  const app = await buildApp({
    api: service.api,
    rateLimitStore: service.rateLimits,
    logger,
    extensions: await loadExtensions(config, logger),
    trustProxy: config.trustProxy,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  await app.listen({ port: config.port, host: config.host });
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound !== null ? bound.port : config.port;
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  print(`LedgerLens listening on ${address} (data in ${config.dataDir})`);

  return {
    address,
    app,
    admin: service.admin,
    close: async () => {
      await app.close();
      await service.stop();
    },
  };
};

/** `ledgerlens serve`: runs until SIGINT or SIGTERM, then shuts down gracefully. */
export const runServeCommand = async (_args: string[]): Promise<number> => {
  // The console is built by `npm install`; sources changed since (a pull without an install) are built now.
  spawnSync(process.execPath, [fileURLToPath(new URL('../scripts/build-console.mjs', import.meta.url))], { stdio: 'inherit' });
  const server = await startServer();
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  process.stdout.write(`Received ${signal}; finishing in-flight requests and shutting down.\n`);
  // A second signal while draining means "now".
  const forceExit = () => process.exit(1);
  process.once('SIGINT', forceExit);
  process.once('SIGTERM', forceExit);
  await server.close();
  return 0;
};
