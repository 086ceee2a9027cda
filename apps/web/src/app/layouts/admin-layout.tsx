import * as Dialog from '@radix-ui/react-dialog';
import { Building2, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChatLink } from '../../features/chat/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { GlobalSearch } from '../../features/search/index.ts';
import { useScreens } from '../../lib/screens.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { chromeStrings as t } from '../strings.ts';
import { Sidebar } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';
import { LayoutTop } from './layout-top.tsx';

/** The admin chrome (SPEC §2): sidebar (a drawer on phones), header with search, bell and user menu. */
export function AdminLayout() {
  const { role, container } = useWorkspace();
  const screens = useScreens();
  const location = useLocation();
  // The drawer remembers the page it was opened on, so navigating anywhere closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerPath(open ? location.pathname : null);
  const companyName = container ? container.displayName || container.name : null;

  return (
    <div className="min-h-dvh bg-gray-50">
      <LayoutTop />
      <div className="flex">
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-gray-200 bg-white lg:block print:hidden">
          <Sidebar role={role} screens={screens} />
        </aside>

        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-gray-900/40 lg:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="animate-drawer-in fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none lg:hidden"
            >
              <Dialog.Title className="sr-only">{t.nav.ariaLabel}</Dialog.Title>
              <Dialog.Close
                className="absolute top-3.5 right-3 inline-flex size-9 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100"
                aria-label={t.closeMenu}
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
              <Sidebar
                role={role}
                screens={screens}
                company={companyName}
                onNavigate={() => setDrawerOpen(false)}
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 print:hidden">
            <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
              <button
                type="button"
                className="inline-flex size-10 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 lg:hidden"
                aria-label={t.openMenu}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                <Menu className="size-5" aria-hidden />
              </button>
              <GlobalSearch className="min-w-0 flex-1 sm:max-w-md" />
              <div className="ml-auto flex items-center gap-1 sm:gap-2">
                <span
                  className="hidden items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1.5 text-sm font-medium text-gray-700 md:inline-flex"
                  data-testid="current-company"
                >
                  <Building2 className="size-4 text-gray-500" aria-hidden />
                  <span className="max-w-48 truncate">{companyName ?? t.noCompany}</span>
                </span>
                <ChatLink />
                <NotificationBell />
                <UserMenu />
              </div>
            </div>
          </header>
          <main
            id="main"
            tabIndex={-1}
            className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <div className="mx-auto w-full max-w-6xl">
              <Outlet />
            </div>
          </main>
        </div>
      </div>
    </div>
  );
}
