import { useQuery } from '@tanstack/react-query';
import { Menu, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/brand/logo.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { publicApi } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { showPublicTestNotice } from '../../lib/host.ts';
import { careerStrings as t } from './strings.ts';

/**
 * The public layout (SPEC §2): a navbar with a desktop bar and a mobile bar with a menu toggle. The logo
 * and 'Sök jobb' lead to /positions. Dev and staging hosts show a notice that the data is not real.
 */
export function PublicLayout() {
  const location = useLocation();
  // The menu remembers the page it was opened on, so following a link closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === location.pathname;
  const config = useQuery({ queryKey: ['public-config'], queryFn: publicApi.config, staleTime: Infinity });

  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        {showPublicTestNotice() ? (
          <div
            role="note"
            className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-amber-950"
          >
            {t.testNotice}
          </div>
        ) : null}
        <nav
          aria-label={t.menu}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
        >
          <Link to="/positions" className="rounded-md" aria-label={t.home}>
            <Logo />
          </Link>
          <div className="hidden items-center gap-6 sm:flex">
            <NavLink
              to="/positions"
              className={({ isActive }) =>
                cn('text-sm font-medium', isActive ? 'text-brand-700' : 'text-gray-600 hover:text-gray-900')
              }
            >
              {t.positions}
            </NavLink>
            <Link to="/positions" className={buttonClass('primary')}>
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
            onClick={() => setMenuPath(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </nav>
        {menuOpen ? (
          <div id="public-mobile-menu" className="space-y-2 border-t border-gray-100 px-4 py-4 sm:hidden">
            <Link
              to="/positions"
              className="block rounded-md px-3 py-2 text-base font-medium text-gray-700 hover:bg-gray-50"
            >
              {t.positions}
            </Link>
            <Link to="/positions" className={buttonClass('primary', 'lg', 'w-full')}>
              <Search className="size-4" aria-hidden />
              {t.searchJobs}
            </Link>
          </div>
        ) : null}
      </header>
      <main className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <footer className="bg-[#333333] text-sm text-white/80">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <Logo inverted className="[&_span]:text-base" />
          {config.data?.operatorName ? (
            <p>
              {t.inCooperation} <span className="font-medium text-white">{config.data.operatorName}</span>
            </p>
          ) : null}
        </div>
      </footer>
    </div>
  );
}
