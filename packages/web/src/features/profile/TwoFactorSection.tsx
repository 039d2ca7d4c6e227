// Two-factor authentication on the profile: status; enabling (secret and otpauth URI as text,
// a one-time code, then the recovery codes shown once); disabling with the password.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications as toast } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContracts } from '@tuura/domain/api/auth';
import { tfaDisableInput, tfaEnableInput } from '@tuura/domain/schemas/auth';
import type { User } from '@tuura/domain/schemas/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useSetSession } from '../../api/session.ts';
import { showFormServerError } from '../../components/formErrors.ts';
import { domainValidator } from '../../components/formValidation.ts';
import { useOfflineAction } from '../../components/offlineAction.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] };

export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const enabled = user.settings.tfa.enabled;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const offline = useOfflineAction();
  const setup = useMutation({
    mutationFn: () => call(authContracts.tfaSetup),
    onSuccess: (data) => setStep({ kind: 'setup', ...data }),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="tfa-section">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4">
            {t('profile.tfa.title')}
          </Title>
          <Badge
            color={enabled ? 'green' : 'gray'}
            variant="light"
            style={{ flexShrink: 0 }}
            data-testid="tfa-status"
          >
            {enabled ? t('profile.tfa.on') : t('profile.tfa.off')}
          </Badge>
        </Group>
        {step.kind === 'codes' ? (
          <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
        ) : step.kind === 'setup' ? (
          <EnableForm
            secret={step.secret}
            uri={step.uri}
            onEnabled={(codes) => setStep({ kind: 'codes', codes })}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : enabled ? (
          <DisableForm />
        ) : (
          <>
            <Text size="sm">{t('profile.tfa.intro')}</Text>
            <Group>
              <Button
                onClick={() => setup.mutate()}
                loading={setup.isPending}
                data-testid="tfa-start"
                {...offline}
              >
                {t('profile.tfa.start')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function EnableForm({
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
  const offline = useOfflineAction();
  const form = useForm({
    mode: 'controlled',
    initialValues: { otp: '' },
    validate: domainValidator(tfaEnableInput),
    validateInputOnBlur: true,
  });
  const enable = useMutation({
    meta: { silent: true },
    mutationFn: (otp: string) => call(authContracts.tfaEnable, { body: { otp } }),
    onSuccess: ({ recoveryCodes }) => {
      onEnabled(recoveryCodes);
      // The session now has two-factor on, so tfaRequired turns false and the app opens up.
      void client.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: (error) => showFormServerError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((v) => enable.mutate(v.otp))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('profile.tfa.setupText')}</Text>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('profile.tfa.secret')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="md" style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="tfa-secret">
              {secret}
            </Code>
            <Copy value={secret} />
          </Group>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('profile.tfa.uri')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="tfa-uri">
            {uri}
          </Code>
          <Anchor href={uri} size="sm">
            {t('profile.tfa.openApp')}
          </Anchor>
        </Stack>
        <TextInput
          label={t('fields.otp')}
          description={t('profile.tfa.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          data-testid="tfa-otp"
          {...form.getInputProps('otp')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={enable.isPending} data-testid="tfa-enable" {...offline}>
            {t('profile.tfa.enable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="green" title={t('profile.tfa.enabledTitle')}>
        {t('profile.tfa.codesText', { count: codes.length })}
      </Alert>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 8,
          gridTemplateColumns: '1fr 1fr',
        }}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </ul>
      <Group justify="space-between">
        <Copy value={codes.join('\n')} />
        <Button onClick={onDone} data-testid="tfa-codes-done">
          {t('profile.tfa.codesDone')}
        </Button>
      </Group>
    </Stack>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const setSession = useSetSession();
  const offline = useOfflineAction();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: domainValidator(tfaDisableInput),
    validateInputOnBlur: true,
  });
  const disable = useMutation({
    meta: { silent: true },
    mutationFn: (password: string) => call(authContracts.tfaDisable, { body: { password } }),
    onSuccess: ({ user }) => {
      setSession({ kind: 'user', user });
      toast.show({ color: 'green', message: t('profile.tfa.disabled') });
    },
    onError: (error) => showFormServerError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((v) => disable.mutate(v.password))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('profile.tfa.disableText')}</Text>
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          data-testid="tfa-disable-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" variant="light" loading={disable.isPending} {...offline}>
            {t('profile.tfa.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Copy({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          size="compact-sm"
          variant="light"
          color={copied ? 'green' : undefined}
          onClick={copy}
          style={{ flexShrink: 0 }}
        >
          {copied ? t('profile.copied') : t('profile.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
