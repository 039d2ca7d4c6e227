// Route guards of spec §2 and §6: who may see what, decided by the domain's permission model.
import { useIsRestoring } from '@tanstack/react-query';
import { type Access, checkAccess, FORCE_2FA_EDITOR, isAdmin } from '@tuura/domain/permissions';
import { lazy, type ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NetworkError } from '../api/client.ts';
import { knownSession, type Session, useSession } from '../api/session.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { adminMenuPath, homeFor, loginPathFor, paths } from './paths.ts';

const NotAuthorizedPage = lazy(() =>
  import('../features/errors/ErrorPage.tsx').then((m) => ({ default: m.NotAuthorizedPage })),
);
const RouteErrorPage = lazy(() =>
  import('../features/errors/ErrorPage.tsx').then((m) => ({ default: m.RouteErrorPage })),
);

/**
 * The session a guard acts on, or what to show until it is known: the loader while asking, and
 * when asking failed with nothing saved to go on (server error, a proxy's 502, no connection) the
 * error page with a retry instead of a loader that never ends.
 */
function useGuardSession(): Session | ReactElement {
  const query = useSession();
  const restoring = useIsRestoring();
  const session = knownSession(query);
  if (session) return session;
  if (!restoring && !query.data && (query.isError || query.isPaused))
    return <RouteErrorPage error={query.error ?? new NetworkError()} onRetry={() => void query.refetch()} />;
  return <FullPageLoader />;
}

const isSession = (value: Session | ReactElement): value is Session => 'kind' in value;

/** A worker or admin login. Guests get 403; anyone else goes to login and comes back. */
export function RequireUser() {
  const data = useGuardSession();
  const { isFetching } = useSession();
  const location = useLocation();
  if (!isSession(data)) return data;
  if (data.kind === 'anonymous')
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (data.kind === 'guest') return <NotAuthorizedPage />;
  // Force-2FA: until two-factor is on, every path leads to the profile, except the setting's own
  // page for whoever may switch it off again (docs/decisions/070). A requirement read from the
  // saved cache may be older than the two-factor just enabled: wait for the server's answer.
  if (data.user.tfaRequired && location.pathname !== paths.profile && !mayPassForced(data, location.pathname))
    return isFetching ? <FullPageLoader /> : <Navigate to={paths.profile} replace />;
  return <Outlet />;
}

const ORGANIZATION_PAGE = adminMenuPath('organization');

/** The organisation page stays open to a force-2FA editor without two-factor, as its API does. */
const mayPassForced = (session: Extract<Session, { kind: 'user' }>, pathname: string) =>
  pathname === ORGANIZATION_PAGE &&
  checkAccess(FORCE_2FA_EDITOR, { kind: 'user', permissions: session.user.permissions }) === 'ok';

/** A guest-user login only. */
export function RequireGuest() {
  const data = useGuardSession();
  const location = useLocation();
  if (!isSession(data)) return data;
  if (data.kind === 'anonymous')
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (data.kind !== 'guest') return <NotAuthorizedPage />;
  return <Outlet />;
}

/** The page's access (spec §6), decided as the server's guard decides it; otherwise 403. */
export function RequireAccess({ access }: { access: Access }) {
  const { data } = useSession();
  const permissions = data?.kind === 'user' ? data.user.permissions : undefined;
  if (checkAccess(access, { kind: 'user', permissions }) !== 'ok') return <NotAuthorizedPage />;
  return <Outlet />;
}

/** Any admin role (spec §6: read or above in any area): the admin overview. */
export function RequireAdmin() {
  const { data } = useSession();
  if (data?.kind !== 'user' || !isAdmin(data.user.permissions)) return <NotAuthorizedPage />;
  return <Outlet />;
}

/** `/`: the right home for whoever is here. */
export function HomeRedirect() {
  const data = useGuardSession();
  if (!isSession(data)) return data;
  return <Navigate to={homeFor(data)} replace />;
}
