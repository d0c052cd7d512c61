/**
 * A real local HTTP receiver for webhook tests: records every request (headers and raw body) and
 * answers as the test tells it: a status, or never (the request is held until `release()`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  receivedAt: number;
  /** The status it was answered with (null: held, not answered). */
  answered: number | null;
}

/** Decides each request's answer from the path and how many came before on it; `'hang'` holds it. */
export type Answer = (path: string, countOnPath: number) => number | 'hang';

export const startReceiver = async (answer: Answer = () => 200, port = 0) => {
  const received: ReceivedWebhook[] = [];
  const held: ServerResponse[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const decision = answer(path, received.filter((r) => r.path === path).length);
      const record: ReceivedWebhook = { path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now(), answered: null };
      received.push(record);
      if (decision === 'hang') held.push(response);
      else {
        record.answered = decision;
        response.writeHead(decision).end();
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: (path: string): string => `http://127.0.0.1:${bound}${path}`,
    received,
    /** Resolves once `check` holds over what was received (polls on each request, and every 100 ms). */
    async until(check: (received: ReceivedWebhook[]) => boolean, timeoutMs = 30_000): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + timeoutMs;
      while (!check(received)) {
        if (Date.now() > deadline) throw new Error(`the receiver did not get what was expected; it got ${JSON.stringify(received.map((r) => [r.path, r.body.slice(0, 80)]))}`);
        await new Promise<void>((resolve) => {
          const wake = (): void => { waiters.delete(wake); clearTimeout(timer); resolve(); };
          const timer = setTimeout(wake, 100);
          waiters.add(wake);
        });
      }
      return received;
    },
    release(): void {
      for (const response of held.splice(0)) response.destroy();
    },
    async close(): Promise<void> {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
