/**
 * A mutation is a request. An operation of several (`a: createApiKey … b: createApiKey …`) counts each
 * of them against the account's per-minute limit, not only the request that carried them: the
 * request was counted when it was admitted, its other mutations are charged here, before any runs.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { AppError } from '../domain/errors.js';
import type { RequestGuard } from '../http/requestGuard.js';
import type { GraphqlContext } from './context.js';
import { countRootFields } from './costGuard.js';
import { graphqlRefusal } from './formatError.js';

/** Requests the operation counts for beyond the one that carried it: its mutations but one. */
export const extraRequestsOf = (document: DocumentNode, operation: OperationDefinitionNode): number =>
  operation.operation === OperationTypeNode.MUTATION ? Math.max(0, countRootFields(document, operation) - 1) : 0;

/** Charges an operation's extra mutations; throws the refusal to send (429 `rate_limit_exceeded`). */
export const chargeMutations = async (
  guard: Pick<RequestGuard, 'charge'>,
  context: GraphqlContext,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Promise<void> => {
  try {
    await guard.charge(context.caller, extraRequestsOf(document, operation));
  } catch (error) {
    throw error instanceof AppError ? graphqlRefusal(error) : error;
  }
};

/** The Apollo (HTTP) side; the WebSocket calls `chargeMutations` itself. */
export const mutationChargePlugin = (guard: Pick<RequestGuard, 'charge'>): ApolloServerPlugin<GraphqlContext> => ({
  requestDidStart: async () => ({
    didResolveOperation: async ({ document, operation, contextValue }) => {
      // Apollo resolves the operation before this hook, or answers itself.
      if (operation !== undefined) await chargeMutations(guard, contextValue, document, operation);
    },
  }),
});
