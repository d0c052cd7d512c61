/**
 * GraphQL on the REST app's port: `POST|GET /graphql` through Apollo Server 5 and subscriptions on
 * `ws(s)://…/graphql` through graphql-ws, both behind the REST edge's request guard. Fits the edge's
 * `AppExtension` hook: `buildApp({ ..., extensions: [registerGraphql] })`.
 */
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { LedgerLensApi } from '../application/api.js';
import type { RequestGuard } from '../http/requestGuard.js';
import type { GraphqlContext } from './context.js';
import { costGuardPlugin, maxRecursiveSelectionsRule } from './costGuard.js';
import { createFormatError } from './formatError.js';
import { registerGraphqlHttpRoute } from './httpRoute.js';
import { mutationChargePlugin } from './mutationCharge.js';
import { oneUploadPerOperationRule } from './uploads/oneUploadPerOperation.js';
import { buildLedgerLensSchema } from './schema.js';
import { serveGraphqlWebSocket } from './webSocket.js';

export interface GraphqlDeps {
  api: LedgerLensApi;
  /** The REST edge's guard: the same key check and limits as `/v1`. */
  guard: RequestGuard;
  /** Production hands out no schema: no introspection, no "Did you mean" suggestions in errors. */
  production?: boolean;
}

/** Apollo's drain hook, pointed at the WebSocket server: open subscriptions are closed (1001) on stop. */
const drainWebSocket = (server: { dispose(): Promise<void> }): ApolloServerPlugin => ({
  serverWillStart: async () => ({
    drainServer: async () => {
      await server.dispose();
    },
  }),
});

/**
 * Mounts GraphQL on the app (before `ready()`). Shutdown follows `app.close()`: the WebSocket server
 * and Apollo stop first (`preClose`), so Fastify's own close is not held up by open sockets; Fastify
 * drains HTTP itself, which is why Apollo's HTTP drain plugin is not used.
 */
export const registerGraphql = async (app: FastifyInstance, { api, guard, production = false }: GraphqlDeps): Promise<void> => {
  const schema = await buildLedgerLensSchema();
  const report = (error: unknown) => app.log.error({ err: error }, 'graphql operation failed');
  const formatError = createFormatError(report, { hideSuggestions: production });
  // Run with graphql's own rules on both paths: counts selections with fragments expanded, so a
  // fragment "bomb" is refused while validating, before the cost guard would walk it; one upload
  // per operation, so aliases cannot multiply a request's upload limits; in production, graphql's
  // rule against introspection (the one rule for both paths, so Apollo's own is not added).
  const validationRules = [maxRecursiveSelectionsRule(), oneUploadPerOperationRule, ...(production ? [NoSchemaIntrospectionCustomRule] : [])];
  const webSocket = await serveGraphqlWebSocket({ app, schema, api, guard, formatError, validationRules });

  const apollo = new ApolloServer<GraphqlContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    validationRules,
    introspection: true,
    plugins: [costGuardPlugin(), mutationChargePlugin(guard), drainWebSocket(webSocket)],
    // The process owns its signals (src/main.ts drains HTTP, then the service); Apollo's own handler
    // would stop it and then raise the signal again, which reads as "a second signal: exit now".
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
    await apollo.stop();
  });

  await registerGraphqlHttpRoute(app, { apollo, guard, api, isStopping: () => stopping, report });
};
