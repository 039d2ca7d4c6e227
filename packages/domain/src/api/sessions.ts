// Sessions (decision 133): a user lists their signed-in sessions and ends any of them or all the
// others; an admin with users read sees a user's sessions and with users all ends them.
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import { endedSessionsResponse, sessionListResponse } from '../schemas/session.ts';
import { contractGroup, defineContract } from './contract.ts';

export const sessionContracts = contractGroup('sessions', {
  list: defineContract({
    method: 'GET',
    path: '/api/auth/sessions',
    summary:
      "The caller's signed-in sessions, newest first: device, address, opened and last seen; the one in use marked",
    tags: ['auth'],
    access: access.worker,
    allowWithoutTfa: true,
    refusedDuringTakeOver: true,
    response: { 200: sessionListResponse },
  }),
  end: defineContract({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    summary: "End one of the caller's sessions (the one in use too: that is a logout); 404 for any other id",
    tags: ['auth'],
    access: access.worker,
    allowWithoutTfa: true,
    refusedDuringTakeOver: true,
    params: idParams,
    response: { 200: endedSessionsResponse },
  }),
  endOthers: defineContract({
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    summary: "End every session of the caller's account but the one in use",
    tags: ['auth'],
    access: access.worker,
    allowWithoutTfa: true,
    refusedDuringTakeOver: true,
    response: { 200: endedSessionsResponse },
  }),
  userList: defineContract({
    method: 'GET',
    path: '/api/users/:id/sessions/admin',
    summary: "A user's signed-in sessions, newest first",
    tags: ['users (admin)'],
    access: access.admin('users', 'read'),
    params: idParams,
    response: { 200: sessionListResponse },
  }),
  userEnd: defineContract({
    method: 'DELETE',
    path: '/api/users/:id/sessions/admin',
    summary:
      "End every session of a user at once: their open pages land on the login page (one's own: all but the one in use)",
    tags: ['users (admin)'],
    access: access.admin('users', 'all'),
    refusesApiTokens: true,
    refusedDuringTakeOver: true,
    params: idParams,
    response: { 200: endedSessionsResponse },
  }),
});
