import { describe, expect, it } from 'vitest';
import type { JobView } from '../../application/api.js';
import { presentJob, presentUpload } from './presenters.js';

const baseJob: JobView = {
  job_id: 'job_20261122_141503_k3v9q2xa',
  batch_id: 'batch_0123456789abcdef',
  status: 'processing',
  company: 'Acme',
  filename: 'march.pdf',
  client: 'user-1',
  created_at: '2026-11-22T14:15:03.000Z',
  progress: { pages_done: 1, pages_total: 3 },
};

describe('presenters', () => {
  it('shows a processing job without data, error or completed_at', () => {
    expect(presentJob(baseJob)).toEqual(baseJob);
    expect(Object.keys(presentJob(baseJob))).not.toContain('data');
  });

  it('shows the error of a failed job and never data', () => {
    const failed = presentJob({
      ...baseJob, status: 'failed', completed_at: '2026-11-22T14:15:05.000Z',
      error: { code: 'encrypted_pdf', message: 'needs a password' },
    });
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'encrypted_pdf' }, completed_at: '2026-11-22T14:15:05.000Z' });
    expect(failed).not.toHaveProperty('data');
  });

  it('copies named fields only, so core-internal fields never leak', () => {
    const leaky = { ...baseJob, account_id: 'acc-secret', blob_key: 'abc' } as JobView;
    expect(presentJob(leaky)).not.toHaveProperty('account_id');
    const upload = presentUpload({
      batch_id: 'b', client: 'u', total_files: 1,
      jobs: [{ job_id: 'j', company: 'c', filename: 'f.pdf', status: 'processing', extra: 1 } as never],
    });
    expect(upload).toEqual({ batch_id: 'b', client: 'u', total_files: 1, jobs: [{ job_id: 'j', company: 'c', filename: 'f.pdf', status: 'processing' }] });
  });
});
