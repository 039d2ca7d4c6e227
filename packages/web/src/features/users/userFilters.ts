// The users page's filters and page as the URL holds them (decision 142): a reload or a shared link
// shows the same users, and back and forward step through the searches. Values outside the domain's
// lists are dropped; a list filter repeats its parameter (`education=lk4&education=lk5`).
import { EDUCATION_LEVELS, PAY_TYPES, USER_GROUPS } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';

export type UserFilters = {
  q: string;
  email: string;
  education: string[];
  payType: string[];
  userGroup: string[];
  role: 'any' | 'admin' | 'worker';
  page: number;
};

const ROLES = ['any', 'admin', 'worker'] as const;
const LISTS = { education: EDUCATION_LEVELS, payType: PAY_TYPES, userGroup: USER_GROUPS } as const;

export function userFiltersFromSearch(search: URLSearchParams): UserFilters {
  const list = (name: keyof typeof LISTS) =>
    [...new Set(search.getAll(name))].filter((v) => (LISTS[name] as readonly string[]).includes(v));
  const role = ROLES.find((r) => r === search.get('role')) ?? 'any';
  return {
    q: (search.get('q') ?? '').slice(0, REQUEST.maxSearchLength),
    email: search.get('email') ?? '',
    education: list('education'),
    payType: list('payType'),
    userGroup: list('userGroup'),
    role,
    page: Math.max(1, Math.floor(Number(search.get('page'))) || 1),
  };
}

/** The URL with these filters, only what differs from none; other parameters (the sort) stay. */
export function searchWithUserFilters(search: URLSearchParams, f: UserFilters) {
  const next = new URLSearchParams(search);
  for (const key of ['q', 'email', 'education', 'payType', 'userGroup', 'role', 'page']) next.delete(key);
  if (f.q) next.set('q', f.q);
  if (f.email) next.set('email', f.email);
  for (const name of ['education', 'payType', 'userGroup'] as const) {
    for (const v of f[name]) next.append(name, v);
  }
  if (f.role !== 'any') next.set('role', f.role);
  if (f.page > 1) next.set('page', String(f.page));
  return next;
}
