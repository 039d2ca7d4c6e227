// Every query key in one place, so invalidation cannot miss a spelling.
export const queryKeys = {
  session: ['session'] as const,
  organization: ['organization'] as const,
  notifications: ['notifications'] as const,
  resetLink: (token: string) => ['resetLink', token] as const,
};
