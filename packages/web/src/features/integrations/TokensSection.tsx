// The organisation's API tokens (decision 121): who made each, what it may do, when it expires and
// when it was last used. An editor of the developer area creates one (its secret shown once),
// changes its name, scope or expiry, and revokes it; a reader sees the same list without actions.
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { readOrAbove } from '@tuura/domain/permissions';
import type { ApiToken } from '@tuura/domain/schemas/organization';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveDialog } from '../../components/RemoveDialog.tsx';
import { RowEditDrawer, useEditTarget } from '../../components/resourceList/EditDrawer.tsx';
import { AddButton } from '../../components/resourceList/ResourcePage.tsx';
import { ResourceSection, SectionTable } from '../../components/resourceList/ResourceSection.tsx';
import { EditRemoveIcons } from '../../components/resourceList/RowActions.tsx';
import { showToast } from '../../components/toast.ts';
import { formatDateTime, fromNow } from '../../lib/time.ts';
import { apiTokensQuery, useRevokeToken } from './api.ts';
import { CopyField } from './CopyField.tsx';
import { ScopeSummary } from './ScopeSummary.tsx';
import { SecretModal, type ShownSecret } from './SecretModal.tsx';
import { bearerHeader, curlExample, isExpired } from './scope.ts';
import { TokenForm } from './TokenForm.tsx';

/** The table's columns, by their text keys under `integrations.token`. */
const TOKEN_COLUMNS = ['name', 'scope', 'hint', 'createdBy', 'expires', 'lastUsed'] as const;

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
          <EditRemoveIcons
            edit={{
              label: t('integrations.token.edit', { name: token.name }),
              onClick: onEdit,
              testId: 'token-edit',
            }}
            remove={{
              label: t('integrations.token.revoke', { name: token.name }),
              onClick: onRevoke,
              testId: 'token-revoke',
            }}
            online
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

export function TokensSection({ canEdit, origin }: { canEdit: boolean; origin: string }) {
  const { t } = useTranslation();
  const tokens = useQuery(apiTokensQuery);
  const editing = useEditTarget<ApiToken>();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const created = (secret: string, token: ApiToken) => {
    editing.close();
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
  const name = revoking?.name ?? '';
  const overlays = (
    <>
      <RowEditDrawer
        editing={editing}
        size="lg"
        title={(item) =>
          item ? t('integrations.token.editTitle', { name: item.name }) : t('integrations.token.newTitle')
        }
      >
        {(item) => <TokenForm token={item} onCreated={created} onDone={editing.close} />}
      </RowEditDrawer>
      <RemoveDialog
        target={revoking}
        onClose={() => setRevoking(null)}
        remove={useRevokeToken()}
        texts={{
          title: t('integrations.token.revokeTitle', { name }),
          text: t('integrations.token.revokeText'),
          confirmLabel: t('integrations.token.revokeConfirm'),
          removed: t('integrations.token.revoked', { name }),
          failed: t('integrations.token.revokeFailed'),
        }}
        testId="token-revoke-dialog"
        confirmTestId="token-revoke-confirm"
      />
      <SecretModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
  return (
    <ResourceSection
      testId="tokens-section"
      title={t('integrations.token.title')}
      help={t('integrations.token.help')}
      helpWidth={560}
      controls={
        canEdit && (
          <AddButton
            label={t('integrations.token.new')}
            testId="token-new"
            onClick={() => editing.open(null)}
          />
        )
      }
      list={tokens}
      skeletonHeight={120}
      texts={{
        loadFailed: t('integrations.token.loadFailed'),
        empty: t(canEdit ? 'integrations.token.emptyEdit' : 'integrations.token.empty'),
      }}
      emptyTestId="tokens-empty"
      overlays={overlays}
    >
      {(rows) => (
        <SectionTable
          testId="tokens-table"
          minWidth={860}
          head={TOKEN_COLUMNS.map((column) => t(`integrations.token.${column}`))}
          actions={canEdit && { label: t('integrations.actions'), width: 80 }}
        >
          {rows.map((token) => (
            <TokenRow
              key={token._id}
              token={token}
              canEdit={canEdit}
              onEdit={() => editing.open(token)}
              onRevoke={() => setRevoking(token)}
            />
          ))}
        </SectionTable>
      )}
    </ResourceSection>
  );
}
