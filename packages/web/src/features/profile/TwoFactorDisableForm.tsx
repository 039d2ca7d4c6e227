// Disabling two-factor with the password and a one-time or recovery code (refused by the server
// while the organisation forces it).
import { Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications as toast } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import { tfaDisableInput } from '@tuura/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { useSetSession } from '../../api/session.ts';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import '../../components/sessionTexts.ts';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import './texts.ts';

export function TwoFactorDisableForm() {
  const { t } = useTranslation();
  const setSession = useSetSession();
  const offline = useOfflineAction();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', otp: '', endOtherSessions: true },
    validate: domainValidator(tfaDisableInput),
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const disable = useMutation({
    meta: { silent: true },
    mutationFn: (body: typeof form.values) => call(authContracts.tfaDisable, { body }),
    onSuccess: ({ user }) => {
      setSession({ kind: 'user', user });
      toast.show({ color: 'green', message: t('profile.tfa.disabled') });
    },
    onError: (error) => onServerError(error, t('profile.tfa.disableFailed')),
  });
  return (
    <form ref={formRef} onSubmit={form.onSubmit((v) => disable.mutate(v), onInvalid)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('profile.tfa.disableText')}</Text>
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          data-testid="tfa-disable-password"
          {...form.getInputProps('password')}
        />
        <TextInput
          label={t('fields.otp')}
          autoComplete="one-time-code"
          required
          data-testid="tfa-disable-otp"
          {...form.getInputProps('otp')}
        />
        <Checkbox
          label={t('sessions.endOtherSessions')}
          data-testid="tfa-disable-end-others"
          {...form.getInputProps('endOtherSessions', { type: 'checkbox' })}
        />
        <FormProblem problem={problem} />
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="light" loading={disable.isPending} {...offline}>
            {t('profile.tfa.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
