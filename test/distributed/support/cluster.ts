/**
 * A distributed LedgerLens on this machine, for the fault tests: a private NATS server with JetStream
 * (its own port and store directory, so a test may restart it without touching anyone else's), a fresh
 * PostgreSQL schema, and gateway and worker processes started as an operator would (`ledgerlens serve` /
 * `ledgerlens worker`). Every process gets a data directory of its own, as on separate machines: the
 * uploaded PDFs and page layouts travel through NATS (the object store), never through a shared disk.
 * `dispose()` kills what it started and drops the schema.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { composeLedgerLens, type LedgerLensService } from '../../../src/compose.js';
import { loadConfig } from '../../../src/config.js';
import { freePort } from '../../e2e/support/childServer.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? 'nats-server';

export interface NodeProcess {
  name: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no goodbye, no ack, no cleanup. */
  kill(): Promise<void>;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

export interface Gateway extends NodeProcess {
  address: string;
}

const waitForExit = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/** Spawns a process and resolves once a line of its output matches `ready`. */
const launch = async (name: string, command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<NodeProcess & { match: RegExpExecArray }> => {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const collect = (chunk: Buffer): void => {
    out += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 60 s:\n${out}`)), 60_000);
    const check = (): void => {
      const found = ready.exec(out);
      if (found !== null) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${out}`));
    });
  });
  return {
    name,
    child,
    match,
    output: () => out,
    kill: async () => {
      child.kill('SIGKILL');
      await waitForExit(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
};

export interface Cluster {
  natsUrl: string;
  schema: string;
  /** Holds the NATS store and one data directory per process (`<dataDir>/process-<name>`). */
  dataDir: string;
  /** The environment every gateway and worker of this cluster runs with. */
  env: NodeJS.ProcessEnv;
  startGateway(name: string, extraEnv?: NodeJS.ProcessEnv): Promise<Gateway>;
  startWorker(name: string, extraEnv?: NodeJS.ProcessEnv): Promise<NodeProcess>;
  /** Stops the NATS server (SIGTERM), waits `downMs`, starts it again on the same port and store. */
  restartNats(downMs: number): Promise<void>;
  /** Files any process wrote under a `blobs` folder of its data directory: none when blobs live in NATS. */
  blobFilesOnDisk(): Promise<string[]>;
  /** The service composed in the test process (no roles started): operator use cases and the stores. */
  service: LedgerLensService;
  dispose(): Promise<void>;
}

export const startCluster = async (options: { ackWaitMs?: number } = {}): Promise<Cluster> => {
  const run = randomBytes(5).toString('hex');
  const schema = `ll_dist_${run}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'll-dist-'));
  const natsDir = join(dataDir, 'nats');
  const natsPort = await freePort();
  const natsUrl = `nats://127.0.0.1:${natsPort}`;

  const startNats = () => launch('nats', NATS_SERVER, ['-a', '127.0.0.1', '-p', String(natsPort), '-js', '-sd', natsDir], process.env, /Server is ready/);
  let nats = await startNats();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LEDGERLENS_EVENT_STORE: 'postgres',
    LEDGERLENS_WORK_QUEUE: 'nats',
    DATABASE_URL,
    LEDGERLENS_DATABASE_SCHEMA: schema,
    NATS_URL: natsUrl,
    LEDGERLENS_EXTRACTION_THREADS: '1',
    LEDGERLENS_TASK_ACK_WAIT_MS: String(options.ackWaitMs ?? 8_000),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const processes: NodeProcess[] = [];
  // The operator's view, composed in-process with no role started (like `ledgerlens keys`).
  const service = await composeLedgerLens({ ...loadConfig({ ...env, LEDGERLENS_DATA_DIR: join(dataDir, 'operator') }), roles: new Set() }, { logger: pino({ level: 'silent' }) });
  /** A process's own data directory: nothing in it is seen by any other process. */
  const ownDataDir = (name: string): NodeJS.ProcessEnv => ({ LEDGERLENS_DATA_DIR: join(dataDir, `process-${name}`) });

  return {
    natsUrl,
    schema,
    dataDir,
    env,
    service,
    async startGateway(name, extraEnv = {}) {
      const port = await freePort();
      const gateway = await launch(
        name, process.execPath, ['bin/ledgerlens.js', 'serve'],
        { ...env, ...ownDataDir(name), LEDGERLENS_ROLES: 'gateway,projector', PORT: String(port), ...extraEnv },
        /listening on (http:\/\/\S+)/,
      );
      processes.push(gateway);
      return { ...gateway, address: gateway.match[1] ?? '' };
    },
    async startWorker(name, extraEnv = {}) {
      const worker = await launch(name, process.execPath, ['bin/ledgerlens.js', 'worker'], { ...env, ...ownDataDir(name), ...extraEnv }, /worker ready/);
      processes.push(worker);
      return worker;
    },
    async blobFilesOnDisk() {
      const entries = await readdir(dataDir, { recursive: true });
      return entries.filter((entry) => entry.split(sep).includes('blobs'));
    },
    async restartNats(downMs) {
      await nats.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      nats = await startNats();
    },
    async dispose() {
      await Promise.all(processes.map((p) => p.kill()));
      await service.stop();
      await nats.kill();
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Resolves once `predicate` holds, polling every 200 ms; fails after `timeoutMs` with `what`. */
export const waitUntil = async (what: string, predicate: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
