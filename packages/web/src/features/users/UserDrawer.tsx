// One user in a side panel (UI.md: the list keeps its place): the form, the permissions editor and
// the account actions (reset password, reset two-factor, delete), each confirmed where it cannot be
// undone. The sensitive fields are loaded only here, and dropped when the panel closes.
import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconKey, IconShieldOff, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { UI } from '@tuura/domain/limits';
import { mayActOn, type Permissions, readOrAbove } from '@tuura/domain/permissions';
import type { AdminUser } from '@tuura/domain/schemas/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { userAdminQuery } from '../../api/userAdmin.ts';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { NotesPanel } from '../../components/notes/NotesPanel.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';
import { TakeOverButton } from '../../components/TakeOverButton.tsx';
import { showToast } from '../../components/toast.ts';
import {
  dataExportHref,
  useRemoveUser,
  useResetCredentials,
  useResetPassword,
  useSetPermissions,
} from './api.ts';
import { PermissionsEditor } from './PermissionsEditor.tsx';
import { SalariesSection } from './SalariesSection.tsx';
import { UserForm } from './UserForm.tsx';
import { UserSessionsSection } from './UserSessionsSection.tsx';

const fullName = (u: AdminUser) => `${u.personal.firstName} ${u.personal.lastName}`;

function PermissionsSection({ user, canEdit: mayEdit }: { user: AdminUser; canEdit: boolean }) {
  const { t } = useTranslation();
  const me = useUser();
  // Someone above the admin in some area keeps their levels (the rank rule, decision 132).
  const canEdit = mayEdit && mayActOn(me.permissions, user.permissions, 'setPermissions');
  const offline = useOfflineAction();
  const [value, setValue] = useState<Permissions>(user.permissions);
  const save = useSetPermissions();
  const submit = () =>
    save.mutate(
      { id: user._id, permissions: value },
      {
        onSuccess: () => showToast('green', t('users.permissions.saved', { name: fullName(user) })),
        onError: (error) => showErrorDialog(error, t('users.permissions.saveFailed')),
      },
    );
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('users.sections.permissions')}
      </Title>
      <PermissionsEditor value={value} onChange={setValue} own={me.permissions} readOnly={!canEdit} />
      {canEdit && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="permissions-save" {...offline}>
            {t('users.permissions.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

type Confirm = 'resetCredentials' | 'remove' | null;

function ActionsSection({ user, onRemoved }: { user: AdminUser; onRemoved: () => void }) {
  const { t } = useTranslation();
  const me = useUser();
  const offline = useOfflineAction();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const resetPassword = useResetPassword();
  const resetCredentials = useResetCredentials();
  const remove = useRemoveUser();
  const name = fullName(user);
  // The rank rule (decision 132): only the actions the server would allow are offered.
  const may = (action: Parameters<typeof mayActOn>[2]) => mayActOn(me.permissions, user.permissions, action);
  const self = me._id === user._id;
  const sendLink = () =>
    resetPassword.mutate(user._id, {
      onSuccess: () => showToast('green', t('users.actions.resetPasswordDone', { email: user.email })),
      onError: (error) => showErrorDialog(error, t('users.actions.resetPasswordFailed')),
    });
  const confirmed = () => {
    if (confirm === 'remove')
      remove.mutate(user._id, {
        onSuccess: () => {
          showToast('green', t('users.actions.removed', { name }));
          setConfirm(null);
          onRemoved();
        },
        onError: (error) => {
          setConfirm(null);
          showErrorDialog(error, t('users.actions.removeFailed'));
        },
      });
    else
      resetCredentials.mutate(user._id, {
        onSuccess: () => {
          showToast('green', t('users.actions.resetCredentialsDone', { name }));
          setConfirm(null);
        },
        onError: (error) => {
          setConfirm(null);
          showErrorDialog(error, t('users.actions.resetCredentialsFailed'));
        },
      });
  };
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('users.sections.actions')}
      </Title>
      {!self && !may('remove') && (
        <Text size="sm" c="dimmed" data-testid="user-outranked">
          {t('users.actions.outranked')}
        </Text>
      )}
      <Group gap="xs">
        {may('resetPassword') && (
          <Button
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={sendLink}
            loading={resetPassword.isPending}
            data-testid="user-reset-password"
            {...offline}
          >
            {t('users.actions.resetPassword')}
          </Button>
        )}
        {may('resetTwoFactor') && (
          <Button
            variant="light"
            leftSection={<IconShieldOff size={16} aria-hidden />}
            onClick={() => setConfirm('resetCredentials')}
            data-testid="user-reset-credentials"
            {...offline}
          >
            {t('users.actions.resetCredentials')}
          </Button>
        )}
        <Button
          component="a"
          href={dataExportHref(user._id)}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          data-testid="user-data-download"
        >
          {t('users.actions.downloadData')}
        </Button>
        {!self && may('remove') && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirm('remove')}
            data-testid="user-remove"
            {...offline}
          >
            {t('users.actions.remove')}
          </Button>
        )}
        <TakeOverButton userId={user._id} name={name} permissions={user.permissions} size="sm" />
      </Group>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        size={UI.modalWidth}
        title={
          confirm === 'remove'
            ? t('users.actions.removeTitle', { name })
            : t('users.actions.resetCredentials')
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md" data-testid="user-confirm">
          <Text>
            {t(confirm === 'remove' ? 'users.actions.removeText' : 'users.actions.resetCredentialsText')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color={confirm === 'remove' ? 'red' : undefined}
              onClick={confirmed}
              loading={remove.isPending || resetCredentials.isPending}
              data-testid="user-confirm-button"
              {...offline}
            >
              {confirm === 'remove' ? t('users.actions.remove') : t('users.actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function ExistingUser({ id, canEdit, onClose }: { id: string; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useUser();
  const user = useQuery(userAdminQuery(id));
  if (user.isError)
    return (
      <Alert color="red" title={t('users.loadFailed')}>
        {user.error.message}
      </Alert>
    );
  if (!user.data)
    return (
      <Stack>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Skeleton key={n} h={36} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="lg">
      <UserForm key={user.data._id} user={user.data} canEdit={canEdit} onDone={onClose} />
      <Divider />
      {readOrAbove(me.permissions, 'compensation') && (
        <>
          <SalariesSection user={user.data} />
          <Divider />
        </>
      )}
      <PermissionsSection key={`p${user.dataUpdatedAt}`} user={user.data} canEdit={canEdit} />
      <Divider />
      <NotesPanel targetType="user" target={user.data._id} canEdit={canEdit} />
      <Divider />
      <UserSessionsSection userId={user.data._id} name={fullName(user.data)} canEdit={canEdit} />
      {canEdit && (
        <>
          <Divider />
          <ActionsSection user={user.data} onRemoved={onClose} />
        </>
      )}
    </Stack>
  );
}

/** `target`: 'new', a user's id, or null (closed). */
export function UserDrawer({
  target,
  title,
  canEdit,
  onClose,
}: {
  target: string | null;
  title: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <EditDrawer opened={target !== null} onClose={onClose} size={wide ? 'xl' : '100%'} title={title}>
      {target === 'new' && <UserForm user={null} canEdit={canEdit} onDone={onClose} />}
      {target && target !== 'new' && <ExistingUser id={target} canEdit={canEdit} onClose={onClose} />}
    </EditDrawer>
  );
}
