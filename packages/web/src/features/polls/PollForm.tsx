// Creating or changing a poll in a side panel (the admin's list keeps its place): title, rich-text
// description and report (the heavy editor loads with the panel), 1 to 10 choices, the users it
// is for, publishing and closing times, the settings, and for a poll that exists who answered.
// A reader (read on polls) sees the same panel without its save button.
import {
  ActionIcon,
  Button,
  Group,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { POLL, SHIFT_TIMING } from '@tuura/domain/limits';
import { type PollAdmin, pollInput } from '@tuura/domain/schemas/poll';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../components/DateTimeField.tsx';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { RichTextView } from '../../components/RichTextView.tsx';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';
import { saveAnswer } from '../../components/saveAnswer.ts';
import { UserMultiPicker } from '../../components/UserMultiPicker.tsx';
import { fromPickerValue, toPickerValue } from '../../lib/pickerTime.ts';
import { formatDateTime } from '../../lib/time.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { pollAdminQuery, useSavePoll } from './api.ts';

const RichTextEditor = lazy(() => import('../../components/RichTextEditor.tsx'));
const validate = domainValidator(pollInput);
const STEP_MS = SHIFT_TIMING.pickerStepMinutes * 60_000;
const publishNow = () => new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS).toISOString();

/** What the panel shows: a new poll, or an existing one by id. */
export type PollFormTarget = { id: string | null; canEdit: boolean };

function Voters({ poll }: { poll: PollAdmin }) {
  const { t } = useTranslation();
  const choiceText = new Map(poll.choices.map((c) => [c._id, c.text]));
  return (
    <Stack gap="xs" data-testid="poll-voters">
      <Title order={3} fz="md">
        {t('polls.admin.voters')} ({poll.voters.length})
      </Title>
      {poll.voters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('polls.admin.noVoters')}
        </Text>
      ) : (
        <Table striped fz="sm">
          <Table.Tbody>
            {poll.voters.map((v) => (
              <Table.Tr key={v._id}>
                <Table.Td>{v.name}</Table.Td>
                <Table.Td>{choiceText.get(v.choice)}</Table.Td>
                <Table.Td c="dimmed">{formatDateTime(v.votedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function PollFormBody({
  poll,
  canEdit,
  onDone,
}: {
  poll: PollAdmin | null;
  canEdit: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const [people, setPeople] = useState(poll?.users ?? []);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: poll?.title ?? '',
      description: poll?.description ?? '',
      report: poll?.report ?? '',
      choices: poll?.choices.map((c) => c.text) ?? ['', ''],
      users: poll?.users.map((u) => u._id) ?? [],
      // A new poll is published from now (to the picker's step, not ahead); clearing makes a draft.
      publishedAt: poll ? poll.publishedAt : publishNow(),
      closesAt: poll?.closesAt ?? null,
      settings: poll?.settings ?? { canAddChoice: false, canChangeVote: false, isPublic: false },
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSavePoll();
  const submit = (values: typeof form.values) => {
    save.mutate(
      { ...(poll && { id: poll._id }), poll: values },
      saveAnswer({
        saved: t(poll ? 'polls.admin.saved' : 'polls.admin.created', { title: values.title.trim() }),
        failed: t('polls.admin.saveFailed'),
        onDone,
        onServerError,
      }),
    );
  };
  const choices = form.values.choices;
  const time = (field: 'publishedAt' | 'closesAt') => (
    <DateTimeField
      label={t(`polls.admin.${field}`)}
      description={t(`polls.admin.${field}Hint`)}
      clearable
      clearButtonProps={{ 'aria-label': t('polls.admin.clearTime', { field: t(`polls.admin.${field}`) }) }}
      readOnly={!canEdit}
      value={toPickerValue(form.values[field])}
      onChange={(v) => form.setFieldValue(field, fromPickerValue(v))}
      error={form.errors[field]}
      data-testid={`poll-${field}`}
    />
  );
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="poll-form">
      <Stack gap="md">
        <TextInput
          label={t('polls.admin.title')}
          description={t('polls.admin.limit', { max: POLL.title })}
          required
          readOnly={!canEdit}
          data-autofocus
          {...form.getInputProps('title')}
          data-testid="poll-title"
        />
        <Suspense fallback={<Skeleton h={160} />}>
          {canEdit ? (
            <RichTextEditor
              label={t('polls.admin.description')}
              value={form.values.description}
              onChange={(html) => form.setFieldValue('description', html)}
              error={form.errors.description as string | undefined}
              data-testid="poll-description"
            />
          ) : (
            poll?.description && <RichTextView html={poll.description} />
          )}
        </Suspense>
        <Stack gap={6}>
          <Text fw={500} size="sm">
            {t('polls.admin.choices', { min: POLL.choicesMin, max: POLL.choicesMax })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('polls.admin.choicesHint')}
          </Text>
          {choices.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its place in the list
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={t('polls.admin.choice', { number: i + 1 })}
                placeholder={t('polls.admin.choice', { number: i + 1 })}
                readOnly={!canEdit}
                style={{ flex: 1 }}
                {...form.getInputProps(`choices.${i}`)}
                data-testid="poll-choice"
              />
              {canEdit && choices.length > POLL.choicesMin && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('polls.admin.removeChoice', { number: i + 1 })}
                  onClick={() => form.removeListItem('choices', i)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {typeof form.errors.choices === 'string' && (
            <Text c="red" size="sm">
              {form.errors.choices}
            </Text>
          )}
          {canEdit && choices.length < POLL.choicesMax && (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem('choices', '')}
              style={{ alignSelf: 'flex-start' }}
              data-testid="poll-add-choice-admin"
            >
              {t('polls.admin.addChoice')}
            </Button>
          )}
        </Stack>
        <UserMultiPicker
          label={t('polls.admin.users')}
          placeholder={t('polls.admin.usersPlaceholder')}
          nothingFound={t('polls.admin.noUsers')}
          readOnly={!canEdit}
          value={people}
          onChange={(chosen) => {
            setPeople(chosen);
            form.setFieldValue(
              'users',
              chosen.map((p) => p._id),
            );
          }}
          data-testid="poll-users"
        />
        <Text size="xs" c="dimmed" mt={-12}>
          {t('polls.admin.usersHint')}
        </Text>
        <Group grow align="flex-start">
          {time('publishedAt')}
          {time('closesAt')}
        </Group>
        <Stack gap="xs">
          {(['canAddChoice', 'canChangeVote', 'isPublic'] as const).map((key) => (
            <Switch
              key={key}
              label={t(`polls.admin.${key}`)}
              disabled={!canEdit}
              {...form.getInputProps(`settings.${key}`, { type: 'checkbox' })}
              data-testid={`poll-${key}`}
            />
          ))}
        </Stack>
        {canEdit && (
          <Suspense fallback={<Skeleton h={120} />}>
            <RichTextEditor
              label={t('polls.admin.report')}
              description={t('polls.admin.reportHint')}
              value={form.values.report}
              onChange={(html) => form.setFieldValue('report', html)}
              error={form.errors.report as string | undefined}
              data-testid="poll-report-editor"
            />
          </Suspense>
        )}
        <FormProblem problem={problem} />
        {canEdit && (
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="poll-save" {...offline}>
              {t(poll ? 'common.save' : 'polls.admin.create')}
            </Button>
          </Group>
        )}
        {poll && <Voters poll={poll} />}
      </Stack>
    </form>
  );
}

/** An existing poll: loaded first, then the form. */
function ExistingPoll({ id, canEdit, onDone }: { id: string; canEdit: boolean; onDone: () => void }) {
  const poll = useQuery(pollAdminQuery(id));
  if (poll.isPending) return <Skeleton h={320} aria-busy="true" />;
  if (!poll.data) return <RouteErrorPage error={poll.error} onRetry={() => void poll.refetch()} />;
  return <PollFormBody poll={poll.data} canEdit={canEdit} onDone={onDone} />;
}

export function PollForm({ target, onClose }: { target: PollFormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = !target?.id
    ? t('polls.admin.new')
    : t(target.canEdit ? 'polls.admin.edit' : 'polls.admin.view');
  return (
    <EditDrawer opened={target !== null} onClose={onClose} size="xl" title={title}>
      {target &&
        (target.id ? (
          <ExistingPoll key={target.id} id={target.id} canEdit={target.canEdit} onDone={onClose} />
        ) : (
          <PollFormBody key="new" poll={null} canEdit onDone={onClose} />
        ))}
    </EditDrawer>
  );
}
