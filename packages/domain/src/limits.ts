// Every length, cap, size and time constant of spec §5 and §9, named once.
// Forms and the API both read these; never repeat a number from here elsewhere.

export const SHIFT = {
  name: 80,
  description: 300,
  billing: 15,
  salary: 15,
  tentativeWorker: 80,
  stampMessage: 150,
  meta: 300,
} as const;

export const TEMPLATE = {
  name: 80,
  description: 300,
  billing: 15,
  salary: 15,
  meta: 300,
  /** At most this many templates created in one request. */
  massCreateMax: 400,
  /**
   * At most this many shifts (templates × days) created from templates in one request: one
   * insert in one transaction, as large as the other mass actions (REQUEST.maxIdsPerMassAction).
   */
  instantiateMaxShifts: 1000,
  /** Days one instantiation names at most (a year and a day). */
  instantiateMaxDays: 366,
} as const;

export const CANCELLATION = {
  reason: 400,
  /** The admin's words with a decision (not in the spec): as long as the worker's (decision 101). */
  decisionMessage: 400,
} as const;
export const NOTE = { body: 20_000 } as const;

export const POLL = {
  title: 80,
  description: 524_288,
  report: 524_288,
  choice: 80,
  choicesMin: 1,
  choicesMax: 10,
  /** A worker's list keeps a closed poll this many days after it closed (decision 111). */
  listClosedDays: 90,
} as const;

export const GROUP = { name: 50, meta: 500 } as const;

export const GUEST_USER = {
  name: 50,
  email: 256,
  meta: 500,
  /** -1 means "no day limit" for a guest's shift filter (docs/decisions/106). */
  filterDaysMin: -1,
  /** Ten years either way: beyond it a window means nothing and dates overflow (-1 is no limit). */
  filterDaysMax: 3660,
} as const;

export const DEPARTMENT = {
  name: 80,
  street: 80,
  zip: 11,
  email: 256,
  phone: 15,
  compensationInstruction: 100,
  meta: 300,
} as const;

export const CUSTOMER = { name: 80 } as const;
/** The spec names employers without a length; 80 like the other names. */
export const EMPLOYER = { name: 80 } as const;
export const HOLIDAY = { name: 50, description: 200 } as const;
/**
 * Instruction pages (not in the spec, docs/decisions/112): a title like a poll's, a body as long
 * as a poll's description, and an ordering position.
 */
export const INSTRUCTION = { title: 80, body: 524_288, positionMax: 9999 } as const;
export const ALERT = {
  name: 80,
  /** A relative value's amount (hours, days or weeks): a positive whole number up to this. */
  amountMax: 1000,
} as const;

export const ORGANIZATION = { name: 80, adminEmail: 256, pluginName: 30, tokenName: 80 } as const;

/** The organisation's logo (not in the spec; decision 123): small enough for the login page. */
export const LOGO = {
  maxBytes: 512_000,
  /**
   * Elements an SVG logo may open: the XML parser's cost grows with the square of the nesting
   * depth (170,000 nested groups in 512 KB held the server for 10 s); 10,000 take 20 ms.
   */
  maxSvgElements: 10_000,
  /** Raster kinds are recognised by their first bytes; SVG by its root element, served sandboxed. */
  contentTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
} as const;

/**
 * Requests per minute per client address (decision 130): API and OpenID provider requests only,
 * never the web app's files. Sized for a hospital's staff behind one network address.
 */
export const RATE_LIMIT = {
  requestsPerMinute: 3000,
  /** Password, reset-link and two-factor routes, on top of the lockout per email. */
  credentialRequestsPerMinute: 120,
} as const;

/** API tokens (decision 121). */
export const API_TOKEN = {
  /** Random bytes in a token: 256 bits, so a fast hash is safe to store. */
  secretBytes: 32,
  /** What every token starts with, so secret scanners and people recognise one. */
  prefix: 'tuura_',
  /** Tokens an organisation keeps at most. */
  maxPerOrganization: 100,
  /** Requests per minute one token may make (the per-address limit does not apply to it). */
  requestsPerMinute: 600,
  /** The last-used time is written at most this often, not on every request. */
  lastUsedWriteSeconds: 60,
  /** The latest expiry a token may be given, in days from now. */
  maxLifetimeDays: 3650,
} as const;

export const AUTH_CONSUMER = {
  name: 80,
  redirectUrisMin: 1,
  redirectUrisMax: 10,
  /** Not in the spec: the common practical URL limit. */
  redirectUri: 2048,
  /** Auth consumers an organisation keeps at most. */
  maxPerOrganization: 100,
  /** Random bytes in a client secret (decision 122). */
  secretBytes: 32,
} as const;

/** Lifetimes of what the OpenID provider issues, in seconds (decision 122). */
export const OIDC = {
  authorizationCodeSeconds: 60,
  accessTokenSeconds: 3600,
  idTokenSeconds: 3600,
  refreshTokenSeconds: 30 * 24 * 3600,
  interactionSeconds: 3600,
  sessionSeconds: 14 * 24 * 3600,
  grantSeconds: 365 * 24 * 3600,
  /** The scopes a consumer may ask for. */
  scopes: ['openid', 'profile', 'email', 'offline_access'],
} as const;
export const PERMISSION_PRESET = { name: 25 } as const;
export const MASS_EMAIL = {
  title: 50,
  message: 2_097_152,
  /** User ids one send names at most (not in the spec; decision 113): a whole organisation. */
  usersMax: 20_000,
  /** Group ids one send names at most. */
  groupsMax: 200,
} as const;
/**
 * `context` (the page a filter belongs to), the size of its stored query and how many one person
 * keeps are not in the spec; bounded all the same, so one person's list is one small answer.
 */
/**
 * A free-form JSON object a client stores as it likes (a saved filter's query): nested at most
 * maxDepth objects and arrays (decision 131). Its size is bounded by the field that holds it.
 */
export const FREE_FORM_JSON = { maxDepth: 16 } as const;
export const SAVED_FILTER = { name: 35, context: 50, queryChars: 10_000, perUser: 200 } as const;
/** Skill and skill-group names have no length in the spec; 80 like the other names. */
export const SKILL = { name: 80, groupName: 80 } as const;

/** Fields an admin edits on a user (spec §5). */
export const USER = {
  firstName: 50,
  lastName: 50,
  phone: 25,
  nationalId: 25,
  bankAccount: 35,
  jobTitle: 50,
  company: 100,
  street: 80,
  city: 85,
  zip: 11,
  email: 256,
  employmentModeValue: 15,
  salaryValue: 20,
  accountingId: 30,
  meta: 500,
} as const;

export const PASSWORD = { min: 10, max: 128 } as const;
export const AVATAR = {
  maxBytes: 2_000_000,
  /** The image kinds accepted, each recognised by its first bytes (rules/imageType.ts); no SVG. */
  contentTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;
export const SUGGESTION = {
  massCreateMax: 30,
  /** The admin's words with a rejection, shown to the worker. */
  decisionMessage: 400,
} as const;
/**
 * The shift marketplace (spec §4, §7): a worker's list reads this many days ahead when no end is
 * given (the phone's list and the bench's "next 4 weeks").
 */
export const MARKET = { defaultWindowDays: 28 } as const;

/**
 * Undoing an own marketplace reservation without an admin (decision 140): for `minutes` after
 * reserving, unless the shift starts within `lockHours`. Both are organisation settings.
 */
export const MARKET_UNDO = {
  minutes: { min: 0, max: 120, default: 10 },
  lockHours: { min: 0, max: 720, default: 24 },
} as const;

export const FILES = {
  maxFileBytes: 20_000_000,
  personalBucketBytes: 2_000_000_000,
  otherBucketBytes: 5_000_000_000,
  /** Sizes are shown with 1000-based units by default. */
  sizeUnitBase: 1000,
  /** Not in the spec: the usual file-system name limit. */
  filename: 255,
} as const;

/** Start/end form and stamp timing (spec §5, §9). */
export const SHIFT_TIMING = {
  maxFutureMinutes: 5,
  longShiftWarningMinutes: 1440,
  pickerStepMinutes: 5,
  /** The start button offers an own planned shift starting this near now, either side (decision 140). */
  clockInWindowMinutes: 60,
} as const;

export const UI = {
  snackbarMs: 3000,
  /** A name search asks once the typing has rested this long (the pickers, planning's list). */
  searchSettleMs: 250,
  /** Planning's undo (decision 138): the last changes, for a few minutes, in this tab. */
  planningUndo: { keep: 10, forMs: 5 * 60_000 },
  /** The header of every signed-in page; snackbars open below it, never over its menu and bell. */
  headerHeight: 60,
  /** Snackbars shown at once: more wait their turn (three covered half a phone's screen). */
  snackbarLimit: 2,
  modalWidth: 550,
  startEndDialogWidth: 400,
  notificationMenuMaxHeight: 450,
  notificationMenuWidth: 360,
  notificationListMaxHeight: 330,
  avatarSaturation: 60,
  avatarLightness: 50,
} as const;

export const POLLING = {
  intervalMs: 300_000,
  skillsFirstMs: 5_000,
  // Soon after the first screen's own requests, so the menu's badges show within a couple of seconds.
  countsFirstMs: 1_500,
  skillsCacheMs: 600_000,
} as const;

export const NOTIFICATION = { shortTextLength: 80, title: 200, text: 20_000 } as const;

export const TIME = { zone: 'Europe/Helsinki', weekStartsOn: 1 } as const;
export const DEFAULT_LOCALE = 'fi' as const;

/** Security constants of the auth issue; the spec leaves them to us. */
export const AUTH = {
  failedLoginMax: 10,
  failedLoginWindowMinutes: 15,
  resetTokenBytes: 32,
  resetTokenMinutes: 60,
  /** How long a link that sets a new account's first password (a guest's or a user's) stays valid (decision 106). */
  inviteLinkDays: 3,
  sessionIdleMinutesDefault: 30,
  sessionAbsoluteMinutesDefault: 12 * 60,
  recoveryCodeCount: 10,
  /** The longest recovery code (or one-time code) a form accepts, spaces trimmed. */
  recoveryCodeMaxLength: 64,
  otpLength: 6,
  /** Sessions older than this since last touch get their last-seen time written again. */
  sessionTouchSeconds: 60,
  /** The longest User-Agent a session keeps for the sessions list (decision 133). */
  sessionUserAgentMax: 512,
} as const;

/**
 * Instants the API and forms accept (UTC, from the start of minYear to the end of maxYear). Far
 * outside them drivers and ranges misbehave (year 99 read back as 1999).
 */
export const DATE_TIME = { minYear: 1900, maxYear: 2200 } as const;

/**
 * Money reports (docs/decisions/117): the longest period one request covers, and the
 * most shift lines a bill or a salary listing answers inline (longer ones are exported).
 */
export const MONEY = {
  maxRangeDays: 1_100,
  /** A line listing (bills, salary listing) answers at most this many shifts; exports stream all. */
  maxLines: 5_000,
  /** A business-statistics or report breakdown lists at most this many rows (customers, workers…). */
  maxBreakdownRows: 500,
  /** Salary values over time a worker may have: each money query reads them all with every shift. */
  maxSalaryEntries: 100,
} as const;

/**
 * Heavy reports (bills, business statistics, report diff, shift statistics, payroll; decision 125):
 * at most `atOnce` run at a time in one server process, so they hold at most 2 × 2 of its 10
 * database connections; up to `waiting` more wait their turn, and beyond that a caller is told to
 * come back after `retryAfterSeconds`.
 */
export const REPORTS = { atOnce: 2, waiting: 100, retryAfterSeconds: 5 } as const;

/** Generic caps that keep one request bounded. */
/** The audit log page (decision 136): its page, filters and file export. */
export const AUDIT = {
  defaultPageSize: 50,
  maxPageSize: 200,
  action: 60,
  targetType: 40,
  targetId: 200,
  /** A cursor is `<ISO instant>~<id>` in base64url: well under this. */
  cursor: 100,
  /** What one export writes at most; a note row says when the filter matched more. */
  exportMaxRows: 100_000,
  /** How much of a user agent an entry keeps. */
  userAgent: 400,
} as const;

export const REQUEST = {
  maxIdsPerMassAction: 1000,
  /**
   * Arrays and objects a request's JSON nests at most. JSON.parse takes any depth, but recursive
   * code after it does not: 400,000 nested arrays in a saved filter's free-form query overflowed
   * JSON.stringify's stack (a 500).
   */
  maxJsonDepth: 64,
  defaultPageSize: 50,
  maxPageSize: 500,
  /** A list's free-text filter. */
  maxSearchLength: 100,
  /**
   * A list's total is counted up to this many; beyond, the list says "more than" (counting a
   * whole organisation's week, 18,000 shifts, cost 10 ms on every page).
   */
  maxCountedTotal: 1000,
  /** People a name search (a picker) answers at most. */
  maxPickerResults: 20,
} as const;

/**
 * The notification stream (decision 114): a comment every heartbeatMs keeps proxies from
 * closing an idle stream, the browser reconnects after retryMs, and a reconnect replays at most
 * replayLimit notifications it missed (the list is refetched beyond that).
 */
export const LIVE_EVENTS = {
  heartbeatMs: 25_000,
  retryMs: 5_000,
  replayLimit: 50,
  /** An organisation-wide badge change is asked for within this long, at a random moment. */
  spreadMs: 10_000,
  /** A badge change names its users when they are at most this many, else goes to all. */
  maxNamedUsers: 100,
  /** Open streams one session keeps (its tabs); a newer one ends the oldest. */
  streamsPerSession: 8,
} as const;
