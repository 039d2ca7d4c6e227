import { skillContracts as c } from '@tuura/domain/api/skills';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import {
  createSkill,
  createSkillGroup,
  listSkillGroups,
  listSkills,
  removeSkill,
  removeSkillGroup,
  renameSkill,
  updateSkillGroup,
  updateTwoSkillGroups,
} from './service.ts';

export async function skillRoutes(app: FastifyInstance) {
  bindContract(app, c.list, async (_req, ctx) => ({ skills: await listSkills(ctx) }));
  bindContract(app, c.groups, async (_req, ctx) => ({ groups: await listSkillGroups(ctx) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ skill: await createSkill(ctx, body.skill) }));
  bindContract(app, c.createGroup, async ({ body }, ctx) => ({
    group: await createSkillGroup(ctx, body.group),
  }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    skill: await renameSkill(ctx, params.id, body.skill),
  }));
  bindContract(app, c.updateGroup, async ({ params, body }, ctx) => ({
    group: await updateSkillGroup(ctx, params.id, body.group),
  }));
  bindContract(app, c.updateTwoGroups, async ({ body }, ctx) => updateTwoSkillGroups(ctx, body));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ skill: await removeSkill(ctx, params.id) }));
  bindContract(app, c.removeGroup, async ({ params }, ctx) => ({
    group: await removeSkillGroup(ctx, params.id),
  }));
}
