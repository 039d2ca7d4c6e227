// Instruction pages (no spec calls, docs/decisions/112): every user login reads them at
// /instructions; admins with all on the organisation write them. Bodies are sanitised HTML.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import {
  instructionInput,
  instructionListItemSchema,
  instructionSchema,
  instructionUpdate,
} from '../schemas/instruction.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['instructions'];
const edit = access.admin('organization', 'all');
const instructionResponse = z.object({ instruction: instructionSchema });

export const instructionContracts = contractGroup('instruction', {
  list: defineContract({
    method: 'GET',
    path: '/api/instructions',
    summary: "The organisation's instruction pages in order (titles only)",
    tags,
    access: access.worker,
    response: { 200: z.object({ instructions: z.array(instructionListItemSchema) }) },
  }),
  get: defineContract({
    method: 'GET',
    path: '/api/instructions/:id',
    summary: 'One instruction page with its body (sanitised HTML)',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: instructionResponse },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/instructions/admin',
    summary: 'Add an instruction page; its body is sanitised before it is stored',
    tags,
    access: edit,
    body: z.object({ instruction: instructionInput }),
    response: { 201: instructionResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/instructions/:id/admin',
    summary: 'Change an instruction page; its body is sanitised before it is stored',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ instruction: instructionUpdate }),
    response: { 200: instructionResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/instructions/:id/admin',
    summary: 'Remove an instruction page',
    tags,
    access: edit,
    params: idParams,
    response: { 200: instructionResponse },
  }),
});
