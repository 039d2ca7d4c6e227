// Forgot password: ask for a reset link for a user or a guest-user account. The answer is the
// same whether the address is known or not, so the page cannot be used to probe for accounts.
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import { initResetInput } from '@tuura/domain/schemas/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, call } from '../../api/client.ts';
import { paths } from '../../app/paths.ts';
import { showFormErrorLater } from '../../components/formError.ts';
import { showFormServerError } from '../../components/formErrors.ts';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { type AccountKind, AccountKindSwitch, EmailField } from './AccountFields.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const offline = useOfflineAction();
  const [kind, setKind] = useState<AccountKind>('user');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: domainValidator(initResetInput),
    validateInputOnBlur: true,
  });
  const request = useMutation({
    meta: { silent: true },
    mutationFn: (body: typeof form.values) =>
      call(kind === 'guest' ? authContracts.guestInitReset : authContracts.initReset, { body }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) setProblem(t('login.tooManyTries'));
      else showFormServerError(form, error);
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
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        request.mutate(values);
      }, showFormErrorLater)}
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
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
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
