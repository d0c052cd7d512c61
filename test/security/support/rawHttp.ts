/** One HTTP/1.1 request written by hand on a socket, for what `fetch` will not send (bad URLs, huge headers). */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const rawRequest = async (address: string, head: string, body: Buffer | string = ''): Promise<RawResponse> => {
  const { hostname, port } = new URL(address);
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(`${head.replace(/\r?\n/g, '\r\n')}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  socket.end(body);
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const text = Buffer.concat(chunks).toString();
  const [top = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = top.split('\r\n');
  const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  let payload = rest.join('\r\n\r\n');
  // Chunked bodies: keep the JSON, drop the chunk sizes.
  if (headers['transfer-encoding'] === 'chunked') payload = payload.split('\r\n').filter((_, i) => i % 2 === 1).join('');
  return { status: Number(statusLine.split(' ')[1]), headers, body: payload };
};
