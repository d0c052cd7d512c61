/**
 * Hash routes (`#/jobs/job_…`): every page is served by the same `/`, so a reload or a shared link
 * needs nothing from the server, and the key never enters a URL.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'upload' }
  | { page: 'jobs'; status: string; company: string }
  | { page: 'job'; jobId: string }
  | { page: 'company'; company: string }
  | { page: 'keys' };

export const parseRoute = (hash: string): Route => {
  const [path = '', queryText = ''] = hash.replace(/^#/, '').split('?');
  const query = new URLSearchParams(queryText);
  const job = /^\/jobs\/([^/]+)$/.exec(path);
  if (job) return { page: 'job', jobId: decodeURIComponent(job[1]!) };
  const company = /^\/companies\/([^/]+)$/.exec(path);
  if (company) return { page: 'company', company: decodeURIComponent(company[1]!) };
  if (path === '/jobs') return { page: 'jobs', status: query.get('status') ?? '', company: query.get('company') ?? '' };
  if (path === '/keys') return { page: 'keys' };
  return { page: 'upload' };
};

export const hrefOf = (route: Route): string => {
  switch (route.page) {
    case 'upload':
      return '#/';
    case 'jobs': {
      const query = new URLSearchParams();
      if (route.status) query.set('status', route.status);
      if (route.company) query.set('company', route.company);
      const text = query.toString();
      return `#/jobs${text ? `?${text}` : ''}`;
    }
    case 'job':
      return `#/jobs/${encodeURIComponent(route.jobId)}`;
    case 'company':
      // encodeURIComponent leaves no `?` or `/` in the name to end the path early.
      return `#/companies/${encodeURIComponent(route.company)}`;
    case 'keys':
      return '#/keys';
  }
};

export const useRoute = (): Route => {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const update = (): void => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
};
