/**
 * Issue 15, finding 10: an authenticated upload whose body stalls is cut off after the request
 * timeout (`LEDGERLENS_REQUEST_TIMEOUT_MS`, 60 s by default; 1 s here), answered 408
 * `request_timeout` in the nested error shape, and its concurrency slot is given back.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { restClient } from '../e2e/support/client.js';
import { startEmbeddedServer, type EmbeddedServer } from '../e2e/support/embeddedServer.js';

let server: EmbeddedServer;

beforeAll(async () => {
  server = await startEmbeddedServer({ LEDGERLENS_REQUEST_TIMEOUT_MS: '1000' });
});
afterAll(async () => {
  await server?.dispose();
});

const BOUNDARY = 'stall';
const part = (headers: string, body: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${body}\r\n`;
const STARTS = {
  '/v1/extract/batch': part('Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf', '%PDF-1.7'),
  '/graphql':
    part('Content-Disposition: form-data; name="operations"', JSON.stringify({ query: 'mutation ($f: [Upload!]!) { uploadStatements(files: $f, userId: "u", companyName: ["A"]) { totalFiles } }', variables: { f: [null] } })) +
    part('Content-Disposition: form-data; name="map"', JSON.stringify({ 0: ['variables.f.0'] })) +
    part('Content-Disposition: form-data; name="0"; filename="a.pdf"\r\nContent-Type: application/pdf', '%PDF-1.7'),
};

/** Sends the headers and the start of a multipart body, then nothing; resolves with what came back once the server closed. */
const stalledUpload = async (key: string, path: keyof typeof STARTS): Promise<string> => {
  const { hostname, port } = new URL(server.address);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\nApollo-Require-Preflight: true\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 100000\r\n\r\n${STARTS[path]}`,
  );
  // Bounded, so that a connection never cut off fails the test instead of hanging it.
  const stillOpen = new Promise<string>((resolve) => setTimeout(() => resolve('still open after 15 s'), 15_000).unref());
  const outcome = await Promise.race([closed, stillOpen]);
  socket.destroy();
  return outcome;
};

it.each(Object.keys(STARTS) as (keyof typeof STARTS)[])('cuts off a stalled upload body to %s with 408 request_timeout and frees its concurrency slot', async (path) => {
  // Starter: one request in flight, so the stalled one holds the account's only slot.
  const key = await server.keyFor(`stalled${path.replace(/\W/g, '-')}`, 'starter');
  const answer = await stalledUpload(key, path);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: { code: 'request_timeout', message: expect.any(String) } });

  const next = await restClient(server.address, key).get('/v1/usage');
  expect(next.status).toBe(200);
});
