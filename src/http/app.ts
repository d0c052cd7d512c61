/**
 * Builds the HTTP app: `/v1` REST, `/healthz`, `/openapi.json`, and whatever extensions the composer
 * adds (GraphQL on `/graphql`). It never listens by itself: `main.ts` does, tests use `inject()` or
 * their own port.
 */
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LedgerLensApi } from '../application/api.js';
import type { Clock, RateLimitStore } from '../application/ports.js';
import { errorBody, notFound, renderError, RESPONSE_HEADERS, writeClientError } from './errors.js';
import { openApiDocument } from './openapi.js';
import { createRequestGuard, type RequestGuard } from './requestGuard.js';
import type { BatchLimits } from './v1/batchForm.js';
import { v1Routes } from './v1/routes.js';

/**
 * Registers more routes on the app, outside `/v1`. GraphQL uses it for `/graphql`; `guard` is the
 * same key check and rate/concurrency limits the REST routes use.
 */
export type AppExtension = (app: FastifyInstance, context: { guard: RequestGuard; api: LedgerLensApi }) => Promise<void>;

export interface AppDeps {
  api: LedgerLensApi;
  rateLimitStore: RateLimitStore;
  clock?: Clock;
  /** A pino logger; none by default (tests). */
  logger?: FastifyBaseLogger;
  /** Registered after `/v1`, in order. */
  extensions?: AppExtension[];
  /** Overrides the interface's upload limits (tests of the limits themselves). */
  batchLimits?: BatchLimits;
  /** Honour `X-Forwarded-For` from a proxy in front (only behind one you trust). */
  trustProxy?: boolean;
  /** Time a client has to send a whole request, body included; default 60 s. */
  requestTimeoutMs?: number;
}

const systemClock: Clock = { now: () => new Date() };

const routeTables = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

/** Every route the app registered (method and URL as Fastify saw them), for the OpenAPI check. */
export const routesOf = (app: FastifyInstance): readonly { method: string; url: string }[] => routeTables.get(app) ?? [];

/** A URL Fastify cannot decode, in our shape (the key is not checked: nothing was read). */
const refuseMalformedUrl = (_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const message = 'The request URL is malformed.';
  void reply
    .code(400)
    .headers(RESPONSE_HEADERS)
    .send(request.url.startsWith('/graphql') ? { errors: [{ message, extensions: { code: 'invalid_request' } }] } : errorBody('invalid_request', message));
};

/** Builds the app; resolves once every plugin is registered (`app.ready()` done). */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const requestTimeout = deps.requestTimeoutMs ?? 60_000;
  const app = Fastify({
    ...(deps.logger !== undefined ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.trustProxy ?? false,
    // A request must arrive within this (Node checks every `connectionsCheckingInterval`); Node stops
    // watching once the request is handed to us, so its body is watched by the hook below.
    requestTimeout,
    http: { connectionsCheckingInterval: Math.min(5_000, requestTimeout) },
    // Refusals made below the router (timeout, oversized headers, unparsable request) in our shape.
    clientErrorHandler: writeClientError,
    frameworkErrors: refuseMalformedUrl,
    // Path parameters as long as a URL can be: the routes bound them themselves, after the key is checked.
    maxParamLength: 16 * 1024,
    // Upload bodies are streamed by the multipart reader with their own limit; this only bounds
    // the other bodies a future route might parse.
    bodyLimit: 1024 * 1024,
  });
  const guard = createRequestGuard({ api: deps.api, rateLimitStore: deps.rateLimitStore, clock: deps.clock ?? systemClock });

  const routes: { method: string; url: string }[] = [];
  routeTables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorateRequest('caller', null);

  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.headers(RESPONSE_HEADERS);
    return payload;
  });

  // The body of a request must have arrived `requestTimeout` after it started, as Node requires of
  // its headers: a stalled upload is answered 408 `request_timeout` and its connection closed, which
  // gives its concurrency slot back.
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (!request.raw.complete) writeClientError(Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), request.raw.socket);
    }, requestTimeout);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });

  app.setErrorHandler(async (error, request, reply) => {
    const rendered = renderError(error, request.id);
    if (rendered.reportable) request.log.error({ err: error }, 'request failed');
    return reply.code(rendered.status).headers(rendered.headers).send(rendered.body);
  });

  app.setNotFoundHandler(async (request, reply) => reply.code(404).send(notFound(request)));

  app.get('/healthz', async () => ({ status: 'ok' as const }));
  app.get('/openapi.json', async () => openApiDocument);

  await app.register(v1Routes({ api: deps.api, guard, ...(deps.batchLimits ? { batchLimits: deps.batchLimits } : {}) }), { prefix: '/v1' });

  // Extensions (GraphQL: `/graphql` over HTTP and WebSocket) go here, outside the /v1 scope, so they
  // bring their own body parsing and see none of /v1's hooks.
  for (const extension of deps.extensions ?? []) {
    await extension(app, { guard, api: deps.api });
  }

  await app.ready();
  return app;
};
