// Auth consumers (decision 122): partner tools that sign people in with Tuura. The table gives each
// one's client id to copy and its redirect URIs; an editor of the developer area adds one (its
// client secret shown once), changes it, renews its secret and removes it. A reader only looks.
import { Stack, Table, Text } from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AuthConsumer } from '@tuura/domain/schemas/authConsumer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { RemoveDialog } from '../../components/RemoveDialog.tsx';
import { RowEditDrawer, useEditTarget } from '../../components/resourceList/EditDrawer.tsx';
import { AddButton } from '../../components/resourceList/ResourcePage.tsx';
import { ResourceSection, SectionTable } from '../../components/resourceList/ResourceSection.tsx';
import { RowMenu } from '../../components/resourceList/RowActions.tsx';
import { showToast } from '../../components/toast.ts';
import { formatDateTime } from '../../lib/time.ts';
import { authConsumersQuery, useRemoveConsumer, useUpdateConsumer } from './api.ts';
import { ConsumerForm } from './ConsumerForm.tsx';
import { CopyField } from './CopyField.tsx';
import { SecretModal, type ShownSecret } from './SecretModal.tsx';
import { discoveryUrl } from './scope.ts';

/** The table's columns, by their text keys under `integrations.consumer`. */
const CONSUMER_COLUMNS = ['name', 'clientId', 'redirectUris', 'secretCreated'] as const;

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
  return (
    <RowMenu
      ariaLabel={t('integrations.consumer.actionsOf', { name: consumer.name })}
      testId="consumer-actions"
      items={[
        {
          icon: IconPencil,
          label: t('integrations.consumer.edit'),
          onClick: onEdit,
          testId: 'consumer-edit',
        },
        {
          icon: IconKey,
          label: t('integrations.consumer.renew'),
          onClick: onRenew,
          testId: 'consumer-renew',
        },
        {
          icon: IconTrash,
          look: 'danger',
          label: t('integrations.consumer.remove'),
          onClick: onRemove,
          testId: 'consumer-remove',
        },
      ]}
    />
  );
}

export function ConsumersSection({ canEdit, origin }: { canEdit: boolean; origin: string }) {
  const { t, i18n } = useTranslation();
  const consumers = useQuery(authConsumersQuery);
  const editing = useEditTarget<AuthConsumer>();
  const [renewing, setRenewing] = useState<AuthConsumer | null>(null);
  const [removing, setRemoving] = useState<AuthConsumer | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const renew = useUpdateConsumer();
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
    editing.close();
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
  const removingName = removing?.name ?? '';
  const overlays = (
    <>
      <RowEditDrawer
        editing={editing}
        size="lg"
        title={(item) =>
          item
            ? t('integrations.consumer.editTitle', { name: item.name })
            : t('integrations.consumer.newTitle')
        }
      >
        {(item) => <ConsumerForm consumer={item} onCreated={created} onDone={editing.close} />}
      </RowEditDrawer>
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
      <RemoveDialog
        target={removing}
        onClose={() => setRemoving(null)}
        remove={useRemoveConsumer()}
        texts={{
          title: t('integrations.consumer.removeTitle', { name: removingName }),
          text: t('integrations.consumer.removeText'),
          confirmLabel: t('integrations.consumer.removeConfirm'),
          removed: t('integrations.consumer.removed', { name: removingName }),
          failed: t('integrations.consumer.removeFailed'),
        }}
        testId="consumer-remove-dialog"
        confirmTestId="consumer-remove-confirm"
      />
      <SecretModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
  return (
    <ResourceSection
      testId="consumers-section"
      title={t('integrations.consumer.title')}
      help={t('integrations.consumer.help')}
      helpWidth={560}
      controls={
        canEdit && (
          <AddButton
            label={t('integrations.consumer.new')}
            testId="consumer-new"
            onClick={() => editing.open(null)}
          />
        )
      }
      intro={
        <Stack gap={4}>
          <Text size="sm">{t('integrations.consumer.discovery')}</Text>
          <CopyField
            value={discoveryUrl(origin)}
            label={t('integrations.consumer.discoveryLabel')}
            testId="discovery-url"
          />
        </Stack>
      }
      list={consumers}
      skeletonHeight={120}
      texts={{
        loadFailed: t('integrations.consumer.loadFailed'),
        empty: t(canEdit ? 'integrations.consumer.emptyEdit' : 'integrations.consumer.empty'),
      }}
      emptyTestId="consumers-empty"
      overlays={overlays}
    >
      {(rows) => (
        <SectionTable
          testId="consumers-table"
          minWidth={760}
          head={CONSUMER_COLUMNS.map((column) => t(`integrations.consumer.${column}`))}
          actions={canEdit && { label: t('integrations.actions'), width: 60 }}
        >
          {rows.map((c) => (
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
                    onEdit={() => editing.open(c)}
                    onRenew={() => setRenewing(c)}
                    onRemove={() => setRemoving(c)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </SectionTable>
      )}
    </ResourceSection>
  );
}
