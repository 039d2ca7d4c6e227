// Demo customers, departments and shift templates (Finnish hospitals and clinics).
import { zonedTime } from '@tuura/domain/rules/zonedTime';
import type { DbOrTx } from '../db/client.ts';
import { customers, departments, templates } from '../db/schema/index.ts';

/** Template shapes: wall-clock start (Helsinki) and length in hours. */
export const TEMPLATE_SHAPES = [
  { name: 'Aamuvuoro', hour: 8, hours: 8 },
  { name: 'Iltavuoro', hour: 14, hours: 8 },
  { name: 'Yövuoro', hour: 22, hours: 10 },
  { name: 'Päivystys', hour: 8, hours: 12 },
] as const;

const CUSTOMERS = [
  {
    name: 'HUS Helsingin yliopistollinen sairaala',
    departments: [
      {
        name: 'Meilahden päivystys',
        street: 'Haartmaninkatu 4',
        zip: '00290',
        phone: '+358 9 4711',
        billing: '72,50',
      },
      {
        name: 'Jorvin päivystys',
        street: 'Turuntie 150',
        zip: '02740',
        phone: '+358 9 4711',
        billing: '72,50',
      },
      {
        name: 'Lasten ja nuorten sairaala',
        street: 'Stenbäckinkatu 9',
        zip: '00290',
        phone: '+358 9 4711',
        billing: '76,00',
      },
    ],
  },
  {
    name: 'Tampereen yliopistollinen sairaala',
    departments: [
      {
        name: 'Acuta-päivystys',
        street: 'Elämänaukio 2',
        zip: '33520',
        phone: '+358 3 311 611',
        billing: '68,90',
      },
      {
        name: 'Sisätautien osasto',
        street: 'Teiskontie 35',
        zip: '33520',
        phone: '+358 3 311 611',
        billing: '64,00',
      },
    ],
  },
  {
    name: 'Terveystalo',
    departments: [
      {
        name: 'Kampin lääkäriasema',
        street: 'Jaakonkatu 3',
        zip: '00100',
        phone: '+358 30 6000',
        billing: '82,00',
      },
      // A clinic that buys whole shifts at a fixed price.
      {
        name: 'Tapiolan lääkäriasema',
        street: 'Tapiontori 3',
        zip: '02100',
        phone: '+358 30 6000',
        billing: '640 €/vuoro',
      },
    ],
  },
];

export async function seedPlaces(tx: DbOrTx, organizationId: string) {
  const departmentIds: string[] = [];
  const templateRows: {
    id: string;
    departmentId: string;
    customerIndex: number;
    name: string;
    hour: number;
    hours: number;
    billing: string;
  }[] = [];
  for (const [customerIndex, c] of CUSTOMERS.entries()) {
    const [customer] = await tx.insert(customers).values({ organizationId, name: c.name }).returning();
    if (!customer) continue;
    const inserted = await tx
      .insert(departments)
      .values(
        c.departments.map(({ billing: _billing, ...d }) => ({
          ...d,
          organizationId,
          customerId: customer.id,
          compensationInstruction: 'Kilometrikorvaus kotoa',
        })),
      )
      .returning({ id: departments.id });
    for (const [i, d] of inserted.entries()) {
      departmentIds.push(d.id);
      // Every template of a department bills the customer's price for it (docs/decisions/117).
      const billing = c.departments[i]?.billing ?? '';
      const rows = await tx
        .insert(templates)
        .values(
          TEMPLATE_SHAPES.map((shape, priority) => {
            const from = zonedTime('2026-01-05', shape.hour);
            return {
              organizationId,
              departmentId: d.id,
              name: shape.name,
              from,
              to: new Date(from.getTime() + shape.hours * 3_600_000),
              priority,
              salary: '',
              billing,
            };
          }),
        )
        .returning({ id: templates.id, name: templates.name });
      rows.forEach((t, i) => {
        const shape = TEMPLATE_SHAPES[i];
        if (shape)
          templateRows.push({
            id: t.id,
            departmentId: d.id,
            customerIndex,
            name: t.name,
            billing,
            hour: shape.hour,
            hours: shape.hours,
          });
      });
    }
  }
  return { departmentIds, templates: templateRows };
}
