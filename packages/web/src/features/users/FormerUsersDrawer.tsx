// Removed users (decisions 134, 135): each one's data as a ZIP (a subject access request after
// they left), and erasure, asked for again in a dialog because it cannot be undone. An erased user
// is listed under the anonymous name: their shifts stay in bills and payroll until retention ends.
import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconEraser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormerUser } from '@tuura/domain/api/personalData';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { RemoveDialog } from '../../components/RemoveDialog.tsx';
import { formatDateTime } from '../../lib/time.ts';
import { dataExportHref, formerUsersQuery, useEraseUser } from './api.ts';

function EraseDialog({ user, onClose }: { user: FormerUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const name = user?.name ?? '';
  return (
    <RemoveDialog
      target={user}
      onClose={onClose}
      remove={useEraseUser()}
      texts={{
        title: t('users.former.eraseTitle', { name }),
        text: t('users.former.eraseText'),
        confirmLabel: t('users.former.erase'),
        removed: (result) => t('users.former.erased', { name, count: result.keptShifts }),
        failed: t('users.former.eraseFailed'),
      }}
      testId="erase-confirm"
      confirmTestId="erase-confirm-button"
    />
  );
}

function FormerUserList() {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const list = useQuery(formerUsersQuery);
  const [erasing, setErasing] = useState<FormerUser | null>(null);
  if (list.isError)
    return (
      <Alert color="red" title={t('users.loadFailed')}>
        {list.error.message}
      </Alert>
    );
  if (!list.data)
    return (
      <Stack>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} h={36} />
        ))}
      </Stack>
    );
  if (list.data.users.length === 0)
    return (
      <Text c="dimmed" data-testid="former-users-empty">
        {t('users.former.empty')}
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" data-testid="former-users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.former.name')}</Table.Th>
              <Table.Th>{t('users.former.removedAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.users.map((u) => (
              <Table.Tr key={u._id} data-testid="former-user">
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{u.name}</Text>
                    {u.erasedAt && (
                      <Badge variant="light" color="gray" data-testid="former-user-erased">
                        {t('users.former.erasedBadge')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(u.removedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      component="a"
                      href={dataExportHref(u._id)}
                      download
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      data-testid="former-user-download"
                    >
                      {t('users.actions.downloadData')}
                    </Button>
                    {!u.erasedAt && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconEraser size={14} aria-hidden />}
                        onClick={() => setErasing(u)}
                        data-testid="former-user-erase"
                        {...offline}
                      >
                        {t('users.former.erase')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <EraseDialog user={erasing} onClose={() => setErasing(null)} />
    </>
  );
}

export function FormerUsersDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={wide ? 'xl' : '100%'}
      title={t('users.former.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('users.former.intro')}
        </Text>
        {opened && <FormerUserList />}
      </Stack>
    </Drawer>
  );
}
