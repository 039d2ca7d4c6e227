// /admin/groups (spec §2; menu needs read on users): the organisation's groups with their member
// counts. Level `all` on users creates, changes (members too) and removes; read level opens a
// group to see its members and finds no edit control (§6).
import { Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { hasEdit } from '@tuura/domain/permissions';
import type { GroupListItem } from '@tuura/domain/schemas/group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { RemoveDialog } from '../../components/RemoveDialog.tsx';
import { ListCard } from '../../components/resourceList/ListRows.tsx';
import {
  AddButton,
  EmptyNote,
  PageHeading,
  PageSkeleton,
} from '../../components/resourceList/ResourcePage.tsx';
import { RowButtons } from '../../components/resourceList/RowActions.tsx';
import '../../i18n/adminTexts.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { groupsAdminQuery, useRemoveGroup } from './api.ts';
import { GroupForm, type GroupFormTarget } from './GroupForm.tsx';
import './texts.ts';

function RemoveGroupDialog({ group, onClose }: { group: GroupListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const name = group?.name ?? '';
  return (
    <RemoveDialog
      target={group}
      onClose={onClose}
      remove={useRemoveGroup()}
      texts={{
        title: t('groups.removeTitle', { name }),
        text: t('groups.removeText', { count: group?.memberCount ?? 0 }),
        confirmLabel: t('groups.remove'),
        removed: t('groups.removed', { name }),
        failed: t('groups.removeFailed'),
      }}
      testId="remove-group-dialog"
      confirmTestId="remove-group-confirm"
    />
  );
}

function GroupRow({
  group,
  canEdit,
  open,
  remove,
}: {
  group: GroupListItem;
  canEdit: boolean;
  open: () => void;
  remove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListCard testId="group-row" data={{ 'data-name': group.name }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Text>
          <Text size="sm" c="dimmed" data-testid="group-member-count">
            {t('groups.memberCount', { count: group.memberCount })}
          </Text>
          {group.meta && (
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {group.meta}
            </Text>
          )}
        </Stack>
        <RowButtons
          actions={[
            {
              icon: canEdit ? IconPencil : IconEye,
              label: t(canEdit ? 'groups.edit' : 'groups.view'),
              ariaLabel: t(canEdit ? 'groups.editOne' : 'groups.viewOne', { name: group.name }),
              testId: canEdit ? 'group-edit' : 'group-view-open',
              onClick: open,
              worksOffline: true,
            },
            canEdit && {
              icon: IconTrash,
              look: 'danger',
              label: t('common.delete'),
              ariaLabel: t('groups.removeOne', { name: group.name }),
              testId: 'group-remove',
              onClick: remove,
            },
          ]}
        />
      </Group>
    </ListCard>
  );
}

export default function GroupsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canEdit = hasEdit(user.permissions, 'users');
  const groups = useQuery(groupsAdminQuery);
  const [form, setForm] = useState<{ target: GroupFormTarget; title: string } | null>(null);
  const [removing, setRemoving] = useState<GroupListItem | null>(null);

  if (groups.isPending) return <PageSkeleton rows={4} rowHeight={64} />;
  if (!groups.data) return <RouteErrorPage error={groups.error} onRetry={() => void groups.refetch()} />;
  const list = groups.data;

  return (
    <Stack gap="md" maw={900}>
      <PageHeading title={t('admin.groups')} note={t('groups.count', { count: list.length })}>
        {canEdit && (
          <AddButton
            label={t('groups.new')}
            testId="group-new"
            onClick={() => setForm({ target: { id: null, canEdit }, title: t('groups.newTitle') })}
          />
        )}
      </PageHeading>
      {list.length === 0 ? (
        <EmptyNote testId="groups-empty">{t(canEdit ? 'groups.emptyEdit' : 'groups.empty')}</EmptyNote>
      ) : (
        <Stack gap="xs" data-testid="groups-list">
          {list.map((g) => (
            <GroupRow
              key={g._id}
              group={g}
              canEdit={canEdit}
              open={() =>
                setForm({
                  target: { id: g._id, canEdit },
                  title: t(canEdit ? 'groups.editTitle' : 'groups.viewTitle', { name: g.name }),
                })
              }
              remove={() => setRemoving(g)}
            />
          ))}
        </Stack>
      )}
      <GroupForm target={form?.target ?? null} title={form?.title ?? ''} onClose={() => setForm(null)} />
      <RemoveGroupDialog group={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
