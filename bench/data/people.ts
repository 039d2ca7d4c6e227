// Users (admins and workers), a guest user, the login directory and notifications.

import { allAreasAt, EDUCATION_LEVELS } from '@tuura/domain';
import { sql } from 'drizzle-orm';
import {
  accountEmails,
  guestUsers,
  notifications,
  users,
} from '../../packages/server/src/db/schema/index.ts';
import { NOTIFICATION_SAMPLES } from '../../packages/server/src/seed/demo.ts';
import { CITIES, FIRST_NAMES, LAST_NAMES } from '../../packages/server/src/seed/names.ts';
import { type OrgContext, uuidFrom } from './context.ts';
import { salariesOf } from './money.ts';
import { adminEmail, guestEmail, orgDomain, workerEmail } from './probes.ts';
import { bulk, byte, col, insertSelect, int, pick, tableName, textArray, uuidOf } from './sql.ts';
import { STREETS } from './words.ts';

/** Workers' ids are `md5(prefix || 'w:' || n)`, so shifts name their worker without a join. */
export const workerId = (o: OrgContext, n: ReturnType<typeof sql>) => uuidOf(o.prefix, sql`'w:' || ${n}`);

export async function insertAdmins(o: OrgContext) {
  const rows = Array.from({ length: o.shape.admins }, (_, i) => {
    const n = i + 1;
    return {
      id: uuidFrom(`${o.prefix}a:${n}`),
      organizationId: o.id,
      email: adminEmail(o.index, n),
      passwordHash: o.passwordHash,
      firstName: FIRST_NAMES[(n * 7) % FIRST_NAMES.length] ?? 'Anna',
      lastName: 'Ylläpitäjä',
      permissions: allAreasAt(n === 1 ? 'all' : 'read'),
      payType: 'admin' as const,
      createdAt: new Date(o.now.getTime() - (400 + n) * 86_400_000),
      updatedAt: new Date(o.now.getTime() - (400 + n) * 86_400_000),
    };
  });
  await o.db.insert(users).values(rows);
}

export async function insertWorkers(o: OrgContext) {
  const n = sql.raw('n');
  const levels = EDUCATION_LEVELS.slice(1);
  const created = sql`${o.now.toISOString()}::timestamptz - ((n * 7) % 1200) * interval '1 day'`;
  await bulk(
    o.db,
    insertSelect(
      users,
      {
        id: workerId(o, n),
        organizationId: sql`${o.id}::uuid`,
        email: sql`case when n = 1 then ${workerEmail(o.index, 1)}::text else 'w' || n || ${`@${orgDomain(o.index)}`}::text end`,
        passwordHash: sql`${o.passwordHash}::text`,
        firstName: pick(FIRST_NAMES, n),
        lastName: pick(LAST_NAMES, sql`n / ${int(FIRST_NAMES.length)}`),
        // names.ts alternates women's and men's names.
        gender: sql`case when n % 2 = 0 then 'female' else 'male' end`,
        phone: sql`'+358 40 ' || lpad(((n * 7919) % 10000000)::text, 7, '0')`,
        street: sql`${pick(STREETS, n)} || ' ' || (1 + n % 80)`,
        zip: sql`lpad(((n * 131) % 99999)::text, 5, '0')`,
        city: pick(CITIES, sql`n / 7`),
        jobTitle: sql`case when n % 3 = 0 then 'Lääkäri' when n % 3 = 1 then 'Sairaanhoitaja' else 'Lääketieteen opiskelija' end`,
        payType: sql`case when n % 4 = 0 then 'monthly' else 'hourly' end`,
        salaries: salariesOf(n, o.anchorDate),
        accountingId: sql`'AC-' || lpad(n::text, 6, '0')`,
        education: sql`jsonb_build_array(jsonb_build_object('validFrom', '2024-01-01', 'value', ${pick(levels, n)}))`,
        createdAt: created,
        updatedAt: created,
      },
      sql`from generate_series(1, ${int(o.shape.workers)}) as g(n)`,
    ),
  );
}

export async function insertGuest(o: OrgContext) {
  await o.db.insert(guestUsers).values({
    id: uuidFrom(`${o.prefix}g:1`),
    organizationId: o.id,
    name: 'Osastonhoitaja Vieras',
    email: guestEmail(o.index),
    passwordHash: o.passwordHash,
    filterDays: 30,
    createdAt: new Date(o.now.getTime() - 300 * 86_400_000),
    updatedAt: new Date(o.now.getTime() - 300 * 86_400_000),
  });
}

/** Every user and guest user of the organisation in the login directory (decision 007). */
export async function registerEmails(o: OrgContext) {
  for (const table of [users, guestUsers]) {
    await bulk(
      o.db,
      insertSelect(
        accountEmails,
        {
          kind: sql`${table === users ? 'user' : 'guest'}::text`,
          email: sql`lower(${col(table, 'email')})`,
          organizationId: col(table, 'organizationId'),
          accountId: col(table, 'id'),
        },
        sql`from ${tableName(table)} where ${col(table, 'organizationId')} = ${o.id}::uuid`,
      ),
    );
  }
}

/** 2–8 notifications per user over the last weeks; the probe worker gets 20. */
export async function insertNotifications(o: OrgContext) {
  const i = sql`((k + ${byte(0)}) % ${int(NOTIFICATION_SAMPLES.length)})`;
  const caseOf = (values: string[]) =>
    sql`(case ${i} ${sql.join(
      values.map((v, n) => sql`when ${int(n)} then ${sql.raw(`'${v.replaceAll("'", "''")}'`)}`),
      sql` `,
    )} end)`;
  const labels = sql`(case ${i} ${sql.join(
    NOTIFICATION_SAMPLES.map((s, n) => sql`when ${int(n)} then ${textArray(s.labels)}`),
    sql` `,
  )} end)`;
  await bulk(
    o.db,
    insertSelect(
      notifications,
      {
        id: uuidOf(o.prefix, sql`'n:' || u.id || ':' || k`),
        organizationId: sql`${o.id}::uuid`,
        userId: sql`u.id`,
        title: caseOf(NOTIFICATION_SAMPLES.map((s) => s.title)),
        labels,
        text: caseOf(NOTIFICATION_SAMPLES.map((s) => s.text)),
        createdAt: sql`${o.now.toISOString()}::timestamptz - ((k - 1) * 29 + ${byte(1)} % 24 + 1) * interval '1 hour'`,
      },
      sql`from (
        select ${col(users, 'id')} as id, ${col(users, 'email')} as email,
          decode(md5(${o.prefix}::text || 'n:' || ${col(users, 'id')}), 'hex') as h
        from ${tableName(users)} where ${col(users, 'organizationId')} = ${o.id}::uuid
      ) u
      cross join lateral generate_series(1, case when u.email = ${workerEmail(o.index, 1)}::text then 20 else 2 + get_byte(u.h, 2) % 7 end) as g(k)`,
    ),
  );
}
