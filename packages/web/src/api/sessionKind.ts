// Which kind of session this browser had last, so a cold start warms up the right first page
// (app/warmUp.ts runs before the rest of the app is in): none for a guest, and none for nobody,
// whose warm-up requests would only be refused.
const KIND_KEY = 'tuura.sessionKind';

export type SessionKind = 'user' | 'guest' | 'anonymous';

export const rememberSessionKind = (kind: SessionKind) => localStorage.setItem(KIND_KEY, kind);

/** Which kind of session this browser had last ('anonymous' when none is remembered). */
export function lastSessionKind(): SessionKind {
  const kind = localStorage.getItem(KIND_KEY);
  return kind === 'user' || kind === 'guest' ? kind : 'anonymous';
}
