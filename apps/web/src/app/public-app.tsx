import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { ACCESSIBILITY_STATEMENT_PATH, TALENT_POOL_PATH } from '@rekry/domain/public';
import { PublicNotFound } from '../features/careers/public-not-found.tsx';
import { PublicLayout } from '../features/careers/public-layout.tsx';
import { RenderedWithContext, type RenderedWith } from '../features/careers/use-public-site.ts';
import { applyPage } from '../features/careers/apply/lazy-apply-page.ts';
import { listPage } from '../features/careers/lazy-list-page.ts';
import { positionPage } from '../features/careers/lazy-pages.ts';
import { bookingPage } from '../features/careers/booking/lazy-booking-page.ts';
import { surveyPage } from '../features/careers/survey/lazy-survey-page.ts';
import { statementPage } from '../features/careers/statement/lazy-statement-page.ts';
import {
  CONFIRM_ALERT_ADDRESS,
  MANAGE_ALERTS_ADDRESS,
  confirmAlertPage,
  manageAlertsPage,
} from '../features/careers/job-alerts/lazy-pages.ts';
import { talentPoolPage } from '../features/careers/talent-pool/lazy-talent-pool-page.ts';
import { QueryClient, QueryClientProvider, type DehydratedState } from '../features/careers/public-query.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { HtmlCleanerContext } from '../lib/use-clean-html.ts';
import { ErrorBoundary } from './screens/error-boundary.tsx';

/**
 * The public career site (SPEC §2 'Public'). Parameter names are those of features/careers/position-ref.ts:
 * `idSlug` for '/{id}_{slug}' (both parts optional) and '/positions/{id}', `guid` for internal positions.
 * It never imports admin code, and routes with wouter (a tenth of React Router's first-load cost, which
 * the admin keeps): the server renders the same tree (entry-server.tsx) inside `<Router ssrPath>`.
 */
export function PublicRoutes() {
  const list = (
    <Suspense fallback={<PageSpinner />}>
      <listPage.Page />
    </Suspense>
  );
  const detail = (
    <Suspense fallback={<PageSpinner />}>
      <positionPage.Page />
    </Suspense>
  );
  const apply = (
    <Suspense fallback={<PageSpinner />}>
      <applyPage.Page />
    </Suspense>
  );
  const booking = (
    <Suspense fallback={<PageSpinner />}>
      <bookingPage.Page />
    </Suspense>
  );
  const survey = (
    <Suspense fallback={<PageSpinner />}>
      <surveyPage.Page />
    </Suspense>
  );
  const statement = (
    <Suspense fallback={<PageSpinner />}>
      <statementPage.Page />
    </Suspense>
  );
  const confirmAlert = (
    <Suspense fallback={<PageSpinner />}>
      <confirmAlertPage.Page />
    </Suspense>
  );
  const manageAlerts = (
    <Suspense fallback={<PageSpinner />}>
      <manageAlertsPage.Page />
    </Suspense>
  );
  const pool = (
    <Suspense fallback={<PageSpinner />}>
      <talentPoolPage.Page />
    </Suspense>
  );
  return (
    <PublicLayout>
      <Switch>
        <Route path="/">{list}</Route>
        <Route path="/positions">{list}</Route>
        <Route path="/positions/:idSlug">{detail}</Route>
        <Route path="/positions/:idSlug/apply">{apply}</Route>
        <Route path="/internal/:guid">{detail}</Route>
        <Route path="/internal/:guid/apply">{apply}</Route>
        <Route path="/internal-positions/:guid">{detail}</Route>
        <Route path="/internal-positions/:guid/apply">{apply}</Route>
        <Route path="/boka/:token">{booking}</Route>
        <Route path="/bevakning/bekrafta/:token">{confirmAlert}</Route>
        <Route path="/bevakning/:token">{manageAlerts}</Route>
        <Route path="/enkat/:token">{survey}</Route>
        <Route path={ACCESSIBILITY_STATEMENT_PATH}>{statement}</Route>
        <Route path={TALENT_POOL_PATH}>{pool}</Route>
        <Route path="/:idSlug">{detail}</Route>
        <Route path="/:idSlug/apply">{apply}</Route>
        <Route>
          <PublicNotFound />
        </Route>
      </Switch>
    </PublicLayout>
  );
}

const APPLY_ADDRESS = /\/apply\/?$/;
const BOOKING_ADDRESS = /^\/boka\/[^/]+\/?$/;
const SURVEY_ADDRESS = /^\/enkat\/[^/]+\/?$/;
const LIST_ADDRESS = /^\/(?:positions\/?)?$/;
const isStatementAddress = (pathname: string) => pathname.replace(/\/$/, '') === ACCESSIBILITY_STATEMENT_PATH;
const isPoolAddress = (pathname: string) => pathname.replace(/\/$/, '') === TALENT_POOL_PATH;

/**
 * Loads the code of the page an address shows (none is in the entry: the list, a position, the apply
 * form, an interview's booking, an alert's links, the survey, the accessibility statement, the talent
 * pool), so a server-rendered page of it hydrates without suspending.
 */
export async function preloadRouteOf(pathname: string): Promise<void> {
  if (BOOKING_ADDRESS.test(pathname)) await bookingPage.load();
  else if (SURVEY_ADDRESS.test(pathname)) await surveyPage.load();
  else if (CONFIRM_ALERT_ADDRESS.test(pathname)) await confirmAlertPage.load();
  else if (MANAGE_ALERTS_ADDRESS.test(pathname)) await manageAlertsPage.load();
  else if (isStatementAddress(pathname)) await statementPage.load();
  else if (isPoolAddress(pathname)) await talentPoolPage.load();
  else if (APPLY_ADDRESS.test(pathname)) await applyPage.load();
  else if (LIST_ADDRESS.test(pathname)) await listPage.load();
  else await positionPage.load();
}

/** What the server renderer leaves in the page for the browser to hydrate from. */
export interface PublicPageState {
  companyKey: string | null;
  queries: DehydratedState;
}

/** The providers around the routes, the same on the server and in the browser. */
export function PublicProviders({
  client,
  renderedWith,
  cleanHtml,
  children,
}: {
  client: QueryClient;
  renderedWith: RenderedWith | null;
  /** The server renderer's HTML cleaner (it has no DOM for DOMPurify). */
  cleanHtml?: (html: string) => string;
  children: ReactNode;
}) {
  const routes = <RenderedWithContext value={renderedWith}>{children}</RenderedWithContext>;
  return (
    <QueryClientProvider client={client}>
      {cleanHtml ? <HtmlCleanerContext value={cleanHtml}>{routes}</HtmlCleanerContext> : routes}
    </QueryClientProvider>
  );
}

/**
 * The browser's app. With `state` (a server-rendered page) the answers the server used are put in the
 * query cache first, so hydration draws exactly the server's page and fetches none of them again.
 */
export function App({ state }: { state?: PublicPageState }) {
  const [client] = useState(() => {
    const created = new QueryClient();
    // The answers are as fresh as the page: the server drops a cached page when its data changes. Dated
    // now, by this clock, they are not fetched again on mount however long the page was cached.
    if (state) created.hydrate(state.queries);
    return created;
  });
  // Marks the page once the app has taken over the server's HTML (styles and journeys can wait for it).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  const [renderedWith] = useState(() =>
    state ? { host: window.location.host, companyKey: state.companyKey } : null,
  );
  return (
    <PublicProviders client={client} renderedWith={renderedWith}>
      <Router>
        <ErrorBoundary>
          <PublicRoutes />
        </ErrorBoundary>
      </Router>
    </PublicProviders>
  );
}
