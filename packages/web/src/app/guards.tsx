// Route guards of spec §2 and §6: who may see what, decided by the domain's permission model.
import type { PermissionArea } from '@tuura/domain/enums';
import { readOrAbove } from '@tuura/domain/permissions';
import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useKnownSession, useSession } from '../api/session.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { loginPathFor, paths } from './paths.ts';

const NotAuthorizedPage = lazy(() =>
  import('../features/errors/ErrorPage.tsx').then((m) => ({ default: m.NotAuthorizedPage })),
);

/** A worker or admin login. Guests get 403; anyone else goes to login and comes back. */
export function RequireUser() {
  const data = useKnownSession();
  const location = useLocation();
  if (!data) return <FullPageLoader />;
  if (data.kind === 'anonymous')
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (data.kind === 'guest') return <NotAuthorizedPage />;
  // Force-2FA: until two-factor is on, every path leads to the profile.
  if (data.user.tfaRequired && location.pathname !== paths.profile)
    return <Navigate to={paths.profile} replace />;
  return <Outlet />;
}

/** A guest-user login only. */
export function RequireGuest() {
  const data = useKnownSession();
  const location = useLocation();
  if (!data) return <FullPageLoader />;
  if (data.kind === 'anonymous')
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (data.kind !== 'guest') return <NotAuthorizedPage />;
  return <Outlet />;
}

/** Read or above in every listed area (spec §6 menu visibility); otherwise 403. */
export function RequireAreas({ areas }: { areas: readonly PermissionArea[] }) {
  const { data } = useSession();
  const permissions = data?.kind === 'user' ? data.user.permissions : undefined;
  if (!areas.every((area) => readOrAbove(permissions, area))) return <NotAuthorizedPage />;
  return <Outlet />;
}

/** `/`: the right home for whoever is here. */
export function HomeRedirect() {
  const data = useKnownSession();
  if (!data) return <FullPageLoader />;
  if (data.kind === 'guest') return <Navigate to={paths.guestShifts} replace />;
  if (data.kind === 'user') return <Navigate to={paths.shifts} replace />;
  return <Navigate to={paths.login} replace />;
}
