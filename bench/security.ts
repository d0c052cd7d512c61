/**
 * `npm run bench:security`: what a hostile operation costs the server, measured against a real server
 * in its own process (embedded mode, `NODE_ENV=production`, fresh data directory). Prints figures,
 * asserts nothing (the refusals themselves are tested in test/security).
 *
 * Fragment bomb: `query{...F0} fragment Fi on Query{...Fi+1 ...Fi+1}` with `LEVELS` levels doubles
 * its expanded size with every level. For each level count it sends the bomb over HTTP and over the
 * WebSocket and prints the time to the refusal and the longest wait of a `/healthz` poll running
 * meanwhile every 10 ms: how long the event loop was blocked.
 *
 * Hostile content stream: six pages sharing one Flate stream that inflates to 200 MB of `(x) Tj`
 * operators with no font (before issue 15: accepted, 18 s of extraction CPU for six charged pages).
 * Prints the time to the upload's answer.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import WebSocket from 'ws';
import { freePort, startChildServer } from '../test/e2e/support/childServer.js';
import { sha256Hex } from '../src/adapters/blobStore/file.js';
import { createExtractionPool } from '../src/workers/extractionPool.js';
import { restClient } from '../test/e2e/support/client.js';
import { sharedTjStreamPdf } from '../test/security/support/hostilePdfs.js';
import { fragmentBomb } from '../test/security/support/hostileOperations.js';

const LEVELS = (process.env.BENCH_LEVELS ?? '16,18,20,21,64').split(',').map(Number);
const run = promisify(execFile);

/** Polls `/healthz` until `stop()`; returns the longest round trip seen. */
const watchHealth = (address: string) => {
  let stopped = false;
  let longest = 0;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      await fetch(`${address}/healthz`).then((r) => r.arrayBuffer());
      longest = Math.max(longest, performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    stop: async (): Promise<number> => {
      stopped = true;
      await loop;
      return longest;
    },
  };
};

const overHttp = async (address: string, key: string, query: string): Promise<string> => {
  const res = await fetch(`${address}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  return `${res.status} ${body.errors?.[0]?.extensions?.code ?? 'ok'}`;
};

/** Opens a graphql-ws connection (raw protocol, so nothing retries) and resolves once acknowledged. */
const openSocket = async (address: string, key: string): Promise<WebSocket> => {
  const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${key}` } })));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') resolve();
    });
  });
  return socket;
};

const overWebSocket = async (socket: WebSocket, id: string, query: string): Promise<string> =>
  new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: string; type: string; payload?: { extensions?: { code?: string } }[] };
      if (message.id !== id || (message.type !== 'error' && message.type !== 'next')) return;
      socket.off('message', onMessage);
      resolve(message.type === 'error' ? `error ${message.payload?.[0]?.extensions?.code ?? '?'}` : 'next');
    };
    socket.on('message', onMessage);
    socket.once('close', (code, reason) => resolve(`closed ${code} ${reason.toString()}`));
    socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
  });

const timed = async <T>(address: string, work: () => Promise<T>): Promise<{ result: T; ms: number; healthMs: number }> => {
  const health = watchHealth(address);
  await new Promise((r) => setTimeout(r, 30));
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  return { result, ms, healthMs: await health.stop() };
};

const main = async (): Promise<void> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ledgerlens-bench-security-'));
  const server = await startChildServer(dataDir, await freePort(), { LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  try {
    const cli = (...args: string[]) => run(process.execPath, ['bin/ledgerlens.js', ...args], { env: { ...process.env, LEDGERLENS_DATA_DIR: dataDir } });
    const created = await cli('keys', 'create', '--account', 'bench', '--plan', 'enterprise');
    const key = created.stdout.trim().split(/\s+/).at(-1)!;

    console.log(`bench:security — fragment bomb, embedded server (NODE_ENV=production), pid ${server.process.pid}`);
    let n = 0;
    for (const levels of LEVELS) {
      const query = fragmentBomb(levels);
      const http = await timed(server.address, () => overHttp(server.address, key, query));
      const socket = await openSocket(server.address, key);
      const ws = await timed(server.address, () => overWebSocket(socket, String(++n), query));
      socket.close();
      console.log(
        `  ${levels} levels (${query.length} bytes): HTTP ${http.ms.toFixed(0)} ms (${http.result}, /healthz waited up to ${http.healthMs.toFixed(0)} ms); ` +
          `WebSocket ${ws.ms.toFixed(0)} ms (${ws.result}, /healthz waited up to ${ws.healthMs.toFixed(0)} ms)`,
      );
    }

    const hostile = await sharedTjStreamPdf(6, 200 * 1024 * 1024);
    const upload = await timed(server.address, () => restClient(server.address, key).upload([{ name: 'tj.pdf', bytes: hostile }]));
    console.log(
      `bench:security — 6 pages sharing one 200 MB Flate stream of Tj (${(hostile.length / 1024).toFixed(0)} KB file): ` +
        `upload answered ${upload.result.status} ${(upload.result.body as { error?: { code?: string } }).error?.code ?? ''} in ${upload.ms.toFixed(0)} ms`,
    );
    // What one page of it costs the extraction engine, which the upload check now keeps it from.
    const pool = createExtractionPool({ threads: 1, timeoutMs: 120_000, memoryMb: 1024 });
    try {
      await pool.ready();
      const started = performance.now();
      const outcome = await pool.readPages({ key: sha256Hex(hostile), bytes: hostile }, [1]).then(() => 'read', (error: Error) => error.message);
      console.log(`  extraction of page 1 of it on an extraction thread (no upload check): ${(performance.now() - started).toFixed(0)} ms (${outcome})`);
    } finally {
      await pool.close();
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
