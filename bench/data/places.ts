// Customers, their departments (spread evenly) and four templates per department, the demo
// seed's shapes (morning, evening, night, on-call).

import { sql } from 'drizzle-orm';
import { customers, departments, templates } from '../../packages/server/src/db/schema/index.ts';
import { TEMPLATE_SHAPES } from '../../packages/server/src/seed/places.ts';
import type { OrgContext } from './context.ts';
import { billingOf } from './money.ts';
import { bulk, insertSelect, int, pick, uuidOf } from './sql.ts';
import { CUSTOMER_KINDS, STREETS, TOWNS, UNITS } from './words.ts';

export const customerId = (o: OrgContext, c: ReturnType<typeof sql>) => uuidOf(o.prefix, sql`'c:' || ${c}`);
export const departmentId = (o: OrgContext, d: ReturnType<typeof sql>) => uuidOf(o.prefix, sql`'d:' || ${d}`);
/** Template `shape` (0–3, TEMPLATE_SHAPES' order) of department `d`. */
export const templateId = (o: OrgContext, d: ReturnType<typeof sql>, shape: ReturnType<typeof sql>) =>
  uuidOf(o.prefix, sql`'t:' || ${d} || ':' || ${shape}`);

/** Wall-clock start hours and lengths of the shapes, as SQL arrays indexed 1–4. */
export const shapeHours = sql.raw(`array[${TEMPLATE_SHAPES.map((s) => s.hour).join(', ')}]`);
export const shapeLengths = sql.raw(`array[${TEMPLATE_SHAPES.map((s) => s.hours).join(', ')}]`);
export const shapeNames = TEMPLATE_SHAPES.map((s) => s.name);

export async function insertPlaces(o: OrgContext) {
  const created = sql`${o.now.toISOString()}::timestamptz - interval '1200 days'`;
  const c = sql.raw('c');
  // Customer c is `<kind> <town>`; 6 kinds × 50 towns name 300 customers apart.
  await bulk(
    o.db,
    insertSelect(
      customers,
      {
        id: customerId(o, c),
        organizationId: sql`${o.id}::uuid`,
        name: sql`${pick(CUSTOMER_KINDS, sql`c - 1`)} || ' ' || ${pick(TOWNS, sql`(c - 1) / ${int(CUSTOMER_KINDS.length)}`)}`,
        createdAt: created,
        updatedAt: created,
      },
      sql`from generate_series(1, ${int(o.shape.customers)}) as g(c)`,
    ),
  );
  // Department d belongs to customer 1 + (d - 1) % customers and takes the customer's next unit.
  const d = sql.raw('d');
  const round = sql`((d - 1) / ${int(o.shape.customers)})`;
  await bulk(
    o.db,
    insertSelect(
      departments,
      {
        id: departmentId(o, d),
        organizationId: sql`${o.id}::uuid`,
        customerId: customerId(o, sql`1 + (d - 1) % ${int(o.shape.customers)}`),
        name: sql`${pick(UNITS, round)} || case when ${round} >= ${int(UNITS.length)} then ' ' || (1 + ${round} / ${int(UNITS.length)}) else '' end`,
        street: sql`${pick(STREETS, d)} || ' ' || (1 + d % 60)`,
        zip: sql`lpad(((d * 977) % 99999)::text, 5, '0')`,
        email: sql`'osasto' || d || '@asiakas.bench'`,
        phone: sql`'+358 9 ' || lpad(((d * 4513) % 1000000)::text, 6, '0')`,
        compensationInstruction: sql`case when d % 3 = 0 then 'Kilometrikorvaus kotoa' else '' end`,
        createdAt: created,
        updatedAt: created,
      },
      sql`from generate_series(1, ${int(o.shape.departments)}) as g(d)`,
    ),
  );
  // A template's times are a sample day's (the seed's 2026-01-05, Helsinki wall clock).
  const wall = (hours: ReturnType<typeof sql>) =>
    sql`(('2026-01-05'::date + (${hours}) * interval '1 hour') at time zone 'Europe/Helsinki')`;
  await bulk(
    o.db,
    insertSelect(
      templates,
      {
        id: templateId(o, d, sql`k`),
        organizationId: sql`${o.id}::uuid`,
        departmentId: departmentId(o, d),
        billing: billingOf(departmentId(o, d)),
        name: pick(shapeNames, sql`k`),
        from: wall(sql`(${shapeHours})[k + 1]`),
        to: wall(sql`(${shapeHours})[k + 1] + (${shapeLengths})[k + 1]`),
        priority: sql`k`,
        education: sql`case when k = 3 then 'licensed' end`,
        createdAt: created,
        updatedAt: created,
      },
      sql`from generate_series(1, ${int(o.shape.departments)}) as g(d) cross join generate_series(0, ${int(TEMPLATE_SHAPES.length - 1)}) as s(k)`,
    ),
  );
}
