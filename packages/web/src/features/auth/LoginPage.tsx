// Login (spec §2, §7): email and password; a second step for the one-time code with a switch
// to a recovery code; guest users log in on the same page by choosing the guest tab.
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { AUTH } from '@tuura/domain/limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ApiError, call } from '../../api/client.ts';
import { endpoints } from '../../api/endpoints.ts';
import { useKnownSession } from '../../api/session.ts';
import { paths } from '../../app/paths.ts';
import { FormProblem, useFormProblem } from '../../components/FormProblem.tsx';
import { lazyDomainValidator } from '../../components/formValidation.ts';
import { useOnline } from '../../lib/online.ts';
import { type AccountKind, AccountKindSwitch, EmailField } from './AccountFields.tsx';
import { useLoginSuccess, useReturnPath } from './useLoginSuccess.ts';

// The schema (and zod) load beside the page: the login route stays within its budget.
const validator = lazyDomainValidator(() =>
  import('@tuura/domain/schemas/auth').then((m) => m.loginInput.pick({ email: true, password: true })),
);
type Step = 'password' | 'otp' | 'recovery';

export default function LoginPage() {
  const { t } = useTranslation();
  const onSuccess = useLoginSuccess();
  const returnPath = useReturnPath();
  const session = useKnownSession();
  const [kind, setKind] = useState<AccountKind>('user');
  const [step, setStep] = useState<Step>('password');
  const online = useOnline();
  // The schema starts loading as the page shows, not when a bundle that contains it is evaluated.
  useEffect(() => validator.preload(), []);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', otp: '', recoveryPassword: '' },
    validate: validator.validate,
    // Errors under a field once it has been left (UI.md), not while typing the first time.
    validateInputOnBlur: true,
  });
  const { problem, setProblem, onInvalid, formRef } = useFormProblem(form);
  // The second step puts the cursor in its code field (keyboard and screen-reader users land there).
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (step !== 'password') codeField.current?.focus();
  }, [step]);

  const login = useMutation({
    meta: { silent: true },
    mutationFn: async (v: typeof form.values) => {
      if (kind === 'guest') {
        const { user } = await call(endpoints.guestLogin, {
          body: { email: v.email, password: v.password },
        });
        return { kind: 'guest' as const, guest: user };
      }
      const body = {
        email: v.email,
        password: v.password,
        ...(step === 'otp' && { otp: v.otp }),
        ...(step === 'recovery' && { recoveryPassword: v.recoveryPassword }),
      };
      const { user } = await call(endpoints.login, { body });
      return '_id' in user ? { kind: 'user' as const, user } : null;
    },
    onSuccess: (session) => {
      if (session) return onSuccess(session);
      // Password right, code needed (or the code was wrong).
      if (step !== 'password') setProblem(t('login.codeInvalid'));
      else setStep('otp');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) setProblem(t('login.tooManyTries'));
      else if (error instanceof ApiError && error.status === 401) setProblem(t('login.invalidCredentials'));
      else if (error instanceof ApiError)
        void import('../../components/apiErrorText.ts').then((m) => setProblem(m.errorMessage(error)));
      else setProblem(t('errors.networkText'));
    },
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    login.mutate(values);
  }, onInvalid);

  // Already signed in (e.g. the saved cache was older than the login): go on.
  if (session && session.kind !== 'anonymous') return <Navigate to={returnPath(session)} replace />;

  return (
    <form ref={formRef} onSubmit={validator.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {step === 'password' ? t('login.title') : t('login.tfaTitle')}
        </Title>
        {step === 'password' ? (
          <>
            <AccountKindSwitch value={kind} onChange={setKind} />
            <EmailField {...form.getInputProps('email')} />
            <PasswordInput
              label={t('fields.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
          </>
        ) : step === 'otp' ? (
          <>
            <Text size="sm" c="dimmed">
              {t('login.tfaText', { length: AUTH.otpLength })}
            </Text>
            <TextInput
              label={t('fields.otp')}
              autoComplete="one-time-code"
              inputMode="numeric"
              ref={codeField}
              {...form.getInputProps('otp')}
            />
            <Anchor component="button" type="button" size="sm" onClick={() => setStep('recovery')}>
              {t('login.useRecovery')}
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('login.recoveryText')}
            </Text>
            <TextInput
              label={t('fields.recoveryPassword')}
              autoComplete="off"
              ref={codeField}
              {...form.getInputProps('recoveryPassword')}
            />
            <Anchor component="button" type="button" size="sm" onClick={() => setStep('otp')}>
              {t('login.useOtp')}
            </Anchor>
          </>
        )}
        <FormProblem problem={problem} data-testid="login-problem" />
        <Button
          type="submit"
          loading={login.isPending}
          size="md"
          disabled={!online}
          title={online ? undefined : t('offline.actionDisabled')}
        >
          {step === 'password' ? t('login.submit') : t('login.verify')}
        </Button>
        {step === 'password' && (
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
            {t('login.forgot')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
