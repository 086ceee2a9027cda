import type { RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner.tsx';
import { ROUTE_NEEDS } from '../lib/access.ts';
import { RedirectIfSignedIn, RequireAuth, RequireContainerChoice, RequireRole } from './guards.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { NOT_YET_BUILT } from './not-yet-built.ts';
import { AccessDeniedPage } from './screens/access-denied.tsx';
import { NotFound, StandaloneNotFound } from './screens/not-found.tsx';
import { NotYetBuiltPage } from './screens/not-yet-built-page.tsx';
import { RouteError } from './screens/route-error.tsx';

/**
 * The admin variant's routes (SPEC §2). Screens are code-split: each lazy() loads its feature on first
 * visit. Guards: RedirectIfSignedIn (login-free screens), RequireAuth (valid token, loads the user and
 * the chosen company), RequireContainerChoice (several companies: pick one first), RequireRole.
 */
export const adminRoutes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        Component: RedirectIfSignedIn,
        children: [
          {
            path: 'login',
            lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'forgot/:email?',
            lazy: () => import('../features/auth/forgot-page.tsx').then((m) => ({ Component: m.ForgotPage })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/auth/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
          },
        ],
      },
      {
        path: 'reset/:token',
        lazy: () => import('../features/auth/reset-page.tsx').then((m) => ({ Component: m.ResetPage })),
      },
      {
        // An invitation link (issue 10): open whether or not someone is signed in.
        path: 'invite/:token',
        lazy: () => import('../features/auth/invite-page.tsx').then((m) => ({ Component: m.InvitePage })),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'admin/pick-container',
            lazy: () =>
              import('../features/containers/pick-container-page.tsx').then((m) => ({
                Component: m.PickContainerPage,
              })),
          },
          {
            Component: RequireContainerChoice,
            children: [
              {
                Component: AdminLayout,
                children: [
                  { index: true, lazy: home },
                  { path: 'admin', lazy: home },
                  { path: 'admin/access-denied', Component: AccessDeniedPage },
                  {
                    path: 'admin/profile',
                    lazy: () =>
                      import('../features/profile/profile-page.tsx').then((m) => ({
                        Component: m.ProfilePage,
                      })),
                  },
                  {
                    path: 'admin/change-password',
                    lazy: () =>
                      import('../features/account/change-password-page.tsx').then((m) => ({
                        Component: m.ChangePasswordPage,
                      })),
                  },
                  {
                    path: 'admin/users',
                    element: <RequireRole need={ROUTE_NEEDS['/admin/users']} />,
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          import('../features/users/users-page.tsx').then((m) => ({
                            Component: m.UsersPage,
                          })),
                      },
                      {
                        path: 'new',
                        lazy: () =>
                          import('../features/users/new-user-page.tsx').then((m) => ({
                            Component: m.NewUserPage,
                          })),
                      },
                      {
                        path: ':id',
                        lazy: () =>
                          import('../features/users/user-detail-page.tsx').then((m) => ({
                            Component: m.UserDetailPage,
                          })),
                      },
                    ],
                  },
                  {
                    path: 'admin/positions',
                    element: <RequireRole need={ROUTE_NEEDS['/admin/positions']} />,
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          import('../features/positions/positions-page.tsx').then((m) => ({
                            Component: m.PositionsPage,
                          })),
                      },
                      {
                        path: ':id',
                        lazy: () =>
                          import('../features/positions/position-detail-page.tsx').then((m) => ({
                            Component: m.PositionDetailPage,
                          })),
                      },
                      {
                        // The writer right on the position itself decides (canEdit; the server checks it).
                        path: ':id/edit',
                        lazy: () =>
                          import('../features/positions/position-editor-page.tsx').then((m) => ({
                            Component: m.PositionEditPage,
                          })),
                      },
                      {
                        element: <RequireRole need={ROUTE_NEEDS['/admin/positions/new']} />,
                        children: [
                          {
                            path: 'new',
                            lazy: () =>
                              import('../features/positions/position-type-picker-page.tsx').then((m) => ({
                                Component: m.PositionTypePickerPage,
                              })),
                          },
                          {
                            path: ':action/:type',
                            lazy: () =>
                              import('../features/positions/position-editor-page.tsx').then((m) => ({
                                Component: m.PositionCreatePage,
                              })),
                          },
                        ],
                      },
                      {
                        // The form builder; like edit, the writer right on the position decides.
                        path: ':id/form',
                        lazy: () =>
                          import('../features/positions/position-form-page.tsx').then((m) => ({
                            Component: m.PositionFormPage,
                          })),
                      },
                      {
                        // Applicants: the position's writer right decides what may be changed (canEdit).
                        path: ':id/applicants/new',
                        lazy: () =>
                          import('../features/applicants/new-applicant-page.tsx').then((m) => ({
                            Component: m.NewApplicantPage,
                          })),
                      },
                      {
                        path: ':id/applicants/:applicantId',
                        lazy: () =>
                          import('../features/applicants/applicant-page.tsx').then((m) => ({
                            Component: m.ApplicantPage,
                          })),
                      },
                      {
                        path: ':id/permissions',
                        lazy: () =>
                          import('../features/positions/position-permissions-page.tsx').then((m) => ({
                            Component: m.PositionPermissionsPage,
                          })),
                      },
                    ],
                  },
                  {
                    element: <RequireRole need={ROUTE_NEEDS['/admin/positions/new']} />,
                    children: [
                      {
                        path: 'admin/formbuilder',
                        lazy: () =>
                          import('../features/positions/formbuilder-redirects.tsx').then((m) => ({
                            Component: m.FormBuilderRedirect,
                          })),
                      },
                    ],
                  },
                  {
                    path: 'admin/formbuilderedit',
                    lazy: () =>
                      import('../features/positions/formbuilder-redirects.tsx').then((m) => ({
                        Component: m.FormBuilderEditRedirect,
                      })),
                  },
                  {
                    path: 'admin/form-templates',
                    element: <RequireRole need={ROUTE_NEEDS['/admin/form-templates']} />,
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          import('../features/form-templates/form-templates-page.tsx').then((m) => ({
                            Component: m.FormTemplatesPage,
                          })),
                      },
                      {
                        path: 'new',
                        lazy: () =>
                          import('../features/form-templates/template-editor-page.tsx').then((m) => ({
                            Component: m.NewFormTemplatePage,
                          })),
                      },
                      {
                        path: 'edit/:id',
                        lazy: () =>
                          import('../features/form-templates/template-editor-page.tsx').then((m) => ({
                            Component: m.EditFormTemplatePage,
                          })),
                      },
                    ],
                  },
                  ...NOT_YET_BUILT.map((entry): RouteObject => ({
                    path: entry.path.replace(/^\//, ''),
                    element: (
                      <RequireRole need={entry.need}>
                        <NotYetBuiltPage title={entry.title} />
                      </RequireRole>
                    ),
                  })),
                  { path: 'admin/*', element: <NotFound home="/admin" /> },
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

function home() {
  return import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage }));
}
