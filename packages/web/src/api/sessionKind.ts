// Which kind of login this browser had last, so a cold start asks the right refresh first
// (app/boot.ts sends it before the rest of the app is in).
const KIND_KEY = 'tuura.sessionKind';

export const rememberSessionKind = (kind: 'user' | 'guest') => localStorage.setItem(KIND_KEY, kind);

/** Which kind of login this browser had last ('user' when none is remembered). */
export const lastSessionKind = (): 'user' | 'guest' =>
  localStorage.getItem(KIND_KEY) === 'guest' ? 'guest' : 'user';
