// Skills and skill groups (spec §4, §7 Skills): read with read on skills, changed with all.
// Removing a skill removes it from every group; removing a group leaves its skills ungrouped
// (decision 107).
import { z } from 'zod';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import {
  skillGroupInput,
  skillGroupPairInput,
  skillGroupSchema,
  skillGroupUpdate,
  skillInput,
  skillSchema,
  skillUpdate,
} from '../schemas/skill.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['skills'];
const read = access.admin('skills', 'read');
const edit = access.admin('skills', 'all');
const skillResponse = z.object({ skill: skillSchema });
const groupResponse = z.object({ group: skillGroupSchema });

export const skillContracts = contractGroup('skill', {
  list: defineContract({
    method: 'GET',
    path: '/api/skills/admin',
    summary: "The organisation's skills by name",
    tags,
    access: read,
    response: { 200: z.object({ skills: z.array(skillSchema) }) },
  }),
  groups: defineContract({
    method: 'GET',
    path: '/api/skills/groups/admin',
    summary: "The organisation's skill groups by name, each with its skill ids in order",
    tags,
    access: read,
    response: { 200: z.object({ groups: z.array(skillGroupSchema) }) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/skills/admin',
    summary: 'Add a skill (ungrouped until a group lists it)',
    tags,
    access: edit,
    body: z.object({ skill: skillInput }),
    response: { 201: skillResponse },
  }),
  createGroup: defineContract({
    method: 'POST',
    path: '/api/skills/groups/admin',
    summary: "Add a skill group with its skills (the caller's organisation's)",
    tags,
    access: edit,
    body: z.object({ group: skillGroupInput }),
    response: { 201: groupResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/skills/:id/admin',
    summary: 'Rename a skill',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ skill: skillUpdate }),
    response: { 200: skillResponse },
  }),
  updateGroup: defineContract({
    method: 'PUT',
    path: '/api/skills/groups/:id/admin',
    summary: 'Change a skill group; `skills`, when sent, replaces its skills in that order',
    tags,
    access: edit,
    params: idParams,
    body: z.object({ group: skillGroupUpdate }),
    response: { 200: groupResponse },
  }),
  updateTwoGroups: defineContract({
    method: 'PUT',
    path: '/api/skills/groups/two/admin',
    summary: 'Change two skill groups in one transaction (a skill moved between them): both or neither',
    tags,
    access: edit,
    body: skillGroupPairInput,
    response: { 200: z.object({ group1: skillGroupSchema, group2: skillGroupSchema }) },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/skills/:id/admin',
    summary: 'Remove a skill; it leaves every group',
    tags,
    access: edit,
    params: idParams,
    response: { 200: skillResponse },
  }),
  removeGroup: defineContract({
    method: 'DELETE',
    path: '/api/skills/groups/:id/admin',
    summary: 'Remove a skill group; its skills stay, ungrouped',
    tags,
    access: edit,
    params: idParams,
    response: { 200: groupResponse },
  }),
});
