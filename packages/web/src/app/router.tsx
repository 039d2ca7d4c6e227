// Routes of spec §2. Each feature page is its own lazy chunk; layouts and guards wrap them.
import { ADMIN_MENU } from '@tuura/domain/permissions';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { NotFoundPage, RouteErrorPage } from '../features/errors/ErrorPage.tsx';
import { HomeRedirect, RequireAreas, RequireGuest, RequireUser } from './guards.tsx';
import { paths, WORKER_MENU } from './paths.ts';
import { Root } from './Root.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const comingSoon = page(() => import('../features/placeholder/ComingSoonPage.tsx'));

/** A page whose feature arrives later: its title and an honest empty state. */
const placeholder = (path: string, titleKey: string): RouteObject => ({
  path,
  lazy: comingSoon,
  handle: { titleKey },
});

const workerPages: RouteObject[] = [
  ...WORKER_MENU.filter((m) => m.key !== 'profile' && m.key !== 'files').map((m) =>
    placeholder(m.path, `nav.${m.key}`),
  ),
  placeholder('/files/:context', 'nav.files'),
  { path: paths.profile, lazy: page(() => import('../features/profile/ProfilePage.tsx')) },
  { path: paths.notifications, lazy: page(() => import('../features/notifications/NotificationsPage.tsx')) },
];

const adminPages: RouteObject[] = ADMIN_MENU.map((item) => ({
  element: <RequireAreas areas={item.areas} />,
  children: [placeholder(item.path, `admin.${item.key}`)],
}));

const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      {
        lazy: page(() => import('./layouts/BareLayout.tsx')),
        children: [
          { path: paths.login, lazy: page(() => import('../features/auth/LoginPage.tsx')) },
          { path: paths.forgotPassword, lazy: page(() => import('../features/auth/ForgotPasswordPage.tsx')) },
          { path: paths.resetPassword(), lazy: page(() => import('../features/auth/ResetPasswordPage.tsx')) },
          { path: paths.manageLogin, element: <Navigate to={paths.login} replace /> },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { lazy: page(() => import('./layouts/UserLayout.tsx')), children: [...workerPages, ...adminPages] },
        ],
      },
      {
        element: <RequireGuest />,
        children: [
          {
            lazy: page(() => import('./layouts/GuestLayout.tsx')),
            children: [
              placeholder(paths.guestShifts, 'guest.shifts'),
              {
                path: paths.guestProfile,
                lazy: page(() => import('../features/profile/GuestProfilePage.tsx')),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export const AppRouter = () => <RouterProvider router={router} />;
