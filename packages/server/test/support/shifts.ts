// Helpers for the worker-shift tests: the endpoints through app.inject(), demo people and
// their shift rows read straight from the database.
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import type { Suggestion } from '@tuura/domain/schemas/suggestion';
import { and, asc, eq, isNull, notInArray, type SQL } from 'drizzle-orm';
import { shifts, users } from '../../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, type TestApp } from './app.ts';
import { call } from './requests.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const iso = (at: number | Date) => new Date(at).toISOString();
export const ms = (at: string | Date | null) => (at === null ? Number.NaN : new Date(at).getTime());

export type ShiftRow = typeof shifts.$inferSelect;
type Person = { id: string; organizationId: string; email: string };

export async function userByEmail(t: TestApp, email: string): Promise<Person> {
  const [u] = await t.db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`user ${email} missing`);
  return u;
}

/** Demo workers other than the documented accounts, in email order. */
export async function plainWorkers(t: TestApp): Promise<Person[]> {
  return t.db
    .select()
    .from(users)
    .where(notInArray(users.email, Object.values(DEMO_ACCOUNTS)))
    .orderBy(asc(users.email));
}

/** A session cookie for any user, made directly as sessionFor does for the demo roles. */
export function sessionForUser(t: TestApp, user: Person) {
  return t.sessionAs({ organizationId: user.organizationId, userId: user.id });
}

/** A user's live shift rows, oldest first, optionally narrowed. */
export function shiftRows(t: TestApp, workerId: string, where?: SQL) {
  return t.db
    .select()
    .from(shifts)
    .where(and(eq(shifts.workerId, workerId), isNull(shifts.deletedAt), where))
    .orderBy(asc(shifts.from), asc(shifts.id));
}

export async function shiftRow(t: TestApp, id: string): Promise<ShiftRow> {
  const [row] = await t.db.select().from(shifts).where(eq(shifts.id, id));
  if (!row) throw new Error(`shift ${id} missing`);
  return row;
}

/** The first row that satisfies `ok`, or a clear failure when the demo data has none. */
export function pick<T>(rows: T[], ok: (row: T) => boolean, what: string): T {
  const found = rows.find(ok);
  if (!found) throw new Error(`no demo shift: ${what}`);
  return found;
}

const queryString = (q: Record<string, string | number | boolean>) => {
  const s = new URLSearchParams(
    Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return s ? `?${s}` : '';
};

type Query = Record<string, string | number | boolean>;
type OverlapsBody = { from: string; to?: string | null; exclude?: string | null };
export type OverlapsAnswer = {
  user: { shifts: WorkerShift[]; suggestions: Suggestion[] };
  overlaps: boolean;
};

/** The worker-shift endpoints as one caller (cookie) sees them. */
export function shiftApi(t: TestApp, cookie?: string) {
  const list = (q: Query = {}) => call(t, 'GET', `/api/shifts/user/worker${queryString(q)}`, { cookie });
  const create = (shift: object) => call(t, 'POST', '/api/shifts/worker', { cookie, payload: { shift } });
  return {
    list,
    create,
    count: (q: Query = {}) => call(t, 'GET', `/api/shifts/count/worker${queryString(q)}`, { cookie }),
    get: (id: string) => call(t, 'GET', `/api/shifts/${id}/worker`, { cookie }),
    near: (id: string) => call(t, 'GET', `/api/shifts/${id}/near/worker`, { cookie }),
    update: (id: string, shift: object) =>
      call(t, 'PUT', `/api/shifts/${id}/worker`, { cookie, payload: { shift } }),
    stamp: (id: string, body: object) =>
      call(t, 'PUT', `/api/shifts/${id}/stamp/worker`, { cookie, payload: body }),
    stampMany: (body: object) => call(t, 'PUT', '/api/shifts/stamp/mass/worker', { cookie, payload: body }),
    overlaps: (body: OverlapsBody) => call(t, 'POST', '/api/users/overlaps', { cookie, payload: body }),
    /** The list's shifts, failing loudly on anything but 200. */
    async shifts(q: Query = {}): Promise<WorkerShift[]> {
      const res = await list(q);
      if (res.statusCode !== 200) throw new Error(`list ${res.statusCode}: ${res.body}`);
      return res.json().shifts;
    },
    /** Creates a shift and returns it, failing loudly unless 201. */
    async add(shift: object): Promise<WorkerShift> {
      const res = await create(shift);
      if (res.statusCode !== 201) throw new Error(`create ${res.statusCode}: ${res.body}`);
      return res.json().shift;
    },
  };
}

export type ShiftApi = ReturnType<typeof shiftApi>;

/** A finished shift on a past day far before the demo data (which reaches back 8 weeks). */
export function quietPast(daysAgo: number, startHour: number, hours: number, now = Date.now()) {
  const day = Math.floor(now / DAY) * DAY - daysAgo * DAY;
  const from = day + startHour * HOUR;
  return { from: iso(from), to: iso(from + hours * HOUR) };
}
