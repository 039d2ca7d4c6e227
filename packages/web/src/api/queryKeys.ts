// Every query key in one place, so invalidation cannot miss a spelling.
export const queryKeys = {
  session: ['session'] as const,
  organization: ['organization'] as const,
  notifications: ['notifications'] as const,
  resetLink: (token: string) => ['resetLink', token] as const,
  /** Own shifts: every list and count lives under this prefix, so one invalidation refreshes all. */
  shifts: ['shifts'] as const,
  shiftsBetween: (from: string, to: string) => ['shifts', 'between', from, to] as const,
  ongoingShift: ['shifts', 'ongoing'] as const,
  shift: (id: string) => ['shifts', 'one', id] as const,
  nearShifts: (id: string) => ['shifts', 'near', id] as const,
  customerTemplates: ['customerTemplates'] as const,
};
