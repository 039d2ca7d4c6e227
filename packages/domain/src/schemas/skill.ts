// Skills and skill groups (spec §3, §4): a group lists skill ids; removing a skill removes it
// from every group.
import { z } from 'zod';
import { REQUEST, SKILL } from '../limits.ts';
import { id, requiredText, updateOf } from './common.ts';

export const skillSchema = z.object({ _id: id, name: z.string() });
export type Skill = z.infer<typeof skillSchema>;

export const skillGroupSchema = z.object({ _id: id, name: z.string(), skills: z.array(id) });
export type SkillGroup = z.infer<typeof skillGroupSchema>;

export const skillInput = z.object({ name: requiredText(SKILL.name) });
export const skillUpdate = updateOf(skillInput);

export const skillGroupInput = z.object({
  name: requiredText(SKILL.groupName),
  skills: z.array(id).max(REQUEST.maxIdsPerMassAction).default([]),
});
export const skillGroupUpdate = updateOf(skillGroupInput);

/** PUT /skills/groups/two/admin: two groups changed together, e.g. a skill moved between them. */
const groupChange = skillGroupUpdate.extend({ _id: id });
export const skillGroupPairInput = z.object({ group1: groupChange, group2: groupChange });
