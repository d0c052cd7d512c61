/** Reads of jobs: one job by id, and the account's jobs as a connection. */
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { JobView } from '../../application/api.js';
import { AppError } from '../../domain/errors.js';
import type { GraphqlContext } from '../context.js';
import { JobType } from './job.type.js';
import { JobConnectionType } from './jobConnection.type.js';
import { JobFilterInput } from './jobFilter.input.js';
import { readJobPage, type JobPage } from './jobPage.js';

/** Largest `first` a page may ask for; the complexity guard multiplies a page's fields by it. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

@Resolver()
export class JobResolver {
  @Query(() => JobType, {
    nullable: true,
    description: 'One job of the account; `job_not_found` for an unknown job or another account\'s.',
  })
  async job(@Arg('id', () => String) id: string, @Ctx() { api, caller }: GraphqlContext): Promise<JobView> {
    const job = await api.getJob(caller, id);
    if (!job) throw new AppError('job_not_found', `No job ${id}.`);
    return job;
  }

  @Query(() => JobConnectionType, {
    description: `The account's jobs, newest first; \`first\` is 1 to ${MAX_PAGE_SIZE}.`,
    complexity: ({ args, childComplexity }) => 1 + childComplexity * pageSizeForCost(args.first),
  })
  async jobs(
    @Arg('filter', () => JobFilterInput, { nullable: true }) filter: JobFilterInput | undefined,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | undefined,
    @Ctx() { api, caller }: GraphqlContext,
  ): Promise<JobPage> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
      throw new AppError('invalid_request', `first must be between 1 and ${MAX_PAGE_SIZE}.`);
    }
    return readJobPage((query) => api.listJobs(caller, query), {
      first,
      ...(after ? { after } : {}),
      maxLimit: MAX_PAGE_SIZE,
      filter: {
        ...(filter?.status ? { status: filter.status } : {}),
        ...(filter?.company ? { company: filter.company } : {}),
      },
    });
  }
}

/** `first` as the cost guard counts it: out-of-range values cost the cap (the resolver refuses them anyway). */
const pageSizeForCost = (first: unknown): number =>
  typeof first === 'number' && first >= 1 && first <= MAX_PAGE_SIZE ? first : MAX_PAGE_SIZE;
