import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveJobs } from '../api/live.ts';
import type { JobUpdate } from '../api/types.ts';

export const LiveJobsContext = createContext<LiveJobs | null>(null);

const useLive = (): LiveJobs => {
  const live = useContext(LiveJobsContext);
  if (live === null) throw new Error('useLiveJob outside a signed-in console');
  return live;
};

/** The latest pushed update of a job (undefined until one arrives); re-renders on every update. */
export const useLiveJob = (jobId: string): JobUpdate | undefined => {
  const live = useLive();
  useSyncExternalStore(live.onChange, live.version);
  return live.latest(jobId);
};

/** Re-renders on every update; for lists that look up many jobs. */
export const useLiveJobs = (): LiveJobs => {
  const live = useLive();
  useSyncExternalStore(live.onChange, live.version);
  return live;
};

/**
 * How many times `company`'s report was pushed since the page subscribed, plus the connection count:
 * a page reads the report again when this changes (pushes sent while the socket was down are lost, so
 * a reconnection counts as one).
 */
export const useCompanyReportPushes = (company: string): number => {
  const live = useLiveJobs();
  const [pushes, setPushes] = useState(0);
  useEffect(() => live.watchCompanyReport(company, () => setPushes((n) => n + 1)), [live, company]);
  return pushes + live.connections();
};
