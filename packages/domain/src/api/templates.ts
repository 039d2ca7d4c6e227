// Templates as a worker picks them (spec §7 Templates): customer → department → template.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { customerTemplatesSchema } from '../schemas/template.ts';
import { contractGroup, defineContract } from './contract.ts';

export const workerTemplateContracts = contractGroup('workerTemplate', {
  customers: defineContract({
    method: 'GET',
    path: '/api/templates/customers/worker',
    summary: "Customers with their departments and each department's templates",
    tags: ['templates'],
    access: access.worker,
    response: { 200: z.object({ customers: z.array(customerTemplatesSchema) }) },
  }),
});
