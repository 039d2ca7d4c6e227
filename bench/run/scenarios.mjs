// What the bench measures. A later issue adds its scenario as one entry here: a name, who logs in
// (`as`: a role of the dataset's accounts, or null for no cookie), the method, the path and body
// built from the run's context, `headers` for more request headers (an API token's), and
// `floor: true` for the floors every other row is compared with, and `goal` for what the row
// must reach at 50 connections on `full` (report.mjs goalCell).
// Context: { now: Date, accounts: { worker: { email, password }, admin: {...} } }.

import { AUDIT, MARKET, REQUEST } from '../../packages/domain/src/limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar month around `now`, as the month view asks for it. */
function monthAround(now) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `from=${from.toISOString()}&to=${to.toISOString()}`;
}

/** The calendar month before `now`'s, as the bills page's month switcher asks for it. */
function lastMonth(now) {
  const day = (d) => d.toISOString().slice(0, 10);
  return {
    from: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))),
    to: day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
  };
}

/** The week from Monday 00:00 UTC of `now`'s week, as the shift table's default filter asks. */
function weekFrom(now) {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return `from=${monday.toISOString()}&to=${new Date(monday.getTime() + 7 * DAY_MS).toISOString()}`;
}

/** The biggest customer (most departments) and its first department, for the planning rows. */
async function preparePlanningPlace(ctx, get) {
  const { customers } = /** @type {{ customers: { _id: string, departments: { _id: string }[] }[] }} */ (
    await get('/api/customers/full/admin')
  );
  const biggest = customers.reduce((a, b) => (b.departments.length > a.departments.length ? b : a));
  if (!biggest?.departments[0]) throw new Error('planning: no customer with departments in this data');
  ctx.planning = { customer: biggest._id, department: biggest.departments[0]._id };
}

/** YYYY-MM-DD of the seven days from the Monday `weeks` weeks after `now`'s week. */
function weekDays(now, weeks) {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) + 7 * weeks);
  return Array.from({ length: 7 }, (_, i) =>
    new Date(monday.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The next four weeks from `now`, as the worker's marketplace list asks (MARKET.defaultWindowDays). */
function marketWindow(now) {
  return `from=${now.toISOString()}&to=${new Date(now.getTime() + MARKET.defaultWindowDays * DAY_MS).toISOString()}`;
}

/** Open shifts the reservation row takes one of per request: more than a `full` run answers. */
const RESERVABLE = 10 * REQUEST.maxIdsPerMassAction;
/** The runner's smoke answers a few dozen requests per scenario in its fraction of a second. */
const SMOKE_RESERVABLE = 200;

/**
 * Publishes RESERVABLE new open shifts (no education asked, an hour each, two hours apart, from
 * 400 days ahead: they meet none of the worker's shifts nor each other), 1,000 a call as the admin.
 * A reused database keeps earlier runs' shifts (and the worker's reservations of them): this run's
 * start two hours after the last shift from 300 days ahead (the data plans none there), if any.
 */
async function publishReservable(ctx, _get, send) {
  const [last] = /** @type {{ shifts: { to: string }[] }} */ (
    await send(
      'GET',
      `/api/shifts/admin?from=${new Date(ctx.now.getTime() + 300 * DAY_MS).toISOString()}&order=desc&limit=1`,
      undefined,
      'admin',
    )
  ).shifts;
  const start = Math.max(ctx.now.getTime() + 400 * DAY_MS, last ? Date.parse(last.to) + 2 * 3_600_000 : 0);
  const ids = [];
  const wanted = ctx.smoke ? SMOKE_RESERVABLE : RESERVABLE;
  for (let batch = 0; batch * REQUEST.maxIdsPerMassAction < wanted; batch++) {
    const shifts = Array.from({ length: Math.min(REQUEST.maxIdsPerMassAction, wanted) }, (_, i) => {
      const from = start + (batch * REQUEST.maxIdsPerMassAction + i) * 2 * 3_600_000;
      return {
        name: 'Bench torivuoro',
        from: new Date(from).toISOString(),
        to: new Date(from + 3_600_000).toISOString(),
      };
    });
    const answer = /** @type {{ shifts: { _id: string }[] }} */ (
      await send('POST', '/api/shift-market/admin', { shifts }, 'admin')
    );
    ids.push(...answer.shifts.map((s) => s._id));
  }
  ctx.reservable = ids;
}

/**
 * An open marketplace shift for the possible-workers lists: the first one open from now, or one
 * published tomorrow when the data has none.
 * @type {NonNullable<import('./types.d.ts').Scenario['prepare']>}
 */
const openMarketShift = async (ctx, get, send) => {
  const { shifts } = /** @type {{ shifts: { _id: string }[] }} */ (
    await get(`/api/shift-market/admin?state=open&from=${ctx.now.toISOString()}&limit=1`)
  );
  // A dataset without one (the bench data plans no marketplace): publish a day shift tomorrow.
  const from = new Date(ctx.now.getTime() + DAY_MS);
  const published = shifts[0]
    ? { shifts }
    : /** @type {{ shifts: { _id: string }[] }} */ (
        await send(
          'POST',
          '/api/shift-market/admin',
          {
            shifts: [
              {
                name: 'Bench päivävuoro',
                from: from.toISOString(),
                to: new Date(from.getTime() + 8 * 3_600_000).toISOString(),
                education: 'lk4',
              },
            ],
          },
          'admin',
        )
      );
  ctx.marketShift = published.shifts[0]?._id;
};

/** The goal of every admin list and planning read at 50 connections on `full` (p95, ms). */
const ADMIN_LIST_GOAL = { p95: 100 };

/** @type {import('./types.d.ts').Scenario[]} */
export const SCENARIOS = [
  // Floor (a): Fastify with every /api hook and the response writer, no database (BENCH_ROUTES).
  { name: 'floor: bare route', floor: 'bare', as: null, method: 'GET', path: () => '/api/bench/floor' },
  // Floor (b): the same behind the worker's session: the session lookup is its only SQL.
  {
    name: 'floor: session',
    floor: 'session',
    as: 'worker',
    method: 'GET',
    path: () => '/api/bench/floor/session',
  },
  // Floor (c): the session lookup and `select 1`, as the issue measured it.
  {
    name: 'health',
    floor: 'health',
    as: 'worker',
    method: 'GET',
    path: () => '/api/health',
    goal: { ratioToSql: 0.5 },
  },
  // The app's one question at every cold start, for a signed-in worker (for nobody it runs no SQL
  // and measured as the bare floor: 26,501 req/s at 50 on full PostgreSQL).
  { name: 'session check', as: 'worker', method: 'GET', path: () => '/api/auth/session' },
  {
    name: 'login',
    as: null,
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ accounts }) => ({ email: accounts.worker.email, password: accounts.worker.password }),
  },
  {
    name: 'worker month',
    goal: { p95: 50, ratioToSql: 0.4 },
    as: 'worker',
    method: 'GET',
    path: ({ now }) => `/api/shifts/user/worker?${monthAround(now)}`,
  },
  {
    name: 'ongoing shift',
    as: 'worker',
    method: 'GET',
    path: () => '/api/shifts/user/worker?submitted=false',
  },
  // The count a badge of stamps still to give would ask for (the app's missing-stamps filter).
  {
    name: 'shift count',
    as: 'worker',
    method: 'GET',
    path: ({ now }) => `/api/shifts/count/worker?stampMissing=true&to=${now.toISOString()}`,
  },
  // The check before starting a shift now for eight hours.
  {
    name: 'overlaps',
    as: 'worker',
    method: 'POST',
    path: () => '/api/users/overlaps',
    body: ({ now }) => ({ from: now.toISOString(), to: new Date(now.getTime() + DAY_MS / 3).toISOString() }),
  },
  { name: 'notifications', as: 'worker', method: 'GET', path: () => '/api/notifications' },
  // The admin's shift table and stamps.
  {
    name: 'admin stamp count',
    as: 'admin',
    method: 'GET',
    path: () => '/api/shifts/count/admin?require-approval=true',
  },
  // The menu badge of shift requests waiting for a decision (every admin polls it).
  {
    name: 'unhandled suggestion count',
    as: 'admin',
    method: 'GET',
    path: () => '/api/suggestions/count/admin',
  },
  // The shift table's first page: the organisation's week from Monday, 50 rows and the total.
  {
    name: 'admin list week',
    goal: ADMIN_LIST_GOAL,
    as: 'admin',
    method: 'GET',
    path: ({ now }) => `/api/shifts/admin?${weekFrom(now)}&limit=50`,
  },
  // The same page read by an integration with an API token (decision 121): the token's
  // lookup replaces the session's, so the two rows should match.
  {
    name: 'admin list week, API token',
    goal: ADMIN_LIST_GOAL,
    as: null,
    method: 'GET',
    path: ({ now }) => `/api/shifts/admin?${weekFrom(now)}&limit=50`,
    headers: ({ apiToken }) => ({ authorization: `Bearer ${apiToken}` }),
    prepare: async (ctx, _get, send) => {
      const created = /** @type {{ secret: string }} */ (
        await send(
          'POST',
          '/api/organization/tokens/admin',
          { name: 'Bench', permissions: { shifts: 'read' } },
          'admin',
        )
      );
      ctx.apiToken = created.secret;
    },
  },
  // The same page sorted by a header (decision 142): by the worker's name (a lateral lookup per
  // shift, sorted after the window is read) and by name, against the start order the index serves.
  {
    name: 'admin list week by worker',
    goal: ADMIN_LIST_GOAL,
    as: 'admin',
    method: 'GET',
    path: ({ now }) => `/api/shifts/admin?${weekFrom(now)}&limit=50&sort=worker`,
  },
  {
    name: 'admin list week by name, page 3',
    goal: ADMIN_LIST_GOAL,
    as: 'admin',
    method: 'GET',
    path: ({ now }) => `/api/shifts/admin?${weekFrom(now)}&limit=50&offset=100&sort=name&order=desc`,
  },
  // The same week's open shifts only, as planning fills them.
  {
    name: 'admin list unfilled',
    goal: ADMIN_LIST_GOAL,
    as: 'admin',
    method: 'GET',
    path: ({ now }) => `/api/shifts/admin?${weekFrom(now)}&unfilled=true&limit=50`,
  },
  // Planning: one week of one department, and of every department of one customer,
  // as the planning grid reads them (whole pages of REQUEST.maxPageSize). The customer is the one
  // with the most departments, its first department the department's week.
  {
    name: 'admin planning week department',
    goal: ADMIN_LIST_GOAL,
    as: 'admin',
    method: 'GET',
    prepare: preparePlanningPlace,
    path: ({ now, planning }) =>
      `/api/shifts/admin?${weekFrom(now)}&department=${planning.department}&limit=${REQUEST.maxPageSize}`,
  },
  {
    name: 'admin planning week customer',
    goal: ADMIN_LIST_GOAL,
    as: 'admin',
    method: 'GET',
    prepare: preparePlanningPlace,
    path: ({ now, planning }) =>
      `/api/shifts/admin?${weekFrom(now)}&customer=${planning.customer}&limit=${REQUEST.maxPageSize}`,
  },
  // Planning: the week's open shifts through their own listing (shifts_open_from_idx).
  {
    name: 'admin unfilled week',
    goal: ADMIN_LIST_GOAL,
    as: 'admin',
    method: 'GET',
    path: ({ now }) => `/api/shifts/unfilled/admin?${weekFrom(now)}&limit=50`,
  },
  // Each worker's shifts and planned minutes in the week: a page of workers grouped from the
  // week's shifts read by start.
  {
    name: 'admin count by user',
    as: 'admin',
    method: 'GET',
    path: ({ now }) => `/api/shifts/count-by-user/admin?${weekFrom(now)}&limit=${REQUEST.maxPageSize}`,
  },
  // Approving 50 stamps in one call: the load takes the waiting stamps 50 at a time in turn (as
  // admins approving different shifts; all on the same 50 would queue on their row locks). The
  // first pass decides them and tells the workers; later passes repeat the decision, checking and
  // writing the same rows but telling nobody.
  {
    name: 'admin approve 50',
    goal: { p95: 250 },
    as: 'admin',
    method: 'PUT',
    prepare: async (ctx, get) => {
      const ids = [];
      const page = REQUEST.maxPageSize;
      // Up to 50 sets: one per connection at 50 connections.
      for (let offset = 0; offset < 50 * 50; offset += page) {
        const { shifts } = /** @type {{ shifts: { _id: string }[] }} */ (
          await get(`/api/shifts/admin?stamp=waiting&limit=${page}&offset=${offset}&order=desc`)
        );
        ids.push(...shifts.map((s) => s._id));
        if (shifts.length < page) break;
      }
      if (ids.length === 0) throw new Error('admin approve 50: no stamps waiting in this data');
      ctx.stampSets = Array.from({ length: Math.ceil(ids.length / 50) }, (_, i) =>
        ids.slice(i * 50, i * 50 + 50),
      );
    },
    path: () => '/api/shifts/approve-stamp/mass/admin',
    body: ({ stampSets }) => ({ ids: stampSets[0] }),
    bodies: ({ stampSets }) => stampSets.map((ids) => ({ ids })),
  },
  // Planning next week from one department's templates in one call: every template on each of
  // seven days, open shifts, one insert. The load plans week after week (a week per body), so
  // each request writes new rows as an admin planning ahead would.
  {
    name: 'instantiate week',
    as: 'admin',
    method: 'POST',
    prepare: async (ctx, get) => {
      const { customers } = /** @type {{ customers: { departments: { _id: string }[] }[] }} */ (
        await get('/api/customers/full/admin')
      );
      const department = customers.flatMap((c) => c.departments)[0];
      if (!department) throw new Error('instantiate week: no department in this data');
      const { templates } = /** @type {{ templates: { _id: string }[] }} */ (
        await get(`/api/templates/admin?department=${department._id}&limit=${REQUEST.maxPageSize}`)
      );
      if (templates.length === 0) throw new Error('instantiate week: the department has no templates');
      ctx.templateIds = templates.map((t) => t._id);
    },
    path: () => '/api/templates/instantiate/admin',
    body: ({ now, templateIds }) => ({ templates: templateIds, days: weekDays(now, 1) }),
    bodies: ({ now, templateIds }) =>
      Array.from({ length: 200 }, (_, i) => ({ templates: templateIds, days: weekDays(now, 2 + i) })),
  },
  // Cancellations: the admin menu's badge (every admin's shell polls it), the page's
  // first page (active ones, oldest first) and a worker's own list. The bench data may hold no
  // cancellations: the reads still walk the partial index and the worker's index.
  {
    name: 'admin cancellation count',
    as: 'admin',
    method: 'GET',
    path: () => '/api/cancellations/count/admin',
  },
  {
    name: 'admin active cancellations',
    as: 'admin',
    method: 'GET',
    path: () => '/api/cancellations/active/admin?limit=50',
  },
  { name: 'worker cancellations', as: 'worker', method: 'GET', path: () => '/api/cancellations/worker' },
  // The shift marketplace: the worker's list of open shifts for the next four weeks,
  // each marked with whether their education meets it (p95 target 100 ms at `full`).
  {
    name: 'worker marketplace 4 weeks',
    as: 'worker',
    method: 'GET',
    path: ({ now }) => `/api/shift-market/worker?${marketWindow(now)}&limit=${REQUEST.defaultPageSize}`,
  },
  // A reservation: each request takes its own open published shift (prepare publishes a batch;
  // the probe takes the first, the load the rest in turn). One worker account reserves them all,
  // so at 50 connections the reservations queue on that worker's row lock (as one person's would).
  {
    name: 'reserve a marketplace shift',
    goal: { p95: 100 },
    as: 'worker',
    method: 'PUT',
    prepare: publishReservable,
    path: ({ reservable }) => `/api/shift-market/${reservable[0]}/reserve/worker`,
    paths: ({ reservable }) => reservable.slice(1).map((id) => `/api/shift-market/${id}/reserve/worker`),
    body: () => ({}),
  },
  // Possible workers for one open marketplace shift: every worker's education on its date and
  // whether they have an overlapping shift, qualifying first (p95 target 200 ms with 20,000).
  {
    name: 'admin possible workers',
    as: 'admin',
    method: 'GET',
    prepare: openMarketShift,
    path: ({ marketShift }) => `/api/shift-market/${marketShift}/possible-workers/admin`,
  },
  // The same list as planning's worker picker asks it for the shift being filled (decision 143):
  // 20 candidates whose name holds a typed prefix, with the fit.
  {
    name: 'planning picker candidates by name prefix',
    readOnlyVariants: true,
    as: 'admin',
    method: 'GET',
    prepare: openMarketShift,
    path: ({ marketShift }) => `/api/shift-market/${marketShift}/possible-workers/admin?q=m%C3%A4&limit=20`,
    paths: ({ marketShift }) =>
      USER_SEARCH_PREFIXES.map(
        (q) => `/api/shift-market/${marketShift}/possible-workers/admin?q=${encodeURIComponent(q)}&limit=20`,
      ),
  },
  // The admin lists sorted by a header on the server (decision 142).
  {
    name: 'admin files sorted by size',
    as: 'admin',
    method: 'GET',
    path: () => '/api/files/admin?sort=size&order=desc&limit=50',
  },
  {
    name: 'guest users sorted by email',
    as: 'admin',
    method: 'GET',
    path: () => '/api/guest-users/admin?sort=email&order=desc&limit=50',
  },
  // Groups and skills: the pickers' group names (any user login), the admin's group list
  // with member counts (a count over group_members joined to live users), and the skills cache's
  // two reads, which every admin with read on skills polls.
  { name: 'groups for pickers', as: 'worker', method: 'GET', path: () => '/api/groups' },
  { name: 'admin groups with member counts', as: 'admin', method: 'GET', path: () => '/api/groups/admin' },
  { name: 'admin skills', as: 'admin', method: 'GET', path: () => '/api/skills/admin' },
  { name: 'admin skill groups', as: 'admin', method: 'GET', path: () => '/api/skills/groups/admin' },
  // A department's guest reads the next four weeks of shifts its filter allows (decisions 106, 126).
  // The bench data's guest has no filter: the admin gives it the biggest customer (every
  // department of it, the heaviest filter a guest can have) and no day limit.
  {
    name: 'guest shifts',
    as: 'guest',
    method: 'GET',
    prepare: async (ctx, _get, send) => {
      const { customers } = /** @type {{ customers: { _id: string, departments: unknown[] }[] }} */ (
        await send('GET', '/api/customers/full/admin', undefined, 'admin')
      );
      const biggest = customers.reduce((a, b) => (b.departments.length > a.departments.length ? b : a));
      const email = ctx.accounts.guest?.email ?? '';
      const { guestUsers } = /** @type {{ guestUsers: { _id: string, email: string }[] }} */ (
        await send('GET', `/api/guest-users/admin?search=${encodeURIComponent(email)}`, undefined, 'admin')
      );
      const guest = guestUsers.find((g) => g.email === email);
      if (!guest) throw new Error(`guest shifts: no guest user ${email} in this data`);
      await send(
        'PUT',
        `/api/guest-users/${guest._id}/admin`,
        { filters: { customerId: biggest._id, days: -1 } },
        'admin',
      );
    },
    path: ({ now }) =>
      `/api/guest-users/shifts?from=${now.toISOString()}&to=${new Date(now.getTime() + 28 * DAY_MS).toISOString()}`,
  },
  // Users admin: a picker's name search by a 2–3 letter prefix, Finnish letters in any
  // case (p95 target 50 ms at `full`), and the admin's filtered list, a page of 50 (p95 100 ms).
  {
    name: 'user search by name prefix',
    readOnlyVariants: true,
    goal: { p95: 50 },
    as: 'admin',
    method: 'GET',
    path: () => `/api/users/search?q=${encodeURIComponent('mä')}`,
    paths: () => USER_SEARCH_PREFIXES.map((q) => `/api/users/search?q=${encodeURIComponent(q)}`),
  },
  {
    name: 'users filter page of 50',
    readOnlyVariants: true,
    goal: ADMIN_LIST_GOAL,
    as: 'admin',
    method: 'POST',
    path: () => '/api/users/filter/admin',
    body: () => ({ limit: REQUEST.defaultPageSize }),
    bodies: () => USER_FILTERS.map((f) => ({ ...f, limit: REQUEST.defaultPageSize })),
  },
  // Take-over start: the admin takes over a worker's session. Starting makes a new
  // session for the worker and keeps the admin's own (decision 105), so the admin's cookie stays
  // good and no release is needed between requests; each request takes the next of many workers.
  {
    name: 'take-over start',
    as: 'admin',
    method: 'POST',
    // Only non-admins: an admin may take over only someone strictly below them (decision 132).
    prepare: async (ctx, get, send) => {
      const { user } = /** @type {{ user: { _id: string } }} */ (await get('/api/auth/refresh'));
      const { users } = /** @type {{ users: { _id: string, isAdmin: boolean }[] }} */ (
        await send('POST', '/api/users/filter/admin', { limit: REQUEST.maxPickerResults }, 'admin')
      );
      ctx.takeOverTargets = users.filter((u) => !u.isAdmin && u._id !== user._id).map((u) => u._id);
      if (ctx.takeOverTargets.length === 0) throw new Error('take-over start: no other users in this data');
    },
    path: ({ takeOverTargets }) => `/api/users/${takeOverTargets[0]}/control/admin`,
    paths: ({ takeOverTargets }) => takeOverTargets.map((id) => `/api/users/${id}/control/admin`),
  },
  // Files: a directory of 1,000 entries listed as the page asks for it, directories
  // first by name (p95 target 50 ms at `full`). The scenario's calls send JSON only, so the
  // entries are directories (the same rows and index as files); uploads are bench/files.mjs's.
  {
    name: 'files directory of 1000 entries',
    as: 'worker',
    method: 'GET',
    prepare: async (ctx, get, send) => {
      const top = /** @type {{ files: { _id: string, filename: string, type: string }[] }} */ (
        await get(`/api/files/worker?context=my-files&limit=${REQUEST.maxPageSize}`)
      );
      const found = top.files.find((f) => f.type === 'directory' && f.filename === BENCH_DIRECTORY);
      const parent =
        found?._id ??
        /** @type {{ file: { _id: string } }} */ (
          await send('POST', '/api/files/worker', { type: 'directory', filename: BENCH_DIRECTORY }, 'worker')
        ).file._id;
      const { total } = /** @type {{ total: number }} */ (
        await get(`/api/files/worker?parent=${parent}&limit=1`)
      );
      // A reused database keeps an earlier run's entries: only the missing ones are made.
      for (let i = total; i < (ctx.smoke ? SMOKE_DIRECTORY_ENTRIES : BENCH_DIRECTORY_ENTRIES); i++)
        await send(
          'POST',
          '/api/files/worker',
          { type: 'directory', filename: `Kansio ${i}`, parent },
          'worker',
        );
      ctx.benchDirectory = parent;
    },
    path: ({ benchDirectory }) => `/api/files/worker?context=my-files&parent=${benchDirectory}`,
  },
  { name: 'files bucket size', as: 'worker', method: 'GET', path: () => '/api/files/size/worker' },
  // Polls: the worker's list, open unanswered first, with counts of the public ones
  // (p95 target 30 ms at `full`), and the menu badge's count asked on every page.
  { name: 'worker poll list', as: 'worker', method: 'GET', path: () => '/api/polls' },
  { name: 'worker poll count', as: 'worker', method: 'GET', path: () => '/api/polls/count' },
  // Bills: last month's billing of the customer with the most departments, as the
  // bills page asks for it (every line through shiftMoney, subtotals per department; p95 target
  // 300 ms at `full`), and the same month as the XLSX file the page downloads.
  {
    name: 'billing-customer-month',
    as: 'admin',
    method: 'POST',
    prepare: preparePlanningPlace,
    path: () => '/api/shifts/billing-data/admin',
    body: ({ now, planning }) => ({ ...lastMonth(now), customerId: planning.customer }),
  },
  {
    name: 'billing-customer-month xlsx',
    as: 'admin',
    method: 'POST',
    prepare: preparePlanningPlace,
    path: () => '/api/shifts/billing-data/admin',
    body: ({ now, planning }) => ({ ...lastMonth(now), customerId: planning.customer, format: 'xlsx' }),
  },
  // Salaries: the payroll report of last month for every worker on payroll, streamed as
  // XLSX (its peak memory: bench/salary-report.mjs), and a worker's own listing of this month.
  {
    name: 'salary-report-xlsx-month',
    as: 'admin',
    method: 'POST',
    path: () => '/api/users/salary-report/admin',
    body: (ctx) => ({ ...lastMonth(ctx.now), format: 'xlsx' }),
  },
  {
    name: 'worker salary listing month',
    as: 'worker',
    method: 'GET',
    path: () => '/api/users/salary-listing',
  },
  // Business statistics (decision 119): the calendar year of `now` by month for the
  // whole organisation (≈1M shifts at `full`; target ≤ 2 s), by customer and by worker.
  ...['customer', 'worker'].map((groupBy) => ({
    name: `business-year-by-month${groupBy === 'worker' ? ' by worker' : ''}`,
    as: 'admin',
    method: 'POST',
    path: () => '/api/shifts/business-statistics/admin',
    body: ({ now }) => ({
      from: `${now.getUTCFullYear()}-01-01`,
      to: `${now.getUTCFullYear() + 1}-01-01`,
      period: 'monthly',
      groupBy,
    }),
  })),
  {
    name: 'report diff of two months',
    as: 'admin',
    method: 'POST',
    path: () => '/api/reports/diff/admin',
    body: ({ now }) => {
      const month = (back) =>
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
      return {
        a: { from: month(2), to: month(1) },
        b: { from: month(1), to: month(0) },
        groupBy: 'customer',
      };
    },
  },
  // The audit log page (decision 136): its first page of 50, newest first, over 10 million
  // entries at `full` (p95 target 100 ms at 1 connection), and the same filtered to one person
  // (the admin: a tenth of the entries) and to one object (the admin as a user: about a thousand).
  {
    name: 'audit log first page',
    as: 'admin',
    method: 'GET',
    path: () => `/api/audit/admin?limit=${AUDIT.defaultPageSize}`,
  },
  {
    name: 'audit log by person',
    as: 'admin',
    method: 'GET',
    prepare: prepareAuditSelf,
    path: ({ auditSelf }) => `/api/audit/admin?limit=${AUDIT.defaultPageSize}&actor=${auditSelf}`,
  },
  {
    name: 'audit log one object',
    as: 'admin',
    method: 'GET',
    prepare: prepareAuditSelf,
    path: ({ auditSelf }) =>
      `/api/audit/admin?limit=${AUDIT.defaultPageSize}&targetType=user&targetId=${auditSelf}`,
  },
  // A person's data (decisions 134, 135). The export: the full-timer's own ZIP (every shift of
  // the data's 33 months, their notifications, sessions and audit entries; goal ≤ 5 s and ≤ 200 MB
  // of server memory at `full`). The erasure: workers the prepare makes (three years of daily
  // shifts each, then removed), never the data's own; each request takes the next in turn, and a
  // second round erases an erased one again (the same statements, nothing left to delete).
  {
    name: 'personal data export',
    as: 'worker',
    method: 'GET',
    path: () => '/api/users/data',
  },
  {
    name: 'erase a former worker',
    as: 'admin',
    method: 'POST',
    prepare: prepareFormerWorkers,
    path: ({ formerWorkers }) => `/api/users/${formerWorkers[0]}/erase/admin`,
    paths: ({ formerWorkers }) => formerWorkers.slice(1).map((id) => `/api/users/${id}/erase/admin`),
    body: () => ({}),
  },
];

/** The admin's own id: the person and the object the audit log rows filter to. */
async function prepareAuditSelf(ctx, get) {
  const { user } = /** @type {{ user: { _id: string } }} */ (await get('/api/auth/refresh'));
  ctx.auditSelf = user._id;
}

/** Workers the erasure scenario makes and erases, and the days of shifts each has. */
const FORMER_WORKERS = 4;
const FORMER_WORKER_DAYS = 3 * 365;

/**
 * Makes FORMER_WORKERS workers with a day shift on each of the last three years' days (through
 * the admin's calls, 1,000 shifts a call) and removes them: what an erasure finds of a worker who
 * left. Their emails carry the time, so a reused database never meets an earlier run's.
 */
async function prepareFormerWorkers(ctx, _get, send) {
  const stamp = Date.now().toString(36);
  ctx.formerWorkers = [];
  for (let n = 0; n < FORMER_WORKERS; n++) {
    const { user } = /** @type {{ user: { _id: string } }} */ (
      await send(
        'POST',
        '/api/users/admin',
        {
          user: {
            email: `erase-${stamp}-${n}@bench.test`,
            personal: { firstName: 'Lähtevä', lastName: `Työntekijä ${n}` },
          },
        },
        'admin',
      )
    );
    const days = Array.from({ length: FORMER_WORKER_DAYS }, (_, i) => {
      const day = new Date(ctx.now.getTime() - (i + 1) * DAY_MS);
      const from = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 5);
      return {
        name: 'Bench päivävuoro',
        from: new Date(from).toISOString(),
        to: new Date(from + 8 * 3_600_000).toISOString(),
        worker: user._id,
        salary: '22 €/h',
        billing: '45 €/h',
      };
    });
    for (let i = 0; i < days.length; i += REQUEST.maxIdsPerMassAction)
      await send(
        'POST',
        '/api/shifts/mass/admin',
        { shifts: days.slice(i, i + REQUEST.maxIdsPerMassAction) },
        'admin',
      );
    await send('DELETE', `/api/users/${user._id}/admin`, {}, 'admin');
    ctx.formerWorkers.push(user._id);
  }
}

/** Prefixes people type in a picker: ä and ö in either case, and some that match nobody. */
export const USER_SEARCH_PREFIXES = ['mä', 'Hä', 'jär', 'MÄK', 'kö', 'Lö', 'sal', 'vi'];
/** The admin list's usual filters: none, a name, a current education, a pay type deep in the list. */
export const USER_FILTERS = [
  {},
  { q: 'mäk' },
  { q: 'aino vir' },
  { education: ['licensed'] },
  { payType: ['monthly'], offset: 500 },
  { role: 'admin' },
  { userGroup: ['user-general'], education: ['lk4', 'lk5'], offset: 100 },
];
const BENCH_DIRECTORY = 'Bench tuhat';
const BENCH_DIRECTORY_ENTRIES = 1000;
/** The smoke lists a directory of a tenth of the size: making the thousand took it 7 s. */
const SMOKE_DIRECTORY_ENTRIES = 100;
