// Every message an API error can carry (docs/decisions/030): a key the web translates (fi, en),
// the names of the parameters its text uses, the error code it is thrown with, and a
// developer-facing English default that fills the body's `message` for API clients.
// Per-field messages are validation.ts's MESSAGE_KEYS; this list is the error's own message.
import type { ErrorCode } from './enums.ts';
import { NOT_AUTHORIZED_MESSAGE } from './permissions.ts';

export type MessageParam = string | number;

/**
 * `code` null: sent by the error handler itself, never thrown by a service. Codes are written as
 * the strings of ERROR_CODES (the type checks them) so the web bundle does not take ERROR_CODES in.
 */
function message<const C extends ErrorCode | null, const P extends readonly string[] = []>(
  code: C,
  english: string,
  ...params: P
) {
  return { code, english, params };
}

export const ERROR_MESSAGES = {
  // A code's general message, for errors that have nothing more specific to say.
  'request.invalid': message('VALIDATION', 'Invalid input'),
  'request.bad': message('BAD_REQUEST', 'Bad request'),
  'request.notFound': message('NOT_FOUND', 'Not found'),
  'request.noRoute': message('NOT_FOUND', 'No route {{method}} {{path}}', 'method', 'path'),
  'request.conflict': message('CONFLICT', 'Conflict'),
  'request.tooLarge': message('TOO_LARGE', 'Too large'),
  'request.unsupportedMedia': message('UNSUPPORTED_MEDIA', 'This kind of content is not accepted here'),
  'request.tooManyTries': message('TOO_MANY_TRIES', 'Too many tries, try again later'),
  'request.crossOrigin': message('CROSS_ORIGIN', 'Cross-origin request refused'),
  'request.refused': message(null, 'Request refused'),
  // A database deadlock or serialisation failure (nothing saved), and a statement past its time limit.
  'request.busy': message(
    'CONFLICT',
    'Another change to the same data was being saved at the same time; try again',
  ),
  'request.timedOut': message(null, 'The database took too long to answer; try again later'),
  'report.busy': message('TOO_MANY_TRIES', 'Too many reports are being made at once; try again in a moment'),
  // For the framework's own answers before routing (405, a malformed or over-long URL).
  'request.methodNotAllowed': message(null, 'Method {{method}} not allowed here', 'method'),
  'request.badUrl': message('BAD_REQUEST', 'The address is not a valid URL'),
  'request.urlTooLong': message(null, 'The address is too long'),
  // Node's HTTP parser refused the request before the framework saw it (decision 131).
  'request.malformed': message(null, 'The request could not be read as HTTP'),
  'request.headersTooLarge': message(null, 'The request headers are too large'),
  'request.clientTimeout': message(null, 'The request did not arrive in time'),
  'server.failed': message(null, 'Something went wrong on our side'),
  'auth.noSession': message('NO_SESSION', 'Not logged in'),
  'auth.notAuthorized': message('NOT_AUTHORIZED', NOT_AUTHORIZED_MESSAGE),
  'auth.tfaRequired': message('TFA_REQUIRED', 'Two-factor authentication must be enabled first'),
  'auth.invalidCredentials': message('INVALID_CREDENTIALS', 'Invalid email or password'),
  'auth.invalidToken': message('INVALID_TOKEN', 'The link is invalid or has expired'),
  'auth.tfaForced': message('CONFLICT', 'The organisation requires two-factor authentication'),
  'organization.force2faNeedsOwnTfa': message(
    'CONFLICT',
    'Turn on two-factor authentication for yourself before requiring it from everyone',
  ),
  // Things that are not there (or not the caller's: a 404 alike, never a 403).
  'user.notFound': message('NOT_FOUND', 'User not found'),
  'session.notFound': message('NOT_FOUND', 'No such session: it may have ended already'),
  'guestUser.notFound': message('NOT_FOUND', 'Guest user not found'),
  'organization.notFound': message('NOT_FOUND', 'Organisation not found'),
  'notification.notFound': message('NOT_FOUND', 'Notification not found'),
  'shift.notFound': message('NOT_FOUND', 'Shift not found'),
  'customer.notFound': message('NOT_FOUND', 'Customer not found'),
  'department.notFound': message('NOT_FOUND', 'Department not found'),
  'template.notFound': message('NOT_FOUND', 'Shift template not found'),
  'filter.notFound': message('NOT_FOUND', 'Saved filter not found'),
  'cancellation.notFound': message('NOT_FOUND', 'Cancellation not found'),
  'suggestion.notFound': message('NOT_FOUND', 'Shift request not found'),
  'group.notFound': message('NOT_FOUND', 'Group not found'),
  'skill.notFound': message('NOT_FOUND', 'Skill not found'),
  'skillGroup.notFound': message('NOT_FOUND', 'Skill group not found'),
  // Communication (docs/decisions/112).
  'note.notFound': message('NOT_FOUND', 'Note not found'),
  'note.targetNotFound': message('NOT_FOUND', 'The user, department or group of the note was not found'),
  'holiday.notFound': message('NOT_FOUND', 'Holiday not found'),
  'instruction.notFound': message('NOT_FOUND', 'Instruction page not found'),
  // Conflicts with the state of a row.
  'shift.otherRunning': message('CONFLICT', 'Another shift is already running'),
  'shift.settled': message('CONFLICT', 'This shift is settled and can no longer be changed'),
  'stamp.notRequired': message('CONFLICT', 'This shift needs no stamp'),
  'stamp.alreadyApproved': message('CONFLICT', 'The stamp is already approved'),
  'stamp.notStamped': message('CONFLICT', 'The worker has not stamped this shift'),
  'cancellation.active': message('CONFLICT', 'The shift has a pending cancellation'),
  'cancellation.started': message('CONFLICT', 'The shift has started'),
  'cancellation.decided': message('CONFLICT', 'Already decided'),
  'suggestion.decided': message('CONFLICT', 'Shift request already decided'),
  'customer.hasShifts': message('CONFLICT', 'Deleting customer failed: its departments still have shifts'),
  'department.hasShifts': message(
    'CONFLICT',
    'The department still has shifts: name another department to move them to',
  ),
  'department.moveToItself': message('CONFLICT', 'The shifts cannot move to the department being removed'),
  // The shift marketplace: a reservation someone else won, or one the worker cannot take.
  'market.taken': message('CONFLICT', 'Someone else reserved this shift first'),
  'market.notOpen': message('CONFLICT', 'This shift is no longer on the marketplace'),
  'market.started': message('CONFLICT', 'This shift has already started'),
  'market.overlap': message('CONFLICT', 'You already have a shift at this time'),
  'market.educationMissing': message('CONFLICT', "You have no education in effect on the shift's date"),
  'market.educationTooLow': message('CONFLICT', 'This shift requires a higher education'),
  'market.undoExpired': message(
    'CONFLICT',
    'The time to undo this reservation has passed: ask an admin to cancel it',
  ),
  'market.undoTooLate': message(
    'CONFLICT',
    'This shift starts too soon to undo the reservation: ask an admin to cancel it',
  ),
  'market.undoChanged': message(
    'CONFLICT',
    'This reservation has changed since you made it: ask an admin to cancel it',
  ),
  'market.hasWorker': message('CONFLICT', 'A shift with a worker cannot be on the marketplace'),
  'preset.notFound': message('NOT_FOUND', 'Permission preset not found'),
  'user.emailTaken': message('CONFLICT', 'This email address already has an account'),
  'user.removeSelf': message('CONFLICT', 'You cannot remove yourself'),
  'user.eraseNotRemoved': message('CONFLICT', 'Only a removed user can be erased: remove them first'),
  'user.grantAboveOwn': message(
    'NOT_AUTHORIZED',
    'You cannot give or take a permission level above your own',
  ),
  // The rank rule (decision 132): someone above the admin in some area is out of their reach.
  'user.outranked': message(
    'NOT_AUTHORIZED',
    'This user has a permission level above yours in some area: you cannot do this to them',
  ),
  'filter.tooMany': message('CONFLICT', 'At most {{max}} saved filters; remove one first', 'max'),
  'filter.defaultRace': message(
    'CONFLICT',
    'Another default filter of this page was saved at the same moment; try again',
  ),
  // Take-over (spec §6): what an admin may not do, and what a taken-over session may not change.
  'takeOver.refused': message(
    'NOT_AUTHORIZED',
    "Not allowed while an admin has taken over this user's session",
  ),
  'takeOver.self': message('CONFLICT', 'You cannot take over your own session'),
  'takeOver.higherPermissions': message(
    'NOT_AUTHORIZED',
    'This user has permissions you do not have: their session cannot be taken over',
  ),
  'takeOver.peer': message(
    'NOT_AUTHORIZED',
    'This user has the same permissions as you: their session cannot be taken over',
  ),
  'takeOver.notActive': message(
    'CONFLICT',
    'This session is not taken over: there is no admin session to restore',
  ),
  // Profile: avatar and email.
  'avatar.notFound': message('NOT_FOUND', 'No avatar'),
  'avatar.tooLarge': message('TOO_LARGE', 'The image is larger than {{max}} bytes', 'max'),
  'avatar.notImage': message('UNSUPPORTED_MEDIA', 'Only PNG, JPEG, GIF and WebP images are accepted'),
  // Organisation: logo, API tokens, auth consumers and the OpenID consent (decisions 121-123).
  'logo.notFound': message('NOT_FOUND', 'No logo'),
  'logo.tooLarge': message('TOO_LARGE', 'The logo is larger than {{max}} bytes', 'max'),
  'logo.tooComplex': message('TOO_LARGE', 'The logo has more than {{max}} elements', 'max'),
  'logo.notImage': message('UNSUPPORTED_MEDIA', 'Only PNG, JPEG, WebP and SVG images are accepted'),
  'apiToken.invalid': message('NO_SESSION', 'The API token is invalid, expired or revoked'),
  'apiToken.notFound': message('NOT_FOUND', 'API token not found'),
  'apiToken.beyondOwn': message('NOT_AUTHORIZED', 'A token cannot reach above your own permission levels'),
  'apiToken.credentials': message('NOT_AUTHORIZED', 'An API token cannot change how a person signs in'),
  'apiToken.adminAccount': message(
    'NOT_AUTHORIZED',
    'An API token cannot create accounts with admin permissions or guest logins',
  ),
  'apiToken.noScope': message('VALIDATION', 'Give the token at least one area'),
  'apiToken.expiry': message(
    'VALIDATION',
    'The expiry must be in the future and at most {{days}} days away',
    'days',
  ),
  'apiToken.expired': message(
    'CONFLICT',
    'This token has expired and cannot be renewed or rescoped; make a new one instead',
  ),
  'apiToken.tooMany': message('CONFLICT', 'At most {{max}} API tokens; revoke one first', 'max'),
  'authConsumer.notFound': message('NOT_FOUND', 'Auth consumer not found'),
  'authConsumer.tooMany': message('CONFLICT', 'At most {{max}} auth consumers; remove one first', 'max'),
  'oauth.interactionNotFound': message(
    'NOT_FOUND',
    'This sign-in request has expired; start again from the other service',
  ),
  // Files (docs/decisions/109).
  'file.notFound': message('NOT_FOUND', 'No such file'),
  'file.parentNotFound': message('NOT_FOUND', 'No such directory'),
  'file.tooLarge': message('TOO_LARGE', 'The file is larger than {{max}} bytes', 'max'),
  'file.quotaExceeded': message('TOO_LARGE', 'Not enough space: {{available}} bytes are free', 'available'),
  'file.typeRefused': message(
    'UNSUPPORTED_MEDIA',
    'This type of file is not accepted, or its content does not match its name',
  ),
  'file.noFile': message('BAD_REQUEST', 'The upload has no file'),
  'file.notEmpty': message('CONFLICT', 'The directory is not empty: delete it with its contents'),
  'file.moveIntoItself': message('CONFLICT', 'A directory cannot be moved into itself'),
  'file.publishRefused': message('NOT_AUTHORIZED', 'Only admins with files rights may make a file public'),
  // Polls (docs/decisions/111).
  'poll.notFound': message('NOT_FOUND', 'No such poll'),
  'poll.choiceNotFound': message('NOT_FOUND', 'No such choice in this poll'),
  'poll.notOpen': message('CONFLICT', 'The poll is not open: it is closed or not yet published'),
  'poll.voteFinal': message(
    'CONFLICT',
    'You have already voted and this poll does not allow changing the vote',
  ),
  'poll.addChoiceRefused': message(
    'CONFLICT',
    'A choice cannot be added: the poll does not allow it, you have voted, or it has the most choices it can have',
  ),
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
  VALIDATION: 'request.invalid',
  BAD_REQUEST: 'request.bad',
  NOT_FOUND: 'request.notFound',
  CONFLICT: 'request.conflict',
  TOO_LARGE: 'request.tooLarge',
  UNSUPPORTED_MEDIA: 'request.unsupportedMedia',
  TOO_MANY_TRIES: 'request.tooManyTries',
  CROSS_ORIGIN: 'request.crossOrigin',
  NO_SESSION: 'auth.noSession',
  NOT_AUTHORIZED: 'auth.notAuthorized',
  TFA_REQUIRED: 'auth.tfaRequired',
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  INVALID_TOKEN: 'auth.invalidToken',
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
