import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { lazyRoute, page } from '../lib/chunk.ts';
import { paths } from '../lib/paths.ts';
import { RedirectIfSignedIn, RequireAuth, RequireContainerChoice, RequireScreen } from './guards.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { SCREENS, type Screen } from './registry.tsx';
import { NotFound, StandaloneNotFound } from './screens/not-found.tsx';
import { NotYetBuiltPage } from './screens/not-yet-built-page.tsx';
import { RouteError } from './screens/route-error.tsx';

/** A route of the login-free screens, loaded on first visit like the registry's pages. */
function loginFree<M>(
  path: string,
  chunk: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path, lazy: lazyRoute(page(chunk, load, pick)) };
}

/** One route per address of a registry screen, behind its guard (role, ids); lazily loaded. */
function screenRoutes(screen: Screen): RouteObject[] {
  return [screen.path, ...(screen.aliases ?? [])].map((path) => {
    // The route's id names its screen, so a test can see which screen an address reaches.
    const id = path === screen.path ? screen.id : `${screen.id}:${path}`;
    const where = path === '/' ? { id, index: true as const } : { id, path: path.slice(1) };
    const load = screen.page;
    if (!load) {
      return {
        ...where,
        element: (
          <RequireScreen screen={screen}>
            <NotYetBuiltPage title={screen.title} />
          </RequireScreen>
        ),
      };
    }
    return {
      ...where,
      lazy: () =>
        load().then((Page) => ({
          Component: () => (
            <RequireScreen screen={screen}>
              <Page />
            </RequireScreen>
          ),
        })),
    };
  });
}

/**
 * The admin variant's routes (SPEC §2), derived from the screen registry. Guards: RedirectIfSignedIn
 * (login-free screens), RequireAuth (valid token, loads the user and the chosen company),
 * RequireContainerChoice (several companies: pick one first), RequireScreen (the screen's role and ids).
 * Any other address under /admin is a not-found inside the chrome.
 */
export function buildAdminRoutes(screens: Screen[] = SCREENS): RouteObject[] {
  const outside = screens.filter((entry) => entry.outsideChrome).flatMap(screenRoutes);
  const inside = screens.filter((entry) => !entry.outsideChrome).flatMap(screenRoutes);
  return [
    {
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenSpinner,
      children: [
        {
          Component: RedirectIfSignedIn,
          children: [
            loginFree(
              'login',
              'login-page',
              () => import('../features/auth/login-page.tsx'),
              (m) => m.LoginPage,
            ),
            loginFree(
              'forgot/:email?',
              'forgot-page',
              () => import('../features/auth/forgot-page.tsx'),
              (m) => m.ForgotPage,
            ),
            loginFree(
              'register',
              'register-page',
              () => import('../features/auth/register-page.tsx'),
              (m) => m.RegisterPage,
            ),
          ],
        },
        loginFree(
          'reset/:token',
          'reset-page',
          () => import('../features/auth/reset-page.tsx'),
          (m) => m.ResetPage,
        ),
        // An invitation link (issue 10): open whether or not someone is signed in.
        loginFree(
          'invite/:token',
          'invite-page',
          () => import('../features/auth/invite-page.tsx'),
          (m) => m.InvitePage,
        ),
        {
          Component: RequireAuth,
          children: [
            ...outside,
            {
              Component: RequireContainerChoice,
              children: [
                {
                  Component: AdminLayout,
                  children: [...inside, { path: 'admin/*', element: <NotFound home={paths.home} /> }],
                },
              ],
            },
          ],
        },
        { path: '*', Component: StandaloneNotFound },
      ],
    },
  ];
}

export const adminRoutes = buildAdminRoutes();
