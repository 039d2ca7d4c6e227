import { useNavigate, useSearchParams } from 'react-router';
import { rememberSessionKind, type Session, useSetSession } from '../../api/session.ts';
import { paths, safeReturnPath } from '../../app/paths.ts';

/** After login: remember the session, then go back where the person was headed. */
export function useLoginSuccess() {
  const setSession = useSetSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (session: Exclude<Session, { kind: 'anonymous' }>) => {
    rememberSessionKind(session.kind);
    setSession(session);
    const home = session.kind === 'guest' ? paths.guestShifts : paths.shifts;
    navigate(safeReturnPath(search.get('p')) ?? home, { replace: true });
  };
}
