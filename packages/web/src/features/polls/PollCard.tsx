// One poll in the worker's list (phone first): its state, the radio list to answer or change the
// answer where the rules allow, a choice of one's own where allowed, and the result bars when the
// poll is public. The description and report load when opened (they may be long).
import {
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PollListItem } from '@tuura/domain/schemas/poll';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { RichTextView } from '../../components/RichTextView.tsx';
import { showToast } from '../../components/toast.ts';
import { formatDateTime } from '../../lib/time.ts';
import { pollQuery, useVote } from './api.ts';
import { actionsOf, NEW_CHOICE_MAX, resultBars, STATE_COLOR } from './pollView.ts';

function ResultBars({ poll }: { poll: PollListItem }) {
  const { t } = useTranslation();
  const bars = resultBars(poll);
  if (!bars)
    return poll.voted ? null : (
      <Text size="sm" c="dimmed">
        {t('polls.resultsHidden')}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="poll-results">
      <Text size="sm" fw={600}>
        {t('polls.results')} · {t('polls.votes', { count: poll.totalVotes ?? 0 })}
      </Text>
      {bars.map((bar) => (
        <Stack key={bar._id} gap={2} data-testid="poll-result" data-choice={bar.text}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={bar.mine ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
              {bar.text}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="poll-result-votes">
              {t('polls.votes', { count: bar.votes })} · {bar.percent} %
            </Text>
          </Group>
          <Progress
            value={bar.percent}
            aria-label={`${bar.text}: ${bar.percent} %`}
            color={bar.mine ? 'teal' : 'blue'}
          />
        </Stack>
      ))}
    </Stack>
  );
}

function Details({ id }: { id: string }) {
  const { t } = useTranslation();
  const poll = useQuery(pollQuery(id));
  if (!poll.data)
    return (
      <Text size="sm" c="dimmed">
        {t('common.loading')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="poll-details">
      {poll.data.description && <RichTextView html={poll.data.description} />}
      {poll.data.report && (
        <>
          <Title order={3} fz="md">
            {t('polls.report')}
          </Title>
          <RichTextView html={poll.data.report} data-testid="poll-report" />
        </>
      )}
    </Stack>
  );
}

function VoteForm({ poll }: { poll: PollListItem }) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const actions = actionsOf(poll, new Date());
  const [choice, setChoice] = useState<string | null>(poll.myChoice);
  const [newChoice, setNewChoice] = useState('');
  const vote = useVote();
  const send = (body: { choice: string } | { newChoice: string }) =>
    vote.mutate(
      { id: poll._id, vote: body },
      {
        onSuccess: () => {
          setNewChoice('');
          showToast('green', t('polls.voted'));
        },
        onError: (error) => showErrorDialog(error, t('polls.voteFailed')),
      },
    );
  if (!actions.vote) return null;
  return (
    <Stack gap="sm">
      <Radio.Group label={t('polls.choices')} value={choice} onChange={setChoice} data-testid="poll-choices">
        <Stack gap={10} mt={6}>
          {poll.choices.map((c) => (
            <Radio key={c._id} value={c._id} label={c.text} size="md" />
          ))}
        </Stack>
      </Radio.Group>
      <Button
        onClick={() => choice && send({ choice })}
        disabled={!choice || choice === poll.myChoice || offline.disabled}
        title={offline.title}
        loading={vote.isPending}
        data-testid="poll-vote"
        fullWidth
        size="md"
      >
        {t(actions.change ? 'polls.changeVote' : 'polls.vote')}
      </Button>
      {actions.addChoice && (
        <Stack gap="xs">
          <TextInput
            label={t('polls.newChoice')}
            description={t('polls.newChoiceHint', { max: NEW_CHOICE_MAX })}
            value={newChoice}
            maxLength={NEW_CHOICE_MAX}
            onChange={(e) => setNewChoice(e.currentTarget.value)}
            data-testid="poll-new-choice"
          />
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => send({ newChoice })}
            disabled={!newChoice.trim() || offline.disabled}
            title={offline.title}
            loading={vote.isPending}
            data-testid="poll-add-choice"
          >
            {t('polls.addAndVote')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function PollCard({ poll }: { poll: PollListItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mine = poll.choices.find((c) => c._id === poll.myChoice);
  const closes = poll.closesAt && formatDateTime(poll.closesAt);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="poll-card"
      data-title={poll.title}
      data-state={poll.state}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {poll.title}
          </Title>
          <Group gap={4} wrap="nowrap">
            {poll.voted && (
              <Badge color="teal" variant="light" data-testid="poll-answered">
                {t('polls.answered')}
              </Badge>
            )}
            <Badge color={STATE_COLOR[poll.state]} variant="light">
              {t(`polls.state.${poll.state}`)}
            </Badge>
          </Group>
        </Group>
        {closes && (
          <Text size="sm" c="dimmed">
            {t(poll.state === 'closed' ? 'polls.closedAt' : 'polls.closesAt', { time: closes })}
          </Text>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          style={{ alignSelf: 'flex-start' }}
          data-testid="poll-toggle-details"
        >
          {t(open ? 'polls.hideDetails' : 'polls.details')}
        </Button>
        <Collapse in={open}>{open && <Details id={poll._id} />}</Collapse>
        <VoteForm key={poll.myChoice ?? 'none'} poll={poll} />
        {mine && (
          <Text size="sm" data-testid="poll-my-choice">
            {t('polls.yourChoice', { choice: mine.text })}
          </Text>
        )}
        <ResultBars poll={poll} />
      </Stack>
    </Paper>
  );
}
