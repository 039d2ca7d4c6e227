// Sending a mass email from the users admin: title, plain-text message and the recipients (users
// and groups). The server queues one message per recipient and answers at once; the delivery
// report shows how the sending goes.
import { Drawer, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MASS_EMAIL } from '@tuura/domain/limits';
import { massEmailInput } from '@tuura/domain/schemas/massEmail';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/FormFooter.tsx';
import { useFormProblem } from '../../../components/FormProblem.tsx';
import { domainValidator } from '../../../components/formValidation.ts';
import { showToast } from '../../../components/toast.ts';
import { useSendMassEmail } from './api.ts';
import { RecipientPicker } from './RecipientPicker.tsx';

const validate = domainValidator(massEmailInput);

function MassEmailForm({ onDone }: { onDone: (sentId: string) => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: '', message: '', users: [] as string[], groups: [] as string[] },
    validate,
    validateInputOnBlur: ['title', 'message'],
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const send = useSendMassEmail();
  const submit = (values: typeof form.values) =>
    send.mutate(values, {
      onSuccess: ({ massEmail }) => {
        showToast('green', t('massEmail.queued', { count: massEmail.recipientCount }));
        onDone(massEmail._id);
      },
      onError: (error) => onServerError(error, t('massEmail.sendFailed')),
    });
  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit, onInvalid)} noValidate data-testid="mass-email-form">
      <Stack gap="md">
        <TextInput
          label={t('massEmail.subject')}
          description={t('massEmail.limit', { max: MASS_EMAIL.title })}
          required
          data-autofocus
          {...form.getInputProps('title')}
          data-testid="mass-email-title"
        />
        <Textarea
          label={t('massEmail.message')}
          description={t('massEmail.messageHint', { max: MASS_EMAIL.message.toLocaleString(i18n.language) })}
          required
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('message')}
          data-testid="mass-email-message"
        />
        <RecipientPicker
          users={form.values.users}
          groups={form.values.groups}
          onUsers={(ids) => {
            form.setFieldValue('users', ids);
            form.clearFieldError('users');
          }}
          onGroups={(ids) => {
            form.setFieldValue('groups', ids);
            form.clearFieldError('users');
          }}
          usersError={form.errors.users}
          groupsError={form.errors.groups}
        />
        <Text size="sm" c="dimmed">
          {t('massEmail.recipientsHint')}
        </Text>
        <FormFooter
          problem={problem}
          onCancel={() => onDone('')}
          saving={send.isPending}
          saveLabel={t('massEmail.send')}
          saveTestId="mass-email-send"
        />
      </Stack>
    </form>
  );
}

export function MassEmailDrawer({
  opened,
  onClose,
}: {
  opened: boolean;
  /** With the new send's id when one was queued. */
  onClose: (sentId?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={() => onClose()}
      position="right"
      size="lg"
      title={t('massEmail.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <MassEmailForm onDone={(id) => onClose(id || undefined)} />}
    </Drawer>
  );
}
