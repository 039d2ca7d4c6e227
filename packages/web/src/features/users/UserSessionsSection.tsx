// A user's sessions in the admin's user panel (decision 133): listed with users read; with users
// all, all of them ended at once (ASVS 7.5.2), confirmed first. The user's open pages then land
// on the login page.
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionContracts } from '@tuura/domain/api/sessions';
import { UI } from '@tuura/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { SessionList } from '../../components/SessionList.tsx';
import { showToast } from '../../components/toast.ts';

const sessionsKey = (id: string) => ['sessions', 'user', id] as const;

export function UserSessionsSection({
  userId,
  name,
  canEdit,
}: {
  userId: string;
  name: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const offline = useOfflineAction();
  const [confirming, setConfirming] = useState(false);
  const sessions = useQuery({
    queryKey: sessionsKey(userId),
    queryFn: async () => (await call(sessionContracts.userList, { params: { id: userId } })).sessions,
  });
  const endAll = useMutation({
    meta: { silent: true },
    mutationFn: () => call(sessionContracts.userEnd, { params: { id: userId } }),
    onSuccess: ({ ended }) => {
      setConfirming(false);
      showToast('green', t('sessions.ended', { count: ended }));
      return client.invalidateQueries({ queryKey: sessionsKey(userId) });
    },
    onError: (error) => {
      setConfirming(false);
      showErrorDialog(error, t('sessions.endFailed'));
    },
  });
  return (
    <Stack gap="sm" data-testid="user-sessions">
      <Title order={3} size="h5">
        {t('sessions.adminTitle')}
      </Title>
      <Text size="sm">{t('sessions.adminIntro')}</Text>
      {sessions.isError ? (
        <Alert color="red" variant="light">
          {t('sessions.loadFailed')}
        </Alert>
      ) : !sessions.data ? (
        <Skeleton h={72} />
      ) : (
        <SessionList sessions={sessions.data} />
      )}
      {canEdit && (sessions.data?.length ?? 0) > 0 && (
        <Group justify="flex-end">
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
            data-testid="user-end-sessions"
            {...offline}
          >
            {t('sessions.endAll')}
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        size={UI.modalWidth}
        title={t('sessions.endAllTitle', { name })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('sessions.endAllText', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => endAll.mutate()}
              loading={endAll.isPending}
              data-testid="user-end-sessions-confirm"
              {...offline}
            >
              {t('sessions.endAll')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
