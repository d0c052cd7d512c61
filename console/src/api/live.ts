/**
 * Live job updates: one `graphql-ws` connection per signed-in tab, one `jobsUpdated` subscription on
 * it for every job of the account. Components read the latest update of a job from this store; the
 * server pushes, the console never polls. A company page adds a `companyReportUpdated` subscription on
 * the same connection while it is open.
 */
import { createClient, type Client } from 'graphql-ws';
import type { JobUpdate } from './types.ts';

type Listener = () => void;

export interface LiveJobs {
  /** The latest update of each job seen since the subscription started. */
  latest: (jobId: string) => JobUpdate | undefined;
  /** A version that changes with every update (for `useSyncExternalStore`). */
  version: () => number;
  onChange: (listener: Listener) => () => void;
  /** Why the subscription stopped, as the API worded it, or null while it runs. */
  failure: () => string | null;
  /**
   * How many times the socket has been (re)connected. Updates pushed while it was down are lost, so
   * a view that follows jobs reads their state once more when this changes.
   */
  connections: () => number;
  /**
   * Calls `onChange` each time the server pushes `company`'s report again (it changed); returns the
   * function that stops listening. Only the report's time is asked for: the page reads the report
   * itself over REST, in the one shape it renders.
   */
  watchCompanyReport: (company: string, onChange: (updatedAt: string | null) => void) => () => void;
  close: () => void;
}

const QUERY = 'subscription { jobsUpdated { jobId status pagesDone pagesTotal at } }';
const COMPANY_QUERY = 'subscription ($company: String!) { companyReportUpdated(companyName: $company) { updatedAt } }';

const socketUrl = (): string => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;

const messageOf = (error: unknown): string => {
  if (Array.isArray(error)) return error.map((e: { message?: string }) => e.message ?? JSON.stringify(e)).join('; ');
  if (error instanceof CloseEvent) return error.reason || `the connection closed (${error.code})`;
  return error instanceof Error ? error.message : String(error);
};

export const connectLiveJobs = (key: string): LiveJobs => {
  const updates = new Map<string, JobUpdate>();
  const listeners = new Set<Listener>();
  let version = 0;
  let failure: string | null = null;
  let connections = 0;
  const changed = (): void => {
    version++;
    for (const listener of listeners) listener();
  };

  const client: Client = createClient({
    url: socketUrl(),
    connectionParams: { authorization: `Bearer ${key}` },
    lazy: false,
    retryAttempts: 5,
    // 4401 (bad or revoked key) and 4429 (too many sockets) are final: retrying cannot help.
    shouldRetry: (event) => !(event instanceof CloseEvent && (event.code === 4401 || event.code === 4429)),
    on: {
      connected: () => {
        connections++;
        changed();
      },
    },
  });
  const unsubscribe = client.subscribe<{ jobsUpdated: JobUpdate }>(
    { query: QUERY },
    {
      next: ({ data, errors }) => {
        if (errors?.length) {
          failure = messageOf(errors);
          changed();
        }
        if (data?.jobsUpdated) {
          failure = null;
          updates.set(data.jobsUpdated.jobId, data.jobsUpdated);
          changed();
        }
      },
      error: (error) => {
        failure = `Live updates stopped: ${messageOf(error)}`;
        changed();
      },
      complete: () => undefined,
    },
  );

  return {
    latest: (jobId) => updates.get(jobId),
    version: () => version,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failure: () => failure,
    connections: () => connections,
    watchCompanyReport: (company, onChange) =>
      client.subscribe<{ companyReportUpdated: { updatedAt: string | null } }>(
        { query: COMPANY_QUERY, variables: { company } },
        {
          next: ({ data }) => { if (data?.companyReportUpdated) onChange(data.companyReportUpdated.updatedAt); },
          // The job subscription on the same socket says why the connection stopped, in the header.
          error: () => undefined,
          complete: () => undefined,
        },
      ),
    close: () => {
      unsubscribe();
      void client.dispose();
    },
  };
};
