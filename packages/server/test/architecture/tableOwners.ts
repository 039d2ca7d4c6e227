// Whose table is whose (decision 022): the modules that may write each table, and so read it
// directly. Every table names its owners, so a new table is a visible decision.
/** Table (its export name in db/schema) → the modules that may insert, update or delete rows. */
// personalData erases a removed person's rows from every table in one transaction and purges
// records past their retention (decision 135): a cross-cutting deletion, owned here explicitly.
export const OWNERS: Record<string, readonly string[]> = {
  jobRuns: ['personalData'], // the once-a-day mark of the retention purge
  organizations: ['organization'],
  apiTokens: ['apiTokens'],
  authConsumers: ['authConsumers'],
  oidcEntries: ['oidc'], // the OpenID provider's storage adapter
  serverKeys: ['oidc'], // the provider's signing and cookie keys
  users: ['users', 'auth', 'salaries', 'personalData'], // auth writes credentials; salaries the salary values
  recoveryCodes: ['auth', 'personalData'],
  guestUsers: ['auth', 'guestUsers'], // auth: guest credentials; guestUsers: the admin's screen
  sessions: ['auth'],
  passwordResets: ['auth', 'personalData'],
  loginAttempts: ['auth'],
  rateLimitCounters: [], // lib/rateLimitStore.ts only
  accountEmails: ['auth', 'personalData'],
  notifications: ['notifications', 'personalData'],
  customers: ['customers'],
  departments: ['customers', 'departments'], // customers removes a customer's departments with it
  templates: ['templates'],
  shifts: ['shifts', 'departments', 'bills'], // departments moves a removed department's shifts; bills moves billing status
  shiftStampCounts: [], // the database's triggers on shifts only
  suggestions: ['suggestions', 'personalData'],
  cancellations: ['cancellations', 'personalData'],
  savedFilters: ['filters', 'personalData'],
  shiftHistory: ['shifts', 'personalData'], // written beside each change, in its transaction; purged past retention
  auditLog: [], // lib/audit.ts only
  emailOutbox: ['emails', 'personalData'], // lib/mailer.ts, and the mass-send queue of modules/emails
  groups: ['groups'],
  groupMembers: ['groups', 'personalData'],
  skills: ['skills'],
  skillGroups: ['skills'],
  skillGroupSkills: ['skills'],
  permissionPresets: ['presets'],
  userAvatars: ['users', 'personalData'],
  files: ['files', 'personalData'],
  fileShares: ['files', 'personalData'],
  fileQuotas: ['files', 'personalData'],
  polls: ['polls'],
  pollChoices: ['polls', 'personalData'],
  pollVotes: ['polls', 'personalData'],
  pollUsers: ['polls', 'personalData'],
  holidays: ['holidays'],
  alerts: ['alerts'],
  notes: ['notes', 'personalData'],
  instructions: ['instructions'],
  massEmails: ['emails'],
};

/** Tables nobody's module writes (a trigger or lib/ does), read at home by one module. */
export const READ_HOMES: Record<string, readonly string[]> = {
  auditLog: ['audit'], // lib/audit.ts writes it; the audit log page reads it
  shiftStampCounts: ['shifts'], // the triggers on shifts keep it; the stamp badge reads it
  rateLimitCounters: [],
};

/** The modules at home with a table: its writers and its readers. */
export const homesOf = (table: string) => [...(OWNERS[table] ?? []), ...(READ_HOMES[table] ?? [])];
