// Auth consumers (decision 122): partner tools that sign people in with Tuura. The table gives each
// one's client id to copy and its redirect URIs; an editor of the developer area adds one (its
// client secret shown once), changes it, renews its secret and removes it. A reader only looks.
import {
  ActionIcon,
  Alert,
  Button,
  Drawer,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconKey, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AuthConsumer } from '@tuura/domain/schemas/authConsumer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { formatDateTime } from '../../lib/time.ts';
import { authConsumersQuery, useRemoveConsumer, useUpdateConsumer } from './api.ts';
import { ConsumerForm } from './ConsumerForm.tsx';
import { CopyField } from './CopyField.tsx';
import { SecretModal, type ShownSecret } from './SecretModal.tsx';
import { discoveryUrl } from './scope.ts';

type Editing = { consumer: AuthConsumer | null } | null;

function ConsumerActions({
  consumer,
  onEdit,
  onRenew,
  onRemove,
}: {
  consumer: AuthConsumer;
  onEdit: () => void;
  onRenew: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('integrations.consumer.actionsOf', { name: consumer.name })}
          data-testid="consumer-actions"
          {...offline}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onEdit}
          data-testid="consumer-edit"
        >
          {t('integrations.consumer.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKey size={14} aria-hidden />}
          onClick={onRenew}
          data-testid="consumer-renew"
        >
          {t('integrations.consumer.renew')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
          data-testid="consumer-remove"
        >
          {t('integrations.consumer.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function ConsumersSection({ canEdit, origin }: { canEdit: boolean; origin: string }) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  const consumers = useQuery(authConsumersQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [renewing, setRenewing] = useState<AuthConsumer | null>(null);
  const [removing, setRemoving] = useState<AuthConsumer | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const renew = useUpdateConsumer();
  const remove = useRemoveConsumer();
  const showSecret = (title: string, secret: string, consumer: AuthConsumer) =>
    setShown({
      title,
      label: t('integrations.consumer.secretLabel'),
      secret,
      extra: (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('integrations.consumer.clientId')}
          </Text>
          <CopyField
            value={consumer.clientId}
            label={t('integrations.consumer.clientId')}
            testId="secret-client-id"
          />
        </Stack>
      ),
    });
  const created = (secret: string, consumer: AuthConsumer) => {
    setEditing(null);
    showToast('green', t('integrations.consumer.created', { name: consumer.name }));
    showSecret(t('integrations.consumer.createdTitle', { name: consumer.name }), secret, consumer);
  };
  const confirmRenew = () =>
    renewing &&
    renew.mutate(
      { id: renewing._id, body: { renewSecret: true } },
      {
        onSuccess: (answer) =>
          showSecret(
            t('integrations.consumer.renewedTitle', { name: answer.consumer.name }),
            answer.clientSecret ?? '',
            answer.consumer,
          ),
        onError: (error) => showErrorDialog(error, t('integrations.consumer.renewFailed')),
        onSettled: () => setRenewing(null),
      },
    );
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing._id, {
      onSuccess: () => showToast('green', t('integrations.consumer.removed', { name: removing.name })),
      onError: (error) => showErrorDialog(error, t('integrations.consumer.removeFailed')),
      onSettled: () => setRemoving(null),
    });
  return (
    <Paper withBorder p="md" data-testid="consumers-section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {t('integrations.consumer.title')}
            </Title>
            <Text size="sm" c="dimmed" maw={560}>
              {t('integrations.consumer.help')}
            </Text>
          </Stack>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ consumer: null })}
              data-testid="consumer-new"
              {...offline}
            >
              {t('integrations.consumer.new')}
            </Button>
          )}
        </Group>
        <Stack gap={4}>
          <Text size="sm">{t('integrations.consumer.discovery')}</Text>
          <CopyField
            value={discoveryUrl(origin)}
            label={t('integrations.consumer.discoveryLabel')}
            testId="discovery-url"
          />
        </Stack>
        {consumers.isPending && <Skeleton h={120} aria-busy="true" aria-label={t('common.loading')} />}
        {consumers.isError && <Alert color="red" title={t('integrations.consumer.loadFailed')} />}
        {consumers.data?.length === 0 && (
          <Text c="dimmed" data-testid="consumers-empty">
            {t(canEdit ? 'integrations.consumer.emptyEdit' : 'integrations.consumer.empty')}
          </Text>
        )}
        {consumers.data && consumers.data.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing={6} data-testid="consumers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.consumer.name')}</Table.Th>
                  <Table.Th>{t('integrations.consumer.clientId')}</Table.Th>
                  <Table.Th>{t('integrations.consumer.redirectUris')}</Table.Th>
                  <Table.Th>{t('integrations.consumer.secretCreated')}</Table.Th>
                  {canEdit && <Table.Th w={60}>{t('integrations.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {consumers.data.map((c) => (
                  <Table.Tr key={c._id} data-testid="consumer-row" data-name={c.name}>
                    <Table.Td style={{ overflowWrap: 'break-word' }}>{c.name}</Table.Td>
                    <Table.Td>
                      <CopyField
                        value={c.clientId}
                        label={t('integrations.consumer.clientIdOf', { name: c.name })}
                        testId="consumer-client-id"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        {c.redirectUris.map((uri) => (
                          <Text key={uri} size="sm" ff="monospace" style={{ overflowWrap: 'break-word' }}>
                            {uri}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(c.secretCreatedAt, i18n.language)}
                      </Text>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <ConsumerActions
                          consumer={c}
                          onEdit={() => setEditing({ consumer: c })}
                          onRenew={() => setRenewing(c)}
                          onRemove={() => setRemoving(c)}
                        />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={
          editing?.consumer
            ? t('integrations.consumer.editTitle', { name: editing.consumer.name })
            : t('integrations.consumer.newTitle')
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && (
          <ConsumerForm
            key={editing.consumer?._id ?? 'new'}
            consumer={editing.consumer}
            onCreated={created}
            onDone={() => setEditing(null)}
          />
        )}
      </Drawer>
      <ConfirmDialog
        opened={renewing !== null}
        onClose={() => setRenewing(null)}
        title={t('integrations.consumer.renewTitle', { name: renewing?.name ?? '' })}
        text={t('integrations.consumer.renewText')}
        confirmLabel={t('integrations.consumer.renewConfirm')}
        onConfirm={confirmRenew}
        loading={renew.isPending}
        testId="consumer-renew-dialog"
        confirmTestId="consumer-renew-confirm"
      />
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('integrations.consumer.removeTitle', { name: removing?.name ?? '' })}
        text={t('integrations.consumer.removeText')}
        confirmLabel={t('integrations.consumer.removeConfirm')}
        onConfirm={confirmRemove}
        loading={remove.isPending}
        testId="consumer-remove-dialog"
        confirmTestId="consumer-remove-confirm"
      />
      <SecretModal shown={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
