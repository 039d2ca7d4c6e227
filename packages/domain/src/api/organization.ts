// Organisation basics (spec §7 Organisation), its logo and its API tokens (decisions 121, 123).
import { z } from 'zod';
import { LOGO } from '../limits.ts';
import { access, FORCE_2FA_EDITOR } from '../permissions.ts';
import { idParams, notModified } from '../schemas/common.ts';
import {
  apiTokenSchema,
  createdApiTokenSchema,
  force2faInput,
  marketUndoInput,
  organizationDetailsInput,
  organizationEmailInput,
  organizationSchema,
  organizationTokenInput,
  organizationTokenUpdate,
  publicOrganizationSchema,
} from '../schemas/organization.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['organization'];
const tokenTags = ['API tokens'];
const organizationResponse = z.object({ organization: organizationSchema });
const edit = access.admin('organization', 'all');
const developerEdit = access.admin('developer', 'all');

/** The logo's bytes, served as stored (an SVG in a sandbox). */
const logoBytes = z.string().meta({
  description: `The image itself (${LOGO.contentTypes.join(', ')}), not JSON`,
  format: 'binary',
});

export const organizationContracts = contractGroup('organization', {
  getPublic: defineContract({
    method: 'GET',
    path: '/api/organization',
    summary: 'Public name and logo of the organisation',
    tags,
    access: access.public,
    allowWithoutTfa: true,
    response: { 200: z.object({ organization: publicOrganizationSchema }) },
  }),
  getAdmin: defineContract({
    method: 'GET',
    path: '/api/organization/admin',
    summary: 'Organisation with its settings and how many users have no two-factor',
    tags,
    access: access.admin('organization', 'read'),
    allowWithoutTfa: FORCE_2FA_EDITOR,
    response: { 200: organizationResponse },
  }),
  setDetails: defineContract({
    method: 'PUT',
    path: '/api/organization/admin',
    summary: "Change the organisation's name and plugin name",
    tags,
    access: edit,
    body: organizationDetailsInput,
    response: { 200: organizationResponse },
  }),
  setEmail: defineContract({
    method: 'PUT',
    path: '/api/organization/email/admin',
    summary: "Change the organisation's admin email (where system notices go)",
    tags,
    access: edit,
    body: organizationEmailInput,
    response: { 200: organizationResponse },
  }),
  setForce2fa: defineContract({
    method: 'PUT',
    path: '/api/organization/settings/force2fa/admin',
    summary: 'Require two-factor authentication from every user',
    tags,
    access: FORCE_2FA_EDITOR,
    allowWithoutTfa: FORCE_2FA_EDITOR,
    // A sign-in rule for people, set by a person with two-factor of their own (decision 070).
    refusesApiTokens: true,
    body: force2faInput,
    response: { 200: organizationResponse },
  }),
  setMarketUndo: defineContract({
    method: 'PUT',
    path: '/api/organization/settings/market-undo/admin',
    summary:
      'How long a worker may undo their own marketplace reservation (minutes after reserving) and how near the start they no longer may (hours)',
    tags,
    access: edit,
    body: marketUndoInput,
    response: { 200: organizationResponse },
  }),
  getLogo: defineContract({
    method: 'GET',
    path: '/api/organization/logo',
    summary: "The organisation's logo for the header and the login page; 404 without one. Cached by ETag",
    tags,
    access: access.public,
    allowWithoutTfa: true,
    response: { 200: logoBytes, 304: notModified },
  }),
  putLogo: defineContract({
    method: 'PUT',
    path: '/api/organization/logo/admin',
    summary: `Set the logo: the request body is the image's bytes (${LOGO.contentTypes.join(', ')}; at most ${LOGO.maxBytes} bytes), recognised by its content; 413 too large, 415 not such an image`,
    tags,
    access: edit,
    bodyLimit: LOGO.maxBytes,
    upload: { kind: 'bytes', contentTypes: LOGO.contentTypes, maxBytes: LOGO.maxBytes },
    response: { 200: organizationResponse },
  }),
  deleteLogo: defineContract({
    method: 'DELETE',
    path: '/api/organization/logo/admin',
    summary: 'Remove the logo',
    tags,
    access: edit,
    response: { 200: organizationResponse },
  }),
  listTokens: defineContract({
    method: 'GET',
    path: '/api/organization/tokens/admin',
    summary: "The organisation's API tokens with scope, expiry and last use (never the secret)",
    tags: tokenTags,
    access: access.admin('developer', 'read'),
    refusesApiTokens: true,
    response: { 200: z.object({ tokens: z.array(apiTokenSchema) }) },
  }),
  createToken: defineContract({
    method: 'POST',
    path: '/api/organization/tokens/admin',
    summary:
      'Create an API token scoped to areas no higher than your own; the answer holds the token once (send it as `Authorization: Bearer <token>`)',
    tags: tokenTags,
    access: developerEdit,
    refusesApiTokens: true,
    refusedDuringTakeOver: true,
    body: organizationTokenInput,
    response: { 201: createdApiTokenSchema },
  }),
  updateToken: defineContract({
    method: 'PUT',
    path: '/api/organization/tokens/:id/admin',
    summary: 'Rename a token or change its scope (no higher than your own) or expiry',
    tags: tokenTags,
    access: developerEdit,
    refusesApiTokens: true,
    refusedDuringTakeOver: true,
    params: idParams,
    body: organizationTokenUpdate,
    response: { 200: z.object({ token: apiTokenSchema }) },
  }),
  deleteToken: defineContract({
    method: 'DELETE',
    path: '/api/organization/tokens/:id/admin',
    summary: 'Revoke a token: it answers 401 from the next request on',
    tags: tokenTags,
    access: developerEdit,
    refusesApiTokens: true,
    params: idParams,
    response: { 200: z.object({ token: apiTokenSchema }) },
  }),
});
