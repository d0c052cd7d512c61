/** Says when live job updates stopped (a revoked key, too many open sockets...), in the API's words. */
import { useLiveJobs } from './liveJobsContext.ts';

export const LiveStatus = () => {
  const failure = useLiveJobs().failure();
  return failure === null ? null : (
    <p className="live-failure" role="status">
      {failure} Progress shown here will not move until you reload the page.
    </p>
  );
};
