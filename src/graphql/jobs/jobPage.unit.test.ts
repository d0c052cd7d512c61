import { describe, expect, it } from 'vitest';
import type { JobListQuery, JobListView, JobView } from '../../application/api.js';
import { AppError } from '../../domain/errors.js';
import { decodeJobCursor, encodeJobCursor, readJobPage } from './jobPage.js';

const buildJob = (n: number): JobView => ({
  job_id: `job_${String(n).padStart(3, '0')}`,
  batch_id: 'batch_1',
  status: 'processing',
  company: 'Acme',
  filename: `${n}.pdf`,
  client: 'u1',
  created_at: '2026-11-01T00:00:00.000Z',
  progress: { pages_done: 0, pages_total: 1 },
});

/** A core list over `total` jobs whose cursor is the index after the page (opaque to the code under test). */
const coreList = (total: number) => {
  const jobs = Array.from({ length: total }, (_, i) => buildJob(i));
  const calls: JobListQuery[] = [];
  const list = async (query: JobListQuery): Promise<JobListView> => {
    calls.push(query);
    const start = query.cursor ? Number(query.cursor.slice(2)) : 0;
    const page = jobs.slice(start, start + query.limit);
    const next = start + query.limit < total ? `c:${start + query.limit}` : null;
    return { jobs: page, next_cursor: next };
  };
  return { list, calls };
};

/** Walks every page by following each page's endCursor. */
const walk = async (total: number, first: number, resumeFromEdge?: number) => {
  const { list } = coreList(total);
  const seen: string[] = [];
  let after: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const page = await readJobPage(list, { first, ...(after ? { after } : {}), maxLimit: 100, filter: {} });
    const edges = resumeFromEdge !== undefined && page.edges.length > resumeFromEdge ? page.edges.slice(0, resumeFromEdge + 1) : page.edges;
    seen.push(...edges.map((e) => e.node.job_id));
    if (!page.pageInfo.hasNextPage && edges.length === page.edges.length) break;
    after = edges.at(-1)?.cursor;
    if (!after) break;
  }
  return seen;
};

describe('readJobPage', () => {
  it('visits every job once, in order, when following endCursor', async () => {
    const seen = await walk(45, 20);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => buildJob(i).job_id));
  });

  it('resumes after any edge cursor, not only the last one of a page', async () => {
    const seen = await walk(30, 10, 3);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => buildJob(i).job_id));
  });

  it('reports no next page on the last page', async () => {
    const { list } = coreList(5);
    const page = await readJobPage(list, { first: 10, maxLimit: 100, filter: {} });
    expect(page.edges).toHaveLength(5);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  it('never asks the core for more than maxLimit jobs, skipped ones included', async () => {
    const { list, calls } = coreList(300);
    const first = await readJobPage(list, { first: 100, maxLimit: 100, filter: {} });
    const midCursor = first.edges[89]!.cursor;
    const resumed = await readJobPage(list, { first: 100, after: midCursor, maxLimit: 100, filter: {} });
    expect(calls.every((q) => q.limit <= 100)).toBe(true);
    expect(resumed.edges[0]!.node.job_id).toBe('job_090');
    expect(resumed.pageInfo.hasNextPage).toBe(true);
  });

  it('passes the filters to the core', async () => {
    const { list, calls } = coreList(3);
    await readJobPage(list, { first: 2, maxLimit: 100, filter: { status: 'failed', company: 'Acme' } });
    expect(calls[0]).toEqual({ status: 'failed', company: 'Acme', limit: 2 });
  });
});

describe('job cursors', () => {
  it('decode what they encode', () => {
    expect(decodeJobCursor(encodeJobCursor({ after: 'opaque', skip: 7 }))).toEqual({ after: 'opaque', skip: 7 });
    expect(decodeJobCursor(encodeJobCursor({ after: null, skip: 0 }))).toEqual({ after: null, skip: 0 });
  });

  it.each(['', 'not-base64-json', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["a",-1]').toString('base64url')])(
    'refuses %j as invalid_request',
    (cursor) => {
      expect(() => decodeJobCursor(cursor)).toThrow(AppError);
      try {
        decodeJobCursor(cursor);
      } catch (error) {
        expect((error as AppError).code).toBe('invalid_request');
      }
    },
  );
});
