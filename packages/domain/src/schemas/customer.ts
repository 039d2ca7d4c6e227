// Customer (spec §3): a hospital or similar that contains departments.
import { z } from 'zod';
import { CUSTOMER } from '../limits.ts';
import { id, requiredText, updateOf } from './common.ts';

export const departmentRefSchema = z.object({ _id: id, name: z.string() });

export const customerSchema = z.object({
  _id: id,
  name: z.string(),
  departments: z.array(departmentRefSchema),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerInput = z.object({ name: requiredText(CUSTOMER.name) });
export const customerUpdate = updateOf(customerInput);
