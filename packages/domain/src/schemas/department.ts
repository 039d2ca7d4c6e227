// Department (spec §3): a unit of a customer where shifts take place; it holds templates.
import { z } from 'zod';
import { DEPARTMENT } from '../limits.ts';
import { id, meta, optionalEmail, requiredText, text, updateOf } from './common.ts';

export const departmentSchema = z.object({
  _id: id,
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Told to workers about how the department's shifts are paid. */
  compensationInstruction: z.string(),
  meta: z.string(),
  customer: id,
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentInput = z.object({
  name: requiredText(DEPARTMENT.name),
  street: text(DEPARTMENT.street).default(''),
  zip: text(DEPARTMENT.zip).default(''),
  email: optionalEmail(DEPARTMENT.email).default(''),
  phone: text(DEPARTMENT.phone).default(''),
  compensationInstruction: text(DEPARTMENT.compensationInstruction).default(''),
  meta: meta(DEPARTMENT.meta).default(''),
  customer: id,
});
export const departmentUpdate = updateOf(departmentInput);
export type DepartmentInput = z.infer<typeof departmentInput>;
