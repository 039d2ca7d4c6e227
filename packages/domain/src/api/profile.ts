// A person's own avatar and email (spec §5 Avatar, §7 Users; docs/decisions/108).
import { z } from 'zod';
import { AVATAR, PASSWORD, USER } from '../limits.ts';
import { access } from '../permissions.ts';
import { userResponse } from '../schemas/auth.ts';
import { idParams, notModified } from '../schemas/common.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['users'];

export const changeEmailInput = z.object({
  // Empty is 'required', not a wrong format.
  email: z.string().trim().toLowerCase().min(1).max(USER.email).pipe(z.email()).meta({ format: 'email' }),
  currentPassword: z.string().min(1).max(PASSWORD.max),
});

/** The avatar's bytes: a PNG, JPEG, GIF or WebP image, served as stored. */
const imageBytes = z.string().meta({
  description: `The image itself (${AVATAR.contentTypes.join(', ')}), not JSON`,
  format: 'binary',
});

export const profileContracts = contractGroup('userProfile', {
  putAvatar: defineContract({
    method: 'PUT',
    path: '/api/users/avatar',
    summary: `Set own avatar: the request body is the image's bytes (${AVATAR.contentTypes.join(', ')}; at most ${AVATAR.maxBytes} bytes), recognised by its content; 413 too large, 415 not such an image`,
    tags,
    access: access.worker,
    upload: { kind: 'bytes', contentTypes: AVATAR.contentTypes, maxBytes: AVATAR.maxBytes },
    response: { 200: userResponse },
  }),
  deleteAvatar: defineContract({
    method: 'DELETE',
    path: '/api/users/avatar',
    summary: 'Remove own avatar',
    tags,
    access: access.worker,
    response: { 200: userResponse },
  }),
  getAvatar: defineContract({
    method: 'GET',
    path: '/api/users/:id/avatar',
    summary: "A colleague's avatar image (same organisation); 404 without one. Cached by ETag",
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: imageBytes, 304: notModified },
  }),
  changeEmail: defineContract({
    method: 'PUT',
    path: '/api/users/email',
    summary: 'Change own email (needs the current password); the old address is told',
    tags,
    access: access.worker,
    refusedDuringTakeOver: true,
    body: changeEmailInput,
    response: { 200: userResponse },
  }),
});
