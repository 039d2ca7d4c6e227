// The permission presets manager (spec §6, §7): the list by name, and create, rename (with its
// permissions) and delete for an editor of users. A reader sees the list and each preset's levels.
import { ActionIcon, Button, Drawer, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PERMISSION_AREAS } from '@tuura/domain/enums';
import { PERMISSION_PRESET, UI } from '@tuura/domain/limits';
import type { Permissions } from '@tuura/domain/permissions';
import { type PermissionPreset, permissionPresetInput } from '@tuura/domain/schemas/permissionPreset';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../api/session.ts';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { presetsQuery, useRemovePreset, useSavePreset } from './api.ts';
import { PermissionsEditor } from './PermissionsEditor.tsx';

const validate = domainValidator(permissionPresetInput);

function PresetForm({ preset, onDone }: { preset: PermissionPreset | null; onDone: () => void }) {
  const { t } = useTranslation();
  const me = useUser();
  const offline = useOfflineAction();
  const form = useForm<{ name: string; permissions: Permissions }>({
    mode: 'controlled',
    initialValues: { name: preset?.name ?? '', permissions: preset?.permissions ?? {} },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSavePreset();
  const submit = (values: { name: string; permissions: Permissions }) =>
    save.mutate(
      { ...(preset && { id: preset._id }), ...values },
      {
        onSuccess: () => {
          showToast('green', t('users.preset.saved', { name: values.name }));
          onDone();
        },
        onError: (error) => onServerError(error, t('users.preset.saveFailed')),
      },
    );
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="preset-form">
      <Stack gap="md">
        <TextInput
          label={t('users.preset.name')}
          description={t('users.limit', { max: PERMISSION_PRESET.name })}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="preset-name"
        />
        <PermissionsEditor
          value={form.values.permissions}
          onChange={(p) => form.setFieldValue('permissions', p)}
          own={me.permissions}
          readOnly={false}
          withPresets={false}
        />
        <FormProblem problem={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('users.preset.back')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="preset-save" {...offline}>
            {t('users.preset.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The areas a preset gives, as "Vuorot: Muokkaus, Käyttäjät: Luku". */
function Summary({ permissions }: { permissions: Permissions }) {
  const { t } = useTranslation();
  const parts = PERMISSION_AREAS.filter((a) => permissions[a] && permissions[a] !== 'none').map(
    (a) => `${t(`users.permissions.areas.${a}`)}: ${t(`users.permissions.${permissions[a]}`)}`,
  );
  return (
    <Text size="sm" c="dimmed">
      {parts.join(', ') || t('users.permissions.none')}
    </Text>
  );
}

export function PresetsDrawer({
  opened,
  canEdit,
  onClose,
}: {
  opened: boolean;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const presets = useQuery({ ...presetsQuery, enabled: opened });
  const [editing, setEditing] = useState<PermissionPreset | 'new' | null>(null);
  const [removing, setRemoving] = useState<PermissionPreset | null>(null);
  const remove = useRemovePreset();
  const removeOne = (p: PermissionPreset) =>
    remove.mutate(p._id, {
      onSuccess: () => {
        setRemoving(null);
        showToast('green', t('users.preset.removed', { name: p.name }));
      },
      onError: (error) => {
        setRemoving(null);
        showErrorDialog(error, t('users.preset.removeFailed'));
      },
    });
  const close = () => {
    setEditing(null);
    onClose();
  };
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="lg"
      title={editing === 'new' ? t('users.preset.new') : editing ? editing.name : t('users.preset.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {editing ? (
        <PresetForm
          key={editing === 'new' ? 'new' : editing._id}
          preset={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Stack gap="sm" data-testid="presets-list">
          <Text size="sm">{t('users.preset.intro')}</Text>
          {canEdit && (
            <Group>
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing('new')}
                data-testid="preset-new"
                {...offline}
              >
                {t('users.preset.new')}
              </Button>
            </Group>
          )}
          {presets.data?.length === 0 && <Text c="dimmed">{t('users.preset.empty')}</Text>}
          {presets.data?.map((p) => (
            <Paper key={p._id} withBorder radius="md" p="sm" data-testid="preset-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600}>{p.name}</Text>
                  <Summary permissions={p.permissions} />
                </Stack>
                {canEdit && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setEditing(p)}
                      aria-label={t('users.preset.editOne', { name: p.name })}
                      {...offline}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(p)}
                      aria-label={t('users.preset.removeOne', { name: p.name })}
                      {...offline}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        size={UI.modalWidth}
        title={t('users.preset.removeTitle', { name: removing?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('users.preset.removeText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && removeOne(removing)}
              data-testid="preset-remove-confirm"
              {...offline}
            >
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
}
