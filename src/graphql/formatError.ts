/**
 * The GraphQL rendering of the one error catalogue: every error a client sees carries
 * `extensions.code` equal to the REST code (`job_not_found`, `limit_exceeded`...). Requests GraphQL
 * itself could not read (syntax, validation, bad variables) are `invalid_request`; anything else is a
 * bug, masked as `internal_error` so no stack, path or SQL reaches a client. Used by Apollo
 * (`formatError`) and by the WebSocket server alike.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { ApolloServerErrorCode, ApolloServerValidationErrorCode, unwrapResolverError } from '@apollo/server/errors';
import { AppError, ERROR_CATALOGUE, type ErrorCode } from '../domain/errors.js';

/** Apollo's and graphql-js's names for "the request itself is wrong". */
const CLIENT_MISTAKES: ReadonlySet<string> = new Set<string>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.BAD_REQUEST,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
  ApolloServerValidationErrorCode.INTROSPECTION_DISABLED,
  ApolloServerValidationErrorCode.MAX_RECURSIVE_SELECTIONS_EXCEEDED,
]);

const isCatalogueCode = (code: unknown): code is ErrorCode => typeof code === 'string' && code in ERROR_CATALOGUE;

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side.';

/**
 * The error a resolver or a subscription stream threw. Apollo's unwrapper handles resolver errors;
 * graphql-ws wraps a stream's error in a GraphQLError without a path, which that unwrapper leaves.
 */
const originalOf = (error: unknown): unknown => {
  const unwrapped = unwrapResolverError(error);
  return unwrapped instanceof GraphQLError && unwrapped.originalError instanceof AppError ? unwrapped.originalError : unwrapped;
};

/** The code a formatted error should carry, and whether it is ours to fix. */
export const classifyError = (
  formatted: GraphQLFormattedError,
  error: unknown,
): { code: ErrorCode; message: string; reportable: boolean } => {
  const original = originalOf(error);
  if (original instanceof AppError) {
    return { code: original.code, message: original.message, reportable: original.isReportable };
  }
  const code = formatted.extensions?.code;
  if (isCatalogueCode(code)) return { code, message: formatted.message, reportable: ERROR_CATALOGUE[code].status >= 500 };
  // Apollo wraps a validation rule's error in its own and sets its own code; ours is on the original.
  const ruleCode = error instanceof GraphQLError && error.originalError instanceof GraphQLError ? error.originalError.extensions.code : undefined;
  if (isCatalogueCode(ruleCode)) return { code: ruleCode, message: formatted.message, reportable: ERROR_CATALOGUE[ruleCode].status >= 500 };
  if (typeof code === 'string' && CLIENT_MISTAKES.has(code)) {
    return { code: 'invalid_request', message: formatted.message, reportable: false };
  }
  // On the WebSocket path Apollo is not involved: graphql-js's own syntax, validation and variable
  // errors arrive without a code and, unlike a resolver's failure, without an originalError.
  if (code === undefined && error instanceof GraphQLError && error.originalError === undefined) {
    return { code: 'invalid_request', message: formatted.message, reportable: false };
  }
  return { code: 'internal_error', message: INTERNAL_ERROR_MESSAGE, reportable: true };
};

/** graphql's hint at the schema in a validation message: ` Did you mean "usage"?`. */
const SUGGESTION = / ?Did you mean(.+?)\?$/;

/**
 * Builds the formatter; `report` hears every error that is ours to fix (a bug or a 5xx refusal), with
 * the original error, before it is masked. `hideSuggestions` (production) drops graphql's "Did you
 * mean ...?" hints, which would hand out field names.
 */
export const createFormatError =
  (report: (error: unknown) => void = () => {}, options: { hideSuggestions?: boolean } = {}) =>
  (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const { code, message, reportable } = classifyError(formatted, error);
    if (reportable) report(originalOf(error));
    return {
      message: options.hideSuggestions === true ? message.replace(SUGGESTION, '') : message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code },
    };
  };

/**
 * A refusal decided before an operation runs (a limit), as the GraphQLError to throw: its code, and
 * for Apollo over HTTP the REST status and headers (429 with `Retry-After`...).
 */
export const graphqlRefusal = (error: AppError): GraphQLError =>
  new GraphQLError(error.message, {
    originalError: error,
    extensions: { code: error.code, http: { status: error.status, headers: new HeaderMap(Object.entries(error.headers)) } },
  });
