// Creating or changing a group in a side panel (UI.md: the list keeps its place): name and notes
// with the domain's limits, the members chosen by name. A reader sees the same panel read-only.
import { Divider, List, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { GROUP } from '@tuura/domain/limits';
import { type GroupDetail, groupInput } from '@tuura/domain/schemas/group';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { NotesPanel } from '../../components/notes/NotesPanel.tsx';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';
import { saveAnswer } from '../../components/saveAnswer.ts';
import { RouteErrorPage } from '../errors/ErrorPage.tsx';
import { groupQuery, useSaveGroup } from './api.ts';
import { MemberPicker } from './MemberPicker.tsx';

const validate = domainValidator(groupInput);

/** What the panel shows: a new group, or an existing one by id. */
export type GroupFormTarget = { id: string | null; canEdit: boolean };

function ReadOnlyGroup({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="group-view">
      {group.meta && <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{group.meta}</Text>}
      <Text fw={600}>{t('groups.memberCount', { count: group.members.length })}</Text>
      <List spacing={4}>
        {group.members.map((m) => (
          <List.Item key={m._id}>{m.name}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function GroupFormBody({ group, onDone }: { group: GroupDetail | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: group?.name ?? '',
      meta: group?.meta ?? '',
      members: group?.members.map((m) => m._id) ?? [],
    },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const save = useSaveGroup();
  const submit = (values: typeof form.values) => {
    save.mutate(
      { ...(group && { id: group._id }), group: values },
      saveAnswer({
        saved: t(group ? 'groups.saved' : 'groups.created', { name: values.name.trim() }),
        failed: t(group ? 'groups.saveFailed' : 'groups.createFailed'),
        onDone,
        onServerError,
      }),
    );
  };
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="group-form">
      <Stack gap="md">
        <TextInput
          label={t('groups.name')}
          description={t('groups.limit', { max: GROUP.name })}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="group-name"
        />
        <Textarea
          label={t('fields.meta')}
          description={t('groups.limit', { max: GROUP.meta })}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('meta')}
          data-testid="group-meta"
        />
        <MemberPicker
          known={group?.members ?? []}
          {...form.getInputProps('members')}
          value={form.values.members}
          onChange={(ids) => form.setFieldValue('members', ids)}
        />
        <FormFooter
          problem={problem}
          onCancel={onDone}
          saving={save.isPending}
          saveLabel={t(group ? 'common.save' : 'groups.create')}
          saveTestId="group-save"
        />
      </Stack>
    </form>
  );
}

/** An existing group: loaded first, then the form (or the read-only view). */
function ExistingGroup({ id, canEdit, onDone }: { id: string; canEdit: boolean; onDone: () => void }) {
  const group = useQuery(groupQuery(id));
  if (group.isPending) return <Skeleton h={240} aria-busy="true" />;
  if (!group.data) return <RouteErrorPage error={group.error} onRetry={() => void group.refetch()} />;
  return (
    <Stack gap="lg">
      {canEdit ? <GroupFormBody group={group.data} onDone={onDone} /> : <ReadOnlyGroup group={group.data} />}
      <Divider />
      <NotesPanel targetType="group" target={id} canEdit={canEdit} />
    </Stack>
  );
}

export function GroupForm({
  target,
  title,
  onClose,
}: {
  target: GroupFormTarget | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <EditDrawer opened={target !== null} onClose={onClose} title={title}>
      {/* A fresh form each time it opens, with that group's values. */}
      {target &&
        (target.id ? (
          <ExistingGroup key={target.id} id={target.id} canEdit={target.canEdit} onDone={onClose} />
        ) : (
          <GroupFormBody key="new" group={null} onDone={onClose} />
        ))}
    </EditDrawer>
  );
}
