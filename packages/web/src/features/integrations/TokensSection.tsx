// The organisation's API tokens (decision 121): who made each, what it may do, when it expires and
// when it was last used. An editor of the developer area creates one (its secret shown once),
// changes its name, scope or expiry, and revokes it; a reader sees the same list without actions.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { readOrAbove } from '@tuura/domain/permissions';
import type { ApiToken } from '@tuura/domain/schemas/organization';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { showToast } from '../../components/toast.ts';
import { formatDateTime, fromNow } from '../../lib/time.ts';
import { apiTokensQuery, useRevokeToken } from './api.ts';
import { CopyField } from './CopyField.tsx';
import { ScopeSummary } from './ScopeSummary.tsx';
import { SecretModal, type ShownSecret } from './SecretModal.tsx';
import { bearerHeader, curlExample, isExpired } from './scope.ts';
import { TokenForm } from './TokenForm.tsx';

type Editing = { token: ApiToken | null } | null;

/** A past instant as words, with the exact time on hover. */
function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <Text size="sm" title={formatDateTime(iso, i18n.language)} span>
      {fromNow(iso, i18n.language)}
    </Text>
  );
}

function Expiry({ expiresAt }: { expiresAt: string | null }) {
  const { t, i18n } = useTranslation();
  if (!expiresAt)
    return (
      <Text size="sm" c="dimmed" span>
        {t('integrations.token.noExpiry')}
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(expiresAt, i18n.language)}
      </Text>
      {isExpired(expiresAt, new Date()) && (
        <Badge color="red" variant="light" data-testid="token-expired">
          {t('integrations.token.expired')}
        </Badge>
      )}
    </Group>
  );
}

function TokenRow({
  token,
  canEdit,
  onEdit,
  onRevoke,
}: {
  token: ApiToken;
  canEdit: boolean;
  onEdit: () => void;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  return (
    <Table.Tr data-testid="token-row" data-name={token.name}>
      <Table.Td style={{ overflowWrap: 'break-word' }}>{token.name}</Table.Td>
      <Table.Td>
        <ScopeSummary permissions={token.permissions} />
      </Table.Td>
      <Table.Td>
        <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="token-hint">
          {token.hint}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{token.createdBy?.name ?? t('integrations.token.removedUser')}</Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(token.createdAt, i18n.language)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Expiry expiresAt={token.expiresAt} />
      </Table.Td>
      <Table.Td data-testid="token-last-used">
        {token.lastUsedAt ? (
          <When iso={token.lastUsedAt} />
        ) : (
          <Text size="sm" c="dimmed" span>
            {t('integrations.token.neverUsed')}
          </Text>
        )}
      </Table.Td>
      {canEdit && (
        <Table.Td>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('integrations.token.edit', { name: token.name })}
              onClick={onEdit}
              data-testid="token-edit"
              {...offline}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('integrations.token.revoke', { name: token.name })}
              onClick={onRevoke}
              data-testid="token-revoke"
              {...offline}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

export function TokensSection({ canEdit, origin }: { canEdit: boolean; origin: string }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const tokens = useQuery(apiTokensQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const revoke = useRevokeToken();
  const created = (secret: string, token: ApiToken) => {
    setEditing(null);
    showToast('green', t('integrations.token.created', { name: token.name }));
    setShown({
      title: t('integrations.token.createdTitle', { name: token.name }),
      label: t('integrations.token.secretLabel'),
      secret,
      extra: (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('integrations.token.tryIt')}
          </Text>
          {readOrAbove(token.permissions, 'shifts') ? (
            <CopyField
              value={curlExample(origin, secret)}
              label={t('integrations.howTo.curlLabel')}
              testId="token-curl"
              block
            />
          ) : (
            <CopyField
              value={bearerHeader(secret)}
              label={t('integrations.howTo.header')}
              testId="token-header"
              block
            />
          )}
        </Stack>
      ),
    });
  };
  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking._id, {
      onSuccess: () => showToast('green', t('integrations.token.revoked', { name: revoking.name })),
      onError: (error) => showErrorDialog(error, t('integrations.token.revokeFailed')),
      onSettled: () => setRevoking(null),
    });
  return (
    <Paper withBorder p="md" data-testid="tokens-section">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {t('integrations.token.title')}
            </Title>
            <Text size="sm" c="dimmed" maw={560}>
              {t('integrations.token.help')}
            </Text>
          </Stack>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ token: null })}
              data-testid="token-new"
              {...offline}
            >
              {t('integrations.token.new')}
            </Button>
          )}
        </Group>
        {tokens.isPending && <Skeleton h={120} aria-busy="true" aria-label={t('common.loading')} />}
        {tokens.isError && <Alert color="red" title={t('integrations.token.loadFailed')} />}
        {tokens.data?.length === 0 && (
          <Text c="dimmed" data-testid="tokens-empty">
            {t(canEdit ? 'integrations.token.emptyEdit' : 'integrations.token.empty')}
          </Text>
        )}
        {tokens.data && tokens.data.length > 0 && (
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing={6} data-testid="tokens-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.token.name')}</Table.Th>
                  <Table.Th>{t('integrations.token.scope')}</Table.Th>
                  <Table.Th>{t('integrations.token.hint')}</Table.Th>
                  <Table.Th>{t('integrations.token.createdBy')}</Table.Th>
                  <Table.Th>{t('integrations.token.expires')}</Table.Th>
                  <Table.Th>{t('integrations.token.lastUsed')}</Table.Th>
                  {canEdit && <Table.Th w={80}>{t('integrations.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tokens.data.map((token) => (
                  <TokenRow
                    key={token._id}
                    token={token}
                    canEdit={canEdit}
                    onEdit={() => setEditing({ token })}
                    onRevoke={() => setRevoking(token)}
                  />
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
          editing?.token
            ? t('integrations.token.editTitle', { name: editing.token.name })
            : t('integrations.token.newTitle')
        }
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && (
          <TokenForm
            key={editing.token?._id ?? 'new'}
            token={editing.token}
            onCreated={created}
            onDone={() => setEditing(null)}
          />
        )}
      </Drawer>
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('integrations.token.revokeTitle', { name: revoking?.name ?? '' })}
        text={t('integrations.token.revokeText')}
        confirmLabel={t('integrations.token.revokeConfirm')}
        onConfirm={confirmRevoke}
        loading={revoke.isPending}
        testId="token-revoke-dialog"
        confirmTestId="token-revoke-confirm"
      />
      <SecretModal shown={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
