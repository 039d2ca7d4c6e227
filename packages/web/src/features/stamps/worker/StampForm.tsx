// Stamping a past shift (lazy): the real start and end (5-minute pickers,
// prefilled with the planned times, or the earlier stamp), an optional message and "not
// completed". The domain's start/end rule checks the times; errors show after a field is
// touched; an invalid submit shows the generic form error above the button and puts the cursor
// in the first invalid field; the server's field messages go under the fields, any other refusal
// opens the error dialog over the drawer (which must not take Escape meanwhile). The list shows
// the stamp at once and goes back if the server says no.
import { Button, Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SHIFT } from '@tuura/domain/limits';
import { validateStartEnd } from '@tuura/domain/rules/startEndForm';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { FormProblem, useFormProblem } from '../../../components/FormProblem.tsx';
import { fieldMessageText } from '../../../components/fieldMessage.ts';
import { notify } from '../../../components/notify.ts';
import { useOfflineAction } from '../../../components/offlineAction.ts';
import { ShiftTimeField } from '../../../components/ShiftTimeField.tsx';
import { formatShiftDuration, formatShiftSpan } from '../../../lib/shiftTime.ts';
import { useStampShift } from './api.ts';
import '../../../i18n/shiftsTexts.ts';

export type StampFormValues = {
  from: string | null;
  to: string | null;
  message: string;
  notCompleted: boolean;
};

/** Field messages of a stamp: the start/end rule on the times, the length of the message. */
export function validateStamp(values: StampFormValues, name: string, now: Date): Record<string, string> {
  const errors: Record<string, string> = {};
  const times = validateStartEnd({ name, from: values.from, to: values.to }, now, 'end');
  for (const field of ['from', 'to'] as const) {
    const message = times[field];
    if (message) errors[field] = fieldMessageText(field, message);
  }
  if (values.message.trim().length > SHIFT.stampMessage)
    errors.message = fieldMessageText('message', {
      key: 'maxLength',
      params: { field: 'message', length: SHIFT.stampMessage },
    });
  return errors;
}

type Props = {
  shift: WorkerShift;
  onDone: () => void;
  /** The error dialog opens over the form (true) or closes (false). */
  onCovered?: (covered: boolean) => void;
};

export default function StampForm({ shift, onDone, onCovered = () => undefined }: Props) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  const stamp = useStampShift();
  const earlier = shift.stamp.stamped;
  const form = useForm<StampFormValues>({
    mode: 'controlled',
    initialValues: {
      from: (earlier && shift.stamp.from) || shift.from,
      to: (earlier && shift.stamp.to) || shift.to,
      message: shift.stamp.message ?? '',
      notCompleted: shift.stamp.notCompleted,
    },
    validate: (values) => validateStamp(values, shift.name, new Date()),
    validateInputOnBlur: true,
    validateInputOnChange: ['from', 'to'],
  });
  const { from, to, message } = form.values;
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const submit = form.onSubmit(
    (values) =>
      stamp.mutate(
        {
          id: shift._id,
          from: values.from ?? '',
          to: values.to ?? '',
          message: values.message.trim(),
          notCompleted: values.notCompleted,
        },
        {
          onSuccess: () => {
            notify('green', t('shifts.stampForm.done'));
            onDone();
          },
          onError: (error) =>
            onServerError(error, t('shifts.stampForm.failed'), {
              onDialogOpen: () => onCovered(true),
              onDialogClose: () => onCovered(false),
            }),
        },
      ),
    onInvalid,
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="stamp-form">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {t('shifts.stampForm.planned')}
          </Text>
          <Text fw={700} data-testid="stamp-form-planned">
            {formatShiftSpan(shift.from, shift.to, i18n.language)}
          </Text>
          <Text size="sm" mt={4}>
            {t('shifts.stampForm.intro')}
          </Text>
        </div>
        <ShiftTimeField
          label={t('fields.from')}
          required
          {...form.getInputProps('from')}
          value={from}
          data-testid="stamp-from"
        />
        <ShiftTimeField
          label={t('fields.to')}
          required
          min={from}
          {...form.getInputProps('to')}
          value={to}
          data-testid="stamp-to"
        />
        {from && to && !form.errors.from && !form.errors.to && (
          <Text size="sm" data-testid="stamp-duration">
            {t('shifts.stampForm.duration', { duration: formatShiftDuration(from, to) })}
          </Text>
        )}
        <Textarea
          label={t('shifts.stampForm.message')}
          description={t('shifts.stampForm.counter', { length: message.length, max: SHIFT.stampMessage })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={2}
          maxLength={SHIFT.stampMessage}
          {...form.getInputProps('message')}
          data-testid="stamp-message"
        />
        <Checkbox
          size="md"
          label={t('shifts.stampForm.notCompleted')}
          description={t('shifts.stampForm.notCompletedHelp')}
          {...form.getInputProps('notCompleted', { type: 'checkbox' })}
          data-testid="stamp-not-completed"
        />
        <FormProblem problem={problem} />
        <Button type="submit" size="md" loading={stamp.isPending} data-testid="stamp-submit" {...offline}>
          {t('shifts.stampForm.submit')}
        </Button>
        <Button variant="subtle" size="md" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </form>
  );
}
