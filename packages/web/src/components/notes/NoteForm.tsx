// The body and reading group of a note, for adding one or changing one in place.
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { USER_GROUPS, type UserGroup } from '@tuura/domain/enums';
import { NOTE } from '@tuura/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineAction } from '../offlineAction.ts';

export type NoteDraft = { body: string; group: UserGroup };

export function NoteForm({
  initial,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
  testId,
}: {
  initial: NoteDraft;
  submitLabel: string;
  saving: boolean;
  /** Answers whether the draft was taken (the form then empties itself). */
  onSubmit: (draft: NoteDraft) => Promise<boolean>;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const trimmed = draft.body.trim();
  const error =
    touched && trimmed.length === 0
      ? t('validation.required', { field: t('notes.body') })
      : draft.body.length > NOTE.body
        ? t('notes.limit', { max: NOTE.body })
        : undefined;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!trimmed || draft.body.length > NOTE.body) return;
    if (await onSubmit({ ...draft, body: trimmed })) {
      setDraft(initial);
      setTouched(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="xs">
        <Textarea
          label={t('notes.body')}
          description={t('notes.limit', { max: NOTE.body })}
          autosize
          minRows={2}
          maxRows={10}
          value={draft.body}
          error={error}
          onChange={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
          onBlur={() => setTouched(true)}
          data-testid={`${testId}-body`}
        />
        <Group justify="space-between" align="flex-end">
          <Select
            label={t('notes.group')}
            data={USER_GROUPS.map((g) => ({ value: g, label: t(`notes.groups.${g}`) }))}
            value={draft.group}
            onChange={(value) => value && setDraft({ ...draft, group: value as UserGroup })}
            allowDeselect={false}
            w={180}
            data-testid={`${testId}-group`}
          />
          <Group gap="xs">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving} data-testid={`${testId}-submit`} {...offline}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
