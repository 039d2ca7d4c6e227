// Take-over (spec §6, §7 Users): an admin acts in a user's session and gives it back
// (docs/decisions/105).
import { access } from '../permissions.ts';
import { userResponse } from '../schemas/auth.ts';
import { idParams } from '../schemas/common.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['users (admin)'];

export const takeOverContracts = contractGroup('userControl', {
  start: defineContract({
    method: 'POST',
    path: '/api/users/:id/control/admin',
    summary:
      "Take over a user's session: this browser acts as the user until released (not oneself, a removed user, or a user with permissions beyond one's own)",
    tags,
    access: access.admin('users', 'all'),
    refusesApiTokens: true,
    // No take-over from inside another: the admin releases first.
    refusedDuringTakeOver: true,
    params: idParams,
    response: { 200: userResponse },
  }),
  release: defineContract({
    method: 'POST',
    path: '/api/users/control-release/admin',
    summary: "End a take-over: the admin's own session comes back (the caller is the taken-over session)",
    tags,
    // The caller is the taken-over session, with the user's permissions, not the admin's.
    access: access.worker,
    // A user held on /profile by force-2FA still lets the admin out.
    allowWithoutTfa: true,
    response: { 200: userResponse },
  }),
});
