import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { lazyRoute, page } from '../lib/chunk.ts';
import { paths, recruitPaths } from '../lib/paths.ts';
import { ScreensContext, type Screen } from '../lib/screens.ts';
import { getContainerId, getSession } from '../lib/session.ts';
import {
  RedirectIfSignedIn,
  RequireAuth,
  RequireCandidate,
  RequireContainerChoice,
  RequireScreen,
  RequireStaff,
} from './guards.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { RecruitLayout } from './layouts/recruit-layout.tsx';
import { SCREENS } from './registry.ts';
import { NotFound, StandaloneNotFound } from './screens/not-found.tsx';
import { RouteError } from './screens/route-error.tsx';

/** A route of a page outside the registry (login-free screens, the recruit layout), loaded on first visit. */
function lazyPage<M>(
  path: string,
  chunk: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path, lazy: lazyRoute(page(chunk, load, pick)) };
}

/** The recruit layout's pages (SPEC §2): Home, My pages and the candidate's own password change. */
const recruitRoutes: RouteObject[] = [
  lazyPage(
    recruitPaths.home.slice(1),
    'recruit-home-page',
    () => import('../features/candidate/recruit-home-page.tsx'),
    (m) => m.RecruitHomePage,
  ),
  lazyPage(
    recruitPaths.myPages.slice(1),
    'my-pages-page',
    () => import('../features/candidate/my-pages-page.tsx'),
    (m) => m.MyPagesPage,
  ),
  // Imported from its own file, not the chat feature's index, so the staff chat stays out of this chunk.
  lazyPage(
    recruitPaths.messages.slice(1),
    'recruit-chat-page',
    () => import('../features/chat/recruit-chat-page.tsx'),
    (m) => m.RecruitChatPage,
  ),
  lazyPage(
    recruitPaths.changePassword.slice(1),
    'change-password-page',
    () => import('../features/account/change-password-page.tsx'),
    (m) => m.ChangePasswordPage,
  ),
];

/** Starts a screen's own queries beside its chunk, when someone is signed in and a company is chosen. */
function prefetchLoader(screen: Screen, client: QueryClient | undefined) {
  const { prefetch } = screen;
  if (!prefetch || !client) return {};
  return {
    loader: () => {
      const containerId = getContainerId();
      if (getSession() && containerId !== null) void prefetch(client, containerId);
      return null;
    },
  };
}

/** One route per address of a registry screen, behind its guard (role, ids); lazily loaded. */
function screenRoutes(screen: Screen, client?: QueryClient): RouteObject[] {
  return [screen.path, ...(screen.aliases ?? [])].map((path) => {
    // The route's id names its screen, so a test can see which screen an address reaches.
    const id = path === screen.path ? screen.id : `${screen.id}:${path}`;
    const where = path === '/' ? { id, index: true as const } : { id, path: path.slice(1) };
    const load = screen.page;
    return {
      ...where,
      ...prefetchLoader(screen, client),
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
 * Any other address under /admin is a not-found inside the chrome. With the app's `client`, a screen's
 * `prefetch` starts its queries beside its chunk.
 */
export function buildAdminRoutes(screens: readonly Screen[] = SCREENS, client?: QueryClient): RouteObject[] {
  const routesOf = (screen: Screen) => screenRoutes(screen, client);
  const outside = screens.filter((entry) => entry.outsideChrome).flatMap(routesOf);
  const inside = screens.filter((entry) => !entry.outsideChrome).flatMap(routesOf);
  return [
    {
      // The sidebar and the home page's cards read the same screens as the routes.
      element: (
        <ScreensContext value={screens}>
          <Outlet />
        </ScreensContext>
      ),
      ErrorBoundary: RouteError,
      HydrateFallback: FullScreenSpinner,
      children: [
        {
          Component: RedirectIfSignedIn,
          children: [
            lazyPage(
              paths.login.slice(1),
              'login-page',
              () => import('../features/auth/login-page.tsx'),
              (m) => m.LoginPage,
            ),
            lazyPage(
              'forgot/:email?',
              'forgot-page',
              () => import('../features/auth/forgot-page.tsx'),
              (m) => m.ForgotPage,
            ),
            lazyPage(
              'register',
              'register-page',
              () => import('../features/auth/register-page.tsx'),
              (m) => m.RegisterPage,
            ),
          ],
        },
        lazyPage(
          'reset/:token',
          'reset-page',
          () => import('../features/auth/reset-page.tsx'),
          (m) => m.ResetPage,
        ),
        // The retention warning's link: the applicant renews consent or deletes, no login.
        lazyPage(
          'samtycke/:token',
          'consent-page',
          () => import('../features/auth/consent-page.tsx'),
          (m) => m.ConsentPage,
        ),
        // The reply link of a staff message: the applicant reads and answers, no login.
        lazyPage(
          'svar/:token',
          'reply-page',
          () => import('../features/chat/reply-page.tsx'),
          (m) => m.ReplyPage,
        ),
        // The sign-up confirmation link: signs in as the new account, whoever was signed in.
        lazyPage(
          recruitPaths.confirm.pattern.slice(1),
          'confirm-account-page',
          () => import('../features/auth/confirm-account-page.tsx'),
          (m) => m.ConfirmAccountPage,
        ),
        // An invitation link: open whether or not someone is signed in.
        lazyPage(
          'invite/:token',
          'invite-page',
          () => import('../features/auth/invite-page.tsx'),
          (m) => m.InvitePage,
        ),
        {
          Component: RequireAuth,
          children: [
            // The candidate's own pages; staff are sent to their home.
            {
              Component: RequireCandidate,
              children: [{ Component: RecruitLayout, children: recruitRoutes }],
            },
            {
              Component: RequireStaff,
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
          ],
        },
        { path: '*', Component: StandaloneNotFound },
      ],
    },
  ];
}

export const adminRoutes = buildAdminRoutes();
