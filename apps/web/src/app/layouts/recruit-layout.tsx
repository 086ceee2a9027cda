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
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
          <Link to={recruitPaths.home} className="shrink-0 rounded-md" aria-label={`Rekry – ${t.home}`}>
            <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
          </Link>
          <nav aria-label={t.nav} className="flex min-w-0 items-center gap-1">
            {nav.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === recruitPaths.home}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
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
