/**
 * The cost guard: an operation is refused with `query_too_complex` before any resolver runs when it
 * nests deeper than MAX_DEPTH or when its estimated cost passes MAX_COMPLEXITY. Cost is one per
 * field, multiplied through lists by `first` (see the `complexity` options in the resolvers), so a
 * page of 100 jobs with every field of their data costs far more than a status poll. The deepest
 * useful query (jobs > edges > node > data > recurringDebits > individualAmounts) is depth 6.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { createRequire } from 'node:module';

/**
 * graphql-query-complexity's ESM build imports `graphql/index.mjs`, a second copy of graphql beside
 * the CJS one Node gives everyone else (graphql has no exports map), and graphql refuses to mix
 * them. Its CJS build requires the shared copy.
 */
const { fieldExtensionsEstimator, getComplexity, simpleEstimator } = createRequire(import.meta.url)(
  'graphql-query-complexity',
) as typeof import('graphql-query-complexity');

export const MAX_DEPTH = 8;
export const MAX_COMPLEXITY = 5_000;
/** Selections of an operation with its fragments expanded (Apollo's validation rule; generous for introspection). */
export const MAX_RECURSIVE_SELECTIONS = 10_000;

const tooComplex = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'query_too_complex', http: { status: 400 } } });

/**
 * How deeply the operation nests fields, following fragments. Introspection (`__schema`, `__type`)
 * is left out: its depth is bounded by the schema, and tools need it.
 */
export const operationDepth = (document: DocumentNode, operationName?: string | null): number => {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const depthOf = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>): number => {
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        deepest = Math.max(deepest, 1 + (selection.selectionSet ? depthOf(selection.selectionSet, seen) : 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment cycle is a validation error reported elsewhere; here it must only not loop.
        if (fragment && !seen.has(name)) deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...seen, name])));
      }
    }
    return deepest;
  };
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((o) => (operationName ? o.name?.value === operationName : true));
  return operation ? depthOf(operation.selectionSet, new Set()) : 0;
};

/** Throws `query_too_complex` when the operation passes either limit. */
export const checkOperationCost = (options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown> | undefined;
  operationName?: string | null | undefined;
}): void => {
  const depth = operationDepth(options.document, options.operationName);
  if (depth > MAX_DEPTH) throw tooComplex(`The operation nests ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`);
  const complexity = getComplexity({
    schema: options.schema,
    query: options.document,
    variables: options.variables ?? {},
    ...(options.operationName ? { operationName: options.operationName } : {}),
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  if (complexity > MAX_COMPLEXITY) {
    throw tooComplex(`The operation costs ${complexity}; at most ${MAX_COMPLEXITY} is allowed. Ask for fewer jobs or fewer fields.`);
  }
};

/** Apollo plugin running the guard once the operation is parsed, validated and chosen. */
export const costGuardPlugin = (): ApolloServerPlugin => ({
  requestDidStart: async () => ({
    didResolveOperation: async ({ schema, document, request, operationName }) => {
      checkOperationCost({ schema, document, variables: request.variables, operationName });
    },
  }),
});
