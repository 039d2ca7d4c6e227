// The skills page's changes. Each asks the skills cache (api/skillsCache.ts) again afterwards,
// success or not: a failed change may still have happened in part elsewhere (another admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skillContracts as c } from '@tuura/domain/api/skills';
import type { SkillGroup } from '@tuura/domain/schemas/skill';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import './texts.ts';

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    // Each caller explains its own failure with the §8 text of what failed.
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.skills }),
  });
}

/** A new skill, then (when a group is named) that group with the skill at its end. */
export const useCreateSkill = () =>
  useChange(async (v: { name: string; group: SkillGroup | null }) => {
    const { skill } = await call(c.create, { body: { skill: { name: v.name } } });
    if (v.group)
      await call(c.updateGroup, {
        params: { id: v.group._id },
        body: { group: { skills: [...v.group.skills, skill._id] } },
      });
    return skill;
  });

export const useRenameSkill = () =>
  useChange((v: { id: string; name: string }) =>
    call(c.update, { params: { id: v.id }, body: { skill: { name: v.name } } }),
  );

export const useRemoveSkill = () => useChange((id: string) => call(c.remove, { params: { id } }));

export const useSaveSkillGroup = () =>
  useChange((v: { id?: string; name: string }) =>
    v.id
      ? call(c.updateGroup, { params: { id: v.id }, body: { group: { name: v.name } } })
      : call(c.createGroup, { body: { group: { name: v.name, skills: [] } } }),
  );

export const useRemoveSkillGroup = () => useChange((id: string) => call(c.removeGroup, { params: { id } }));

/**
 * Moves a skill out of `from` into `to` (either may be null: ungrouped). Between two groups both
 * change in one transaction (PUT /skills/groups/two): the skill is never in both or in neither.
 */
export const useMoveSkill = () =>
  useChange(async (v: { skill: string; from: SkillGroup | null; to: SkillGroup | null }): Promise<void> => {
    const without = (g: SkillGroup) => g.skills.filter((s) => s !== v.skill);
    const withIt = (g: SkillGroup) => [...without(g), v.skill];
    if (v.from && v.to) {
      await call(c.updateTwoGroups, {
        body: {
          group1: { _id: v.from._id, skills: without(v.from) },
          group2: { _id: v.to._id, skills: withIt(v.to) },
        },
      });
      return;
    }
    const only = v.from ?? v.to;
    if (!only) return;
    await call(c.updateGroup, {
      params: { id: only._id },
      body: { group: { skills: v.from ? without(only) : withIt(only) } },
    });
  });
