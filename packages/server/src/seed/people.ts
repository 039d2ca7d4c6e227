// Demo groups of workers, skills and skill groups: a few groups with members, and
// skills in groups as a staffing company keeps them, one left ungrouped.
import type { DbOrTx } from '../db/client.ts';
import { groupMembers, groups, skillGroupSkills, skillGroups, skills } from '../db/schema/index.ts';

const GROUPS = [
  { name: 'Päivystäjät', meta: 'Yö- ja viikonloppupäivystykset', members: [0, 1, 2, 3, 4, 5] },
  { name: 'Kirurgian sijaiset', meta: '', members: [2, 6, 7, 8] },
  { name: 'Uudet työntekijät', meta: 'Perehdytys kesken', members: [9, 10] },
] as const;

const SKILL_GROUPS = [
  { name: 'Toimenpiteet', skills: ['Kanylointi', 'Ompelu', 'Katetrointi'] },
  { name: 'Kielitaito', skills: ['Ruotsi', 'Englanti'] },
  { name: 'Laitteet', skills: ['EKG', 'Ultraääni'] },
] as const;
const UNGROUPED = ['Lääkehoitolupa'];

/** `workerIds`: plain workers in seed order; groups take members by their place in it. */
export async function seedGroupsAndSkills(tx: DbOrTx, organizationId: string, workerIds: readonly string[]) {
  const insertedGroups = await tx
    .insert(groups)
    .values(GROUPS.map((g) => ({ organizationId, name: g.name, meta: g.meta })))
    .returning({ id: groups.id });
  const memberRows = GROUPS.flatMap((g, i) =>
    g.members.flatMap((m) => {
      const userId = workerIds[m];
      const groupId = insertedGroups[i]?.id;
      return userId && groupId ? [{ organizationId, groupId, userId }] : [];
    }),
  );
  if (memberRows.length) await tx.insert(groupMembers).values(memberRows);

  const names = [...SKILL_GROUPS.flatMap((g) => g.skills), ...UNGROUPED];
  const insertedSkills = await tx
    .insert(skills)
    .values(names.map((name) => ({ organizationId, name })))
    .returning({ id: skills.id, name: skills.name });
  const skillId = new Map(insertedSkills.map((s) => [s.name, s.id]));
  const insertedSkillGroups = await tx
    .insert(skillGroups)
    .values(SKILL_GROUPS.map((g) => ({ organizationId, name: g.name })))
    .returning({ id: skillGroups.id });
  const links = SKILL_GROUPS.flatMap((g, i) =>
    g.skills.flatMap((name, position) => {
      const groupId = insertedSkillGroups[i]?.id;
      const id = skillId.get(name);
      return groupId && id ? [{ organizationId, groupId, skillId: id, position }] : [];
    }),
  );
  if (links.length) await tx.insert(skillGroupSkills).values(links);
  return { groups: insertedGroups.length, skills: insertedSkills.length };
}
