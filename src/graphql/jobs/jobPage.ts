/**
 * Relay cursors over the REST list's cursors. The core pages with an opaque cursor that only points
 * after the last job of a page, while a Relay edge needs a cursor of its own. So a GraphQL cursor is
 * "the REST cursor a page started from, plus how many jobs of that page to skip"; the last edge of a
 * page that has more points at the core's next cursor directly. Pure: the list call is passed in.
 */
import type { JobListQuery, JobListView, JobView } from '../../application/api.js';
import { AppError } from '../../domain/errors.js';

export interface JobCursor {
  /** The REST cursor the page started from (null: the newest job). */
  after: string | null;
  /** Jobs of that page already seen. */
  skip: number;
}

export const encodeJobCursor = ({ after, skip }: JobCursor): string =>
  Buffer.from(JSON.stringify([after, skip])).toString('base64url');

export const decodeJobCursor = (cursor: string): JobCursor => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [after, skip] = parsed as unknown[];
      if ((after === null || typeof after === 'string') && Number.isInteger(skip) && (skip as number) >= 0) {
        return { after, skip: skip as number };
      }
    }
  } catch {
    // Falls through to the refusal below: a cursor we did not issue.
  }
  throw new AppError('invalid_request', 'after is not a cursor this API issued.');
};

export interface JobPage {
  edges: { cursor: string; node: JobView }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * Reads up to `first` jobs after `after`. The core is asked for at most `maxLimit` jobs, skipped ones
 * included, so a page that resumes mid-way through a core page can hold fewer than `first` jobs
 * (Relay allows it; `hasNextPage` stays exact).
 */
export const readJobPage = async (
  list: (query: JobListQuery) => Promise<JobListView>,
  options: { first: number; after?: string; maxLimit: number; filter: Pick<JobListQuery, 'status' | 'company'> },
): Promise<JobPage> => {
  const start = options.after ? decodeJobCursor(options.after) : { after: null, skip: 0 };
  const limit = Math.min(start.skip + options.first, options.maxLimit);
  const page = await list({ ...options.filter, limit, ...(start.after ? { cursor: start.after } : {}) });
  const jobs = page.jobs.slice(start.skip);
  const edges = jobs.map((node, i) => {
    const isLastOfCorePage = start.skip + i + 1 === page.jobs.length;
    const cursor: JobCursor =
      isLastOfCorePage && page.next_cursor !== null
        ? { after: page.next_cursor, skip: 0 }
        : { after: start.after, skip: start.skip + i + 1 };
    return { cursor: encodeJobCursor(cursor), node };
  });
  return {
    edges,
    pageInfo: {
      hasNextPage: page.next_cursor !== null,
      endCursor: edges.at(-1)?.cursor ?? options.after ?? null,
    },
  };
};
