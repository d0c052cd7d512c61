/**
 * Serves the web console (the single-page app built from `console/` into `console/dist`) at `/`:
 * `index.html` revalidated on every visit, the content-hashed `/assets/*` cached for a year. Every
 * console response carries a Content Security Policy that lets the page talk only to its own origin
 * (REST, GraphQL and its WebSocket) and the usual security headers. Files are read once, at start,
 * with a gzip copy of each; a request never touches the disk.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONSOLE_DIST = fileURLToPath(new URL('../../console/dist/', import.meta.url));

/**
 * Scripts and styles from the origin only (nothing inline), images from the origin and the page
 * images the console fetches itself (`blob:`), connections to the origin (`'self'` covers its
 * WebSocket), no plugins, no framing, forms and `<base>` pinned.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

export const CONSOLE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONSOLE_CSP,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Content-Type-Options': 'nosniff',
});

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

interface StaticFile {
  body: Buffer;
  gzipped: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const load = (path: string, cacheControl: string): StaticFile => {
  const body = readFileSync(path);
  return {
    body,
    gzipped: gzipSync(body, { level: 9 }),
    type: TYPES[extname(path)] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    cacheControl,
  };
};

/** The built console's files by URL path, or null when it was not built. */
export const loadConsoleFiles = (dist: string = CONSOLE_DIST): Map<string, StaticFile> | null => {
  if (!existsSync(join(dist, 'index.html'))) return null;
  const files = new Map<string, StaticFile>([['/', load(join(dist, 'index.html'), 'no-cache')]]);
  const assets = join(dist, 'assets');
  if (existsSync(assets)) {
    for (const name of readdirSync(assets)) files.set(`/assets/${name}`, load(join(assets, name), 'public, max-age=31536000, immutable'));
  }
  return files;
};

/** The caching each console response asked for: the app's own `onSend` sets `no-store` on every response first. */
const cachingOf = new WeakMap<FastifyReply, string>();

const send = (request: FastifyRequest, reply: FastifyReply, file: StaticFile) => {
  cachingOf.set(reply, file.cacheControl);
  void reply.headers({ ETag: file.etag, Vary: 'Accept-Encoding' }).type(file.type);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(file.gzipped);
  return reply.send(file.body);
};

/**
 * Registers `/` and `/assets/:name` in a scope of their own, whose `onSend` runs after the app's (which
 * sets `no-store` on everything) and gives these files their caching and security headers.
 */
export const registerConsole = async (app: FastifyInstance, files: Map<string, StaticFile>): Promise<void> => {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply, payload) => {
      void reply.headers({ ...CONSOLE_HEADERS, 'Cache-Control': cachingOf.get(reply) ?? 'no-store' });
      return payload;
    });
    scope.get('/', async (request, reply) => send(request, reply, files.get('/')!));
    scope.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
      const file = files.get(`/assets/${request.params.name}`);
      if (file === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return send(request, reply, file);
    });
  });
};
