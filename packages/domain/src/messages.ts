// Every message an API error can carry (docs/decisions/030): a key the web translates (fi, en),
// the names of the parameters its text uses, the error code it is thrown with, and a
// developer-facing English default that fills the body's `message` for API clients.
// Per-field messages are validation.ts's MESSAGE_KEYS; this list is the error's own message.
import { ERROR_CODES, type ErrorCode } from './enums.ts';
import { NOT_AUTHORIZED_MESSAGE } from './permissions.ts';

export type MessageParam = string | number;

/** `code` null: sent by the error handler itself, never thrown by a service. */
function message<const C extends ErrorCode | null, const P extends readonly string[] = []>(
  code: C,
  english: string,
  ...params: P
) {
  return { code, english, params };
}

export const ERROR_MESSAGES = {
  // A code's general message, for errors that have nothing more specific to say.
  'request.invalid': message(ERROR_CODES.validation, 'Invalid input'),
  'request.bad': message(ERROR_CODES.badRequest, 'Bad request'),
  'request.notFound': message(ERROR_CODES.notFound, 'Not found'),
  'request.noRoute': message(ERROR_CODES.notFound, 'No route {{method}} {{path}}', 'method', 'path'),
  'request.conflict': message(ERROR_CODES.conflict, 'Conflict'),
  'request.tooLarge': message(ERROR_CODES.tooLarge, 'Too large'),
  'request.tooManyTries': message(ERROR_CODES.tooManyTries, 'Too many tries, try again later'),
  'request.crossOrigin': message(ERROR_CODES.crossOrigin, 'Cross-origin request refused'),
  'request.refused': message(null, 'Request refused'),
  // For the framework's own answers before routing (405, a malformed or over-long URL).
  'request.methodNotAllowed': message(null, 'Method {{method}} not allowed here', 'method'),
  'request.badUrl': message(ERROR_CODES.badRequest, 'The address is not a valid URL'),
  'request.urlTooLong': message(null, 'The address is too long'),
  'server.failed': message(null, 'Something went wrong on our side'),
  'auth.noSession': message(ERROR_CODES.noSession, 'Not logged in'),
  'auth.notAuthorized': message(ERROR_CODES.notAuthorized, NOT_AUTHORIZED_MESSAGE),
  'auth.tfaRequired': message(ERROR_CODES.tfaRequired, 'Two-factor authentication must be enabled first'),
  'auth.invalidCredentials': message(ERROR_CODES.invalidCredentials, 'Invalid email or password'),
  'auth.invalidToken': message(ERROR_CODES.invalidToken, 'The link is invalid or has expired'),
  'auth.tfaForced': message(ERROR_CODES.conflict, 'The organisation requires two-factor authentication'),
  // Things that are not there (or not the caller's: a 404 alike, never a 403).
  'user.notFound': message(ERROR_CODES.notFound, 'User not found'),
  'guestUser.notFound': message(ERROR_CODES.notFound, 'Guest user not found'),
  'organization.notFound': message(ERROR_CODES.notFound, 'Organisation not found'),
  'notification.notFound': message(ERROR_CODES.notFound, 'Notification not found'),
  'shift.notFound': message(ERROR_CODES.notFound, 'Shift not found'),
  // Conflicts with the state of a row.
  'shift.otherRunning': message(ERROR_CODES.conflict, 'Another shift is already running'),
  'shift.settled': message(ERROR_CODES.conflict, 'This shift is settled and can no longer be changed'),
  'stamp.notRequired': message(ERROR_CODES.conflict, 'This shift needs no stamp'),
  'stamp.alreadyApproved': message(ERROR_CODES.conflict, 'The stamp is already approved'),
} as const;

type Messages = typeof ERROR_MESSAGES;
export type ErrorMessageKey = keyof Messages;
export const ERROR_MESSAGE_KEYS = /* @__PURE__ */ Object.keys(ERROR_MESSAGES) as ErrorMessageKey[];

type ParamName<K extends ErrorMessageKey> = Messages[K]['params'][number];
export type ErrorMessageParams<K extends ErrorMessageKey> = Record<ParamName<K>, MessageParam>;

/** A key with exactly the parameters its text uses; a key that uses none takes none. */
export type ErrorMessage<K extends ErrorMessageKey = ErrorMessageKey> = K extends ErrorMessageKey
  ? [ParamName<K>] extends [never]
    ? { key: K; params?: undefined }
    : { key: K; params: ErrorMessageParams<K> }
  : never;

/** Keys a service may throw (those with an error code), optionally only those of one code. */
export type ThrowableKey<C extends ErrorCode = ErrorCode> = {
  [K in ErrorMessageKey]: Messages[K]['code'] extends C ? K : never;
}[ErrorMessageKey];

/** The general message of each code: for a body that has a code but a key this web does not know. */
export const DEFAULT_MESSAGE_KEY = {
  [ERROR_CODES.validation]: 'request.invalid',
  [ERROR_CODES.badRequest]: 'request.bad',
  [ERROR_CODES.notFound]: 'request.notFound',
  [ERROR_CODES.conflict]: 'request.conflict',
  [ERROR_CODES.tooLarge]: 'request.tooLarge',
  [ERROR_CODES.tooManyTries]: 'request.tooManyTries',
  [ERROR_CODES.crossOrigin]: 'request.crossOrigin',
  [ERROR_CODES.noSession]: 'auth.noSession',
  [ERROR_CODES.notAuthorized]: 'auth.notAuthorized',
  [ERROR_CODES.tfaRequired]: 'auth.tfaRequired',
  [ERROR_CODES.invalidCredentials]: 'auth.invalidCredentials',
  [ERROR_CODES.invalidToken]: 'auth.invalidToken',
} as const satisfies { [C in ErrorCode]: ThrowableKey<C> };

export const isErrorMessageKey = (value: unknown): value is ErrorMessageKey =>
  typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);

/** The developer-facing English of a message (the body's `message`); people see the web's texts. */
export function englishOf(message: ErrorMessage): string {
  const params: Record<string, MessageParam> = message.params ?? {};
  return ERROR_MESSAGES[message.key].english.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
