// Every enumeration of spec §4, §6 and §9, written once. Numeric codes are the wire values.

/** Builds a frozen value→name map and the list of values for a numeric enum. */
function numericEnum<const T extends Record<string, number>>(byName: T) {
  const values = Object.values(byName) as T[keyof T][];
  return { ...byName, values } as const;
}

export const ShiftType = numericEnum({ shift: 0, sick: 1, training: 2, noSalary: 3 });
export type ShiftType = (typeof ShiftType.values)[number];

export const BillingStatus = numericEnum({ notBilled: 0, billed: 1, received: 2 });
export type BillingStatus = (typeof BillingStatus.values)[number];

export const ApprovalState = numericEnum({ pending: 0, approved: 1, rejected: 2 });
export type ApprovalState = (typeof ApprovalState.values)[number];

export const CancellationReason = numericEnum({
  changedMind: 0,
  somethingCameUp: 1,
  sick: 2,
  forceMajeure: 3,
});
export type CancellationReason = (typeof CancellationReason.values)[number];

/**
 * Stamp states as shown to people (spec §4): not required, required (red), stamped (green),
 * approved; `later` is a required stamp of a shift that has not ended yet (neutral: nobody can
 * stamp a shift that has not happened), told apart only with the time (rules/stamp.ts).
 */
export const STAMP_STATES = ['notRequired', 'later', 'required', 'stamped', 'approved'] as const;
export type StampState = (typeof STAMP_STATES)[number];

/**
 * The admin shift table's stamp filter: no stamp needed, needed and not given (missing), given
 * and waiting for an admin, approved, rejected.
 */
export const ADMIN_SHIFT_STAMP_FILTERS = [
  'notRequired',
  'missing',
  'waiting',
  'approved',
  'rejected',
] as const;
export type AdminShiftStampFilter = (typeof ADMIN_SHIFT_STAMP_FILTERS)[number];

/**
 * The columns a server-paged admin list sorts by (decision 142): a whitelist per list, so a sort
 * is always an ORDER BY the server knows, with the row id last so that pages never overlap.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** The admin shift table (and the stamps list, which is the same list filtered). */
export const ADMIN_SHIFT_SORT_KEYS = ['from', 'to', 'name', 'worker', 'type', 'billingStatus'] as const;
export type AdminShiftSortKey = (typeof ADMIN_SHIFT_SORT_KEYS)[number];
/** The admin's shift requests; without a key the list keeps its own order (pending first). */
export const SUGGESTION_SORT_KEYS = ['worker', 'from', 'name', 'place', 'state'] as const;
export type SuggestionSortKey = (typeof SUGGESTION_SORT_KEYS)[number];
/** The admin's active cancellations; without a key the oldest sent first. */
export const CANCELLATION_SORT_KEYS = ['worker', 'from', 'reason', 'createdAt'] as const;
export type CancellationSortKey = (typeof CANCELLATION_SORT_KEYS)[number];
/** The users admin; without a key by name. */
export const USER_SORT_KEYS = ['name', 'email', 'jobTitle'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
/** The files admin; without a key directories first, then by name. */
export const FILE_ADMIN_SORT_KEYS = ['name', 'size', 'createdAt'] as const;
export type FileAdminSortKey = (typeof FILE_ADMIN_SORT_KEYS)[number];
/** The guest users admin; without a key by name. */
export const GUEST_USER_SORT_KEYS = ['name', 'email'] as const;
export type GuestUserSortKey = (typeof GUEST_USER_SORT_KEYS)[number];

/** Education levels, lowest first: the order decides whether a worker meets a requirement. */
export const EDUCATION_LEVELS = ['other', 'intern', 'lk4', 'lk5', 'licensed', 'specialist'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** Why a worker's education does not meet a shift's requirement (spec §5). */
export const EducationInvalidReason = numericEnum({ noEducationOnDate: 0, educationTooLow: 1 });
export type EducationInvalidReason = (typeof EducationInvalidReason.values)[number];

export const PERMISSION_LEVELS = ['none', 'read', 'all'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** Areas in which an admin holds a level; files and polls are used by guards only. */
export const PERMISSION_AREAS = [
  'shifts',
  'shiftTemplates',
  'skills',
  'departments',
  'billing',
  'compensation',
  'users',
  'organization',
  'developer',
  'files',
  'polls',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export const USER_GROUPS = ['user-general', 'user-hr'] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

/** What an admin's note is about (spec §3 Note: target). */
export const NOTE_TARGETS = ['user', 'department', 'group'] as const;
export type NoteTarget = (typeof NOTE_TARGETS)[number];

export const PAY_TYPES = ['hourly', 'monthly', 'billing', 'billingSubcontractor', 'admin'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

export const NOTIFICATION_SETTINGS = ['off', 'notification', 'email'] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

export const LOCALES = ['fi', 'en'] as const;

/**
 * What a notification is about, so it can open it (decision 139): a shift of the reader's, the
 * marketplace, their shift requests, a cancellation, a poll, an alert's result.
 */
export const NOTIFICATION_SUBJECTS = [
  'shift',
  'marketplace',
  'suggestion',
  'cancellation',
  'poll',
  'alert',
] as const;
export type NotificationSubjectType = (typeof NOTIFICATION_SUBJECTS)[number];
export type Locale = (typeof LOCALES)[number];

export const FILE_CONTEXTS = ['my-files', 'shared-with-me', 'public', 'users'] as const;
export type FileContext = (typeof FILE_CONTEXTS)[number];

/** Recurrence and report intervals (spec §9). */
export const INTERVALS = ['1d', '1w', '2w', '1mo', '3mo', '6mo', '1y'] as const;
export type Interval = (typeof INTERVALS)[number];

export const REPORTING_PERIODS = [
  'daily',
  'weekly',
  'biWeekly',
  'monthly',
  'triMonthly',
  'halfYearly',
  'yearly',
] as const;
export type ReportingPeriod = (typeof REPORTING_PERIODS)[number];

export const COMPARISON_OPERATORS = ['lt', 'lte', 'eq', 'gte', 'gt'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

export const RULE_TYPES = ['timeAbsolute', 'dateAbsolute', 'relative'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const VALUE_TYPES = ['absolute', 'relative'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export const RULE_TARGETS = ['shift', 'user', 'costCenter'] as const;
export type RuleTarget = (typeof RULE_TARGETS)[number];

/** Compensation schemes: the spec names the kinds, not the full regional list. */
export const COMPENSATION_SCHEMES = ['regular', 'regionalMultiplier', 'el15', 'el20'] as const;
export type CompensationScheme = (typeof COMPENSATION_SCHEMES)[number];

/** Upload types accepted by the file store (spec §5), by MIME type. */
export const UPLOAD_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
  'image/webp',
  'image/avif',
  'text/plain',
  'text/csv',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.rar',
  'application/x-rar-compressed',
] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** Machine-readable error codes the client acts on (beyond the HTTP status). */
export const ERROR_CODES = {
  notAuthorized: 'NOT_AUTHORIZED',
  noSession: 'NO_SESSION',
  tfaRequired: 'TFA_REQUIRED',
  validation: 'VALIDATION',
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyTries: 'TOO_MANY_TRIES',
  crossOrigin: 'CROSS_ORIGIN',
  tooLarge: 'TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
