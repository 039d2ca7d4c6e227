// The start/end shift dialog of spec §2 (width 400), loaded when the floating button is first
// used. No running shift: titled start, the own planned shift near now to start in one tap
// (PlannedStart.tsx, decision 140), else name and start time, start and dismiss; the overlap check
// runs before starting. A running shift: titled end, the description toggle, the end time with the
// start as minimum, the duration chip and the long-shift warning. Form errors show inline above the
// buttons (components/FormProblem.tsx); dialogs opened over this one (overlaps, server errors that
// are not about its fields) take Escape while they are on top.
import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { SHIFT, UI } from '@tuura/domain/limits';
import { toMillis } from '@tuura/domain/rules/instant';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { ShiftTimeField } from '../../components/ShiftTimeField.tsx';
import { roundedNow, stepBefore } from '../../lib/pickerTime.ts';
import { useCreateShift, useInvalidateShifts, useUpdateShift } from './api.ts';
import { notify } from './notify.ts';
import { confirmOverlaps } from './overlapCheck.ts';
import { PlannedOrNewStart } from './PlannedStart.tsx';
import { ShiftDuration } from './ShiftDuration.tsx';
import { useShiftTimesForm } from './useShiftTimesForm.ts';
import '../../i18n/startEndTexts.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The running shift when the dialog was opened; null to start one. */
  shift: WorkerShift | null;
};

export default function StartEndDialog({ opened, onClose, shift }: Props) {
  const { t } = useTranslation();
  const [covered, setCovered] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={UI.startEndDialogWidth}
      title={t(shift ? 'startEnd.endTitle' : 'startEnd.startTitle')}
      closeOnEscape={!covered}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shift ? (
        <StartEndForm shift={shift} onDone={onClose} onCovered={setCovered} />
      ) : (
        <PlannedOrNewStart
          onDone={onClose}
          onCovered={setCovered}
          newShift={<StartEndForm shift={null} onDone={onClose} onCovered={setCovered} />}
        />
      )}
    </Modal>
  );
}

type FormProps = {
  shift: WorkerShift | null;
  /** After success or dismiss. */
  onDone: () => void;
  /** Another dialog opens over this one (true) or closes (false). */
  onCovered?: (covered: boolean) => void;
};

/**
 * The end defaults to now rounded down, never after now (the shift shows as ended at once) and
 * never before the start.
 */
export const defaultEnd = (from: string, at: Date = new Date()) => {
  const now = stepBefore(at);
  return toMillis(now) < toMillis(from) ? from : now;
};

export function StartEndForm({ shift, onDone, onCovered = () => undefined }: FormProps) {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const mode = shift ? 'end' : 'start';
  const { form, setFrom, setTo, duration, long } = useShiftTimesForm({
    mode,
    initialValues: {
      name: shift?.name ?? '',
      from: shift?.from ?? roundedNow(),
      to: shift ? defaultEnd(shift.from) : null,
      description: shift?.description ?? '',
      withDescription: Boolean(shift?.description),
    },
    toInput: (v) => ({ ...v, description: v.withDescription ? v.description : '' }),
  });
  const values = form.getValues();
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const create = useCreateShift();
  const update = useUpdateShift();
  const invalidate = useInvalidateShifts();
  const [checking, setChecking] = useState(false);
  const cover = () => onCovered(true);
  const uncover = () => onCovered(false);

  const fail = (error: unknown) => {
    const title = t(mode === 'start' ? 'startEnd.startFailed' : 'startEnd.endFailed');
    // A shift started or ended elsewhere: the button catches up.
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void invalidate();
    // Field messages under the fields with the title above the buttons; the rest in a dialog.
    onServerError(error, title, { onDialogOpen: cover, onDialogClose: uncover });
  };
  const succeed = (key: 'startEnd.started' | 'startEnd.ended') => {
    notify('green', t(key));
    onDone();
  };

  const start = async (v: typeof values) => {
    const from = v.from ?? '';
    setChecking(true);
    const go = await confirmOverlaps({ from, to: null }, { onOpen: cover, onClose: uncover }).finally(() =>
      setChecking(false),
    );
    if (!go) return;
    create.mutate(
      { name: v.name.trim(), from, submitted: false },
      { onSuccess: () => succeed('startEnd.started'), onError: fail },
    );
  };
  const end = (v: typeof values) => {
    if (!shift) return;
    update.mutate(
      {
        id: shift._id,
        shift: {
          name: v.name.trim(),
          from: v.from ?? '',
          to: v.to,
          description: v.withDescription ? v.description.trim() : '',
          submitted: true,
        },
      },
      { onSuccess: () => succeed('startEnd.ended'), onError: fail },
    );
  };
  const onSubmit = form.onSubmit((v) => (mode === 'start' ? start(v) : end(v)), onInvalid);

  const locked = Boolean(shift?.template);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate data-testid="start-end-form" data-mode={mode}>
      <Stack gap="md">
        <TextInput
          label={t('startEnd.name')}
          required
          size="md"
          autoComplete="off"
          enterKeyHint="done"
          readOnly={locked}
          description={locked ? t('startEnd.nameLocked') : undefined}
          {...form.getInputProps('name')}
        />
        <ShiftTimeField
          label={t('startEnd.from')}
          required
          value={values.from}
          onChange={setFrom}
          error={form.errors.from}
          data-testid="start-end-from"
        />
        {mode === 'end' && (
          <>
            <ShiftTimeField
              label={t('startEnd.to')}
              required
              value={values.to}
              onChange={setTo}
              min={values.from}
              error={form.errors.to}
              data-testid="start-end-to"
            />
            <ShiftDuration duration={duration} long={long} />
            <Switch
              size="md"
              label={t('startEnd.addDescription')}
              data-testid="description-toggle"
              {...form.getInputProps('withDescription', { type: 'checkbox' })}
            />
            {values.withDescription && (
              <Textarea
                label={t('startEnd.description')}
                size="md"
                autosize
                minRows={2}
                maxRows={6}
                description={`${values.description.length} / ${SHIFT.description}`}
                {...form.getInputProps('description')}
              />
            )}
          </>
        )}
        <FormProblem problem={problem} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" size="md" onClick={onDone}>
            {t('startEnd.dismiss')}
          </Button>
          <Button
            type="submit"
            size="md"
            loading={checking || create.isPending || update.isPending}
            data-testid="start-end-submit"
            {...offline}
          >
            {t(mode === 'start' ? 'startEnd.start' : 'startEnd.end')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
