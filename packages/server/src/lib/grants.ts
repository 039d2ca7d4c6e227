// Who may give which permission (decision 104): an admin changes an area's level only within
// their own level there, both the level taken away and the level given. So nobody raises
// anyone (themselves included) above their own rights, nor demotes someone who outranks them.
import { PERMISSION_AREAS, PERMISSION_LEVELS, type PermissionLevel } from '@tuura/domain/enums';
import { areasBeyond, mayActOn, type Permissions, type RankedAction } from '@tuura/domain/permissions';
import type { FieldMessages } from '@tuura/domain/validation';
import { fail } from '../errors.ts';

const rank = (level: PermissionLevel | undefined) => PERMISSION_LEVELS.indexOf(level ?? 'none');

/** The areas whose change reaches above the granter's own level. */
export function grantsAboveOwn(granter: Permissions, from: Permissions, to: Permissions) {
  return PERMISSION_AREAS.filter((area) => {
    if (rank(from[area]) === rank(to[area])) return false;
    const own = rank(granter[area]);
    return rank(from[area]) > own || rank(to[area]) > own;
  });
}

/** Refuses a change above the granter's own levels, naming each such area as a field. */
export function checkGrant(
  granter: Permissions,
  from: Permissions,
  to: Permissions,
  refusal: 'user.grantAboveOwn' | 'apiToken.beyondOwn' = 'user.grantAboveOwn',
) {
  const over = grantsAboveOwn(granter, from, to);
  if (over.length === 0) return;
  const fields: FieldMessages = Object.fromEntries(
    over.map((area) => [
      `permissions.${area}`,
      { key: 'maxValue', params: { field: `permissions.${area}`, max: granter[area] ?? 'none' } },
    ]),
  );
  throw fail(refusal, { fields });
}

/**
 * The rank rule (decision 132): refuses with 403 an action on someone above the actor in some
 * area, and a take-over of anyone not strictly below.
 */
export function checkRank(actor: Permissions, target: Permissions, action: RankedAction) {
  if (mayActOn(actor, target, action)) return;
  if (action !== 'takeOver') throw fail('user.outranked');
  throw fail(areasBeyond(actor, target).length > 0 ? 'takeOver.higherPermissions' : 'takeOver.peer');
}
