import { z } from 'zod';
import { access } from '../permissions.ts';
import { contractGroup, defineContract } from './contract.ts';

export const healthContracts = contractGroup('health', {
  health: defineContract({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness after a database round trip',
    tags: ['meta'],
    access: access.public,
    allowWithoutTfa: true,
    response: { 200: z.object({ status: z.literal('ok') }) },
  }),
});
