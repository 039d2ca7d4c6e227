// Whether one set of permissions reaches further than another in some area: an admin may not take
// over a user who could do more than the admin can (decision 105), or the take-over would lend it.
import { PERMISSION_AREAS, type PermissionLevel } from '../enums.ts';
import type { Permissions } from '../permissions.ts';

const RANK: Record<PermissionLevel, number> = { none: 0, read: 1, all: 2 };

/** The areas where `other` holds a higher level than `own`. */
export function areasBeyond(own: Permissions | undefined, other: Permissions | undefined) {
  return PERMISSION_AREAS.filter((area) => RANK[other?.[area] ?? 'none'] > RANK[own?.[area] ?? 'none']);
}
