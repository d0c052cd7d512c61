/**
 * Subscriptions over `ws(s)://…/graphql` with the graphql-ws protocol, on the HTTP server Fastify
 * already owns (same port as REST). The key comes in `connectionParams.authorization`
 * (`Bearer <API_KEY>`) and passes the same guard as an HTTP request; a refusal closes the socket with
 * a 44xx code whose reason is the REST code (`invalid_api_key`, `rate_limit_exceeded`...).
 * Operations get the same cost guard and error rendering as over HTTP.
 *
 * A key is checked again for every operation, and the sockets of a key are closed (4401) as soon as
 * its `ApiKeyRevoked` is in the event log, wherever it was revoked: a revoked key stops working on
 * sockets opened before the revocation too, its subscriptions included.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  execute,
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Caller, LedgerLensApi } from '../application/api.js';
import { AppError, type ErrorCode } from '../domain/errors.js';
import { PLAN_RATE_LIMITS } from '../http/rateLimits.js';
import type { Admission, AdmitOptions, RequestGuard } from '../http/requestGuard.js';
import type { GraphqlContext } from './context.js';
import { checkOperationCost } from './costGuard.js';
import { graphqlRefusal, type createFormatError } from './formatError.js';
import { chargeMutations } from './mutationCharge.js';

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
  /** Run after graphql's specified rules, as Apollo runs them over HTTP. */
  validationRules: readonly ValidationRule[];
}

/** A socket whose key was admitted, with what is needed to admit each of its operations. */
interface Connection {
  caller: Caller;
  authorization: string | undefined;
  ip: string;
}

const invalidKey = (): AppError => new AppError('invalid_api_key', 'The API key is invalid or has been revoked.');

/** Closes the socket with the refusal's code; graphql-ws's own close after a refusal is then a no-op. */
const closeWith = (socket: WebSocket, error: unknown): void => {
  const code: ErrorCode = error instanceof AppError ? error.code : 'internal_error';
  socket.close(closeCodeFor(code), code);
};


/**
 * Starts accepting graphql-ws connections on `/graphql`, once it follows key revocations;
 * `dispose` closes them all (1001) and the server.
 */
export const serveGraphqlWebSocket = async ({ app, schema, api, guard, formatError, validationRules }: WebSocketDeps): Promise<{ dispose(): Promise<void> }> => {
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

  const connections = new WeakMap<WebSocket, Connection>();
  const socketsByKey = new Map<string, Set<WebSocket>>();
  const socketsPerAccount = new Map<string, number>();
  // Keys revoked since this gateway started: the read models may show a revocation a moment after
  // the log does, and a socket admitted in that moment must not outlive it.
  const revokedKeys = new Set<string>();
  const revocations = await api.watchRevokedKeys((keyId) => {
    revokedKeys.add(keyId);
    for (const socket of socketsByKey.get(keyId) ?? []) closeWith(socket, invalidKey());
  });

  /** Refuses a socket past its plan's open sockets (on this gateway). */
  const checkSocketCap = ({ accountId, plan }: Caller): void => {
    const cap = PLAN_RATE_LIMITS[plan].webSockets;
    if ((socketsPerAccount.get(accountId) ?? 0) >= cap) {
      throw new AppError('concurrency_limit_exceeded', `At most ${cap} open WebSocket connection(s) on the ${plan} plan; close one first.`);
    }
  };

  const track = (socket: WebSocket, connection: Connection): void => {
    const { keyId, accountId } = connection.caller;
    connections.set(socket, connection);
    const sockets = socketsByKey.get(keyId) ?? new Set<WebSocket>();
    socketsByKey.set(keyId, sockets.add(socket));
    socketsPerAccount.set(accountId, (socketsPerAccount.get(accountId) ?? 0) + 1);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && socketsByKey.get(keyId) === sockets) socketsByKey.delete(keyId);
      const open = (socketsPerAccount.get(accountId) ?? 1) - 1;
      if (open > 0) socketsPerAccount.set(accountId, open);
      else socketsPerAccount.delete(accountId);
    });
  };

  /**
   * Admits one operation of the socket as an HTTP request is admitted: the key checked again, one
   * request counted against the per-minute limit, a concurrency slot taken. A key that no longer
   * passes closes the socket; a limit refuses only the operation.
   */
  const admitOperation = async (socket: WebSocket, options: AdmitOptions): Promise<Admission | GraphQLError[]> => {
    const connection = connections.get(socket);
    try {
      if (connection === undefined || revokedKeys.has(connection.caller.keyId)) throw invalidKey();
      return await guard.admit(connection.authorization, connection.ip, options);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'invalid_api_key' || error.code === 'ip_not_allowed') closeWith(socket, error);
      return [graphqlRefusal(error)];
    }
  };
  /** The admission of each query or mutation being executed, released once it has run. */
  const executing = new WeakMap<object, Admission>();

  const rules = [...specifiedRules, ...validationRules];
  const formatAll = (errors: readonly GraphQLError[]) => errors.map((error) => formatError(error.toJSON(), error));

  const cleanup = useServer(
    {
      schema,
      onConnect: async ({ connectionParams, extra }) => {
        const authorization = typeof connectionParams?.authorization === 'string' ? connectionParams.authorization : undefined;
        const ip = extra.request.socket.remoteAddress ?? '';
        try {
          const admission = await guard.admit(authorization, ip);
          // The connection counts once against the rate limit; an open socket holds no concurrency
          // slot (it would starve a starter account's single slot), its operations do while they run.
          await admission.release();
          if (revokedKeys.has(admission.caller.keyId)) throw invalidKey();
          checkSocketCap(admission.caller);
          // A client gone during the check has no 'close' left to untrack it.
          if (extra.socket.readyState !== extra.socket.OPEN) return false;
          track(extra.socket, { caller: admission.caller, authorization, ip });
          return true;
        } catch (error) {
          // Closing first sets our code and reason; graphql-ws's own 4403 close that follows `false`
          // is then a no-op on a socket already closing.
          closeWith(extra.socket, error);
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws lists this operation in `ctx.subscriptions` already, and drops it when it ends.
        // Counted before anything is awaited, while the list holds only the operations before this one.
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
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [new GraphQLError('Name the operation to run: the document has several, or none by that name.')];
        // A query or mutation holds a concurrency slot until it has run (see `execute`); a subscription holds none.
        const holdsSlot = operation.operation !== OperationTypeNode.SUBSCRIPTION;
        const admission = await admitOperation(ctx.extra.socket, { slot: holdsSlot });
        if (Array.isArray(admission)) return admission;
        let executes = false;
        try {
          const invalid = validate(schema, document, rules);
          if (invalid.length > 0) return invalid;
          const contextValue: GraphqlContext = { api, caller: admission.caller };
          try {
            checkOperationCost({ schema, document, variables: payload.variables ?? undefined, operationName: payload.operationName });
            await chargeMutations(guard, contextValue, document, operation);
          } catch (error) {
            if (error instanceof GraphQLError) return [error];
            throw error;
          }
          executing.set(contextValue, admission);
          executes = true;
          return { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
        } finally {
          if (!executes) await admission.release();
        }
      },
      execute: async (args) => {
        try {
          return await execute(args);
        } finally {
          await executing.get(args.contextValue as object)?.release();
        }
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
        await revocations.stop();
        await cleanup.dispose();
      })()),
  };
};
