// Which notes an admin reads (docs/decisions/112): general notes with read on users, HR notes
// only with all on users. The contracts already ask read (to look) and all (to write).
import { USER_GROUPS, type UserGroup } from '@tuura/domain/enums';
import { meetsLevel } from '@tuura/domain/permissions';
import { type Ctx, permissionsOf } from '../../context.ts';

export const readsHrNotes = (ctx: Ctx) => meetsLevel(permissionsOf(ctx), 'users', 'all');

/** The user groups whose notes the caller may read. */
export const readableGroups = (ctx: Ctx): UserGroup[] =>
  readsHrNotes(ctx) ? [...USER_GROUPS] : USER_GROUPS.filter((g) => g !== 'user-hr');
