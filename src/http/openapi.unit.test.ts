import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../test/e2e/support/openapiValidator.js';
import { openApiDocument } from './openapi.js';

describe('OpenAPI document', () => {
  it('compiles every component schema as JSON Schema 2020-12', () => {
    for (const name of Object.keys(openApiDocument.components.schemas)) {
      expect(() => schemaErrors(name, {})).not.toThrow();
    }
  });

  it('accepts a well-formed job and rejects one with a leaked field or a wrong status', () => {
    const job = {
      job_id: 'job_20261122_141503_k3v9q2xa', batch_id: 'batch_0123456789abcdef', status: 'processing', company: 'Acme', filename: 'a.pdf', client: 'u',
      created_at: '2026-11-22T14:15:03.000Z', progress: { pages_done: 0, pages_total: 1 },
    };
    expect(schemaErrors('Job', job)).toEqual([]);
    expect(schemaErrors('Job', { ...job, account_id: 'x' })).not.toEqual([]);
    expect(schemaErrors('Job', { ...job, status: 'done' })).not.toEqual([]);
  });

  it('tells the two error shapes apart', () => {
    expect(schemaErrors('UnauthorizedError', { error: 'Unauthorized', message: 'm', code: 'invalid_api_key' })).toEqual([]);
    expect(schemaErrors('Error', { error: { code: 'no_files', message: 'm' } })).toEqual([]);
    expect(schemaErrors('Error', { error: { code: 'made_up', message: 'm' } })).not.toEqual([]);
  });
});
