// Organisation basics (spec §7 Organisation).
import { z } from 'zod';
import { access, FORCE_2FA_EDITOR } from '../permissions.ts';
import { force2faInput, organizationSchema, publicOrganizationSchema } from '../schemas/organization.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['organization'];

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
    response: { 200: z.object({ organization: organizationSchema }) },
  }),
  setForce2fa: defineContract({
    method: 'PUT',
    path: '/api/organization/settings/force2fa/admin',
    summary: 'Require two-factor authentication from every user',
    tags,
    access: FORCE_2FA_EDITOR,
    allowWithoutTfa: FORCE_2FA_EDITOR,
    body: force2faInput,
    response: { 200: z.object({ organization: organizationSchema }) },
  }),
});
