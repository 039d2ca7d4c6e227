// Cancelling an own shift that has not started (lazy, in the shift's drawer): one of the four
// reasons and a message with a live counter (as the stamp form's), the primary action at the
// bottom. The server's field messages go under the fields; any other refusal (already cancelled,
// started meanwhile) opens the error dialog over the drawer.
import { Button, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CancellationReason } from '@tuura/domain/enums';
import { CANCELLATION } from '@tuura/domain/limits';
import type { WorkerShift } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { FormProblem, useFormProblem } from '../../../components/FormProblem.tsx';
import { fieldMessageText } from '../../../components/fieldMessage.ts';
import { useOfflineAction } from '../../../components/offlineAction.ts';
import { formatShiftSpan } from '../../../lib/shiftTime.ts';
import '../texts.ts';
import { notify } from '../../../components/notify.ts';
import { useCancelShift } from './api.ts';
import '../../../i18n/shiftsTexts.ts';

type Values = { reason: string; message: string };

export function validateCancellation(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.reason === '')
    errors.reason = fieldMessageText('reason', { key: 'required', params: { field: 'reason' } });
  if (values.message.trim().length > CANCELLATION.reason)
    errors.message = fieldMessageText('message', {
      key: 'maxLength',
      params: { field: 'message', length: CANCELLATION.reason },
    });
  return errors;
}

type Props = { shift: WorkerShift; onDone: () => void; onCovered?: (covered: boolean) => void };

export default function CancelShiftForm({ shift, onDone, onCovered = () => undefined }: Props) {
  const { t, i18n } = useTranslation();
  const offline = useOfflineAction();
  const cancel = useCancelShift();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { reason: '', message: '' },
    validate: validateCancellation,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const submit = form.onSubmit(
    (values) =>
      cancel.mutate(
        {
          shift: shift._id,
          reason: Number(values.reason) as CancellationReason,
          message: values.message.trim(),
        },
        {
          onSuccess: () => {
            notify('green', t('cancellations.form.done'));
            onDone();
          },
          onError: (error) =>
            onServerError(error, t('cancellations.form.failed'), {
              onDialogOpen: () => onCovered(true),
              onDialogClose: () => onCovered(false),
            }),
        },
      ),
    onInvalid,
  );
  const { message } = form.values;
  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="cancel-form">
      <Stack gap="md">
        <div>
          <Text fw={700} data-testid="cancel-form-shift">
            {formatShiftSpan(shift.from, shift.to, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {[shift.name, shift.place?.department].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" mt={4}>
            {t('cancellations.form.intro')}
          </Text>
        </div>
        <Radio.Group
          label={t('cancellations.form.reason')}
          required
          {...form.getInputProps('reason')}
          data-testid="cancel-reason"
        >
          <Stack gap={4} mt={6}>
            {CancellationReason.values.map((reason) => (
              <Radio
                key={reason}
                value={String(reason)}
                label={t(`cancellations.reason.${reason}`)}
                size="md"
                py={8}
                data-testid={`cancel-reason-${reason}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('cancellations.form.message')}
          description={t('cancellations.form.counter', { length: message.length, max: CANCELLATION.reason })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={3}
          maxLength={CANCELLATION.reason}
          {...form.getInputProps('message')}
          data-testid="cancel-message"
        />
        <FormProblem problem={problem} />
        <Button type="submit" size="md" loading={cancel.isPending} data-testid="cancel-submit" {...offline}>
          {t('cancellations.form.submit')}
        </Button>
        <Button variant="subtle" size="md" onClick={onDone}>
          {t('cancellations.form.back')}
        </Button>
      </Stack>
    </form>
  );
}
