// Routes of spec §2. Each feature page is its own lazy chunk; layouts and guards wrap them, and
// each route names the tab's title (PageTitle). A page that shows another subject's pieces is
// composed in pages/ (decision 146).
// Declarative mode: pages fetch with TanStack Query, so the data router's loaders would go
// unused, and it costs 16 KB gzip on every first load (docs/decisions/005-bundle-budget.md).
import { ADMIN_MENU } from '@tuura/domain/permissions';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { HomeRedirect, RequireAccess, RequireAdmin, RequireGuest, RequireUser } from './guards.tsx';
import { paths, WORKER_MENU } from './paths.ts';
import { Root } from './Root.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

const BareLayout = lazy(() => import('./layouts/BareLayout.tsx'));
const UserLayout = lazy(() => import('./layouts/UserLayout.tsx'));
const GuestLayout = lazy(() => import('./layouts/GuestLayout.tsx'));
const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage.tsx'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage.tsx'));
const GuestProfilePage = lazy(() => import('../features/profile/GuestProfilePage.tsx'));
const GuestShiftsPage = lazy(() => import('../features/guest/GuestShiftsPage.tsx'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage.tsx'));
const AdminHomePage = lazy(() => import('../features/admin/AdminHomePage.tsx'));
const FilesPage = lazy(() => import('../features/files/FilesPage.tsx'));
const ConsentPage = lazy(() => import('../features/oauth/ConsentPage.tsx'));
const NotFoundPage = lazy(() =>
  import('../features/errors/ErrorPage.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/** Each worker menu item's page (profile and files have routes of their own below). */
const WORKER_PAGES: Record<
  Exclude<(typeof WORKER_MENU)[number]['key'], 'profile' | 'files'>,
  ComponentType
> = {
  shifts: lazy(() => import('./pages/MyShifts.tsx')),
  addShifts: lazy(() => import('./pages/AddShifts.tsx')),
  marketplace: lazy(() => import('../features/market/worker/MarketPage.tsx')),
  instructions: lazy(() => import('../features/instructions/InstructionsPage.tsx')),
  polls: lazy(() => import('../features/polls/PollsPage.tsx')),
  compensation: lazy(() => import('../features/compensation/CompensationPage.tsx')),
};

/** Each admin menu item's page: a menu item without one does not compile. */
const ADMIN_PAGES: Record<(typeof ADMIN_MENU)[number]['key'], ComponentType> = {
  stamps: lazy(() => import('../features/stamps/admin/StampsPage.tsx')),
  cancellations: lazy(() => import('../features/cancellations/admin/CancellationsPage.tsx')),
  suggestions: lazy(() => import('../features/requests/admin/SuggestionsPage.tsx')),
  customers: lazy(() => import('../features/customers/CustomersPage.tsx')),
  organization: lazy(() => import('../features/organization/OrganizationPage.tsx')),
  shifts: lazy(() => import('./pages/AdminShifts.tsx')),
  templates: lazy(() => import('../features/templates/TemplatesPage.tsx')),
  planning: lazy(() => import('../features/planning/PlanningPage.tsx')),
  groups: lazy(() => import('../features/groups/GroupsPage.tsx')),
  skills: lazy(() => import('../features/skills/SkillsPage.tsx')),
  guestUsers: lazy(() => import('../features/guestUsers/GuestUsersPage.tsx')),
  users: lazy(() => import('../features/users/UsersPage.tsx')),
  alerts: lazy(() => import('../features/alerts/AlertsPage.tsx')),
  bills: lazy(() => import('../features/bills/BillsPage.tsx')),
  business: lazy(() => import('../features/business/BusinessPage.tsx')),
  reports: lazy(() => import('../features/business/reports/ReportsPage.tsx')),
  integrations: lazy(() => import('../features/integrations/IntegrationsPage.tsx')),
  audit: lazy(() => import('../features/audit/AuditPage.tsx')),
};

/** A route's page with the tab's title (`titleKey`, an i18n key): every route has one. */
const titled = (titleKey: string, page: ReactNode) => <PageTitle titleKey={titleKey}>{page}</PageTitle>;

const workerPages = [
  ...WORKER_MENU.flatMap((m) => {
    if (m.key === 'profile' || m.key === 'files') return [];
    const Page = WORKER_PAGES[m.key];
    return [<Route key={m.key} path={m.path} element={titled(`nav.${m.key}`, <Page />)} />];
  }),
  // A context (my-files, shared-with-me, public, users) or a folder's id (spec §2).
  <Route key="files" path={paths.files(':context')} element={titled('nav.files', <FilesPage />)} />,
  <Route key="profile" path={paths.profile} element={titled('nav.profile', <ProfilePage />)} />,
  <Route
    key="notifications"
    path={paths.notifications}
    element={titled('nav.notifications', <NotificationsPage />)}
  />,
];

const adminPages = [
  <Route key="adminHome" element={<RequireAdmin />}>
    <Route path={paths.adminHome} element={titled('nav.adminHome', <AdminHomePage />)} />
  </Route>,
  ...ADMIN_MENU.map((item) => {
    const Page = ADMIN_PAGES[item.key];
    return (
      <Route key={item.key} element={<RequireAccess access={item.access} />}>
        <Route path={item.path} element={titled(`admin.${item.key}`, <Page />)} />
      </Route>
    );
  }),
];

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        {/* Navigations are transitions: the current page stays until the next one's chunk is in. */}
        <Suspense fallback={<FullPageLoader />}>
          <Routes>
            <Route element={<Root />}>
              <Route path={paths.home} element={<HomeRedirect />} />
              <Route element={<BareLayout />}>
                <Route path={paths.login} element={titled('login.title', <LoginPage />)} />
                <Route
                  path={paths.forgotPassword}
                  element={titled('reset.forgotTitle', <ForgotPasswordPage />)}
                />
                <Route path={paths.resetPassword()} element={titled('reset.title', <ResetPasswordPage />)} />
                <Route path={paths.manageLogin} element={<Navigate to={paths.login} replace />} />
              </Route>
              {/* A partner tool's sign-in through Tuura (decision 122): a user login, no menu. */}
              <Route element={<RequireUser />}>
                <Route element={<BareLayout />}>
                  <Route path={paths.oauthConsent()} element={titled('oauth.title', <ConsentPage />)} />
                </Route>
              </Route>
              <Route element={<RequireUser />}>
                <Route element={<UserLayout />}>
                  {workerPages}
                  {adminPages}
                </Route>
              </Route>
              <Route element={<RequireGuest />}>
                <Route element={<GuestLayout />}>
                  <Route path={paths.guestShifts} element={titled('guest.shifts', <GuestShiftsPage />)} />
                  <Route path={paths.guestProfile} element={titled('guest.profile', <GuestProfilePage />)} />
                </Route>
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
