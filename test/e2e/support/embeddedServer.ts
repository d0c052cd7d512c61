/** The real server, started in-process on a free port over a fresh data directory. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import type { LedgerLensAdmin, Plan } from '../../../src/application/api.js';
import { startServer, type RunningServer } from '../../../src/main.js';

export interface EmbeddedServer extends RunningServer {
  /** Always served: the embedded server plays every role. */
  address: string;
  app: FastifyInstance;
  dataDir: string;
  /** Creates an account on `plan` (enterprise: with `pagesLimit`) and returns a fresh key. */
  keyFor(account: string, plan: Plan, pagesLimit?: number): Promise<string>;
  /** Closes the server and deletes its data directory. */
  dispose(): Promise<void>;
}

/** An account with a plan and a new key: the CLI's `keys create` and `accounts plan`, in-process. */
export const createKey = async (admin: LedgerLensAdmin, account: string, plan: Plan, pagesLimit?: number): Promise<string> => {
  await admin.ensureAccount(account, plan === 'enterprise' ? 'starter' : plan);
  if (plan === 'enterprise') await admin.changePlan(account, 'enterprise', pagesLimit ?? 100_000);
  return (await admin.createKey(account, 'e2e')).secret;
};

/** `logger`: where the server logs (silent by default; the security tests read what it logs). */
export const startEmbeddedServer = async (env: Record<string, string> = {}, logger: Logger = pino({ level: 'silent' })): Promise<EmbeddedServer> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ledgerlens-e2e-'));
  const server = await startServer({ ...process.env, PORT: '0', HOST: '127.0.0.1', LEDGERLENS_DATA_DIR: dataDir, ...env }, logger);
  if (server.address === null || server.app === null) throw new Error('the embedded server started without the gateway role');
  return {
    ...server,
    address: server.address,
    app: server.app,
    dataDir,
    keyFor: (account, plan, pagesLimit) => createKey(server.admin, account, plan, pagesLimit),
    dispose: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
