import { useQuery } from './public-query.tsx';
import { CircleSlash, Menu, Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { PublicContainer } from '@rekry/domain/public';
import { Logo } from '../../components/brand/logo.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { FullScreenSpinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { showPublicTestNotice } from '../../lib/host.ts';
import { CandidateLink } from './candidate-link.tsx';
import { CompanyFooter } from './company-footer.tsx';
import { StatementLink } from './statement-link.tsx';
import { SEARCH_FIELD_ID } from './search-anchor.ts';
import { publicQueries } from './public-queries.ts';
import { careerStrings as t } from './strings.ts';
import { themed, themeStyle } from './theme.ts';
import { ResolvedSiteContext, usePublicHost, useResolvePublicSite } from './use-public-site.ts';

/**
 * The public layout (SPEC §2). The public company is resolved first: when there is none (id 0) the portal
 * shows its navbar; a company's pages have no navbar but its theme and footer. The pages (`children`)
 * read the resolved site with usePublicSite().
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const site = useResolvePublicSite();
  const config = useQuery(publicQueries.config());
  const operatorName = config.data?.operatorName;

  if (site.mode === 'loading') return <FullScreenSpinner />;
  if (site.mode === 'unavailable') return <UnavailableSite />;
  const content = (
    <ResolvedSiteContext value={site}>
      {children}
      <ScrollToTop />
    </ResolvedSiteContext>
  );
  return site.mode === 'company' ? (
    <CompanyChrome company={site.company} operatorName={operatorName}>
      {content}
    </CompanyChrome>
  ) : (
    <PortalChrome operatorName={operatorName}>{content}</PortalChrome>
  );
}

/** A company whose career site is not available: a plain page that tells nothing about the company. */
function UnavailableSite() {
  useDocumentTitle(t.unavailableTitle);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-16">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-500">
          <CircleSlash className="size-7" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t.unavailableTitle}</h1>
        <p className="mt-3 text-sm text-gray-600">{t.unavailableText}</p>
      </div>
    </main>
  );
}

/** A new page starts at its top; back and forward are the browser's, which returns to where one was. */
function ScrollToTop() {
  const [pathname] = useLocation();
  const backOrForward = useRef(false);
  useEffect(() => {
    const onPopState = () => (backOrForward.current = true);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  useEffect(() => {
    if (!backOrForward.current) window.scrollTo(0, 0);
    backOrForward.current = false;
  }, [pathname]);
  return null;
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-gray-900 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
    >
      {t.skipToContent}
    </a>
  );
}

function TestNotice() {
  return showPublicTestNotice(usePublicHost()) ? (
    <div role="note" className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-amber-950">
      {t.testNotice}
    </div>
  ) : null;
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
      {children}
    </main>
  );
}

/** 'Sök jobb': the list with the cursor in its search field. */
const SEARCH_HREF = `/positions#${SEARCH_FIELD_ID}`;

/** A company's pages: its theme as CSS variables, no navbar, its footer (SPEC §2). */
function CompanyChrome({
  company,
  operatorName,
  children,
}: {
  company: PublicContainer;
  operatorName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-h-dvh flex-col', themed.page)} style={themeStyle(company.theme)}>
      <SkipLink />
      <TestNotice />
      <Main>{children}</Main>
      <CompanyFooter company={company} operatorName={operatorName} />
    </div>
  );
}

/**
 * The portal: a navbar with a desktop bar and a mobile bar with a menu toggle; the logo leads to
 * /positions, 'Sök jobb' to its search field, 'Logga in' to the candidate's sign-in ('Mina sidor' once
 * signed in). Dev and staging hosts show a notice that the data is not real.
 */
function PortalChrome({ operatorName, children }: { operatorName?: string; children: ReactNode }) {
  const [pathname] = useLocation();
  // The menu remembers the page it was opened on, so following a link closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const listActive = pathname === '/positions';

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white">
        <TestNotice />
        <nav
          aria-label={t.menu}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
        >
          <Link href="/positions" className="rounded-md" aria-label={t.home}>
            <Logo />
          </Link>
          <div className="hidden items-center gap-6 sm:flex">
            <Link
              href="/positions"
              aria-current={listActive ? 'page' : undefined}
              className={cn(
                'text-sm font-medium',
                listActive ? 'text-brand-700' : 'text-gray-600 hover:text-gray-900',
              )}
            >
              {t.positions}
            </Link>
            <CandidateLink className="inline-flex items-center gap-1.5 text-sm font-medium text-gray-600 hover:text-gray-900" />
            <Link href={SEARCH_HREF} className={buttonClass('primary')}>
              <Search className="size-4" aria-hidden />
              {t.searchJobs}
            </Link>
          </div>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 sm:hidden"
            aria-expanded={menuOpen}
            aria-controls="public-mobile-menu"
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMenuPath(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </nav>
        {menuOpen ? (
          <div id="public-mobile-menu" className="space-y-2 border-t border-gray-100 px-4 py-4 sm:hidden">
            <Link
              href="/positions"
              className="block rounded-md px-3 py-2 text-base font-medium text-gray-700 hover:bg-gray-50"
            >
              {t.positions}
            </Link>
            <CandidateLink className="flex items-center gap-2 rounded-md px-3 py-2 text-base font-medium text-gray-700 hover:bg-gray-50" />
            <Link href={SEARCH_HREF} className={buttonClass('primary', 'lg', 'w-full')}>
              <Search className="size-4" aria-hidden />
              {t.searchJobs}
            </Link>
          </div>
        ) : null}
      </header>
      <Main>{children}</Main>
      <footer className="bg-[#333333] text-sm text-white/80">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <Logo inverted className="[&_span]:text-base" />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
            <StatementLink className="font-medium text-white underline underline-offset-2" />
            {operatorName ? (
              <p>
                {t.inCooperation} <span className="font-medium text-white">{operatorName}</span>
              </p>
            ) : null}
          </div>
        </div>
      </footer>
    </div>
  );
}
