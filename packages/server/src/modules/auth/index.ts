// What other modules may use of auth (decision 022): the users admin claims and frees login
// emails, ends sessions, mails password links and clears two-factor through these.
export { clearTwoFactor } from './clearTwoFactor.ts';
export { lookUpAccountEmail, registerAccountEmail, releaseAccountEmail } from './directory.ts';
export { sendPasswordLink } from './reset.ts';
export { endOtherSessionsOf, sessionsOf } from './sessionList.ts';
export { endSessionsOf, liveSessionPermissions } from './sessions.ts';
