// Auth consumers (spec §7): partner tools that sign users in with Tuura as their OpenID provider
// (decision 122). Managing them is the developer area; API tokens may not (decision 121).
import { z } from 'zod';
import { access } from '../permissions.ts';
import {
  authConsumerInput,
  authConsumerSchema,
  authConsumerUpdate,
  authConsumerWithSecret,
} from '../schemas/authConsumer.ts';
import { idParams } from '../schemas/common.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['auth consumers (admin)'];
const read = access.admin('developer', 'read');
const edit = access.admin('developer', 'all');

export const authConsumerContracts = contractGroup('authConsumer', {
  list: defineContract({
    method: 'GET',
    path: '/api/auth-consumers/admin',
    summary: "The organisation's auth consumers by name",
    tags,
    access: read,
    refusesApiTokens: true,
    response: { 200: z.object({ consumers: z.array(authConsumerSchema) }) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/auth-consumers/admin',
    summary: 'Add an auth consumer; the answer holds its client secret once',
    tags,
    access: edit,
    refusesApiTokens: true,
    refusedDuringTakeOver: true,
    body: authConsumerInput,
    response: { 201: authConsumerWithSecret },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/auth-consumers/:id/admin',
    summary: 'One auth consumer',
    tags,
    access: read,
    refusesApiTokens: true,
    params: idParams,
    response: { 200: z.object({ consumer: authConsumerSchema }) },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/auth-consumers/:id/admin',
    summary:
      'Rename a consumer, change its redirect URIs, or renew its client secret (answered once; the old one stops at once)',
    tags,
    access: edit,
    refusesApiTokens: true,
    refusedDuringTakeOver: true,
    params: idParams,
    body: authConsumerUpdate,
    response: { 200: authConsumerWithSecret },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/auth-consumers/:id/admin',
    summary: 'Remove a consumer: its tokens and grants stop working at once',
    tags,
    access: edit,
    refusesApiTokens: true,
    params: idParams,
    response: { 200: z.object({ consumer: authConsumerSchema }) },
  }),
});
