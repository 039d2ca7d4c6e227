// /polls (spec §2): a worker's polls, phone first — open unanswered ones first, then
// answered, then closed. Users with read on polls also get a "Manage" tab: the admin's table and
// editor (decision 111), kept on the same route so the worker menu's item leads to both.
import { Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { readOrAbove } from '@tuura/domain/permissions';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../api/session.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { pollListQuery } from './api.ts';
import { PollCard } from './PollCard.tsx';
import { PollsAdmin } from './PollsAdmin.tsx';
import { sectionsOf } from './pollView.ts';

function WorkerPolls() {
  const { t } = useTranslation();
  const polls = useQuery(pollListQuery);
  if (polls.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Stack>
    );
  if (!polls.data) return <RouteErrorPage error={polls.error} onRetry={() => void polls.refetch()} />;
  if (polls.data.length === 0)
    return (
      <Paper withBorder p="lg" data-testid="polls-empty">
        <Text>{t('polls.empty')}</Text>
      </Paper>
    );
  const sections = sectionsOf(polls.data);
  return (
    // Room below the last card: the start/end button floats over the page's bottom corner.
    <Stack gap="lg" pb={72} data-testid="polls-list">
      {(['open', 'answered', 'closed'] as const).map(
        (key) =>
          sections[key].length > 0 && (
            <Stack key={key} gap="sm" component="section" aria-label={t(`polls.sections.${key}`)}>
              <Title order={2} fz="md" c="dimmed">
                {t(`polls.sections.${key}`)} ({sections[key].length})
              </Title>
              {sections[key].map((poll) => (
                <PollCard key={poll._id} poll={poll} />
              ))}
            </Stack>
          ),
      )}
    </Stack>
  );
}

export default function PollsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canManage = readOrAbove(user.permissions, 'polls');
  const [params, setParams] = useSearchParams();
  const tab = canManage && params.get('tab') === 'manage' ? 'manage' : 'answer';
  return (
    <Stack gap="md" maw={tab === 'manage' ? 1100 : 640}>
      <Title order={1} fz="h2">
        {t('nav.polls')}
      </Title>
      {canManage && (
        <SegmentedControl
          value={tab}
          onChange={(v) => setParams(v === 'manage' ? { tab: 'manage' } : {}, { replace: true })}
          data={[
            { value: 'answer', label: t('polls.answerTab') },
            { value: 'manage', label: t('polls.manageTab') },
          ]}
          aria-label={t('nav.polls')}
          style={{ alignSelf: 'flex-start' }}
          data-testid="polls-tabs"
        />
      )}
      {tab === 'manage' ? <PollsAdmin /> : <WorkerPolls />}
    </Stack>
  );
}
