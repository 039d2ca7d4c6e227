// What an API token may do at a request (decisions 121, 133): in each area the lower of its own
// scope and its creator's levels now, so a token never outlives the rights of the admin who made
// it. Shown on the integrations page as what the token reaches today.
import { PERMISSION_AREAS, PERMISSION_LEVELS, type PermissionLevel } from '../enums.ts';
import type { Permissions } from '../permissions.ts';

const rank = (level: PermissionLevel | undefined) => PERMISSION_LEVELS.indexOf(level ?? 'none');

/** Area by area, the lower level of `scope` and `cap`; areas at none are left out. */
export function cappedScope(scope: Permissions, cap: Permissions): Permissions {
  const capped: Permissions = {};
  for (const area of PERMISSION_AREAS) {
    const level = rank(scope[area]) <= rank(cap[area]) ? scope[area] : cap[area];
    if (level && level !== 'none') capped[area] = level;
  }
  return capped;
}
