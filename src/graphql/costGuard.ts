/**
 * The cost guard: an operation is refused with `query_too_complex` before any resolver runs when it
 * nests deeper than MAX_DEPTH or when its estimated cost passes MAX_COMPLEXITY. Cost is one per
 * field, multiplied through lists by `first` (see the `complexity` options in the resolvers), so a
 * page of 100 jobs with every field of their data costs far more than a status poll. The deepest
 * useful query (jobs > edges > node > data > recurringDebits > individualAmounts) is depth 6.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import {
  getVariableValues,
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
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
 * A measure of selection sets that follows fragment spreads, working each fragment out once: a
 * fragment "bomb" (each fragment spreading the next one twice) doubles its expanded size with every
 * level, so anything that expands fragments without remembering them takes exponential time.
 * `combine` folds the measures of one selection set's selections. A fragment cycle is a validation
 * error reported elsewhere (NoFragmentCyclesRule); here a fragment met again inside itself counts 0.
 */
const fragmentMeasure = (
  document: DocumentNode,
  measure: (selectionSet: SelectionSetNode, ofFragment: (name: string) => number) => number,
): ((selectionSet: SelectionSetNode) => number) => {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const known = new Map<string, number>();
  const ofFragment = (name: string): number => {
    const seen = known.get(name);
    if (seen !== undefined) return seen;
    known.set(name, 0);
    const fragment = fragments.get(name);
    const value = fragment ? measure(fragment.selectionSet, ofFragment) : 0;
    known.set(name, value);
    return value;
  };
  return (selectionSet) => measure(selectionSet, ofFragment);
};

/**
 * How many root fields of `operation` pass `counts`, through the fragments and inline fragments at its
 * root, aliases included (`a: createApiKey … b: createApiKey …` is two).
 */
export const countRootFields = (
  document: DocumentNode,
  operation: OperationDefinitionNode,
  counts: (field: FieldNode) => boolean = (field) => !field.name.value.startsWith('__'),
): number =>
  fragmentMeasure(document, function count(selectionSet, ofFragment): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) total += counts(selection) ? 1 : 0;
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet, ofFragment);
      else total += ofFragment(selection.name.value);
    }
    return total;
  })(operation.selectionSet);

const chosenOperation = (document: DocumentNode, operationName?: string | null) =>
  document.definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .find((o) => (operationName ? o.name?.value === operationName : true));

/**
 * How deeply the operation nests fields, following fragments. Introspection (`__schema`, `__type`)
 * is left out: its depth is bounded by the schema, and tools need it.
 */
export const operationDepth = (document: DocumentNode, operationName?: string | null): number => {
  const depthOf = fragmentMeasure(document, function depth(selectionSet, ofFragment): number {
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        deepest = Math.max(deepest, 1 + (selection.selectionSet ? depth(selection.selectionSet, ofFragment) : 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depth(selection.selectionSet, ofFragment));
      } else {
        deepest = Math.max(deepest, ofFragment(selection.name.value));
      }
    }
    return deepest;
  });
  const operation = chosenOperation(document, operationName);
  return operation ? depthOf(operation.selectionSet) : 0;
};

/**
 * The validation rule that refuses an operation of more than `limit` selections (fields, inline
 * fragments and spreads) with its fragments expanded, as `query_too_complex`. It is Apollo's
 * `maxRecursiveSelections` (which Apollo does not export), here so that HTTP (Apollo's
 * `validationRules`) and the WebSocket (graphql-ws's `onSubscribe`) run the same rule: a fragment
 * bomb is refused while validating, before the depth and complexity guards walk it.
 */
export const maxRecursiveSelectionsRule =
  (limit: number = MAX_RECURSIVE_SELECTIONS): ValidationRule =>
  (context) => ({
    Document(document) {
      const countOf = fragmentMeasure(document, function count(selectionSet, ofFragment): number {
        let total = 0;
        for (const selection of selectionSet.selections) {
          total +=
            1 +
            (selection.kind === Kind.FRAGMENT_SPREAD
              ? ofFragment(selection.name.value)
              : selection.selectionSet
                ? count(selection.selectionSet, ofFragment)
                : 0);
          // Past the limit the exact figure no longer matters; stopping keeps the sums finite.
          if (total > limit) return total;
        }
        return total;
      });
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || countOf(definition.selectionSet) <= limit) continue;
        context.reportError(
          new GraphQLError(
            `${definition.name ? `Operation "${definition.name.value}"` : 'The operation'} selects more than ${limit} fields with its fragments expanded.`,
            { nodes: [definition], extensions: { code: 'query_too_complex' } },
          ),
        );
      }
      // The rule needs nothing below the document.
      return false;
    },
  });

/**
 * Throws `query_too_complex` when the operation passes either limit, and `invalid_request` (400) for
 * variables that do not fit their declared types: complexity reads `first` from the variables, so
 * they are checked here, before execution would (graphql's own coercion and messages).
 */
export const checkOperationCost = (options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown> | undefined;
  operationName?: string | null | undefined;
}): void => {
  const depth = operationDepth(options.document, options.operationName);
  if (depth > MAX_DEPTH) throw tooComplex(`The operation nests ${depth} levels deep; at most ${MAX_DEPTH} are allowed.`);
  const operation = chosenOperation(options.document, options.operationName);
  const coerced = getVariableValues(options.schema, operation?.variableDefinitions ?? [], options.variables ?? {}, { maxErrors: 5 });
  if (coerced.errors !== undefined) {
    const [first] = coerced.errors;
    throw new GraphQLError(first?.message ?? 'The variables do not fit the operation.', {
      ...(first?.nodes !== undefined ? { nodes: first.nodes } : {}),
      extensions: { code: 'invalid_request', http: { status: 400 } },
    });
  }
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
