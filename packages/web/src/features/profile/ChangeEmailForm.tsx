// Change own email: the new address and the current password, errors under the fields (a taken
// address and a wrong password come back from the server as field messages).
import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { changeEmailInput, profileContracts } from '@tuura/domain/api/profile';
import { USER } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { useSetSession } from '../../api/session.ts';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import './texts.ts';
import { showToast } from '../../components/toast.ts';

export function ChangeEmailForm() {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const setSession = useSetSession();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', currentPassword: '' },
    validate: domainValidator(changeEmailInput),
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const change = useMutation({
    meta: { silent: true },
    mutationFn: (body: typeof form.values) => call(profileContracts.changeEmail, { body }),
    onSuccess: ({ user }) => {
      form.reset();
      setSession({ kind: 'user', user });
      showToast('green', t('profile.email.changed'));
    },
    onError: (error) => onServerError(error, t('profile.email.failed')),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="change-email">
      <form ref={formRef} onSubmit={form.onSubmit((values) => change.mutate(values), onInvalid)} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('profile.email.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.email.hint')}
          </Text>
          <TextInput
            label={t('profile.email.new')}
            type="email"
            autoComplete="email"
            maxLength={USER.email}
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <FormProblem problem={problem} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} {...offline}>
              {t('profile.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
