import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors.js';
import { parseJobListQuery } from './jobQuery.js';

const codeOf = (query: Record<string, unknown>): string => {
  try {
    parseJobListQuery(query);
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'accepted';
};

describe('parseJobListQuery', () => {
  it('defaults to 20 jobs and passes the filters through', () => {
    expect(parseJobListQuery({})).toEqual({ limit: 20 });
    expect(parseJobListQuery({ limit: '5', cursor: 'abc', status: 'failed', company: 'Acme' })).toEqual({
      limit: 5, cursor: 'abc', status: 'failed', company: 'Acme',
    });
  });

  it('refuses a limit outside 1..100 or not a whole number', () => {
    for (const limit of ['0', '101', '-1', '2.5', 'ten', '']) expect(codeOf({ limit })).toBe('invalid_request');
    expect(codeOf({ limit: '100' })).toBe('accepted');
  });

  it('refuses an unknown status, an unknown parameter, an empty cursor and a repeated parameter', () => {
    expect(codeOf({ status: 'done' })).toBe('invalid_request');
    expect(codeOf({ page: '2' })).toBe('invalid_request');
    expect(codeOf({ cursor: '' })).toBe('invalid_request');
    expect(codeOf({ status: ['failed', 'processing'] })).toBe('invalid_request');
  });
});
