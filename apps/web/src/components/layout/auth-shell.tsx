import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../brand/logo.tsx';
import { showAdminTestBanner } from '../../lib/host.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { layoutStrings } from './strings.ts';

/** The frame of the login-free screens and the company picker: brand panel plus a centred card. */
export function AuthShell({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(typeof title === 'string' ? title : null);
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      {showAdminTestBanner() ? (
        <div
          role="note"
          className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-amber-950"
        >
          {layoutStrings.testBanner}
        </div>
      ) : null}
      <div className="flex flex-1">
        {/* A landmark of its own, so that everything on the page is in one (axe 'region'). */}
        <aside
          aria-label={layoutStrings.brandPanel}
          className="relative hidden w-[42%] max-w-xl overflow-hidden bg-brand-700 lg:flex lg:flex-col lg:justify-between lg:p-12"
        >
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(255,255,255,0.14),transparent_45%),radial-gradient(circle_at_80%_85%,rgba(134,139,252,0.35),transparent_50%)]"
          />
          <Link to="/login" className="relative w-fit rounded-md">
            <Logo inverted />
          </Link>
          <div className="relative">
            <p className="text-3xl leading-tight font-semibold text-white">{layoutStrings.tagline}</p>
            <p className="mt-4 max-w-sm text-base text-brand-100">{layoutStrings.taglineText}</p>
          </div>
          <p className="relative text-sm text-brand-200">{layoutStrings.footer}</p>
        </aside>
        <main className="flex min-w-0 flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
          <div className={wide ? 'w-full max-w-lg' : 'w-full max-w-sm'}>
            <div className="mb-8 lg:hidden">
              <Logo />
            </div>
            <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-gray-600">{subtitle}</p> : null}
            <div className="mt-8">{children}</div>
            {footer ? <div className="mt-8 text-center text-sm text-gray-600">{footer}</div> : null}
          </div>
        </main>
      </div>
    </div>
  );
}
