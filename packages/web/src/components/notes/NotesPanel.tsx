// Admins' notes on one user, department or group (docs/decisions/112), newest first with
// author and time. One panel for every admin page that shows notes; it lives in components/ so
// that users, customers and groups can all use it without importing each other (decision 022).
// Admins with all on users write and see HR notes; with read they see the general ones.
import { ActionIcon, Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { NoteTarget } from '@tuura/domain/enums';
import type { Note } from '@tuura/domain/schemas/note';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/time.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { showErrorDialog } from '../errorDialog.tsx';
import { showToast } from '../toast.ts';
import { notesQuery, useAddNote, useRemoveNote, useUpdateNote } from './api.ts';
import { NoteForm } from './NoteForm.tsx';

const EXCERPT = 60;
const excerptOf = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT)}…` : body);

function NoteItem({ note, canEdit, onRemove }: { note: Note; canEdit: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateNote();
  const save = (draft: { body: string; group: Note['group'] }) =>
    update
      .mutateAsync({ id: note._id, ...draft })
      .then(() => {
        showToast('green', t('notes.saved'));
        setEditing(false);
        return true;
      })
      .catch((error: unknown) => {
        showErrorDialog(error, t('notes.saveFailed'));
        return false;
      });
  const author = note.createdByName ?? t('notes.unknownAuthor');
  return (
    <Paper withBorder p="sm" data-testid="note-item" data-id={note._id}>
      {editing ? (
        <NoteForm
          initial={{ body: note.body, group: note.group }}
          submitLabel={t('notes.save')}
          saving={update.isPending}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          testId="note-edit"
        />
      ) : (
        <Stack gap={6}>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="note-body"
          >
            {note.body}
          </Text>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {t('notes.by', { name: author, time: formatDateTime(note.createdAt) })}
                {note.updatedAt !== note.createdAt && ` · ${t('notes.edited')}`}
              </Text>
              <Badge size="xs" variant="light" color={note.group === 'user-hr' ? 'grape' : 'gray'}>
                {t(`notes.groups.${note.group}`)}
              </Badge>
            </Group>
            {canEdit && (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('notes.edit')}>
                  <ActionIcon variant="subtle" aria-label={t('notes.edit')} onClick={() => setEditing(true)}>
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('notes.remove')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('notes.remove')}
                    onClick={onRemove}
                    data-testid="note-remove"
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

export function NotesPanel({
  targetType,
  target,
  canEdit,
}: {
  targetType: NoteTarget;
  target: string;
  /** All on users: may add, change and remove notes. */
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const notes = useQuery(notesQuery(target));
  const add = useAddNote();
  const remove = useRemoveNote();
  const [removing, setRemoving] = useState<Note | null>(null);
  const addNote = (draft: { body: string; group: Note['group'] }) =>
    add
      .mutateAsync({ ...draft, targetType, target })
      .then(() => {
        showToast('green', t('notes.added'));
        return true;
      })
      .catch((error: unknown) => {
        showErrorDialog(error, t('notes.addFailed'));
        return false;
      });
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing._id, {
      onSuccess: () => showToast('green', t('notes.removed')),
      onError: (error) => showErrorDialog(error, t('notes.removeFailed')),
      onSettled: () => setRemoving(null),
    });
  return (
    <Stack gap="sm" data-testid="notes-panel">
      <Title order={3} size="h5">
        {t('notes.title')}
      </Title>
      {notes.isPending && <Skeleton h={60} aria-busy="true" />}
      {notes.isError && <Alert color="red" title={t('notes.loadFailed')} />}
      {notes.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="notes-empty">
          {t('notes.empty')}
        </Text>
      )}
      {notes.data?.map((note) => (
        <NoteItem key={note._id} note={note} canEdit={canEdit} onRemove={() => setRemoving(note)} />
      ))}
      {canEdit && (
        <NoteForm
          initial={{ body: '', group: 'user-general' }}
          submitLabel={t('notes.add')}
          saving={add.isPending}
          onSubmit={addNote}
          testId="note-add"
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('notes.removeTitle')}
        text={t('notes.removeText', { excerpt: excerptOf(removing?.body ?? '') })}
        confirmLabel={t('notes.remove')}
        onConfirm={confirmRemove}
        loading={remove.isPending}
        testId="note-remove-dialog"
        confirmTestId="note-remove-confirm"
      />
    </Stack>
  );
}
