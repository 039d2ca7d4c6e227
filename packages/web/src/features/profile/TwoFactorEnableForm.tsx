// Enabling two-factor: a QR code of the otpauth URI, with the key and the link as fallbacks (to
// type or open in an authenticator app), then a one-time code from the app; gives the recovery codes.
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import { AUTH } from '@tuura/domain/limits';
import { tfaEnableInput } from '@tuura/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useFormProblem } from '../../components/FormProblem.tsx';
import '../../components/sessionTexts.ts';
import { domainValidator } from '../../components/formValidation.ts';
import './texts.ts';
import { TwoFactorKey } from './TwoFactorKey.tsx';

export function TwoFactorEnableForm({
  secret,
  uri,
  onEnabled,
  onCancel,
}: {
  secret: string;
  uri: string;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { otp: '', endOtherSessions: true },
    validate: domainValidator(tfaEnableInput),
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const enable = useMutation({
    meta: { silent: true },
    mutationFn: (body: typeof form.values) => call(authContracts.tfaEnable, { body }),
    onSuccess: ({ recoveryCodes }) => {
      onEnabled(recoveryCodes);
      // The session now has two-factor on, so tfaRequired turns false and the app opens up.
      void client.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: (error) => onServerError(error, t('profile.tfa.enableFailed')),
  });
  return (
    <form ref={formRef} onSubmit={form.onSubmit((v) => enable.mutate(v), onInvalid)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('profile.tfa.setupText')}</Text>
        <TwoFactorKey secret={secret} uri={uri} />
        <TextInput
          label={t('fields.otp')}
          description={t('profile.tfa.codeHint', { length: AUTH.otpLength })}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          data-testid="tfa-otp"
          {...form.getInputProps('otp')}
        />
        <Checkbox
          label={t('sessions.endOtherSessions')}
          data-testid="tfa-enable-end-others"
          {...form.getInputProps('endOtherSessions', { type: 'checkbox' })}
        />
        <FormFooter
          problem={problem}
          onCancel={onCancel}
          saving={enable.isPending}
          saveLabel={t('profile.tfa.enable')}
          saveTestId="tfa-enable"
        />
      </Stack>
    </form>
  );
}
