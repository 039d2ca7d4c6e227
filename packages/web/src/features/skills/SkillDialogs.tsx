// The skills page's forms and confirmations: a name (a skill's, with the group it goes to when
// new; or a skill group's) in a side panel, moving a skill to another group, and removals that
// say what goes. Every failure shows the §8 text of what failed.
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SKILL, UI } from '@tuura/domain/limits';
import { type SkillGroup, skillGroupInput, skillInput } from '@tuura/domain/schemas/skill';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { showErrorDialog } from '../../components/errorDialog.tsx';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { EditDrawer } from '../../components/resourceList/EditDrawer.tsx';
import { showToast } from '../../components/toast.ts';
import {
  useCreateSkill,
  useMoveSkill,
  useRemoveSkill,
  useRemoveSkillGroup,
  useRenameSkill,
  useSaveSkillGroup,
} from './api.ts';

const validateSkill = domainValidator(skillInput);
const validateGroup = domainValidator(skillGroupInput.pick({ name: true }));
// Ids are UUIDs: this word never names a group.
const NO_GROUP = 'none';

/** What the name panel edits: a skill or a group, new (no id) or existing. */
export type NameTarget =
  | { kind: 'skill'; id?: string; name: string; group?: string | null }
  | { kind: 'group'; id?: string; name: string };

function NameFormBody({
  target,
  groups,
  onDone,
}: {
  target: NameTarget;
  groups: SkillGroup[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const isNew = !target.id;
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: target.name, group: (target.kind === 'skill' && target.group) || NO_GROUP },
    validate: (values) => (target.kind === 'skill' ? validateSkill(values) : validateGroup(values)),
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const createSkill = useCreateSkill();
  const renameSkill = useRenameSkill();
  const saveGroup = useSaveSkillGroup();
  const pending = createSkill.isPending || renameSkill.isPending || saveGroup.isPending;
  const what = target.kind === 'skill' ? 'skill' : 'group';
  const failed = t(`skills.${what}.${isNew ? 'createFailed' : 'saveFailed'}`);
  const submit = (values: typeof form.values) => {
    const name = values.name.trim();
    const done = {
      onSuccess: () => {
        showToast('green', t(`skills.${what}.${isNew ? 'created' : 'saved'}`, { name }));
        onDone();
      },
      onError: (error: unknown) => onServerError(error, failed),
    };
    if (target.kind === 'group') saveGroup.mutate({ ...(target.id && { id: target.id }), name }, done);
    else if (target.id) renameSkill.mutate({ id: target.id, name }, done);
    else createSkill.mutate({ name, group: groups.find((g) => g._id === values.group) ?? null }, done);
  };
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid={`${what}-form`}>
      <Stack gap="md">
        <TextInput
          label={t(`skills.${what}.name`)}
          description={t('skills.limit', { max: target.kind === 'skill' ? SKILL.name : SKILL.groupName })}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid={`${what}-name`}
        />
        {target.kind === 'skill' && isNew && (
          <Select
            label={t('skills.skill.group')}
            data={[
              { value: NO_GROUP, label: t('skills.ungrouped') },
              ...groups.map((g) => ({ value: g._id, label: g.name })),
            ]}
            allowDeselect={false}
            {...form.getInputProps('group')}
            data-testid="skill-group"
          />
        )}
        <FormProblem problem={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid={`${what}-save`} {...offline}>
            {t(isNew ? `skills.${what}.create` : 'common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NameDrawer({
  target,
  groups,
  onClose,
}: {
  target: NameTarget | null;
  groups: SkillGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const what = target?.kind ?? 'skill';
  return (
    <EditDrawer
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`skills.${what}.${target.id ? 'editTitle' : 'newTitle'}`, { name: target.name }) : ''}
    >
      {target && (
        <NameFormBody
          key={`${target.kind}-${target.id ?? 'new'}`}
          target={target}
          groups={groups}
          onDone={onClose}
        />
      )}
    </EditDrawer>
  );
}

export type MoveTarget = { skill: { _id: string; name: string }; from: SkillGroup | null };

function MoveBody({
  target,
  groups,
  onClose,
}: {
  target: MoveTarget;
  groups: SkillGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const move = useMoveSkill();
  const choices = [
    ...(target.from ? [{ value: NO_GROUP, label: t('skills.ungrouped') }] : []),
    ...groups.filter((g) => g._id !== target.from?._id).map((g) => ({ value: g._id, label: g.name })),
  ];
  const [to, setTo] = useState<string | null>(choices[0]?.value ?? null);
  const confirm = () => {
    if (to === null) return;
    const toGroup = groups.find((g) => g._id === to) ?? null;
    move.mutate(
      { skill: target.skill._id, from: target.from, to: toGroup },
      {
        onSuccess: () => {
          const where = toGroup?.name ?? t('skills.ungrouped');
          showToast('green', t('skills.skill.moved', { name: target.skill.name, group: where }));
          onClose();
        },
        onError: (error) => {
          onClose();
          showErrorDialog(error, t('skills.group.saveFailed'));
        },
      },
    );
  };
  return (
    <Stack gap="md" data-testid="move-skill-dialog">
      <Select
        label={t('skills.skill.moveTo')}
        data={choices}
        value={to}
        onChange={setTo}
        allowDeselect={false}
        data-autofocus
        data-testid="move-skill-target"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={confirm}
          loading={move.isPending}
          data-testid="move-skill-confirm"
          {...offline}
          disabled={offline.disabled || to === null}
        >
          {t('skills.skill.moveConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export function MoveSkillDialog({
  target,
  groups,
  onClose,
}: {
  target: MoveTarget | null;
  groups: SkillGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size={UI.modalWidth}
      title={t('skills.skill.moveTitle', { name: target?.skill.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <MoveBody key={target.skill._id} target={target} groups={groups} onClose={onClose} />}
    </Modal>
  );
}

export type RemoveTarget = { kind: 'skill'; id: string; name: string } | { kind: 'group'; group: SkillGroup };

export function RemoveDialog({ target, onClose }: { target: RemoveTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const removeSkill = useRemoveSkill();
  const removeGroup = useRemoveSkillGroup();
  const name = target ? (target.kind === 'skill' ? target.name : target.group.name) : '';
  const what = target?.kind ?? 'skill';
  const done = {
    onSuccess: () => {
      showToast('green', t(`skills.${what}.removed`, { name }));
      onClose();
    },
    onError: (error: unknown) => {
      onClose();
      showErrorDialog(error, t(`skills.${what}.removeFailed`));
    },
  };
  const confirm = () => {
    if (target?.kind === 'skill') removeSkill.mutate(target.id, done);
    else if (target) removeGroup.mutate(target.group._id, done);
  };
  return (
    <ConfirmDialog
      opened={target !== null}
      onClose={onClose}
      title={t(`skills.${what}.removeTitle`, { name })}
      text={
        target?.kind === 'group'
          ? t('skills.group.removeText', { count: target.group.skills.length })
          : t('skills.skill.removeText')
      }
      confirmLabel={t(`skills.${what}.remove`)}
      onConfirm={confirm}
      loading={removeSkill.isPending || removeGroup.isPending}
      testId={`remove-${what}-dialog`}
      confirmTestId={`remove-${what}-confirm`}
    />
  );
}
