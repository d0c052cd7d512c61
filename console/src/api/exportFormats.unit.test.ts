import { describe, expect, it } from 'vitest';
import { COMPANY_REPORT_PATH, exportFormatsOf } from './exportFormats.ts';

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

  it("lists the company report route's formats when asked for that route, and not the job's", () => {
    const document = {
      paths: {
        '/v1/jobs/{job_id}/export': { get: { parameters: [{ name: 'format', in: 'query', schema: { enum: ['csv', 'ofx'] } }] } },
        '/v1/companies/{company_name}/report': { get: { parameters: [{ name: 'format', in: 'query', schema: { enum: ['csv', 'xlsx', 'json'] } }] } },
      },
    };
    expect(exportFormatsOf(document, COMPANY_REPORT_PATH)).toEqual(['csv', 'xlsx', 'json']);
    expect(exportFormatsOf({ paths: {} }, COMPANY_REPORT_PATH)).toEqual([]);
  });
});
