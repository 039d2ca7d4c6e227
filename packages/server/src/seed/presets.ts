// Demo permission presets: the sets an admin applies most, named as the glossary does.
import { allAreasAt, type Permissions } from '@tuura/domain';
import type { DbOrTx } from '../db/client.ts';
import { permissionPresets } from '../db/schema/index.ts';

export const DEMO_PRESETS: { name: string; permissions: Permissions }[] = [
  {
    name: 'Vuorosuunnittelija',
    permissions: { shifts: 'all', shiftTemplates: 'all', skills: 'read', departments: 'read' },
  },
  { name: 'Henkilöstöhallinto', permissions: { users: 'all', skills: 'read', compensation: 'read' } },
  { name: 'Vain luku', permissions: allAreasAt('read') },
];

export async function seedPresets(db: DbOrTx, organizationId: string) {
  await db.insert(permissionPresets).values(DEMO_PRESETS.map((p) => ({ ...p, organizationId })));
}
