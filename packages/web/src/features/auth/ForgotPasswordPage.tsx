// Forgot password: ask for a reset link for a user or a guest-user account. The answer is the
// same whether the address is known or not, so the page cannot be used to probe for accounts.
// Form errors and too many tries show above the button (components/FormProblem.tsx).
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import { initResetInput } from '@tuura/domain/schemas/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, call } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { type AccountKind, AccountKindSwitch, EmailField } from './AccountFields.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const [kind, setKind] = useState<AccountKind>('user');
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: domainValidator(initResetInput),
    validateInputOnBlur: true,
  });
  const { problem, setProblem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const request = useMutation({
    meta: { silent: true },
    mutationFn: (body: typeof form.values) =>
      call(kind === 'guest' ? authContracts.guestInitReset : authContracts.initReset, { body }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) setProblem(t('login.tooManyTries'));
      else onServerError(error, t('reset.sendFailed'));
    },
  });

  if (request.isSuccess)
    return (
      <Stack gap="md" data-testid="reset-requested">
        <Title order={2} fz="h3">
          {t('reset.requestedTitle')}
        </Title>
        <Text>{t('reset.requestedText', { email: request.variables.email })}</Text>
        <Anchor component={Link} to={paths.login} ta="center">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    );

  return (
    <form
      ref={formRef}
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        request.mutate(values);
      }, onInvalid)}
      noValidate
    >
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('reset.forgotTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reset.forgotText')}
        </Text>
        <AccountKindSwitch value={kind} onChange={setKind} />
        <EmailField {...form.getInputProps('email')} />
        <FormProblem problem={problem} />
        <Button type="submit" size="md" loading={request.isPending} {...offline}>
          {t('reset.send')}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
