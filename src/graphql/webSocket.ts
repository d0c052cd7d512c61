/**
 * Subscriptions over `ws(s)://…/graphql` with the graphql-ws protocol, on the HTTP server Fastify
 * already owns (same port as REST). The key comes in `connectionParams.authorization`
 * (`Bearer <API_KEY>`) and passes the same guard as an HTTP request; a refusal closes the socket with
 * a 44xx code whose reason is the REST code (`invalid_api_key`, `rate_limit_exceeded`...).
 * Operations get the same cost guard and error rendering as over HTTP.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Caller, LedgerLensApi } from '../application/api.js';
import { AppError, type ErrorCode } from '../domain/errors.js';
import type { RequestGuard } from '../http/requestGuard.js';
import type { GraphqlContext } from './context.js';
import { checkOperationCost } from './costGuard.js';
import type { createFormatError } from './formatError.js';

export const GRAPHQL_PATH = '/graphql';

/** Largest graphql-ws message a client may send. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

/**
 * Operations open at once on one connection. The connection passed the rate limit once; this keeps
 * it from then holding an unbounded number of core subscriptions.
 */
export const MAX_OPERATIONS_PER_CONNECTION = 50;

/** WebSocket close codes for a refused connection (graphql-ws uses 4401 and 4403 the same way). */
const closeCodeFor = (code: ErrorCode): number => {
  switch (code) {
    case 'invalid_api_key':
      return 4401;
    case 'ip_not_allowed':
      return 4403;
    case 'rate_limit_exceeded':
    case 'concurrency_limit_exceeded':
      return 4429;
    default:
      return 4500;
  }
};

export interface WebSocketDeps {
  app: FastifyInstance;
  schema: GraphQLSchema;
  api: LedgerLensApi;
  guard: RequestGuard;
  formatError: ReturnType<typeof createFormatError>;
}

/** Starts accepting graphql-ws connections on `/graphql`; `dispose` closes them all (1001) and the server. */
export const serveGraphqlWebSocket = ({ app, schema, api, guard, formatError }: WebSocketDeps): { dispose(): Promise<void> } => {
  // A subscription message is a few hundred bytes; ws would otherwise accept 100 MiB frames.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === GRAPHQL_PATH) {
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    } else if (app.server.listenerCount('upgrade') === 1) {
      // Nobody else upgrades connections on this server: say so rather than leave the socket hanging.
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    }
  };
  app.server.on('upgrade', onUpgrade);

  const callers = new WeakMap<WebSocket, Caller>();
  const formatAll = (errors: readonly GraphQLError[]) => errors.map((error) => formatError(error.toJSON(), error));

  const cleanup = useServer(
    {
      schema,
      onConnect: async ({ connectionParams, extra }) => {
        const authorization = connectionParams?.authorization;
        try {
          const admission = await guard.admit(
            typeof authorization === 'string' ? authorization : undefined,
            extra.request.socket.remoteAddress ?? '',
          );
          // The connection counts once against the rate limit; an open subscription holds no
          // concurrency slot (it would starve a starter account's single slot).
          await admission.release();
          callers.set(extra.socket, admission.caller);
          return true;
        } catch (error) {
          const code: ErrorCode = error instanceof AppError ? error.code : 'internal_error';
          // Closing first sets our code and reason; graphql-ws's own 4403 close that follows `false`
          // is then a no-op on a socket already closing.
          extra.socket.close(closeCodeFor(code), code);
          return false;
        }
      },
      onSubscribe: (ctx, _id, payload) => {
        // graphql-ws lists this operation in `ctx.subscriptions` already, and drops it when it ends.
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_CONNECTION) {
          return [
            new GraphQLError(`At most ${MAX_OPERATIONS_PER_CONNECTION} operations at once on one connection.`, {
              extensions: { code: 'concurrency_limit_exceeded' },
            }),
          ];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('The operation could not be parsed.')];
        }
        const invalid = validate(schema, document);
        if (invalid.length > 0) return invalid;
        try {
          checkOperationCost({ schema, document, variables: payload.variables ?? undefined, operationName: payload.operationName });
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const caller = callers.get(ctx.extra.socket);
        // onConnect refused every socket without a caller, so graphql-ws never gets here without one.
        if (!caller) return [new GraphQLError('Not authenticated.', { extensions: { code: 'invalid_api_key' } })];
        const contextValue: GraphqlContext = { api, caller };
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue,
        };
      },
      onError: (_ctx, _id, _payload, errors) => formatAll(errors),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: formatAll(result.errors) } : undefined,
    },
    wss,
  );

  let disposed: Promise<void> | null = null;
  return {
    dispose: () =>
      (disposed ??= (async () => {
        app.server.off('upgrade', onUpgrade);
        await cleanup.dispose();
      })()),
  };
};
