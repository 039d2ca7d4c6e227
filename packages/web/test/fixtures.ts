// Data the component tests share.
import type { User } from '@tuura/domain/schemas/user';

/** A signed-in worker as GET /api/auth/session describes one. */
export const testUser = (extra: Partial<User> = {}): User => ({
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'vaino@example.com',
  personal: {
    firstName: 'Väinö',
    lastName: 'Työntekijä',
    phone: '',
    address: { street: '', zip: '', city: '' },
  } as User['personal'],
  education: [],
  oldSession: false,
  tfaRequired: false,
  avatar: null,
  settings: { darkMode: null, locale: 'fi', tfa: { enabled: false } },
  permissions: {},
  worksShifts: true,
  ...extra,
});

/** GET /api/organization/admin: the organisation and how many users lack two-factor. */
export const adminOrganization = (usersWithoutTfa: number, force2fa = false) => ({
  organization: {
    _id: '00000000-0000-4000-8000-000000000009',
    name: 'Tuura Oy',
    logo: null,
    adminEmail: 'admin@example.com',
    pluginName: '',
    settings: { force2fa, reservationUndoMinutes: 10, reservationUndoLockHours: 24 },
    tokens: [],
    usersWithoutTfa,
  },
});
