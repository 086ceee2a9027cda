import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../../components/brand/logo.tsx';
import { candidateStrings } from '../../features/candidate/strings.ts';
import { cn } from '../../lib/cn.ts';
import { recruitPaths } from '../../lib/paths.ts';
import { AccountMenu, PasswordAndLogoutItems } from './user-menu.tsx';
import { LayoutTop } from './layout-top.tsx';

const t = candidateStrings.layout;

/**
 * The recruit layout (SPEC §2): the candidate's own pages under a simple top bar — the brand,
 * Hem, Mina sidor and Meddelanden, and a user menu (change password, log out). No staff chrome at all.
 */
export function RecruitLayout() {
  const nav = [
    { to: recruitPaths.home, label: t.home },
    { to: recruitPaths.myPages, label: t.myPages },
    { to: recruitPaths.messages, label: t.messages },
  ];
  return (
    <div className="min-h-dvh bg-gray-50">
      <LayoutTop />
      {/* On a phone the three links take a row of their own: beside the logo and the menu they do not fit 320 px. */}
      <header className="top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 sm:sticky">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 px-4 pt-2 sm:h-16 sm:flex-nowrap sm:gap-6 sm:px-6 sm:pt-0">
          <Link to={recruitPaths.home} className="shrink-0 rounded-md" aria-label={`Rekry – ${t.home}`}>
            <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
          </Link>
          <nav
            aria-label={t.nav}
            className="order-last -mx-1 flex w-full items-center gap-1 py-2 sm:order-none sm:mx-0 sm:w-auto sm:min-w-0 sm:py-0"
          >
            {nav.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === recruitPaths.home}
                className={({ isActive }) =>
                  cn(
                    'flex-1 rounded-md px-2 py-2 text-center text-sm font-medium whitespace-nowrap sm:flex-none sm:px-3',
                    isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto">
            <RecruitUserMenu />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 lg:py-10">
        <div className="mx-auto w-full max-w-5xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

function RecruitUserMenu() {
  return (
    <AccountMenu label={t.openMenu}>
      <PasswordAndLogoutItems changePassword={recruitPaths.changePassword} />
    </AccountMenu>
  );
}
