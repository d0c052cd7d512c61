/**
 * Live job progress over graphql-ws. Both subscriptions are fed by `watchJobs`, which the core calls
 * only after the job projection committed the change: whatever a client is pushed, a `job` query
 * already returns.
 */
import { Arg, Resolver, Root, Subscription } from 'type-graphql';
import type { JobUpdate } from '../../application/ports.js';
import type { GraphqlContext } from '../context.js';
import { jobUpdateStream, watchOneJob } from '../jobUpdateStream.js';
import { JobUpdateType } from './job.type.js';

/** Arguments of `jobUpdated`, as graphql-ws hands them to `subscribe`. */
interface JobUpdatedArgs {
  jobId: string;
}

@Resolver()
export class JobUpdatesResolver {
  @Subscription(() => JobUpdateType, {
    description:
      "One job's updates, starting with its current state: each extracted page, then auto_analyzed or failed, " +
      'after which the subscription completes. `job_not_found` for an unknown job or another account\'s.',
    subscribe: ({ args, context }) => {
      const { api, caller } = context as GraphqlContext;
      return watchOneJob(api, caller, (args as JobUpdatedArgs).jobId);
    },
  })
  jobUpdated(@Root() update: JobUpdate, @Arg('jobId', () => String) _jobId: string): JobUpdate {
    return update;
  }

  @Subscription(() => JobUpdateType, {
    description: "Every update of every job of the account, uploads made after subscribing included.",
    subscribe: ({ context }) => {
      const { api, caller } = context as GraphqlContext;
      return jobUpdateStream(api.watchJobs.bind(api), caller);
    },
  })
  jobsUpdated(@Root() update: JobUpdate): JobUpdate {
    return update;
  }
}
