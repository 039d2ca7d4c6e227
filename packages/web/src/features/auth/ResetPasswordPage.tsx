// Reset password from an emailed link: whose link it is, a new password twice, then a way
// back to login. An invalid or used link says so and offers to ask for a new one. Form errors
// show above the button (components/FormProblem.tsx).
import { Alert, Anchor, Button, PasswordInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import { PASSWORD } from '@tuura/domain/limits';
import { resetPasswordInput } from '@tuura/domain/schemas/auth';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { paths } from '../../app/paths.ts';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';
import { i18n } from '../../i18n/index.ts';

const passwordRule = domainValidator(resetPasswordInput.pick({ password: true }));

/** The domain rule for the new password, and the second copy must match the first. */
function validate(values: { password: string; confirm: string }) {
  const errors = passwordRule({ password: values.password });
  if (values.confirm !== values.password) errors.confirm = i18n.t('reset.mismatch');
  return errors;
}

const invalidLink = (error: unknown) => error instanceof ApiError && error.status === 404;

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const offline = useOfflineAction();
  const owner = useQuery({
    queryKey: queryKeys.resetLink(token),
    queryFn: () => call(authContracts.resetSession, { params: { id: token } }),
    retry: false,
    gcTime: 0,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate,
    validateInputOnBlur: true,
  });
  const { problem, onInvalid, onServerError, formRef } = useFormProblem(form);
  const reset = useMutation({
    meta: { silent: true },
    mutationFn: (password: string) => call(authContracts.resetPassword, { body: { token, password } }),
    onError: (error) => {
      if (!invalidLink(error)) onServerError(error, t('reset.saveFailed'));
    },
  });

  if (reset.isSuccess)
    return (
      <Stack gap="md" data-testid="reset-done">
        <Title order={2} fz="h3">
          {t('reset.doneTitle')}
        </Title>
        <Text>{t('reset.doneText')}</Text>
        <Button component={Link} to={paths.login} size="md">
          {t('reset.toLogin')}
        </Button>
      </Stack>
    );

  if (invalidLink(owner.error) || invalidLink(reset.error))
    return (
      <Stack gap="md" data-testid="reset-invalid">
        <Title order={2} fz="h3">
          {t('reset.invalidTitle')}
        </Title>
        <Text>{t('reset.invalidText')}</Text>
        <Button component={Link} to={paths.forgotPassword} size="md">
          {t('reset.askNew')}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    );

  return (
    <form
      ref={formRef}
      onSubmit={form.onSubmit((values) => reset.mutate(values.password), onInvalid)}
      noValidate
    >
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('reset.title')}
        </Title>
        {owner.isPending ? (
          <Skeleton h={40} />
        ) : owner.data ? (
          <Text data-testid="reset-owner">
            {t('reset.forAccount', { name: owner.data.user.name, email: owner.data.user.email })}
          </Text>
        ) : (
          <Alert color="red" role="alert">
            {t('reset.loadFailed')}
          </Alert>
        )}
        <PasswordInput
          label={t('reset.newPassword')}
          description={t('profile.password.rule', { min: PASSWORD.min, max: PASSWORD.max })}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm')}
        />
        <FormProblem problem={problem} />
        <Button
          type="submit"
          size="md"
          loading={reset.isPending}
          disabled={!owner.data || offline.disabled}
          title={offline.title}
        >
          {t('reset.submit')}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
