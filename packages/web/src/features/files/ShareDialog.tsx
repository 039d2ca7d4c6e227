// Who sees a file or folder: people (found by name), groups, everyone in the organisation, and
// (admins who may edit files) the public files. Its owner changes it; an admin with files `all`
// changes any file's; read level only looks.
import { Alert, Button, Checkbox, Group, MultiSelect, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FileSharedWith } from '@tuura/domain/schemas/file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFor } from '../../components/ConfirmDialog.tsx';
import { describeError, showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { UserMultiPicker } from '../../components/UserMultiPicker.tsx';
import { fileSharedWithQuery, groupPickQuery, useChangeFile, useChangeSharingAdmin } from './api.ts';

export type ShareTarget = {
  id: string;
  filename: string;
  /** Changed through the admin calls (any file) rather than as its owner. */
  admin: boolean;
  /** May make it public (files `all`). */
  canPublish: boolean;
  readOnly: boolean;
};

export function ShareDialog({ target, onClose }: { target: ShareTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFor
      target={target}
      onClose={onClose}
      title={t('files.share.title', { name: target?.filename ?? '' })}
    >
      {(shown) => <ShareLoader target={shown} onClose={onClose} />}
    </DialogFor>
  );
}

function ShareLoader({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const shared = useQuery(fileSharedWithQuery(target.id, target.admin));
  if (shared.isPending) return <Skeleton h={200} aria-busy="true" />;
  if (!shared.data) return <Alert color="red">{describeError(shared.error).message}</Alert>;
  return <ShareForm target={target} initial={shared.data} onClose={onClose} />;
}

function ShareForm({
  target,
  initial,
  onClose,
}: {
  target: ShareTarget;
  initial: FileSharedWith;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const groups = useQuery(groupPickQuery);
  const [users, setUsers] = useState(initial.users);
  const [groupIds, setGroupIds] = useState(initial.groups.map((g) => g._id));
  const [all, setAll] = useState(initial.isSharedWithAll);
  const [isPublic, setPublic] = useState(initial.isPublic);
  const asOwner = useChangeFile();
  const asAdmin = useChangeSharingAdmin();
  const pending = asOwner.isPending || asAdmin.isPending;
  const readOnly = target.readOnly;
  // Groups known from the file keep their names while the list loads.
  const groupOptions = [
    ...initial.groups,
    ...(groups.data ?? []).filter((g) => !initial.groups.some((k) => k._id === g._id)),
  ].map((g) => ({ value: g._id, label: g.name }));

  const save = () => {
    const change = {
      sharedWithUsers: users.map((u) => u._id),
      sharedWithGroups: groupIds,
      isSharedWithAll: all,
      ...(target.canPublish && { isPublic }),
    };
    const callbacks = {
      onSuccess: () => {
        showToast('green', t('files.share.saved'));
        onClose();
      },
      onError: (error: unknown) => showErrorDialog(error),
    };
    if (target.admin) asAdmin.mutate({ id: target.id, change }, callbacks);
    else asOwner.mutate({ id: target.id, change }, callbacks);
  };

  return (
    <Stack gap="md" data-testid="share-form">
      {readOnly && <Alert color="gray">{t('files.share.readOnly')}</Alert>}
      <UserMultiPicker
        label={t('files.share.users')}
        placeholder={t('files.share.usersPlaceholder')}
        nothingFound={t('files.share.noUsers')}
        value={users}
        onChange={setUsers}
        readOnly={readOnly}
      />
      <MultiSelect
        label={t('files.share.groups')}
        placeholder={readOnly ? undefined : t('files.share.groupsPlaceholder')}
        data={groupOptions}
        value={groupIds}
        onChange={setGroupIds}
        searchable
        readOnly={readOnly}
        data-testid="share-groups"
      />
      <Checkbox
        label={t('files.share.all')}
        checked={all}
        onChange={(e) => setAll(e.currentTarget.checked)}
        disabled={readOnly}
        data-testid="share-all"
      />
      {(target.canPublish || isPublic) && (
        <Checkbox
          label={t('files.share.public')}
          checked={isPublic}
          onChange={(e) => setPublic(e.currentTarget.checked)}
          disabled={readOnly || !target.canPublish}
          data-testid="share-public"
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t(readOnly ? 'common.close' : 'common.cancel')}
        </Button>
        {!readOnly && (
          <Button onClick={save} loading={pending} data-testid="share-save" {...offline}>
            {t('common.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
