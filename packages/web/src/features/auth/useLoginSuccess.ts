import { useNavigate, useSearchParams } from 'react-router';
import { type Session, useSetSession } from '../../api/session.ts';
import { homeFor, safeReturnPath } from '../../app/paths.ts';

type SignedIn = Exclude<Session, { kind: 'anonymous' }>;

/** Where a signed-in person goes from the login page: back where they were headed, or home. */
export function useReturnPath() {
  const [search] = useSearchParams();
  return (session: SignedIn) => safeReturnPath(search.get('p')) ?? homeFor(session);
}

/** After login: remember the session, then go back where the person was headed. */
export function useLoginSuccess() {
  const setSession = useSetSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return (session: SignedIn) => {
    setSession(session);
    navigate(returnPath(session), { replace: true });
  };
}
