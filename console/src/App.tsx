/**
 * The console's shell: signed out, the sign-in page; signed in, the header (navigation, plan and
 * usage meter, sign out), the live job updates and the page the hash route names.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api/errors.ts';
import { connectLiveJobs, type LiveJobs } from './api/live.ts';
import { getUsage } from './api/rest.ts';
import { forgetKey, readKey, storeKey } from './api/session.ts';
import type { Usage } from './api/types.ts';
import { ErrorNotice } from './components/ErrorNotice.tsx';
import { LiveJobsContext } from './components/liveJobsContext.ts';
import { LiveStatus } from './components/LiveStatus.tsx';
import { UsageMeter } from './components/UsageMeter.tsx';
import { hrefOf, useRoute, type Route } from './lib/router.ts';
import { CompanyPage } from './pages/CompanyPage.tsx';
import { JobPage } from './pages/JobPage.tsx';
import { JobsPage } from './pages/JobsPage.tsx';
import { KeysPage } from './pages/KeysPage.tsx';
import { SignInPage } from './pages/SignInPage.tsx';
import { UploadPage } from './pages/UploadPage.tsx';

const TITLES: Record<Route['page'], string> = { upload: 'Upload statements', jobs: 'Jobs', job: 'Statement', company: 'Company', keys: 'API keys' };

export const App = () => {
  const [key, setKey] = useState<string | null>(readKey);
  const route = useRoute();
  const [usage, setUsage] = useState<Usage | null>(null);
  const [usageError, setUsageError] = useState<ApiError | null>(null);

  const signOut = useCallback(() => {
    forgetKey();
    setKey(null);
    setUsage(null);
  }, []);

  const refreshUsage = useCallback(() => {
    getUsage().then(
      (u) => { setUsage(u); setUsageError(null); },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'invalid_api_key') signOut();
        else if (error instanceof ApiError) setUsageError(error);
      },
    );
  }, [signOut]);

  useEffect(() => {
    if (key !== null) refreshUsage();
  }, [key, refreshUsage]);

  // One live connection per signed-in key, closed on sign-out.
  const [live, setLive] = useState<LiveJobs | null>(null);
  useEffect(() => {
    if (key === null) return;
    const connection = connectLiveJobs(key);
    setLive(connection);
    return () => {
      connection.close();
      setLive(null);
    };
  }, [key]);

  useEffect(() => {
    document.title = key === null ? 'Sign in · LedgerLens' : `${TITLES[route.page]} · LedgerLens`;
  }, [key, route.page]);

  if (key === null) {
    return (
      <SignInPage
        onSignedIn={(newKey, firstUsage) => {
          storeKey(newKey);
          setUsage(firstUsage);
          setKey(newKey);
        }}
      />
    );
  }

  if (live === null) return null;

  const nav: { route: Route; label: string }[] = [
    { route: { page: 'upload' }, label: 'Upload' },
    { route: { page: 'jobs', status: '', company: '' }, label: 'Jobs' },
    { route: { page: 'keys' }, label: 'API keys' },
  ];
  const current = (r: Route): boolean => r.page === route.page || (r.page === 'jobs' && (route.page === 'job' || route.page === 'company'));

  return (
    <LiveJobsContext.Provider value={live}>
      <a className="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>Skip to content</a>
      <header className="top">
        <div className="brand">LedgerLens</div>
        <nav aria-label="Main">
          <ul>
            {nav.map((item) => (
              <li key={item.label}>
                <a href={hrefOf(item.route)} aria-current={current(item.route) ? 'page' : undefined}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account">
          {usage !== null && <UsageMeter usage={usage} />}
          {usageError !== null && <ErrorNotice error={usageError} />}
          <LiveStatus />
          <button type="button" className="secondary" onClick={signOut}>Sign out</button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {route.page === 'upload' && <UploadPage onUploaded={refreshUsage} />}
        {route.page === 'jobs' && <JobsPage status={route.status} company={route.company} />}
        {route.page === 'job' && <JobPage jobId={route.jobId} />}
        {route.page === 'company' && <CompanyPage company={route.company} />}
        {route.page === 'keys' && <KeysPage onSignedOut={signOut} />}
      </main>
    </LiveJobsContext.Provider>
  );
};
