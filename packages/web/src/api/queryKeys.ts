// Every query key in one place, so invalidation cannot miss a spelling.
export const queryKeys = {
  session: ['session'] as const,
  organization: ['organization'] as const,
  /** The admin view of the organisation (settings, users without two-factor). */
  organizationAdmin: ['organization', 'admin'] as const,
  /** Stamps of the organisation waiting for an admin's approval (the admin overview). */
  adminStampsWaiting: ['adminShifts', 'stampsWaiting'] as const,
  notifications: ['notifications'] as const,
  resetLink: (token: string) => ['resetLink', token] as const,
  /** Own shifts: every list and count lives under this prefix, so one invalidation refreshes all. */
  shifts: ['shifts'] as const,
  shiftsBetween: (from: string, to: string) => ['shifts', 'between', from, to] as const,
  ongoingShift: ['shifts', 'ongoing'] as const,
  shift: (id: string) => ['shifts', 'one', id] as const,
  nearShifts: (id: string) => ['shifts', 'near', id] as const,
  /** The next few own shifts from now on (my shifts' first card). */
  comingShifts: ['shifts', 'coming'] as const,
  /** Own past shifts whose stamp is required and not given. */
  stampsMissing: ['shifts', 'stampsMissing'] as const,
  customerTemplates: ['customerTemplates'] as const,
};
