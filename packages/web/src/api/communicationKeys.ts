// Query keys of the communication pages (polls, notes, holidays, instructions, alerts,
// mass email), apart from api/queryKeys.ts: that file rides in the login route's first download,
// which is at its budget, and none of these pages is reached before a login.
export const communicationKeys = {
  /** The organisation's alerts: one invalidation after a change or a run. */
  alerts: ['alerts'] as const,
  /** Mass emails: the delivery report's list and one send's recipients. */
  massEmails: ['massEmails'] as const,
  massEmail: (id: string) => ['massEmails', 'one', id] as const,
  /**
   * Polls: every worker and admin view lives under this prefix, so one invalidation
   * (a vote, an admin's change, a pushed event) refreshes them all, the menu badge's count too.
   */
  polls: ['polls'] as const,
  /** How many open polls the caller has not answered (the menu badge). */
  pollsCount: ['polls', 'count'] as const,
  /** The worker's list, one poll with its rich text, the admin's list and one poll in full. */
  pollList: ['polls', 'list'] as const,
  poll: (id: string) => ['polls', 'one', id] as const,
  pollsAdmin: ['polls', 'admin'] as const,
  pollAdmin: (id: string) => ['polls', 'admin', id] as const,
  /** Admins' notes of one target: every change refreshes all notes. */
  notes: ['notes'] as const,
  notesOf: (target: string) => ['notes', target] as const,
  /** The organisation's holidays: every window lives under this prefix. */
  holidays: ['holidays'] as const,
  holidaysOfYear: (year: number) => ['holidays', 'year', year] as const,
  /** The holidays of the coming year from a date on (workers' read-only list). */
  holidaysComing: (from: string) => ['holidays', 'coming', from] as const,
  /** Instruction pages: the list and each page. */
  instructions: ['instructions'] as const,
  instructionList: ['instructions', 'list'] as const,
  instruction: (id: string) => ['instructions', 'one', id] as const,
} as const;
