// /admin/skills (spec §2, §4; menu needs read on skills): skill groups with their skills in order,
// then the skills no group lists. Level `all` on skills adds, renames, moves and removes skills
// and groups; read level sees the same lists with no edit control (§6). The data is the skills
// cache (api/skillsCache.ts), which the shell polls.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { hasEdit } from '@tuura/domain/permissions';
import type { Skill, SkillGroup } from '@tuura/domain/schemas/skill';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { skillsDataQuery } from '../../api/skillsCache.ts';
import {
  AddButton,
  EmptyNote,
  PageHeading,
  PageSkeleton,
} from '../../components/resourceList/ResourcePage.tsx';
import { RowButtons, RowMenu } from '../../components/resourceList/RowActions.tsx';
import '../../i18n/adminTexts.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import {
  MoveSkillDialog,
  type MoveTarget,
  NameDrawer,
  type NameTarget,
  RemoveDialog,
  type RemoveTarget,
} from './SkillDialogs.tsx';
import './texts.ts';

type Actions = {
  canEdit: boolean;
  rename: (t: NameTarget) => void;
  move: (t: MoveTarget) => void;
  remove: (t: RemoveTarget) => void;
};

function SkillRow({ skill, group, actions }: { skill: Skill; group: SkillGroup | null; actions: Actions }) {
  const { t } = useTranslation();
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={4}
      data-testid="skill-row"
      data-name={skill.name}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{skill.name}</Text>
      {actions.canEdit && (
        <RowMenu
          small
          ariaLabel={t('skills.skill.actionsOf', { name: skill.name })}
          testId="skill-actions"
          items={[
            {
              icon: IconPencil,
              label: t('skills.rename'),
              onClick: () => actions.rename({ kind: 'skill', id: skill._id, name: skill.name }),
              testId: 'skill-rename',
            },
            {
              icon: IconArrowsExchange,
              label: t('skills.skill.move'),
              onClick: () => actions.move({ skill, from: group }),
              testId: 'skill-move',
            },
            {
              icon: IconTrash,
              look: 'danger',
              label: t('common.delete'),
              onClick: () => actions.remove({ kind: 'skill', id: skill._id, name: skill.name }),
              testId: 'skill-remove',
            },
          ]}
        />
      )}
    </Group>
  );
}

function GroupCard({
  title,
  group,
  skills,
  actions,
}: {
  title: string;
  group: SkillGroup | null;
  skills: Skill[];
  actions: Actions;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid={group ? 'skill-group' : 'skills-ungrouped'}
      data-name={title}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Badge variant="light" color="gray">
              {skills.length}
            </Badge>
          </Group>
          {actions.canEdit && group && (
            <RowButtons
              actions={[
                {
                  icon: IconPencil,
                  label: t('skills.rename'),
                  ariaLabel: t('skills.group.renameOne', { name: group.name }),
                  testId: 'skill-group-rename',
                  onClick: () => actions.rename({ kind: 'group', id: group._id, name: group.name }),
                },
                {
                  icon: IconTrash,
                  look: 'danger',
                  label: t('common.delete'),
                  ariaLabel: t('skills.group.removeOne', { name: group.name }),
                  testId: 'skill-group-remove',
                  onClick: () => actions.remove({ kind: 'group', group }),
                },
              ]}
            />
          )}
        </Group>
        {skills.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(group ? 'skills.group.empty' : 'skills.noUngrouped')}
          </Text>
        ) : (
          skills.map((s) => <SkillRow key={s._id} skill={s} group={group} actions={actions} />)
        )}
      </Stack>
    </Paper>
  );
}

export default function SkillsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'skills');
  const data = useQuery(skillsDataQuery);
  const [naming, setNaming] = useState<NameTarget | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const [removing, setRemoving] = useState<RemoveTarget | null>(null);
  const actions: Actions = { canEdit, rename: setNaming, move: setMoving, remove: setRemoving };

  if (data.isPending) return <PageSkeleton rows={3} rowHeight={120} />;
  if (!data.data) return <RouteErrorPage error={data.error} onRetry={() => void data.refetch()} />;
  const { skills, groups } = data.data;
  const byId = new Map(skills.map((s) => [s._id, s]));
  const grouped = new Set(groups.flatMap((g) => g.skills));
  const ungrouped = skills.filter((s) => !grouped.has(s._id));

  return (
    <Stack gap="md" maw={900}>
      <PageHeading
        title={t('admin.skills')}
        note={`${t('skills.count', { count: skills.length })} · ${t('skills.groupCount', { count: groups.length })}`}
      >
        {canEdit && (
          <Group gap="xs">
            <AddButton
              variant="light"
              label={t('skills.group.new')}
              testId="skill-group-new"
              onClick={() => setNaming({ kind: 'group', name: '' })}
            />
            <AddButton
              label={t('skills.skill.new')}
              testId="skill-new"
              onClick={() => setNaming({ kind: 'skill', name: '', group: null })}
            />
          </Group>
        )}
      </PageHeading>
      {skills.length === 0 && groups.length === 0 ? (
        <EmptyNote testId="skills-empty">{t(canEdit ? 'skills.emptyEdit' : 'skills.empty')}</EmptyNote>
      ) : (
        <Stack gap="sm">
          {groups.map((g) => (
            <GroupCard
              key={g._id}
              title={g.name}
              group={g}
              skills={g.skills.flatMap((id) => byId.get(id) ?? [])}
              actions={actions}
            />
          ))}
          <GroupCard title={t('skills.ungrouped')} group={null} skills={ungrouped} actions={actions} />
        </Stack>
      )}
      <NameDrawer target={naming} groups={groups} onClose={() => setNaming(null)} />
      <MoveSkillDialog target={moving} groups={groups} onClose={() => setMoving(null)} />
      <RemoveDialog target={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
