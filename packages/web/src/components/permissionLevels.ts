// Which permission levels one person may hand out (decision 104): at most their own in each area,
// for users, presets and API tokens alike; the server refuses the rest too.
import { PERMISSION_LEVELS, type PermissionArea, type PermissionLevel } from '@tuura/domain/enums';
import type { Permissions } from '@tuura/domain/permissions';

export const levelRank = (level: PermissionLevel | undefined) => PERMISSION_LEVELS.indexOf(level ?? 'none');

/** Whether someone with `own` may give `level` in `area`. */
export const mayGive = (own: Permissions, area: PermissionArea, level: PermissionLevel) =>
  levelRank(level) <= levelRank(own[area]);

/** An area holds a level above `own`: its editor may not change it, either way. */
export const lockedFor = (own: Permissions, value: Permissions, area: PermissionArea) =>
  levelRank(value[area]) > levelRank(own[area]);
