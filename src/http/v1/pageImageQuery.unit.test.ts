import { describe, expect, it } from 'vitest';
import { PAGE_IMAGE_DEFAULT_WIDTH, parsePageImageRequest } from './pageImageQuery.js';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('page image request', () => {
  it('reads the page and the width, with a default width', () => {
    expect(parsePageImageRequest({ job_id: 'job_1', page: '2' }, { width: '640' })).toEqual({ jobId: 'job_1', page: 2, width: 640 });
    expect(parsePageImageRequest({ job_id: 'job_1', page: '1' }, {}).width).toBe(PAGE_IMAGE_DEFAULT_WIDTH);
  });

  it('refuses widths outside 100 to 2000 pixels, repeated or unknown parameters and page numbers that are not counting numbers', () => {
    for (const width of ['99', '2001', '1e3', '', '12.5']) expect(codeOf(() => parsePageImageRequest({ job_id: 'j', page: '1' }, { width }))).toBe('invalid_request');
    expect(codeOf(() => parsePageImageRequest({ job_id: 'j', page: '1' }, { width: ['200', '300'] }))).toBe('invalid_request');
    expect(codeOf(() => parsePageImageRequest({ job_id: 'j', page: '1' }, { scale: '2' }))).toBe('invalid_request');
    for (const page of ['0', '-1', '01', 'x', '10000']) expect(codeOf(() => parsePageImageRequest({ job_id: 'j', page }, {}))).toBe('invalid_request');
  });

  it('answers an id longer than any job id as an unknown job', () => {
    expect(codeOf(() => parsePageImageRequest({ job_id: 'j'.repeat(101), page: '1' }, {}))).toBe('job_not_found');
  });
});
