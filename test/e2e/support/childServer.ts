/**
 * Runs `node bin/ledgerlens.js serve` as a child process, as an operator would, on a free port and a
 * given data directory; reads its printed address and first key.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A TCP port nobody listens on right now. */
export const freePort = async (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface ChildServer {
  process: ChildProcess;
  address: string;
  /** The key printed on the first start of an empty data directory, if this start printed one. */
  printedKey: string | null;
  output(): string;
  /** SIGKILL, no goodbye. */
  kill(): Promise<void>;
  /** SIGTERM (or the given signal) and wait for a clean exit; resolves to the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the server and resolves once it prints its address. */
export const startChildServer = async (dataDir: string, port: number, extraEnv: Record<string, string> = {}): Promise<ChildServer> => {
  const child = spawn(process.execPath, ['bin/ledgerlens.js', 'serve'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LEDGERLENS_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { out += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 30 s:\n${out}`)), 30_000);
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) { clearTimeout(timer); resolve(match[1]); }
    };
    child.stdout.on('data', check);
    void exited.then((code) => { clearTimeout(timer); reject(new Error(`server exited with ${code}:\n${out}`)); });
  });
  const keyMatch = /(ll_live_[A-Za-z0-9]+)/.exec(out);

  return {
    process: child,
    address,
    printedKey: keyMatch?.[1] ?? null,
    output: () => out,
    kill: async () => { child.kill('SIGKILL'); await exited; },
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => { child.kill(signal); return exited; },
  };
};
