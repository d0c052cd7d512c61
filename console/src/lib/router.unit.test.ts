import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute } from './router.ts';

describe('hash routes', () => {
  it('links a company page by its exact name, whatever characters it holds, and reads it back', () => {
    for (const company of ['Cedar Holdings', 'A/B & Co? 100% #1', 'Zürich — 東京 Ltd.', ' spaced ']) {
      const href = hrefOf({ page: 'company', company });
      expect(href).toMatch(/^#\/companies\/[^/?#]+$/);
      expect(parseRoute(href)).toEqual({ page: 'company', company });
    }
  });

  it('keeps the other pages where they were', () => {
    expect(parseRoute('#/jobs/job_1')).toEqual({ page: 'job', jobId: 'job_1' });
    expect(parseRoute('#/jobs?company=Acme')).toEqual({ page: 'jobs', status: '', company: 'Acme' });
    expect(parseRoute('#/companies/')).toEqual({ page: 'upload' });
  });
});
