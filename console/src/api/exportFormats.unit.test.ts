import { describe, expect, it } from 'vitest';
import { exportFormatsOf } from './exportFormats.ts';

describe('export formats from the OpenAPI document', () => {
  it("lists the format values of the job export route's query", () => {
    const document = {
      paths: {
        '/v1/jobs/{job_id}/export': {
          get: { parameters: [{ name: 'job_id', in: 'path', schema: { type: 'string' } }, { name: 'format', in: 'query', required: true, schema: { type: 'string', enum: ['csv', 'xlsx', 'ofx', 'qbo', 'json'] } }] },
        },
      },
    };
    expect(exportFormatsOf(document)).toEqual(['csv', 'xlsx', 'ofx', 'qbo', 'json']);
  });

  it('finds none without the route, without its format parameter, or in a document that is not one', () => {
    expect(exportFormatsOf({ paths: { '/v1/jobs/{job_id}': { get: {} } } })).toEqual([]);
    expect(exportFormatsOf(null)).toEqual([]);
    expect(exportFormatsOf({ paths: { '/v1/jobs/{job_id}/export': { get: {} } } })).toEqual([]);
  });
});
