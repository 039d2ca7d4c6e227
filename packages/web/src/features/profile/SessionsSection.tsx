// My sessions on the profile (decision 133): where I am signed in, each other session ended on
// its own or all at once. A session ended here closes that device's stream, which then asks who
// is signed in and shows the login page.
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionContracts } from '@tuura/domain/api/sessions';
import type { Session } from '@tuura/domain/schemas/session';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { SessionList } from '../../components/SessionList.tsx';
import { showToast } from '../../components/toast.ts';

export const OWN_SESSIONS_KEY = ['sessions', 'own'] as const;

export function SessionsSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const offline = useOfflineAction();
  const sessions = useQuery({
    queryKey: OWN_SESSIONS_KEY,
    queryFn: async () => (await call(sessionContracts.list)).sessions,
  });
  const done = (ended: number) => {
    showToast('green', t('sessions.ended', { count: ended }));
    return client.invalidateQueries({ queryKey: OWN_SESSIONS_KEY });
  };
  const endOne = useMutation({
    meta: { silent: true },
    mutationFn: (session: Session) => call(sessionContracts.end, { params: { id: session._id } }),
    onSuccess: ({ ended }) => done(ended),
    onError: (error) => showErrorDialog(error, t('sessions.endFailed')),
  });
  const endOthers = useMutation({
    meta: { silent: true },
    mutationFn: () => call(sessionContracts.endOthers),
    onSuccess: ({ ended }) => done(ended),
    onError: (error) => showErrorDialog(error, t('sessions.endFailed')),
  });
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="my-sessions">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('sessions.title')}
        </Title>
        <Text size="sm">{t('sessions.intro')}</Text>
        {sessions.isError ? (
          <Alert color="red" variant="light">
            {t('sessions.loadFailed')}
          </Alert>
        ) : !sessions.data ? (
          <Skeleton h={96} />
        ) : (
          <>
            <SessionList
              sessions={sessions.data}
              onEnd={(session) => endOne.mutate(session)}
              ending={endOne.isPending ? (endOne.variables?._id ?? null) : null}
            />
            {others > 0 ? (
              <Group justify="flex-end">
                <Button
                  variant="light"
                  color="red"
                  onClick={() => endOthers.mutate()}
                  loading={endOthers.isPending}
                  data-testid="sessions-end-others"
                  {...offline}
                >
                  {t('sessions.endOthers')}
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('sessions.onlyThis')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
