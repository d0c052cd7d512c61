import { GraphQLError, locatedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors.js';
import { createFormatError, INTERNAL_ERROR_MESSAGE } from './formatError.js';

/** Formats `error` as Apollo and graphql-ws do: the error's JSON, then the error itself. */
const format = (error: GraphQLError) => {
  const reported: unknown[] = [];
  const formatted = createFormatError((e) => reported.push(e))(error.toJSON(), error);
  return { formatted, reported };
};

describe('GraphQL error rendering', () => {
  it('carries the REST code of an AppError a resolver threw, with its message and path', () => {
    const { formatted, reported } = format(locatedError(new AppError('job_not_found', 'No job x.'), undefined, ['job']));
    expect(formatted).toEqual({ message: 'No job x.', path: ['job'], extensions: { code: 'job_not_found' } });
    expect(reported).toEqual([]);
  });

  it('carries the code of an AppError that ended a subscription stream (wrapped without a path)', () => {
    const ended = new GraphQLError('behind', { originalError: new AppError('service_unavailable', 'The subscriber fell too far behind.') });
    expect(format(ended).formatted.extensions).toEqual({ code: 'service_unavailable' });
  });

  it('keeps a catalogue code set on a GraphQLError (the cost guard)', () => {
    const { formatted } = format(new GraphQLError('too deep', { extensions: { code: 'query_too_complex', http: { status: 400 } } }));
    expect(formatted.extensions).toEqual({ code: 'query_too_complex' });
  });

  it("keeps the catalogue code of a validation rule's error that Apollo wrapped in its own", () => {
    const rule = new GraphQLError('too many selections', { extensions: { code: 'query_too_complex' } });
    const wrapped = new GraphQLError(rule.message, { originalError: rule, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(format(wrapped).formatted.extensions).toEqual({ code: 'query_too_complex' });
  });

  it('turns Apollo and graphql-js request mistakes into invalid_request', () => {
    expect(format(new GraphQLError('Syntax Error', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })).formatted.extensions).toEqual({ code: 'invalid_request' });
    expect(format(new GraphQLError('Variable "$first" got invalid value')).formatted.extensions).toEqual({ code: 'invalid_request' });
  });

  it("drops graphql's field-name suggestions when asked to (production), and keeps them otherwise", () => {
    const error = new GraphQLError('Cannot query field "usagee" on type "Query". Did you mean "usage"?');
    expect(createFormatError(() => {}, { hideSuggestions: true })(error.toJSON(), error).message).toBe('Cannot query field "usagee" on type "Query".');
    expect(createFormatError()(error.toJSON(), error).message).toContain('Did you mean "usage"?');
  });

  it('masks a bug as internal_error and reports the original error', () => {
    const bug = new Error('SQLITE_BUSY: select * from jobs');
    const { formatted, reported } = format(locatedError(bug, undefined, ['jobs']));
    expect(formatted).toEqual({ message: INTERNAL_ERROR_MESSAGE, path: ['jobs'], extensions: { code: 'internal_error' } });
    expect(reported).toEqual([bug]);
  });

  it('reports a 5xx AppError but shows its code', () => {
    const { formatted, reported } = format(locatedError(new AppError('service_unavailable', 'Shutting down.'), undefined, ['usage']));
    expect(formatted.extensions).toEqual({ code: 'service_unavailable' });
    expect(reported).toHaveLength(1);
  });
});
